/**
 * `/duel` (issue 15; RPG-C20–C32): two wizards' duel. The ritual's steps in turn — challenge, the length, the stakes,
 * the victory condition — then initiative and the cards, each chosen in secret by both at once (the channel sees a
 * ✔), revealed together and resolved in initiative order by the bot. Life points stay hidden from the opponent and
 * the table (C20): each duellist is told his own in his private place, the GM sees both with `/duel show`; the
 * channel's picture shows neither.
 */
import { wizardWords } from '../engine/rulesets/mtg-rpg/wizards/view.js';
import type { StoredEvent } from '../engine/core/types.js';
import { cardLabel, DUEL_LENGTHS, duelsViewFor, LENGTH_LABEL, QUICK_CARDS, STAKES, STAKES_LABEL, VICTORIES, VICTORY_LABEL } from '../engine/rulesets/mtg-rpg/duels/view.js';
import type { DuelEventPayloads, DuelView } from '../engine/rulesets/mtg-rpg/duels/types.js';
import type { GameState } from '../engine/core/state.js';
import { noticeEmbed } from '../render/embeds.js';
import { calling, COLORS, later, mention, type Embed, type MessagePayload } from '../render/message.js';
import { renderDuel } from '../render/pictures.js';
import { currentGame, type ActionBody } from './game-context.js';
import { secretStep, suggestHand, type SecretStepWords } from './secret-steps.js';
import type { CommandSpec, HandlerContext } from './types.js';

type P<K extends keyof DuelEventPayloads> = DuelEventPayloads[K];
const publicViewer = { userId: '' };

/** The duel an action's events belong to, as a viewer may see it. */
function duelView(state: GameState, viewer: { userId: string }, id: number): DuelView | undefined {
  return duelsViewFor(state, viewer)?.find((d) => d.id === id);
}

/** The public lines of an action's duel events, in order (nothing secret: those events are his and the GM's). */
function duelLines(state: GameState, view: DuelView, events: readonly StoredEvent[]): string[] {
  const name = (id: string) => view.names[id] ?? id;
  const words = (id: string) => wizardWords(state, id);
  const lines: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'duels.challenged':
        lines.push(`⚔ ${name(view.challenger)} challenges ${name(view.defender)} to a duel. ${mention(view.defender)}: accept with a length (e.g. /duel accept length:${DUEL_LENGTHS[0]}; the lengths: ${DUEL_LENGTHS.join(', ')}) or refuse (/duel refuse).`);
        break;
      case 'duels.refused':
        lines.push(`${name(view.defender)} refuses the challenge: ${name(view.challenger)} is bound by no rules against ${words(view.defender).object} (RPG-C25).`);
        break;
      case 'duels.length-set':
        lines.push(`${name(view.defender)} accepts: **${LENGTH_LABEL[(e.payload as P<'duels.length-set'>).length]}**. ${mention(view.challenger)}: set the stakes (/duel stakes).`);
        break;
      case 'duels.stakes-set':
        lines.push(`The stakes: **${STAKES_LABEL[(e.payload as P<'duels.stakes-set'>).stakes]}**. ${mention(view.defender)}: set the victory condition (/duel victory).`);
        break;
      case 'duels.victory-set':
        lines.push(`The victory condition: **${VICTORY_LABEL[(e.payload as P<'duels.victory-set'>).victory]}**.`);
        break;
      case 'duels.began':
        lines.push(`The duel begins: both draw up to their hand size${view.stakes === 'ante' ? ' and set aside their ante card' : ''}. Each chooses an initiative card in secret: /duel initiative.`);
        break;
      case 'duels.choice-noted':
        lines.push(`✔ ${name((e.payload as P<'duels.choice-noted'>).userId)} has chosen (${(e.payload as P<'duels.choice-noted'>).step}).`);
        break;
      case 'duels.initiative-decided': {
        const p = e.payload as P<'duels.initiative-decided'>;
        const cards = Object.entries(p.cards).map(([id, c]) => `${name(id)}: ${c ?? 'no card'}`).join(', ');
        lines.push(`Initiative (${cards}${p.tieDraws ? `; a tie, broken by ${p.tieDraws} card${p.tieDraws === 1 ? '' : 's'} drawn` : ''}): **${name(p.winner)}** wins; ${name(p.order[0])} plays first.`);
        lines.push(QUICK_CARDS[view.length!] ? 'Each chooses a card in secret: /duel play card:<name>.' : 'The duel is played at the table: the GM applies life changes (/duel life) and ends each turn (/duel turn).');
        break;
      }
      case 'duels.turn-revealed': {
        const t = (e.payload as P<'duels.turn-revealed'>).turn;
        lines.push(`**Turn ${t.n}**: ${t.plays.map((x) => `${name(x.userId)} — ${x.card ?? 'no card'}: ${x.did}`).join('; ')}.`);
        break;
      }
      case 'duels.turn-ended':
        lines.push(`Turn ${(e.payload as P<'duels.turn-ended'>).turn} is over.`);
        break;
      case 'duels.adjusted':
        lines.push(`The GM changes ${name((e.payload as P<'duels.adjusted'>).userId)}'s life points.`);
        break;
      case 'duels.yielded':
        lines.push(`${name((e.payload as P<'duels.yielded'>).userId)} yields.`);
        break;
      case 'duels.over': {
        const p = e.payload as P<'duels.over'>;
        lines.push(p.result ? `🏆 **${name(p.result.winner)}** wins the duel: ${name(p.result.loser)} — ${p.result.why}.${p.anteWon ? ` The ante won: ${p.anteWon}.` : ''}` : 'The duel is called off.');
        // D83: a wizard who falls unconscious losing a duel has his magic items checked.
        if (p.result?.why === 'unconscious') lines.push(`${name(p.result.loser)} fell unconscious losing the duel: the GM checks ${words(p.result.loser).possessive} magic items (/fight item-check, RPG-D83).`);
        break;
      }
      case 'duels.backlash': {
        const p = e.payload as P<'duels.backlash'>;
        lines.push(p.winner ? `Karmic backlash: ${name(p.userId)} did not honour the terms and taps no land until ${words(p.userId).subject} ${words(p.userId).verb('makes')} restitution (RPG-C29).` : `${name(p.userId)}'s karmic backlash is lifted.`);
        break;
      }
    }
  }
  // After a tie at the end of the cards, the duel goes on (R31).
  const revealed = events.some((e) => e.type === 'duels.turn-revealed');
  const cards = QUICK_CARDS[view.length ?? '1-card'];
  if (revealed && view.stage === 'playing' && cards !== undefined && view.turn > cards) lines.push('A tie: another card each, until one wins (RPG-C21.6).');
  return lines;
}

