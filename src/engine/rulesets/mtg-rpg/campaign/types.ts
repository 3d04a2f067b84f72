import type { UserRef } from '../../../core/types.js';
import type { CampaignMap } from '../campaign-map.js';
import type { FestivalId, StructureId, TaxRate } from '../lookup-tables.js';
import type { TerrainTable } from '../realm-figures.js';

/**
 * The realm campaign of the MtG RPG (seed 004, "World Campaigning", RPG-E and RPG-F): a hex map, the realms'
 * control sheets, the rulers' secret orders and what the rules need of past turns. It lives in GameState.campaign;
 * the turns' reports are events (`campaign.report`, `campaign.realm-report`), not state.
 */

/** A road from base to base through hexes (RPG-F37), named by the hexes it runs through, both ends included. */
export interface Road {
  hexes: string[];
  /** The realm that built it. */
  builtBy: string;
}

/** What a temporary modifier changes (RPG-R52: the event's +3 raises a check's DC). */
export type ModifierKind =
  /** Raises the discontent check's DC. */
  | 'discontent-dc'
  /** Raises the hardship check's DC. */
  | 'hardship-dc'
  /** Tax income, in percent (Bandits: −25). */
  | 'tax-percent';

/** A modifier on a realm sheet with the turns it lasts (RPG-F4…F23). */
export interface TempModifier {
  /** Unique within the realm, to resolve it by name (`bandits`, `plague`, `shortfall`). */
  id: string;
  kind: ModifierKind;
  value: number;
  /** Where it comes from, as the sheet shows it: "Bandits (event, turn 3)". */
  source: string;
  /** Turns left, counting this one; `null`: until the GM resolves it, or until its condition is met. */
  turnsLeft: number | null;
  /** The first turn it counts in (a shortfall counts in the following season, RPG-F30); absent: at once. */
  fromTurn?: number;
  /** What ends it besides the GM: a passed hardship check (Plague) or a finished Food stores (RPG-R59). */
  endsOn?: 'hardship-passed' | 'food-stores';
}

export interface Structure {
  id: StructureId;
  /** Seasons of building left; 0 when finished. */
  seasonsLeft: number;
  /** The turn it was ordered. */
  orderedTurn: number;
}

/** What a realm has learned of another by espionage or scouts; shown only to that realm's ruler (and the GM). */
export interface Intel {
  turn: number;
  about: string;
  /** `sheet:military`, `troops`, `agreements`, `hex:C5`, `trace`. */
  kind: string;
  text: string;
  /** Hexes whose guarding armies and fortification this realm saw (scouting, troop catalogue). */
  hexes?: string[];
}

/** Who spied on whom in a turn (RPG-F59): the GM's record, read by the spies' "trace" (RPG-F60). */
export interface EspionageEntry {
  turn: number;
  by: string;
  target: string;
}

/** A realm control sheet (RPG-E). Population, resources, hexes and the encounter factor are derived from the map. */
export interface RealmSheet {
  id: string;
  name: string;
  /** The player who rules it (RPG-E13); without one the GM gives its orders. */
  ruler?: UserRef;
  calling: string;
  demeanor: string;
  /** RPG-E13 */
  diplomacy: number;
  /** RPG-E14 */
  wisdom: number;
  /** RPG-E15 */
  wildernessLore: number;
  /** RPG-R63: the commander's War rating (0 if none). */
  war: number;
  /** RPG-R46/F46: the ruler is a wizard and may join a war as a wizard unit. */
  wizardRuler: boolean;
  military: number;
  discontent: number;
  hardship: number;
  treasury: number;
  tax: TaxRate;
  /** Realms this realm has opened a trade route to (RPG-E18: one way). */
  tradeRoutes: string[];
  /** Realms it is at war with (RPG-F49). */
  wars: string[];
  structures: Structure[];
  /** Mercenary units paid this turn (RPG-F41): gone at the end of the turn. */
  mercenaries: number;
  /** RPG-F42: military units designated naval. */
  naval: number;
  /** RPG-F43: wizard units not in a guarding army. */
  wizardUnits: number;
  /** RPG-F44: scout units hired this turn. */
  scouts: number;
  modifiers: TempModifier[];
  /** RPG-F33: failed discontent checks in a row. */
  failedDiscontent: number;
  /** RPG-F30/R56: seasons of civilian shortfall in a row. */
  shortfallSeasons: number;
  /** RPG-F54: the festival bonus for next turn's discontent check. */
  festivalBonus: number;
  createdInPlay: boolean;
  /** False once conquered (RPG-F50): it stays in the record, out of play. */
  inPlay: boolean;
  intel: Intel[];
}

