/**
 * What `/duel` and `/fight` share: a step whose secrets go only to their wizard. The channel gets the public message;
 * each wizard whose cards or life points the step changed is told his own in his private place; a secret choice
 * (an initiative card, a duel card, the GM's life change) is answered in private, with the actor's own state.
 */
import type { GameState } from '../engine/core/state.js';
import type { StoredEvent } from '../engine/core/types.js';
import { noticeEmbed } from '../render/embeds.js';
import type { Embed, MessagePayload } from '../render/message.js';
import { act, currentGame, type ActionBody } from './game-context.js';
import type { AutocompleteContext, Choice, CommandResult, HandlerContext } from './types.js';

export interface SecretStepWords {
  /** The channel's message for the step's events. */
  channel: (state: GameState, events: readonly StoredEvent[]) => MessagePayload;
  /** The event types that change a wizard's cards or life points (each names him in `userId`). */
  touching: readonly string[];
  /** A wizard's own state after the step: his life points and hand. */
  own: (state: GameState, userId: string) => Embed;
}

/** Runs the action and words its outcome; `secret` is the actor's private confirmation of a secret choice. */
export async function secretStep(ctx: HandlerContext, action: ActionBody, words: SecretStepWords, secret?: string): Promise<CommandResult> {
  const committed = await act(ctx, action);
  const message = words.channel(committed.state, committed.events);
  const me = ctx.invocation.user.id;
  const touched = [...new Set(committed.events.filter((e) => words.touching.includes(e.type)).map((e) => (e.payload as { userId: string }).userId))];
  const told = touched.map((userId) => ({ userId, message: { embeds: [words.own(committed.state, userId)] } }));
  if (secret) {
    // His own cards and life come in the reply; the others' go to their private places.
    const others = told.filter((m) => m.userId !== me);
    return {
      reply: { ephemeral: true, embeds: [noticeEmbed('🔒 Recorded', secret), ...(touched.includes(me) ? [words.own(committed.state, me)] : [])] },
      channelPosts: [message],
      ...(others.length ? { privateMessages: others } : {}),
      events: committed.events,
    };
  }
  return { reply: { ephemeral: false, ...message }, ...(told.length ? { privateMessages: told } : {}), events: committed.events };
}

/** Suggestions for a card option: the cards of the user's own hand. */
export async function suggestHand(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const game = await currentGame(ctx);
  const lib = game.wizards?.[ctx.invocation.user.id]?.library;
  if (!lib) return [];
  const names = [...new Set(lib.hand.map((i) => lib.cards[i]!.name))];
  return names.filter((n) => n.toLowerCase().includes(typed.trim().toLowerCase())).slice(0, 25).map((n) => ({ name: n.slice(0, 100), value: n.slice(0, 100) }));
}
