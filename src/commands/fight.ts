/**
 * `/fight` (issue 15; RPG-C): wizards against the GM's monsters. The GM starts it with the monsters as creature cards;
 * each wizard chooses an initiative card in secret; then each acts on his turn — a spell, a blow, a grapple, a pass —
 * and the GM runs the monsters' attacks, which the target may dodge with a card. The table sees what happens, never
 * a wizard's life points: each is told his own in his private place, the GM sees all with `/fight show`.
 */
import { RuleError, type StoredEvent } from '../engine/core/types.js';
import type { GameState } from '../engine/core/state.js';
import { cardLabel, currentFight, fightsViewFor } from '../engine/rulesets/mtg-rpg/fights/view.js';
import type { FightEventPayloads, FightView } from '../engine/rulesets/mtg-rpg/fights/types.js';
import { noticeEmbed } from '../render/embeds.js';
import { calling, COLORS, type Embed, type MessagePayload } from '../render/message.js';
import { currentGame, type ActionBody } from './game-context.js';
import { secretStep, suggestHand, type SecretStepWords } from './secret-steps.js';
import type { AutocompleteContext, Choice, CommandSpec, HandlerContext } from './types.js';


/** The table's message: the step's words, and who acts now (a wizard is mentioned). */
function channelMessage(state: GameState, events: readonly StoredEvent[]): MessagePayload {
  const lines = events.filter((e) => e.type === 'fights.told' || e.type === 'fights.item-checked').flatMap((e) => (e.payload as FightEventPayloads['fights.told']).lines);
  const f = currentFight(state);
  const now = f?.stage === 'acting' ? (f.pending ? f.pending.target : f.order[f.at]) : undefined;
  const wizard = now && state.wizards?.[now] ? now : undefined;
  return { ...(wizard ? calling([wizard]) : {}), embeds: [{ title: '⚔ The fight', color: COLORS.info, description: lines.join('\n') || 'Done.' }] };
}

function ownEmbed(state: GameState, userId: string): Embed {
  const w = state.wizards?.[userId];
  const f = [...(state.fights ?? [])].reverse().find((x) => x.wizards.some((y) => y.userId === userId));
  const fw = f?.wizards.find((y) => y.userId === userId);
  const lib = w?.library;
  const hand = lib ? lib.hand.map((i) => cardLabel(lib.cards[i]!)).join(' · ') || 'empty' : 'no library';
  const life = f && f.stage !== 'over' && fw ? `Your life points: **${fw.life}** (hidden from the table).` : `The fight is over. Life points lost: ${w?.damage ?? 0}.`;
  return { title: `🔒 ${w?.name ?? 'Your wizard'} in the fight`, color: COLORS.private, description: `${life}\nYour hand: ${hand}` };
}

/** A fight's words for its steps (secret-steps.ts). */
const FIGHT_WORDS: SecretStepWords = { channel: channelMessage, touching: ['fights.life', 'fights.library', 'fights.wizard-after'], own: ownEmbed };
const step = (ctx: HandlerContext, action: ActionBody, opts: { secret?: string } = {}) => secretStep(ctx, action, FIGHT_WORDS, opts.secret);

async function suggestMonster(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const f = currentFight(await currentGame(ctx));
  return (f?.monsters ?? []).filter((m) => !m.dead && m.name.toLowerCase().includes(typed.trim().toLowerCase())).slice(0, 25).map((m) => ({ name: m.name, value: m.name }));
}

const target = { name: 'target', description: 'The monster', type: 'string' as const, required: true, maxLength: 100, autocomplete: suggestMonster };
const card = (description: string, required = true) => ({ name: 'card', description, type: 'string' as const, required, maxLength: 100, autocomplete: suggestHand });

