/**
 * Issue 29: the spells that change a shape or command denizens (Transform, Absorb Essence, Control Bats, Guide Spider or Octopus, Persuade, Deal with Goblins). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/denizens.ts for what happens at the reveal; the spells in force are read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type DenizensEffect = SpellEffectDef;

export const DENIZENS_EFFECTS: Readonly<Record<string, DenizensEffect>> = {};
