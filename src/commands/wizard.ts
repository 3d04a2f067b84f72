/**
 * `/wizard` (issue 15): the MtG RPG's wizards. `create` checks a new wizard against the seed's rules of creation and
 * keeps his sheet his and the GM's (the table learns his name, calling and colour); `show` shows a sheet as the
 * viewer may see it. What a wizard does in his sanctuary between adventures (training, research, crafting) is
 * `/sanctuary` (sanctuary.ts): one command could not hold both within Discord's 4,000 characters a command.
 */
import { PRONOUNS, pronounWords } from '../engine/pronouns.js';
import {
  ATTRIBUTE_COLOUR,
  ATTRIBUTES,
  CALLINGS,
  cantripCasts,
  cantripsKnown,
  cardLabel,
  carriesPounds,
  COLOURS,
  DEMEANORS,
  dodgesPerTurn,
  enduranceDc,
  exampleLibrary,
  fatiguePenalty,
  landMinutes,
  parseLibraryList,
  RENEWALS,
  SCORE_LABELS,
  skillTotal,
  spellMinutes,
  spellRangeYards,
  unusableFeats,
  widenTargets,
  wizardViewFor,
  wizardWords,
} from '../engine/rulesets/mtg-rpg/wizards/view.js';
import type { WizardEventPayloads, WizardView } from '../engine/rulesets/mtg-rpg/wizards/types.js';
import { noticeEmbed } from '../render/embeds.js';
import { renderWizardSheet } from '../render/pictures.js';
import { calling, COLORS, later, type Embed, type MessagePayload } from '../render/message.js';
import { act, currentGame, givenOptions, type ActionBody } from './game-context.js';
import type { CommandSpec } from './types.js';

