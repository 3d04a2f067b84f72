/**
 * The colour magic present for a caster at a moment (MP-2; seed 001 l.25): "Color magic can come from the day of the
 * month, from the enchanted tile, from items with color magic, or from color magic that the characters create from
 * their own magic chits." Each source is named, so a cast can say which one it used. Pure: the caller reads the day,
 * the board and what lies in the clearing from the game, and passes them in.
 *
 * Readings (docs/rules.md, MP-2):
 * - The day (SW-2): the colours of the PERSONAL HISTORY sheet on days 7, 14, 21 and 28 of the month — white and
 *   black on the 7th, grey on the 14th, purple on the 21st, gold on the 28th (the published sheet as RealmSpeak's
 *   RealmCalendar reads it: "No Seasons" magic WHITE,BLACK and DAY_14/21/28_COLOR); with Seasons and Weather, the
 *   season's 7th-day colour replaces it on the days calendar/calendar.ts `dayRules` names (`seventhDay`: every
 *   week's 7th day, or the first week's only, as the game's reading says). A season that lost its colour
 *   (CHRISTMAS) leaves the sheet's colour in force.
 * - The tile: the colours printed in the caster's clearing on an enchanted side (magic/colour-magic.ts).
 * - Items: every treasure card in the clearing that supplies a colour (realm-objects `color_source`: Dragon Essence,
 *   Cloven Hoof, Flowers of Rest, Golden Icon, Sacred Grail; the Toadstool Circle's site card), whoever carries it —
 *   seed 001 l.25 sets an item's colour beside the tile's and the day's, which "affect all the spells in the
 *   clearing" (RealmSpeak's ClearingDetail.getAllSourcesOfColor likewise takes every item in the clearing).
 * - His own colour chits: only for his own spells (l.25: a colour chit "can't be used to cast another
 *   spellcaster's spell"), so they are listed only for the caster they belong to.
 */
import type { CalendarState } from '../calendar/calendar.js';
import { treasureNamed } from '../belongings/belongings.js';
import type { ActionChit } from '../characters/kits.js';
import { placedTile, faceUp, parseClearingId, type Board, type ClearingId } from '../map/board.js';
import type { MagicType } from '../terms.js';
import { clearingColourMagic, MAGIC_COLOURS, type MagicColour } from './colour-magic.js';

/**
 * SW-2 / MP-2: the colour magic the PERSONAL HISTORY sheet names for a day of the month (1–28). Data: the published
 * sheet, as RealmSpeak reads it (RealmCalendar.java: "No Seasons" magic="WHITE,BLACK"; DAY_14 GRAY, DAY_21 PURPLE,
 * DAY_28 GOLD).
 */
export const PERSONAL_HISTORY_COLOURS: Readonly<Record<number, readonly MagicColour[]>> = {
  7: ['white', 'black'],
  14: ['grey'],
  21: ['purple'],
  28: ['gold'],
};

/** SW-1: a month is 28 days. */
export const DAYS_IN_MONTH = 28;

/**
 * The day of the month, 1–28: with Seasons and Weather the calendar's week and day; without, the game's day counted
 * in months of 28 (the game starts on day 1 of a month).
 */
export function dayOfMonth(at: { calendar?: Pick<CalendarState, 'week' | 'day'>; gameDay: number }): number {
  if (at.calendar) return (at.calendar.week - 1) * 7 + at.calendar.day;
  return ((at.gameDay - 1) % DAYS_IN_MONTH) + 1;
}

/**
 * MP-2 "Color magic can come from the day of the month" with SW-2: the season's 7th-day colours when the calendar
 * names them today (`seventhDay` of calendar/calendar.ts `dayRules`), else the PERSONAL HISTORY sheet's.
 */
export function dayColours(day: number, seventhDay?: { colours: readonly MagicColour[] }): MagicColour[] {
  // SW-2 (seed 000 2.1): "the color magic named for the season is in effect instead of the color named on the
  // PERSONAL HISTORY sheets". An empty list (the season lost its colour) does not replace it.
  if (seventhDay && seventhDay.colours.length > 0) return [...seventhDay.colours];
  return [...(PERSONAL_HISTORY_COLOURS[day] ?? [])];
}

/**
 * MP-1, MP-2: a MAGIC chit enchanted into colour magic. The sheet field this module proposes:
 * `CharacterSheet.colourChits?: ColourChit[]` — the index of the MAGIC chit in his kit and the colour it holds.
 */
export interface ColourChit {
  chit: number;
  colour: MagicColour;
}

/**
 * MP-1: the colour a MAGIC chit becomes when enchanted: type I white, II grey, III gold, IV purple, V black; types
 * VI–VIII cannot be enchanted into colour (the chit's type is the colour's number, RealmSpeak
 * CharacterActionChitComponent.getEnchantedColorMagic / isEnchantable: magic number < 6).
 */
export const ENCHANTED_COLOUR: Readonly<Partial<Record<MagicType, MagicColour>>> = { I: 'white', II: 'grey', III: 'gold', IV: 'purple', V: 'black' };

/** MP-1: the colour this chit would become if enchanted, or undefined (not a MAGIC chit, or type VI–VIII). */
export const enchantableColour = (chit: ActionChit): MagicColour | undefined => (chit.kind === 'MAGIC' && chit.magic ? ENCHANTED_COLOUR[chit.magic] : undefined);

