/**
 * `/wizard` (issue 15): the MtG RPG's wizards. `create` checks a new wizard against the seed's rules of creation and
 * keeps his sheet his and the GM's (the table learns his name, calling and colour); `show` shows a sheet as the
 * viewer may see it.
 */
import { CALLINGS, COLOURS, DEMEANORS, RENEWALS, SCORE_LABELS, skillTotal, ATTRIBUTES, ATTRIBUTE_COLOUR, enduranceDc, fatiguePenalty } from '../engine/rulesets/mtg-rpg/wizards/creation.js';
import { cardLabel } from '../engine/rulesets/mtg-rpg/wizards/cards.js';
import { cantripCasts, cantripsKnown, dodgesPerTurn, FEATS, landMinutes, spellMinutes, spellRangeYards, unusableFeats, widenTargets } from '../engine/rulesets/mtg-rpg/wizards/feats.js';
import { CRAFT_FEAT, CRAFT_KINDS, craftPlan, type CraftKind } from '../engine/rulesets/mtg-rpg/wizards/crafting.js';
import { carriesPounds } from '../engine/rulesets/mtg-rpg/wizards/cohorts.js';
import { generalResearch, RARITIES, researchPlan, researchRetry, type Rarity } from '../engine/rulesets/mtg-rpg/wizards/sanctuary.js';
import { wizardViewFor, type WizardEventPayloads, type WizardView } from '../engine/rulesets/mtg-rpg/wizards/part.js';
import { noticeEmbed } from '../render/embeds.js';
import { renderWizardSheet } from '../render/pictures.js';
import { COLORS, type Embed, type MessagePayload } from '../render/message.js';
import { act, currentGame, givenOptions, type ActionBody } from './game-context.js';
import type { CommandSpec } from './types.js';

