import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';

const tile = z.string().trim().min(1).max(40);

const actor = userRef;

/** The board's actions (issue: the board), added to the engine's action union. */
export const BOARD_ACTIONS = [
  z.object({ type: z.literal('board.layout'), actor, layout: z.string().trim().max(40).optional(), list: z.string().max(2000).optional() }),
  z.object({ type: z.literal('board.deal'), actor }),
  z.object({ type: z.literal('board.chits'), actor }),
  z.object({ type: z.literal('board.starts'), actor }),
  z.object({ type: z.literal('board.place'), actor, tile, at: z.string().trim().max(20).optional(), rotation: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('board.swap-ambush'), actor }),
  z.object({ type: z.literal('board.pick'), actor, character: z.string().trim().min(1).max(60).optional(), natives: z.string().trim().min(1).max(60) }),
  z.object({ type: z.literal('board.enchant'), actor, tile }),
  z.object({
    type: z.literal('board.piece'),
    actor,
    label: z.string().trim().min(1).max(40),
    at: z.string().trim().min(1).max(40),
    kind: z.enum(['character', 'dwelling', 'monster', 'native', 'visitor', 'mission', 'traveller', 'chit', 'gate', 'other']).optional(),
    seen: z.enum(['all', 'gm', 'owner']).optional(),
    hidden: z.boolean().optional(),
    owner: playerId.optional(),
  }),
  z.object({ type: z.literal('board.remove'), actor, label: z.string().trim().min(1).max(40) }),
  z.object({ type: z.literal('board.discover'), actor, player: playerId, path: z.string().trim().min(1).max(20) }),
] as const;

export type BoardAction = z.output<(typeof BOARD_ACTIONS)[number]>;
