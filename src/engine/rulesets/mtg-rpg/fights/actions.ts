/** What a wizard or the GM may do in a fight with monsters: the schemas of /fight's actions (issue 15; RPG-C). */
import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';

const text = z.string().trim().min(1).max(100);

export const FIGHT_ACTIONS = [
  z.object({ type: z.literal('fights.start'), actor: userRef, monsters: z.string().trim().min(1).max(2000) }),
  z.object({ type: z.literal('fights.armour'), actor: userRef, player: playerId, points: z.number().int().min(0).max(6), magical: z.boolean().optional() }),
  z.object({ type: z.literal('fights.initiative'), actor: userRef, card: text.optional() }),
  z.object({ type: z.literal('fights.cast'), actor: userRef, card: text, target: text.optional() }),
  z.object({ type: z.literal('fights.strike'), actor: userRef, target: text }),
  z.object({ type: z.literal('fights.grapple'), actor: userRef, target: text }),
  z.object({ type: z.literal('fights.pass'), actor: userRef, hold: z.boolean().optional() }),
  z.object({ type: z.literal('fights.attack'), actor: userRef, target: playerId }),
  z.object({ type: z.literal('fights.monster-pass'), actor: userRef }),
  z.object({ type: z.literal('fights.dodge'), actor: userRef, card: text }),
  z.object({ type: z.literal('fights.take'), actor: userRef }),
  z.object({ type: z.literal('fights.life'), actor: userRef, who: text, change: z.number().int().min(-99).max(99) }),
  z.object({ type: z.literal('fights.stabilise'), actor: userRef, player: playerId }),
  z.object({ type: z.literal('fights.item-check'), actor: userRef, item: text, toughness: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal('fights.end'), actor: userRef }),
] as const;

export type FightAction = z.output<(typeof FIGHT_ACTIONS)[number]>;
