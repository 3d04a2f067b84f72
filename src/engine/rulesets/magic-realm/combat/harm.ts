/**
 * Harm in Magic Realm's combat (issue 14; core-tables.json procedures "harm", "harm_to_character",
 * "harm_to_denizen"): the harm an attack carries, and what it does to a character (armour by direction, a wound,
 * death) or to a denizen (killed, or nothing). Pure arithmetic on the printed letters; the round (round.ts) decides
 * who hits whom.
 *
 * - Levels: Negligible < Light < Medium < Heavy < Tremendous, and X above (RealmSpeak's "maximum"). Each sharpness star
 *   raises the harm one level when applied; RED (a red-side-up Tremendous monster) is no level and kills.
 * - A character strikes with his weapon's letter and stars (the side it shows), or his dagger (Negligible, one star).
 *   Striking weight: when his FIGHT chit's strength is greater than the weapon's weight (the dagger's is Negligible),
 *   a weapon that is not a missile strikes one level harder.
 * - A hit on armour loses a star; harm equal to the armour's toughness damages it (a damaged piece is destroyed),
 *   greater harm destroys it; a hit that met armour never kills, and wounds at Medium or more. With no armour in the
 *   way, harm that equals or exceeds his vulnerability kills, and Light or more wounds.
 * - A denizen is killed by harm that equals or exceeds its vulnerability (armoured: one star less); else nothing.
 */
import type { ArmourState } from '../characters/sheet.js';
import type { AttackDirection, RedHarm, Strength } from '../terms.js';

export const HARM_LEVELS = ['N', 'L', 'M', 'H', 'T', 'X'] as const;
export type HarmLevel = (typeof HARM_LEVELS)[number];

/** An attack's harm before it lands: a letter and its sharpness stars, or RED. */
export type Harm = { level: HarmLevel; stars: number } | { red: true };

const index = (l: HarmLevel | Strength): number => HARM_LEVELS.indexOf(l);
const level = (i: number): HarmLevel => HARM_LEVELS[Math.max(0, Math.min(HARM_LEVELS.length - 1, i))]!;

/** The harm as it lands: its letter raised one level a star (capped at X); RED stays RED. */
export function applied(h: Harm): HarmLevel | RedHarm {
  return 'red' in h ? 'RED' : level(index(h.level) + h.stars);
}

/** The harm a star lighter (armour, a shield or parry, an armoured denizen or shape); RED stays RED. */
export const starLess = (h: Harm): Harm => ('red' in h ? h : { level: h.level, stars: Math.max(0, h.stars - 1) });

/**
 * A missile's harm changed by the Missile table's levels (core-tables "missile" notes): raised up to X; lowered below
 * Negligible, it eats sharpness stars instead. RED never changes.
 */
export function changeLevels(h: Harm, levels: number): Harm {
  if ('red' in h) return h;
  const at = index(h.level) + levels;
  if (at >= 0) return { level: level(at), stars: h.stars };
  return { level: 'N', stars: Math.max(0, h.stars + at) };
}

/** The harm a denizen's side strikes with (RED on a red side). */
export const denizenHarm = (strength: Strength | RedHarm, sharpness = 0): Harm => (strength === 'RED' ? { red: true } : { level: strength, stars: sharpness });

/** What a character strikes with: his weapon's side (or the dagger), raised a level when his FIGHT is stronger than its weight. */
export function characterHarm(fight: Strength, weapon?: { strength?: Strength; sharpness: number; weight: Strength; missile?: boolean }, striking = true): Harm {
  const letter: HarmLevel = weapon ? (weapon.strength ?? 'N') : 'N';
  const stars = weapon ? weapon.sharpness : 1;
  const weight: HarmLevel = weapon ? weapon.weight : 'N';
  // `striking` false: a second weapon in two-handed combat gets no striking bonus (X1-17, Expansion One 11.1/1).
  const bonus = striking && !weapon?.missile && index(fight) > index(weight) ? 1 : 0;
  return { level: level(index(letter) + bonus), stars };
}

/** A piece of armour in the way, as it lies on his sheet. */
export interface WornArmour {
  name: string;
  toughness: Strength;
  state: ArmourState;
  /** The directions it stops: a suit all, a breastplate thrust and swing, a helmet smash; a shield the box it was played in. */
  protects: readonly AttackDirection[];
}

/** What a hit did to a character. */
export interface CharacterHit {
  /** The harm as it landed (after armour's star). */
  harm: HarmLevel | RedHarm;
  /** The armour it met, and what became of it. */
  armour?: { name: string; before: ArmourState; after: ArmourState };
  wound: boolean;
  killed: boolean;
}

/**
 * A hit on a character from `direction` (core-tables "harm_to_character"): the first intact or damaged piece that
 * stops that direction meets it (the caller lists the shield first); `missile` hits above Tremendous ignore armour.
 */
export function hitCharacter(h: Harm, direction: AttackDirection, armour: readonly WornArmour[], vulnerability: Strength, missile = false): CharacterHit {
  const full = applied(h);
  if (full === 'RED') return { harm: 'RED', wound: false, killed: true };
  const piece = missile && index(full) > index('T') ? undefined : armour.find((a) => a.state !== 'destroyed' && a.protects.includes(direction));
  if (!piece) {
    const killed = index(full) >= index(vulnerability);
    return { harm: full, wound: !killed && index(full) >= index('L'), killed };
  }
  // A hit on armour loses one star.
  const landed = applied(starLess(h)) as HarmLevel;
  const after: ArmourState = index(landed) > index(piece.toughness) ? 'destroyed' : index(landed) === index(piece.toughness) ? (piece.state === 'intact' ? 'damaged' : 'destroyed') : piece.state;
  return { harm: landed, armour: { name: piece.name, before: piece.state, after }, wound: index(landed) >= index('M'), killed: false };
}

/** A hit on a denizen (core-tables "harm_to_denizen"): killed when the harm (armoured: a star less) reaches its vulnerability. */
export function hitDenizen(h: Harm, vulnerability: Strength, armoured = false): { harm: HarmLevel | RedHarm; killed: boolean } {
  const landed = applied(armoured ? starLess(h) : h);
  return { harm: landed, killed: landed === 'RED' || index(landed as HarmLevel) >= index(vulnerability) };
}
