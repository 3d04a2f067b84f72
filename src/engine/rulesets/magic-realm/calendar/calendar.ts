import { RuleError } from '../../../core/types.js';
import { recordingDice, type DiceSource } from '../../../dice.js';
import {
  COUNTER_KINDS,
  COUNTER_NAMES,
  seasonByNumber,
  seasonReading,
  nextSeason,
  WEATHER_COUNTERS,
  weatherOf,
  type BonusPhases,
  type CounterName,
  type CounterPlacement,
  type DailyLoss,
  type Season,
  type WeatherBan,
  type WeatherEntry,
} from './seasons.js';
import type { CalendarView, CalendarViewWeek, WeatherCounter } from './view-types.js';
import type { MagicColour } from '../magic/colour-magic.js';

/**
 * The Magic Realm calendar under the Seasons and Weather rules (seed 000): months of four seven-day weeks, one
 * season a month in the table's order, one weather counter a week. Pure: every random number comes from the
 * DiceSource passed in, and each step reports the dice it drew so the event can replay it exactly.
 */

export const DAYS_IN_WEEK = 7;
/** SW-1: a month of 28 days is four weeks. */
export const WEEKS_IN_MONTH = 4;

/** A month gone by: its season and the weather of its weeks (for the history of the game). */
export interface MonthRecord {
  month: number;
  season: number;
  weather: WeatherCounter[];
}

/** Where the game is in the calendar. Plain JSON: it is kept in the game's state and snapshots. */
export interface CalendarState {
  /** SW-1: the two dice rolled before the board was built, and the season they chose. */
  start: { dice: [number, number]; season: number };
  /** Months since the game began, from 1. */
  month: number;
  /** The season of the current month, 1–13. */
  season: number;
  /** 1–4. */
  week: number;
  /** 1–7; never a day the week's weather skipped (SW-9). */
  day: number;
  /** The weather drawn for this month's weeks so far: index 0 is week 1. */
  weather: WeatherCounter[];
  /** The months before this one, oldest first. */
  history: MonthRecord[];
}

