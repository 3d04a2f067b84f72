/**
 * The realm campaign's events (issue 4): their payloads — each states what changed, so a replay never recomputes a
 * turn — and their words.
 */
import { eventMaker, type EventOf, type EventTable } from '../../../core/part.js';
import type { Edit } from '../../../core/patch.js';
import type { CampaignHex, CampaignMap } from '../campaign-map.js';
import type { Card } from '../referee-deck.js';
import type { WholeTurnResolved } from './old-logs.js';
import type { NewRealm } from './setup.js';
import type { TurnCheck } from './turn.js';
import type { CampaignSettings, RealmOrders } from './types.js';

/** The realm campaign's events; each carries what changed, so a replay never recomputes a turn. */
export interface CampaignEventPayloads {
  /** RPG-E4: the campaign's map (drawn by the generator, or given as text) and the realms founded on it. */
  'campaign.created': { map: CampaignMap; realms: NewRealm[] };
  'campaign.settings-set': { settings: CampaignSettings; key: string };
  'campaign.hexes-set': { hexes: { index: number; hex: CampaignHex }[] };
  /** A realm's sheet changed (`changes`: the fields as they now read), or a realm founded (`founded`: its founding choices). */
  'campaign.realm-set': { realm: string; name: string; founded?: NewRealm; changes?: Edit[]; illWill?: Record<string, number>; what: string };
  'campaign.orders-set': { realm: string; orders: RealmOrders };
  /** A turn's facts: its checks (each with its draw from the referee deck) and dice, and what it changed in the campaign. */
  'campaign.turn-resolved': TurnResolved | WholeTurnResolved;
  /** The channel's report of a turn. */
  'campaign.report': { turn: number; lines: string[] };
  /** A ruler's own report of a turn (espionage results included). */
  'campaign.realm-report': { realm: string; turn: number; lines: string[] };
  /** A public line for the log ("the GM changes the map"), saying nothing secret. */
  'campaign.notice': { text: string };
  /** The guideline deck written into the log before a turn's first draw (as /deck draw does). */
  'campaign.deck-set': { cards: Card[] };
}

export interface TurnResolved {
  /** The turn resolved. */
  turn: number;
  /** The changes of the campaign, from the campaign before the turn (the reports are events of their own). */
  changes: Edit[];
  /** The referee-deck checks in order: the deck changes by these draws. */
  checks: TurnCheck[];
  rolls: { what: string; value: number }[];
}

/** The turn a `campaign.turn-resolved` resolved, in either shape. */
export const resolvedTurn = (p: CampaignEventPayloads['campaign.turn-resolved']): number => ('campaign' in p ? p.campaign.turn : p.turn);

export type CampaignEvent = EventOf<CampaignEventPayloads>;

export const campaignEvent = eventMaker<CampaignEventPayloads>();

/** The words of each campaign event: log lines reach only those who may see the event; undo words are public. */
export const CAMPAIGN_EVENT_WORDS: EventTable<CampaignEventPayloads> = {
  'campaign.created': {
    log: (e) => `The realm campaign is set up: a ${e.payload.map.cols} × ${e.payload.map.rows} map, ${e.payload.realms.length} realm(s)`,
    undo: () => 'the creation of the campaign',
  },
  'campaign.notice': { log: (e) => e.payload.text, undo: false },
  'campaign.settings-set': { log: (e) => `Campaign setting \`${e.payload.key}\` changed`, undo: (e) => `the campaign setting ${e.payload.key}` },
  'campaign.hexes-set': { log: (e) => `🔒 The map changes: ${e.payload.hexes.length} hex(es)`, undo: () => 'a change to the campaign map' },
  'campaign.realm-set': { log: (e) => `🔒 ${e.payload.name} ${e.payload.what}`, undo: (e) => `a change to the sheet of ${e.payload.name}` },
  'campaign.orders-set': {
    log: (e) => `🔒 Orders for ${e.payload.realm}: tax ${e.payload.orders.tax}, actions ${e.payload.orders.actions.map((a) => a?.kind ?? 'none').join(' and ')}`,
    undo: () => 'new orders for a realm',
  },
  'campaign.turn-resolved': {
    log: (e) => `🔒 Campaign turn ${resolvedTurn(e.payload)}: ${e.payload.checks.length} referee checks`,
    undo: (e) => `campaign turn ${resolvedTurn(e.payload)}`,
  },
  'campaign.report': { log: (e) => `**Campaign turn ${e.payload.turn}**: ${e.payload.lines.slice(1).join(' · ')}`, undo: false },
  'campaign.realm-report': { log: (e) => `🔒 ${e.payload.realm}, turn ${e.payload.turn}: ${e.payload.lines.join(' · ')}`, undo: false },
  'campaign.deck-set': { log: (e) => `The referee deck is set: ${e.payload.cards.length} cards (guideline)`, undo: () => 'the campaign turn' },
};