/** Where a colour comes from. */
export type ColourSource =
  | { kind: 'day'; colour: MagicColour; day: number }
  | { kind: 'tile'; colour: MagicColour; clearing: ClearingId }
  | { kind: 'treasure'; colour: MagicColour; treasure: string }
  | { kind: 'chit'; colour: MagicColour; chit: number };

/** A source in words: "the day (day 7)", "the enchanted clearing AV5", "the Cloven Hoof", "her colour chit". */
export function sourceText(s: ColourSource): string {
  switch (s.kind) {
    case 'day':
      return `the day (day ${s.day} of the month)`;
    case 'tile':
      return `the enchanted clearing ${s.clearing}`;
    case 'treasure':
      return `the ${s.treasure}`;
    case 'chit':
      return `a ${s.colour} colour chit`;
  }
}

/** Everything MP-2 looks at for one caster at one moment. */
export interface MagicMoment {
  /** The day of the month (dayOfMonth) and, with Seasons, today's `dayRules(...).seventhDay`. */
  day: number;
  seventhDay?: { colours: readonly MagicColour[] };
  /** The board, and the clearing the caster stands in (absent: not in a clearing — no tile's colour). */
  board?: Board;
  clearing?: ClearingId;
  /** The treasure cards in his clearing: his, the other characters' there, and a site card (the Toadstool Circle). */
  treasures?: readonly string[];
  /** His own colour chits (ColourChit: the proposed sheet field); another character's are never passed. */
  colourChits?: readonly ColourChit[];
  /** His chits' states: a fatigued or wounded colour chit supplies nothing. */
  chitStates?: readonly string[];
}

/** MP-2: every source of colour present for him now, in the order day, tile, treasures, his chits. */
export function colourSources(m: MagicMoment): ColourSource[] {
  const out: ColourSource[] = dayColours(m.day, m.seventhDay).map((colour) => ({ kind: 'day' as const, colour, day: m.day }));
  if (m.board && m.clearing) out.push(...tileColours(m.board, m.clearing).map((colour) => ({ kind: 'tile' as const, colour, clearing: m.clearing! })));
  for (const name of m.treasures ?? []) {
    const t = treasureNamed(name);
    if (t?.colour) out.push({ kind: 'treasure', colour: t.colour, treasure: t.name });
  }
  for (const c of m.colourChits ?? []) if ((m.chitStates?.[c.chit] ?? 'active') === 'active') out.push({ kind: 'chit', colour: c.colour, chit: c.chit });
  return out;
}

/** MP-2: the colours present for him now (any source), in the game's order. */
export function coloursPresent(m: MagicMoment): MagicColour[] {
  const have = new Set(colourSources(m).map((s) => s.colour));
  return MAGIC_COLOURS.filter((c) => have.has(c));
}

/** The colours an enchanted clearing of the board supplies (none on a tile's normal side, none off the board). */
export function tileColours(board: Board, clearing: ClearingId): MagicColour[] {
  const at = parseClearingId(clearing);
  const tile = at && placedTile(board, at.code);
  const def = tile && faceUp(tile).clearings.find((c) => c.number === at.number);
  return tile && def ? clearingColourMagic(def, tile.side) : [];
}

/**
 * A spell's colour as a need (MP-2): one colour; `any` (the cards' Control Bats, Bad Luck; Expansion One's Duel):
 * any one colour; Expansion One's `ALL` (Temporal Vortex): all five at once; `ANY TWO` (Open Gate): two different.
 */
export type ColourNeed = { kind: 'one'; colour: MagicColour } | { kind: 'any' } | { kind: 'all' } | { kind: 'two' };

export function colourNeed(spellColour: string): ColourNeed {
  const c = spellColour.trim().toLowerCase().replace('gray', 'grey');
  if (c === 'any') return { kind: 'any' };
  if (c === 'all') return { kind: 'all' };
  if (c === 'any two') return { kind: 'two' };
  const one = MAGIC_COLOURS.find((x) => x === c);
  if (!one) throw new RangeError(`"${spellColour}" is no colour of magic`);
  return { kind: 'one', colour: one };
}

/** The need in words: "purple", "any colour", "all five colours", "any two colours". */
export const needText = (n: ColourNeed): string =>
  n.kind === 'one' ? n.colour : n.kind === 'any' ? 'any colour' : n.kind === 'all' ? 'all five colours' : 'any two colours';

/**
 * MP-2: the sources that meet a spell's colour, or undefined when the colours present do not. For one colour (and
 * `any`) a single source — the first in colourSources' order, so a free source (the day, the tile, an item) is taken
 * before one of his colour chits, which would fatigue (MP-11); for `all`/`two` one source a colour.
 */
export function sourcesFor(need: ColourNeed, sources: readonly ColourSource[]): ColourSource[] | undefined {
  // Free sources first (stable: the day, the tile, items), then chits.
  const ordered = [...sources.filter((s) => s.kind !== 'chit'), ...sources.filter((s) => s.kind === 'chit')];
  if (need.kind === 'one') {
    const s = ordered.find((x) => x.colour === need.colour);
    return s ? [s] : undefined;
  }
  if (need.kind === 'any') return ordered[0] ? [ordered[0]] : undefined;
  const byColour = MAGIC_COLOURS.map((c) => ordered.find((s) => s.colour === c)).filter((s): s is ColourSource => s !== undefined);
  const wanted = need.kind === 'all' ? MAGIC_COLOURS.length : 2;
  return byColour.length >= wanted ? byColour.slice(0, wanted) : undefined;
}
