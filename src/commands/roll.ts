import type { RollEventPayloads } from '../engine/rolls/view.js';
import { findPlayer, gmsOf } from '../engine/core/state.js';
import { owedText } from '../engine/rulesets/magic-realm/characters/view.js';
import type { PlayEventPayloads } from '../engine/rulesets/magic-realm/play/view-types.js';
import { hasEffects } from '../engine/rulesets/magic-realm/play/view.js';
import { owedAsks } from './owed.js';
import type { StoredEvent } from '../engine/core/types.js';
import type { Modifier } from '../engine/tables/table-schema.js';
import { attackModifiers, stumbleModifiers } from '../engine/rulesets/magic-realm/tables/view.js';
import { findTable, searchTables } from '../engine/parts.js';
import { diceRollEmbed, noticeEmbed, tableRollEmbed } from '../render/embeds.js';
import { COLORS, type Embed } from '../render/message.js';
import type { Committed } from '../store/game-store.js';
import { act } from './game-context.js';
import type { CommandResult, CommandSpec, HandlerContext } from './types.js';

/** Combat tables whose modifiers come from times and attackers (BIMR4 5.1/1, 5.4/1-4). */
const STUMBLE = 'stumble';
const ATTACK_TABLES = new Set(['fumble', 'missile']);

/** The modifiers of /roll table: the free one, and the optional combat tables' own. */
export function tableModifiers(table: string, o: Record<string, unknown>): Modifier[] {
  const mods: Modifier[] = [];
  const free = o.modifier as number | undefined;
  if (free) mods.push({ label: 'modifier', value: free });
  const own = o['own-time'] as number | undefined;
  const their = o['their-time'] as number | undefined;
  if (table === STUMBLE && (own !== undefined || their !== undefined || o.attackers !== undefined)) {
    mods.push(...stumbleModifiers({ attackers: (o.attackers as number | undefined) ?? 0, ownMoveTime: own ?? 0, attackerMoveTime: their ?? own ?? 0 }));
  }
  if (ATTACK_TABLES.has(table) && own !== undefined) {
    mods.push(...attackModifiers({ attackTime: own, maneuvers: [{ time: their, intercepted: (o.intercepted as boolean | undefined) ?? true }] }));
  }
  return mods;
}

/** Public rolls go to the channel; private ones to the roller, a notice to the channel, a copy to the GM and each co-GM. */
function rollResult(ctx: HandlerContext, { events, state: game }: Committed, embedOf: (e: StoredEvent) => Embed): CommandResult {
  const roll = events.find((e) => e.type === 'rolls.dice-rolled' || e.type === 'rolls.table-rolled')!;
  const embed = embedOf(roll);
  if (!(roll.payload as { private: boolean }).private) return { reply: { ephemeral: false, embeds: [embed] }, events };
  const you = ctx.invocation.user;
  return {
    reply: { ephemeral: true, embeds: [embed] },
    channelPosts: [{ embeds: [{ description: `🔒 ${you.name} made a private roll.`, color: COLORS.private }] }],
    privateMessages: gmsOf(game)
      .filter((gm) => gm.id !== you.id)
      .map((gm) => ({ userId: gm.id, message: { content: `Private roll in your game (channel ${game.channelId}):`, embeds: [embed] } })),
    events,
  };
}

/** What the roll changed on a character, told to his player (his numbers and chits are his and the GM's), and what he now owes. */
function withCharacterChanges(result: CommandResult, { events, state }: Committed): CommandResult {
  const changes = events.filter((e) => e.type === 'play.numbers-set' || e.type === 'play.owed' || e.type === 'play.sheet-set');
  if (changes.length === 0) return result;
  const userId = (changes[0]!.payload as { userId: string }).userId;
  const lines = changes.map((e) => {
    if (e.type === 'play.numbers-set') {
      const p = e.payload as PlayEventPayloads['play.numbers-set'];
      return `Gold ${p.before} → ${p.after}.`;
    }
    if (e.type === 'play.owed') {
      const p = e.payload as PlayEventPayloads['play.owed'];
      return `You owe ${owedText(p.owed)} (${p.owed.cause})${p.rolled?.length ? `, the die: ${p.rolled.join(', ')}` : ''}.`;
    }
    return `${(e.payload as PlayEventPayloads['play.sheet-set']).what}.`;
  });
  const told = { userId, message: { embeds: [noticeEmbed(`🔒 What the roll did to ${findPlayer(state, userId)?.character ?? 'your character'}`, lines.join('\n'))] } };
  return { ...result, privateMessages: [...(result.privateMessages ?? []), told, ...owedAsks(state, [userId])] };
}

