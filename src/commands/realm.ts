import { RuleError } from '../engine/core/types.js';
import { FESTIVALS, findRealm, REALM_FIELDS, splitHexes, STRUCTURES } from '../engine/rulesets/mtg-rpg/campaign/view.js';
import type { CampaignEventPayloads } from '../engine/rulesets/mtg-rpg/campaign/types.js';
import { ACTION_KINDS, FREE_ACTION_KINDS, SPY_RESULTS, type FreeAction, type RealmAction } from '../engine/rulesets/mtg-rpg/campaign/types.js';
import { ordersEmbed, realmSheetEmbed } from '../render/campaign-embeds.js';
import { noticeEmbed } from '../render/embeds.js';
import { renderRealmSheet } from '../render/pictures.js';
import { later } from '../render/message.js';
import { campaignViewOf, suggestRealms } from './campaign.js';
import { act, currentGame, givenOptions, viewOf, type ActionBody } from './game-context.js';
import { suggestHexes } from './suggest-hexes.js';
import type { CommandResult, CommandSpec, HandlerContext, Invocation, Services } from './types.js';
import type { Committed } from '../store/game-store.js';

const choices = (values: readonly string[]) => values.map((v) => ({ name: v, value: v }));
const realmOption = { name: 'realm', description: 'The realm (yours when left out)', type: 'string', maxLength: 60, autocomplete: suggestRealms } as const;

/** After a change to orders: the orders as they now stand, for the ruler (or the GM) who gave them. */
function ordersReply(committed: Committed, ctx: Pick<HandlerContext, 'invocation'>): CommandResult {
  const p = committed.events.find((e) => e.type === 'campaign.orders-set')!.payload as CampaignEventPayloads['campaign.orders-set'];
  const o = campaignViewOf(committed.state, ctx).orders.find((x) => x.realm === p.realm)!;
  return { reply: { ephemeral: true, embeds: [ordersEmbed(o.name, o.orders, o.cost)] }, events: committed.events };
}

/** The realm a viewer means: the named one, or the one he rules. */
async function realmFor(ctx: HandlerContext) {
  const view = campaignViewOf(await currentGame(ctx), ctx);
  const name = ctx.options.realm as string | undefined;
  if (name) return { view, realm: findRealm(view, name) };
  if (view.viewer.realms.length === 1) return { view, realm: findRealm(view, view.viewer.realms[0]!) };
  throw new RuleError('name the realm', `add realm:<name>; the realms are: ${view.realms.map((r) => r.name).join(', ') || 'none yet'}`);
}

/** The realm orders form opens with the orders of his realm as they stand (given, or the defaults). */
async function ordersToFill(ctx: { invocation: Invocation; services: Services }): Promise<Record<string, string>> {
  const view = campaignViewOf(await currentGame(ctx), ctx);
  if (view.viewer.realms.length !== 1) throw new RuleError(view.viewer.realms.length ? 'you rule several realms' : 'you rule no realm in this campaign', 'give the orders with /realm orders realm:<name> tax:…');
  const o = view.orders.find((x) => x.realm === view.viewer.realms[0])?.orders;
  if (!o) return {};
  const yesNo = (b: boolean) => (b ? 'yes' : 'no');
  return { tax: o.tax, troops: String(o.troops), 'hardship-gold': yesNo(o.hardshipGold), delay: yesNo(o.delay), reduce: String(o.reduceMilitary) };
}

