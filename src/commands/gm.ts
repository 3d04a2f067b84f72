import type { LifecycleEventPayloads } from '../engine/core/events.js';
import { actionEvent } from './event-payloads.js';
import { noticeEmbed } from '../render/embeds.js';
import { act } from './game-context.js';
import type { CommandSpec } from './types.js';
import { userNamed } from './user-option.js';
import { gmRoleSubcommand } from './gm-role.js';

export const gmCommand: CommandSpec = {
  name: 'gm',
  description: "The game master's tools",
  subcommands: [
    {
      name: 'undo',
      description: 'GM: revert the last action (the log keeps it, marked undone)',
      example: '/gm undo',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'gm.undo' });
        const summary = (actionEvent(committed.events).payload as { summary: string }).summary;
        return { reply: { ephemeral: false, embeds: [noticeEmbed('Undone', `The GM reverted ${summary}. The log keeps it, struck through.`)] }, events: committed.events };
      },
    },
    {
      name: 'add',
      description: 'GM: make someone a co-GM, who may do all the GM may and sees every secret',
      example: '/gm add user:@carol',
      options: [{ name: 'user', description: 'The new co-GM (not a player of this game)', type: 'user', required: true }],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'gm.add', user: userNamed(ctx.options.user as string, ctx.invocation.userNames) });
        const { user } = actionEvent(committed.events).payload as LifecycleEventPayloads['game.gm-added'];
        return { reply: { ephemeral: false, embeds: [noticeEmbed('A co-GM', `${user.name} now runs this game with the GM: every GM command, and every secret.`)] }, events: committed.events };
      },
    },
    {
      name: 'remove',
      description: 'GM: a co-GM runs the game no more (the GM who created it stays)',
      example: '/gm remove user:@carol',
      options: [{ name: 'user', description: 'The co-GM', type: 'user', required: true }],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'gm.remove', user: ctx.options.user as string });
        const { user } = actionEvent(committed.events).payload as LifecycleEventPayloads['game.gm-removed'];
        return { reply: { ephemeral: false, embeds: [noticeEmbed('A co-GM steps down', `${user.name} no longer runs this game.`)] }, events: committed.events };
      },
    },
    gmRoleSubcommand,
  ],
};
