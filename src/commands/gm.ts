import { noticeEmbed } from '../render/embeds.js';
import { act } from './game-context.js';
import type { CommandSpec } from './types.js';

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
        const summary = (committed.events[0]!.payload as { summary: string }).summary;
        return { reply: { ephemeral: false, embeds: [noticeEmbed('Undone', `The GM reverted ${summary}. The log keeps it, struck through.`)] }, events: committed.events };
      },
    },
  ],
};