export const rollCommand: CommandSpec = {
  name: 'roll',
  description: 'Roll dice, or roll on a table of the rules',
  subcommands: [
    {
      name: 'dice',
      description: 'Roll dice in free notation: 2d6, 1d6+2, 2d6kh1',
      example: '/roll dice notation:2d6kh1',
      keepInPrivatePlace: (o) => o.private === true || o.private === 'true',
      ephemeral: (o) => o.private === true,
      options: [
        { name: 'notation', description: 'Dice notation, e.g. 2d6, 1d6+2, 4d6kh3', type: 'string', required: true, maxLength: 100 },
        { name: 'private', description: 'Only you and the GM see the result', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'rolls.dice', notation: ctx.options.notation as string, private: (ctx.options.private as boolean | undefined) ?? false });
        return rollResult(ctx, committed, (e) => diceRollEmbed(e.payload as RollEventPayloads['rolls.dice-rolled']));
      },
    },
    {
      name: 'table',
      description: 'Roll on a table of the rules (bounty, steal, offroad, missile, …)',
      example: '/roll table name:offroad column:mountains modifier:1',
      keepInPrivatePlace: (o) => o.private === true || o.private === 'true',
      ephemeral: (o) => o.private === true,
      options: [
        {
          name: 'name',
          description: 'The table',
          type: 'string',
          required: true,
          maxLength: 60,
          autocomplete: (typed) => searchTables(typed).map((t) => ({ name: `${t.name} — ${t.title}`.slice(0, 100), value: t.name })),
        },
        { name: 'modifier', description: 'Added to the roll (negative subtracts)', type: 'integer', minValue: -20, maxValue: 20 },
        {
          name: 'column',
          description: 'The column, where the table has several (offroad: mountains, caves, other)',
          type: 'string',
          maxLength: 60,
          autocomplete: (typed, ctx) => {
            const table = findTable(String(ctx.invocation.options.name ?? ''));
            if (table?.columnMode !== 'choose') return [];
            return table.columns.filter((c) => c.key.startsWith(typed.toLowerCase())).map((c) => ({ name: c.label, value: c.key }));
          },
        },
        { name: 'private', description: 'Only you and the GM see the result', type: 'boolean' },
        { name: 'attackers', description: 'Stumble: attackers on your sheet', type: 'integer', minValue: 0, maxValue: 20 },
        { name: 'own-time', description: 'Stumble: your move time; fumble/missile: your attack time', type: 'integer', minValue: 0, maxValue: 8 },
        { name: 'their-time', description: 'Stumble: fastest attacker move time; fumble/missile: target maneuver (none = 8)', type: 'integer', minValue: 0, maxValue: 8 },
        { name: 'intercepted', description: 'Fumble/missile: did your attack intercept the target\'s direction?', type: 'boolean' },
        { name: 'player', description: 'Magic Realm: whose character the result changes (yours when left out; GM: anyone)', type: 'user' },
      ],
      handler: async (ctx) => {
        const name = ctx.options.name as string;
        const table = findTable(name);
        const roll = {
          table: table?.name ?? name,
          column: ctx.options.column as string | undefined,
          modifiers: tableModifiers(table?.name ?? name, ctx.options),
          private: (ctx.options.private as boolean | undefined) ?? false,
        };
        // A table whose rows change a Magic Realm character (gold, wounds, rest: table-effects.ts) rolls for him.
        const player = ctx.options.player as string | undefined;
        const game = await ctx.services.store.channelGame(ctx.invocation.channelId);
        const forCharacter = game?.ruleset === 'magic-realm' && (player !== undefined || (hasEffects(roll.table) && findPlayer(game, ctx.invocation.user.id) !== undefined));
        const committed = await act(ctx, forCharacter ? { type: 'play.table', ...roll, ...(player ? { player } : {}) } : { type: 'rolls.table', ...roll });
        const result = rollResult(ctx, committed, (e) => {
          const p = e.payload as RollEventPayloads['rolls.table-rolled'];
          const t = findTable(p.table)!;
          return tableRollEmbed(p, t.columnMode === 'choose' && t.columns.length > 1 ? (t.columns.find((c) => c.key === p.column)?.label ?? '') : '');
        });
        return forCharacter ? withCharacterChanges(result, committed) : result;
      },
    },
  ],
};
