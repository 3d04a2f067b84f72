/** How each realm-campaign event changes the state (issue 4): the campaign, and the referee deck a turn drew from. */
import { evolveBy, unchanged, type Appliers } from '../../../core/handlers.js';
import type { GameState } from '../../../core/state.js';
import { currentDeck } from '../deck/view.js';
import { applyDraw } from '../referee-deck.js';
import { applyEdits } from '../../../core/patch.js';
import { applyOldCampaignEvent, currentCampaign } from './old-logs.js';
import { addRealm, campaignFrom } from './setup.js';
import type { CampaignState, RealmSheet } from './types.js';
import type { CampaignEvent, CampaignEventPayloads } from './events.js';

/** The realm a realm-set event leaves: founded from its choices on the campaign (its hexes set already), or changed. */
function realmAfter(c: CampaignState, p: CampaignEventPayloads['campaign.realm-set']): RealmSheet | undefined {
  if (p.founded) return addRealm(c, p.founded).realm;
  const r = c.realms.find((x) => x.id === p.realm);
  return r && applyEdits(r, p.changes ?? []);
}

/** The state with its campaign changed; a game without a campaign is left as it is. */
const onCampaign = (state: GameState, f: (c: CampaignState) => GameState): GameState => (state.campaign ? f(state.campaign) : state);

/** The state after each campaign event. */
const APPLY: Appliers<CampaignEvent> = {
  'campaign.created': (state, e) => ({ ...state, campaign: campaignFrom(e.payload.map, e.payload.realms) }),
  'campaign.deck-set': (state, e) => ({ ...state, deck: { library: e.payload.cards.map((c) => ({ ...c })), drawn: [] } }),
  'campaign.report': unchanged,
  'campaign.realm-report': unchanged,
  'campaign.notice': unchanged,
  'campaign.turn-resolved': (state, { payload: p }) =>
    onCampaign(state, (c) => {
      // A log of 0d7a168 or before: the whole next campaign and deck.
      if ('campaign' in p) return { ...state, campaign: currentCampaign(p.campaign), deck: p.deck };
      return { ...state, campaign: applyEdits(c, p.changes), deck: p.checks.reduce(applyDraw, currentDeck(state)) };
    }),
  'campaign.settings-set': (state, e) => onCampaign(state, (c) => ({ ...state, campaign: { ...c, settings: e.payload.settings } })),
  'campaign.hexes-set': (state, e) =>
    onCampaign(state, (c) => {
      const hexes = [...c.map.hexes];
      for (const h of e.payload.hexes) hexes[h.index] = h.hex;
      return { ...state, campaign: { ...c, map: { ...c.map, hexes } } };
    }),
  'campaign.realm-set': (state, e) =>
    onCampaign(state, (c) => {
      const realm = realmAfter(c, e.payload);
      if (!realm) return state;
      const exists = c.realms.some((r) => r.id === realm.id);
      const realms = exists ? c.realms.map((r) => (r.id === realm.id ? realm : r)) : [...c.realms, realm];
      return { ...state, campaign: { ...c, realms, illWill: { ...c.illWill, ...(e.payload.illWill ?? {}) } } };
    }),
  'campaign.orders-set': (state, e) => onCampaign(state, (c) => ({ ...state, campaign: { ...c, orders: { ...c.orders, [e.payload.realm]: e.payload.orders } } })),
};

const applyCurrent = evolveBy(APPLY);

/** Applies a campaign event to the game state: an older shape as before (old-logs.ts), else by its applier. */
export const applyCampaignEvent = (state: GameState, stored: CampaignEvent): GameState => applyOldCampaignEvent(state, stored) ?? applyCurrent(state, stored);
