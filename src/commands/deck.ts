import type { DeckCheck } from '../engine/rulesets/mtg-rpg/deck/types.js';
import { deckView } from '../engine/rulesets/mtg-rpg/deck/view.js';
import { deckCheckEmbed, noticeEmbed } from '../render/embeds.js';
import { act, currentGame, viewOf } from './game-context.js';
import type { CommandSpec } from './types.js';

export const deckCommand: CommandSpec = {
  name: 'deck',
  description: "The referee deck of the MtG RPG: checks and the GM's deck",
  subcommands: [
    {
      name: 'draw',
      description: 'GM: a check against the referee deck: card value + rating against a difficulty',
      example: '/deck draw check:"Goblin picks the lock" rating:2 dc:9',
      ephemeral: (o) => o.secret === true,
      options: [
        { name: 'check', description: 'What is being checked', type: 'string', required: true, maxLength: 100 },
        { name: 'rating', description: 'The rating added to the card (skill, Diplomacy, Wisdom …)', type: 'integer', required: true, minValue: -20, maxValue: 30 },
        { name: 'dc', description: 'The difficulty: Average 6, Challenging 9, Daunting 12, Desperate 15', type: 'integer', required: true, minValue: 0, maxValue: 40 },
        { name: 'secret', description: 'Only the GM sees the result', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const secret = (ctx.options.secret as boolean | undefined) ?? false;
        const committed = await act(ctx, { type: 'deck.draw', check: ctx.options.check as string, rating: ctx.options.rating as number, difficulty: ctx.options.dc as number, secret });
        const drawn = committed.events.find((e) => e.type === 'deck.drawn')!.payload as DeckCheck;
        const embed = deckCheckEmbed(drawn, deckView(committed.state, { isGm: true })!.left);
        return { reply: { ephemeral: secret, embeds: [embed] }, events: committed.events };
      },
    },
    {
      name: 'set',
      description: "GM: the referee deck from a list (entries split by ;) or, without a list, the seed's guideline deck",
      example: '/deck set list:"4 Lightning Bolt {R}; 2 Hill Giant 3R; 5 Mountain"',
      ephemeral: () => false,
      options: [{ name: 'list', description: 'Entries like 4 Lightning Bolt {R}; a line without a cost is a land', type: 'string', maxLength: 6000 }],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'deck.set', list: ctx.options.list as string | undefined });
        const size = deckView(committed.state, { isGm: true })!.left;
        return { reply: { ephemeral: false, embeds: [noticeEmbed('A new referee deck', `The GM shuffles a referee deck of ${size} cards.`)] }, events: committed.events };
      },
    },
    {
      name: 'info',
      description: 'How many cards are left in the referee deck (the GM also sees what was drawn)',
      example: '/deck info',
      options: [],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const deck = deckView(game, viewOf(game, ctx).viewer);
        if (!deck) return { reply: { ephemeral: true, embeds: [noticeEmbed('No referee deck', 'The referee deck belongs to the mtg-rpg ruleset, or to a magic-realm game with the realm-campaign option.')] } };
        const drawn = deck.drawn.length ? `\nDrawn since the last shuffle: ${deck.drawn.join(', ')}` : '';
        return { reply: { ephemeral: true, embeds: [noticeEmbed('Referee deck', `${deck.left} cards left, ${deck.drawnSinceShuffle} drawn since the last shuffle.${drawn}`)] } };
      },
    },
  ],
};
