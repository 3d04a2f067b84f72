/**
 * Issue 29: what the spells of magic/effects/moves.ts do at the reveal, by kind (combat/spell-reveal.ts).
 */
import type { SpellRevealHandler } from '../spell-reveal.js';

export const MOVES_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {};
