/** What a wizard (or the GM) may do in a duel: the schemas of /duel's actions (issue 15; RPG-C20–C32). */
import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';
import { DUEL_LENGTHS, STAKES, VICTORIES } from './terms.js';

const card = z.string().trim().min(1).max(100);

export const DUEL_ACTIONS = [
  z.object({ type: z.literal('duels.challenge'), actor: userRef, opponent: playerId }),
  z.object({ type: z.literal('duels.refuse'), actor: userRef }),
  z.object({ type: z.literal('duels.accept'), actor: userRef, length: z.enum(DUEL_LENGTHS) }),
  z.object({ type: z.literal('duels.stakes'), actor: userRef, stakes: z.enum(STAKES) }),
  z.object({ type: z.literal('duels.victory'), actor: userRef, victory: z.enum(VICTORIES) }),
  z.object({ type: z.literal('duels.initiative'), actor: userRef, card: card.optional(), first: z.enum(['me', 'opponent']) }),
  z.object({ type: z.literal('duels.play'), actor: userRef, card }),
  z.object({ type: z.literal('duels.yield'), actor: userRef }),
  z.object({ type: z.literal('duels.life'), actor: userRef, player: playerId, change: z.number().int().min(-99).max(99) }),
  z.object({ type: z.literal('duels.turn'), actor: userRef, player: playerId }),
  z.object({ type: z.literal('duels.end'), actor: userRef, player: playerId, winner: playerId.optional() }),
  z.object({ type: z.literal('duels.backlash'), actor: userRef, player: playerId, on: z.boolean() }),
] as const;

export type DuelAction = z.output<(typeof DUEL_ACTIONS)[number]>;
