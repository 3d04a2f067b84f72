/**
 * A character's sheet in play (issue 13): his twelve action chits, each active, fatigued or wounded; his weapon,
 * alerted or not; his armour, intact, damaged or destroyed; his horse and treasures (whether he is hidden is his
 * piece's, on the board). A
 * character's sheet is his kit (kits.ts: the published card and starting equipment) until an event changes it, so
 * a game of older logs, or a character who joined before the sheet existed, has one too; what changes is kept in
 * RealmPlay.sheets by user id.
 *
 * The card a viewer sees (cardFor) follows the game's one rule of secrets: a player sees all of his own, the GM
 * everyone's; anyone else only what lies face up on the board — the character, his weapon (alerted or not), his
 * armour and his horse.
 */
import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import { boardOf } from '../board/access.js';
import { armourNamed, weaponNamed } from '../belongings/belongings.js';
import { characterClearing, numbersOf, playOf } from '../play/access.js';
import type { CurseName } from '../tables/types.js';
import type { ColourChit } from '../magic/colour.js';
import type { Relationship } from '../terms.js';
import { owedText } from './effort.js';
import { characterKit, chitLabel, relationshipOf, type ActionChit, type CharacterKit } from './kits.js';

export type ChitState = 'active' | 'fatigued' | 'wounded';
export type ArmourState = 'intact' | 'damaged' | 'destroyed';

export interface CharacterSheet {
  /** The character (a kit's name). */
  character: string;
  /** The state of each of his action chits, in the kit's order. */
  chits: ChitState[];
  weapon?: { name: string; alerted: boolean };
  /**
   * X1-17 (Expansion One 11.1): a second weapon, wielded with the first in two-handed combat — always played unalerted,
   * never with a shield. `weapon` is the primary (by default the heavier).
   */
  second?: { name: string };
  /**
   * Weapons he carries inactive (issue 27: the Loot and Meeting tables hand out weapons; one is active, 001 l.19–20,
   * l.67): they weigh on his MOVE (heaviestLoad) but do not fight until he activates one (belongings/activate.ts).
   */
  inactive?: string[];
  armour: { name: string; state: ArmourState }[];
  horse?: string;
  /** Treasure cards he carries (secret: face down until used). */
  treasures: string[];
  /** Spells he learned in play (READ RUNES, Magic Sight: play/runes.ts); those recorded at set-up are BI-4's secret. */
  spells?: string[];
  /** His curses (characters/curses.ts): everyone sees what they forbid. */
  curses?: CurseName[];
  /**
   * MP-1: his MAGIC chits enchanted into colour magic (an ENCHANT phase: magic/colour-chits.ts), each by its place in
   * his kit and the colour it holds, until he plays it (then it reverts and fatigues). His secret, like his chits.
   */
  colourChits?: ColourChit[];
  /**
   * MP-8, MP-11: his MAGIC chits prepared by an ALERT phase today (magic/prepare.ts), by their place in his kit: they
   * cast at speed 0 and fatigue at the end of combat or the next Birdsong. His secret, like his chits.
   */
  prepared?: number[];
}

/** The sheet of a character as he starts: every chit active, his kit's weapon unalerted and armour intact. */
export function freshSheet(kit: CharacterKit): CharacterSheet {
  return {
    character: kit.name,
    chits: kit.chits.map(() => 'active'),
    ...(kit.weapon ? { weapon: { name: kit.weapon, alerted: false } } : {}),
    armour: kit.armour.map((name) => ({ name, state: 'intact' as const })),
    ...(kit.horse ? { horse: kit.horse } : {}),
    treasures: [],
  };
}

/** The kit of a player's character in this game (undefined for a name that is no character of the game). */
export function kitOf(state: GameState, userId: string): CharacterKit | undefined {
  const player = findPlayer(state, userId);
  return player ? characterKit(player.character, { expansionOne: state.options['expansion-one'] === true }) : undefined;
}

/** Whether his character is hidden: his piece on the board says so (one truth, which the board's views already keep). */
export function isHidden(state: GameState, userId: string): boolean {
  return boardOf(state).pieces.some((p) => p.owner === userId && p.kind === 'character' && p.hidden === true);
}

/** A player's sheet: as events left it, else his kit's (the kit given when the caller has looked it up already). */
export function sheetOf(state: GameState, userId: string, kit?: CharacterKit): CharacterSheet | undefined {
  const kept = playOf(state).sheets?.[userId];
  if (kept) return kept;
  const of = kit ?? kitOf(state, userId);
  return of ? freshSheet(of) : undefined;
}

/** One action chit on the card: as printed, and its state. */
export interface ChitOnCard extends ActionChit {
  label: string;
  state: ChitState;
  /** MP-1: the colour magic it holds, enchanted (an active colour chit). */
  colour?: ColourChit['colour'];
}

