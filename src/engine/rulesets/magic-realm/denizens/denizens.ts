/**
 * The denizens of Magic Realm as the engine reads them: the monsters (with their heads, clubs and the Minotaur's
 * buckler) and the natives of the nine groups. The facts are generated into monster-data.ts and native-data.ts by
 * scripts/derive-realm-objects.ts; this module gives them their types and the look-ups (pure, no game state).
 */
import type { DenizenSide, Strength } from '../terms.js';
import type { HorseKind, HorseSide } from '../belongings/belongings.js';
import { findNativeGroup } from '../characters/characters.js';
import { MONSTERS } from './monster-data.js';
import { NATIVES } from './native-data.js';

export { MONSTERS, NATIVES };

/**
 * Where a denizen starts (core-tables "appearance_chart"): its row of the monster roll ('every' for the Ghosts,
 * which prowl on every roll), the box, site or dwelling it starts in and returns to, and which of the
 * boxes of that name (1 is tried first) when a row has several.
 */
export interface SetUp {
  readonly row: 1 | 2 | 3 | 4 | 5 | 6 | 'every';
  readonly start: string;
  readonly box?: number;
}

/** A counter that fights beside its monster: a dragon's head, a giant's club, the Minotaur's buckler. */
export interface MonsterPart {
  readonly name: string;
  /** Only the buckler can be destroyed (Expansion One 14.1/1: H). */
  readonly vulnerability?: Strength;
  readonly light: DenizenSide;
  readonly dark: DenizenSide;
}

export interface MonsterDef {
  readonly name: string;
  /** Its size: the harm that kills it. */
  readonly vulnerability: Strength;
  readonly armoured?: true;
  readonly flies?: true;
  /** The bounty for killing it. */
  readonly fame: number;
  readonly notoriety: number;
  /** Its two sides; a Tremendous monster's dark side is its red side. */
  readonly light: DenizenSide;
  readonly dark: DenizenSide;
  readonly parts?: readonly MonsterPart[];
  readonly setUp: SetUp;
  /** How many such counters start there. */
  readonly count: number;
  /** Expansion One's monster (14.4), with the option on. */
  readonly expansionOne?: true;
}

/** A native's horse: it carries him and takes the hits aimed at him (core-tables "harm_to_denizen"). */
export interface NativeHorse {
  readonly kind: HorseKind;
  readonly vulnerability: Strength;
  readonly armoured?: true;
  readonly trot: HorseSide;
  readonly gallop: HorseSide;
}

export interface NativeDef {
  readonly name: string;
  readonly group: string;
  /** 1, 2, … or HQ (the leader). */
  readonly rank: string;
  readonly vulnerability: Strength;
  readonly armoured?: true;
  /** His wage (and price) in gold. */
  readonly wage: number;
  /** The bounty for killing him. */
  readonly fame: number;
  readonly notoriety: number;
  readonly light: DenizenSide;
  readonly dark: DenizenSide;
  readonly horse?: NativeHorse;
  readonly setUp: SetUp;
}

const key = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');
/** "Tremendous Dragon" and "Heavy Troll" are the printed names of "T Dragon" and "H Troll". */
const monsterKey = (s: string): string => key(s).replace(/^tremendous /, 't ').replace(/^heavy /, 'h ');

/** The monsters named (any case; "Tremendous …"/"Heavy …" for "T …"/"H …"): one entry per start and numbers. */
export function monstersNamed(name: string, { expansionOne = false } = {}): readonly MonsterDef[] {
  return MONSTERS.filter((m) => monsterKey(m.name) === monsterKey(name) && (expansionOne || !m.expansionOne));
}

/** The members of a native group (any case, as findNativeGroup reads it), leader last. */
export function nativesOf(group: string): readonly NativeDef[] {
  const g = findNativeGroup(group);
  return g ? NATIVES.filter((n) => n.group === g) : [];
}

/** The native named (e.g. "Lancer HQ", any case), or undefined. */
export const nativeNamed = (name: string): NativeDef | undefined => NATIVES.find((n) => key(n.name) === key(name));
