import type { MapTerrain } from '../campaign-map.js';
import type { TaxRate } from '../lookup-tables.js';

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
