import { z } from 'zod';
import { userRef } from '../../../core/actions.js';

/** The referee deck's actions (RPG-B): a check drawn against it, the GM's own deck set. */
export const DECK_ACTIONS = [
  z.object({
    type: z.literal('deck.draw'),
    actor: userRef,
    check: z.string().trim().min(1).max(100),
    rating: z.number().int().min(-20).max(30),
    difficulty: z.number().int().min(0).max(40),
    secret: z.boolean().default(false),
  }),
  z.object({ type: z.literal('deck.set'), actor: userRef, list: z.string().max(6000).optional() }),
] as const;

export type DeckAction = z.output<(typeof DECK_ACTIONS)[number]>;
