/** The schedule's events (their words for /log and /gm undo are in part.ts). */
import { eventMaker, type EventOf, type EventTable } from '../core/part.js';
import type { UserRef } from '../core/types.js';
import type { StepKind } from './state.js';

/** What the GM changed in one /schedule set: only what he gave (issue 28: the event states the change, evolve merges it). */
export interface ScheduleChange {
  reminderHours?: number;
  /** A step's deadline in hours from its start; 0 takes it away. */
  deadline?: { step: StepKind; hours: number };
  autoAdvance?: boolean;
}

export interface ScheduleEventPayloads {
  'schedule.set': ScheduleChange & { by: UserRef; what: string[] };
  'schedule.mine-set': { userId: string; name: string; hours: number | null };
}

export type ScheduleEvent = EventOf<ScheduleEventPayloads>;
export const ev = eventMaker<ScheduleEventPayloads>();

/** A count and its word (`1 hour`, `48 hours`): the schedule's what and log lines. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The words of each event: its /log line and its /gm undo words. */
export const SCHEDULE_EVENT_WORDS: EventTable<ScheduleEventPayloads> = {
  'schedule.set': { log: (e) => `⏰ ${e.payload.by.name} sets the schedule: ${e.payload.what.join('; ')}`, undo: () => 'a change to the schedule' },
  'schedule.mine-set': {
    log: (e) => `⏰ ${e.payload.name}'s reminders: ${e.payload.hours === null ? "the game's interval" : `every ${plural(e.payload.hours, 'hour')}`}`,
    undo: () => "a player's reminder interval",
  },
};
