import type { CampaignHex, MapTerrain } from './campaign-map.js';
import { TAX_RATES, type TaxRate, type Terrain } from './lookup-tables.js';

/** Population and resources one hex of a terrain (or one base) gives its realm (RPG-E5). */
export interface TerrainValue {
  population: number;
  resources: number;
  /** Where the figure comes from: the seed (Harloon), this project's own (RPG-R5), or the campaign's GM. */
  source: 'seed' | 'reading' | 'project' | 'gm';
}

export type TerrainTable = Record<Terrain | 'base', TerrainValue>;

/**
 * RPG-R5: the control sheet's lost per-terrain table. Population: plains 6, forest 4, hills 3, base 10 are the
 * seed's (Harloon); resources plains 1, forest 5, hills 4, base 0 are the inventory's fit to Harloon's 35;
 * swamp, coastal and desert have no figure in the seed — these are the project's own. Each campaign may change them.
 */
export const DEFAULT_TERRAIN_VALUES: TerrainTable = {
  plains: { population: 6, resources: 1, source: 'seed' },
  forest: { population: 4, resources: 5, source: 'seed' },
  hills: { population: 3, resources: 4, source: 'seed' },
  base: { population: 10, resources: 0, source: 'seed' },
  swamp: { population: 2, resources: 2, source: 'project' },
  coastal: { population: 5, resources: 2, source: 'project' },
  desert: { population: 1, resources: 1, source: 'project' },
};

/** Campaign settings that read the seed where its examples and rules disagree (RPG-R49, R50, R56). */
export interface RealmReadings {
  /** RPG-R49: starting strength = population ÷ 10 rounded up (the rule) or down (the Harloon example's 7). */
  militaryRounding: 'up' | 'down';
  /** RPG-R50: the encounter factor counts terrain hexes only (the rule) or also each base (the example's 14). */
  encounterCountsBases: boolean;
  /** RPG-R56: resources of civilian upkeep per point of population (the seed's 1). */
  upkeepPerPopulation: number;
}

export const DEFAULT_READINGS: RealmReadings = { militaryRounding: 'up', encounterCountsBases: false, upkeepPerPopulation: 1 };

/** What a realm's hexes give it, counted from the map (RPG-E5, E6). */
export interface RealmFigures {
  hexesByTerrain: Record<MapTerrain, number>;
  hexes: number;
  bases: number;
  population: number;
  resources: number;
}

export function realmFigures(hexes: readonly CampaignHex[], values: TerrainTable = DEFAULT_TERRAIN_VALUES): RealmFigures {
  const hexesByTerrain: Record<MapTerrain, number> = { plains: 0, forest: 0, hills: 0, swamp: 0, coastal: 0, desert: 0, sea: 0 };
  let population = 0;
  let resources = 0;
  let bases = 0;
  for (const h of hexes) {
    hexesByTerrain[h.terrain] += 1;
    if (h.terrain !== 'sea') {
      population += values[h.terrain].population;
      resources += values[h.terrain].resources;
    }
    if (h.base) {
      bases += 1;
      population += values.base.population;
      resources += values.base.resources;
    }
  }
  return { hexesByTerrain, hexes: hexes.length, bases, population, resources };
}

/** RPG-E8 and R49: population ÷ 10, rounded by the reading, at least 1. */
export function startingMilitary(population: number, readings: RealmReadings = DEFAULT_READINGS): number {
  const raw = population / 10;
  return Math.max(1, readings.militaryRounding === 'up' ? Math.ceil(raw) : Math.floor(raw));
}

/** The most military strength a realm may hold: population ÷ 5, rounded up (RPG-F40). */
export function militaryCap(population: number): number {
  return Math.ceil(population / 5);
}

/** RPG-E16 and R50: hexes inside the borders ÷ military strength, rounded down. */
export function encounterFactor(figures: Pick<RealmFigures, 'hexes' | 'bases'>, military: number, readings: RealmReadings = DEFAULT_READINGS): number {
  const counted = figures.hexes + (readings.encounterCountsBases ? figures.bases : 0);
  return Math.floor(counted / Math.max(1, military));
}

/** RPG-F27: tax income of a season at a rate. */
export function taxIncome(population: number, rate: TaxRate): number {
  return population * TAX_RATES[rate].goldPerPopulation;
}

/** RPG-E10 and R51: six seasons of medium-tax income; a realm created during play starts with 0. */
export function startingTreasury(population: number, createdInPlay = false): number {
  return createdInPlay ? 0 : 6 * taxIncome(population, 'medium');
}

/** RPG-R56: resources the populace needs each season, and the shortfall against what the realm holds. */
export function civilianUpkeep(population: number, resources: number, readings: RealmReadings = DEFAULT_READINGS): { needed: number; shortfall: number } {
  const needed = population * readings.upkeepPerPopulation;
  return { needed, shortfall: Math.max(0, needed - resources) };
}