export const ACTION_KINDS = [
  'open-trade',
  'build-road',
  'build-structure',
  'recruit',
  'mercenaries',
  'naval',
  'wizard-unit',
  'scouts',
  'war',
  'guarding-army',
  'diplomacy',
  'festival',
  'buy-resources',
  'sell-resources',
  'build-base',
  'fortify',
  'move-capitol',
  'espionage',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const SPY_RESULTS = ['bandits', 'controversy', 'assassination', 'food-stores', 'agreements', 'troops', 'sheet', 'trace'] as const;
export type SpyResult = (typeof SPY_RESULTS)[number];

/** One of a realm's two actions of the turn (RPG-F34), with the choices it needs. */
export interface RealmAction {
  kind: ActionKind;
  /** Another realm: trade, diplomacy, espionage. */
  target?: string;
  /** Hexes: war (in order of preference), a road (base to base), a base, a guarding army, a fortified base, a new capitol, scouting. */
  hexes?: string[];
  /** War: the attacking strength; mercenaries, scouts: units; buy/sell: resources. */
  amount?: number;
  structure?: StructureId;
  festival?: FestivalId;
  /** Diplomacy, espionage: extra gold in 10,000s, each +1 (RPG-F53, F59). */
  extraGold?: number;
  /** War: raze captured bases (RPG-F51); a captured capitol: conquer or install a friendly government (RPG-F50). */
  raze?: boolean;
  capitol?: 'conquer' | 'install';
  /** War: the wizard ruler joins as a wizard unit (RPG-F46: then no other action). */
  rulerJoins?: boolean;
  /** Guarding army: with one of the realm's wizard units (RPG-F43). */
  withWizard?: boolean;
  /** Espionage: what to do on success (RPG-F60); `sheet` needs `item`. */
  spy?: SpyResult;
  item?: string;
}

export const FREE_ACTION_KINDS = ['decree', 'grant', 'move-troops', 'disband'] as const;
export type FreeActionKind = (typeof FREE_ACTION_KINDS)[number];

/** A free action (RPG-F61): decree, grant, move troops, disband armies. */
export interface FreeAction {
  kind: FreeActionKind;
  /** Decree or grant: what it is (the GM rules on its effect). */
  text?: string;
  /** Grant: its value in gp. */
  gold?: number;
  /** Move troops: the guarding army's hex and where it goes. */
  from?: string;
  to?: string;
  /** Disband: regular strength points, or mercenary units with `mercenaries`. */
  amount?: number;
  mercenaries?: boolean;
}

/** A ruler's secret orders for the season (or the GM's for a realm without a ruler). */
export interface RealmOrders {
  tax: TaxRate;
  /** RPG-F25: pay 50 gp × population for +1 on the hardship check. */
  hardshipGold: boolean;
  /** RPG-F32: military strength put into the discontent check. */
  troops: number;
  /** RPG-F24: act after the other realms. */
  delay: boolean;
  /** RPG-F29: strength dismissed in the treasury sub-phase to save maintenance. */
  reduceMilitary: number;
  /** RPG-F12/R53: Knowledge Rediscovered pays resources or gold. */
  knowledge: 'resources' | 'gold';
  actions: (RealmAction | null)[];
  free: FreeAction[];
  /** Who gave them, and when. */
  by: UserRef;
}

/** Campaign settings: the terrain table and the readings where the seed's examples disagree with its rules. */
export interface CampaignSettings {
  terrain: TerrainTable;
  /** RPG-R49: starting strength rounded up (rule) or down (Harloon's 7). */
  militaryRounding: 'up' | 'down';
  /** RPG-R50: the encounter factor counts bases as hexes (Harloon's 14) or not (the rule). */
  encounterCountsBases: boolean;
  /** RPG-R56: resources of civilian upkeep per point of population. */
  upkeepPerPopulation: number;
  /**
   * RPG-F30, R56: how upkeep meets the actions. `separate` (the default; absent in older campaigns): upkeep is
   * assessed and a shortfall has its penalty (004 l.1468), while the actions are bounded by the resource rating
   * (l.1652). `shared`: one pool, upkeep first, the actions spend what is left.
   */
  upkeepPool?: 'separate' | 'shared';
  /** RPG-R62: gold per point of attacking strength (5,000 the rule; 10,000 the example). */
  warGoldPerStrength: number;
  /** RPG-R66: festival prices by the table or by the example (impressive at 1,000 gp × population). */
  festivalPrice: 'table' | 'example';
  /** RPG-R4: one event per realm each turn (the reading) or none drawn (the GM gives events). */
  randomEvents: 'per-realm' | 'gm';
}

/**
 * A turn's report, as the turn computes it: the channel's part and each realm's own. It is not kept in the state:
 * the events `campaign.report` and `campaign.realm-report` carry it (RPG-F67's recording is the realm's report).
 */
export interface TurnReport {
  turn: number;
  /** Public lines for the channel. */
  public: string[];
  /** Initiative order (realm ids). */
  initiative: string[];
  events: { realm: string; event: string }[];
  /** Each realm's full report, for its ruler (and the GM). */
  realms: Record<string, string[]>;
  /** Espionage results, for the spying realm only. */
  secrets: Record<string, string[]>;
  /** Who spied on whom this turn (GM only). */
  espionage: EspionageEntry[];
}

declare module '../../../core/state.js' {
  interface PartStates {
    /** The realm campaign (MtG RPG, or Magic Realm with realm-campaign): map, realms, orders, turns. */
    campaign: CampaignState;
  }
}

export interface CampaignState {
  map: CampaignMap;
  roads: Road[];
  realms: RealmSheet[];
  /** Ill-will between each pair of realms, keyed `a|b` with the ids sorted (RPG-E17: one value per pair). */
  illWill: Record<string, number>;
  settings: CampaignSettings;
  /** Campaign turns resolved so far. */
  turn: number;
  /** Orders given for the coming turn, by realm id. */
  orders: Record<string, RealmOrders>;
  /** Every espionage of the campaign, turn by turn: what the rules still need of past turns (RPG-F60 "trace"). */
  espionage: EspionageEntry[];
}

/** The campaign's events, as the read side names them (issue 28). */
export type { CampaignEventPayloads } from './events.js';
export type { MapTerrain } from '../campaign-map.js';
