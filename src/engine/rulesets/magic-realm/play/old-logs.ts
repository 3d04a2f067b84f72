/**
 * The Magic Realm day's events as older versions stored them, read where today's shape differs (issue 28: events state
 * facts). Until 0a4d319 `mr.calendar-started` and `mr.new-day` carried the whole calendar after them; today they carry
 * the dice, and evolve works the calendar out from them (tests/engine/magic-realm/calendar-old-log.test.ts replays a
 * log of that code).
 */
import type { CalendarState } from '../calendar/calendar.js';

/** The calendar an older calendar event carried, if it is one. */
export const storedCalendar = (payload: object): CalendarState | undefined => (payload as { calendar?: CalendarState }).calendar;
