import { z } from 'zod';
import { RULESET_IDS } from '../rulesets/index.js';
import { CAMPAIGN_ACTIONS } from '../rulesets/mtg-rpg/campaign/actions.js';
import { BOARD_ACTIONS } from '../rulesets/magic-realm/board/actions.js';
import { PLAY_ACTIONS } from '../rulesets/magic-realm/play/actions.js';

/** Every action a user can take, validated with zod before the engine decides on it. */
const userRef = z.object({ id: z.string().min(1).max(64), name: z.string().min(1).max(100) });
const modifier = z.object({ label: z.string().min(1).max(100), value: z.number().int().min(-100).max(100) });

export const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('game.create'),
    actor: userRef,
    gameId: z.string().min(1).max(64),
    channelId: z.string().min(1).max(64),
    guildId: z.string().min(1).max(64).nullable(),
    ruleset: z.enum(RULESET_IDS),
    /** The options list as typed: `seasons-weather optional-combat=on`. */
    options: z.string().max(1000).default(''),
    at: z.string(),
  }),
  z.object({
    type: z.literal('game.join'),
    actor: userRef,
    character: z.string().trim().min(1).max(60),
  }),
  z.object({ type: z.literal('game.set-option'), actor: userRef, key: z.string().min(1).max(60), value: z.string().min(1).max(60) }),
  z.object({ type: z.literal('game.start'), actor: userRef }),
  z.object({ type: z.literal('game.end'), actor: userRef }),
  z.object({
    type: z.literal('roll.dice'),
    actor: userRef,
    notation: z.string().trim().min(1).max(100),
    private: z.boolean().default(false),
    reason: z.string().max(200).optional(),
  }),
  z.object({
    type: z.literal('roll.table'),
    actor: userRef,
    table: z.string().min(1).max(60),
    column: z.string().max(60).optional(),
    modifiers: z.array(modifier).max(10).default([]),
    private: z.boolean().default(false),
  }),
  z.object({ type: z.literal('gm.undo'), actor: userRef }),
  z.object({
    type: z.literal('deck.draw'),
    actor: userRef,
    check: z.string().trim().min(1).max(100),
    rating: z.number().int().min(-20).max(30),
    difficulty: z.number().int().min(0).max(40),
    secret: z.boolean().default(false),
  }),
  z.object({ type: z.literal('deck.set'), actor: userRef, list: z.string().max(6000).optional() }),
  ...CAMPAIGN_ACTIONS(userRef),
  ...BOARD_ACTIONS(userRef),
  ...PLAY_ACTIONS(userRef),
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
