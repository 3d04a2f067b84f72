import { z } from 'zod';
import { userRef } from '../core/actions.js';

const modifier = z.object({ label: z.string().min(1).max(100), value: z.number().int().min(-100).max(100) });

/** The rolls' actions: dice by notation, a table of the catalog; public or private. */
export const ROLL_ACTIONS = [
  z.object({
    type: z.literal('rolls.dice'),
    actor: userRef,
    notation: z.string().trim().min(1).max(100),
    private: z.boolean().default(false),
    reason: z.string().max(200).optional(),
  }),
  z.object({
    type: z.literal('rolls.table'),
    actor: userRef,
    table: z.string().min(1).max(60),
    column: z.string().max(60).optional(),
    modifiers: z.array(modifier).max(10).default([]),
    private: z.boolean().default(false),
  }),
] as const;

export type RollAction = z.output<(typeof ROLL_ACTIONS)[number]>;
