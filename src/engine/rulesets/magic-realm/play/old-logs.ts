/**
 * The Magic Realm day's events as older versions stored them, read where today's shape differs (issue 28: events state
 * facts). Until 0a4d319 `play.calendar-started` and `play.new-day` carried the whole calendar after them; today they carry
 * the dice, and evolve works the calendar out from them (tests/engine/magic-realm/calendar-old-log.test.ts replays a
 * log of that code).
 *
 * Until 10d2d2a `play.sheet-set`, `play.chits-chosen` and `play.dealt` carried the character's whole card after them; today
 * they carry what changed on it (characters/sheet-delta.ts). tests/engine/magic-realm/sheet-old-log.test.ts replays a
 * log of that code.
 */
import { formerPrefix } from '../../../core/part.js';
import type { CalendarState } from '../calendar/calendar.js';
import type { CharacterSheet } from '../characters/sheet.js';

/** The calendar an older calendar event carried, if it is one. */
export const storedCalendar = (payload: object): CalendarState | undefined => (payload as { calendar?: CalendarState }).calendar;

/** The card an older card event (`play.sheet-set`, `play.chits-chosen`, `play.dealt`) carried, if it is one. */
export const storedSheet = (payload: object): CharacterSheet | undefined => (payload as { sheet?: CharacterSheet }).sheet;

/**
 * The name each of the Magic Realm day's event types had until issue 28 gave each part one name (`mr.…`, today `play.…`): a
 * stored event of the former name is read as today's (engine.ts currentEvent).
 */
export const formerName = formerPrefix('play.', 'mr.');
