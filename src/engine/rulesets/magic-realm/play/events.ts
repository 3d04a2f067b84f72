/** The events of the Magic Realm day: their payloads (what happened, with its dice) and the typed event maker. */
import type { UserRef } from '../../../core/types.js';
import { eventMaker, type EventOf, type EventTable } from '../../../core/part.js';
import { calendarDay } from '../calendar/calendar.js';
import { regeneratedLine, summonedLine } from './summoned-words.js';
import { blockedLine, phaseLine, toldPhases } from './turn.js';
import { stormLine } from './violent-storm.js';
import { phantasmTurnLine } from './phantasm-words.js';
import { owedText } from '../characters/effort.js';
import { characterWords } from '../characters/kits.js';
import type { CalendarState } from '../calendar/calendar.js';
import { storedCalendar } from './old-logs.js';
import type { Owed } from '../characters/effort.js';
import type { SheetDelta } from '../characters/sheet-delta.js';
import type { Piece } from '../board/state.js';
import type { Regeneration } from '../denizens/regeneration.js';
import type { Summoning } from '../denizens/summoning.js';
import type { DealtFacts } from './meeting.js';
import type { RunesRead } from './runes.js';
import type { CharacterNumbers, DayOrders, DayPart, NumberField, SetUpSecret } from './state.js';
import type { PhaseOutcome, TurnOutcome } from './turn.js';
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
  /** Issue 29: Pentangle or Melt Into Mist suspends the spells in force on its target until it ends (magic/nullify.ts). Public. */
  'play.spells-suspended': import('../magic/nullify.js').SpellsSuspended;
  /** Issue 29, MP-9: a move or phase spell's chit played by its holder (magic/spell-chits.ts): it ends when that use ends. */
  'play.spell-chit-played': import('../magic/spell-chits.js').SpellChitPlayed;
  /** Issue 29, Ask Demon (magic/ask-demon.ts): the question to the GM, and his answer, each the caster's and the GM's. */
  'play.demon-asked': import('../magic/ask-demon.js').DemonQuestion;
  'play.demon-answered': import('../magic/ask-demon.js').DemonAnswer;
  /** Issue 29, Small Blessing (magic/wishes.ts): a wish waiting for the wisher's choice (public: the roll was), and the wish made (row 3's vision his alone). */
  'play.wish-pending': import('../magic/wishes.js').PendingWish;
  'play.wish-made': import('../magic/wishes.js').WishMade;
  /** MP-9: inert permanent spells energised by the colour present at their targets (public). */
  'play.spells-energised': import('../magic/energise.js').SpellsEnergised;
  'play.sheet-set': { userId: string; name: string; /** What changed on his card (characters/sheet-delta.ts). */ changes: SheetDelta; what: string };
  /** SW-1: the calendar begins: the dice that chose its season and drew the first week's weather (evolve works it out). */
  'play.calendar-started': { rolled: number[]; lines: string[]; /** The day the calendar begins on (absent in older logs, whose event carried the calendar). */ date?: CalendarDate };
  /** Birdsong: a player's secret orders for the day. */
  'play.recorded': { userId: string; orders: DayOrders; /** The character (absent in older logs). */ name?: string; /** His phases today in words, as the orders' check counted them (absent off the board, and in older logs). */ today?: string };
  /** What the table learns: that he has recorded. */
  'play.record-noted': { userId: string; name: string; recorded: number; of: number };
  /** Issue 29, Prophecy: the day waits at his turn for the phases he records now (his and the GM's: play/prophecy.ts). */
  'play.phases-awaited': { userId: string; name: string; spell: string; /** Orders the judge takes from him now (orders/example.ts). */ example: string };
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
    /** Issue 29, Premonition: who chose his place in the turn order, and the place he took (play/chosen-turn.ts). */
    chose?: { name: string; place: number }[];
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
  /** Issue 29, Phantasm: his phantasm's turn, right after his (play/phantasm.ts): his and the GM's. */
  'play.phantasm-turn': { userId: string; name: string; from: string; text: string; phases: PhaseOutcome[]; to?: string };
  /** A card or counter he took from a site's pile with LOOT (issue 13, loot.ts): his and the GM's. */
  'play.looted': { userId: string; name: string; site: string; item: string; index: number; /** The clearing he took it in (site cards stay there); absent in older logs. */ at?: string; /** The cards it held that became his. */ gains?: string[] };
  /** A READ RUNES or a perceived spell (runes.ts): the spell he read at a site, whether he learned it, whether it was awakened; his and the GM's. */
  'play.runes': { userId: string; name: string } & RunesRead;
  /**
   * What his TRADE and HIRE phases changed (issue 13, meeting.ts): what he bought, sold or hired for how much, his
   * gold, fame and notoriety, his sheet. His and the GM's: the turn tells the table whom he met and whether a deal was made.
   */
  'play.dealt': { userId: string; name: string } & DealtFacts;
  /** Issue 30: a native group killed to the last; its box's cards and counters (`count`) go to its last native's killer (play.looted, his). Public. */
  'play.group-gone': { userId: string; name: string; group: string; count: number };
  /** Issue 30: a hired native left as a guard where he stands (`guard`), or following his employer again. Public: his piece stays or goes. */
  'play.guard-set': { userId: string; name: string; hireling: string; guard: boolean; clearing?: string };
  /** Issue 30: a native group battles this character for the rest of the day (he lured or attacked one of them: combat/natives.ts). Public. */
  'play.battled': { userId: string; name: string; group: string; why: string };
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

