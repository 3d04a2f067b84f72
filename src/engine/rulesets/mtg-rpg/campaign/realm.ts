import { RuleError } from '../../../core/types.js';
import { distance, hexName, toOffset } from '../../../hex/grid.js';
import { hexAt, mapHexes, mapNeighbours, type CampaignHex } from '../campaign-map.js';
import { STRUCTURES, TAX_RATES } from '../lookup-tables.js';
import { civilianUpkeep, encounterFactor, militaryCap, realmFigures, type RealmFigures } from '../realm-figures.js';
import type { CampaignSettings, CampaignState, RealmSheet } from './types.js';

/** A realm's id from its name: `Harloon` → `harloon`, `Vesk Marches` → `vesk-marches`. */
export const realmSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** The realm a name or id means (case and punctuation do not count), or a RuleError listing the realms. */
export function findRealm<R extends { id: string; name: string } = RealmSheet>(c: { realms: readonly R[] }, nameOrId: string): R {
  const slug = realmSlug(nameOrId);
  const realm = c.realms.find((r) => r.id === slug);
  if (!realm) {
    const names = c.realms.map((r) => r.name).join(', ');
    throw new RuleError(`there is no realm "${nameOrId}" in this campaign`, names ? `the realms are: ${names}` : 'create one with /realm create');
  }
  return realm;
}

export const realmsInPlay = (c: CampaignState): RealmSheet[] => c.realms.filter((r) => r.inPlay);

/** The hexes a realm holds, with their names. */
export function realmHexes(c: CampaignState, realmId: string): { hex: CampaignHex; name: string }[] {
  return mapHexes(c.map)
    .filter((h) => h.hex.realm === realmId)
    .map((h) => ({ hex: h.hex, name: h.name }));
}

/** The capitol's hex name, if the realm still holds one. */
export function capitolOf(c: CampaignState, realmId: string): string | undefined {
  return realmHexes(c, realmId).find((h) => h.hex.base?.capitol)?.name;
}

/** Population, resources and hexes by terrain, from the map (RPG-E5; RPG-F66 recomputes them every turn). */
export function figuresOf(c: CampaignState, realmId: string): RealmFigures {
  return realmFigures(
    realmHexes(c, realmId).map((h) => h.hex),
    c.settings.terrain,
  );
}

/** Finished structures of a kind. */
export const finished = (r: RealmSheet, id: string): number => r.structures.filter((s) => s.id === id && s.seasonsLeft === 0).length;

/** RPG-F40 and R59: the most permanent strength: population ÷ 5 rounded up, +1 per finished Barracks. */
export function recruitCap(c: CampaignState, r: RealmSheet): number {
  return militaryCap(figuresOf(c, r.id).population) + finished(r, 'barracks');
}

/**
 * RPG-F30, R56: the resources a realm's actions may spend this turn, before purchases: the rating (l.1652), or with
 * the `shared` setting what upkeep leaves of it.
 */
export function actionResources(c: CampaignState, resources: number, upkeepNeeded: number): number {
  return c.settings.upkeepPool === 'shared' ? Math.max(0, resources - upkeepNeeded) : resources;
}

/** The figures the sheet shows beside its own numbers. */
export function derived(c: CampaignState, r: RealmSheet) {
  const figures = figuresOf(c, r.id);
  return {
    figures,
    cap: recruitCap(c, r),
    encounter: encounterFactor(figures, r.military, readingsOf(c.settings)),
    taxIncome: figures.population * TAX_RATES[r.tax].goldPerPopulation,
    upkeep: civilianUpkeep(figures.population, figures.resources, readingsOf(c.settings)),
  };
}

export function readingsOf(s: CampaignSettings) {
  return { militaryRounding: s.militaryRounding, encounterCountsBases: s.encounterCountsBases, upkeepPerPopulation: s.upkeepPerPopulation };
}

// ---------------------------------------------------------------------------------------------------------
// Ill-will (RPG-E17): one value between each pair of realms.

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The ill-will between two realms; 6, the neutral default, until something sets it. */
export function illWill(c: Pick<CampaignState, 'illWill'>, a: string, b: string): number {
  return c.illWill[pairKey(a, b)] ?? 6;
}

export function setIllWill(c: CampaignState, a: string, b: string, value: number): void {
  c.illWill[pairKey(a, b)] = Math.max(0, value);
}

// ---------------------------------------------------------------------------------------------------------
// The map around a realm

/** Is the hex next to one of the realm's hexes, or to one of `also` (hexes just bought, RPG-F47)? */
export function touchesRealm(c: CampaignState, realmId: string, name: string, also: ReadonlySet<string> = new Set()): boolean {
  const { at } = hexAt(c.map, name);
  return mapNeighbours(c.map, at).some((n) => {
    const { col, row } = toOffset(n);
    return c.map.hexes[row * c.map.cols + col]!.realm === realmId || also.has(hexName(n));
  });
}

/** Steps between two hexes by name. */
export function hexDistance(c: CampaignState, a: string, b: string): number {
  return distance(hexAt(c.map, a).at, hexAt(c.map, b).at);
}

/** The canonical name of a hex as typed (`c4` → `C4`), checked against the map. */
export function hexNamed(c: CampaignState, name: string): string {
  return hexName(hexAt(c.map, name).at);
}

/** A structure's name as the seed writes it. */
export const structureName = (id: string): string => STRUCTURES.find((s) => s.id === id)?.name ?? id;
