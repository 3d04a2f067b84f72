import { z } from 'zod';
import { userRef } from '../core/actions.js';
import { STEP_KINDS, type StepKind } from './state.js';

const hours = z.number().int().min(1).max(24 * 60);

/** The schedule's actions: the GM's settings, a player's own reminder interval. */
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

export type ScheduleAction = z.output<(typeof SCHEDULE_ACTIONS)[number]>;
