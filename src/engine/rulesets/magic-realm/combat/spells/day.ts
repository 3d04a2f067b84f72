/**
 * Issue 29: what the day spells (magic/effects/day.ts) do at the reveal, by kind (combat/spell-reveal.ts).
 */
import type { SpellRevealHandler } from '../spell-reveal.js';

export const DAY_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {};
