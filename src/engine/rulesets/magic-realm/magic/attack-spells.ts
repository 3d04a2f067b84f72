/**
 * MP-10: attack spells (seed 001 l.45): "The spellcaster secretly specifies the direction of the attack when attacks
 * and maneuvers are placed (multiple targets are all attacked in the same direction) … An Attack Spell hits if it
 * matches directions or undercuts the speed of its target. The speed of the magical attack is equal to speed of the
 * Magic chit used to cast it. The speed of prepared spells and spells cast by an Artifact or Spell Book is 0; they
 * automatically hit their target(s)! The spellcaster must roll separately on the Missile Table to modify the effect
 * on each target that the Attack Spell hits." Pure: the dice come from the injected source.
 *
 * The hit is combat/melee.ts `hitOf` (the same intercept and undercut as a weapon's); the roll is the standard Missile
 * table of tables/ (its `rolls` name `attack-spell`), and its levels change the harm as combat/harm.ts `changeLevels`
 * does a missile's. What the harm then does to a character or a denizen is combat/harm.ts's, as for any missile.
 */
import type { DiceSource } from '../../../dice.js';
import { changeLevels, type Harm } from '../combat/harm.js';
import { ATTACK_BOX, hitOf, type Box, type HitKind } from '../combat/melee.js';
import { MISSILE, rollOn, type CoreRoll, type MissileResult, type RollModifier } from '../tables/core-tables.js';
import type { AttackDirection, Strength } from '../terms.js';

/**
 * The attack of each attack spell of the published cards, as realm-objects.json prints it (`strength`, `sharpness`,
 * `length`; `missile: "magic"`): tests/engine/magic-realm/magic/attack-spells.test.ts compares them.
 */
export const ATTACK_SPELLS: Readonly<Record<string, { strength: Strength; sharpness: number; length: number }>> = {
  'Stones Fly': { strength: 'L', sharpness: 1, length: 15 },
  'Lightning Bolt': { strength: 'M', sharpness: 3, length: 18 },
  'Fiery Blast': { strength: 'L', sharpness: 3, length: 13 },
};

/** A target of the attack spell, with the maneuver he played (absent: none — he is intercepted). */
export interface SpellTarget {
  id: string;
  maneuver?: { box: Box; time: number };
}

/** What the attack did to one target. */
export interface SpellStrike {
  target: string;
  /** `speed-0`: a prepared, artifact or book spell, which always hits (MP-10). */
  hit: HitKind | 'speed-0';
  /** The Missile table's roll for a hit (one a target hit). */
  roll?: CoreRoll<MissileResult>;
  /** The harm after the roll (a hit only). */
  harm?: Harm;
}

/** MP-10: whether an attack spell of this speed in this direction hits a target who maneuvered so. */
export function attackSpellHit(speed: number, direction: AttackDirection, maneuver?: { box: Box; time: number }): HitKind | 'speed-0' {
  if (speed === 0) return 'speed-0';
  return hitOf({ box: ATTACK_BOX[direction], time: speed }, maneuver);
}

/**
 * MP-10: an attack spell on each of its targets, in the order given: one direction for all, a hit by direction or
 * undercut (speed 0: always), and for each hit its own roll on the Missile table (modifiers: the caster's own, e.g.
 * Bad Luck's +1), which changes the spell's harm.
 */
export function resolveAttackSpell(
  name: string,
  cast: { speed: number; direction: AttackDirection; targets: readonly SpellTarget[] },
  dice: DiceSource,
  modifiers: readonly RollModifier[] = [],
): SpellStrike[] {
  const def = ATTACK_SPELLS[name];
  if (!def) throw new RangeError(`${name} is no attack spell of the cards: ${Object.keys(ATTACK_SPELLS).join(', ')}`);
  const base: Harm = { level: def.strength, stars: def.sharpness };
  return cast.targets.map((t) => {
    const hit = attackSpellHit(cast.speed, cast.direction, t.maneuver);
    if (hit === 'miss') return { target: t.id, hit };
    const roll = rollOn(MISSILE, dice, modifiers);
    return { target: t.id, hit, roll, harm: changeLevels(base, roll.result.levels) };
  });
}
