/** The events of the Magic Realm day: their payloads (what happened, with its dice) and the typed event maker. */
import type { UserRef } from '../../../core/types.js';
import { eventMaker, type EventOf } from '../../../core/part.js';
import type { CalendarState } from '../calendar/calendar.js';
import type { Owed } from '../characters/effort.js';
import type { SheetDelta } from '../characters/sheet-delta.js';
import type { Piece } from '../board/state.js';
import type { Regeneration } from '../denizens/regeneration.js';
import type { Summoning } from '../denizens/summoning.js';
import type { DealtFacts } from './meeting.js';
import type { RunesRead } from './runes.js';
import type { CharacterNumbers, DayOrders, DayPart, NumberField, SetUpSecret } from './state.js';
import type { TurnOutcome } from './turn.js';
import type { MagicColour } from '../magic/colour-magic.js';
import type { TileSide } from '../map/tiles.js';
export interface PlayEventPayloads {
  /** A character's number changed by the GM (seen by its player and the GM). */
  'play.numbers-set': { userId: string; field: NumberField; before: number; after: number; /** The character (absent in older logs). */ name?: string };
  /** BI-4: a player's set-up secret, told to the GM. */
  'play.setup-told': { userId: string; secret: SetUpSecret };
  /** BI-4: the GM reveals every set-up secret (at the game's end). */
  'play.setup-revealed': { secrets: Record<string, SetUpSecret> };
  /** BI-5: a whisper between characters, at any distance; the GM reads a copy. */
  'play.whispered': { from: UserRef; to: UserRef; text: string };
  /** Issue 13: a choice of chits he owes, given by the GM (a wound or fatigue he adds); his and the GM's. */
  'play.owed': { userId: string; name: string; owed: Owed; /** The dice that said how many (the Volcano's 1d6). */ rolled?: number[] };
  /**
   * Issue 13: he paid the oldest choice he owed with these chits — or the bot did (`byDefault`) when the GM moved the
   * day on. His and the GM's: which chits are tired or hurt is his secret.
   */
  'play.chits-chosen': { userId: string; name: string; owed: Owed; chits: string[]; steps: string[]; lost: number; /** What paying did to his card. */ changes: SheetDelta; byDefault?: true };
  /**
   * He is dead (his last chit wounded, or killed in combat): out of play at once, his piece off the board (public;
   * death.ts). Where he died and what lies there face up (absent in older logs).
   */
  'play.died': { userId: string; name: string; cause: string; clearing?: string; left?: string[] };
  /** Issue 13: a character's sheet as the GM changed it (his and the GM's). */
  /** MP-9: a spell went into effect at the combat reveal and stays in force on its target(s) (public, as the reveal). */
  'play.spell-in-force': { held: import('../magic/in-force.js').SpellHeld; text: string };
  /** MP-9: a moment of the day ended spells in force or left permanent ones inert (their chits fatigue: play.sheet-set). */
  'play.spells-ended': import('../magic/in-force.js').SpellsEnded;
  'play.sheet-set': { userId: string; name: string; /** What changed on his card (characters/sheet-delta.ts). */ changes: SheetDelta; what: string };
  /** SW-1: the calendar begins: the dice that chose its season and drew the first week's weather (evolve works it out). */
  'play.calendar-started': { rolled: number[]; lines: string[]; /** The day the calendar begins on (absent in older logs, whose event carried the calendar). */ date?: CalendarDate };
  /** Birdsong: a player's secret orders for the day. */
  'play.recorded': { userId: string; orders: DayOrders; /** The character (absent in older logs). */ name?: string; /** His phases today in words, as the orders' check counted them (absent off the board, and in older logs). */ today?: string };
  /** What the table learns: that he has recorded. */
  'play.record-noted': { userId: string; name: string; recorded: number; of: number };
  /**
   * Daylight begins: Sunrise's monster roll (one plain die, core-tables "appearance_chart"; absent in older logs),
   * then the turn order drawn at random (`rolled`: the shuffle's dice).
   */
  'play.daylight': {
    turnOrder: string[];
    rolled: number[];
    /** The characters in turn order, and the day (absent in older logs): the calendar's (`when`), the game's (`day`). */
    names?: string[];
    when?: string;
    day?: number;
    monsterRoll?: number;
    /** A 7th day: the rolled row's denizens gone back to their set-up (core-tables "seventh_day_regeneration"). */
    regenerated?: Regeneration;
  };
  /** The set-up card's treasures, dealt face down into its boxes (GM only: setup/deal.ts). */
  'play.set-up-dealt': { treasures: Record<string, string[]>; /** Absent in logs before the spells were dealt. */ spells?: Record<string, string[]> };
  /** What everyone sees of the set-up: the denizens waiting in each box, the garrisons placed on their dwellings. */
  'play.set-up-shown': { denizens: Record<string, string[]>; natives: Piece[]; /** The Ghosts on their Bones V (absent in older logs). */ monsters?: Piece[]; text: string };
  /**
   * The end of a character's turn (core-tables "end_of_turn_summoning"): his tile's chits face up, the monsters that
   * prowled to him, the denizens that came off the set-up card, who is blocked. Public, right after his turn.
   */
  'play.summoned': { userId: string; name: string; roll: number } & Summoning;
  /**
   * A character's turn: his phases revealed, and the weather's wounds or fatigue (SW-12) as what they add. Public:
   * it carries nothing of his own numbers (gold, fame, notoriety stay his and the GM's). Logs recorded before
   * the toll was a fact carry `numbers` instead (read by evolve as they were).
   */
  'play.turn': {
    userId: string;
    name: string;
    orders?: DayOrders;
    weather: string[];
    toll?: WeatherToll;
    index: number;
    of: number;
    numbers?: CharacterNumbers;
    /** What the engine carried out of his phases, with its dice (issue 13; absent in older logs: moves only). */
    outcome?: TurnOutcome;
    /** The clearing he stood in as his turn began (absent in older logs). */
    from?: string;
  };
  /**
   * What his searches found (issue 13): hidden paths and secret passages he may use from now on, the chits of his tile
   * he has seen, hidden enemies found for the day. His and the GM's: the turn tells the table only what kind of thing.
   */
  'play.found': { userId: string; name: string; paths: string[]; chits: string[]; sites?: string[]; hiddenEnemies: boolean };
  /** A card or counter he took from a site's pile with LOOT (issue 13, loot.ts): his and the GM's. */
  'play.looted': { userId: string; name: string; site: string; item: string; index: number; /** The clearing he took it in (site cards stay there); absent in older logs. */ at?: string; /** The cards it held that became his. */ gains?: string[] };
  /** A READ RUNES or a perceived spell (runes.ts): the spell he read at a site, whether he learned it, whether it was awakened; his and the GM's. */
  'play.runes': { userId: string; name: string } & RunesRead;
  /**
   * What his TRADE and HIRE phases changed (issue 13, meeting.ts): what he bought, sold or hired for how much, his
   * gold, fame and notoriety, his sheet. His and the GM's: the turn tells the table whom he met and whether a deal was made.
   */
  'play.dealt': { userId: string; name: string } & DealtFacts;
  /**
   * MP-1: what one of his ENCHANT phases did to his card, his and the GM's: a MAGIC chit enchanted into colour (`chit`),
   * the tile he turned over (`tile`, public in the board's own event; here with the ritual chit and the colour), a
   * colour chit he played for it (`played`: reverted and fatigued), or why the phase could not be done (`refused`).
   */
  'play.enchanted': {
    userId: string;
    name: string;
    chit?: { label: string; colour: MagicColour };
    tile?: { code: string; side: TileSide; ritual: string; colour: MagicColour };
    played?: { label: string; colour: MagicColour };
    /** MP-8: the MAGIC chit an ALERT phase prepared (speed 0 tonight; it fatigues at the end of combat or the next Birdsong). */
    prepared?: { label: string };
    refused?: string;
    /** What changed on his card (characters/sheet-delta.ts). */
    changes?: SheetDelta;
  };
  /** Sunset, Evening, Midnight, and the day they belong to (issue 27; absent in older logs). */
  'play.part': { part: DayPart; day?: number; when?: string };
  /**
   * A new day's Birdsong: the calendar moves on by its dice (a new week's weather, a new month's set-up; evolve works it
   * out); none without Seasons and Weather.
   */
  'play.new-day': { rolled: number[]; lines: string[]; /** The calendar's new day (absent without Seasons and Weather, and in older logs). */ date?: CalendarDate; /** The day begins a new month (absent in older logs). */ newMonth?: boolean };
}

/** What the week's weather adds to a character's wounds or fatigue at the start of his turn (SW-12). */
export interface WeatherToll {
  field: 'wounds' | 'fatigue';
  count: number;
}

export type PlayEvent = EventOf<PlayEventPayloads>;
export const ev = eventMaker<PlayEventPayloads>();

/** A day of the calendar, as the log names it. */
export type CalendarDate = Pick<CalendarState, 'month' | 'week' | 'day'>;

/** The calendar's day, as an event states it. */
export const dateOf = (c: CalendarState): CalendarDate => ({ month: c.month, week: c.week, day: c.day });