function showEmbed(v: FightView): Embed {
  const name = (id: string) => v.monsters.find((m) => m.id === id)?.name ?? v.wizards.find((w) => w.userId === id)?.name ?? id;
  const lines = [
    `Round ${v.round} · ${v.stage === 'initiative' ? `initiative (${v.chosen.length} of ${v.wizards.length} chosen)` : v.stage === 'over' ? 'over' : `now: ${name(v.pending?.target ?? v.now ?? '')}${v.pending ? ` (answering ${name(v.pending.monster)}'s attack)` : ''}`}`,
    `Monsters: ${v.monsters.map((m) => `${m.name} ${m.power}/${m.toughness}${m.dead ? ' (down)' : m.life !== undefined ? ` — ${m.life} LP, reserve ${m.reserve} mana` : ''}${v.grappled[m.id] ? ` (held by ${name(v.grappled[m.id]!)})` : ''}`).join(', ')}`,
    `Wizards: ${v.wizards.map((w) => `${w.name}${w.life !== undefined ? ` — 🔒 ${w.life} LP` : ''}${w.down ? ' (down)' : ''}${w.armour ? `, DR ${w.armour}` : ''}`).join(', ')}`,
    v.order.length ? `Order: ${v.order.map(name).join(', ')}` : '',
  ];
  return { title: '⚔ The fight', color: COLORS.info, description: lines.filter(Boolean).join('\n') };
}

