import type { MapTerrain } from '../campaign-map.js';
import type { TaxRate } from '../lookup-tables.js';
import type { UserRef } from '../../../core/types.js';
import type { CampaignSettings, RealmOrders } from './types.js';

/**
 * What one viewer may see of the campaign: the renderers (map PNG, sheet embed and PNG) receive only these,
 * never the campaign state, so a secret cannot reach a picture by accident.
 */

export interface MapViewHex {
  /** `C4` */
  name: string;
  col: number;
  row: number;
  terrain: MapTerrain;
  river: boolean;
  /** The realm id holding it. */
  realm?: string;
  base?: {
    size: 'town' | 'city';
    capitol: boolean;
    /** Only where the viewer knows it (his own realm, the GM, espionage or scouts). */
    fortification?: number;
  };
  /** Only where the viewer knows it. */
  guard?: 'army' | 'army-with-wizard';
}

export interface MapViewRealm {
  id: string;
  name: string;
  /** A stable index for the realm's colour (its order of creation). */
  colour: number;
  inPlay: boolean;
}

export interface MapView {
  cols: number;
  rows: number;
  /** Row by row: index = row × cols + col. */
  hexes: MapViewHex[];
  roads: { hexes: string[] }[];
  realms: MapViewRealm[];
  /** Campaign turns resolved so far. */
  turn: number;
  /** Whose map this is: "public", "GM", or the realm name of a ruler's private map. */
  perspective: string;
}

/** A field of a sheet as shown; absent fields are hidden from this viewer. */
export interface RealmSheetView {
  id: string;
  name: string;
  /** True when the viewer sees the whole sheet (its ruler or the GM). */
  full: boolean;
  ruler?: string;
  calling: string;
  demeanor: string;
  capitol?: string;
  /** Territory, as public: hexes held and bases. */
  hexes: number;
  hexesByTerrain: Record<MapTerrain, number>;
  bases: { hex: string; size: 'town' | 'city'; capitol: boolean; fortification?: number }[];
  wars: string[];
  inPlay: boolean;
  /** The rest only with `full`. */
  population?: number;
  resources?: number;
  military?: number;
  militaryCap?: number;
  discontent?: number;
  hardship?: number;
  treasury?: number;
  tax?: TaxRate;
  taxIncome?: number;
  diplomacy?: number;
  wisdom?: number;
  wildernessLore?: number;
  war?: number;
  encounterFactor?: number;
  /** Civilian upkeep: needed each season and the shortfall against the resources (RPG-F30, R56). */
  upkeep?: { needed: number; shortfall: number };
  illWill?: { realm: string; name: string; value: number; calling: string; demeanor: string }[];
  tradeRoutes?: string[];
  roads?: string[];
  structures?: { name: string; status: string }[];
  units?: { mercenaries: number; naval: number; wizard: number; scouts: number; guardingArmies: string[] };
  modifiers?: { source: string; effect: string; lasts: string }[];
  failedDiscontent?: number;
  shortfallSeasons?: number;
  festivalBonus?: number;
  /** What this realm learned of others (espionage, scouts). */
  intel?: string[];
  turn: number;
}

/** A realm in the campaign view: what anyone may know of it, and its sheet as this viewer may see it. */
export interface CampaignRealmView {
  id: string;
  name: string;
  inPlay: boolean;
  /** Who rules it (public: /realm ruler announces it); absent: the GM gives its orders. */
  ruler?: UserRef;
  /** Its public line of the campaign overview. */
  summary: string;
  /** Whether its orders for the coming turn are in (public: /campaign info shows it, never what they are). */
  ordersGiven: boolean;
  sheet: RealmSheetView;
}

/** A realm's orders for the coming turn, as its ruler and the GM see them. */
export interface OrdersView {
  realm: string;
  name: string;
  inPlay: boolean;
  orders: RealmOrders;
  /** Their cost (RPG-F35…F60). */
  cost: { gold: number; resources: number };
  /** False when none were given: these are the default orders. */
  given: boolean;
}

/** What one viewer may see of the campaign: every campaign reply is rendered from this. */
export interface CampaignView {
  turn: number;
  /** The campaign's readings and terrain figures (public: their changes are announced). */
  settings: CampaignSettings;
  gm: UserRef;
  viewer: { userId: string; isGm: boolean; realms: string[] };
  /** The map anyone may see. */
  publicMap: MapView;
  /** The map as this viewer knows it: the GM's all, a ruler's with what his realm knows, else the public one. */
  map: MapView;
  realms: CampaignRealmView[];
  /** True for the GM, who sees every realm's orders. */
  seesAllOrders: boolean;
  /** The orders this viewer may see: a ruler his own realms', the GM every realm's. */
  orders: OrdersView[];
}
