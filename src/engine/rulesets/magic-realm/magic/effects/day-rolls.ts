/**
 * Issue 29: the spells that change a character's rolls or a tile's ways while in force (Bad Luck, Illusion, Fog, Violent Storm, Lost, World Fades). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/day-rolls.ts for what happens at the reveal; the spells in force are read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type DayRollsEffect = SpellEffectDef;

export const DAY_ROLLS_EFFECTS: Readonly<Record<string, DayRollsEffect>> = {};
