import { characterOf, findPlayer, isGm, requireGm, type GameState } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError, type GameEvent, type UserRef, type Visibility } from '../../../core/types.js';
import { recordingDice, shuffle, type DiceSource } from '../../../dice.js';
import { eventMaker, type EventOf } from '../../../core/part.js';
import type { PlayAction } from './actions.js';
import { clearingId, parseClearingId } from '../board/board.js';
import { clearingType } from '../board/graph.js';
import { boardOf } from '../board/rules.js';
import { PLACE_DWELLINGS_HINT } from '../board/start-positions.js';
import { advanceDay, calendarDay, dayRules, startCalendar, type CalendarOptions, type CalendarState, type DayRules } from '../calendar/calendar.js';
import { activityByCode, activityHelp, parsePhases, phaseText } from '../orders/phases.js';
import { requireDayOrders, type DayBudget } from '../orders/validate.js';
import { findCharacter } from '../characters/characters.js';
import { checkSpells, checkStart, parseVictory, victoryText } from './setup-secret.js';
import { combatClearings, gmActivities, needsChoice } from './day-flow.js';
import { isHidden, kitOf, sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { changeSheet } from '../characters/sheet-changes.js';
import { searchGround } from '../board/search.js';
import { carryOut, type TurnOutcome } from './turn.js';
import { applyDealt, countDownHires, hiresEnding, meetingGround, publicOrders, type Dealt } from './meeting.js';
import { emptyPlay, newCharacter, type CharacterNumbers, type DayOrders, type DayPart, type NumberField, type RealmPlay, type SetUpSecret } from './state.js';

export interface PlayEventPayloads {
  /** A character's number changed by the GM (seen by its player and the GM). */
  'mr.numbers-set': { userId: string; field: NumberField; before: number; after: number; /** The character (absent in older logs). */ name?: string };
  /** BI-4: a player's set-up secret, told to the GM. */
  'mr.setup-told': { userId: string; secret: SetUpSecret };
  /** BI-4: the GM reveals every set-up secret (at the game's end). */
  'mr.setup-revealed': { secrets: Record<string, SetUpSecret> };
  /** BI-5: a whisper between characters, at any distance; the GM reads a copy. */
  'mr.whispered': { from: UserRef; to: UserRef; text: string };
  /** Issue 13: a character's sheet as the GM changed it (his and the GM's). */
  'mr.sheet-set': { userId: string; name: string; sheet: CharacterSheet; what: string };
  /** SW-1: the calendar begins (the 2d6 and the first week's weather are in it). */
  'mr.calendar-started': { calendar: CalendarState; rolled: number[]; lines: string[] };
  /** Birdsong: a player's secret orders for the day. */
  'mr.recorded': { userId: string; orders: DayOrders; /** The character (absent in older logs). */ name?: string };
  /** What the table learns: that he has recorded. */
  'mr.record-noted': { userId: string; name: string; recorded: number; of: number };
  /** Daylight begins: the turn order drawn at random. */
  'mr.daylight': { turnOrder: string[]; rolled: number[]; /** The characters in turn order, and the day (absent in older logs). */ names?: string[]; when?: string };
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
  };
  /**
   * What his searches found (issue 13): hidden paths and secret passages he may use from now on, the chits of his tile
   * he has seen, hidden enemies found for the day. His and the GM's: the turn tells the table only what kind of thing.
   */
  'mr.found': { userId: string; name: string; paths: string[]; chits: string[]; hiddenEnemies: boolean };
  /**
   * What his TRADE and HIRE phases changed (issue 13, meeting.ts): what he bought, sold or hired for how much, his
   * gold, fame and notoriety, his sheet. His and the GM's: the turn tells the table whom he met and whether a deal was made.
   */
  'mr.dealt': { userId: string; name: string } & Dealt;
  /** Sunset, Evening, Midnight. */
  'mr.part': { part: DayPart };
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
  const actor = action.actor.id;
  const play = playOf(state);
  switch (action.type) {
    case 'mr.numbers': {
      requireGm(state, actor, '/character set');
      const p = playerOf(state, action.player);
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
      if (!kit || !sheet) throw new RuleError(`${p.character} is not a character of the game, so he has no card`, 'keep his numbers with /character set');
      const changed = changeSheet(sheet, kit, action.change);
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
    case 'mr.record': {
      const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
      const gm = isGm(state, actor);
      if (action.player && !gm) throw new RuleError('the option player: is the GM\'s: only the GM records orders for another player', 'leave player: out to record your own orders, e.g. /orders record phases:"M CV5, H, S, R"');
      const p = action.player ? playerOf(state, action.player) : findPlayer(state, actor);
      if (!p) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
      if (day.part !== 'birdsong') throw new RuleError(`it is ${day.part}: orders are recorded in Birdsong`, 'record tomorrow\'s phases when the GM opens the next day');
      const phases = parsePhases(action.phases);
      const needsOption = phases.map((ph) => activityByCode(ph.code)!).find((a) => a.option && state.options[a.option] !== true);
      if (needsOption) throw new RuleError(`${needsOption.name} (${needsOption.code}) is an activity of ${needsOption.rule ?? needsOption.option}, which this game does not use`, `record the core activities: ${activityHelp()}`);
      const start = characterClearing(state, p.userId);
      let route: string[] = [];
      const moves = phases.some((ph) => ph.activity === 'move');
      if (start) {
        route = requireDayOrders(phases, {
          board: boardOf(state).tiles,
          start,
          known: boardOf(state).discovered[p.userId] ?? [],
          budget: budgetOf(play, calendarOptions(state)),
          dwellings: boardOf(state).pieces.filter((x) => x.kind === 'dwelling' && x.clearing !== undefined && x.seenBy === 'all').map((x) => clearingId(x.tile, x.clearing!)),
          character: {
            ...(p.character.toLowerCase() === 'dwarf' ? { dwarf: state.options['expansion-one'] === true ? ('revised' as const) : ('classic' as const) } : {}),
            ...(p.character === 'Thief/Assassin' ? { extraHide: true as const } : {}),
          },
        });
      } else if (moves) {
        throw new RuleError(`${p.character} is not on the board yet, so his moves cannot be checked`, `record phases without a MOVE until then; ${PLACE_DWELLINGS_HINT}`);
      }
      const orders: DayOrders = { text: phases.map(phaseText).join(', '), phases: phases.map((ph) => ({ code: ph.code, ...(ph.clearing ? { target: ph.clearing } : ph.target ? { target: ph.target } : {}) })), route };
      // Today's players who have recorded (orders kept for a character nobody plays now do not count).
      const recorded = state.players.filter((x) => x.userId === p.userId || day.orders[x.userId]).length;
      return [
        ev('mr.recorded', { userId: p.userId, orders, name: p.character }, onlyPlayers(p.userId), actor),
        ev('mr.record-noted', { userId: p.userId, name: p.userName, recorded, of: state.players.length }, PUBLIC, actor),
      ];
    }
    case 'mr.advance':
      requireGm(state, actor, '/day next');
      // A button made for an earlier step (an old message, a double press) changes nothing.
      if (action.step !== undefined && action.step !== dayStep(play)) {
        throw new RuleError('this step has already passed', 'press Next ▶ under the newest message of the day, or use /day next');
      }
      return action.through ? runThrough(state, dice, actor) : advance(state, play, dice, actor);
  }
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
    now = step.reduce((s, e) => applyPlayEvent(s, e as PlayEvent), now);
    // A step's first event says what it was (a turn may be followed by its private finds).
    if (stopsAfter(now, step[0] as PlayEvent)) break;
  }
  return out;
}

