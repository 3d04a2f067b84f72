import { z } from 'zod';

/** Who acts: every action carries its actor, checked like the rest. */
export const userRef = z.object({ id: z.string().min(1).max(64), name: z.string().min(1).max(100) });
/** A person named by an option (`player:` — the GM acting for him, a target, an opponent): his user id. */
export const playerId = z.string().trim().min(1).max(64);

/** `/game create`, for one of the engine's configured rulesets. */
export const createGameAction = (rulesetIds: readonly [string, ...string[]]) =>
  z.object({
    type: z.literal('game.create'),
    actor: userRef,
    gameId: z.string().min(1).max(64),
    channelId: z.string().min(1).max(64),
    guildId: z.string().min(1).max(64).nullable(),
    ruleset: z.enum(rulesetIds),
    /** The options list as typed: `seasons-weather optional-combat=on`. */
    options: z.string().max(1000).default(''),
    at: z.string(),
  });

/** The game's other actions (src/engine/core/lifecycle.ts); the parts add theirs. */
export const LIFECYCLE_ACTIONS = [
  z.object({ type: z.literal('game.join'), actor: userRef, character: z.string().trim().min(1).max(60) }),
  z.object({ type: z.literal('game.set-option'), actor: userRef, key: z.string().min(1).max(60), value: z.string().min(1).max(60) }),
  /** `chits: false`: a Magic Realm GM places the map chits himself (the start deals them otherwise). */
  z.object({ type: z.literal('game.start'), actor: userRef, chits: z.boolean().optional() }),
  z.object({ type: z.literal('game.end'), actor: userRef }),
  z.object({ type: z.literal('gm.undo'), actor: userRef }),
  z.object({ type: z.literal('gm.add'), actor: userRef, user: userRef }),
  z.object({ type: z.literal('gm.remove'), actor: userRef, user: z.string().min(1).max(64) }),
  z.object({ type: z.literal('game.leave'), actor: userRef }),
  z.object({ type: z.literal('game.replace'), actor: userRef, character: z.string().trim().min(1).max(60), user: userRef }),
] as const;