/** The duel's message for the channel: its lines, and the picture drawn for nobody's eyes (no life points on it). */
function channelMessage(state: GameState, events: readonly StoredEvent[]): MessagePayload | undefined {
  const id = (events.find((e) => e.type.startsWith('duels.') && typeof (e.payload as { id?: unknown }).id === 'number')?.payload as { id?: number } | undefined)?.id;
  if (id === undefined) return undefined;
  const view = duelView(state, publicViewer, id);
  if (!view) return undefined;
  const lines = duelLines(state, view, events);
  const picture = events.some((e) => e.type === 'duels.turn-revealed' || e.type === 'duels.over' || e.type === 'duels.initiative-decided');
  const embed: Embed = {
    title: `⚔ ${view.names[view.challenger]} against ${view.names[view.defender]}`,
    color: COLORS.info,
    description: lines.join('\n') || 'Done.',
    ...(picture ? { image: { url: 'attachment://duel.png' } } : {}),
  };
  return { ...calling(calledBy(view, events)), embeds: [embed], ...(picture ? { files: [{ name: 'duel.png', data: later(() => renderDuel(view)) }] } : {}) };
}

/** Whom the ritual's step calls to answer (his phone rings): the defender to a challenge and to the stakes, the challenger to the length. */
function calledBy(view: DuelView, events: readonly StoredEvent[]): string[] {
  const last = [...events].reverse().find((e) => e.type === 'duels.challenged' || e.type === 'duels.length-set' || e.type === 'duels.stakes-set' || e.type === 'duels.victory-set');
  if (!last || last.type === 'duels.victory-set') return [];
  return [last.type === 'duels.length-set' ? view.challenger : view.defender];
}

/** A duellist's own state: his life points in the duel (or after it) and his hand. His and the GM's. */
function ownEmbed(state: GameState, userId: string): Embed {
  const w = state.wizards?.[userId];
  const d = [...(state.duels ?? [])].reverse().find((x) => x.challenger === userId || x.defender === userId);
  const lib = w?.library;
  const life = d && d.stage !== 'over' ? d.life[userId] : undefined;
  const hand = lib ? lib.hand.map((i) => cardLabel(lib.cards[i]!)).join(' · ') || 'empty' : 'no library';
  return {
    title: `🔒 ${w?.name ?? 'Your wizard'} in the duel`,
    color: COLORS.private,
    description: [life !== undefined ? `Your life points: **${life}** (hidden from your opponent).` : `The duel is over. Life points lost: ${w?.damage ?? 0}.`, `Your hand: ${hand}`].join('\n'),
  };
}

