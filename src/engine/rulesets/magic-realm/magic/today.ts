/**
 * The colour magic of the day (MP-2 with SW-2: "Color magic can come from the day of the month"): the day of the
 * month the game stands on and the colours it brings, from the calendar when the game has one (the season's 7th-day
 * colours), else from the game's day counted in months of 28 (colour.ts). What every caster in the Realm has today,
 * wherever he stands.
 */
import { RuleError } from '../../../core/types.js';
import type { GameState } from '../../../core/state.js';
import { dayRules } from '../calendar/calendar.js';
import { calendarOptions, playOf } from '../play/access.js';
import type { MagicColour } from './colour-magic.js';
import { dayColours, dayOfMonth } from './colour.js';
import type { MagicOfTheDay } from './view-types.js';

export function magicOfTheDay(state: GameState): MagicOfTheDay {
  const { day, seventhDay } = dayOfTheMonth(state);
  return { dayOfMonth: day, colours: dayColours(day, seventhDay) };
}

/** The day of the month the game stands on, and the season's 7th-day colours if the calendar names some today. */
export function dayOfTheMonth(state: GameState): { day: number; seventhDay?: { colours: readonly MagicColour[] } } {
  const play = playOf(state);
  const day = dayOfMonth({ ...(play.calendar ? { calendar: play.calendar } : {}), gameDay: play.day?.number ?? 1 });
  const seventhDay = seventhDayOf(state);
  return { day, ...(seventhDay ? { seventhDay } : {}) };
}

/** The season's 7th-day colours in force today, if the calendar names them (none before the week's weather is drawn). */
function seventhDayOf(state: GameState): { colours: readonly MagicColour[] } | undefined {
  const calendar = playOf(state).calendar;
  if (!calendar) return undefined;
  try {
    return dayRules(calendar, calendarOptions(state)).seventhDay;
  } catch (e) {
    if (e instanceof RuleError) return undefined;
    throw e;
  }
}
