import type { GameState } from '../engine/core/state.js';
import { waitingOn } from '../engine/parts.js';
import { STALLED_AFTER_DAYS } from '../engine/schedule/state.js';
import { reminderHoursOf, scheduleOf } from '../engine/schedule/view.js';
import { deadlineOf, plan, type PlanInput } from '../engine/schedule/plan.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When the scheduler next owes a game something (issue 26): `now` when plan() has a duty not yet settled, else the
 * earliest later time at which plan()'s answer changes (the stall, the deadline, a player's next reminder), or null
 * when nothing can fall due before someone acts (the game was told it is stalled). `settled` are the keys of
 * duties done or claimed. Kept in games.next_due_at, so that a tick reads only the games whose time has come.
 */
export function nextDue(input: PlanInput, settled: ReadonlySet<string>): Date | null {
  const { waiting, settings, now, stepBegan, lastAction } = input;
  const owed = plan(input);
  if (owed.some((d) => !settled.has(d.key))) return now;
  // A stalled game, told: nothing until an action (whose commit writes the game's time anew).
  if (owed.some((d) => d.kind === 'stalled')) return null;
  let next = lastAction.getTime() + STALLED_AFTER_DAYS * DAY;
  const deadline = waiting ? deadlineOf(waiting, settings, stepBegan) : undefined;
  // Past its deadline a step reminds no more; before it, the deadline and each missing player's next reminder.
  if (waiting && waiting.missing.length > 0 && !(deadline && now >= deadline)) {
    if (deadline) next = Math.min(next, deadline.getTime());
    const waited = now.getTime() - stepBegan.getTime();
    for (const userId of waiting.missing) {
      const every = reminderHoursOf(settings, userId) * HOUR;
      next = Math.min(next, stepBegan.getTime() + (Math.floor(waited / every) + 1) * every);
    }
  }
  return new Date(next);
}

/**
 * What a commit writes into games.next_due_at, from the states before and after it, the types of the events it
 * wrote and its time (which becomes the game's last action). The commit path must not read more to know it, so:
 * - `exact`: the time is known from the new state alone — nothing waits (only the stall can come), or the commit
 *   began the step now waiting (it began now). null: never (an ended game).
 * - `atMost`: the same step still waits, on no one new, under the same settings: nothing can fall due earlier than
 *   the time already stored, or the stall the action just moved; the stored time is kept unless that is earlier.
 * - `unknown`: anything else (the settings changed, a player was added to the step, a step changed without one of
 *   its beginning events): the game is marked to be computed by the next tick. Rare, and never wrong.
 */
export type DueOnCommit = { kind: 'exact'; at: Date | null } | { kind: 'atMost'; at: Date } | { kind: 'unknown' };

export function dueOnCommit(before: GameState | undefined, after: GameState, eventTypes: readonly string[], at: Date): DueOnCommit {
  if (after.status === 'ended') return { kind: 'exact', at: null };
  const stalledAt = new Date(at.getTime() + STALLED_AFTER_DAYS * DAY);
  const waiting = waitingOn(after);
  if (!waiting) return { kind: 'exact', at: stalledAt };
  // Every order in: due now where the bot moves on by itself (plan's 'all-in' advance), else only the stall.
  if (waiting.missing.length === 0) return { kind: 'exact', at: scheduleOf(after).autoAdvance ? at : stalledAt };
  if (eventTypes.some((t) => waiting.beganWith.includes(t))) {
    return { kind: 'exact', at: nextDue({ waiting, settings: scheduleOf(after), now: at, stepBegan: at, lastAction: at }, new Set()) };
  }
  const was = before && waitingOn(before);
  // The settings object is replaced only by the schedule's own events (a reference test, conservative).
  const same = was && was.step === waiting.step && before.schedule === after.schedule && waiting.missing.every((u) => was.missing.includes(u));
  return same ? { kind: 'atMost', at: stalledAt } : { kind: 'unknown' };
}
