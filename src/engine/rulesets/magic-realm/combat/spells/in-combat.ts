/**
 * Issue 29: what the in-combat spells (magic/effects/in-combat.ts) do at the reveal, by kind (combat/spell-reveal.ts).
 */
import type { SpellRevealHandler } from '../spell-reveal.js';

export const IN_COMBAT_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {};
