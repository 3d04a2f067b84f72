/** The schedule's settings after its events (one applier per event type). */
import { evolveBy, type Appliers } from '../core/handlers.js';
import type { ScheduleChange, ScheduleEvent } from './events.js';
import { oldScheduleSet } from './old-logs.js';
import type { ScheduleSettings } from './state.js';
import { scheduleOf } from './view.js';

/** The settings after one /schedule set: what the GM gave replaces what was; a deadline of 0 hours is taken away. */
export function withChange(s: ScheduleSettings, change: ScheduleChange): ScheduleSettings {
  const deadlineHours = { ...s.deadlineHours };
  if (change.deadline?.hours === 0) delete deadlineHours[change.deadline.step];
  else if (change.deadline) deadlineHours[change.deadline.step] = change.deadline.hours;
  return {
    ...s,
    playerHours: { ...s.playerHours },
    deadlineHours,
    ...(change.reminderHours !== undefined ? { reminderHours: change.reminderHours } : {}),
    ...(change.autoAdvance !== undefined ? { autoAdvance: change.autoAdvance } : {}),
  };
}

/** The state after each schedule event: the GM's change merged (an older log's whole settings as they were), a player's own interval. */
const APPLY: Appliers<ScheduleEvent> = {
  'schedule.set': (state, e) => ({ ...state, schedule: oldScheduleSet(e) ?? withChange(scheduleOf(state), e.payload) }),
  'schedule.mine-set': (state, e) => {
    const s = scheduleOf(state);
    const playerHours = { ...s.playerHours };
    if (e.payload.hours === null) delete playerHours[e.payload.userId];
    else playerHours[e.payload.userId] = e.payload.hours;
    return { ...state, schedule: { ...s, playerHours } };
  },
};

export const evolveSchedule = evolveBy(APPLY);