/** Whether the day waits after this step: for the GM (a turn or an Evening he resolves) or the players (Birdsong). */
function stopsAfter(state: GameState, e: PlayEvent): boolean {
  switch (e.type) {
    case 'mr.turn':
      return gmActivities(e.payload.orders).length > 0 || needsChoice(e.payload.outcome);
    case 'mr.part':
      return e.payload.part === 'evening' && combatClearings(state).length > 0;
    case 'mr.daylight':
      return false;
    default:
      return true;
  }
}

/** The GM moves the day on: Birdsong → Daylight (turn order) → each turn → Sunset → Evening → Midnight → next day. */
function advance(state: GameState, play: RealmPlay, dice: DiceSource, actor: string): GameEvent[] {
  const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
  switch (day.part) {
    case 'birdsong': {
      if (state.players.length === 0) throw new RuleError('nobody plays yet', 'players join with /game join character:<name>');
      const d = recordingDice(dice);
      // A random turn order: one die a place (the engine's one shuffle).
      const ids = shuffle(d, state.players.map((p) => p.userId));
      const names = ids.map((id) => characterOf(state, id) ?? id);
      return [ev('mr.daylight', { turnOrder: ids, rolled: d.drawn, names, ...(play.calendar ? { when: calendarDay(play.calendar) } : {}) }, PUBLIC, actor)];
    }
    case 'daylight': {
      if (day.revealed < day.turnOrder.length) {
        const userId = day.turnOrder[day.revealed]!;
        const toll = weatherToll(play, state, userId, day.orders[userId]?.route);
        const orders = day.orders[userId];
        const meeting = meetingGround(state, userId);
        const { found, dealt, ...outcome } = carryOut(orders, sheetOf(state, userId), { clearing: characterClearing(state, userId), hidden: isHidden(state, userId), ground: (c) => searchGround(state, c), ...(meeting ? { meeting } : {}) }, dice);
        // A character whose player left after the turn order was drawn still takes his turn (by its seat).
        const name = characterOf(state, userId) ?? userId;
        // What he trades is his secret: the table sees only whom he trades with.
        const turn = { userId, name, ...(orders ? { orders: publicOrders(orders) } : {}), weather: toll ? [toll.line] : [], ...(toll ? { toll: toll.toll } : {}), outcome };
        const events: GameEvent[] = [ev('mr.turn', { ...turn, index: day.revealed + 1, of: day.turnOrder.length }, PUBLIC, actor)];
        if (found.paths.length || found.chits.length || found.hiddenEnemies) events.push(ev('mr.found', { userId, name, ...found }, onlyPlayers(userId), actor));
        if (dealt) events.push(ev('mr.dealt', { userId, name, ...dealt }, onlyPlayers(userId), actor));
        return events;
      }
      return [ev('mr.part', { part: 'sunset' }, PUBLIC, actor)];
    }
    case 'sunset':
      return [ev('mr.part', { part: 'evening' }, PUBLIC, actor)];
    case 'evening':
      return [ev('mr.part', { part: 'midnight' }, PUBLIC, actor)];
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
    case 'mr.daylight':
      return set({ day: { ...day, part: 'daylight', turnOrder: e.payload.turnOrder, revealed: 0 } });
    case 'mr.turn': {
      const { userId, toll, numbers: recorded } = e.payload;
      const before = numbersOf(play, userId);
      const numbers = recorded ?? (toll ? { ...before, [toll.field]: before[toll.field] + toll.count } : before);
      const next = set({ day: { ...day, revealed: day.revealed + 1 }, characters: { ...play.characters, [userId]: numbers } });
      const moved = moveCharacter(next, e.payload.userId, e.payload.orders?.route.at(-1));
      return e.payload.outcome ? afterTurn(moved, userId, e.payload.outcome) : moved;
    }
    case 'mr.found':
      return foundBy(state, e.payload);
    case 'mr.dealt': {
      const { userId, name: _name, ...dealt } = e.payload;
      return applyDealt(state, userId, dealt);
    }
    case 'mr.sheet-set':
      return set({ sheets: { ...play.sheets, [e.payload.userId]: e.payload.sheet } });
    case 'mr.part':
      return set({ day: { ...day, part: e.payload.part } });
    case 'mr.new-day':
      return countDownHires(set({
        ...(e.payload.calendar ? { calendar: e.payload.calendar } : {}),
        day: { part: 'birdsong', orders: {}, turnOrder: [], revealed: 0, number: (day.number ?? 1) + 1 },
        ...(play.sheets ? { sheets: birdsongCleanUp(play.sheets) } : {}),
      }));
  }
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
  return { ...state, board: { ...board, discovered: { ...board.discovered, [f.userId]: known }, pieces } };
}

/** Birdsong's share of the Midnight clean-up (core-tables.json `day_order`): alerted weapons are unalerted. */
function birdsongCleanUp(sheets: NonNullable<RealmPlay['sheets']>): NonNullable<RealmPlay['sheets']> {
  return Object.fromEntries(Object.entries(sheets).map(([id, s]) => [id, s.weapon?.alerted ? { ...s, weapon: { ...s.weapon, alerted: false } } : s]));
}

/**
 * What his turn left on his sheet and on the board (issue 13): his piece hidden or not (then only he and the GM see
 * it), and his weapon alerted or not.
 */
function afterTurn(state: GameState, userId: string, outcome: TurnOutcome): GameState {
  const sheet = sheetOf(state, userId);
  if (!sheet) return state;
  const play = playOf(state);
  // A sheet is kept only where it differs from what the kit would give: here, when his weapon turned.
  const turned = sheet.weapon && sheet.weapon.alerted !== outcome.alerted;
  const sheets = turned ? { ...play.sheets, [userId]: { ...sheet, weapon: { ...sheet.weapon!, alerted: outcome.alerted } } } : play.sheets;
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
