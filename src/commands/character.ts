import { findPlayer, isGm } from '../engine/core/state.js';
import { RuleError } from '../engine/core/types.js';
import { characterClearing, numbersOf, playOf, type PlayEventPayloads } from '../engine/rulesets/magic-realm/play/rules.js';
import { NUMBER_FIELDS, type SetUpSecret } from '../engine/rulesets/magic-realm/play/state.js';
import { noticeEmbed } from '../render/embeds.js';
import { COLORS, type Embed } from '../render/message.js';
import { act, currentGame, givenOptions, type ActionBody } from './game-context.js';
import type { CommandSpec } from './types.js';

const secretText = (s: SetUpSecret | undefined) =>
  [s?.victory && `Victory: ${s.victory}`, s?.start && `Start: ${s.start}`, s?.spells && `Spells: ${s.spells}`, s?.enchanted && `Enchanted MAGIC chits: ${s.enchanted}`].filter(Boolean).join('\n') || 'nothing told yet';

export const characterCommand: CommandSpec = {
  name: 'character',
  description: "Magic Realm characters: gold, fame, notoriety, wounds, fatigue (the GM sets and adjusts them)",
  subcommands: [
    {
      name: 'show',
      description: 'Your character (the GM sees anyone\'s): numbers and where he stands (private)',
      example: '/character show',
      ephemeral: () => true,
      options: [{ name: 'player', description: 'GM: whose character', type: 'user' }],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const gm = isGm(game, ctx.invocation.user.id);
        const id = (ctx.options.player as string | undefined) ?? ctx.invocation.user.id;
        if (id !== ctx.invocation.user.id && !gm) throw new RuleError("another player's numbers are his and the GM's", 'see your own with /character show');
        const p = findPlayer(game, id);
        if (!p) throw new RuleError(gm && !ctx.options.player ? 'name the player' : 'that player has not joined this game', 'e.g. /character show player:@bob');
        const n = numbersOf(playOf(game), id);
        const embed: Embed = {
          title: `🔒 ${p.character} (${p.userName})`,
          color: COLORS.private,
          fields: [
            { name: 'Gold', value: `${n.gold}`, inline: true },
            { name: 'Fame', value: `${n.fame}`, inline: true },
            { name: 'Notoriety', value: `${n.notoriety}`, inline: true },
            { name: 'Wounds', value: `${n.wounds}`, inline: true },
            { name: 'Fatigue', value: `${n.fatigue}*`, inline: true },
            { name: 'Where', value: characterClearing(game, id) ?? 'not on the board', inline: true },
          ],
        };
        return { reply: { ephemeral: true, embeds: [embed] } };
      },
    },
    {
      name: 'set',
      description: "GM: set or adjust a character's number (every change is in the log)",
      example: '/character set player:@bob field:gold add:-5',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The player', type: 'user', required: true },
        { name: 'field', description: 'Which number', type: 'string', required: true, choices: NUMBER_FIELDS.map((f) => ({ name: f, value: f })) },
        { name: 'value', description: 'The new value', type: 'integer', minValue: 0, maxValue: 10_000 },
        { name: 'add', description: 'Or add this much (negative to take away)', type: 'integer', minValue: -10_000, maxValue: 10_000 },
      ],
      handler: async (ctx) => {
        const { value, add } = ctx.options as { value?: number; add?: number };
        await currentGame(ctx);
        if ((value === undefined) === (add === undefined)) throw new RuleError('give either value: or add:', 'e.g. /character set player:@bob field:gold value:20, or add:-5');
        const committed = await act(ctx, { type: 'mr.numbers', player: ctx.options.player as string, field: ctx.options.field as never, value: (value ?? add)!, mode: value !== undefined ? 'set' : 'add' });
        const p = committed.events[0]!.payload as PlayEventPayloads['mr.numbers-set'];
        const who = findPlayer(committed.state, p.userId)!;
        const line = `${who.character}: ${p.field} ${p.before} → ${p.after}`;
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed('Changed', line)] },
          directMessages: [{ userId: p.userId, message: { embeds: [noticeEmbed('🔒 The GM changed your character', line)] } }],
          events: committed.events,
        };
      },
    },
  ],
};