export const realmCommand: CommandSpec = {
  name: 'realm',
  description: "Realms of the campaign: control sheets, rulers and the rulers' secret orders",
  subcommands: [
    {
      name: 'create',
      description: 'GM: found a realm on the map: its capitol and hexes',
      example: '/realm create name:Harloon capitol:C4 hexes:"B3 B4 C3 C4 C5 D4" bases:"B4" diplomacy:5 wisdom:2 lore:5',
      options: [
        { name: 'name', description: 'Its name', type: 'string', required: true, maxLength: 60 },
        { name: 'capitol', description: 'The capitol hex, e.g. C4 (it becomes a city)', type: 'string', required: true, maxLength: 6, autocomplete: suggestHexes() },
        { name: 'hexes', description: 'Its hexes, e.g. "B3 B4 C3 C4" (one contiguous territory)', type: 'string', required: true, maxLength: 400, autocomplete: suggestHexes({ list: true }) },
        { name: 'bases', description: 'Other bases (towns), e.g. "B4"', type: 'string', maxLength: 200, autocomplete: suggestHexes({ list: true }) },
        { name: 'calling', description: 'Calling of the populace', type: 'string', maxLength: 40 },
        { name: 'demeanor', description: 'Demeanor of the populace', type: 'string', maxLength: 40 },
        { name: 'diplomacy', description: "The ruler's Diplomacy (4–6 mediocre, 8+ outstanding; default 5)", type: 'integer', minValue: 0, maxValue: 30 },
        { name: 'wisdom', description: "The ruler's Wisdom (1 poor, 2–3 average; default 2)", type: 'integer', minValue: 0, maxValue: 30 },
        { name: 'lore', description: 'Wilderness Lore of the realm, 1–10 (default 5)', type: 'integer', minValue: 0, maxValue: 30 },
        { name: 'war', description: "The commander's War rating (default 0)", type: 'integer', minValue: 0, maxValue: 30 },
        { name: 'wizard-ruler', description: 'The ruler is a wizard (may join a war)', type: 'boolean' },
        { name: 'new', description: 'Created during play: no starting treasury', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'campaign.realm-create',
          ...givenOptions(o, { name: 'name', capitol: 'capitol', hexes: 'hexes', bases: 'bases', calling: 'calling', demeanor: 'demeanor', diplomacy: 'diplomacy', wisdom: 'wisdom', lore: 'wildernessLore', war: 'war', 'wizard-ruler': 'wizardRuler', new: 'createdInPlay' }),
        } as ActionBody);
        // Only the GM founds a realm: his view holds its full sheet.
        const realm = findRealm(campaignViewOf(committed.state, ctx), o.name as string);
        const notice = committed.events.find((e) => e.type === 'campaign.notice')!.payload as { text: string };
        return {
          reply: { ephemeral: true, embeds: [realmSheetEmbed(realm.sheet)] },
          channelPosts: [{ embeds: [noticeEmbed('A new realm', notice.text)] }],
          events: committed.events,
        };
      },
    },
    {
      name: 'sheet',
      description: "A realm's control sheet: whole for its ruler and the GM, its public part for others",
      example: '/realm sheet realm:Harloon',
      ephemeral: () => true,
      options: [realmOption, { name: 'picture', description: 'Add the sheet as a picture (default true)', type: 'boolean' }],
      handler: async (ctx) => {
        const { realm } = await realmFor(ctx);
        const view = realm.sheet;
        const picture = ctx.options.picture !== false;
        const embed = realmSheetEmbed(view);
        return {
          reply: {
            ephemeral: true,
            embeds: [picture ? { ...embed, image: { url: 'attachment://realm-sheet.png' } } : embed],
            ...(picture ? { files: [{ name: 'realm-sheet.png', data: later(() => renderRealmSheet(view)) }] } : {}),
          },
        };
      },
    },
    {
      name: 'set',
      description: 'GM: change a field of a sheet (ratings, scores, treasury, tax, ill-will:<realm>, wars, trade)',
      example: '/realm set realm:Harloon field:treasury value:50000',
      options: [
        { name: 'realm', description: 'The realm', type: 'string', required: true, maxLength: 60, autocomplete: suggestRealms },
        { name: 'field', description: 'e.g. diplomacy, wisdom, military, discontent, treasury, ill-will:Vesk', type: 'string', required: true, maxLength: 60, autocomplete: (typed) => REALM_FIELDS.filter((f) => f.startsWith(typed.toLowerCase())).map((f) => ({ name: f, value: f.replace('<realm>', '') })) },
        { name: 'value', description: 'The new value', type: 'string', required: true, maxLength: 200 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'campaign.realm-set', realm: ctx.options.realm as string, field: ctx.options.field as string, value: ctx.options.value as string });
        const p = committed.events.find((e) => e.type === 'campaign.realm-set')!.payload as CampaignEventPayloads['campaign.realm-set'];
        return { reply: { ephemeral: true, embeds: [noticeEmbed(`${p.name}: changed`, `${p.name}: ${p.what}.`)] }, events: committed.events };
      },
    },
    {
      name: 'ruler',
      description: 'GM: give a realm to a player (he gives its orders), or take it back',
      example: '/realm ruler realm:Harloon player:@bob',
      options: [
        { name: 'realm', description: 'The realm', type: 'string', required: true, maxLength: 60, autocomplete: suggestRealms },
        { name: 'player', description: 'The player who rules it (leave out: the GM gives its orders)', type: 'user' },
      ],
      handler: async (ctx) => {
        const id = ctx.options.player as string | undefined;
        const player = id ? viewOf(await currentGame(ctx), ctx).players.find((p) => p.userId === id) : undefined;
        if (id && !player) throw new RuleError('that player has not joined this game', 'he joins with /game join wizard:<name> first');
        const committed = await act(ctx, { type: 'campaign.realm-ruler', realm: ctx.options.realm as string, ruler: player ? { id: player.userId, name: player.userName } : null });
        const notice = committed.events.find((e) => e.type === 'campaign.notice')!.payload as { text: string };
        return { reply: { ephemeral: false, embeds: [noticeEmbed('A ruler', notice.text)] }, events: committed.events };
      },
    },
    {
      name: 'orders',
      description: 'Secret: tax rate, hardship gold and troops this season; no options: show them',
      example: '/realm orders tax:high troops:2 hardship-gold:true',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      form: { title: 'Your realm orders for the season', fields: ['tax', 'troops', 'hardship-gold', 'delay', 'reduce'], prefill: ordersToFill },
      options: [
        realmOption,
        { name: 'tax', description: 'Tax rate this season', type: 'string', choices: choices(['low', 'medium', 'high']) },
        { name: 'hardship-gold', description: 'Pay 50 gp × population for +1 on the hardship check', type: 'boolean' },
        { name: 'troops', description: 'Strength put into the discontent check (it cannot attack)', type: 'integer', minValue: 0, maxValue: 1000 },
        { name: 'delay', description: 'Act after the other realms this turn', type: 'boolean' },
        { name: 'reduce', description: 'Dismiss this much strength in the treasury sub-phase', type: 'integer', minValue: 0, maxValue: 1000 },
        { name: 'knowledge', description: 'Knowledge Rediscovered pays resources or gold', type: 'string', choices: choices(['resources', 'gold']) },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const given = ['tax', 'hardship-gold', 'troops', 'delay', 'reduce', 'knowledge'].some((k) => o[k] !== undefined);
        if (!given) {
          const { view, realm } = await realmFor(ctx);
          const given = view.orders.find((x) => x.realm === realm.id);
          if (!given) throw new RuleError(`you do not rule ${realm.name}`, 'its orders are secret');
          return { reply: { ephemeral: true, embeds: [ordersEmbed(given.name, given.orders, given.cost)] } };
        }
        const committed = await act(ctx, {
          type: 'campaign.realm-orders',
          ...givenOptions(o, { realm: 'realm', tax: 'tax', 'hardship-gold': 'hardshipGold', troops: 'troops', delay: 'delay', reduce: 'reduceMilitary', knowledge: 'knowledge' }),
        } as ActionBody);
        return ordersReply(committed, ctx);
      },
    },
    {
      name: 'action',
      description: "Secret: one of the season's two actions (one kind twice is allowed); kind:none clears it",
      example: '/realm action slot:1 kind:war hexes:"D5 E5" amount:5',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      options: [
        { name: 'slot', description: 'Action 1 or 2', type: 'integer', required: true, choices: [{ name: 'action 1', value: 1 }, { name: 'action 2', value: 2 }] },
        { name: 'kind', description: 'What the realm does', type: 'string', required: true, choices: choices(['none', ...ACTION_KINDS]) },
        realmOption,
        { name: 'target', description: 'Trade, diplomacy, espionage: the other realm', type: 'string', maxLength: 60, autocomplete: suggestRealms },
        { name: 'hexes', description: 'War: hexes in order of preference; road: base to base; base, fortify, guard…', type: 'string', maxLength: 400, autocomplete: suggestHexes({ list: true, own: true }) },
        { name: 'amount', description: 'War: attacking strength; mercenaries, scouts: units; buy/sell: resources', type: 'integer', minValue: 0, maxValue: 1000 },
        { name: 'structure', description: 'Build structure: which', type: 'string', choices: STRUCTURES.map((s) => ({ name: s.name, value: s.id })) },
        { name: 'festival', description: 'Festival: simple, impressive or elaborate', type: 'string', choices: FESTIVALS.map((f) => ({ name: f.name, value: f.id })) },
        { name: 'extra-gold', description: 'Diplomacy, espionage: extra 10,000s of gold, each +1', type: 'integer', minValue: 0, maxValue: 100 },
        { name: 'spy', description: 'Espionage: what the spies do on success', type: 'string', choices: choices(SPY_RESULTS) },
        { name: 'item', description: 'Espionage with spy:sheet: the item to learn (military, treasury…)', type: 'string', maxLength: 40 },
        { name: 'raze', description: 'War: raze captured bases (double plunder, ill-will +3)', type: 'boolean' },
        { name: 'capitol', description: 'War: a captured capitol is conquered or gets a friendly government', type: 'string', choices: choices(['conquer', 'install']) },
        { name: 'ruler-joins', description: 'War: the wizard ruler joins as a wizard unit (no other action)', type: 'boolean' },
        { name: 'with-wizard', description: 'Guarding army: add one of your wizard units', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const kind = o.kind as string;
        const details = givenOptions(o, { target: 'target', amount: 'amount', structure: 'structure', festival: 'festival', 'extra-gold': 'extraGold', spy: 'spy', item: 'item', raze: 'raze', capitol: 'capitol', 'ruler-joins': 'rulerJoins', 'with-wizard': 'withWizard' });
        const action = kind === 'none' ? null : ({ kind, ...details, ...(o.hexes !== undefined ? { hexes: splitHexes(o.hexes as string) } : {}), ...(typeof o.item === 'string' ? { item: o.item.toLowerCase() } : {}) } as RealmAction);
        const committed = await act(ctx, { type: 'campaign.realm-action', ...(o.realm !== undefined ? { realm: o.realm as string } : {}), slot: o.slot as 1 | 2, action });
        return ordersReply(committed, ctx);
      },
    },
    {
      name: 'free',
      description: 'Secret: a free action (decree, grant, move troops, disband); kind:clear removes them all',
      example: '/realm free kind:decree text:"a levy on the salt road"',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      options: [
        { name: 'kind', description: 'The free action', type: 'string', required: true, choices: choices([...FREE_ACTION_KINDS, 'clear']) },
        realmOption,
        { name: 'text', description: 'Decree or grant: what it is', type: 'string', maxLength: 300 },
        { name: 'gold', description: 'Grant: its value in gp', type: 'integer', minValue: 0, maxValue: 10_000_000 },
        { name: 'from', description: 'Move troops: the guarding army\'s hex', type: 'string', maxLength: 6, autocomplete: suggestHexes({ guards: true }) },
        { name: 'to', description: 'Move troops: where it marches', type: 'string', maxLength: 6, autocomplete: suggestHexes({ own: true }) },
        { name: 'amount', description: 'Disband: strength points or mercenary units', type: 'integer', minValue: 1, maxValue: 1000 },
        { name: 'mercenaries', description: 'Disband: mercenary units (a Diplomacy DC 9 check)', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const kind = o.kind as string;
        const free = kind === 'clear' ? null : ({ kind, ...givenOptions(o, { text: 'text', gold: 'gold', from: 'from', to: 'to', amount: 'amount', mercenaries: 'mercenaries' }) } as FreeAction);
        const committed = await act(ctx, { type: 'campaign.realm-free', ...(o.realm !== undefined ? { realm: o.realm as string } : {}), free });
        return ordersReply(committed, ctx);
      },
    },
  ],
};
