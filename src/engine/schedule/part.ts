import { z } from 'zod';
import { userRef } from '../core/actions.js';
import { evolveBy, type Appliers } from '../core/handlers.js';
import { definePart, eventMaker, type EventOf } from '../core/part.js';
import { findPlayer, isGm, requireGm, type GameState } from '../core/state.js';
import { PUBLIC, RuleError, onlyPlayers, type UserRef } from '../core/types.js';
import { oldScheduleSet } from './old-logs.js';

/**
 * How time passes in a game between sessions (issue 12): how often the bot reminds players who keep a step
 * waiting (the game's interval, or a player's own), the deadline of each kind of step, and whether the bot moves
 * past a step at its deadline. Settings only: the scheduler (src/scheduler) acts on them.
 */
export interface ScheduleSettings {
  /** Hours between reminders (a reminder when a step has waited this long, and again each time after). */
  reminderHours: number;
  /** A player's own interval, by user id. */
  playerHours: Record<string, number>;
  /** Hours from the start of a step to its deadline, by kind of step (`birdsong`, `realm-orders`). */
  deadlineHours: Record<string, number>;
  /** At the deadline the bot moves on with the missing orders blank. */
  autoAdvance: boolean;
}

declare module '../core/state.js' {
  interface PartStates {
    /** The game's reminder and deadline settings, once the GM or a player changed one. */
    schedule: ScheduleSettings;
  }
}

export const DEFAULT_REMINDER_HOURS = 24;
/** A game without an action for this long is stalled: the reminders stop until someone acts again. */
export const STALLED_AFTER_DAYS = 30;
/** The kinds of step a deadline can be set for, with the words for them. */
export const STEP_KINDS = { birdsong: 'Birdsong orders', 'realm-orders': 'realm orders' } as const;
export type StepKind = keyof typeof STEP_KINDS;

export const scheduleOf = (state: GameState): ScheduleSettings =>
  state.schedule ?? { reminderHours: DEFAULT_REMINDER_HOURS, playerHours: {}, deadlineHours: {}, autoAdvance: false };

/** The interval between one player's reminders: his own, else the game's. */
export const reminderHoursOf = (s: ScheduleSettings, userId: string): number => s.playerHours[userId] ?? s.reminderHours;

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

const hours = z.number().int().min(1).max(24 * 60);

export const SCHEDULE_ACTIONS = [
  z.object({
    type: z.literal('schedule.set'),
    actor: userRef,
    reminderHours: hours.optional(),
    step: z.enum(Object.keys(STEP_KINDS) as [StepKind, ...StepKind[]]).optional(),
    /** Hours to the step's deadline; 0 takes the deadline away. */
    deadlineHours: z.number().int().min(0).max(24 * 60).optional(),
    autoAdvance: z.boolean().optional(),
  }),
  z.object({ type: z.literal('schedule.mine'), actor: userRef, hours: hours.nullable() }),
] as const;

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

const ev = eventMaker<ScheduleEventPayloads>();
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The state after each schedule event: the GM's change merged (an older log's whole settings as they were), a player's own interval. */
const APPLY: Appliers<EventOf<ScheduleEventPayloads>> = {
  'schedule.set': (state, e) => ({ ...state, schedule: oldScheduleSet(e) ?? withChange(scheduleOf(state), e.payload) }),
  'schedule.mine-set': (state, e) => {
    const s = scheduleOf(state);
    const playerHours = { ...s.playerHours };
    if (e.payload.hours === null) delete playerHours[e.payload.userId];
    else playerHours[e.payload.userId] = e.payload.hours;
    return { ...state, schedule: { ...s, playerHours } };
  },
};

export const schedulePart = definePart<typeof SCHEDULE_ACTIONS, ScheduleEventPayloads>({
  id: 'schedule',
  actions: SCHEDULE_ACTIONS,
  decide(state, action) {
    const actor = action.actor.id;
    switch (action.type) {
      case 'schedule.set': {
        requireGm(state, actor, '/schedule set');
        const change: ScheduleChange = {};
        const what: string[] = [];
        if (action.reminderHours !== undefined) {
          change.reminderHours = action.reminderHours;
          what.push(`reminders every ${plural(action.reminderHours, 'hour')}`);
        }
        if (action.deadlineHours !== undefined) {
          if (!action.step) throw new RuleError('a deadline is for one kind of step', 'name it, e.g. /schedule set step:birdsong deadline-hours:48');
          change.deadline = { step: action.step, hours: action.deadlineHours };
          what.push(action.deadlineHours === 0 ? `no deadline for ${STEP_KINDS[action.step]}` : `${STEP_KINDS[action.step]} due ${plural(action.deadlineHours, 'hour')} after they open`);
        } else if (action.step) {
          throw new RuleError('step: names the step whose deadline you set', 'add deadline-hours, e.g. /schedule set step:birdsong deadline-hours:48');
        }
        if (action.autoAdvance !== undefined) {
          change.autoAdvance = action.autoAdvance;
          what.push(action.autoAdvance ? 'the bot moves on at a deadline, with the missing orders blank' : 'the GM moves on himself at a deadline');
        }
        if (what.length === 0) throw new RuleError('nothing to change', 'e.g. /schedule set reminder-hours:12, or step:birdsong deadline-hours:48, or auto-advance:true');
        return [ev('schedule.set', { by: action.actor, ...change, what }, PUBLIC, actor)];
      }
      case 'schedule.mine': {
        const player = findPlayer(state, actor);
        if (!player && !isGm(state, actor)) throw new RuleError('you have not joined this game', 'join with /game join first');
        return [ev('schedule.mine-set', { userId: actor, name: player?.character ?? action.actor.name, hours: action.hours }, onlyPlayers(actor), actor)];
      }
    }
  },
  evolve: evolveBy(APPLY),
  events: {
    'schedule.set': { log: (e) => `⏰ ${e.payload.by.name} sets the schedule: ${e.payload.what.join('; ')}`, undo: () => 'a change to the schedule' },
    'schedule.mine-set': {
      log: (e) => `⏰ ${e.payload.name}'s reminders: ${e.payload.hours === null ? "the game's interval" : `every ${plural(e.payload.hours, 'hour')}`}`,
      undo: () => "a player's reminder interval",
    },
  },
});
