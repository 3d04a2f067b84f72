import { canSee } from '../engine/core/view.js';
import { logPage } from '../render/log.js';
import { currentOrLastGame } from './game-context.js';
import type { CommandResult, CommandSpec, ComponentSpec, Invocation, Services } from './types.js';

/** The log of the channel's game (or its last ended one) as this user may see it: the GM all of it, a player the public part and his own. */
async function logFor(invocation: Invocation, services: Services, page: number | undefined): Promise<CommandResult> {
  const game = await currentOrLastGame({ invocation, services });
  const all = await services.store.events(game.id);
  const visible = all.filter((e) => canSee(e, game.gm, { userId: invocation.user.id }));
  const userId = invocation.user.id;
  const { embed, buttons } = logPage(visible, page, `Log of the ${game.ruleset} game`, {
    viewer: { userId },
    isGm: game.gm.id === userId,
    characterOf: (id) => game.players.find((p) => p.userId === id)?.character,
  });
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
