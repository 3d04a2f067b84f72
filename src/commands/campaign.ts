import { gmNames, type GameState } from '../engine/core/state.js';
import { readableEvents } from '../engine/core/seats.js';
import { RuleError } from '../engine/core/types.js';
import { campaignViewFor, findRealm, noCampaign, SETTING_KEYS, TERRAIN_CHOICES } from '../engine/rulesets/mtg-rpg/campaign/view.js';
import type { CampaignEventPayloads } from '../engine/rulesets/mtg-rpg/campaign/types.js';
import { realmLogFor } from '../engine/rulesets/mtg-rpg/campaign/view.js';
import type { CampaignView, MapView } from '../engine/rulesets/mtg-rpg/campaign/view-types.js';
import { ordersEmbed, realmReportEmbed, settingsEmbed, turnReportEmbed } from '../render/campaign-embeds.js';
import { renderCampaignMap } from '../render/pictures.js';
import { noticeEmbed } from '../render/embeds.js';
import { COLORS, later, type MessagePayload } from '../render/message.js';
import { payloadReader } from './event-payloads.js';
import { act, currentGame, givenOptions, type ActionBody } from './game-context.js';
import { suggestHexes } from './suggest-hexes.js';
import type { Choice, CommandResult, CommandSpec, HandlerContext } from './types.js';

/** What the user who runs the command may see of the game's campaign (the part's view), or a RuleError if it has none. */
export function campaignViewOf(state: GameState, ctx: Pick<HandlerContext, 'invocation'>): CampaignView {
  const view = campaignViewFor(state, { userId: ctx.invocation.user.id });
  if (!view) throw noCampaign();
  return view;
}

/** The public lines of the campaign overview, one per realm. */
const summaries = (view: CampaignView): string => view.realms.map((r) => r.summary).join('\n');

/** A map picture, attached and shown in an embed. */
export function mapMessage(map: MapView, title: string, description?: string): MessagePayload {
  const png = later(() => renderCampaignMap(map));
  return {
    embeds: [{ title, ...(description ? { description } : {}), color: COLORS.info, image: { url: 'attachment://campaign-map.png' } }],
    files: [{ name: 'campaign-map.png', data: png }],
  };
}

