import { logReaderOf, readableEvents } from '../engine/core/seats.js';
import { logPage } from '../render/log.js';
import { currentOrLastGame } from './game-context.js';
import type { CommandResult, CommandSpec, ComponentSpec, Invocation, Services } from './types.js';

/**
 * The log of the channel's game (or its last ended one) as this user may see it: the GM and the co-GMs all of it, a
 * player the public part, his own and his character's (seats.ts), anyone else the public part.
 */
async function logFor(invocation: Invocation, services: Services, page: number | undefined): Promise<CommandResult> {
  const game = await currentOrLastGame({ invocation, services });
  const all = await services.store.events(game.id);
  const viewer = { userId: invocation.user.id };
  const { embed, buttons } = logPage(readableEvents(all, game, viewer), page, `Log of the ${game.ruleset} game`, logReaderOf(all, game, viewer));
  return { reply: { ephemeral: true, embeds: [embed], buttons } };
}

export const logCommand: CommandSpec = {
  name: 'log',
  description: "The game's history as you may see it",
  flat: true,
  subcommands: [
    {
      name: 'log',
      description: "The game's history as you may see it",
      example: '/log page:1',
      options: [{ name: 'page', description: 'Page number (1 = oldest; default the newest)', type: 'integer', minValue: 1, maxValue: 100000 }],
      handler: (ctx) => logFor(ctx.invocation, ctx.services, ctx.options.page as number | undefined),
    },
  ],
};

export const logButtons: ComponentSpec = {
  prefix: 'log',
  handler: async ([page], ctx) => ({ ...(await logFor(ctx.invocation, ctx.services, Number(page) || undefined)), updateMessage: true }),
};