export const fightCommand: CommandSpec = {
  name: 'fight',
  description: 'MtG RPG: wizards against monsters — initiative, spells, blows, dodges',
  subcommands: [
    {
      name: 'start',
      description: 'GM: a fight with monsters, as creature cards; every wizard with a library takes part',
      example: '/fight start monsters:"1 Uthden Troll 1RR | creature 2/2; 2 Goblin R | creature 1/1"',
      options: [{ name: 'monsters', description: 'Creature cards split by ;: 1 Uthden Troll 1RR | creature 2/2', type: 'string', required: true, maxLength: 2000 }],
      handler: (ctx) => step(ctx, { type: 'fights.start', monsters: ctx.options.monsters as string } as ActionBody),
    },
    {
      name: 'initiative',
      description: 'In secret: a card of your hand for initiative (left out: DX alone)',
      example: '/fight initiative',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [card('A card of your hand, added to DX (left out: none)', false)],
      handler: (ctx) => step(ctx, { type: 'fights.initiative', ...(ctx.options.card ? { card: ctx.options.card as string } : {}) } as ActionBody, { secret: `Initiative: ${(ctx.options.card as string | undefined) ?? 'no card'}.` }),
    },
    {
      name: 'cast',
      description: 'On your turn: cast a spell of your hand, at a monster or on yourself',
      example: '/fight cast card:Shock target:Goblin',
      options: [card('A spell of your hand'), { ...target, required: false, description: 'The monster (a damage spell)' }],
      handler: (ctx) => step(ctx, { type: 'fights.cast', card: ctx.options.card as string, ...(ctx.options.target ? { target: ctx.options.target as string } : {}) } as ActionBody),
    },
    {
      name: 'strike',
      description: 'On your turn: a blow with your weapon — your ST, +1 per Weapon Specialization (RPG-C16)',
      example: '/fight strike target:Goblin',
      options: [target],
      handler: (ctx) => step(ctx, { type: 'fights.strike', target: ctx.options.target as string } as ActionBody),
    },
    {
      name: 'grapple',
      description: 'On your turn: grapple a monster — the higher of ST and DX on each side (RPG-C38)',
      example: '/fight grapple target:Goblin',
      options: [target],
      handler: (ctx) => step(ctx, { type: 'fights.grapple', target: ctx.options.target as string } as ActionBody),
    },
    {
      name: 'pass',
      description: 'On your turn: pass, or hold your action to dodge later (RPG-C10); lets go of a grapple',
      example: '/fight pass hold:true',
      options: [{ name: 'hold', description: 'Hold your action to dodge later this round', type: 'boolean' }],
      handler: (ctx) => step(ctx, { type: 'fights.pass', ...(ctx.options.hold ? { hold: true } : {}) } as ActionBody),
    },
    {
      name: 'dodge',
      description: 'Answer an attack: dodge with a card (Dodge + card > power + toughness); /fight take takes the blow',
      example: '/fight dodge card:Shock',
      options: [card('A card of your hand: its value is added to your Dodge total')],
      handler: (ctx) => step(ctx, { type: 'fights.dodge', card: ctx.options.card as string } as ActionBody),
    },
    {
      name: 'take',
      description: 'Answer an attack without a dodge: you take the blow (its power less your DR)',
      example: '/fight take',
      options: [],
      handler: (ctx) => step(ctx, { type: 'fights.take' } as ActionBody),
    },
    {
      name: 'attack',
      description: 'GM: the monster whose turn it is attacks a wizard (it always hits: power less the DR)',
      example: '/fight attack player:@bob',
      options: [{ name: 'player', description: 'The wizard it attacks', type: 'user', required: true }],
      handler: (ctx) => step(ctx, { type: 'fights.attack', target: ctx.options.player as string } as ActionBody),
    },
    {
      name: 'wait',
      description: 'GM: the monster whose turn it is does not attack (one held in a grapple cannot)',
      example: '/fight wait',
      options: [],
      handler: (ctx) => step(ctx, { type: 'fights.monster-pass' } as ActionBody),
    },
    {
      name: 'armour',
      description: 'GM: what a wizard wears — armour and shield points (at most 2 unless magical); no spells in it',
      example: '/fight armour player:@bob points:2',
      options: [{ name: 'player', description: 'The wizard', type: 'user', required: true }, { name: 'points', description: 'Armour points: padded 1, chain shirt 1, plate 2, shield 1', type: 'integer', required: true, minValue: 0, maxValue: 6 }, { name: 'magical', description: 'Magical armour: its points are not capped at 2', type: 'boolean' }],
      handler: (ctx) => step(ctx, { type: 'fights.armour', player: ctx.options.player as string, points: ctx.options.points as number, ...(ctx.options.magical ? { magical: true } : {}) } as ActionBody),
    },
    {
      name: 'life',
      description: 'GM: change a wizard’s or a monster’s life points (a card only you read, a wound, a healing)',
      example: '/fight life player:@bob change:-2',
      ephemeral: () => true,
      options: [
        { name: 'change', description: 'Life points: -3 takes three, 2 gives two', type: 'integer', required: true, minValue: -99, maxValue: 99 },
        { name: 'player', description: 'The wizard', type: 'user' },
        { name: 'monster', description: 'The monster', type: 'string', maxLength: 100, autocomplete: suggestMonster },
      ],
      handler: async (ctx) => {
        await currentGame(ctx);
        const who = (ctx.options.player as string | undefined) ?? (ctx.options.monster as string | undefined);
        if (!who) throw new RuleError('whose life points?', 'name a wizard with player:@… or a monster with monster:…');
        return step(ctx, { type: 'fights.life', who, change: ctx.options.change as number } as ActionBody, { secret: `${ctx.options.change as number} life points applied; the table is told only that you changed them.` });
      },
    },
    {
      name: 'stabilise',
      description: 'GM: a bleeding wizard is stabilised (DC 9 Stabilize Self, a DC 6 Healing, magic: RPG-C34)',
      example: '/fight stabilise player:@carol',
      options: [{ name: 'player', description: 'The wizard', type: 'user', required: true }],
      handler: (ctx) => step(ctx, { type: 'fights.stabilise', player: ctx.options.player as string } as ActionBody),
    },
    {
      name: 'item-check',
      description: 'GM: an item’s destruction check — a referee card of its toughness or more destroys it (RPG-D84)',
      example: '/fight item-check item:"Wand of Bolts" toughness:1',
      options: [{ name: 'item', description: 'The item', type: 'string', required: true, maxLength: 100 }, { name: 'toughness', description: 'The mana cost of the spell that made it', type: 'integer', required: true, minValue: 0, maxValue: 20 }],
      handler: (ctx) => step(ctx, { type: 'fights.item-check', item: ctx.options.item as string, toughness: ctx.options.toughness as number } as ActionBody),
    },
    {
      name: 'end',
      description: 'GM: end the fight (the monsters flee, the wizards flee, or it is over)',
      example: '/fight end',
      options: [],
      handler: (ctx) => step(ctx, { type: 'fights.end' } as ActionBody),
    },
    {
      name: 'show',
      description: 'The fight as you may see it: your own life points (the GM: every figure)',
      example: '/fight show',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const views = fightsViewFor(game, { userId: ctx.invocation.user.id }) ?? [];
        const view = views.find((v) => v.stage !== 'over') ?? views.at(-1);
        if (!view) return { reply: { ephemeral: true, embeds: [noticeEmbed('No fight', 'No fight yet: the GM starts one with /fight start.')] } };
        return { reply: { ephemeral: true, embeds: [showEmbed(view)] } };
      },
    },
  ],
};
