/** The Magic Realm day's state as everybody reads it (issue 28): accessors only, no rules. */
import { type GameState } from '../../../core/state.js';
import { clearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { dayRules, type CalendarOptions, type DayRules } from '../calendar/calendar.js';
import { type DayBudget } from '../orders/validate.js';
import { emptyPlay, newCharacter, type CharacterNumbers, type RealmPlay } from './state.js';

export const playOf = (state: GameState): RealmPlay => state.play ?? emptyPlay();

/** Where the day stands, as a button remembers it: the day of the game, its part, the turns revealed (`3.daylight.1`). */
export function dayStep(play: RealmPlay): string {
  const day = play.day ?? { part: 'birdsong', revealed: 0 };
  return `${play.day?.number ?? 1}.${day.part}.${day.revealed}`;
}
export const numbersOf = (play: RealmPlay, userId: string): CharacterNumbers => play.characters[userId] ?? newCharacter();

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
