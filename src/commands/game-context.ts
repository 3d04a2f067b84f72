import { actionSchema, engine, type ActionInput } from '../engine/parts.js';
import { throughGmRole, type GameState } from '../engine/core/state.js';
import { RuleError } from '../engine/core/types.js';
import type { GameView } from '../engine/core/view.js';
import type { Committed } from '../store/game-store.js';
import type { HandlerContext, Invocation, OptionValue } from './types.js';

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
  const gmRole = await gmRoleHeld(ctx);
  const result = await services.store.execute(invocation.channelId, parsed.data, services.dice, invocation.interactionId, gmRole ? { gmRole } : {});
  if (result instanceof RuleError) throw result;
  // The handler reads the committed state as the user sees it: through the GM role when he acted through it.
  return gmRole ? { ...result, state: throughGmRole(result.state, invocation.user) } : result;
}

const heldRoles = new WeakMap<Invocation, Promise<string | undefined>>();

/**
 * The server's GM role (its id) when the user holds it (`/gm role`): asked of the database once per command, and only
 * for a member who holds roles in a server. The engine gets the answer as an input; it never reads Discord.
 */
export function gmRoleHeld(ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<string | undefined> {
  const { invocation, services } = ctx;
  let held = heldRoles.get(invocation);
  if (!held) {
    const { guildId, roles } = invocation;
    held = !guildId || !roles?.length ? Promise.resolve(undefined) : services.servers.gmRole(guildId).then((role) => (role && roles.includes(role) ? role : undefined));
    heldRoles.set(invocation, held);
  }
  return held;
}

/** A game as the user of a command sees it: as one of its GMs when he holds the server's GM role (throughGmRole). */
export async function seenBy(ctx: Pick<HandlerContext, 'invocation' | 'services'>, state: GameState): Promise<GameState> {
  return (await gmRoleHeld(ctx)) ? throughGmRole(state, ctx.invocation.user) : state;
}

/** The channel's running game, or a RuleError that says how to start one. */
export async function currentGame(ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<GameState> {
  const state = await ctx.services.store.channelGame(ctx.invocation.channelId);
  if (!state) throw new RuleError('there is no game in this channel', NO_GAME_HINT);
  return seenBy(ctx, state);
}

/** The channel's running game, or else its most recent ended one (its log stays readable). */
export async function currentOrLastGame(ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<GameState> {
  const state = await ctx.services.store.channelGame(ctx.invocation.channelId, { orLatest: true });
  if (!state) throw new RuleError('there is no game in this channel', NO_GAME_HINT);
  return seenBy(ctx, state);
}

export function viewOf(state: GameState, ctx: Pick<HandlerContext, 'invocation'>): GameView {
  return engine.viewFor(state, { userId: ctx.invocation.user.id });
}

/**
 * The options a user gave, under the names the action uses (`lore` → `wildernessLore`); options left out stay out,
 * so the engine's defaults apply. The action's zod schema checks the result in `act`. With `onlySet`, an option
 * counts as given only when it is set to something: an empty text, a zero and an unticked flag stay out as well.
 */
export function givenOptions(options: HandlerContext['options'], names: Record<string, string>, opts: { onlySet?: boolean } = {}): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const [option, key] of Object.entries(names)) {
    const value = options[option];
    if (opts.onlySet ? value : value !== undefined) out[key] = value!;
  }
  return out;
}