/** The readings a game may choose (seasons.ts SEASON_OPTIONS). */
export interface CalendarOptions {
  /** SW-2: the season's colour on the 7th day of every week (the default reading) or of the first week only. */
  seventhDay?: 'every-week' | 'month';
  /** X1-19: with Expansion One the Dwarf is revised and keeps the weather's phases (only caves limit to 2). */
  revisedDwarf?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// SW-1: the start.

/**
 * SW-1: two dice, summed: the game starts on day 1 of the season with that number. Two dice make 2–12, so a game
 * never starts in CHRISTMAS or DESOLATE; it reaches them later. Play begins at once, so week 1's weather is drawn
 * too (a third die) and a short first week begins on its first played day (reading `first-week`).
 * `dice` is the 2d6; `rolled` every die drawn, in order (the event keeps it); `lines` the news to post, with the
 * season's counter set-up for a game just beginning (SW-4, continuing campaigns included).
 */
export function startCalendar(dice: DiceSource): CalendarStep & { dice: [number, number]; season: Season; setUp: MonthlySetUp } {
  const recorded = recordingDice(dice);
  const twoDice: [number, number] = [recorded.int(1, 6), recorded.int(1, 6)];
  const number = twoDice[0] + twoDice[1];
  const begun: CalendarState = { start: { dice: twoDice, season: number }, month: 1, season: number, week: 1, day: 1, weather: [], history: [] };
  const season = seasonByNumber(number);
  const setUp = monthlySetUp(number, { gameStart: true });
  const week = startOfWeek(begun, recorded);
  return {
    state: week.state,
    dice: twoDice,
    rolled: recorded.drawn,
    season,
    setUp,
    ...(week.weather ? { weather: week.weather } : {}),
    lines: [
      `Seasons and Weather: 2d6 = ${twoDice[0]} + ${twoDice[1]} = ${number}: the game begins in ${season.number}. ${season.name} — ${season.description}.`,
      ...seasonLines(season),
      ...setUp.lines,
      ...week.lines,
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// SW-8, SW-9: the weekly weather.

/** SW-8 (reading `weather-draw`): one die 1–4 draws a counter, in the order clear, showers, storm, special. */
export function drawWeather(dice: DiceSource): WeatherCounter {
  return WEATHER_COUNTERS[dice.int(1, WEATHER_COUNTERS.length) - 1]!;
}

/** SW-9: a short week loses its first days, so its played days are the last `days` of the seven (5 days: 3–7). */
export function playedDays(entry: Pick<WeatherEntry, 'days'>): number[] {
  return Array.from({ length: entry.days }, (_, i) => DAYS_IN_WEEK - entry.days + 1 + i);
}

/** SW-9: the days a week's weather crosses out (5 days: 1 and 2). */
export function skippedDays(entry: Pick<WeatherEntry, 'days'>): number[] {
  return Array.from({ length: DAYS_IN_WEEK - entry.days }, (_, i) => i + 1);
}

/** The weather counter of a week of this month, once drawn. */
export const weekWeather = (state: CalendarState, week = state.week): WeatherCounter | undefined => state.weather[week - 1];

/** What this week's weather does in this season, once drawn. */
export function currentWeather(state: CalendarState): WeatherEntry | undefined {
  const counter = weekWeather(state);
  return counter ? weatherOf(state.season, counter) : undefined;
}

/**
 * Sets the current week's weather and moves to its first played day (SW-9). No dice: a replay, or the GM setting
 * what the table decided, applies a counter already known.
 */
export function beginWeek(state: CalendarState, counter: WeatherCounter): CalendarState {
  if (weekWeather(state)) throw new RuleError(`week ${state.week}'s weather is already drawn`);
  const entry = weatherOf(state.season, counter);
  const weather = [...state.weather];
  weather[state.week - 1] = counter;
  return { ...state, weather, day: playedDays(entry)[0]! };
}

// ---------------------------------------------------------------------------------------------------------------
// Moving through the days, with a report for the channel.

/** What a step of the calendar did, for the bot to post, and the calendar after it. */
export interface CalendarStep {
  state: CalendarState;
  /** Every die drawn, in order: written into the event so a replay draws nothing. */
  rolled: number[];
  /** A new month began: its season and its counter set-up (SW-4). */
  newMonth?: { month: number; season: number; name: string; setUp: MonthlySetUp };
  /** A week began and its weather was drawn (public). */
  weather?: { week: number; counter: WeatherCounter; name: string; days: number; phases: number; skipped: number[]; summary: string };
  /** Ready to post, in order. */
  lines: string[];
}

/** `Month 2, week 1, day 3`: the day's place in the calendar. */
export const calendarDay = (s: Pick<CalendarState, 'month' | 'week' | 'day'>) => `Month ${s.month}, week ${s.week}, day ${s.day}`;
const todayLine = (s: CalendarState) => `Today: month ${s.month}, ${seasonByNumber(s.season).name}, week ${s.week}, day ${s.day}.`;

/** The news of a week's weather just drawn. */
function weatherNews(state: CalendarState, counter: WeatherCounter): { weather: NonNullable<CalendarStep['weather']>; lines: string[] } {
  const entry = weatherOf(state.season, counter);
  const skipped = skippedDays(entry);
  const summary = weatherSummary(entry);
  const lines = [`Week ${state.week} weather: ${entry.name} (${counter}) — ${summary}.`];
  if (skipped.length) {
    const lost = skipped.length === 1 ? `Day 1 is lost` : `Days 1–${skipped.length} are lost`;
    lines.push(`${lost}: the week is played on days ${playedDays(entry)[0]}–7.`);
  }
  return { weather: { week: state.week, counter, name: entry.name, days: entry.days, phases: entry.phases, skipped, summary }, lines };
}

/**
 * Starts the current week: draws its weather (one die) and moves to its first played day. Does nothing when the
 * week's weather is already drawn, so calling it twice draws once. {@link startCalendar} and {@link advanceDay}
 * start their weeks with it; call it yourself only for a state whose week has no weather yet.
 */
export function startOfWeek(state: CalendarState, dice: DiceSource): CalendarStep {
  if (weekWeather(state)) return { state, rolled: [], lines: [] };
  const recorded = recordingDice(dice);
  const counter = drawWeather(recorded);
  const next = beginWeek(state, counter);
  const { weather, lines } = weatherNews(next, counter);
  return { state: next, rolled: recorded.drawn, weather, lines: [...lines, todayLine(next)] };
}

/**
 * The next played day. After the 7th day a new week begins and its weather is drawn (SW-9 skips its lost first
 * days); after the 4th week a new month begins with the next season (13 → 1, SW-1) and its week 1 is drawn.
 */
export function advanceDay(state: CalendarState, dice: DiceSource): CalendarStep {
  if (!weekWeather(state)) {
    throw new RuleError(`week ${state.week}'s weather is not drawn yet`, 'start the week first: it draws the weather');
  }
  // Within a week every day after the first played one is played: the lost days are all at its start.
  if (state.day < DAYS_IN_WEEK) {
    const next = { ...state, day: state.day + 1 };
    return { state: next, rolled: [], lines: [todayLine(next)] };
  }
  if (state.week < WEEKS_IN_MONTH) return startOfWeek({ ...state, week: state.week + 1, day: 1 }, dice);
  const season = nextSeason(state.season);
  const next: CalendarState = {
    ...state,
    month: state.month + 1,
    season,
    week: 1,
    day: 1,
    weather: [],
    history: [...state.history, { month: state.month, season: state.season, weather: state.weather }],
  };
  const s = seasonByNumber(season);
  const setUp = monthlySetUp(season);
  const week = startOfWeek(next, dice);
  return {
    ...week,
    newMonth: { month: next.month, season, name: s.name, setUp },
    lines: [`Month ${next.month} begins: ${s.number}. ${s.name} — ${s.description}.`, ...seasonLines(s), ...setUp.lines, ...week.lines],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// SW-2, SW-3, SW-10…SW-13: the rules in force today.

export interface DayRules {
  month: number;
  season: number;
  seasonName: string;
  week: number;
  day: number;
  weather: WeatherCounter;
  weatherName: string;
  /** SW-10: phases a day from the weather (caves and the Dwarf stay at two: the orders apply that). */
  phasesPerDay: number;
  /** SW-11: bonus phases a day, and the clearings where they are recorded and executed. */
  bonus?: BonusPhases;
  /**
   * SW-12: what the week's weather wounds or fatigues each day, at the start of each character's turn — only in
   * the clearing type named, if one is (then on entering such a clearing).
   */
  toll?: DailyLoss;
  /** SW-13: the activities banned this week. */
  bans: WeatherBan[];
  noHide: boolean;
  noPeer: boolean;
  /** SW-3: MOVE phases to enter a mountain clearing (map/graph.ts moveCost takes it). */
  mountainMovePhases: number;
  /** SW-2: today is the 7th day and the season names a colour: it replaces the PERSONAL HISTORY colour. */
  seventhDay?: { text: string; colours: MagicColour[] };
}

/** SW-2: does day 7 of this week count as "the 7th day of the month" (reading `seventh-day-every-week`)? */
const seventhDayWeek = (week: number, options: CalendarOptions): boolean => options.seventhDay !== 'month' || week === 1;

/** The rules of today's weather and season. */
export function dayRules(state: CalendarState, options: CalendarOptions = {}): DayRules {
  const counter = weekWeather(state);
  if (!counter) throw new RuleError(`week ${state.week}'s weather is not drawn yet`, 'start the week first: it draws the weather');
  const season = seasonByNumber(state.season);
  const entry = season.weather[counter];
  const seventh = state.day === DAYS_IN_WEEK && seventhDayWeek(state.week, options) && season.seventhDay;
  return {
    month: state.month,
    season: season.number,
    seasonName: season.name,
    week: state.week,
    day: state.day,
    weather: counter,
    weatherName: entry.name,
    phasesPerDay: entry.phases,
    ...(entry.bonus ? { bonus: entry.bonus } : {}),
    ...(entry.daily ? { toll: entry.daily } : {}),
    bans: entry.bans,
    noHide: entry.bans.includes('HIDE'),
    noPeer: entry.bans.includes('PEER'),
    mountainMovePhases: season.mountainMovePhases,
    ...(seventh ? { seventhDay: { text: seventh, colours: season.seventhDayColours } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Words: the short lines of the month card and the channel.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** SW-11 as words: "+1 bonus phase/day in caves, dwellings". */
export const bonusText = (b: BonusPhases) => `+${plural(b.count, 'bonus phase')}/day in ${b.where.join(', ')}`;

/** SW-12 as words: "fatigue 1*\/day", "wound 4 counters/day in mountain clearings". */
export const dailyText = (d: DailyLoss) =>
  `${d.kind} ${d.unit === 'asterisks' ? `${d.count}*` : plural(d.count, 'counter')}/day${d.clearing ? ` in ${d.clearing} clearings` : ''}`;

/** One weather entry in a line: "4 days, 6 phases a day", "normal: 7 days, 4 phases a day; cannot HIDE". */
export function weatherSummary(entry: WeatherEntry): string {
  const parts = [`${entry.normal ? 'normal: ' : ''}${plural(entry.days, 'day')}, ${entry.phases} phases a day`];
  if (entry.bonus) parts.push(bonusText(entry.bonus));
  if (entry.daily) parts.push(dailyText(entry.daily));
  for (const ban of entry.bans) parts.push(`cannot ${ban}`);
  return parts.join('; ');
}

/** The season's standing rules: mountain cost (SW-3) and 7th-day colour (SW-2). */
function seasonLines(season: Season): string[] {
  return [
    `Mountains: ${season.mountainMovePhases} MOVE phases to enter.`,
    season.seventhDay ? `7th day: ${colourText(season.seventhDay)}.` : '7th day: no seasonal colour (the table lost it; the PERSONAL HISTORY colour stays).',
  ];
}

/** 'BLACK' → 'BLACK magic'; 'All colors' stays as printed. */
const colourText = (printed: string) => (/^all colors/i.test(printed) ? printed : `${printed} magic`);

/** The rules in force today as short lines (the month card's "in force" list, the daily post). */
export function inForceLines(rules: DayRules, options: CalendarOptions = {}): string[] {
  const lines = [`${rules.weatherName}: ${rules.phasesPerDay} phases a day (2 in caves${options.revisedDwarf ? '' : ' and for the Dwarf'})`];
  if (rules.bonus) lines.push(bonusText(rules.bonus));
  if (rules.toll) lines.push(dailyText(rules.toll));
  for (const ban of rules.bans) lines.push(`cannot ${ban}`);
  lines.push(`mountains: ${rules.mountainMovePhases} MOVE phases to enter`);
  if (rules.seventhDay) lines.push(`7th day: ${colourText(rules.seventhDay.text)}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// The month card.

type DayState = CalendarViewWeek['days'][number]['state'];

/** The state of one day of a week on the month card. */
function dayState(state: CalendarState, week: number, day: number): DayState {
  const counter = weekWeather(state, week);
  if (!counter) return 'unknown';
  if (!playedDays(weatherOf(state.season, counter)).includes(day)) return 'skipped';
  if (week < state.week || (week === state.week && day < state.day)) return 'played';
  return week === state.week && day === state.day ? 'today' : 'ahead';
}

/**
 * The month card: public facts only — the season, the weather drawn so far, which days were played, skipped or
 * are ahead, the 7th-day colour, and today's rules. `phase` is the part of the day the orders are in.
 */
export function calendarView(state: CalendarState, phase = 'birdsong', options: CalendarOptions = {}): CalendarView {
  const season = seasonByNumber(state.season);
  const weeks: CalendarViewWeek[] = Array.from({ length: WEEKS_IN_MONTH }, (_, i) => {
    const week = i + 1;
    const counter = weekWeather(state, week);
    const entry = counter ? season.weather[counter] : undefined;
    const colour = season.seventhDay && seventhDayWeek(week, options) ? season.seventhDay : undefined;
    return {
      week,
      ...(counter && entry ? { weather: { counter, name: entry.name, summary: weatherSummary(entry) } } : {}),
      days: Array.from({ length: DAYS_IN_WEEK }, (_, d) => ({
        day: d + 1,
        state: dayState(state, week, d + 1),
        ...(d + 1 === DAYS_IN_WEEK && colour ? { colour } : {}),
      })),
    };
  });
  const inForce = weekWeather(state)
    ? inForceLines(dayRules(state, options), options)
    : [
        'weather: not drawn yet',
        `mountains: ${season.mountainMovePhases} MOVE phases to enter`,
        ...(season.seventhDay ? [`7th day: ${colourText(season.seventhDay)}`] : []),
      ];
  return {
    month: state.month,
    season: {
      number: season.number,
      name: season.name,
      description: season.description,
      ...(season.seventhDay ? { seventhDay: season.seventhDay } : {}),
      mountainCost: season.mountainMovePhases,
    },
    weeks,
    today: { week: state.week, day: state.day, phase },
    inForce,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// SW-4: the counters at a month's start.

export interface MonthlySetUp {
  season: number;
  gameStart: boolean;
  /** 2.311: placed at these dwellings and locations on the board. */
  atDwellings: CounterPlacement[];
  atLocations: CounterPlacement[];
  /** 2.311: set up in these boxes of the APPEARANCE CHART, row 6. */
  inBoxes: CounterPlacement[];
  /** 2.312: set up at their places only when the game begins; otherwise they stay where they are. */
  continuing: CounterPlacement[];
  /** 2.343: campaigns a character may hold that end now (any not continuing), when the game is in progress. */
  endingCampaigns: CounterName[];
  /** 2.313: counters the season does not list: out of play this month. */
  outOfPlay: CounterName[];
  /** The table lost this season's set-up: the reading's text (nothing is placed, removed or ended). */
  lost?: string;
  lines: string[];
}

const texts = (placements: readonly CounterPlacement[]) => placements.map((p) => p.text).join('; ');

/**
 * SW-4: the set-up of the campaign, mission and visitor counters at the start of a month of this season, and the
 * lines to post. `gameStart`: the game begins this month, so continuing campaigns are set up too (2.312).
 */
export function monthlySetUp(seasonNumber: number, options: { gameStart?: boolean } = {}): MonthlySetUp {
  const season = seasonByNumber(seasonNumber);
  const gameStart = options.gameStart ?? false;
  const c = season.counters;
  const head = `${season.name}: the campaign, mission and visitor counters for the month (SW-4).`;
  if (c.lost) {
    const lost = seasonReading(c.lost).text;
    return {
      season: season.number,
      gameStart,
      atDwellings: [],
      atLocations: [],
      inBoxes: [],
      continuing: [],
      endingCampaigns: [],
      outOfPlay: [],
      lost,
      lines: [head, "The table lost this season's set-up: the GM sets the counters up by hand (no counter is placed, taken out of play or ended by the engine)."],
    };
  }
  const atDwellings = c.dwellings ?? [];
  const atLocations = c.locations ?? [];
  const inBoxes = c.boxes ?? [];
  const continuing = c.continuing ?? [];
  const listed = new Set([...atDwellings, ...atLocations, ...inBoxes, ...continuing].map((p) => p.counter));
  const outOfPlay = COUNTER_NAMES.filter((n) => !listed.has(n));
  const continuingNames = new Set(continuing.map((p) => p.counter));
  const endingCampaigns = gameStart ? [] : COUNTER_NAMES.filter((n) => COUNTER_KINDS[n] === 'campaign' && !continuingNames.has(n));
  const lines = [head];
  if (atDwellings.length) lines.push(`At dwellings: ${texts(atDwellings)}.`);
  if (atLocations.length) lines.push(`At locations: ${texts(atLocations)}.`);
  if (inBoxes.length) lines.push(`On the APPEARANCE CHART, row 6: ${texts(inBoxes)}.`);
  if (continuing.length) {
    lines.push(
      gameStart
        ? `Continuing campaigns, set up now: ${texts(continuing)}.`
        : `Continuing campaigns stay where they are: ${continuing.map((p) => p.counter).join(', ')}.`,
    );
  }
  if (endingCampaigns.length) lines.push(`A campaign not listed as continuing ends now (2.343): ${endingCampaigns.join(', ')}.`);
  if (outOfPlay.length) lines.push(`Out of play this month: ${outOfPlay.join(', ')}.`);
  return { season: season.number, gameStart, atDwellings, atLocations, inBoxes, continuing, endingCampaigns, outOfPlay, lines };
}