/** Realm names as the user types them (autocomplete). */
export async function suggestRealms(typed: string, ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<Choice[]> {
  const game = await currentGame(ctx);
  const q = typed.toLowerCase();
  return (campaignViewFor(game, { userId: ctx.invocation.user.id })?.realms ?? []).filter((r) => r.name.toLowerCase().includes(q)).map((r) => ({ name: r.name, value: r.name }));
}

const payloadOf = payloadReader<CampaignEventPayloads>();

export const campaignCommand: CommandSpec = {
  slow: true,
  name: 'campaign',
  description: 'The realm campaign of the MtG RPG: the map, the campaign turn, the report',
  subcommands: [
    {
      name: 'create',
      description: 'GM: start the realm campaign on a map (text, a .txt file) or a random map',
      example: '/campaign create random:true cols:12 rows:10 realms:4',
      options: [
        { name: 'map', description: 'Rows of terrain letters split by / (P F J H M S C I D W; ~ before a letter: river)', type: 'string', maxLength: 6000 },
        { name: 'file', description: 'The map as a .txt file, one row a line', type: 'attachment' },
        { name: 'random', description: 'Generate a random map with realms', type: 'boolean' },
        { name: 'cols', description: 'Random map: columns (6–40, default 12)', type: 'integer', minValue: 6, maxValue: 40 },
        { name: 'rows', description: 'Random map: rows (6–40, default 10)', type: 'integer', minValue: 6, maxValue: 40 },
        { name: 'realms', description: 'Random map: realms (1–8, default 4)', type: 'integer', minValue: 1, maxValue: 8 },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const random = o.random === true;
        const text = (o.file as string | undefined) ?? (o.map as string | undefined);
        if (random && text) throw new RuleError('give a map or random:true, not both', 'e.g. /campaign create random:true, or /campaign create map:"P P F / ~P H M"');
        const committed = await act(ctx, {
          type: 'campaign.create',
          ...(random ? { random: { cols: (o.cols as number) ?? 12, rows: (o.rows as number) ?? 10, realms: (o.realms as number) ?? 4 } } : { map: text }),
        });
        const view = campaignViewOf(committed.state, ctx);
        const map = mapMessage(view.publicMap, 'The realm campaign begins', summaries(view) || 'No realms yet: the GM adds them with /realm create.');
        return {
          reply: { ephemeral: false, ...map, embeds: [...map.embeds!, settingsEmbed(view.settings)] },
          events: committed.events,
        };
      },
    },
    {
      name: 'map',
      description: 'The campaign map; private:true shows what your realm knows (the GM sees all)',
      example: '/campaign map private:true',
      ephemeral: (o) => o.private === true,
      options: [{ name: 'private', description: 'Only you see it, with what your realm knows', type: 'boolean' }],
      handler: async (ctx) => {
        const view = campaignViewOf(await currentGame(ctx), ctx);
        const priv = ctx.options.private === true;
        const map = mapMessage(priv ? view.map : view.publicMap, `Campaign map — after turn ${view.turn}`, summaries(view));
        return { reply: { ephemeral: priv, ...map } };
      },
    },
    {
      name: 'info',
      description: 'The campaign: turn, realms, rulers, wars, and whose orders are in',
      example: '/campaign info',
      options: [],
      handler: async (ctx) => {
        const view = campaignViewOf(await currentGame(ctx), ctx);
        const ready = view.realms.filter((r) => r.inPlay).map((r) => `${r.ordersGiven ? '✔' : '…'} ${r.name}`).join(' · ');
        return {
          reply: {
            ephemeral: true,
            embeds: [
              {
                title: `Realm campaign — ${view.turn} turn${view.turn === 1 ? '' : 's'} played`,
                color: COLORS.info,
                description: summaries(view) || 'No realms yet.',
                fields: [{ name: 'Orders for the next turn', value: ready || 'no realm in play' }],
              },
            ],
          },
        };
      },
    },
    {
      name: 'settings',
      description: "GM: the campaign's terrain figures and readings; without key: show them",
      example: '/campaign settings key:upkeep value:0',
      options: [
        { name: 'key', description: 'plains … desert, base (population/resources), or a reading', type: 'string', choices: SETTING_KEYS.map((k) => ({ name: k.key, value: k.key })) },
        { name: 'value', description: 'e.g. 6/1 for a terrain, up/down, on/off, a number', type: 'string', maxLength: 40 },
      ],
      handler: async (ctx) => {
        const { key, value } = ctx.options as { key?: string; value?: string };
        if (!key) {
          return { reply: { ephemeral: true, embeds: [settingsEmbed(campaignViewOf(await currentGame(ctx), ctx).settings)] } };
        }
        if (!value) throw new RuleError(`give the new value of ${key}`, SETTING_KEYS.find((k) => k.key === key)?.help ?? 'value:<value>');
        const committed = await act(ctx, { type: 'campaign.setting', key, value });
        return { reply: { ephemeral: false, embeds: [settingsEmbed(campaignViewOf(committed.state, ctx).settings)] }, events: committed.events };
      },
    },
    {
      name: 'hex',
      description: 'GM: change one hex of the map (terrain, river, base, fortification, guard, realm)',
      example: '/campaign hex hex:C4 base:city fortification:2 guard:army realm:Harloon',
      ephemeral: () => true,
      options: [
        { name: 'hex', description: 'The hex, e.g. C4', type: 'string', required: true, maxLength: 6, autocomplete: suggestHexes() },
        { name: 'terrain', description: 'Its terrain', type: 'string', choices: TERRAIN_CHOICES.map((t) => ({ name: t, value: t })) },
        { name: 'river', description: 'A river runs through it', type: 'boolean' },
        { name: 'base', description: 'A base: none, a town or a city', type: 'string', choices: ['none', 'town', 'city'].map((v) => ({ name: v, value: v })) },
        { name: 'fortification', description: 'The base\'s fortification level 0–6', type: 'integer', minValue: 0, maxValue: 6 },
        { name: 'capitol', description: 'The base is its realm\'s capitol', type: 'boolean' },
        { name: 'guard', description: 'A guarding army', type: 'string', choices: ['none', 'army', 'army-with-wizard'].map((v) => ({ name: v, value: v })) },
        { name: 'realm', description: 'The realm that holds it (none: unclaimed)', type: 'string', maxLength: 60, autocomplete: suggestRealms },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'campaign.hex',
          ...givenOptions(o, { hex: 'hex', terrain: 'terrain', river: 'river', base: 'base', fortification: 'fortification', capitol: 'capitol', guard: 'guard', realm: 'realm' }),
        } as ActionBody);
        // Only the GM changes a hex: his map shows it all.
        const map = mapMessage(campaignViewOf(committed.state, ctx).map, `Hex ${String(o.hex).toUpperCase()} changed (GM's map)`);
        return { reply: { ephemeral: true, ...map }, events: committed.events };
      },
    },
    {
      name: 'orders',
      description: "GM: every realm's orders for the coming turn",
      example: '/campaign orders',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const view = campaignViewOf(game, ctx);
        if (!view.seesAllOrders) throw new RuleError(`only ${gmNames(game)} sees every realm's orders`, 'see your own with /realm orders');
        const embeds = view.orders.filter((o) => o.inPlay).map((o) => {
          const e = ordersEmbed(o.name, o.orders, o.cost);
          return o.given ? e : { ...e, title: `${e.title} (none given: the default)` };
        });
        return { reply: { ephemeral: true, embeds: embeds.length ? embeds : [noticeEmbed('No realms', 'Create one with /realm create.')] } };
      },
    },
    {
      name: 'turn',
      description: 'GM: resolve one campaign turn (a season) for every realm, and post the report',
      example: '/campaign turn',
      options: [],
      handler: async (ctx) => turnHandler(ctx),
    },
    {
      name: 'resolve',
      description: 'GM: end an event that lasts until resolved (Large Predator, Undead, Wizards, Fire…)',
      example: '/campaign resolve realm:Harloon modifier:undead',
      options: [
        { name: 'realm', description: 'The realm', type: 'string', required: true, maxLength: 60, autocomplete: suggestRealms },
        { name: 'modifier', description: 'The event, e.g. undead, large-predator, fire', type: 'string', required: true, maxLength: 60 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'campaign.resolve', realm: ctx.options.realm as string, modifier: ctx.options.modifier as string });
        const notice = payloadOf(committed.events, 'campaign.notice')[0]!;
        return { reply: { ephemeral: false, embeds: [noticeEmbed('Resolved', notice.text)] }, events: committed.events };
      },
    },
    {
      name: 'log',
      description: "A realm's log, turn by turn (in full for its ruler and the GM)",
      example: '/campaign log realm:Harloon',
      ephemeral: () => true,
      options: [
        { name: 'realm', description: 'The realm', type: 'string', required: true, maxLength: 60, autocomplete: suggestRealms },
        { name: 'turn', description: 'Only this turn', type: 'integer', minValue: 1, maxValue: 10000 },
      ],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const view = campaignViewOf(game, ctx);
        const realm = findRealm(view, ctx.options.realm as string);
        const turn = ctx.options.turn as number | undefined;
        const full = realm.sheet.full;
        const entries = realmLogFor(realm, readableEvents(await ctx.services.store.events(game.id), game, { userId: ctx.invocation.user.id }));
        const shown = entries.filter((e) => (turn ? e.turn === turn : true) && e.lines.length).slice(-8);
        const embeds = shown.length
          ? shown.map((e) => ({ title: `${full ? '🔒 ' : ''}${realm.name}, turn ${e.turn}`, color: full ? COLORS.private : COLORS.info, description: e.lines.join('\n') }))
          : [noticeEmbed(realm.name, turn ? `Nothing recorded for turn ${turn}.` : 'No campaign turn recorded yet.')];
        return { reply: { ephemeral: true, embeds: embeds.slice(0, 10) } };
      },
    },
  ],
};

/** `/campaign turn`: the public report with the map in the channel; each ruler his own report in private. */
async function turnHandler(ctx: HandlerContext): Promise<CommandResult> {
  const committed = await act(ctx, { type: 'campaign.turn' });
  const view = campaignViewOf(committed.state, ctx);
  const report = payloadOf(committed.events, 'campaign.report')[0]!;
  const map = mapMessage(view.publicMap, `Campaign turn ${report.turn}`);
  const privateMessages = payloadOf(committed.events, 'campaign.realm-report').flatMap((r) => {
    const realm = view.realms.find((x) => x.id === r.realm)!;
    return realm.ruler ? [{ userId: realm.ruler.id, message: { embeds: [realmReportEmbed(realm.name, r.turn, r.lines)] } }] : [];
  });
  return {
    reply: { ephemeral: false, embeds: [turnReportEmbed(report.turn, report.lines)], files: map.files },
    privateMessages,
    events: committed.events,
  };
}
