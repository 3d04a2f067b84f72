/**
 * The letters and numbers printed on Magic Realm's counters and cards, shared by the characters' chits, their
 * belongings (weapons, armour, horses, treasures) and the denizens (monsters, natives). Only the vocabulary: what
 * the numbers do in play is the rules' business (see ../shared/data/core-tables.md, "harm" and "harm_to_character").
 */

/** A size letter: strength of a chit, weight of a belonging, vulnerability of a body or toughness of armour. */
export type Strength = 'L' | 'M' | 'H' | 'T';
export const STRENGTHS: readonly Strength[] = ['L', 'M', 'H', 'T'];

/** Sizes in order, with Negligible (N) below Light: the dagger's weight, an empty load. */
export const SIZE_ORDER: readonly (Strength | 'N')[] = ['N', ...STRENGTHS];

/** Whether size `a` reaches size `b` (a chit's strength a weapon's weight, a load). */
export const atLeast = (a: Strength | 'N', b: Strength | 'N'): boolean => SIZE_ORDER.indexOf(a) >= SIZE_ORDER.indexOf(b);

/** The harm a red-side-up Tremendous monster inflicts: it kills (core-tables "red_side_tremendous"). */
export type RedHarm = 'RED';

/** The eight magic types of MAGIC chits, spells and artifacts. */
export type MagicType = 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII';
export const MAGIC_TYPES: readonly MagicType[] = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

/** The directions of an attack, by its box on the melee sheet: 1 thrust, 2 swing, 3 smash. */
export type AttackDirection = 'thrust' | 'swing' | 'smash';
export const ATTACK_DIRECTIONS: readonly AttackDirection[] = ['thrust', 'swing', 'smash'];

/** A character's standing with a native group or visitor; neutral when none is printed. */
export type Relationship = 'ally' | 'friendly' | 'neutral' | 'unfriendly' | 'enemy';

/** One side of a denizen's counter (a monster, a monster's head or club, a native). */
export interface DenizenSide {
  /** Move time (its speed when it runs or maneuvers). */
  readonly move?: number;
  /** Attack time; absent when this side prints no attack. */
  readonly attack?: number;
  /** Harm letter of the attack; RED on a Tremendous monster's red side. Absent for a spell attack or no attack. */
  readonly strength?: Strength | RedHarm;
  /** Sharpness stars of the attack. */
  readonly sharpness?: number;
  /** Length of the weapon or body (absent when none is printed). */
  readonly length?: number;
  /** A missile attack. */
  readonly missile?: true;
  /** A spell attack (Demon, Winged Demon, Imp): its magic type and the spell. */
  readonly spell?: { readonly type: MagicType; readonly name: string };
  /** A red side: the monster holds its target (core-tables "red_side_tremendous"). */
  readonly holds?: true;
}