export const setupCommand: CommandSpec = {
  name: 'setup',
  description: 'BIMR4: tell the GM in secret your victory requirements, start, spells, enchanted chits',
  subcommands: [
    {
      name: 'tell',
      description: 'Secret: what you tell the GM before the dwellings are revealed (only you and the GM see it)',
      example: '/setup tell victory:"2 fame, 1 notoriety, 2 gold" start:Inn spells:"Hurricane Winds"',
      ephemeral: () => true,
      options: [
        { name: 'victory', description: 'Your victory requirements (5 VPs by default)', type: 'string', maxLength: 300 },
        { name: 'start', description: 'Your starting location, if you have a choice', type: 'string', maxLength: 100 },
        { name: 'spells', description: 'Your recorded spells', type: 'string', maxLength: 300 },
        { name: 'enchanted', description: 'MAGIC chits you begin enchanted', type: 'string', maxLength: 300 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'mr.setup', ...givenOptions(ctx.options, { victory: 'victory', start: 'start', spells: 'spells', enchanted: 'enchanted' }) } as ActionBody);
        const told = committed.events[0]!.payload as PlayEventPayloads['mr.setup-told'];
        return {
          reply: { ephemeral: true, embeds: [{ title: '🔒 Told to the GM', color: COLORS.private, description: secretText(told.secret) }] },
          directMessages: [{ userId: committed.state.gm.id, message: { embeds: [{ title: `🔒 Set-up of ${findPlayer(committed.state, told.userId)?.character}`, color: COLORS.private, description: secretText(told.secret) }] } }],
          events: committed.events,
        };
      },
    },
    {
      name: 'show',
      description: 'Your set-up secrets (the GM sees everyone\'s; everyone once revealed)',
      example: '/setup show',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const play = playOf(game);
        const all = isGm(game, ctx.invocation.user.id) || play.setUpRevealed;
        const who = all ? game.players : game.players.filter((p) => p.userId === ctx.invocation.user.id);
        const fields = who.map((p) => ({ name: `${p.character} (${p.userName})`, value: secretText(play.setUp[p.userId]) }));
        return { reply: { ephemeral: true, embeds: [{ title: '🔒 Set-up secrets', color: COLORS.private, fields: fields.length ? fields : [{ name: 'Nobody', value: 'no player has joined' }] }] } };
      },
    },
    {
      name: 'reveal',
      description: "GM: reveal every player's set-up secrets to the channel (at the game's end)",
      example: '/setup reveal',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'mr.setup-reveal' });
        const game = committed.state;
        const fields = game.players.map((p) => ({ name: `${p.character} (${p.userName})`, value: secretText(playOf(game).setUp[p.userId]) }));
        return { reply: { ephemeral: false, embeds: [{ title: 'The set-up secrets, revealed', color: COLORS.info, fields }] }, events: committed.events };
      },
    },
  ],
};

export const whisperCommand: CommandSpec = {
  name: 'whisper',
  description: 'BIMR4: a private message to another character at any distance; the GM gets a copy',
  flat: true,
  subcommands: [
    {
      name: 'whisper',
      description: 'A private message to another character',
      example: '/whisper to:@carol text:"Meet me at the Inn on the 3rd day"',
      ephemeral: () => true,
      options: [
        { name: 'to', description: 'The player whose character hears it', type: 'user', required: true },
        { name: 'text', description: 'What you say', type: 'string', required: true, maxLength: 1500 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'mr.whisper', to: ctx.options.to as string, text: ctx.options.text as string });
        const w = committed.events[0]!.payload as PlayEventPayloads['mr.whispered'];
        const game = committed.state;
        const from = findPlayer(game, w.from.id)?.character ?? w.from.name;
        const to = findPlayer(game, w.to.id)?.character ?? w.to.name;
        const body = { title: `🔒 ${from} whispers to ${to}`, color: COLORS.private, description: w.text };
        return {
          reply: { ephemeral: true, embeds: [{ ...body, footer: { text: 'Sent; the GM has a copy.' } }] },
          directMessages: [
            { userId: w.to.id, message: { embeds: [body] } },
            ...(game.gm.id !== w.from.id ? [{ userId: game.gm.id, message: { embeds: [{ ...body, footer: { text: 'A copy for the GM (BIMR4).' } }] } }] : []),
          ],
          events: committed.events,
        };
      },
    },
  ],
};