const secretText = (s: SetUpSecret) =>
  [s.victory && `victory ${s.victory}`, s.start && `start ${s.start}`, s.spells && `spells ${s.spells}`, s.enchanted && `enchanted ${s.enchanted}`].filter(Boolean).join('; ');

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Issue 29: the Wish table's rows that wait for a choice, in the table's words (magic/wishes.ts). */
export const WISH_WORDS = { elsewhere: '"I wish I were elsewhere"', 'you-elsewhere': '"I wish you were elsewhere"', vision: '"I wish for a vision"' } as const;

/** MP-1: an ENCHANT phase as his card saw it (his and the GM's words; the commands tell him the same). */
export function enchantedLine(p: PlayEventPayloads['play.enchanted']): string {
  const w = characterWords(p.name);
  if (p.refused) return /^ALERT/.test(p.refused) ? `${p.refused}` : `ENCHANT could not be done: ${p.refused}`;
  if (p.prepared) return `ALERT: ${w.possessive} ${p.prepared.label} is prepared: a spell cast with it tonight has speed 0; it fatigues at the end of combat, or at the next Birdsong`;
  if (p.chit) return `${w.possessive} ${p.chit.label} is enchanted into ${p.chit.colour} magic: a colour chit until ${w.subject} ${w.verb('plays')} it`;
  const tile = p.tile ? `turns ${p.tile.code} ${p.tile.side === 'enchanted' ? 'to its enchanted side' : 'back to its normal side'} with ${w.possessive} ${p.tile.ritual} and ${p.tile.colour} magic` : 'enchants';
  return `${tile}${p.played ? `; ${w.possessive} ${p.played.colour} colour chit (${p.played.label}) is played: it reverts and fatigues` : ''}`;
}

