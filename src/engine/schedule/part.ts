/**
 * The schedule (issue 12): the game's reminder and deadline settings (state.ts). The part's pieces: actions.ts (the
 * schemas), events.ts (the payloads), decide.ts (a handler per action), evolve.ts, view.ts (the settings read),
 * old-logs.ts; plan.ts is what the scheduler owes a game now.
 */
import { definePart } from '../core/part.js';
import { SCHEDULE_ACTIONS } from './actions.js';
import { decideSchedule } from './decide.js';
import { SCHEDULE_EVENT_WORDS, type ScheduleEventPayloads } from './events.js';
import { evolveSchedule } from './evolve.js';

export const schedulePart = definePart<typeof SCHEDULE_ACTIONS, ScheduleEventPayloads>({
  id: 'schedule',
  actions: SCHEDULE_ACTIONS,
  decide: decideSchedule,
  evolve: evolveSchedule,
  events: SCHEDULE_EVENT_WORDS,
});
