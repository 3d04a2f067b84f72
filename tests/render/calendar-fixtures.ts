import type { CalendarView, CalendarViewWeek, WeatherCounter } from '../../src/engine/rulesets/magic-realm/calendar/view-types.js';

/**
 * Calendar views built by hand for the calendar card's tests and sample pictures, with the seasons and weather of
 * the seed's TABLE OF SEASONS (FRESHET: GREY on the 7th day, mountains 2 phases, 'Rain' 4 days of 6 phases).
 */

type DayState = CalendarViewWeek['days'][number]['state'];

/** A week of seven days: the first `skipped` days crossed out, then each day's state from `state(day)`. */
function week(
  n: number,
  weather: { counter: WeatherCounter; name: string; summary: string } | undefined,
  state: (day: number) => DayState,
  colour: string | undefined,
  skipped = 0,
): CalendarViewWeek {
  return {
    week: n,
    ...(weather ? { weather } : {}),
    days: Array.from({ length: 7 }, (_, i) => {
      const day = i + 1;
      return { day, state: day <= skipped ? 'skipped' : state(day), ...(day === 7 && colour ? { colour } : {}) };
    }),
  };
}

const played = (): DayState => 'played';
const unknown = (): DayState => 'unknown';

/**
 * Month 1, FRESHET (season 5): week 1 'Cool' (normal) played; week 2 'Rain' (4 days, 6 phases), its days 1–3
 * skipped, today day 5 at Birdsong; weeks 3 and 4 not drawn yet.
 */
export function freshetView(overrides: Partial<CalendarView> = {}): CalendarView {
  const colour = 'GREY';
  return {
    month: 1,
    season: { number: 5, name: 'FRESHET', description: 'Flooding and mud as snows melt and cold rains run off', seventhDay: colour, mountainCost: 2 },
    weeks: [
      week(1, { counter: 'clear', name: 'Cool', summary: 'normal: 7 days, 4 phases' }, played, colour),
      week(2, { counter: 'storm', name: 'Rain', summary: '4 days, 6 phases' }, (d) => (d < 5 ? 'played' : d === 5 ? 'today' : 'ahead'), colour, 3),
      week(3, undefined, unknown, colour),
      week(4, undefined, unknown, colour),
    ],
    today: { week: 2, day: 5, phase: 'Birdsong' },
    inForce: ['6 phases a day (2 in caves and for the Dwarf)', 'Mountains cost 2 MOVE phases to enter', 'Week of Rain: 4 days, days 1–3 skipped'],
    ...overrides,
  };
}

/**
 * Month 9, DESOLATE (season 13), played to its last day: 'Cold', 'Flurries' (5 days, bonus phase in caves and
 * dwellings), 'Freezing Rain' (3 phases), 'Early Snow' (cannot HIDE); today day 7 of week 4 at Midnight.
 */
export function desolateView(): CalendarView {
  const colour = 'GREY';
  return {
    month: 9,
    season: { number: 13, name: 'DESOLATE', description: 'Cold rains on barren trees and ground', seventhDay: colour, mountainCost: 2 },
    weeks: [
      week(1, { counter: 'clear', name: 'Cold', summary: 'normal: 7 days, 4 phases' }, played, colour),
      week(2, { counter: 'showers', name: 'Flurries', summary: '5 days, 4 phases (+1 bonus phase in caves, dwellings)' }, played, colour, 2),
      week(3, { counter: 'storm', name: 'Freezing Rain', summary: '7 days, 3 phases' }, played, colour),
      week(4, { counter: 'special', name: 'Early Snow', summary: 'normal: 7 days, 4 phases; cannot HIDE' }, (d) => (d === 7 ? 'today' : 'played'), colour),
    ],
    today: { week: 4, day: 7, phase: 'Midnight' },
    inForce: ['4 phases a day (2 in caves and for the Dwarf)', 'Cannot HIDE this week (Early Snow)', 'GREY magic today (7th day)', 'The month ends at Midnight: next month is CHRISTMAS'],
  };
}

/**
 * Month 3, MIDSUMMER (season 7): "All colors except WHITE" on the 7th days; week 1 'Warm' (7 days, 5 phases)
 * played, week 2 'Nuts and Berries' with today on day 7 at Daylight, weeks 3 and 4 not drawn.
 */
export function midsummerView(seventhDay = 'All colors except WHITE'): CalendarView {
  return {
    month: 3,
    season: { number: 7, name: 'MIDSUMMER', description: 'Full, green trees in long, sunny days', seventhDay, mountainCost: 2 },
    weeks: [
      week(1, { counter: 'clear', name: 'Warm', summary: '7 days, 5 phases' }, played, seventhDay),
      week(2, { counter: 'special', name: 'Nuts and Berries', summary: '7 days, 5 phases' }, (d) => (d < 7 ? 'played' : 'today'), seventhDay),
      week(3, undefined, unknown, seventhDay),
      week(4, undefined, unknown, seventhDay),
    ],
    today: { week: 2, day: 7, phase: 'Daylight' },
    inForce: ['5 phases a day (2 in caves and for the Dwarf)', `7th day: ${seventhDay} magic in effect`],
  };
}

/** Month 2, ICE (season 2): 'Frigid Air' (fatigue 4 a day) and a 'Snowstorm' — the cold icons, BLACK magic. */
export function iceView(): CalendarView {
  const colour = 'BLACK';
  return {
    month: 2,
    season: { number: 2, name: 'ICE', description: 'Ice-crusted snow underfoot and still, frigid air', seventhDay: colour, mountainCost: 4 },
    weeks: [
      week(1, { counter: 'special', name: 'Frigid Air', summary: 'normal: 7 days, 4 phases; fatigue 4*/day' }, played, colour),
      week(2, { counter: 'showers', name: 'Ice Storm', summary: '4 days, 4 phases (+2 bonus phases in caves, dwellings)' }, played, colour, 3),
      week(3, { counter: 'storm', name: 'Snowstorm', summary: '4 days, 3 phases (+2 bonus phases in caves, dwellings)' }, (d) => (d < 6 ? 'played' : d === 6 ? 'today' : 'ahead'), colour, 3),
      week(4, undefined, unknown, colour),
    ],
    today: { week: 3, day: 6, phase: 'Evening' },
    inForce: ['3 phases a day (2 in caves and for the Dwarf)', '+2 bonus phases in caves and dwellings', 'Mountains cost 4 MOVE phases to enter'],
  };
}
