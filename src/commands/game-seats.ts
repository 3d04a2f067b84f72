import type { LifecycleEventPayloads } from '../engine/core/events.js';
import { actionEvent } from './event-payloads.js';
import { gameInfoEmbed, noticeEmbed } from '../render/embeds.js';
import { act, viewOf } from './game-context.js';
import { suggestNames } from './suggest-board.js';
import type { SubcommandSpec } from './types.js';
import { userNamed } from './user-option.js';

/** `/game leave`: a player leaves; his character stays in the game, played by nobody, until `/game replace`. */
export const leaveSubcommand: SubcommandSpec = {
  name: 'leave',
  description: 'Leave the game: your character stays, played by nobody, until the GM gives it to a new player',
  example: '/game leave',
  options: [],
  handler: async (ctx) => {
    const committed = await act(ctx, { type: 'game.leave' });
    const { userName, character } = actionEvent(committed.events).payload as LifecycleEventPayloads['game.left'];
    const text = `${userName} has left the game. Nobody plays **${character}** now: it keeps its place, and the GM can give it to a new player with /game replace character:"${character}" user:@player.`;
    return { reply: { ephemeral: false, embeds: [noticeEmbed('A player leaves', text)] }, events: committed.events };
  },
};

/** `/game replace`: the GM hands a character — played, or left by its player — to a new player. */
export const replaceSubcommand: SubcommandSpec = {
  name: 'replace',
  description: 'GM: hand a character to a new player (its orders, numbers, pieces and realms follow it)',
  example: '/game replace character:Amazon user:@dave',
  options: [
    {
      name: 'character',
      description: 'The character (or wizard), played or left by its player',
      type: 'string',
      required: true,
      maxLength: 60,
      autocomplete: async (typed, ctx) => {
        const state = await ctx.services.store.channelGame(ctx.invocation.channelId);
        if (!state) return [];
        const names = [...state.players.map((p) => p.character), ...Object.values(state.unplayed ?? {}).map((u) => u.character)];
        return suggestNames(names, typed);
      },
    },
    { name: 'user', description: 'The new player (not playing another character)', type: 'user', required: true },
  ],
  handler: async (ctx) => {
    const committed = await act(ctx, { type: 'game.replace', character: ctx.options.character as string, user: userNamed(ctx.options.user as string, ctx.invocation.userNames) });
    const { character, from, unplayed, to } = actionEvent(committed.events).payload as LifecycleEventPayloads['game.replaced'];
    const before = unplayed ? `nobody played it since ${from.name} left` : `${from.name} played it until now`;
    const text = `${to.name} plays **${character}** from now on (${before}). Everything of the character follows it: its numbers, orders, pieces, realms, and its past secrets in /log.`;
    return { reply: { ephemeral: false, embeds: [noticeEmbed('A character changes hands', text), gameInfoEmbed(viewOf(committed.state, ctx))] }, events: committed.events };
  },
};
