import { definePart } from '../../../core/part.js';
import { wordsReadingOld } from '../old-words.js';
import { campaignEventForWords } from './old-logs.js';
import { handCampaignOver } from './hand-over.js';
import { CAMPAIGN_ACTIONS } from './actions.js';
import { campaignViewFor } from './view.js';
import { realmOrdersWaiting } from './waiting.js';
import type { CampaignView } from './view-types.js';
import { applyCampaignEvent, decideCampaign, resolvedTurn, type CampaignEventPayloads } from './rules.js';

/**
 * The realm campaign (issue 4): control sheets, secret orders, campaign turns. Its log lines reach only those who
 * may see each event (the log filters first); its undo words are public: a sheet is named, never its figures.
 */
export const campaignPart = definePart<typeof CAMPAIGN_ACTIONS, CampaignEventPayloads, CampaignView>({
  id: 'campaign',
  actions: CAMPAIGN_ACTIONS,
  decide: decideCampaign,
  evolve: applyCampaignEvent,
  handOver: handCampaignOver,
  viewFor: campaignViewFor,
  waitingOn: realmOrdersWaiting,
  events: wordsReadingOld<CampaignEventPayloads>({
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
  }, campaignEventForWords),
});
