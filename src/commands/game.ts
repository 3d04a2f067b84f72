import type { MessagePayload } from '../render/message.js';
import { actionEvent } from './event-payloads.js';
import { RULESETS, RULESET_IDS, rulesetOf, type RulesetId } from '../engine/rulesets/view.js';
import { formatOptionValue } from '../engine/core/options.js';
import { engine } from '../engine/parts.js';
import { RuleError } from '../engine/core/types.js';
import { cardFor } from '../engine/rulesets/magic-realm/characters/view.js';
import { gameInfoEmbed, noticeEmbed } from '../render/embeds.js';
import { cardMessage } from './character.js';
import { act, currentGame, viewOf } from './game-context.js';
import { leaveSubcommand, replaceSubcommand } from './game-seats.js';
import { exportSubcommand, revealSubcommand } from './game-story.js';
import { suggestNames } from './suggest-board.js';
import type { Choice, CommandSpec } from './types.js';

/** Suggests option keys for the last word being typed in an options list. */
function suggestOptionKeys(rulesetId: string | undefined, typed: string): Choice[] {
  const words = typed.split(/[\s,]+/);
  const last = words.pop() ?? '';
  const before = words.filter(Boolean).join(' ');
  const ids: readonly RulesetId[] = rulesetId && rulesetId in RULESETS ? [rulesetId as RulesetId] : RULESET_IDS;
  const keys = [...new Set(ids.flatMap((id) => RULESETS[id].options.map((o) => o.key)))];
  return keys
    .filter((k) => k.startsWith(last.split('=')[0] ?? '') && !words.includes(k))
    .map((k) => {
      const value = `${before ? before + ' ' : ''}${k}`;
      return { name: value.slice(0, 100), value: value.slice(0, 100) };
    });
}

/**
 * The first message in a person's private place, sent on creating or joining a game, so his private thread exists
 * from the start (issue 12).
 */
function privatePlaceWelcome(whose: string): MessagePayload {
  return {
    embeds: [
      noticeEmbed(
        `🔒 This is ${whose} private place`,
        'Only you (and the bot) are in this thread. Everything that is yours alone is posted here and stays: your recorded orders, private rolls, whispers, set-up secrets, reports and reminders. `/log` shows your past secrets too.',
      ),
    ],
  };
}

