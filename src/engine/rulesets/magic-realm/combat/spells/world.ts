/**
 * Issue 29: what the world spells (magic/effects/world.ts) do at the reveal, by kind (combat/spell-reveal.ts).
 */
import type { SpellRevealHandler } from '../spell-reveal.js';

export const WORLD_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {};
