/**
 * Issue 29: the spells that change the combat sheet while in force (Peace, Pentangle, Elven Grace, Poison, Melt Into
 * Mist, Roof Collapses, Unleash Power). Each entry names the spell's kind and target; the kinds are carried out where
 * the combat meets them: combat/spells/sheet-spells.ts reads the spells in force for the round (who makes no attack,
 * whom an attack cannot reach, a MOVE chit's time, a weapon's sharpness), combat/cast.ts spellsAtReveal for
 * Pentangle's immunity to spells and Roof Collapses' attack on the clearing (docs/rules.md "Spells on the combat sheet").
 */
import type { AttackDirection, Strength } from '../../terms.js';
import type { SpellEffectDef } from './types.js';

/** The card's words, as an effect of the framework's shape (magic/effects/types.ts). */
type Effect<T> = SpellEffectDef & T;

export type InCombatEffect =
  /** Peace, "Cannot attack until attacked": its target makes no attack until an attack is aimed at him. */
  | Effect<{ kind: 'peace'; target: 'attacker' }>
  /** Pentangle, "Not affected by spells, curses, demons, or imp". */
  | Effect<{ kind: 'pentangle'; target: 'individual' }>
  /** Elven Grace, "Change MOVE L=1, M=2, H=3, T=4": each MOVE time read from its strength (a monster's from its vulnerability). */
  | Effect<{ kind: 'move-by-strength'; target: 'individual'; times: Readonly<Partial<Record<Strength, number>>> }>
  /** Poison, "Add one sharpness to damage caused by weapon". */
  | Effect<{ kind: 'sharpness'; target: 'weapon'; stars: number }>
  /** Melt Into Mist, "Can only MOVE T4 (no fight)": no attack by him or on him; his only MOVE is `move`. */
  | Effect<{ kind: 'mist'; target: 'individual'; move: { strength: Strength; time: number } }>
  /** Unleash Power, "MOVE/FIGHT 2,3=L, 4=M, 5=H, 6=T": his MAGIC chits also play as MOVE or FIGHT chits of the strength their time gives. */
  | Effect<{ kind: 'magic-as-action'; target: 'self'; strengths: Readonly<Partial<Record<number, Strength>>> }>
  /** Roof Collapses, "All attacked SMASH H4 (cave only)": every individual in the clearing attacked at once. */
  | ClearingAttack;

/** Roof Collapses: an attack on every individual of the clearing, its direction, speed, harm and length printed. */
export type ClearingAttack = Effect<{ kind: 'clearing-attack'; target: 'clearing'; onlyIn: 'caves'; direction: AttackDirection; speed: number; strength: Strength; sharpness: number; length: number }>;

export const IN_COMBAT_EFFECTS: Readonly<Record<string, InCombatEffect>> = {
  Peace: { kind: 'peace', target: 'attacker' },
  Pentangle: { kind: 'pentangle', target: 'individual' },
  // RealmSpeak's card data (l=1, m=2, h=3, t=4).
  'Elven Grace': { kind: 'move-by-strength', target: 'individual', times: { L: 1, M: 2, H: 3, T: 4 } },
  Poison: { kind: 'sharpness', target: 'weapon', stars: 1 },
  'Melt Into Mist': { kind: 'mist', target: 'individual', move: { strength: 'T', time: 4 } },
  // realm-objects.json: attack_speed 4, strength H, box_req 3 (smash), length 18, clearing_req C; no `missile`.
  // Its target "magic(all)" read as the caster's own MAGIC chits (he names himself), as the magic-change spells'.
  'Unleash Power': { kind: 'magic-as-action', target: 'self', strengths: { 2: 'L', 3: 'L', 4: 'M', 5: 'H', 6: 'T' } },
  'Roof Collapses': { kind: 'clearing-attack', target: 'clearing', onlyIn: 'caves', direction: 'smash', speed: 4, strength: 'H', sharpness: 0, length: 18 },
};

/** The clearing's attack of a spell (Roof Collapses), or undefined. */
export function clearingAttackOf(spell: string): ClearingAttack | undefined {
  const e = IN_COMBAT_EFFECTS[spell];
  return e?.kind === 'clearing-attack' ? e : undefined;
}
