/**
 * Issue 29: what the spells of magic/effects/denizens.ts do at the reveal, by kind (combat/spell-reveal.ts).
 */
import type { SpellRevealHandler } from '../spell-reveal.js';

export const DENIZENS_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {};
