import type { Waiting } from '../core/part.js';
import { STALLED_AFTER_DAYS, type ScheduleSettings } from './state.js';
import { reminderHoursOf } from './view.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Something the scheduler owes a game now, named by a key that is claimed in the database before it is done. */
export type Duty =
  /** The n-th reminder to a player who keeps the step waiting (in his private place, never in public). */
  | { kind: 'remind'; key: string; userId: string; count: number }
  /** The step's deadline passed: the GM is told who is missing. */
  | { kind: 'deadline'; key: string; missing: string[] }
  /**
   * The GM let the bot move on (auto-advance): at the deadline, the missing orders left blank; or at once when nobody
   * is missing (issue 27: every order in, the step does not wait for its deadline in silence).
   */
  | { kind: 'advance'; key: string; why: AdvanceWhy }
  /** Nobody acted for STALLED_AFTER_DAYS: the channel is told once and the reminders stop. */
  | { kind: 'stalled'; key: string };

/** Why the bot moves a step on: its deadline passed, or every order is in. */
export type AdvanceWhy = 'deadline' | 'all-in';

export interface PlanInput {
  waiting: Waiting | undefined;
  settings: ScheduleSettings;
  now: Date;
  /** When the waiting step began (the latest of its `beganWith` events). */
  stepBegan: Date;
  /** When the game's last event was written. */
  lastAction: Date;
}

/** The deadline of the step now waiting, if the GM set one for its kind. */
export function deadlineOf(waiting: Waiting, settings: ScheduleSettings, stepBegan: Date): Date | undefined {
  const hours = settings.deadlineHours[waiting.kind];
  return hours ? new Date(stepBegan.getTime() + hours * HOUR) : undefined;
}

/** Whether a game has gone without an action long enough to be stalled. */
export const isStalled = (lastAction: Date, now: Date): boolean => now.getTime() - lastAction.getTime() >= STALLED_AFTER_DAYS * DAY;

/**
 * What is due for one game now (issue 12). Pure: computed from the game's state and the times in its log, so a
 * restart computes the same, and the keys make each duty happen once.
 *
 * - A player missing from the waiting step gets his n-th reminder when the step has waited n of his intervals:
 *   only the latest n is due (a bot that was down sends one reminder, not the ones it missed).
 * - At the deadline the GM is told (and the reminders stop); if he switched auto-advance on, the bot moves on — and
 *   at once when every order is in.
 * - After STALLED_AFTER_DAYS without an action the game is stalled: told once, and nothing else is due until
 *   someone acts again (the key names the last action, so a later stall is told again).
 */
export function plan({ waiting, settings, now, stepBegan, lastAction }: PlanInput): Duty[] {
  if (isStalled(lastAction, now)) return [{ kind: 'stalled', key: `stalled:${lastAction.toISOString()}` }];
  if (!waiting) return [];
  // Issue 27: with auto-advance on, a step whose every order is in moves on at once (one key with the deadline's
  // move: the step moves on once, whichever comes first).
  if (waiting.missing.length === 0) return settings.autoAdvance ? [{ kind: 'advance', key: `advance:${waiting.step}`, why: 'all-in' }] : [];
  const deadline = deadlineOf(waiting, settings, stepBegan);
  if (deadline && now >= deadline) {
    // Past the deadline the step is the GM's: he is told, and the players are not pinged any more.
    const duties: Duty[] = [{ kind: 'deadline', key: `deadline:${waiting.step}`, missing: waiting.missing }];
    if (settings.autoAdvance) duties.push({ kind: 'advance', key: `advance:${waiting.step}`, why: 'deadline' });
    return duties;
  }
  const waited = now.getTime() - stepBegan.getTime();
  return waiting.missing.flatMap((userId): Duty[] => {
    const count = Math.floor(waited / (reminderHoursOf(settings, userId) * HOUR));
    return count >= 1 ? [{ kind: 'remind', key: `remind:${waiting.step}:${userId}:${count}`, userId, count }] : [];
  });
}
