/**
 * `/sanctuary` (issue 15, split from `/wizard` in issue 26): what a wizard does in his sanctuary between adventures —
 * spending XP in training (RPG-D2, D3, D61) and reckoning what researching a spell (D53–D59) or making a potion, a
 * scroll or an item (D7, D13–D15, D37) takes. The seed puts all three there: a sanctuary is where a wizard "feels
 * safe, does spell research, and organizes his spell deck" (seed 004, Sanctuary), and XP is spent only there.
 */
import { ATTRIBUTES, CRAFT_FEAT, CRAFT_KINDS, craftPlan, FEATS, generalResearch, RARITIES, researchPlan, researchRetry, wizardViewFor, wizardWords } from '../engine/rulesets/mtg-rpg/wizards/view.js';
import type { CraftKind, Rarity, WizardEventPayloads } from '../engine/rulesets/mtg-rpg/wizards/types.js';
import { noticeEmbed } from '../render/embeds.js';
import { act, currentGame, givenOptions, type ActionBody } from './game-context.js';
import type { CommandSpec } from './types.js';
import { toOwnerIfOther, wizardEmbed } from './wizard.js';

export const sanctuaryCommand: CommandSpec = {
  name: 'sanctuary',
  description: 'MtG RPG: train, research spells and craft items in your sanctuary',
  subcommands: [
    {
      name: 'train',
      description: 'In your sanctuary: spend XP on one attribute, skill, feat or spell (RPG-D2, D3, D61)',
      example: '/sanctuary train skill:Athletics',
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
          type: 'wizards.train',
          ...givenOptions(
            o,
            { attribute: 'attribute', skill: 'skill', feat: 'feat', spell: 'spell', rarity: 'rarity', cohort: 'cohort', for: 'with', fast: 'fast', player: 'player' },
            { onlySet: true },
          ),
        } as ActionBody);
        const t = committed.events.find((e) => e.type === 'wizards.trained')!.payload as WizardEventPayloads['wizards.trained'];
        const mine = wizardViewFor(committed.state, { userId: t.userId })!.find((w) => w.userId === t.userId)!;
        const note = noticeEmbed(`🔒 ${t.name} trains`, `${t.what}: ${t.xp} XP, ${t.days === 1 ? 'a day' : 'half a day'} and ${t.gold} gp of training; ${mine.sheet!.xp} XP left.`);
        return {
          reply: { ephemeral: true, embeds: [note, wizardEmbed(mine)] },
          channelPosts: [{ embeds: [noticeEmbed('Training', `${t.name} trains in ${wizardWords(committed.state, t.userId).possessive} sanctuary.`)] }],
          ...toOwnerIfOther(ctx, t.userId, { embeds: [note, wizardEmbed(mine)] }),
          events: committed.events,
        };
      },
    },
    {
      name: 'research',
      description: 'What researching a spell takes: days, gold and the DC of the Spell Research check (RPG-D53–D59)',
      example: '/sanctuary research cost:2R rarity:rare',
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
      name: 'craft',
      description: 'What a potion, a scroll or a magic item takes: days, gold, sacrifices, uses (RPG-D7, D13–D15, D37)',
      example: '/sanctuary craft kind:charged cost:R',
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
  ],
};