/** A duel's words for its steps (secret-steps.ts). */
const DUEL_WORDS: SecretStepWords = {
  channel: (state, events) => channelMessage(state, events) ?? { embeds: [noticeEmbed('Duel', 'Done.')] },
  touching: ['duels.life', 'duels.library', 'duels.wizard-after'],
  own: ownEmbed,
};
const step = (ctx: HandlerContext, action: ActionBody, opts: { secret?: string } = {}) => secretStep(ctx, action, DUEL_WORDS, opts.secret);

const playerOption = (description: string, required = true) => ({ name: 'player', description, type: 'user' as const, required });

export const duelCommand: CommandSpec = {
  slow: true,
  name: 'duel',
  description: 'MtG RPG: a wizards’ duel — challenge, terms, initiative, cards chosen in secret',
  subcommands: [
    {
      name: 'challenge',
      description: 'Challenge another wizard to a duel (RPG-C25)',
      example: '/duel challenge opponent:@carol',
      options: [{ name: 'opponent', description: 'The wizard you challenge', type: 'user', required: true }],
      handler: (ctx) => step(ctx, { type: 'duels.challenge', opponent: ctx.options.opponent as string } as ActionBody),
    },
    {
      name: 'accept',
      description: 'Challenged: accept, and set the duel’s length (RPG-C26)',
      example: '/duel accept length:3-cards',
      options: [{ name: 'length', description: 'Quick duels of 1, 3 or 7 cards; 5–15 turns or a full deck at the table', type: 'string', required: true, choices: DUEL_LENGTHS.map((l) => ({ name: l, value: l })) }],
      handler: (ctx) => step(ctx, { type: 'duels.accept', length: ctx.options.length as string } as ActionBody),
    },
    {
      name: 'refuse',
      description: 'Challenged: refuse (the challenger is then bound by no rules against you)',
      example: '/duel refuse',
      options: [],
      handler: (ctx) => step(ctx, { type: 'duels.refuse' } as ActionBody),
    },
    {
      name: 'stakes',
      description: 'Challenger: proclaim the stakes (RPG-C27)',
      example: '/duel stakes stakes:ante',
      options: [{ name: 'stakes', description: 'What the winner gains', type: 'string', required: true, choices: STAKES.map((s) => ({ name: STAKES_LABEL[s], value: s })) }],
      handler: (ctx) => step(ctx, { type: 'duels.stakes', stakes: ctx.options.stakes as string } as ActionBody),
    },
    {
      name: 'victory',
      description: 'Challenged: set the victory condition; the duel begins (RPG-C28)',
      example: '/duel victory condition:most-life',
      options: [{ name: 'condition', description: 'How the duel is won', type: 'string', required: true, choices: VICTORIES.map((v) => ({ name: VICTORY_LABEL[v], value: v })) }],
      handler: (ctx) => step(ctx, { type: 'duels.victory', victory: ctx.options.condition as string } as ActionBody),
    },
    {
      name: 'initiative',
      description: 'In secret: a card for initiative (or none: DX alone), and who plays first if you win',
      example: '/duel initiative first:me',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [
        { name: 'first', description: 'If you win the initiative: you play first, or your opponent does', type: 'string', required: true, choices: [{ name: 'me', value: 'me' }, { name: 'my opponent', value: 'opponent' }] },
        { name: 'card', description: 'A card of your hand, added to DX (left out: none)', type: 'string', maxLength: 100, autocomplete: suggestHand },
      ],
      handler: (ctx) =>
        step(ctx, { type: 'duels.initiative', first: ctx.options.first as string, ...(ctx.options.card ? { card: ctx.options.card as string } : {}) } as ActionBody, {
          secret: `Initiative: ${(ctx.options.card as string | undefined) ?? 'no card'}; if you win, ${ctx.options.first === 'me' ? 'you play first' : 'your opponent plays first'}. Nobody else sees it until both have chosen.`,
        }),
    },
    {
      name: 'play',
      description: 'In secret: your card for this turn of a quick duel',
      example: '/duel play card:Shock',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [{ name: 'card', description: 'A card of your hand', type: 'string', required: true, maxLength: 100, autocomplete: suggestHand }],
      handler: (ctx) => step(ctx, { type: 'duels.play', card: ctx.options.card as string } as ActionBody, { secret: `Your card: ${ctx.options.card as string}. Nobody else sees it until both have chosen.` }),
    },
    {
      name: 'yield',
      description: 'Yield the duel (you lose it), or withdraw before it begins',
      example: '/duel yield',
      options: [],
      handler: (ctx) => step(ctx, { type: 'duels.yield' } as ActionBody),
    },
    {
      name: 'life',
      description: 'GM: change a duellist’s life points (a card only you can read; a duel at the table)',
      example: '/duel life player:@bob change:-3',
      ephemeral: () => true,
      options: [playerOption('The duellist'), { name: 'change', description: 'Life points: -3 takes three, 2 gives two', type: 'integer', required: true, minValue: -99, maxValue: 99 }],
      handler: (ctx) => step(ctx, { type: 'duels.life', player: ctx.options.player as string, change: ctx.options.change as number } as ActionBody, { secret: `${ctx.options.change as number} life points applied; the table is told only that you changed them.` }),
    },
    {
      name: 'turn',
      description: 'GM: a turn of a duel played at the table is over (5–15 turns)',
      example: '/duel turn player:@bob',
      options: [playerOption('One of the duellists')],
      handler: (ctx) => step(ctx, { type: 'duels.turn', player: ctx.options.player as string } as ActionBody),
    },
    {
      name: 'end',
      description: 'GM: end a duel with its winner (a full-deck duel), or call it off',
      example: '/duel end player:@bob winner:@carol',
      options: [playerOption('One of the duellists'), { name: 'winner', description: 'Who won (left out: called off)', type: 'user' }],
      handler: (ctx) => step(ctx, { type: 'duels.end', player: ctx.options.player as string, ...(ctx.options.winner ? { winner: ctx.options.winner as string } : {}) } as ActionBody),
    },
    {
      name: 'backlash',
      description: 'GM: a loser who did not honour the terms taps no land until restitution (RPG-C29)',
      example: '/duel backlash player:@bob on:true',
      options: [playerOption('The loser'), { name: 'on', description: 'True: the backlash falls; false: restitution made, it is lifted', type: 'boolean', required: true }],
      handler: (ctx) => step(ctx, { type: 'duels.backlash', player: ctx.options.player as string, on: ctx.options.on as boolean } as ActionBody),
    },
    {
      name: 'show',
      description: 'The duel as you may see it: your own life points, the GM both; the latest if none is on',
      example: '/duel show',
      ephemeral: () => true,
      options: [playerOption('Whose duel (yours when left out)', false)],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const who = (ctx.options.player as string | undefined) ?? ctx.invocation.user.id;
        const views = (duelsViewFor(game, { userId: ctx.invocation.user.id }) ?? []).filter((d) => d.challenger === who || d.defender === who);
        const view = views.find((d) => d.stage !== 'over') ?? views.at(-1);
        if (!view) return { reply: { ephemeral: true, embeds: [noticeEmbed('No duel', 'No duel yet: /duel challenge opponent:@someone.')] } };
        const life = Object.entries(view.life).map(([id, l]) => `${view.names[id]}: ${l}`).join(' · ');
        const embed: Embed = {
          title: `⚔ ${view.names[view.challenger]} against ${view.names[view.defender]}`,
          color: COLORS.info,
          description: [view.stage === 'over' ? (view.result ? `${view.names[view.result.winner]} won: ${view.result.why}.` : 'Called off.') : `Now: ${stageText(view)}.`, life ? `🔒 Life points you may see: ${life}` : 'Life points: hidden.', view.mine ? `🔒 Your choice: ${view.mine}` : ''].filter(Boolean).join('\n'),
          image: { url: 'attachment://duel.png' },
        };
        return { reply: { ephemeral: true, embeds: [embed], files: [{ name: 'duel.png', data: later(() => renderDuel(view)) }] } };
      },
    },
  ],
};

function stageText(v: DuelView): string {
  switch (v.stage) {
    case 'challenged':
      return `${v.names[v.defender]} accepts with a length or refuses`;
    case 'stakes':
      return `${v.names[v.challenger]} sets the stakes`;
    case 'victory':
      return `${v.names[v.defender]} sets the victory condition`;
    case 'initiative':
      return `initiative, chosen in secret (${v.chosen.length} of 2 chosen)`;
    case 'playing':
      return QUICK_CARDS[v.length!] ? `turn ${v.turn}, cards chosen in secret (${v.chosen.length} of 2 chosen)` : `turn ${v.turn}, played at the table`;
    default:
      return 'over';
  }
}
