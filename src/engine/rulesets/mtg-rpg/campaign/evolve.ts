/** How each realm-campaign event changes the state (issue 4): the campaign, and the referee deck a turn drew from. */
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

/** Applies a campaign event to the game state. */
export function applyCampaignEvent(state: GameState, stored: CampaignEvent): GameState {
  const old = applyOldCampaignEvent(state, stored);
  if (old) return old;
  const e = stored;
  switch (e.type) {
    case 'campaign.created':
      return { ...state, campaign: campaignFrom(e.payload.map, e.payload.realms) };
    case 'campaign.deck-set':
      return { ...state, refereeDeck: { library: e.payload.cards.map((c) => ({ ...c })), drawn: [] } };
    case 'campaign.report':
    case 'campaign.realm-report':
    case 'campaign.notice':
      return state;
  }
  const c = state.campaign;
  if (!c) return state;
  switch (e.type) {
    case 'campaign.turn-resolved': {
      const p = e.payload;
      // A log of 0d7a168 or before: the whole next campaign and deck.
      if ('campaign' in p) return { ...state, campaign: currentCampaign(p.campaign), refereeDeck: p.deck };
      return { ...state, campaign: applyEdits(c, p.changes), refereeDeck: p.checks.reduce(applyDraw, currentDeck(state)) };
    }
    case 'campaign.settings-set':
      return { ...state, campaign: { ...c, settings: e.payload.settings } };
    case 'campaign.hexes-set': {
      const hexes = [...c.map.hexes];
      for (const h of e.payload.hexes) hexes[h.index] = h.hex;
      return { ...state, campaign: { ...c, map: { ...c.map, hexes } } };
    }
    case 'campaign.realm-set': {
      const realm = realmAfter(c, e.payload);
      if (!realm) return state;
      const exists = c.realms.some((r) => r.id === realm.id);
      const realms = exists ? c.realms.map((r) => (r.id === realm.id ? realm : r)) : [...c.realms, realm];
      return { ...state, campaign: { ...c, realms, illWill: { ...c.illWill, ...(e.payload.illWill ?? {}) } } };
    }
    case 'campaign.orders-set':
      return { ...state, campaign: { ...c, orders: { ...c.orders, [e.payload.realm]: e.payload.orders } } };
  }
  return state;
}
