/**
 * Issue 29: what the instant spells (magic/effects/instant.ts) do at the reveal, by kind (combat/spell-reveal.ts).
 */
import type { SpellRevealHandler } from '../spell-reveal.js';

export const INSTANT_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {};
