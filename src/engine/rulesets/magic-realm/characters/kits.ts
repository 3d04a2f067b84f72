/**
 * What each character is and carries at the start: his twelve action chits, his starting (level 4) equipment, his
 * gold and his relationships with the native groups and visitors. The facts are generated into kit-data.ts by
 * scripts/derive-realm-objects.ts; this module gives them their types and the look-ups (pure, no game state).
 */
import type { MagicType, Relationship, Strength } from '../terms.js';
import { armourNamed, HORSES, weaponNamed, type ArmourDef, type HorseDef, type WeaponDef } from '../belongings/belongings.js';
import { findCharacter } from './characters.js';
import { CHARACTER_KITS } from './kit-data.js';
import { pronounWords, type PronounWords } from '../../../pronouns.js';

export { CHARACTER_KITS };

/** The kinds of action chits: STAB is the Thief/Assassin's own (Expansion One 13.2), played as a FIGHT. */
export type ChitKind = 'MOVE' | 'FIGHT' | 'MAGIC' | 'DUCK' | 'BERSERK' | 'STAB';

/** An action chit as printed: e.g. MOVE M4, FIGHT H5*, MAGIC II3*, DUCK T3*. */
export interface ActionChit {
  readonly kind: ChitKind;
  /** Strength letter (every kind but MAGIC). */
  readonly strength?: Strength;
  /** Magic type (MAGIC chits). */
  readonly magic?: MagicType;
  /** Time number. */
  readonly time: number;
  /** Effort asterisks. */
  readonly effort: 0 | 1 | 2;
  /** The character level (1–4) the chit belongs to. */
  readonly level: 1 | 2 | 3 | 4;
  /** Issue 29: a chit named otherwise than by its print — a shape's own FIGHT or MOVE chit, named by the shape (magic/shapes.ts). */
  readonly label?: string;
}

export interface CharacterKit {
  readonly name: string;
  /** The published game's pronoun (realm-objects.json): "she" for the Amazon, the Woods Girl and the Witch. */
  readonly pronoun: 'he' | 'she';
  readonly expansionOne?: true;
  /** His vulnerability (weight): the harm that kills him. */
  readonly vulnerability: Strength;
  /** His twelve action chits, three per level. */
  readonly chits: readonly ActionChit[];
  /** His starting weapon (a name of WEAPONS); absent: he fights with his dagger. */
  readonly weapon?: string;
  /** His starting armour (names of ARMOUR, the native groups' pieces). */
  readonly armour: readonly string[];
  /** His starting horse (none in the published game). */
  readonly horse?: string;
  /** His gold at the start. */
  readonly gold: number;
  /** His relationships other than neutral, by native group (NATIVE_GROUPS) or visitor (Crone, Scholar, Shaman, Warlock). */
  readonly relationships: Readonly<Record<string, Exclude<Relationship, 'neutral'>>>;
  /** Issue 29, Unleash Power (combat/spells/sheet-spells.ts): his MAGIC chits also play as MOVE or FIGHT chits of the strength their time gives. */
  readonly magicPlays?: Readonly<Partial<Record<number, Strength>>>;
  /**
   * Issue 29: in a shape (magic/shapes.ts shapeChits) the shape's own chits follow his from this place on, and only
   * they play as MOVE and FIGHT chits (RealmSpeak: "if transmorphed, you only have color chits").
   */
  readonly shapeFrom?: number;
}

/** The chit as printed: "MOVE M4", "MAGIC II2**", "STAB T2**". */
export const chitLabel = (c: ActionChit): string => c.label ?? `${c.kind} ${c.magic ?? c.strength ?? ''}${c.time}${'*'.repeat(c.effort)}`;

/** The kit of the character named (as findCharacter reads it: any case, Thief/Assassin only with Expansion One). */
export function characterKit(name: string, { expansionOne = false } = {}): CharacterKit | undefined {
  const c = findCharacter(name, expansionOne);
  return c ? CHARACTER_KITS.find((k) => k.name === c.name) : undefined;
}

/**
 * The words for the character named (issue 27): the kit's pronoun, any case, the Thief/Assassin too. A character the
 * data does not know (a free-text name the GM allowed) reads "he", DEFAULT_PRONOUN, as before.
 */
export const characterWords = (name: string | undefined): PronounWords =>
  pronounWords(name === undefined ? undefined : (characterKit(name, { expansionOne: true }) ?? characterKit(name))?.pronoun);

/** The twelve action chits of the character named. */
export const chitsOf = (name: string, { expansionOne = false } = {}): readonly ActionChit[] =>
  characterKit(name, { expansionOne })?.chits ?? [];

/**
 * The character's relationship with a native group or visitor (neutral when none is printed). With the BIMR4
 * Knight's Adjustment (BI-14, 003 l.161) the Black Knight is Friendly, not Allied, with the Company and the White
 * Knight Friendly, not Allied, with the Order.
 */
export function relationshipOf(kit: CharacterKit, other: string, { knightsAdjustment = false } = {}): Relationship {
  const r = kit.relationships[other] ?? 'neutral';
  if (knightsAdjustment && r === 'ally' && KNIGHTS_ADJUSTMENT[kit.name] === other) return 'friendly';
  return r;
}

const KNIGHTS_ADJUSTMENT: Record<string, string> = { 'Black Knight': 'Company', 'White Knight': 'Order' };

/** The belongings a character starts with, as the game's counters (never the set-up card's treasures). */
export function startingEquipment(kit: CharacterKit): { weapon?: WeaponDef; armour: readonly ArmourDef[]; horse?: HorseDef } {
  const weapon = kit.weapon === undefined ? undefined : weaponNamed(kit.weapon);
  const armour = kit.armour.map((a) => armourNamed(a)).filter((a): a is ArmourDef => a !== undefined);
  // No character of the published game starts with a horse; a kit naming one would take the first such counter.
  const horse = kit.horse === undefined ? undefined : HORSES.find((h) => h.name === kit.horse && !h.treasure);
  return { ...(weapon && { weapon }), armour, ...(horse && { horse }) };
}