/** A wizard's sheet as an embed: the whole of it for its owner and the GM, the public part for others. */
export function wizardEmbed(w: WizardView): Embed {
  if (!w.sheet) return { title: w.name, color: COLORS.info, description: `${w.calling}${w.demeanor ? ` · ${w.demeanor.join(', ')}` : ''} · ${w.primary} mana\nHis sheet, life points and hand are his and the GM's.` };
  const s = w.sheet;
  const n = s.numbers;
  const unusable = unusableFeats(s);
  return {
    title: `🔒 ${s.name}`,
    color: COLORS.private,
    description: `${s.calling} · ${s.demeanor?.join(', ') ?? 'no demeanor yet (/wizard persona)'} · primary ${[s.primary, ...(s.moreColours ?? [])].join(' and ')} mana · renewal at ${[s.renewal, ...(s.moreRenewals ?? [])].join(', ')}${s.quickened?.length ? ` · quickened: ${s.quickened.join(', ')}` : ''}`,
    fields: [
      { name: 'Attributes', value: ATTRIBUTES.map((a) => `${a} ${s.attributes[a]} (${ATTRIBUTE_COLOUR[a]}, ${SCORE_LABELS[s.attributes[a]]})`).join(' · ') + (fatiguePenalty(s) ? ` — fatigued: −${fatiguePenalty(s)} each (RPG-C43)` : '') },
      { name: 'Skills (dots → total)', value: Object.entries(s.skills).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v} → ${skillTotal(s, k)}`).join(' · ') || 'none' },
      { name: 'Numbers', value: `Life ${n.lifePoints}${s.damage ? ` (${n.lifePoints - s.damage} now)` : ''} · hand ${n.handSize} · reserve ${n.reserve} · creatures ${n.creatures} · walk ${n.walk}, sprint ${n.sprint}, run ${n.run}` },
      { name: 'Feats, XP and gold', value: `${s.feats.map((f) => (unusable[f] ? `${f} (unusable until ${unusable[f]} returns)` : f)).join(', ') || 'no feats'} · ${s.xp} XP · ${s.gold === undefined ? 'no gold drawn yet (/wizard gold)' : `${s.gold} gp`}` },
      {
        name: 'In play',
        value: `at most ${s.attributes.CN + 1} enchantments on himself · lifts and carries ${carriesPounds(s.attributes.ST)} lb · summoned creatures stay ${s.attributes.CH} min outside a duel · cantrips: ${cantripsKnown(s)} known, ${cantripCasts(s)} casts a day · dodges ${dodgesPerTurn(s)} a turn · a spell reaches ${widenTargets(s)} opponent${widenTargets(s) === 1 ? '' : 's'} · outside a duel spells last ${spellMinutes(s)} min, land keeps its mana ${landMinutes(s)} min · range ${ATTRIBUTES.filter((a) => a !== 'CH').map((a) => `${ATTRIBUTE_COLOUR[a]} ${spellRangeYards(s.attributes[a], s)} yd`).join(', ')}`,
      },
      ...(s.cohorts?.length ? [{ name: 'Cohorts', value: s.cohorts.map((c) => `${c.name} ${c.power}/${c.toughness}${c.extras.length ? ` (${c.extras.join(', ')})` : ''}, carries ${carriesPounds(c.power)} lb`).join(' · ') }] : []),
      ...(s.backlash ? [{ name: 'Karmic backlash (RPG-C29)', value: 'He taps no land for mana until he makes restitution to the winner of his duel, or the winner dies.' }] : []),
      ...(s.library
        ? [
            { name: 'Hand', value: s.library.hand.map((i) => cardLabel(s.library!.cards[i]!)).join(' · ') || 'empty' },
            { name: 'Library', value: `${s.library.deck.length} cards to draw · ${s.library.graveyard.length} in the graveyard · ${s.library.cards.length} in all` },
          ]
        : [{ name: 'Library', value: 'none yet: /wizard library list:"4 Lightning Bolt {R}; 10 Mountain"' }]),
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
const toOwnerIfOther = (ctx: { invocation: { user: { id: string } } }, userId: string, message: MessagePayload) =>
  userId !== ctx.invocation.user.id ? { privateMessages: [{ userId, message }] } : {};


export const wizardCommand: CommandSpec = {
  name: 'wizard',
  description: 'MtG RPG: create your wizard, see his sheet',
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
        { name: 'player', description: 'GM: whose wizard (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'wizard.create',
          attributes: o.attributes as string,
          skills: o.skills as string,
          primary: o.primary as string,
          calling: o.calling as string,
          renewal: o.renewal as string,
          ...givenOptions(o, { demeanor: 'demeanor', player: 'player' }, { onlySet: true }),
        } as ActionBody);
        const created = committed.events.find((e) => e.type === 'wizard.created')!.payload as WizardEventPayloads['wizard.created'];
        const intro = committed.events.find((e) => e.type === 'wizard.introduced')!.payload as WizardEventPayloads['wizard.introduced'];
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
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'wizard.library', list: ctx.options.list as string, ...(ctx.options.player ? { player: ctx.options.player as string } : {}) } as ActionBody);
        const set = committed.events.find((e) => e.type === 'wizard.library-set')!.payload as WizardEventPayloads['wizard.library-set'];
        const mine = wizardViewFor(committed.state, { userId: set.userId })!.find((w) => w.userId === set.userId)!;
        return {
          reply: { ephemeral: true, embeds: [wizardEmbed(mine)] },
          channelPosts: [{ embeds: [noticeEmbed('A library is set', `${set.name}'s library: ${set.library.cards.length} cards, shuffled.`)] }],
          ...toOwnerIfOther(ctx, set.userId, { embeds: [wizardEmbed(mine)] }),
          events: committed.events,
        };
      },
    },
    {
      name: 'call',
      description: 'GM: call for a check from a wizard — a skill or attribute and a DC he does not see',
      example: '/wizard call player:@bob what:"force the door" by:Athletics dc:9',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The wizard’s player', type: 'user', required: true },
        { name: 'what', description: 'What he tries', type: 'string', required: true, maxLength: 200 },
        { name: 'by', description: 'The skill (Athletics, Awareness …) or attribute (ST, DX …)', type: 'string', required: true, maxLength: 40 },
        { name: 'dc', description: 'The difficulty: Average 6, Challenging 9, Daunting 12, Desperate 15', type: 'integer', required: true, minValue: 0, maxValue: 40 },
        { name: 'opposed', description: 'The DC is the other side’s total: a tie leaves things as they were (RPG-B8)', type: 'boolean' },
        { name: 'attempts', description: 'Earlier attempts at the same, where you allow a repeat: +3 DC each (RPG-B10)', type: 'integer', minValue: 0, maxValue: 5 },
        { name: 'helpers', description: 'Helpers whose DC 9 actions succeeded: +1 each (RPG-B11)', type: 'integer', minValue: 0, maxValue: 10 },
        { name: 'surprise', description: 'A surprise check (Awareness): within 3 of the DC he acts in round 1 (RPG-C7)', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'wizard.call',
          player: o.player as string,
          what: o.what as string,
          by: o.by as string,
          dc: o.dc as number,
          ...givenOptions(o, { opposed: 'opposed', attempts: 'attempts', helpers: 'helpers', surprise: 'surprise' }, { onlySet: true }),
        } as ActionBody);
        const noted = committed.events.find((e) => e.type === 'wizard.call-noted')!.payload as WizardEventPayloads['wizard.call-noted'];
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed('Check called', `${noted.name}: ${noted.by}, DC ${ctx.options.dc as number} — hidden from him.`)] },
          channelPosts: [{ content: `<@${noted.userId}>`, embeds: [noticeEmbed(`A check for ${noted.name}`, `${noted.what}: ${noted.by}. Answer with a card from your hand: /wizard check card:<name> (a second card of the attribute's colour with power:).`)] }],
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
        const committed = await act(ctx, { type: 'wizard.check', card: o.card as string, ...givenOptions(o, { power: 'power', heroic: 'heroic', player: 'player' }, { onlySet: true }) } as ActionBody);
        const c = committed.events.find((e) => e.type === 'wizard.checked')!.payload as WizardEventPayloads['wizard.checked'];
        const r = c.result;
        const mine = wizardViewFor(committed.state, { userId: c.userId })!.find((w) => w.userId === c.userId)!;
        const hand = mine.sheet?.library?.hand.map((i) => mine.sheet!.library!.cards[i]!.name).join(', ') ?? '';
        const outcome = r.tie ? '**a tie**: things stay as they were' : c.call.surprise ? (r.success ? '**he acts in round 1** (within 3)' : '**surprised**: he loses round 1, but may still dodge') : `**${r.success ? 'success' : 'failure'}**, by ${Math.abs(r.margin)}`;
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
      name: 'train',
      description: 'In your sanctuary: spend XP on one attribute, skill, feat or spell (RPG-D2, D3, D61)',
      example: '/wizard train skill:Athletics',
      ephemeral: () => true,
      keepInPrivatePlace: () => true,
      options: [
        { name: 'attribute', description: 'Raise an attribute by one: its rating × 4 XP (at least 4; 1 less for your primary)', type: 'string', choices: ATTRIBUTES.map((a) => ({ name: a, value: a })) },
        { name: 'skill', description: 'Raise a skill by one: its dots × 2 XP (at least 2; 1 less for your primary’s skills)', type: 'string', maxLength: 60 },
        { name: 'feat', description: 'Buy a feat at its price (secret feats: the GM, with player:)', type: 'string', maxLength: 60, autocomplete: (typed) => FEATS.filter((f) => f.name.toLowerCase().includes(typed.toLowerCase())).slice(0, 25).map((f) => ({ name: f.name, value: f.name })) },
        { name: 'spell', description: 'Acquire a spell, as a library entry: "Winged Ornithopter 0 | creature 1/1"', type: 'string', maxLength: 200 },
        { name: 'rarity', description: 'The spell’s rarity: 1, 2 or 3 XP per mana point (at least 1)', type: 'string', choices: RARITIES.map((r) => ({ name: r, value: r })) },
        { name: 'cohort', description: 'A cohort (Leadership), bought or improved: "Hippogriff 3/3 flying mounted-flying"', type: 'string', maxLength: 120 },
        { name: 'for', description: 'A feat’s choice: Enhanced Renewal’s time, Add Mana Source’s colour, Quicken Spell’s spell cost', type: 'string', maxLength: 40 },
        { name: 'fast', description: 'Pay 100 gp per XP instead of 25 for half a day of training instead of a day', type: 'boolean' },
        { name: 'player', description: 'GM: whose wizard (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'wizard.train',
          ...givenOptions(
            o,
            { attribute: 'attribute', skill: 'skill', feat: 'feat', spell: 'spell', rarity: 'rarity', cohort: 'cohort', for: 'with', fast: 'fast', player: 'player' },
            { onlySet: true },
          ),
        } as ActionBody);
        const t = committed.events.find((e) => e.type === 'wizard.trained')!.payload as WizardEventPayloads['wizard.trained'];
        const mine = wizardViewFor(committed.state, { userId: t.userId })!.find((w) => w.userId === t.userId)!;
        const note = noticeEmbed(`🔒 ${t.name} trains`, `${t.what}: ${t.xp} XP, ${t.days === 1 ? 'a day' : 'half a day'} and ${t.gold} gp of training; ${t.wizard.xp} XP left.`);
        return {
          reply: { ephemeral: true, embeds: [note, wizardEmbed(mine)] },
          channelPosts: [{ embeds: [noticeEmbed('Training', `${t.name} trains in his sanctuary.`)] }],
          ...toOwnerIfOther(ctx, t.userId, { embeds: [note, wizardEmbed(mine)] }),
          events: committed.events,
        };
      },
    },
    {
      name: 'research',
      description: 'What researching a spell takes: days, gold and the DC of the Spell Research check (RPG-D53–D59)',
      example: '/wizard research cost:2R rarity:rare',
      ephemeral: () => true,
      options: [
        { name: 'cost', description: 'The spell’s casting cost: 2R, {1}{U}{U}, 0', type: 'string', required: true, maxLength: 40 },
        { name: 'rarity', description: 'common (DC 9, 100 gp a point), uncommon (12, 200), rare (15, 500)', type: 'string', required: true, choices: RARITIES.map((r) => ({ name: r, value: r })) },
        { name: 'copy', description: 'A copy of a spell you researched or hold: half the time and gold, −3 DC', type: 'boolean' },
        { name: 'double-gold', description: 'Pay twice the gold for −3 DC (RPG-R39)', type: 'boolean' },
        { name: 'reductions', description: 'Other −3s: a scroll or potion of it, a monster focus (your Enhanced Spell Research counts itself)', type: 'integer', minValue: 0, maxValue: 5 },
        { name: 'lore-dc', description: 'General research first — that the spell exists: the GM’s DC for it (RPG-D62)', type: 'integer', minValue: 0, maxValue: 40 },
        { name: 'lore-buys', description: 'General research: categories bought, 1,000 gp and a week each, −3 DC each, at most 3', type: 'integer', minValue: 0, maxValue: 3 },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const game = await currentGame(ctx);
        const w = game.wizards?.[ctx.invocation.user.id];
        const cost = o.cost as string;
        const symbol = w && w.primary !== 'colourless' ? ({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const)[w.primary] : undefined;
        // D55: a spell of his primary colour (a colourless wizard's: a spell with no coloured symbol).
        const primaryColour = w ? (symbol ? cost.toUpperCase().includes(symbol) : !/[WUBRG]/i.test(cost)) : false;
        // R40: the reductions stack; Enhanced Spell Research (D22) is counted from his sheet.
        const reductions = ((o.reductions as number | undefined) ?? 0) + (w?.feats.includes('Enhanced Spell Research') ? 1 : 0);
        const plan = researchPlan({ cost, rarity: o.rarity as Rarity, primaryColour, ...(o.copy ? { copy: true } : {}), ...(o['double-gold'] ? { doubleGold: true } : {}), reductions });
        const retry = researchRetry(plan);
        const lore = o['lore-dc'] !== undefined ? generalResearch({ dc: o['lore-dc'] as number, categories: (o['lore-buys'] as number | undefined) ?? 0, cost, rarity: o.rarity as Rarity }) : undefined;
        const text = [
          `Reckoned on ${plan.points} mana point${plan.points === 1 ? '' : 's'}${primaryColour ? ' (one less: your primary colour)' : ''}.`,
          `**${plan.days} day${plan.days === 1 ? '' : 's'}** of uninterrupted study and **${plan.gold} gp**; then a Spell Research check against **DC ${plan.dc}** (no power-play, no heroic deed) — the GM calls it with /wizard call by:"Spell Research" dc:${plan.dc}.`,
          `After a failure: another ${retry.days} day${retry.days === 1 ? '' : 's'} and ${retry.gold} gp for each further check. The spell's market value: ${plan.marketValue} gp.`,
          ...(lore
            ? [`First, learning that it exists (general research, RPG-D62): about ${lore.loreWeeks} week${lore.loreWeeks === 1 ? '' : 's'} and ${lore.loreGold} gp, then the GM's check at DC ${lore.dc}${lore.extraWeeks ? ` (${lore.extraGold} gp and ${lore.extraWeeks} more week${lore.extraWeeks === 1 ? '' : 's'} bought it down)` : ''}.`]
            : []),
        ].join('\n');
        return { reply: { ephemeral: true, embeds: [noticeEmbed(`Researching a ${o.rarity as string} spell of cost ${cost}`, text)] } };
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
        const committed = await act(ctx, { type: 'wizard.persona', ...givenOptions(o, { demeanor: 'demeanor', calling: 'calling', player: 'player' }, { onlySet: true }) } as ActionBody);
        const p = committed.events.find((e) => e.type === 'wizard.persona-set')!.payload as WizardEventPayloads['wizard.persona-set'];
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
        const committed = await act(ctx, { type: 'wizard.gold', ...givenOptions(o, { change: 'change' }), ...givenOptions(o, { player: 'player' }, { onlySet: true }) } as ActionBody);
        const g = committed.events.find((e) => e.type === 'wizard.gold-set')!.payload as WizardEventPayloads['wizard.gold-set'];
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
        const committed = await act(ctx, { type: 'wizard.move', card: ctx.options.card as string, ...(ctx.options.player ? { player: ctx.options.player as string } : {}) } as ActionBody);
        const m = committed.events.find((e) => e.type === 'wizard.moved')!.payload as WizardEventPayloads['wizard.moved'];
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
        const committed = await act(ctx, { type: 'wizard.luck', ...(ctx.options.player ? { player: ctx.options.player as string } : {}) } as ActionBody);
        const l = committed.events.find((e) => e.type === 'wizard.lucked')!.payload as WizardEventPayloads['wizard.lucked'];
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
        { name: 'days', description: 'Days without sleep (0: he has rested 8 hours)', type: 'integer', required: true, minValue: 0, maxValue: 10 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'wizard.fatigue', player: ctx.options.player as string, days: ctx.options.days as number } as ActionBody);
        const f = committed.events.find((e) => e.type === 'wizard.fatigue-set')!.payload as WizardEventPayloads['wizard.fatigue-set'];
        const text = f.penalty
          ? `${f.awake} day${f.awake === 1 ? '' : 's'} without sleep: −${f.penalty} on every attribute until 8 hours of rest, his hand, reserve, life points and walk with them.${f.unconscious ? ' A physical attribute is at 0: he falls asleep for 8 hours.' : ''} An Endurance check against DC ${enduranceDc(f.awake + 1)} keeps off the next day's.`
          : 'Rested: no fatigue.';
        const note = noticeEmbed(`🔒 ${f.name}'s fatigue`, text);
        const noted = committed.events.find((e) => e.type === 'wizard.fatigue-noted')!.payload as WizardEventPayloads['wizard.fatigue-noted'];
        return {
          reply: { ephemeral: true, embeds: [note] },
          channelPosts: [{ embeds: [noticeEmbed('Fatigue', `${noted.name} is ${noted.state === 'asleep' ? 'asleep from fatigue' : noted.state}.`)] }],
          privateMessages: [{ userId: f.userId, message: { embeds: [note] } }],
          events: committed.events,
        };
      },
    },
    {
      name: 'craft',
      description: 'What a potion, a scroll or a magic item takes: days, gold, sacrifices, uses (RPG-D7, D13–D15, D37)',
      example: '/wizard craft kind:charged cost:R',
      ephemeral: () => true,
      options: [
        { name: 'kind', description: 'potion, scroll; an item: charged (a wand), continuous (armour, a weapon), unpowered', type: 'string', required: true, choices: CRAFT_KINDS.map((k) => ({ name: k, value: k })) },
        { name: 'cost', description: 'The spell’s casting cost: R, 1G, {2}{U}', type: 'string', required: true, maxLength: 40 },
        { name: 'rarity', description: 'Potions and scrolls: the spell’s rarity (its gold per mana point)', type: 'string', choices: RARITIES.map((r) => ({ name: r, value: r })) },
        { name: 'sets', description: 'A charged or unpowered item: sets of card (and land) sacrificed, one use a day each', type: 'integer', minValue: 1, maxValue: 10 },
        { name: 'receptacle', description: 'An item: the normal price in gp of the masterwork receptacle (it costs 10 times that)', type: 'integer', minValue: 0, maxValue: 100000 },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const game = await currentGame(ctx);
        const kind = o.kind as CraftKind;
        const plan = craftPlan({ kind, cost: o.cost as string, ...(o.rarity ? { rarity: o.rarity as Rarity } : {}), ...(o.sets ? { sets: o.sets as number } : {}), ...(o.receptacle ? { receptaclePrice: o.receptacle as number } : {}) });
        const w = game.wizards?.[ctx.invocation.user.id];
        const feat = CRAFT_FEAT[kind];
        const lines = [
          `**${plan.days} day${plan.days === 1 ? '' : 's'}** of work and **${plan.gold} gp**, in a laboratory worth 1,000 gp or more; no check.`,
          `Sacrificed: ${plan.sacrifice.join(', ')}.${plan.attributeLost ? ` (${plan.attributeLost.points} ${plan.attributeLost.attribute} for good: only XP buys it back.)` : ''}`,
          ...(plan.usesPerDay ? [`${plan.usesPerDay} use${plan.usesPerDay === 1 ? '' : 's'} a day${kind === 'unpowered' ? ', the mana paid at each' : ''}.`] : []),
          `Toughness ${plan.toughness} in an item check (RPG-D84)${plan.marketValue ? `; market value ${plan.marketValue} gp` : ''}.`,
          ...(w && !w.feats.includes(feat) ? [`⚠ It needs the feat ${feat}, which ${w.name} does not hold.`] : []),
        ];
        return { reply: { ephemeral: true, embeds: [noticeEmbed(`Making a ${kind === 'potion' || kind === 'scroll' ? kind : `${kind} item`} of cost ${o.cost as string}`, lines.join('\n'))] } };
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
        const committed = await act(ctx, { type: 'wizard.xp', player: o.player as string, xp: o.xp as number, ...givenOptions(o, { why: 'why' }, { onlySet: true }) } as ActionBody);
        const a = committed.events.find((e) => e.type === 'wizard.xp-awarded')!.payload as WizardEventPayloads['wizard.xp-awarded'];
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
        { name: 'healer-care', description: 'GM: a healer passed his Healing DC 9 check: +3 life points', type: 'boolean' },
        { name: 'night-care', description: 'GM: a healer tended him through the night: +1 life point', type: 'boolean' },
        { name: 'new-hand', description: 'Shuffle your hand back in and draw a new one (left out: keep it)', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'wizard.renew',
          ...givenOptions(o, { player: 'player', 'bed-rest': 'bedRest', 'healer-care': 'healerCare', 'night-care': 'nightCare', 'new-hand': 'newHand' }, { onlySet: true }),
        } as ActionBody);
        const r = committed.events.find((e) => e.type === 'wizard.renewed')!.payload as WizardEventPayloads['wizard.renewed'];
        const mine = wizardViewFor(committed.state, { userId: r.userId })!.find((w) => w.userId === r.userId)!;
        const note = noticeEmbed(`🔒 ${r.name} renews`, `${r.library ? 'His graveyard is back in his library, shuffled, and his hand drawn up. ' : ''}${r.healed} life point${r.healed === 1 ? '' : 's'} healed${r.damage ? `; ${r.damage} still lost` : ''}.`);
        return {
          reply: { ephemeral: true, embeds: [note, wizardEmbed(mine)] },
          channelPosts: [{ embeds: [noticeEmbed('Renewal', `${r.name} renews his magic.`)] }],
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
        return { reply: { ephemeral: true, embeds: [{ ...wizardEmbed(w), image: { url: 'attachment://wizard.png' } }], files: [{ name: 'wizard.png', data: renderWizardSheet(w) }] } };
      },
    },
  ],
};
