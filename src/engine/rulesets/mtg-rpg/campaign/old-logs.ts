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