/** A character's card as one viewer may see it. `full` false: only what is face up on the board. */
export interface CharacterCard {
  character: string;
  userName: string;
  full: boolean;
  /** His weapon as it lies: its name, alerted or not, and the numbers of that side. */
  weapon?: { name: string; alerted: boolean; text: string };
  /** His second weapon (X1-17), always unalerted. */
  second?: { name: string; text: string };
  armour: { name: string; state: ArmourState; protects: string }[];
  horse?: string;
  /** The rest only on a full card. */
  chits?: ChitOnCard[];
  /** Weapons he carries inactive (issue 27). */
  inactive?: string[];
  treasures?: string[];
  gold?: number;
  fame?: number;
  notoriety?: number;
  /** How many of his chits are fatigued and wounded (the chits show which). */
  fatigue?: number;
  wounds?: number;
  /** The choices of chits he owes, in words: "fatigue 4* (Frigid Air)" (issue 13). */
  owed?: string[];
  hidden?: boolean;
  where?: string;
  /** Hidden paths and secret passages he has found. */
  discoveries?: string[];
  /** His spells: those he recorded at set-up (BI-4) and those he learned in play. */
  spells?: string[];
  /** MP-9: the spells in force on him, each with its caster and how long it lasts (public since their reveal). */
  inForce?: string[];
  /** His curses (public: everyone sees what they forbid). */
  curses?: string[];
  /** X1-12: the travellers he captured (public: they go with him). */
  captured?: string[];
  /** His standing with the native groups and visitors other than neutral (BI-14's Knight's Adjustment applied). */
  relationships?: { with: string; relationship: Exclude<Relationship, 'neutral'> }[];
}

/**
 * His relationship with a native group or visitor now: as play changed it (a STEAL Suspect or Caught,
 * RealmPlay.relationships), else the kit's with BI-14's Knight's Adjustment where the option is on. The Meeting table
 * and the card read this one.
 */
export function relationshipNow(state: GameState, userId: string, kit: CharacterKit, other: string): Relationship {
  return playOf(state).relationships?.[userId]?.[other] ?? relationshipOf(kit, other, { knightsAdjustment: state.options['knights-adjustment'] === true });
}

/** His relationships other than neutral, as the game reads them now (relationshipNow). */
function relationshipsOf(state: GameState, userId: string, kit: CharacterKit): NonNullable<CharacterCard['relationships']> {
  return [...new Set([...Object.keys(kit.relationships), ...Object.keys(playOf(state).relationships?.[userId] ?? {})])]
    .map((other) => ({ with: other, relationship: relationshipNow(state, userId, kit, other) }))
    .filter((r): r is { with: string; relationship: Exclude<Relationship, 'neutral'> } => r.relationship !== 'neutral');
}

function weaponText(name: string, alerted: boolean): string {
  const w = weaponNamed(name);
  if (!w) return '';
  const side = alerted ? w.alerted : w.unalerted;
  const harm = `${side.strength ?? '–'}${'*'.repeat(side.sharpness)}`;
  return `weight ${w.weight}, length ${w.length}, ${harm}${side.attack !== undefined ? ` ${side.attack}` : ''}${w.missile ? ', missile' : ''}`;
}

function protects(name: string): string {
  const a = armourNamed(name);
  if (!a) return '';
  return a.protects === 'its box' ? 'the box it is played in' : a.protects.join(', ');
}

/** The card of a player's character as `viewerId` may see it; undefined when he plays no character of the game. */
export function cardFor(state: GameState, userId: string, viewerId: string): CharacterCard | undefined {
  const player = findPlayer(state, userId);
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  if (!player || !kit || !sheet) return undefined;
  const full = viewerId === userId || (viewerId !== '' && isGm(state, viewerId));
  const open: CharacterCard = {
    character: sheet.character,
    userName: player.userName,
    full,
    ...(sheet.weapon ? { weapon: { ...sheet.weapon, text: weaponText(sheet.weapon.name, sheet.weapon.alerted) } } : {}),
    ...(sheet.second ? { second: { name: sheet.second.name, text: weaponText(sheet.second.name, false) } } : {}),
    armour: sheet.armour.map((a) => ({ ...a, protects: protects(a.name) })),
    ...(sheet.horse ? { horse: sheet.horse } : {}),
    ...(sheet.curses?.length ? { curses: [...sheet.curses] } : {}),
    ...(playOf(state).captured?.[userId]?.length ? { captured: [...playOf(state).captured![userId]!] } : {}),
  };
  if (!full) return open;
  const recorded = recordedSpells(state, userId);
  const numbers = numbersOf(playOf(state), userId);
  const where = characterClearing(state, userId);
  return {
    ...open,
    chits: kit.chits.map((c, i) => {
      const colour = sheet.colourChits?.find((x) => x.chit === i)?.colour;
      return { ...c, label: chitLabel(c), state: sheet.chits[i] ?? 'active', ...(colour ? { colour } : {}) };
    }),
    treasures: sheet.treasures,
    ...(sheet.inactive?.length ? { inactive: [...sheet.inactive] } : {}),
    gold: numbers.gold,
    fame: numbers.fame,
    notoriety: numbers.notoriety,
    fatigue: sheet.chits.filter((c) => c === 'fatigued').length,
    wounds: sheet.chits.filter((c) => c === 'wounded').length,
    owed: (playOf(state).owed?.[userId] ?? []).map((o) => `${owedText(o)} (${o.cause})`),
    hidden: isHidden(state, userId),
    ...(where ? { where } : {}),
    discoveries: boardOf(state).discovered[userId] ?? [],
    spells: [...new Set([...recorded, ...(sheet.spells ?? [])])],
    relationships: relationshipsOf(state, userId, kit),
  };
}

/** The spells he recorded at set-up (BI-4: his secret, names split by commas), as written. */
export const recordedSpells = (state: GameState, userId: string): string[] => (playOf(state).setUp[userId]?.spells ?? '').split(',').map((x) => x.trim()).filter(Boolean);
