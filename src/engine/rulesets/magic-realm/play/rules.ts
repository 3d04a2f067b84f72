import { characterWords } from '../characters/kits.js';
import { characterOf, findPlayer, isGm, requireGm, type GameState, type Player } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError, type GameEvent, type UserRef } from '../../../core/types.js';
import { recordingDice, shuffle, type DiceSource } from '../../../dice.js';
import { eventMaker, type EventOf } from '../../../core/part.js';
import type { PlayAction } from './actions.js';
import { clearingId, parseClearingId } from '../board/board.js';
import { clearingType } from '../board/graph.js';
import { applyBoardEvent, boardNotice, boardOf, dealChits, type BoardEvent } from '../board/rules.js';
import { PLACE_DWELLINGS_HINT } from '../board/start-positions.js';
import { advanceDay, calendarDay, dayRules, startCalendar, type CalendarOptions, type CalendarState, type DayRules } from '../calendar/calendar.js';
import { activityByCode, activityHelp, parsePhases, phaseText, type HintExamples } from '../orders/phases.js';
import { checkDayOrders, ordersRuleError, type DayBudget } from '../orders/validate.js';
import { exampleOrdersFor, hintExamplesFor } from '../orders/example.js';
import { findCharacter } from '../characters/characters.js';
import { checkSpells, checkStart, parseVictory, victoryText } from './setup-secret.js';
import { gmActivities, needsChoice, shutLoot, siteCardForGm } from './day-flow.js';
import { beginCombat, currentCombat } from '../combat/rules.js';
import { applyRealmEvent } from '../apply.js';
import { isHidden, kitOf, sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { carry, changeSheet } from '../characters/sheet-changes.js';
import { lootFatigue, siteHere } from './loot.js';
import { curseForbidding, cursed, uncursed } from './curses.js';
import { isSiteCard } from './site-cards.js';
import { findingOf, onTopOrder } from './found-cards.js';
import { rollerModifiers } from './roll-modifiers.js';
import { rollTableFor } from './table-roll.js';
import { hasMagicSight, MAGIC_SIGHT_TREASURE } from './magic-sight.js';
import { afterReading, type RunesRead } from './runes.js';
import { parseChitList, type Owed } from '../characters/effort.js';
import { isDead, owedByGm, owedOf, owes, owesForTurn, payEveryDebt, payOwed } from './debts.js';
import { deathEvents, died } from './death.js';
export { isDead, owedOf } from './debts.js';
import { searchGround } from '../board/search.js';
import { carryOut, ordersDone, type TurnOutcome } from './turn.js';
import { followedRoute, guideNamed, guideOf, leadingGuides, withFollowers } from './follow.js';
import { volcanoMidnight } from './volcano.js';
import { dealSetUp } from '../setup/deal.js';
import { boxOf, type SetUpCard } from '../setup/setup-card.js';
import type { Piece } from '../board/state.js';
import { summonAtEndOfTurn, summonedAnything, type Summoning } from '../denizens/summoning.js';
import { blockerAt, monsterAt } from '../denizens/blocking.js';
import { isSeventhDay, regenerate, type Regeneration } from '../denizens/regeneration.js';
import { nativeNamed } from '../denizens/denizens.js';
import { emptyPlay, newCharacter, type CharacterNumbers, type DayOrders, type DayPart, type DayState, type NumberField, type RealmPlay, type SetUpSecret } from './state.js';
import { applyDealt, countDownHires, hiresEnding, meetingGround, publicOrders, type Dealt } from './meeting.js';

export interface PlayEventPayloads {
  /** A character's number changed by the GM (seen by its player and the GM). */
  'mr.numbers-set': { userId: string; field: NumberField; before: number; after: number; /** The character (absent in older logs). */ name?: string };
  /** BI-4: a player's set-up secret, told to the GM. */
  'mr.setup-told': { userId: string; secret: SetUpSecret };
  /** BI-4: the GM reveals every set-up secret (at the game's end). */
  'mr.setup-revealed': { secrets: Record<string, SetUpSecret> };
  /** BI-5: a whisper between characters, at any distance; the GM reads a copy. */
  'mr.whispered': { from: UserRef; to: UserRef; text: string };
  /** Issue 13: a choice of chits he owes, given by the GM (a wound or fatigue he adds); his and the GM's. */
  'mr.owed': { userId: string; name: string; owed: Owed; /** The dice that said how many (the Volcano's 1d6). */ rolled?: number[] };
  /**
   * Issue 13: he paid the oldest choice he owed with these chits — or the bot did (`byDefault`) when the GM moved the
   * day on. His and the GM's: which chits are tired or hurt is his secret.
   */
  'mr.chits-chosen': { userId: string; name: string; owed: Owed; chits: string[]; steps: string[]; lost: number; sheet: CharacterSheet; byDefault?: true };
  /**
   * He is dead (his last chit wounded, or killed in combat): out of play at once, his piece off the board (public;
   * death.ts). Where he died and what lies there face up (absent in older logs).
   */
  'mr.died': { userId: string; name: string; cause: string; clearing?: string; left?: string[] };
  /** Issue 13: a character's sheet as the GM changed it (his and the GM's). */
  'mr.sheet-set': { userId: string; name: string; sheet: CharacterSheet; what: string };
  /** SW-1: the calendar begins (the 2d6 and the first week's weather are in it). */
  'mr.calendar-started': { calendar: CalendarState; rolled: number[]; lines: string[] };
  /** Birdsong: a player's secret orders for the day. */
  'mr.recorded': { userId: string; orders: DayOrders; /** The character (absent in older logs). */ name?: string; /** His phases today in words, as the orders' check counted them (absent off the board, and in older logs). */ today?: string };
  /** What the table learns: that he has recorded. */
  'mr.record-noted': { userId: string; name: string; recorded: number; of: number };
  /**
   * Daylight begins: Sunrise's monster roll (one plain die, core-tables "appearance_chart"; absent in older logs),
   * then the turn order drawn at random (`rolled`: the shuffle's dice).
   */
  'mr.daylight': {
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
  'mr.set-up-dealt': { treasures: Record<string, string[]>; /** Absent in logs before the spells were dealt. */ spells?: Record<string, string[]> };
  /** What everyone sees of the set-up: the denizens waiting in each box, the garrisons placed on their dwellings. */
  'mr.set-up-shown': { denizens: Record<string, string[]>; natives: Piece[]; /** The Ghosts on their Bones V (absent in older logs). */ monsters?: Piece[]; text: string };
  /**
   * The end of a character's turn (core-tables "end_of_turn_summoning"): his tile's chits face up, the monsters that
   * prowled to him, the denizens that came off the set-up card, who is blocked. Public, right after his turn.
   */
  'mr.summoned': { userId: string; name: string; roll: number } & Summoning;
  /**
   * A character's turn: his phases revealed, and the weather's wounds or fatigue (SW-12) as what they add. Public:
   * it carries nothing of his own numbers (gold, fame, notoriety stay his and the GM's). Logs recorded before
   * the toll was a fact carry `numbers` instead (read by evolve as they were).
   */
  'mr.turn': {
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
  'mr.found': { userId: string; name: string; paths: string[]; chits: string[]; sites?: string[]; hiddenEnemies: boolean };
  /** A card or counter he took from a site's pile with LOOT (issue 13, loot.ts): his and the GM's. */
  'mr.looted': { userId: string; name: string; site: string; item: string; index: number; /** The clearing he took it in (site cards stay there); absent in older logs. */ at?: string; /** The cards it held that became his. */ gains?: string[] };
  /** A READ RUNES or a perceived spell (runes.ts): the spell he read at a site, whether he learned it, whether it was awakened; his and the GM's. */
  'mr.runes': { userId: string; name: string } & RunesRead;
  /**
   * What his TRADE and HIRE phases changed (issue 13, meeting.ts): what he bought, sold or hired for how much, his
   * gold, fame and notoriety, his sheet. His and the GM's: the turn tells the table whom he met and whether a deal was made.
   */
  'mr.dealt': { userId: string; name: string } & Dealt;
  /** Sunset, Evening, Midnight, and the day they belong to (issue 27; absent in older logs). */
  'mr.part': { part: DayPart; day?: number; when?: string };
  /** A new day's Birdsong: the calendar moved on (new week's weather, a new month's set-up); none without Seasons and Weather. */
  'mr.new-day': { calendar?: CalendarState; rolled: number[]; lines: string[]; /** The day begins a new month (absent in older logs). */ newMonth?: boolean };
}

/** What the week's weather adds to a character's wounds or fatigue at the start of his turn (SW-12). */
export interface WeatherToll {
  field: 'wounds' | 'fatigue';
  count: number;
}

export type PlayEvent = EventOf<PlayEventPayloads>;
const ev = eventMaker<PlayEventPayloads>();

export const playOf = (state: GameState): RealmPlay => state.magicRealm ?? emptyPlay();

/** Where the day stands, as a button remembers it: the day of the game, its part, the turns revealed (`3.daylight.1`). */
export function dayStep(play: RealmPlay): string {
  const day = play.day ?? { part: 'birdsong', revealed: 0 };
  return `${play.day?.number ?? 1}.${day.part}.${day.revealed}`;
}
export const numbersOf = (play: RealmPlay, userId: string): CharacterNumbers => play.characters[userId] ?? newCharacter();


function playerOf(state: GameState, id: string) {
  const p = findPlayer(state, id);
  if (!p) throw new RuleError('that player has not joined this game', 'name a player who joined, e.g. player:@bob');
  return p;
}

/** Where a player's character stands: the clearing of his character piece on the board. */
export function characterClearing(state: GameState, userId: string): string | undefined {
  const piece = boardOf(state).pieces.find((p) => p.owner === userId && p.kind === 'character');
  return piece && piece.clearing !== undefined ? clearingId(piece.tile, piece.clearing) : undefined;
}

/** The day's budget for a character (SW-3, SW-10, SW-11, SW-13), from the calendar, or the core rules' 4 phases. */
export function budgetOf(play: RealmPlay, options: CalendarOptions = {}): DayBudget {
  if (!play.calendar) return { phasesPerDay: 4 };
  const rules = dayRules(play.calendar, options);
  return budgetFrom(rules);
}

/** The calendar's reading options of a game (SW-2). */
export const calendarOptions = (state: Pick<GameState, 'options'>): CalendarOptions => ({
  seventhDay: state.options['seventh-day'] === 'month' ? 'month' : 'every-week',
  revisedDwarf: state.options['expansion-one'] === true,
});

function budgetFrom(rules: DayRules): DayBudget {
  return {
    phasesPerDay: rules.phasesPerDay,
    ...(rules.bonus ? { bonus: rules.bonus } : {}),
    ...(rules.noHide ? { noHide: true } : {}),
    ...(rules.noPeer ? { noPeer: true } : {}),
    mountainMovePhases: rules.mountainMovePhases,
    weatherName: rules.weatherName,
  };
}

export function decidePlay(state: GameState, action: PlayAction, dice: DiceSource): GameEvent[] {
  if (state.ruleset !== 'magic-realm') throw new RuleError('this belongs to Magic Realm', 'create a game with /game create ruleset:magic-realm');
  const events = decideDay(state, action, dice);
  // Issue 27: a GM who lays the pieces by hand may play without /game start; the first day's action (an order, /day next)
  // begins play, as /game start would (without its deals): the options lock, the game is under way.
  const begins = state.status === 'setup' && BEGIN_PLAY.has(action.type);
  return begins ? [{ type: 'game.started', payload: {}, visibility: PUBLIC, actor: action.actor.id }, ...events] : events;
}

/** The actions that are play itself: the first of them begins play when the GM has not run /game start. */
const BEGIN_PLAY: ReadonlySet<PlayAction['type']> = new Set(['mr.record', 'mr.advance']);

function decideDay(state: GameState, action: PlayAction, dice: DiceSource): GameEvent[] {
  const actor = action.actor.id;
  const play = playOf(state);
  switch (action.type) {
    case 'mr.numbers': {
      requireGm(state, actor, '/character set');
      const p = playerOf(state, action.player);
      if ((action.field === 'fatigue' || action.field === 'wounds') && kitOf(state, p.userId)) return owedByGm(p, action, actor);
      const before = numbersOf(play, p.userId)[action.field];
      const after = action.mode === 'set' ? action.value : before + action.value;
      if (after < 0) throw new RuleError(`${p.character} would have ${after} ${action.field}`, 'a number of a character is never below 0');
      return [ev('mr.numbers-set', { userId: p.userId, field: action.field, before, after, name: p.character }, onlyPlayers(p.userId), actor)];
    }
    case 'mr.setup': {
      const player = findPlayer(state, actor);
      if (!player) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
      if (play.setUpRevealed) throw new RuleError('the set-up secrets are revealed already', 'they are told before play (BI-4)');
      // BI-4 (003 l.29): told "before the Dwellings are revealed" — refused once play has begun or a dwelling is placed.
      if (state.status !== 'setup') throw new RuleError('play has begun: the set-up secrets were told before the dwellings were revealed', 'they are told before /game start (BI-4); ask the GM, who may /gm undo the start');
      if (boardOf(state).pieces.some((x) => x.kind === 'dwelling')) throw new RuleError('the dwellings are on the board: the set-up secrets were told before they were revealed', 'they are told before the GM places the dwellings (BI-4); ask the GM');
      const { victory, start, spells, enchanted } = action;
      if (!victory && !start && !spells && !enchanted) throw new RuleError('tell the GM at least one thing', 'e.g. /setup tell victory:"2 fame, 1 notoriety, 2 gold" start:Inn');
      const character = findCharacter(player.character, state.options['expansion-one'] === true);
      const checked = {
        ...(victory ? { victory: victoryText(parseVictory(victory)) } : {}),
        ...(start ? { start: character ? checkStart(start, character) : start } : {}),
        ...(spells ? { spells: character ? checkSpells(spells, character) : spells } : {}),
        ...(enchanted ? { enchanted } : {}),
      };
      const secret = { ...play.setUp[actor], ...checked };
      return [ev('mr.setup-told', { userId: actor, secret }, onlyPlayers(actor), actor)];
    }
    case 'mr.setup-reveal':
      requireGm(state, actor, '/setup reveal');
      return [ev('mr.setup-revealed', { secrets: play.setUp }, PUBLIC, actor)];
    case 'mr.whisper': {
      const from = findPlayer(state, actor);
      if (!from && !isGm(state, actor)) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
      const to = playerOf(state, action.to);
      if (to.userId === actor) throw new RuleError('you whisper to yourself', 'name another player');
      return [ev('mr.whispered', { from: action.actor, to: { id: to.userId, name: to.userName }, text: action.text }, onlyPlayers(actor, to.userId), actor)];
    }
    case 'mr.sheet': {
      requireGm(state, actor, '/character give, take, chit or armour');
      const p = playerOf(state, action.player);
      const kit = kitOf(state, p.userId);
      const sheet = kit && sheetOf(state, p.userId, kit);
      if (!kit || !sheet) throw new RuleError(`${p.character} is not a character of the game, so ${characterWords(p.character).subject} has no card`, `keep ${characterWords(p.character).possessive} numbers with /character set`);
      const changed = changeSheet(sheet, kit, action.change, { expansionOne: state.options['expansion-one'] === true });
      const set = ev('mr.sheet-set', { userId: p.userId, name: p.character, ...changed }, onlyPlayers(p.userId), actor);
      // His last chit wounded by the GM: he is dead (issue 27: out of play at once, death.ts).
      const dies = changed.sheet.chits.every((c) => c === 'wounded');
      return dies ? [set, ...deathEvents(state, p.userId, p.character, `the GM wounded ${characterWords(p.character).possessive} last chit`, actor, changed.sheet)] : [set];
    }
    case 'mr.activate': {
      const gm = isGm(state, actor);
      if (action.player && !gm) throw new RuleError("the option player: is the GM's", 'leave player: out to activate your own weapon');
      const p = action.player ? playerOf(state, action.player) : findPlayer(state, actor);
      if (!p) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
      const kit = kitOf(state, p.userId);
      const sheet = kit && sheetOf(state, p.userId, kit);
      if (!kit || !sheet) throw new RuleError(`${p.character} is not a character of the game, so he has no card`, 'the GM keeps his belongings');
      // 001 l.67: belongings are activated "at the beginning of any phase during the day or in the Encounter Step in
      // combat". Our reading: by day, any time before Sunset (the bot carries a turn out in one go); in the evening only
      // in combat (/combat activate).
      const part = play.day?.part ?? 'birdsong';
      if (part !== 'birdsong' && part !== 'daylight') throw new RuleError(`it is ${part}: belongings are activated by day, or in combat's encounter step`, currentCombat(state) ? 'in the combat, on your encounter action: /combat activate' : 'activate it at the next Birdsong or in Daylight');
      const changed = changeSheet(sheet, kit, { kind: action.inactivate ? 'inactivate' : 'activate', item: action.item });
      return [ev('mr.sheet-set', { userId: p.userId, name: p.character, ...changed }, onlyPlayers(p.userId), actor)];
    }
    case 'mr.calendar-start': {
      requireGm(state, actor, '/calendar start');
      if (state.options['seasons-weather'] !== true) throw new RuleError('this game does not use Seasons and Weather', 'create the game with options:seasons-weather (or set it before /game start)');
      if (play.calendar) throw new RuleError('the calendar has begun already', 'see it with /calendar');
      const d = recordingDice(dice);
      const started = startCalendar(d);
      return [ev('mr.calendar-started', { calendar: started.state, rolled: d.drawn, lines: started.lines }, PUBLIC, actor)];
    }
    case 'mr.chits': {
      const gm = isGm(state, actor);
      if (action.player && !gm) throw new RuleError("the option player: is the GM's", 'leave player: out to choose your own chits, e.g. /character choose chits:"MOVE M3*"');
      const p = action.player ? playerOf(state, action.player) : findPlayer(state, actor);
      if (!p) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
      const owed = owedOf(play, p.userId)[0];
      if (!owed) throw new RuleError(`${p.character} owes no fatigue, wound or rest now`, 'the bot asks in your private place when the weather, a wound or a REST phase needs chits chosen');
      return payOwed(state, p.userId, owed, parseChitList(action.chits), actor);
    }
    case 'mr.table':
      return rollTableFor(state, action, dice);
    case 'mr.record': {
      const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
      const gm = isGm(state, actor);
      if (action.player && !gm) {
        // Issue 27: the example is his own, drawn from his position and day as the Birdsong hint's is.
        const own = findPlayer(state, actor);
        throw new RuleError('the option player: is the GM\'s: only the GM records orders for another player', own ? `leave player: out to record your own orders, e.g. /orders record phases:"${exampleOrdersFor(state, own.userId)}"` : 'join with /game join character:<name> to record orders of your own');
      }
      const p = action.player ? playerOf(state, action.player) : findPlayer(state, actor);
      // Issue 27: a dead character records nothing; his player may start a new one.
      const fallen = !p ? Object.values(state.fallen ?? {}).filter((f) => f.lastPlayer.id === actor).at(-1) : undefined;
      if (fallen) throw new RuleError(`${fallen.character} is dead (${fallen.cause})`, 'start a new character with /game join character:<name> (one nobody plays); the GM places it on the board');
      if (!p) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
      if (day.part !== 'birdsong') throw new RuleError(`it is ${day.part}: orders are recorded in Birdsong`, 'record tomorrow\'s phases when the GM opens the next day');
      if (isDead(state, p.userId)) throw new RuleError(`${p.character} is dead`, 'a new character joins with /game join character:<name> (ask the GM)');
      // Issue 27: a refusal's example is drawn from his own position and day, judged as this is.
      const { orders, today } = judgeOrders(state, p, action.phases, hintExamplesFor(state, p.userId));
      // Today's players who have recorded (orders kept for a character nobody plays now do not count).
      const recorded = state.players.filter((x) => x.userId === p.userId || day.orders[x.userId]).length;
      return [
        ev('mr.recorded', { userId: p.userId, orders, name: p.character, ...(today ? { today } : {}) }, onlyPlayers(p.userId), actor),
        ev('mr.record-noted', { userId: p.userId, name: p.userName, recorded, of: state.players.length }, PUBLIC, actor),
      ];
    }
    case 'mr.set-up': {
      requireGm(state, actor, '/board setup');
      if (play.setUpCard) throw new RuleError('the set-up card is dealt already', 'it is dealt once a game: see it with /board setup-card; /gm undo the deal to deal it again');
      if (boardOf(state).tiles.length === 0) throw new RuleError('the board has no tiles yet', 'lay it first with /board layout (or deal it with /board deal), then /board setup');
      return setUpEvents(state, dice, actor);
    }
    case 'mr.advance':
      requireGm(state, actor, '/day next');
      // A button made for an earlier step (an old message, a double press) changes nothing.
      if (action.step !== undefined && action.step !== dayStep(play)) {
        throw new RuleError('this step has already passed', 'press Next ▶ under the newest message of the day, or use /day next');
      }
      {
        // What anyone still owes is paid by the bot before the day moves on (issue 13: "a default the bot picks if he
        // does not answer before the GM moves on").
        const paid = payEveryDebt(state, actor, (s, e) => applyPlayEvent(s, e as PlayEvent));
        const now = paid.reduce((s, e) => applyPlayEvent(s, e as PlayEvent), state);
        return [...paid, ...(action.through ? runThrough(now, dice, actor) : advance(now, playOf(now), dice, actor))];
      }
  }
}


/**
 * Whether a character may record these phases today, by every rule an order is judged by (the activities of the
 * game's options, his curses, MAGIC SIGHT, the day's budget and his routes): his orders, or the RuleError that says
 * why not. /orders record judges with it, and the hints' examples are drawn through it (orders/example.ts, issue 27).
 */
export function judgeOrders(state: GameState, p: Pick<Player, 'userId' | 'character'>, typed: string, examples?: HintExamples): { orders: DayOrders; today?: string } {
  // A refusal's examples are his own, drawn from his position (orders/example.ts hintExamplesFor, issue 27).
  const phases = parsePhases(typed, examples);
  const needsOption = phases.map((ph) => activityByCode(ph.code)!).find((a) => a.option && state.options[a.option] !== true);
  if (needsOption) throw new RuleError(`${needsOption.name} (${needsOption.code}) is an activity of ${needsOption.rule ?? needsOption.option}, which this game does not use`, `record the core activities: ${activityHelp()}`);
  // FOLLOW names another character of the game (issue 27: "F Black Knight" where nobody plays him would follow nobody).
  const follow = phases.find((ph) => ph.activity === 'follow');
  if (follow && !guideNamed(state, p.userId, follow.target!)) {
    const others = state.players.filter((o) => o.userId !== p.userId).map((o) => o.character);
    const example = examples?.phase('F');
    throw new RuleError(`nobody else in this game plays "${follow.target}" for ${p.character} to follow`, others.length ? `follow one of: ${others.join(', ')}${example ? `, e.g. "${example}"` : ''}` : 'nobody else plays a character yet: record other phases');
  }
  // His curses forbid some activities (curses.ts); MAGIC SIGHT needs the Phantom Glass (magic-sight.ts).
  const sheet = sheetOf(state, p.userId);
  const barred = phases.map((ph) => ({ ph, curse: curseForbidding(sheet?.curses, ph.code) })).find((x) => x.curse);
  if (barred) throw new RuleError(`${p.character}'s curse ${barred.curse} forbids ${activityByCode(barred.ph.code)!.name} (${barred.ph.code})`, 'record other phases; a character who starts a day in the Chapel\'s clearing loses their curses');
  if (phases.some((ph) => ph.code === 'MS') && kitOf(state, p.userId) && !hasMagicSight(sheet)) {
    throw new RuleError(`${p.character} has no Magic Sight: MAGIC SIGHT (MS) needs the ${MAGIC_SIGHT_TREASURE}`, 'search with P (PEER), L (LOCATE) or LT (LOOT) instead');
  }
  const start = characterClearing(state, p.userId);
  let route: string[] = [];
  let today: string | undefined;
  const moves = phases.some((ph) => ph.activity === 'move');
  if (start) {
    const checked = checkDayOrders(phases, {
      board: boardOf(state).tiles,
      start,
      known: boardOf(state).discovered[p.userId] ?? [],
      budget: budgetOf(playOf(state), calendarOptions(state)),
      dwellings: boardOf(state).pieces.filter((x) => x.kind === 'dwelling' && x.clearing !== undefined && x.seenBy === 'all').map((x) => clearingId(x.tile, x.clearing!)),
      character: {
        ...(p.character.toLowerCase() === 'dwarf' ? { dwarf: state.options['expansion-one'] === true ? ('revised' as const) : ('classic' as const) } : {}),
        ...(p.character === 'Thief/Assassin' ? { extraHide: true as const } : {}),
      },
    });
    if (!checked.ok) throw ordersRuleError(checked.errors, examples && (() => examples.orders()));
    route = checked.route;
    // His own day in words (SW-10, the Dwarf, caves): `Warm: 4 phases a day, but the Dwarf has 2`.
    today = checked.allowance.reason;
  } else if (moves) {
    throw new RuleError(`${p.character} is not on the board yet, so ${characterWords(p.character).possessive} moves cannot be checked`, `record phases without a MOVE until then; ${PLACE_DWELLINGS_HINT}`);
  }
  const orders = { text: phases.map(phaseText).join(', '), phases: phases.map((ph) => ({ code: ph.code, ...(ph.clearing ? { target: ph.clearing } : ph.target ? { target: ph.target } : {}), ...(ph.choice ? { choice: ph.choice } : {}) })), route };
  return { orders, ...(today ? { today } : {}) };
}

/**
 * The set-up at /game start (core-tables "treasure_setup"; issue 13): on a laid board, the map chits are dealt to the
 * tiles first — unless the GM has put chits or dwellings on the board himself, or starts with `chits: false` to place
 * them himself — so that the Valley warnings' dwellings stand before their garrisons are placed; then the set-up
 * card. A game with no board yet starts without either (the GM deals them later with /board chits and /board setup).
 */
export function startsWithSetUp(state: GameState, dice: DiceSource, actor: string, how: { chits?: boolean } = {}): GameEvent[] {
  if (state.ruleset !== 'magic-realm' || boardOf(state).tiles.length === 0) return [];
  const chits = how.chits === false ? [] : chitsAtStart(state, dice, actor);
  const after = chits.reduce((s, e) => applyBoardEvent(s, e as BoardEvent), state);
  return [...chits, ...(playOf(state).setUpCard ? [] : setUpEvents(after, dice, actor))];
}

/** The map chits dealt at /game start (board/rules.ts dealChits), or a notice saying why not and how the GM deals them. */
function chitsAtStart(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  if (boardOf(state).pieces.some((p) => p.kind === 'chit' || p.kind === 'dwelling')) return [];
  try {
    return dealChits(state, dice, actor);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return [boardNotice(`The map chits are not dealt: ${e.message}. The GM places them with /board piece.`, actor)];
  }
}

/** The set-up dealt: the treasures in a GM-only event, what everyone sees of it in a public one. */
function setUpEvents(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  const dealt = dealSetUp(dice, boardOf(state).pieces);
  const count = Object.values(dealt.treasures).reduce((n, t) => n + t.length, 0);
  const waiting = Object.values(dealt.denizens).reduce((n, d) => n + d.length, 0);
  const placed = [...new Set(dealt.natives.map((p) => `the ${nativeNamed(p.label)?.group ?? p.label} at ${clearingId(p.tile, p.clearing!)}`))];
  const text = [
    `The set-up card is dealt: ${count} treasure and belonging cards face down into ${Object.keys(dealt.treasures).length} boxes (the GM sees them)`,
    `${waiting} monsters and natives wait in their boxes`,
    placed.length ? `natives on their dwellings: ${placed.join(', ')}` : 'no dwelling of a garrison is on the board yet, so its natives wait in their box',
    ...(dealt.monsters.length ? [`the ${dealt.monsters.length} Ghosts stand at ${[...new Set(dealt.monsters.map((p) => clearingId(p.tile, p.clearing!)))].join(', ')} (Bones V)`] : []),
    `${Object.values(dealt.spells).reduce((n, s) => n + s.length, 0)} spell cards face down into ${Object.keys(dealt.spells).length} boxes.`,
  ].join('; ');
  return [
    ev('mr.set-up-dealt', { treasures: dealt.treasures, spells: dealt.spells }, GM_ONLY, actor),
    ev('mr.set-up-shown', { denizens: dealt.denizens, natives: dealt.natives, ...(dealt.monsters.length ? { monsters: dealt.monsters } : {}), text: text.charAt(0).toUpperCase() + text.slice(1) }, PUBLIC, actor),
  ];
}

/**
 * Issue 12: the day runs on by itself while nothing needs anyone — one press of the GM, one action (one undo), and
 * the events of every step it passed. day-flow.ts says where it stops.
 */
function runThrough(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  const out: GameEvent[] = [];
  let now = state;
  // A day has at most (players + 5) steps; the bound only guards against a rule that never stops.
  for (let steps = 0; steps < state.players.length + 10; steps++) {
    const step = advance(now, playOf(now), dice, actor);
    out.push(...step);
    now = step.reduce(applyRealmEvent, now);
    // A step's first event says what it was (a turn may be followed by its private finds).
    if (stopsAfter(step[0] as PlayEvent)) break;
  }
  return out;
}

/** Whether the day waits after this step: for the GM (a turn or an Evening he resolves) or the players (Birdsong). */
function stopsAfter(e: PlayEvent): boolean {
  switch (e.type) {
    case 'mr.turn':
      return gmActivities(e.payload.orders).length > 0 || needsChoice(e.payload.outcome) || shutLoot(e.payload.outcome) || siteCardForGm(e.payload.outcome);
    case 'mr.part':
      // Evening runs on into its first combat (the evening step begins it), which then waits on its fighters.
      return false;
    case 'mr.daylight':
      return false;
    default:
      return true;
  }
}

/** The day a step belongs to, as its events carry it (issue 27): the game's count, and the calendar's own day. */
const dayOf = (play: RealmPlay): { day: number; when?: string } => ({ day: play.day?.number ?? 1, ...(play.calendar ? { when: calendarDay(play.calendar) } : {}) });

/** The GM moves the day on: Birdsong → Daylight (turn order) → each turn → Sunset → Evening → Midnight → next day. */
function advance(state: GameState, play: RealmPlay, dice: DiceSource, actor: string): GameEvent[] {
  const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
  switch (day.part) {
    case 'birdsong': {
      if (state.players.length === 0) throw new RuleError('nobody plays yet', 'players join with /game join character:<name>');
      // Sunrise: the monster roll, one plain die for the whole map (core-tables "day_order", "appearance_chart").
      const monsterRoll = dice.int(1, 6);
      const d = recordingDice(dice);
      // A random turn order: one die a place (the engine's one shuffle); a follower goes right after his guide.
      const players = state.players.map((p) => p.userId);
      const guides = leadingGuides(players, (id) => guideOf(state, id, day.orders[id]));
      const ids = withFollowers(shuffle(d, players.filter((id) => !guides.has(id))), guides);
      const names = ids.map((id) => characterOf(state, id) ?? id);
      // Days 7, 14, 21, 28: the rolled row regenerates (core-tables "seventh_day_regeneration").
      const regenerated = isSeventhDay(play.calendar?.day, day.number ?? 1) ? regenerate(boardOf(state).pieces, play.setUpCard, monsterRoll) : undefined;
      const regen = regenerated && regenerated.returned.length + regenerated.moved.length > 0 ? { regenerated } : {};
      return [ev('mr.daylight', { turnOrder: ids, rolled: d.drawn, names, ...dayOf(play), monsterRoll, ...regen }, PUBLIC, actor)];
    }
    case 'daylight': {
      if (day.revealed < day.turnOrder.length) {
        const userId = day.turnOrder[day.revealed]!;
        const from = characterClearing(state, userId);
        const { orders, follows } = followingOrders(state, day, userId, from);
        const toll = weatherToll(play, state, userId, orders?.route);
        const pieces = boardOf(state).pieces;
        const blockedBefore = day.blocked?.[userId];
        // A character blocked before his turn gets no turn (core-tables "day_order"); else blocking after each phase.
        const loot = (c: string, discoveredNow: readonly string[], named?: string, placedNow: readonly { label: string; clearing: string }[] = []) => {
          const at = parseClearingId(c);
          // The site cards his turn drew lie in their clearings already (site-cards.ts).
          const placed = placedNow.flatMap((p): Piece[] => {
            const where = parseClearingId(p.clearing);
            return where ? [{ id: `placed-${p.label}`, label: p.label, kind: 'chit', tile: where.code, clearing: where.number, seenBy: 'all' }] : [];
          });
          const site = at && siteHere([...pieces, ...placed], [...(boardOf(state).discoveredSites?.[userId] ?? []), ...discoveredNow], at.code, at.number, named);
          const box = site ? boxOf(play.setUpCard, site) : undefined;
          return site && box ? { site, pile: box.treasures, spells: box.spells ?? [], ...(box.opened ? { opened: true } : {}) } : undefined;
        };
        const meeting = meetingGround(state, userId);
        const kit = kitOf(state, userId);
        const modifiers = rollerModifiers(state, userId);
        const { found, looted, dealt, reads, ...outcome } = blockedBefore && from
          ? { unhid: false, phases: [], hidden: isHidden(state, userId), alerted: sheetOf(state, userId)?.weapon?.alerted === true, blocked: { by: blockedBefore, clearing: from }, found: { paths: [], chits: [], hiddenEnemies: false }, looted: [], dealt: undefined, reads: [] }
          : carryOut(orders, sheetOf(state, userId), { clearing: from, hidden: isHidden(state, userId), ground: (c) => searchGround(state, c), blockedBy: (c, hidden) => blockerAt(pieces, c, hidden), loot, modifiers, boxCards: (box) => boxOf(play.setUpCard, box).treasures, ...(kit ? { kit } : {}), ...(follows ? { follows } : {}), ...(meeting ? { meeting } : {}) }, dice);
        // A character whose player left after the turn order was drawn still takes his turn (by its seat).
        const name = characterOf(state, userId) ?? userId;
        // What he trades is his secret: the table sees only whom he trades with.
        const turn = { userId, name, ...(orders ? { orders: publicOrders(ordersDone(orders, outcome)) } : {}), weather: toll ? [toll.line] : [], ...(toll ? { toll: toll.toll } : {}), outcome, ...(from ? { from } : {}) };
        const turnEvent = ev('mr.turn', { ...turn, index: day.revealed + 1, of: day.turnOrder.length }, PUBLIC, actor);
        const events: GameEvent[] = [turnEvent];
        if (found.paths.length || found.chits.length || found.sites?.length || found.hiddenEnemies) events.push(ev('mr.found', { userId, name, ...found }, onlyPlayers(userId), actor));
        if (dealt) events.push(ev('mr.dealt', { userId, name, ...dealt }, onlyPlayers(userId), actor));
        // What he looted, and the fatigue a site costs (loot.ts): his and the GM's.
        for (const l of looted) events.push(ev('mr.looted', { userId, name, ...l }, onlyPlayers(userId), actor));
        // The gold a find gives (the Remains of Thief: found-cards.ts), his and the GM's.
        let gold = numbersOf(play, userId).gold;
        for (const l of looted) {
          const more = findingOf(l.item)?.gold;
          if (more) events.push(ev('mr.numbers-set', { userId, field: 'gold', before: gold, after: (gold += more), name }, onlyPlayers(userId), actor));
        }
        // What his readings did to the sites' spells (runes.ts): his and the GM's.
        for (const r of reads) events.push(ev('mr.runes', { userId, name, ...r }, onlyPlayers(userId), actor));
        for (const p of outcome.phases) {
          // LOOT, and MAGIC SIGHT's counters and treasure cards, at a site that costs fatigue (loot.ts).
          const searched = (p.code === 'LT' || (p.code === 'MS' && 'took' in p && p.took !== undefined)) && 'site' in p && p.site && !('shut' in p && p.shut);
          const owed = searched ? lootFatigue(p.site!, 'took' in p && p.took === true) : undefined;
          // The Crypt of the Knight's gold (site-cards.ts): his, and the GM's.
          const cardGold = p.code === 'LT' && 'card' in p ? p.card?.gold : undefined;
          if (cardGold) events.push(ev('mr.numbers-set', { userId, field: 'gold', before: gold, after: (gold += cardGold), name }, onlyPlayers(userId), actor));
          if (owed && kitOf(state, userId)) events.push(ev('mr.owed', { userId, name, owed }, onlyPlayers(userId), actor));
        }
        // The end of his turn: the monster roll moves and summons denizens to him (core-tables "end_of_turn_summoning").
        const after = applyPlayEvent(state, turnEvent as PlayEvent);
        const ends = characterClearing(after, userId);
        if (day.monsterRoll !== undefined && ends) {
          const afterDay = playOf(after).day!;
          const summoned = summonAtEndOfTurn({ pieces: boardOf(after).pieces, card: play.setUpCard, roll: day.monsterRoll, clearing: ends, blockedMonsters: afterDay.blockedMonsters ?? [], summonedToday: afterDay.summonedBy ?? [] });
          if (summonedAnything(summoned)) events.push(ev('mr.summoned', { userId, name, roll: day.monsterRoll, ...summoned }, PUBLIC, actor));
        }
        return events;
      }
      return [ev('mr.part', { part: 'sunset', ...dayOf(play) }, PUBLIC, actor)];
    }
    case 'sunset':
      return [ev('mr.part', { part: 'evening', ...dayOf(play) }, PUBLIC, actor)];
    case 'evening': {
      // Combat, one marked clearing at a time (combat/rules.ts): each press begins the next until none is left.
      const fight = beginCombat(state, dice, actor);
      if (fight) return fight;
      // X1-2: the Volcano's damage at midnight, each his own (where a hidden character stands is his secret).
      const d = recordingDice(dice);
      const burnt = volcanoMidnight(state, d).map((v) => ev('mr.owed', { userId: v.userId, name: v.name, owed: v.owed, ...(v.rolled.length ? { rolled: v.rolled } : {}) }, onlyPlayers(v.userId), actor));
      return [ev('mr.part', { part: 'midnight', ...dayOf(play) }, PUBLIC, actor), ...burnt];
    }
    case 'midnight': {
      // Midnight counts the hire terms down (meeting.ts); the new day tells whose hirelings leave.
      const leaving = hiresEnding(play, (id) => characterOf(state, id) ?? id);
      if (!play.calendar) return [ev('mr.new-day', { rolled: [], lines: ['A new day begins: Birdsong. Record your phases with /orders record.', ...leaving] }, PUBLIC, actor)];
      const d = recordingDice(dice);
      const next = advanceDay(play.calendar, d);
      return [ev('mr.new-day', { calendar: next.state, rolled: d.drawn, lines: [...next.lines, ...leaving], ...(next.newMonth ? { newMonth: true } : {}) }, PUBLIC, actor)];
    }
  }
}

/**
 * A follower's orders as his turn carries them out: FOLLOW, with the route his guide took from the clearing they
 * shared (follow.ts); anyone else's as he recorded them.
 */
function followingOrders(state: GameState, day: DayState, userId: string, from: string | undefined): { orders?: DayOrders; follows?: { guide: string; route?: string[] } } {
  const orders = day.orders[userId];
  const guide = guideOf(state, userId, orders);
  if (!orders || !guide) return orders ? { orders } : {};
  const route = followedRoute({ ...(day.started?.[guide] ? { from: day.started[guide] } : {}), route: day.orders[guide]?.route ?? [], ...(characterClearing(state, guide) ? { now: characterClearing(state, guide)! } : {}) }, from);
  return { orders: { ...orders, route: route ?? [] }, follows: { guide: characterOf(state, guide) ?? guide, ...(route ? { route } : {}) } };
}

/**
 * SW-12 (000 2.43): at the start of his turn a character wounds or fatigues what the week's weather says; where it
 * names a type of clearing and he is not in one, "he does not lose the counters unless and until he enters such a
 * Clearing" — the first clearing of that type his route enters that turn. Once a day: a turn is once a day. What it
 * adds, and the line that says so; none when the weather spares him.
 */
function weatherToll(play: RealmPlay, state: GameState, userId: string, route: readonly string[] = []): { toll: WeatherToll; line: string } | undefined {
  if (!play.calendar) return undefined;
  const rules = dayRules(play.calendar, calendarOptions(state));
  if (!rules.toll) return undefined;
  const start = characterClearing(state, userId);
  const named = rules.toll.clearing;
  let entered: string | undefined;
  if (named && (!start || boardClearingType(state, start) !== named)) {
    entered = route.find((c) => boardClearingType(state, c) === named);
    if (!entered) return undefined;
  }
  const toll: WeatherToll = { field: rules.toll.kind === 'fatigue' ? 'fatigue' : 'wounds', count: rules.toll.count };
  const what = rules.toll.kind === 'fatigue' ? `fatigue ${rules.toll.count}*` : `wound ${rules.toll.count} counter${rules.toll.count === 1 ? '' : 's'}`;
  return { toll, line: `${rules.weatherName}: ${what}${named ? ` (in ${named} clearings${entered ? `: on entering ${entered}` : ''})` : ''}` };
}

const boardClearingType = (state: GameState, id: string): string | undefined => clearingType(boardOf(state).tiles, id);

export function applyPlayEvent(state: GameState, e: PlayEvent): GameState {
  const play = playOf(state);
  const set = (p: Partial<RealmPlay>): GameState => ({ ...state, magicRealm: { ...play, ...p } });
  const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
  switch (e.type) {
    case 'mr.numbers-set':
      return set({ characters: { ...play.characters, [e.payload.userId]: { ...numbersOf(play, e.payload.userId), [e.payload.field]: e.payload.after } } });
    case 'mr.setup-told':
      return set({ setUp: { ...play.setUp, [e.payload.userId]: e.payload.secret } });
    case 'mr.setup-revealed':
      return set({ setUpRevealed: true });
    case 'mr.whispered':
    case 'mr.record-noted':
      return state;
    case 'mr.calendar-started':
      return set({ calendar: e.payload.calendar, day: { part: 'birdsong', orders: {}, turnOrder: [], revealed: 0 } });
    case 'mr.recorded':
      return set({ day: { ...day, orders: { ...day.orders, [e.payload.userId]: e.payload.orders } } });
    case 'mr.daylight': {
      const next = set({ day: { ...day, part: 'daylight', turnOrder: e.payload.turnOrder, revealed: 0, ...(e.payload.monsterRoll !== undefined ? { monsterRoll: e.payload.monsterRoll } : {}) } });
      return e.payload.regenerated ? regenerated(next, e.payload.regenerated) : next;
    }
    case 'mr.set-up-dealt':
      return set({ setUpCard: withBoxes(withBoxes(play.setUpCard, e.payload.treasures, 'treasures'), e.payload.spells ?? {}, 'spells') });
    case 'mr.set-up-shown': {
      const board = boardOf(state);
      const next = set({ setUpCard: withBoxes(play.setUpCard, e.payload.denizens, 'denizens') });
      const placed = [...e.payload.natives, ...(e.payload.monsters ?? [])];
      return { ...next, board: { ...board, pieces: [...board.pieces.filter((p) => !placed.some((n) => n.id === p.id)), ...placed] } };
    }
    case 'mr.summoned':
      return summoned(state, e.payload);
    case 'mr.turn': {
      const { userId, toll, numbers: recorded, outcome } = e.payload;
      // Since the engine carries out turns (`outcome`), a character of the game owes the weather's toll as chits.
      const asChits = outcome !== undefined && kitOf(state, userId) !== undefined;
      const before = numbersOf(play, userId);
      const numbers = recorded ?? (toll && !asChits ? { ...before, [toll.field]: before[toll.field] + toll.count } : before);
      const started = e.payload.from ? { started: { ...day.started, [userId]: e.payload.from } } : {};
      const blocked = outcome?.blocked;
      const next = set({
        day: { ...day, revealed: day.revealed + 1, ...started, ...(blocked ? blockedIn(state, day, userId, blocked) : {}) },
        characters: { ...play.characters, [userId]: numbers },
      });
      // A blocked character stops where his last phase left him.
      const route = e.payload.orders?.route ?? [];
      const moved = moveCharacter(next, e.payload.userId, blocked ? (blocked.code === undefined ? undefined : route[outcome!.phases.length - 1]) : route.at(-1));
      return outcome ? owesForTurn(afterTurn(opened(moved, outcome), userId, outcome), userId, outcome, asChits ? toll : undefined, e.payload.weather[0]) : moved;
    }
    case 'mr.owed':
      return owes(state, e.payload.userId, e.payload.owed);
    case 'mr.chits-chosen': {
      const [, ...rest] = owedOf(play, e.payload.userId);
      return set({ sheets: { ...play.sheets, [e.payload.userId]: e.payload.sheet }, owed: { ...play.owed, [e.payload.userId]: rest } });
    }
    case 'mr.died':
      return died(state, e.payload);
    case 'mr.found':
      return foundBy(state, e.payload);
    case 'mr.runes': {
      const { userId, site, spell, learned } = e.payload;
      const box = boxOf(play.setUpCard, site);
      const sheet = sheetOf(state, userId);
      return set({
        setUpCard: { boxes: { ...play.setUpCard?.boxes, [site]: { ...box, spells: afterReading(box.spells ?? [], e.payload) } } },
        ...(sheet && learned ? { sheets: { ...play.sheets, [userId]: { ...sheet, spells: [...new Set([...(sheet.spells ?? []), spell])] } } } : {}),
      });
    }
    case 'mr.looted': {
      const { userId, site, item, index } = e.payload;
      const box = boxOf(play.setUpCard, site);
      // The card at its place in the pile (the first of its name, should the pile have changed since).
      const at = box.treasures[index] === item ? index : box.treasures.indexOf(item);
      const treasures = box.treasures.filter((_, k) => k !== at);
      const where = e.payload.at ? parseClearingId(e.payload.at) : undefined;
      // What finding it does to the boxes (found-cards.ts): the Skeleton's armour on top of the pile, the Remains' treasures his.
      const finding = findingOf(item);
      const held = finding?.onTop || finding?.gains ? boxOf(play.setUpCard, item).treasures : [];
      const pile = finding?.onTop ? [...onTopOrder(finding, held), ...treasures] : treasures;
      const emptied = held.length ? { [item]: { ...boxOf(play.setUpCard, item), treasures: [] } } : {};
      const taken = set({ setUpCard: { boxes: { ...play.setUpCard?.boxes, [site]: { ...box, treasures: pile }, ...emptied } } });
      // A site card stays where it was found, face up, discovered by its finder (site-cards.ts).
      if (isSiteCard(item) && where) return placeSiteCard(taken, userId, item, where.code, where.number);
      const sheet = sheetOf(state, userId);
      const gains = e.payload.gains ?? [];
      return sheet ? { ...taken, magicRealm: { ...playOf(taken), sheets: { ...play.sheets, [userId]: [item, ...gains].reduce(carry, sheet) } } } : taken;
    }
    case 'mr.dealt': {
      const { userId, name: _name, ...dealt } = e.payload;
      return applyDealt(state, userId, dealt);
    }
    case 'mr.sheet-set':
      return set({ sheets: { ...play.sheets, [e.payload.userId]: e.payload.sheet } });
    case 'mr.part': {
      // Sunset: every character is unblocked (core-tables "day_order").
      const { blocked: _unblocked, ...rest } = day;
      return set({ day: { ...(e.payload.part === 'sunset' ? rest : day), part: e.payload.part } });
    }
    case 'mr.new-day':
      return countDownHires(set({
        ...(e.payload.calendar ? { calendar: e.payload.calendar } : {}),
        day: { part: 'birdsong', orders: {}, turnOrder: [], revealed: 0, number: (day.number ?? 1) + 1 },
        ...(play.sheets ? { sheets: birdsongCleanUp(play.sheets, chapelClearings(state), (id) => characterClearing(state, id)) } : {}),
      }));
  }
}


/** The set-up card with one side of its boxes (treasures or denizens) set from a deal. */
function withBoxes(card: SetUpCard | undefined, lists: Record<string, string[]>, side: 'treasures' | 'denizens' | 'spells'): SetUpCard {
  const boxes = { ...card?.boxes };
  for (const [name, list] of Object.entries(lists)) boxes[name] = { treasures: [], denizens: [], ...boxes[name], [side]: [...list] };
  return { boxes };
}

/** A character blocked after a phase: he and the monster that blocks him, for the rest of the day. */
function blockedIn(state: GameState, day: NonNullable<RealmPlay['day']>, userId: string, b: NonNullable<TurnOutcome['blocked']>) {
  const monster = monsterAt(boardOf(state).pieces, b.clearing, b.by);
  return {
    blocked: { ...day.blocked, [userId]: b.by },
    ...(monster ? { blockedMonsters: [...new Set([...(day.blockedMonsters ?? []), monster.id])] } : {}),
  };
}

/** What the end of a turn moved: chits face up, monsters moved and placed, boxes emptied, who is blocked. */
function summoned(state: GameState, s: PlayEventPayloads['mr.summoned']): GameState {
  const play = playOf(state);
  const day = play.day!;
  const board = boardOf(state);
  const revealed = new Set(s.revealed.map((r) => r.id));
  const moved = new Map(s.moved.map((m) => [m.id, parseClearingId(m.to)!]));
  const pieces = board.pieces.map((p) => {
    if (revealed.has(p.id)) return { ...p, seenBy: 'all' as const };
    const to = moved.get(p.id);
    return to ? { ...p, tile: to.code, clearing: to.number } : p;
  });
  const boxes = { ...play.setUpCard?.boxes };
  for (const x of s.placed) if (boxes[x.box]) boxes[x.box] = { ...boxes[x.box]!, denizens: [] };
  const placed = s.placed.flatMap((x) => x.pieces);
  return {
    ...state,
    board: { ...board, pieces: [...pieces.filter((p) => !placed.some((n) => n.id === p.id)), ...placed] },
    magicRealm: {
      ...play,
      ...(play.setUpCard ? { setUpCard: { boxes } } : {}),
      day: {
        ...day,
        summonedBy: [...(day.summonedBy ?? []), ...s.summonedBy],
        ...(Object.keys(s.blocked).length ? { blocked: { ...day.blocked, ...s.blocked }, blockedMonsters: [...new Set([...(day.blockedMonsters ?? []), ...s.blockingMonsters])] } : {}),
      },
    },
  };
}

/** The 7th day's regeneration on the board and the set-up card: pieces back into their boxes, garrisons home. */
function regenerated(state: GameState, r: Regeneration): GameState {
  const play = playOf(state);
  const board = boardOf(state);
  const gone = new Set(r.returned.map((x) => x.id));
  const home = new Map(r.moved.map((m) => [m.id, parseClearingId(m.to)!]));
  const pieces = board.pieces.filter((p) => !gone.has(p.id)).map((p) => (home.has(p.id) ? { ...p, tile: home.get(p.id)!.code, clearing: home.get(p.id)!.number } : p));
  const boxes = { ...play.setUpCard?.boxes };
  for (const x of r.returned) boxes[x.box] = { treasures: boxes[x.box]?.treasures ?? [], denizens: [...(boxes[x.box]?.denizens ?? []), x.label] };
  return { ...state, board: { ...board, pieces }, magicRealm: { ...play, setUpCard: { boxes } } };
}

/** What a search found becomes his knowledge on the board: the paths in his routes, the chits in his view. */
function foundBy(state: GameState, f: PlayEventPayloads['mr.found']): GameState {
  const board = boardOf(state);
  const known = [...new Set([...(board.discovered[f.userId] ?? []), ...f.paths])];
  const pieces = board.pieces.map((p) => {
    if (p.kind !== 'chit' || !f.chits.includes(p.label) || p.seenBy === 'all') return p;
    const seenBy = p.seenBy === 'gm' ? [f.userId] : [...new Set([...p.seenBy, f.userId])];
    return { ...p, seenBy };
  });
  const sites = f.sites?.length ? { discoveredSites: { ...board.discoveredSites, [f.userId]: [...new Set([...(board.discoveredSites?.[f.userId] ?? []), ...f.sites])] } } : {};
  return { ...state, board: { ...board, discovered: { ...board.discovered, [f.userId]: known }, pieces, ...sites } };
}

/**
 * Birdsong's share of the Midnight clean-up (core-tables.json `day_order`): alerted weapons are unalerted, and a
 * character who starts the day in the Chapel's clearing loses his curses (core-tables "curse" notes).
 */
function birdsongCleanUp(sheets: NonNullable<RealmPlay['sheets']>, chapels: readonly string[], clearingOf: (id: string) => string | undefined): NonNullable<RealmPlay['sheets']> {
  return Object.fromEntries(
    Object.entries(sheets).map(([id, s]) => {
      const unalerted = s.weapon?.alerted ? { ...s, weapon: { ...s.weapon, alerted: false } } : s;
      const at = clearingOf(id);
      return [id, unalerted.curses?.length && at && chapels.includes(at) ? uncursed(unalerted) : unalerted];
    }),
  );
}

/** The shut sites his LOOTs opened (loot.ts canOpen): they stay open. */
function opened(state: GameState, outcome: TurnOutcome): GameState {
  const sites = outcome.phases.flatMap((p) => (p.code === 'LT' && 'opened' in p && p.opened && p.site ? [p.site] : []));
  if (!sites.length) return state;
  const play = playOf(state);
  const boxes = { ...play.setUpCard?.boxes };
  for (const s of sites) boxes[s] = { ...boxOf(play.setUpCard, s), opened: true };
  return { ...state, magicRealm: { ...play, setUpCard: { boxes } } };
}

/** A site card found in a pile: a face-up site in its clearing, which its finder has discovered. */
function placeSiteCard(state: GameState, userId: string, card: string, tile: string, clearing: number): GameState {
  const board = boardOf(state);
  const piece: Piece = { id: `site-${card.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: card, kind: 'chit', tile, clearing, seenBy: 'all' };
  const sites = [...new Set([...(board.discoveredSites?.[userId] ?? []), card])];
  return { ...state, board: { ...board, pieces: [...board.pieces.filter((p) => p.id !== piece.id), piece], discoveredSites: { ...board.discoveredSites, [userId]: sites } } };
}

/** The clearings where the Chapel stands. */
const chapelClearings = (state: GameState): string[] =>
  boardOf(state).pieces.filter((p) => p.kind === 'dwelling' && p.label === 'Chapel' && p.clearing !== undefined).map((p) => clearingId(p.tile, p.clearing!));

/**
 * What his turn left on his sheet and on the board (issue 13): his piece hidden or not (then only he and the GM see
 * it), and his weapon alerted or not.
 */
function afterTurn(state: GameState, userId: string, outcome: TurnOutcome): GameState {
  const sheet = sheetOf(state, userId);
  if (!sheet) return state;
  const play = playOf(state);
  const kit = kitOf(state, userId);
  // The curses his turn brought (curses.ts: Wither fatigues his chits now), public as the turn is.
  // A site card's "heal" (the Enchanted Meadow: site-cards.ts) turns every chit active, in the order of his phases.
  const withCurses = kit
    ? outcome.phases.reduce((s, p) => {
        if ('card' in p && p.card?.heal) return { ...s, chits: s.chits.map(() => 'active' as const) };
        const c = 'curse' in p && p.curse ? p.curse.curse : 'card' in p && p.card?.curse ? p.card.curse.curse : undefined;
        return c ? cursed(s, kit, c) : s;
      }, sheet)
    : sheet;
  // A sheet is kept only where it differs from what the kit would give: here, when his weapon turned or a curse fell.
  const turned = sheet.weapon && sheet.weapon.alerted !== outcome.alerted;
  const changed = turned ? { ...withCurses, weapon: { ...sheet.weapon!, alerted: outcome.alerted } } : withCurses;
  const sheets = changed !== sheet ? { ...play.sheets, [userId]: changed } : play.sheets;
  const board = boardOf(state);
  const pieces = board.pieces.map((p) => {
    if (p.owner !== userId || p.kind !== 'character') return p;
    const { hidden: _hidden, ...shown } = p;
    return outcome.hidden ? { ...shown, hidden: true } : shown;
  });
  return { ...state, magicRealm: { ...play, ...(sheets ? { sheets } : {}) }, board: { ...board, pieces } };
}

/** A revealed turn's moves carry the character's piece to the last clearing of his route. */
function moveCharacter(state: GameState, userId: string, to: string | undefined): GameState {
  const at = to ? parseClearingId(to) : undefined;
  const board = boardOf(state);
  if (!at || !board.pieces.some((p) => p.owner === userId && p.kind === 'character')) return state;
  return { ...state, board: { ...board, pieces: board.pieces.map((p) => (p.owner === userId && p.kind === 'character' ? { ...p, tile: at.code, clearing: at.number } : p)) } };
}
