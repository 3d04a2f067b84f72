import type { GameState } from '../../../core/state.js';
import type { StoredEvent } from '../../../core/types.js';
import type { CheckResult, RefereeDeck } from '../referee-deck.js';
import type { CampaignState, EspionageEntry, RealmSheet } from './types.js';

/**
 * The shapes that logs stored before events held facts (up to commit 0d7a168), read into today's state: a game
 * recorded then still loads. Its campaign carried every past report (`reports`) and each realm its log (`log`);
 * today the report events hold those, and the state keeps only the espionage that RPG-F60's "trace" reads.
 */

/** A realm sheet as older events stored it. */
export type StoredRealm = RealmSheet & { log?: unknown };

/** A campaign as older events stored it. */
export type StoredCampaign = Omit<CampaignState, 'espionage' | 'realms'> & {
  realms: StoredRealm[];
  espionage?: EspionageEntry[];
  reports?: { turn: number; espionage: { by: string; target: string }[] }[];
};

/** `campaign.turn-resolved` as 0d7a168 and before wrote it: the whole next campaign and the whole deck. */
export interface WholeTurnResolved {
  campaign: StoredCampaign;
  deck: RefereeDeck;
  checks: (CheckResult & { realm: string })[];
  rolls: { what: string; value: number }[];
}

/** A realm sheet without the log older events kept on it. */
export function currentRealm(r: StoredRealm): RealmSheet {
  if (!('log' in r)) return r;
  const { log: _log, ...sheet } = r;
  return sheet;
}

/** A campaign without the reports and realm logs older events kept in it; its espionage read from the reports. */
export function currentCampaign(c: StoredCampaign): CampaignState {
  const { reports, espionage, realms, ...rest } = c;
  return {
    ...rest,
    realms: realms.map(currentRealm),
    espionage: espionage ?? (reports ?? []).flatMap((rep) => rep.espionage.map((e) => ({ turn: rep.turn, by: e.by, target: e.target }))),
  };
}

/**
 * Up to 3ec51af, campaign.created carried the whole campaign and campaign.realm-set the whole realm sheet after
 * (issue 28): applied as before. Undefined for an event of today's shape.
 */
export function applyOldCampaignEvent(state: GameState, e: StoredEvent): GameState | undefined {
  const p = e.payload as Record<string, unknown>;
  if (e.type === 'campaign.created' && 'campaign' in p) return { ...state, campaign: currentCampaign(p.campaign as StoredCampaign) };
  if (e.type === 'campaign.realm-set' && typeof p.realm === 'object' && p.realm !== null) {
    const c = state.campaign;
    if (!c) return state;
    const realm = currentRealm(p.realm as StoredRealm);
    const exists = c.realms.some((r) => r.id === realm.id);
    const realms = exists ? c.realms.map((r) => (r.id === realm.id ? realm : r)) : [...c.realms, realm];
    return { ...state, campaign: { ...c, realms, illWill: { ...c.illWill, ...((p.illWill as Record<string, number> | undefined) ?? {}) } } };
  }
  return undefined;
}

/** An old campaign event as the log and undo words read it: the map's size and realms, the realm's name. */
export function campaignEventForWords(e: StoredEvent): StoredEvent {
  const p = e.payload as Record<string, unknown>;
  if (e.type === 'campaign.created' && 'campaign' in p) {
    const c = p.campaign as StoredCampaign;
    return { ...e, payload: { map: c.map, realms: c.realms } };
  }
  if (e.type === 'campaign.realm-set' && typeof p.realm === 'object' && p.realm !== null) {
    const r = p.realm as StoredRealm;
    return { ...e, payload: { ...p, realm: r.id, name: r.name } };
  }
  return e;
}