/** The words of each event: its /log line and its /gm undo words. */
export const PLAY_EVENT_WORDS: EventTable<PlayEventPayloads> = {
  'play.numbers-set': {
    log: (e, r) => `🔒 ${e.payload.name ?? r.characterOf?.(e.payload.userId) ?? 'A character'}: ${e.payload.field} ${e.payload.before} → ${e.payload.after}`,
    undo: () => "a change to a character's numbers",
  },
  'play.setup-told': { log: (e) => `🔒 Set-up secret told to the GM: ${secretText(e.payload.secret)}`, undo: () => 'a set-up secret told to the GM' },
  'play.setup-revealed': {
    log: (e) => `The set-up secrets are revealed (${Object.keys(e.payload.secrets).length} player(s))`,
    undo: () => 'the reveal of the set-up secrets',
  },
  'play.whispered': { log: (e) => `🔒 ${e.payload.from.name} whispers to ${e.payload.to.name}: “${e.payload.text}”`, undo: () => 'a whisper' },
  'play.calendar-started': {
    log: (e) => `The calendar begins (${e.payload.rolled.join(' + ')}): ${calendarDay(e.payload.date ?? storedCalendar(e.payload)!)}`,
    undo: () => 'the start of the calendar',
  },
  'play.recorded': {
    log: (e, r) => `🔒 ${e.payload.name ?? r.characterOf?.(e.payload.userId) ?? 'Orders'} recorded: ${e.payload.orders.text}`,
    undo: () => 'recorded orders',
  },
  'play.phases-awaited': { log: (e) => `🔒 ${e.payload.name}'s turn: ${e.payload.spell} — the day waits for the phases ${characterWords(e.payload.name).subject} records now`, undo: () => 'the call for a turn\'s phases' },
  'play.record-noted': { log: (e) => `${e.payload.name} recorded ${characterWords(e.payload.name).possessive} phases (${e.payload.recorded} of ${e.payload.of})`, undo: false },
  'play.daylight': {
    log: (e, r) =>
      `${e.payload.when ? `${e.payload.when}, ` : ''}${e.payload.monsterRoll !== undefined ? `Sunrise: the monster roll is ${e.payload.monsterRoll}. ` : ''}${e.payload.regenerated ? `${regeneratedLine(e.payload.regenerated)}. ` : ''}Daylight: ${(e.payload.names ?? e.payload.turnOrder.map((id) => r.characterOf?.(id) ?? id)).join(', ')}${e.payload.chose ? ` (${e.payload.chose.map((c) => `the ${c.name} chose turn ${c.place}: Premonition`).join('; ')})` : ''}`,
    undo: () => 'the start of Daylight',
  },
  'play.turn': {
    log: (e) => {
      const { name, orders, weather } = e.payload;
      const to = orders?.route.at(-1);
      const did = !orders ? 'recorded no phases' : to ? `${orders.text} — moved to ${to}` : orders.text;
      const w = characterWords(name);
      const rolled = toldPhases(e.payload.outcome).map((p) => phaseLine(p, w));
      const blocked = [...(e.payload.outcome?.storm ? [stormLine(e.payload.outcome.storm, w)] : []), ...(e.payload.outcome?.blocked ? [blockedLine(e.payload.outcome.blocked, w)] : [])];
      return `${name}: ${did}${[...rolled, ...blocked].length ? `; ${[...rolled, ...blocked].join('; ')}` : ''}${weather.length ? ` (${weather.join('; ')})` : ''}`;
    },
    undo: (e) => `${e.payload.name}'s turn`,
  },
  'play.phantasm-turn': { log: (e) => `🔒 ${phantasmTurnLine(e.payload)}`, undo: (e) => `${e.payload.name}'s phantasm's turn` },
  'play.looted': { log: (e) => `🔒 ${e.payload.name} takes the ${e.payload.item} from the ${e.payload.site}`, undo: () => "a LOOT's card" },
  'play.owed': { log: (e) => `🔒 ${e.payload.name} owes ${owedText(e.payload.owed)} (${e.payload.owed.cause})`, undo: () => 'fatigue or wounds the GM added' },
  'play.chits-chosen': {
    log: (e) => `🔒 ${e.payload.name} ${e.payload.byDefault ? `(the bot for ${characterWords(e.payload.name).object}) ` : ''}pays ${owedText(e.payload.owed)}: ${e.payload.steps.join('; ') || 'nothing'}${e.payload.lost ? ` (${e.payload.lost} asterisk lost)` : ''}`,
    undo: () => 'chits chosen',
  },
  'play.died': { log: (e) => `☠ ${e.payload.name} is dead (${e.payload.cause})`, undo: (e) => `${e.payload.name}'s death` },
  'play.spell-in-force': { log: (e) => `✨ ${e.payload.text}`, undo: (e) => `${e.payload.held.name}'s ${e.payload.held.spell} in force` },
  'play.spells-ended': { log: (e) => `✨ ${e.payload.lines.join('; ')}`, undo: () => 'the end of spells in force' },
  'play.spells-suspended': { log: (e) => `✨ ${e.payload.lines.join('; ')}`, undo: (e) => `the spells ${e.payload.spell} suspended` },
  'play.spell-chit-played': { log: (e) => `✨ ${e.payload.text}`, undo: (e) => `${e.payload.name}'s ${e.payload.spell} chit played` },
  'play.demon-asked': { log: (e) => `🔒 ${e.payload.name} asks the demon: “${e.payload.question}” (the GM answers)`, undo: (e) => `${e.payload.name}'s question to the demon` },
  'play.demon-answered': { log: (e) => `🔒 The demon answers the ${e.payload.name}'s “${e.payload.question}”: ${e.payload.answer}`, undo: (e) => `the demon's answer to the ${e.payload.name}` },
  'play.wish-pending': { log: (e) => `✨ The ${e.payload.name}'s wish (${WISH_WORDS[e.payload.wish]}) waits for ${characterWords(e.payload.name).possessive} choice`, undo: (e) => `the ${e.payload.name}'s wish waiting` },
  'play.wish-made': { log: (e) => `${e.payload.wish === 'vision' ? '🔒' : '✨'} ${capital(e.payload.text)} (Small Blessing)`, undo: (e) => `the ${e.payload.name}'s wish` },
  'play.spells-energised': { log: (e) => `✨ ${e.payload.lines.join('; ')}`, undo: () => 'permanent spells energised' },
  'play.sheet-set': { log: (e) => `🔒 ${e.payload.name} ${e.payload.what}`, undo: () => "a change to a character's card" },
  'play.enchanted': { log: (e) => `🔒 ${e.payload.name}: ${enchantedLine(e.payload)}`, undo: () => "a character's enchantment" },
  'play.found': {
    log: (e) => `🔒 ${e.payload.name} found ${[...e.payload.paths.map((p) => `the path ${p}`), ...e.payload.chits.map((c) => `the chit ${c}`), ...(e.payload.sites ?? []).map((x) => `the site ${x}`), ...(e.payload.hiddenEnemies ? [`the hidden enemies of ${characterWords(e.payload.name).possessive} clearing`] : [])].join(', ')}`,
    undo: () => "a search's finds",
  },
  'play.runes': {
    log: (e) => `🔒 ${e.payload.name} read the ${e.payload.spell} at the ${e.payload.site}: ${e.payload.learned ? 'learned' : 'not learned'}${e.payload.awakened ? ', awakened (to the bottom of the pile)' : ''}`,
    undo: () => "a character's reading of a spell",
  },
  'play.set-up-dealt': {
    log: (e) =>
      `🔒 The set-up card's treasures: ${Object.entries(e.payload.treasures).map(([box, cards]) => `${box}: ${cards.join(', ')}`).join('; ')}` +
      (e.payload.spells ? `; spells: ${Object.entries(e.payload.spells).map(([box, cards]) => `${box}: ${cards.join(', ')}`).join('; ')}` : ''),
    undo: () => 'the deal of the set-up card',
  },
  'play.set-up-shown': { log: (e) => e.payload.text, undo: () => 'the deal of the set-up card' },
  'play.summoned': { log: (e, r) => `${e.payload.name}'s turn ends (monster roll ${e.payload.roll}): ${summonedLine(e.payload, (id) => r.characterOf?.(id))}`, undo: (e) => `the end of ${e.payload.name}'s turn` },
  'play.dealt': { log: (e) => `🔒 ${e.payload.name}: ${e.payload.lines.join(' ')}`, undo: () => "a character's trading and hiring" },
  'play.group-gone': { log: (e) => `⚔ The ${e.payload.group} are no more: the ${e.payload.name} killed the last of them${e.payload.count ? ` and takes what they held (${e.payload.count} ${e.payload.count === 1 ? 'card or counter' : 'cards and counters'})` : ''}`, undo: (e) => `the end of the ${e.payload.group}` },
  'play.guard-set': { log: (e) => (e.payload.guard ? `🛡 The ${e.payload.name} leaves the ${e.payload.hireling} on guard${e.payload.clearing ? ` in ${e.payload.clearing}` : ''}` : `🛡 The ${e.payload.hireling} follows the ${e.payload.name} again`), undo: (e) => `the ${e.payload.hireling}'s guard` },
  'play.battled': { log: (e) => `⚔ The ${e.payload.group} battle the ${e.payload.name} for the rest of the day (${e.payload.why})`, undo: (e) => `the ${e.payload.group} battling the ${e.payload.name}` },
  'play.part': { log: (e) => capital(e.payload.part), undo: (e) => e.payload.part },
  'play.new-day': {
    log: (e) => {
      const date = e.payload.date ?? storedCalendar(e.payload);
      return `A new day: Birdsong${date ? ` — ${calendarDay(date)}` : ''}`;
    },
    undo: () => 'the new day',
  },
};