/** A wizard's sheet as an embed: the whole of it for its owner and the GM, the public part for others. */
export function wizardEmbed(w: WizardView): Embed {
  const pw = pronounWords(w.pronouns);
  if (!w.sheet) return { title: w.name, color: COLORS.info, description: `${w.calling}${w.demeanor ? ` · ${w.demeanor.join(', ')}` : ''} · ${w.primary} mana\n${pw.Possessive} sheet, life points and hand are ${pw.own} and the GM's.` };
  const s = w.sheet;
  const n = s.numbers;
  const unusable = unusableFeats(s);
  return {
    title: `🔒 ${s.name}`,
    color: COLORS.private,
    description: `${s.calling} · ${s.demeanor?.join(', ') ?? 'no demeanor yet (e.g. /wizard persona demeanor:"Commanding, Lazy")'} · primary ${[s.primary, ...(s.moreColours ?? [])].join(' and ')} mana · renewal at ${[s.renewal, ...(s.moreRenewals ?? [])].join(', ')}${s.quickened?.length ? ` · quickened: ${s.quickened.join(', ')}` : ''}`,
    fields: [
      { name: 'Attributes', value: ATTRIBUTES.map((a) => `${a} ${s.attributes[a]} (${ATTRIBUTE_COLOUR[a]}, ${SCORE_LABELS[s.attributes[a]]})`).join(' · ') + (fatiguePenalty(s) ? ` — fatigued: −${fatiguePenalty(s)} each (RPG-C43)` : '') },
      { name: 'Skills (dots → total)', value: Object.entries(s.skills).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v} → ${skillTotal(s, k)}`).join(' · ') || 'none' },
      { name: 'Numbers', value: `Life ${n.lifePoints}${s.damage ? ` (${n.lifePoints - s.damage} now)` : ''} · hand ${n.handSize} · reserve ${n.reserve} · creatures ${n.creatures} · walk ${n.walk}, sprint ${n.sprint}, run ${n.run}` },
      { name: 'Feats, XP and gold', value: `${s.feats.map((f) => (unusable[f] ? `${f} (unusable until ${unusable[f]} returns)` : f)).join(', ') || 'no feats'} · ${s.xp} XP · ${s.gold === undefined ? 'no gold drawn yet (/wizard gold)' : `${s.gold} gp`}` },
      {
        name: 'In play',
        value: `at most ${s.attributes.CN + 1} enchantments on ${pw.reflexive} · lifts and carries ${carriesPounds(s.attributes.ST)} lb · summoned creatures stay ${s.attributes.CH} min outside a duel · cantrips: ${cantripsKnown(s)} known, ${cantripCasts(s)} casts a day · dodges ${dodgesPerTurn(s)} a turn · a spell reaches ${widenTargets(s)} opponent${widenTargets(s) === 1 ? '' : 's'} · outside a duel spells last ${spellMinutes(s)} min, land keeps its mana ${landMinutes(s)} min · range ${ATTRIBUTES.filter((a) => a !== 'CH').map((a) => `${ATTRIBUTE_COLOUR[a]} ${spellRangeYards(s.attributes[a], s)} yd`).join(', ')}`,
      },
      ...(s.cohorts?.length ? [{ name: 'Cohorts', value: s.cohorts.map((c) => `${c.name} ${c.power}/${c.toughness}${c.extras.length ? ` (${c.extras.join(', ')})` : ''}, carries ${carriesPounds(c.power)} lb`).join(' · ') }] : []),
      ...(s.backlash ? [{ name: 'Karmic backlash (RPG-C29)', value: `${pw.Subject} ${pw.verb('taps')} no land for mana until ${pw.subject} ${pw.verb('makes')} restitution to the winner of ${pw.possessive} duel, or the winner dies.` }] : []),
      ...(s.library
        ? [
            { name: 'Hand', value: s.library.hand.map((i) => cardLabel(s.library!.cards[i]!)).join(' · ') || 'empty' },
            { name: 'Library', value: `${s.library.deck.length} cards to draw · ${s.library.graveyard.length} in the graveyard · ${s.library.cards.length} in all${s.library.truncated ? ' (a truncated deck, RPG-C20)' : ''}` },
          ]
        : [{ name: 'Library', value: `none yet: /wizard library list:"${exampleLibrary(s, parseLibraryList)}"` }]),
    ],
  };
}

/** Suggestions for a demeanor list: the one being typed after the last comma, completed from the 80. */
function suggestDemeanor(typed: string): { name: string; value: string }[] {
  const cut = typed.lastIndexOf(',');
  const before = cut >= 0 ? `${typed.slice(0, cut + 1).trimEnd()} ` : '';
  const part = typed.slice(cut + 1).trim().toLowerCase();
  return DEMEANORS.filter((d) => d.toLowerCase().startsWith(part)).slice(0, 25).map((d) => ({ name: `${before}${d}`.slice(0, 100), value: `${before}${d}`.slice(0, 100) }));
}

/** When the GM acted for a player, the player is told in his private place too. */
export const toOwnerIfOther = (ctx: { invocation: { user: { id: string } } }, userId: string, message: MessagePayload) =>
  userId !== ctx.invocation.user.id ? { privateMessages: [{ userId, message }] } : {};


export const wizardCommand: CommandSpec = {
  name: 'wizard',
  description: 'MtG RPG: create your wizard, see the sheet',
  subcommands: [
    {
      name: 'create',
      description: 'Create your wizard: 10 attribute dots (at most 3 each), 20 skill dots, a primary colour, a calling',
      example: '/wizard create attributes:"ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1" skills:"Athletics 3, Awareness 3, Endurance 3, Larceny 3, Healing 2, Investigate 2, Arcane Knowledge 2, Wilderness Lore 2" primary:red calling:Adventurer renewal:sunrise',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [
        { name: 'attributes', description: 'ST, DX, CN, IQ, WS, CH with their dots: "ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1"', type: 'string', required: true, maxLength: 200 },
        { name: 'skills', description: '20 skill dots: "Athletics 3, Awareness 3, …" (Arcane Knowledge and Spell Research get 1 free)', type: 'string', required: true, maxLength: 600 },
        { name: 'primary', description: 'Your primary mana colour', type: 'string', required: true, choices: COLOURS.map((c) => ({ name: c, value: c })) },
        { name: 'calling', description: 'One of the 24 callings (others with the GM’s approval)', type: 'string', required: true, maxLength: 60, autocomplete: (typed) => CALLINGS.filter((c) => c.toLowerCase().includes(typed.toLowerCase())).slice(0, 25).map((c) => ({ name: c, value: c })) },
        { name: 'renewal', description: 'When your renewal period comes each day', type: 'string', required: true, choices: RENEWALS.map((r) => ({ name: r, value: r })) },
        { name: 'demeanor', description: 'One or more of the 80 demeanors: "Commanding, Lazy" (others with the GM’s approval)', type: 'string', maxLength: 200, autocomplete: suggestDemeanor },
        { name: 'pronouns', description: 'he, she or they (he when left out)', type: 'string', choices: PRONOUNS.map((p) => ({ name: p, value: p })) },
        { name: 'player', description: 'GM: whose wizard (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'wizards.create',
          attributes: o.attributes as string,
          skills: o.skills as string,
          primary: o.primary as string,
          calling: o.calling as string,
          renewal: o.renewal as string,
          ...givenOptions(o, { demeanor: 'demeanor', pronouns: 'pronouns', player: 'player' }, { onlySet: true }),
        } as ActionBody);
        const created = committed.events.find((e) => e.type === 'wizards.created')!.payload as WizardEventPayloads['wizards.created'];
        const intro = committed.events.find((e) => e.type === 'wizards.introduced')!.payload as WizardEventPayloads['wizards.introduced'];
        const mine = wizardViewFor(committed.state, { userId: created.userId })!.find((w) => w.userId === created.userId)!;
        return {
          reply: { ephemeral: true, embeds: [wizardEmbed(mine)] },
          channelPosts: [{ embeds: [noticeEmbed('A wizard joins the table', `${intro.name}: ${intro.calling}${intro.demeanor ? ` (${intro.demeanor.join(', ')})` : ''}, ${intro.primary} mana.`)] }],
          ...toOwnerIfOther(ctx, created.userId, { embeds: [wizardEmbed(mine)] }),
          events: committed.events,
        };
      },
    },
    {
      name: 'library',
      description: 'Your spell deck as a list: shuffled, and your hand drawn (only you and the GM see them)',
      example: '/wizard library list:"4 Lightning Bolt {R} | damage 3; 2 Hill Giant 3R | creature 3/3; 2 Shock R | damage 2; 12 Mountain"',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [
        { name: 'list', description: 'Split by ;: 4 Lightning Bolt R | damage 3; 2 Hill Giant 3R | creature 3/3; 12 Mountain', type: 'string', required: true, maxLength: 6000 },
        { name: 'player', description: 'GM: whose library (yours when left out)', type: 'user' },
        { name: 'truncated', description: 'A quick duel opponent’s truncated deck: exactly 7 lands + 14 spells (RPG-C20)', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'wizards.library', list: ctx.options.list as string, ...(ctx.options.player ? { player: ctx.options.player as string } : {}), ...(ctx.options.truncated ? { truncated: true } : {}) } as ActionBody);
        const set = committed.events.find((e) => e.type === 'wizards.library-set')!.payload as WizardEventPayloads['wizards.library-set'];
        const mine = wizardViewFor(committed.state, { userId: set.userId })!.find((w) => w.userId === set.userId)!;
        return {
          reply: { ephemeral: true, embeds: [wizardEmbed(mine)] },
          channelPosts: [{ embeds: [noticeEmbed('A library is set', `${set.name}'s library: ${set.cards.length} cards${set.truncated ? ', a truncated deck of 7 lands and 14 spells (RPG-C20)' : ''}, shuffled.`)] }],
          ...toOwnerIfOther(ctx, set.userId, { embeds: [wizardEmbed(mine)] }),
          events: committed.events,
        };
      },
    },
    {
      name: 'call',
      description: 'GM: call for a check from a wizard — a skill or attribute and a DC the wizard does not see',
      example: '/wizard call player:@bob what:"force the door" by:Athletics dc:9',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The wizard’s player', type: 'user', required: true },
        { name: 'what', description: 'What the wizard tries', type: 'string', required: true, maxLength: 200 },
        { name: 'by', description: 'The skill (Athletics, Awareness …) or attribute (ST, DX …)', type: 'string', required: true, maxLength: 40 },
        { name: 'dc', description: 'The difficulty: Average 6, Challenging 9, Daunting 12, Desperate 15', type: 'integer', required: true, minValue: 0, maxValue: 40 },
        { name: 'opposed', description: 'The DC is the other side’s total: a tie leaves things as they were (RPG-B8)', type: 'boolean' },
        { name: 'attempts', description: 'Earlier attempts at the same, where you allow a repeat: +3 DC each (RPG-B10)', type: 'integer', minValue: 0, maxValue: 5 },
        { name: 'helpers', description: 'Helpers whose DC 9 actions succeeded: +1 each (RPG-B11)', type: 'integer', minValue: 0, maxValue: 10 },
        { name: 'surprise', description: 'A surprise check (Awareness): within 3 of the DC the wizard acts in round 1 (RPG-C7)', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'wizards.call',
          player: o.player as string,
          what: o.what as string,
          by: o.by as string,
          dc: o.dc as number,
          ...givenOptions(o, { opposed: 'opposed', attempts: 'attempts', helpers: 'helpers', surprise: 'surprise' }, { onlySet: true }),
        } as ActionBody);
        const noted = committed.events.find((e) => e.type === 'wizards.call-noted')!.payload as WizardEventPayloads['wizards.call-noted'];
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed('Check called', `${noted.name}: ${noted.by}, DC ${ctx.options.dc as number} — hidden from ${wizardWords(committed.state, noted.userId).object}.`)] },
          channelPosts: [{ ...calling([noted.userId]), embeds: [noticeEmbed(`A check for ${noted.name}`, `${noted.what}: ${noted.by}. Answer with a card from your hand: /wizard check card:<name> (a second card of the attribute's colour with power:).`)] }],
          events: committed.events,
        };
      },
    },
    {
      name: 'check',
      description: 'Answer the GM’s check with a card from your hand (and power: a second of its colour)',
      example: '/wizard check card:Shock',
      options: [
        { name: 'card', description: 'A card of your hand', type: 'string', required: true, maxLength: 100 },
        { name: 'power', description: 'A power-play: a second card of the attribute’s colour, removed for good', type: 'string', maxLength: 100 },
        { name: 'heroic', description: 'A heroic deed: unspent XP to spend, −3 DC each, at most 3 (RPG-B13)', type: 'integer', minValue: 1, maxValue: 3 },
        { name: 'player', description: 'GM: whose check (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, { type: 'wizards.check', card: o.card as string, ...givenOptions(o, { power: 'power', heroic: 'heroic', player: 'player' }, { onlySet: true }) } as ActionBody);
        const c = committed.events.find((e) => e.type === 'wizards.checked')!.payload as WizardEventPayloads['wizards.checked'];
        const r = c.result;
        const mine = wizardViewFor(committed.state, { userId: c.userId })!.find((w) => w.userId === c.userId)!;
        const hand = mine.sheet?.library?.hand.map((i) => mine.sheet!.library!.cards[i]!.name).join(', ') ?? '';
        const cw = wizardWords(committed.state, c.userId);
        const outcome = r.tie ? '**a tie**: things stay as they were' : c.call.surprise ? (r.success ? `**${cw.subject} ${cw.verb('acts')} in round 1** (within 3)` : `**surprised**: ${cw.subject} ${cw.verb('loses')} round 1, but may still dodge`) : `**${r.success ? 'success' : 'failure'}**, by ${Math.abs(r.margin)}`;
        const told = `${c.card}${c.power ? ` and ${c.power}` : ''}${c.xpSpent ? ` with ${c.xpSpent} XP of heroism` : ''}: ${r.total} against ${c.call.opposed ? 'an opposing' : 'DC'} ${r.dc} — ${outcome}. Your hand now: ${hand}.`;
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${c.name}'s check`, told)] },
          channelPosts: [{ embeds: [noticeEmbed(`${c.name}: ${c.call.what}`, r.tie ? 'A tie: things stay as they were.' : r.success ? 'Success.' : 'Failure.')] }],
          ...toOwnerIfOther(ctx, c.userId, { embeds: [noticeEmbed(`🔒 ${c.name}'s check`, told)] }),
          events: committed.events,
        };
      },
    },
    {
      name: 'persona',
      description: 'Your demeanor, if you have none; GM: a calling or demeanor changed for a compelling reason (A3, A4)',
      example: '/wizard persona demeanor:"Commanding, Lazy"',
      options: [
        { name: 'demeanor', description: 'One or more of the 80 demeanors: "Commanding, Lazy"', type: 'string', maxLength: 200, autocomplete: suggestDemeanor },
        { name: 'calling', description: 'GM: a new calling', type: 'string', maxLength: 60, autocomplete: (typed) => CALLINGS.filter((c) => c.toLowerCase().includes(typed.toLowerCase())).slice(0, 25).map((c) => ({ name: c, value: c })) },
        { name: 'player', description: 'GM: whose wizard (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, { type: 'wizards.persona', ...givenOptions(o, { demeanor: 'demeanor', calling: 'calling', player: 'player' }, { onlySet: true }) } as ActionBody);
        const p = committed.events.find((e) => e.type === 'wizards.persona-set')!.payload as WizardEventPayloads['wizards.persona-set'];
        const said = [p.calling ? `calling: ${p.calling}` : '', p.demeanor ? `demeanor: ${p.demeanor.join(', ')}` : ''].filter(Boolean).join('; ');
        return { reply: { ephemeral: false, embeds: [noticeEmbed(p.name, `${said}.`)] }, events: committed.events };
      },
    },
    {
      name: 'gold',
      description: 'Your starting gold, drawn once: 5 gp × a referee card’s mana value (RPG-A29); GM: change: after',
      example: '/wizard gold',
      ephemeral: () => true,
      options: [
        { name: 'change', description: 'GM: gold gained or spent (−1000 pays a thousand)', type: 'integer', minValue: -1000000, maxValue: 1000000 },
        { name: 'player', description: 'GM: whose wizard (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, { type: 'wizards.gold', ...givenOptions(o, { change: 'change' }), ...givenOptions(o, { player: 'player' }, { onlySet: true }) } as ActionBody);
        const g = committed.events.find((e) => e.type === 'wizards.gold-set')!.payload as WizardEventPayloads['wizards.gold-set'];
        const note = noticeEmbed(`🔒 ${g.name}'s gold`, g.card ? `Starting gold: ${g.card} — 5 × its mana value = **${g.gold} gp**.` : `${g.change > 0 ? '+' : ''}${g.change} gp: ${g.gold} gp.`);
        return { reply: { ephemeral: true, embeds: [note] }, ...toOwnerIfOther(ctx, g.userId, { embeds: [note] }), events: committed.events };
      },
    },
    {
      name: 'move',
      description: 'Extra movement: spend a card of your hand, its mana value added to your walk (RPG-C12)',
      example: '/wizard move card:Shock',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [
        { name: 'card', description: 'A card of your hand (a land adds 0)', type: 'string', required: true, maxLength: 100 },
        { name: 'player', description: 'GM: whose wizard (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'wizards.move', card: ctx.options.card as string, ...(ctx.options.player ? { player: ctx.options.player as string } : {}) } as ActionBody);
        const m = committed.events.find((e) => e.type === 'wizards.moved')!.payload as WizardEventPayloads['wizards.moved'];
        const note = noticeEmbed(`🔒 ${m.name} puts on speed`, `${m.card} (${m.value}) spent until renewal: walk ${m.walk} this round.`);
        return { reply: { ephemeral: true, embeds: [note] }, channelPosts: [{ embeds: [noticeEmbed('Speed', `${m.name} puts on speed, spending a card.`)] }], ...toOwnerIfOther(ctx, m.userId, { embeds: [note] }), events: committed.events };
      },
    },
    {
      name: 'luck',
      description: 'A luck draw: a random card of your library; the highest casting cost is the luckiest (RPG-B15)',
      example: '/wizard luck',
      options: [{ name: 'player', description: 'GM: whose wizard (yours when left out)', type: 'user' }],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'wizards.luck', ...(ctx.options.player ? { player: ctx.options.player as string } : {}) } as ActionBody);
        const l = committed.events.find((e) => e.type === 'wizards.lucked')!.payload as WizardEventPayloads['wizards.lucked'];
        return { reply: { ephemeral: false, embeds: [noticeEmbed(`${l.name}'s luck`, `${l.card}: **${l.value}**${l.lucky ? ' (Lucky: +3)' : ''}. The highest is the luckiest; the tied draw again (RPG-R26).`)] }, events: committed.events };
      },
    },
    {
      name: 'fatigue',
      description: 'GM: a wizard’s days without sleep: −1 on every attribute a day (RPG-C43); 0 after 8 hours of rest',
      example: '/wizard fatigue player:@bob days:3',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The wizard’s player', type: 'user', required: true },
        { name: 'days', description: 'Days without sleep (0: rested 8 hours)', type: 'integer', required: true, minValue: 0, maxValue: 10 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'wizards.fatigue', player: ctx.options.player as string, days: ctx.options.days as number } as ActionBody);
        const f = committed.events.find((e) => e.type === 'wizards.fatigue-set')!.payload as WizardEventPayloads['wizards.fatigue-set'];
        const text = f.penalty
          ? `${f.awake} day${f.awake === 1 ? '' : 's'} without sleep: −${f.penalty} on every attribute until 8 hours of rest, ${wizardWords(committed.state, f.userId).possessive} hand, reserve, life points and walk with them.${f.unconscious ? ` A physical attribute is at 0: ${wizardWords(committed.state, f.userId).subject} ${wizardWords(committed.state, f.userId).verb('falls')} asleep for 8 hours.` : ''} An Endurance check against DC ${enduranceDc(f.awake + 1)} keeps off the next day's.`
          : 'Rested: no fatigue.';
        const note = noticeEmbed(`🔒 ${f.name}'s fatigue`, text);
        const noted = committed.events.find((e) => e.type === 'wizards.fatigue-noted')!.payload as WizardEventPayloads['wizards.fatigue-noted'];
        return {
          reply: { ephemeral: true, embeds: [note] },
          channelPosts: [{ embeds: [noticeEmbed('Fatigue', `${noted.name} is ${noted.state === 'asleep' ? 'asleep from fatigue' : noted.state}.`)] }],
          privateMessages: [{ userId: f.userId, message: { embeds: [note] } }],
          events: committed.events,
        };
      },
    },
    {
      name: 'xp',
      description: 'GM: award experience points to a wizard (RPG-D1: 3–5 a session is standard)',
      example: '/wizard xp player:@bob xp:3 why:"the goblin caves"',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The wizard’s player', type: 'user', required: true },
        { name: 'xp', description: 'How many XP', type: 'integer', required: true, minValue: 1, maxValue: 50 },
        { name: 'why', description: 'What for (the adventure, success, good deeds)', type: 'string', maxLength: 200 },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, { type: 'wizards.xp', player: o.player as string, xp: o.xp as number, ...givenOptions(o, { why: 'why' }, { onlySet: true }) } as ActionBody);
        const a = committed.events.find((e) => e.type === 'wizards.xp-awarded')!.payload as WizardEventPayloads['wizards.xp-awarded'];
        const note = noticeEmbed(`🔒 ${a.name}: ${a.xp} XP`, `${a.why ? `${a.why}. ` : ''}${a.total} XP unspent.`);
        return { reply: { ephemeral: true, embeds: [note] }, privateMessages: [{ userId: a.userId, message: { embeds: [note] } }], events: committed.events };
      },
    },
    {
      name: 'renew',
      description: 'Your renewal period: the graveyard back into your library, shuffled, your hand drawn up, life healed',
      example: '/wizard renew',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [
        { name: 'player', description: 'GM: whose renewal (yours when left out)', type: 'user' },
        { name: 'bed-rest', description: 'GM: a full day of bed rest doubles the healing (RPG-C42)', type: 'boolean' },
        { name: 'healer-care', description: 'GM: a healer passed a Healing DC 9 check: +3 life points', type: 'boolean' },
        { name: 'night-care', description: 'GM: a healer tended the wizard through the night: +1 life point', type: 'boolean' },
        { name: 'new-hand', description: 'Shuffle your hand back in and draw a new one (left out: keep it)', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'wizards.renew',
          ...givenOptions(o, { player: 'player', 'bed-rest': 'bedRest', 'healer-care': 'healerCare', 'night-care': 'nightCare', 'new-hand': 'newHand' }, { onlySet: true }),
        } as ActionBody);
        const r = committed.events.find((e) => e.type === 'wizards.renewed')!.payload as WizardEventPayloads['wizards.renewed'];
        const rw = wizardWords(committed.state, r.userId);
        const mine = wizardViewFor(committed.state, { userId: r.userId })!.find((w) => w.userId === r.userId)!;
        const note = noticeEmbed(`🔒 ${r.name} renews`, `${r.change ? `${rw.Possessive} graveyard is back in ${rw.possessive} library, shuffled, and ${rw.possessive} hand drawn up. ` : ''}${r.healed} life point${r.healed === 1 ? '' : 's'} healed${r.damage ? `; ${r.damage} still lost` : ''}.`);
        return {
          reply: { ephemeral: true, embeds: [note, wizardEmbed(mine)] },
          channelPosts: [{ embeds: [noticeEmbed('Renewal', `${r.name} renews ${rw.possessive} magic.`)] }],
          ...toOwnerIfOther(ctx, r.userId, { embeds: [note, wizardEmbed(mine)] }),
          events: committed.events,
        };
      },
    },
    {
      name: 'show',
      description: 'A wizard’s sheet and its picture: all of yours, the public part of another’s (the GM: every sheet)',
      example: '/wizard show',
      ephemeral: () => true,
      options: [{ name: 'player', description: 'Whose wizard (yours when left out)', type: 'user' }],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const who = (ctx.options.player as string | undefined) ?? ctx.invocation.user.id;
        const w = wizardViewFor(game, { userId: ctx.invocation.user.id })?.find((x) => x.userId === who);
        if (!w) return { reply: { ephemeral: true, embeds: [noticeEmbed('No wizard', 'No wizard is created for that player yet: /wizard create.')] } };
        return { reply: { ephemeral: true, embeds: [{ ...wizardEmbed(w), image: { url: 'attachment://wizard.png' } }], files: [{ name: 'wizard.png', data: later(() => renderWizardSheet(w)) }] } };
      },
    },
  ],
};
