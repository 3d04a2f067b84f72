import { actionSchema, engine, type ActionInput } from '../engine/parts.js';
import type { GameState } from '../engine/core/state.js';
import { RuleError } from '../engine/core/types.js';
import type { GameView } from '../engine/core/view.js';
import type { Committed } from '../store/game-store.js';
import type { HandlerContext, OptionValue } from './types.js';

export const NO_GAME_HINT = 'start one with /game create ruleset:magic-realm (or ruleset:mtg-rpg)';

/** Checks an action with zod and commits it on the channel's game; a broken rule comes back as a RuleError thrown. */
/** An action as a handler writes it: the actor is the user who ran the command. */
export type ActionBody = ActionInput extends infer A ? (A extends unknown ? Omit<A, 'actor'> : never) : never;

export async function act(ctx: Pick<HandlerContext, 'invocation' | 'services'>, action: ActionBody): Promise<Committed> {
  const { invocation, services } = ctx;
  const parsed = actionSchema.safeParse({ ...action, actor: invocation.user });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RuleError(`${issue?.path.join('.') || 'the input'} is not valid: ${issue?.message}`);
  }
  const result = await services.store.execute(invocation.channelId, parsed.data, services.dice, invocation.interactionId);
  if (result instanceof RuleError) throw result;
  return result;
}

/** The channel's running game, or a RuleError that says how to start one. */
export async function currentGame(ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<GameState> {
  const state = await ctx.services.store.channelGame(ctx.invocation.channelId);
  if (!state) throw new RuleError('there is no game in this channel', NO_GAME_HINT);
  return state;
}

/** The channel's running game, or else its most recent ended one (its log stays readable). */
export async function currentOrLastGame(ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<GameState> {
  const state = await ctx.services.store.channelGame(ctx.invocation.channelId, { orLatest: true });
  if (!state) throw new RuleError('there is no game in this channel', NO_GAME_HINT);
  return state;
}

export function viewOf(state: GameState, ctx: Pick<HandlerContext, 'invocation'>): GameView {
  return engine.viewFor(state, { userId: ctx.invocation.user.id });
}

/**
 * The options a user gave, under the names the action uses (`lore` → `wildernessLore`); options left out stay out,
 * so the engine's defaults apply. The action's zod schema checks the result in `act`.
 */
export function givenOptions(options: HandlerContext['options'], names: Record<string, string>): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const [option, key] of Object.entries(names)) {
    const value = options[option];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