export const gameCommand: CommandSpec = {
  name: 'game',
  description: 'Create, join and manage the game of this channel',
  subcommands: [
    {
      name: 'create',
      description: 'Start a game in this channel or thread; you become its GM',
      example: '/game create ruleset:magic-realm options:"seasons-weather optional-combat expansion-one"',
      options: [
        {
          name: 'ruleset',
          description: 'Which game',
          type: 'string',
          required: true,
          choices: RULESET_IDS.map((id) => ({ name: RULESETS[id].title, value: id })),
        },
        {
          name: 'options',
          description: 'Optional rules, e.g. "seasons-weather optional-combat" (see /game info)',
          type: 'string',
          maxLength: 500,
          autocomplete: (typed, ctx) => suggestOptionKeys(ctx.invocation.options.ruleset as string | undefined, typed),
        },
      ],
      handler: async (ctx) => {
        const { invocation, services, options } = ctx;
        const committed = await act(ctx, {
          type: 'game.create',
          gameId: services.newId(),
          channelId: invocation.channelId,
          guildId: invocation.guildId,
          ruleset: options.ruleset as RulesetId,
          options: (options.options as string | undefined) ?? '',
          at: services.now().toISOString(),
        });
        const view = engine.viewFor(committed.state, { userId: invocation.user.id });
        return {
          reply: {
            ephemeral: false,
            content: `A new ${view.ruleset.title} game begins here, with ${invocation.user.name} as GM. Players: /game join character:<your ${view.ruleset.playerNoun}>.`,
            embeds: [gameInfoEmbed(view)],
          },
          privateMessages: [{ userId: invocation.user.id, message: privatePlaceWelcome("the GM's") }],
          events: committed.events,
        };
      },
    },
    {
      name: 'join',
      description: 'Join the game of this channel with your character or wizard',
      example: '/game join character:Amazon',
      options: [
        {
          name: 'character',
          description: 'The character (Magic Realm) or wizard (MtG RPG) you play',
          type: 'string',
          required: true,
          maxLength: 60,
          // Magic Realm: the characters of the game (with Expansion One, the Thief/Assassin too).
          autocomplete: async (typed, ctx) => {
            const state = await ctx.services.store.channelGame(ctx.invocation.channelId);
            const ruleset = state ? rulesetOf(state) : undefined;
            if (!state || !ruleset?.joinChoices) return [];
            const taken = new Set(state.players.map((p) => p.character));
            return suggestNames(ruleset.joinChoices(state.options).filter((n) => !taken.has(n)), typed);
          },
        },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'game.join', character: ctx.options.character as string });
        const player = committed.state.players.find((p) => p.userId === ctx.invocation.user.id)!;
        return {
          reply: { ephemeral: false, embeds: [noticeEmbed('A player joins', `${player.userName} plays **${player.character}**.`)] },
          privateMessages: [{ userId: player.userId, message: privatePlaceWelcome(`${player.character}'s`) }],
          events: committed.events,
        };
      },
    },
    {
      name: 'info',
      description: 'Show the ruleset, options, GM and players of this game',
      example: '/game info',
      options: [],
      handler: async (ctx) => ({ reply: { ephemeral: false, embeds: [gameInfoEmbed(viewOf(await currentGame(ctx), ctx))] } }),
    },
    {
      name: 'options',
      description: 'GM: change an optional rule before play starts (without set: list them)',
      example: '/game options set:seasons-weather value:on',
      options: [
        {
          name: 'set',
          description: 'The option to change',
          type: 'string',
          maxLength: 60,
          autocomplete: async (typed, ctx) => {
            const state = await ctx.services.store.channelGame(ctx.invocation.channelId);
            return suggestOptionKeys(state?.ruleset, typed.trim());
          },
        },
        { name: 'value', description: 'on or off, or the value', type: 'string', maxLength: 60 },
      ],
      handler: async (ctx) => {
        const key = ctx.options.set as string | undefined;
        if (!key) {
          const view = viewOf(await currentGame(ctx), ctx);
          const lines = view.options.map(({ option, value }) => `\`${option.key}\` = **${formatOptionValue(value)}** — ${option.label}: ${option.description}`);
          return { reply: { ephemeral: true, embeds: [{ title: 'Rule options', description: lines.join('\n') }] } };
        }
        const committed = await act(ctx, { type: 'game.set-option', key, value: (ctx.options.value as string | undefined) ?? 'on' });
        const set = actionEvent(committed.events).payload as { key: string; value: string | boolean | number };
        return { reply: { ephemeral: false, embeds: [noticeEmbed('Rule option changed', `\`${set.key}\` is now **${formatOptionValue(set.value)}**.`)] }, events: committed.events };
      },
    },
    {
      name: 'start',
      description: 'GM: begin play; the options are fixed from now on',
      example: '/game start',
      options: [{ name: 'chits', description: 'Magic Realm: deal the map chits (default); false if you place them yourself', type: 'boolean' }],
      handler: async (ctx) => {
        const chits = ctx.options.chits as boolean | undefined;
        const committed = await act(ctx, { type: 'game.start', ...(chits === undefined ? {} : { chits }) });
        const lines = ['The rule options are now fixed. Good luck in the Realm!'];
        // The map chits dealt with the start (board/deal-chits.ts): what everyone may know of them.
        const chitNotice = committed.events.find((e) => e.type === 'board.notice');
        if (chitNotice) lines.push((chitNotice.payload as { text: string }).text);
        // The set-up card dealt with the start (core-tables "treasure_setup"): what everyone may know of it.
        const shown = committed.events.find((e) => e.type === 'play.set-up-shown');
        if (shown) lines.push((shown.payload as { text: string }).text);
        else if (committed.state.ruleset === 'magic-realm') lines.push('The set-up card is not dealt: the board has no tiles yet. Lay it, then the GM deals it with /board setup.');
        let events = committed.events;
        let state = committed.state;
        if (state.ruleset === 'magic-realm' && state.players.length > 0) {
          // Each character at his start, where the dwellings are on the board; else the reply says how the GM places them.
          try {
            const placed = await act({ ...ctx, invocation: { ...ctx.invocation, ...(ctx.invocation.interactionId ? { interactionId: `${ctx.invocation.interactionId}:starts` } : {}) } }, { type: 'board.starts' });
            lines.push((placed.events.find((e) => e.type === 'board.notice')!.payload as { text: string }).text);
            events = [...events, ...placed.events];
            state = placed.state;
          } catch (e) {
            if (!(e instanceof RuleError)) throw e;
            if (!e.message.startsWith('every character')) lines.push(`The characters are not on the board: ${e.message}. Next, ${e.hint}.`);
          }
        }
        // Each player's character card, in his private place (issue 13): his own record of what he starts with.
        const cards = state.ruleset === 'magic-realm' ? state.players.flatMap((p) => {
          const card = cardFor(state, p.userId, p.userId);
          return card ? [{ userId: p.userId, message: cardMessage(card, `🔒 ${card.character}: your character card`) }] : [];
        }) : [];
        return { reply: { ephemeral: false, embeds: [noticeEmbed('Play begins', lines.join('\n')), gameInfoEmbed(viewOf(state, ctx))] }, ...(cards.length ? { privateMessages: cards } : {}), events };
      },
    },
    {
      name: 'end',
      description: 'GM: end the game of this channel (its log stays)',
      example: '/game end',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'game.end' });
        return { reply: { ephemeral: false, embeds: [noticeEmbed('The game has ended', 'Its log stays. The GM can /gm undo this, or /game reveal its secrets; anyone can /game create a new game here.')] }, events: committed.events };
      },
    },
    leaveSubcommand,
    replaceSubcommand,
    exportSubcommand,
    revealSubcommand,
  ],
};
