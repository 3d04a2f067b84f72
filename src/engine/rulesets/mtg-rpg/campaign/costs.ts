import { hexAt } from '../campaign-map.js';
import { FESTIVALS, FORTIFICATION_LEVELS, gp, STRUCTURES } from '../lookup-tables.js';
import { figuresOf } from './realm.js';
import type { CampaignSettings, CampaignState, FreeAction, RealmAction, RealmSheet } from './types.js';

/** Gold and resources an action costs (negative gold: the realm earns it, e.g. selling resources). */
export interface Cost {
  gold: number;
  resources: number;
  /** Resources it adds to this turn's pool (buying). */
  adds?: number;
}

/** The prices of the actions, as data beside their rule IDs. */
export const PRICES = {
  /** RPG-F36 */
  openTrade: 10_000,
  /** RPG-F37: per hex the road enters; half along an existing road (RPG-R58). */
  roadGold: 10_000,
  roadResources: 10,
  roadHexesPerAction: 6,
  /** RPG-F40: per point of current strength. */
  recruitGold: 1_000,
  recruitResources: 5,
  /** RPG-F41: per unit. */
  mercenaryGold: 5_000,
  mercenaryResources: 5,
  /** RPG-F42 and R60: per point of current strength. */
  navalGold: 5_000,
  navalResources: 10,
  /** RPG-F43 */
  wizardUnit: 5_000,
  wizardUpkeep: 1_000,
  /** RPG-F44 and R61: 1,000 gp a month, 2,000 a 60-day season; each unit explores 2 hexes. */
  scoutGold: 2_000,
  scoutHexes: 2,
  /** RPG-F52 */
  guardGold: 25_000,
  guardResources: 10,
  /** RPG-F53, F59: the fee, and each further 10,000 gp adds +1. */
  diplomacyGold: 10_000,
  espionageGold: 10_000,
  espionageResources: 5,
  extraGoldStep: 10_000,
  /** RPG-F55 */
  resourceGold: 100,
  /** RPG-F56 */
  baseGold: 25_000,
  baseResources: 25,
  /** RPG-F58 */
  capitolGold: 100_000,
  capitolResources: 50,
  /** RPG-F62 */
  decreeGold: 1_000,
  decreeResources: 1,
  decreesPerTurn: 2,
  /** RPG-F64 and R70: 1,000 gp per 10 unit-hexes, rounded up. */
  moveGoldPer10Hexes: 1_000,
  /** RPG-F29 */
  maintenancePerStrength: 2_000,
  /** RPG-F25 and R54: gold per point of population for +1 on the hardship check. */
  hardshipGoldPerPopulation: 50,
  /** RPG-F28 */
  tradePerPoint: 1_000,
  tradeBase: 12,
  /** RPG-F51 and R67 */
  plunder: 25_000,
  plunderFloor: 10_000,
} as const;

/** RPG-F54 and R66: a festival's price per point of population; the example reading prices the impressive one at 1,000. */
export function festivalGoldPerPopulation(id: string, settings: Pick<CampaignSettings, 'festivalPrice'>): number {
  if (settings.festivalPrice === 'example' && id === 'impressive') return 1_000;
  return FESTIVALS.find((f) => f.id === id)?.goldPerPopulation ?? 0;
}

/** RPG-F57: the next fortification level of a base and its price. */
export function nextFortification(level: number) {
  return FORTIFICATION_LEVELS.find((f) => f.level === level + 1);
}

/** How many hexes a road action pays for: every hex of the path but the first (the base it leaves from). */
export function roadCost(c: CampaignState, hexes: readonly string[]): Cost {
  const existing = new Set(c.roads.flatMap((r) => r.hexes));
  let gold = 0;
  let resources = 0;
  for (const h of hexes.slice(1)) {
    const half = existing.has(h);
    gold += half ? PRICES.roadGold / 2 : PRICES.roadGold;
    resources += half ? PRICES.roadResources / 2 : PRICES.roadResources;
  }
  return { gold, resources };
}

/**
 * What an action costs the realm: its strength at the moment of paying, and its population as the sheet stands at
 * the start of the actions sub-phase (`population`; the map's figures when not given, as when the orders are checked).
 */
export function actionCost(c: CampaignState, r: RealmSheet, a: RealmAction, population = figuresOf(c, r.id).population): Cost {
  const m = r.military;
  switch (a.kind) {
    case 'open-trade':
      return { gold: PRICES.openTrade, resources: 0 };
    case 'build-road':
      // amount 0: the second action continuing the first one's road (both actions, up to 12 hexes).
      return a.amount === 0 ? { gold: 0, resources: 0 } : roadCost(c, a.hexes ?? []);
    case 'build-structure': {
      const s = STRUCTURES.find((x) => x.id === a.structure);
      return { gold: s?.gold ?? 0, resources: s?.resources ?? 0 };
    }
    case 'recruit':
      return { gold: PRICES.recruitGold * m, resources: PRICES.recruitResources * m };
    case 'mercenaries':
      return { gold: PRICES.mercenaryGold * (a.amount ?? 1), resources: PRICES.mercenaryResources * (a.amount ?? 1) };
    case 'naval':
      return { gold: PRICES.navalGold * m, resources: PRICES.navalResources * m };
    case 'wizard-unit':
      return { gold: PRICES.wizardUnit, resources: 0 };
    case 'scouts':
      return { gold: PRICES.scoutGold * (a.amount ?? 1), resources: 0 };
    case 'war': {
      const s = a.amount ?? m;
      return { gold: c.settings.warGoldPerStrength * s, resources: s };
    }
    case 'guarding-army':
      return { gold: PRICES.guardGold, resources: PRICES.guardResources };
    case 'diplomacy':
      return { gold: PRICES.diplomacyGold + PRICES.extraGoldStep * (a.extraGold ?? 0), resources: 0 };
    case 'festival':
      return { gold: festivalGoldPerPopulation(a.festival ?? 'simple', c.settings) * population, resources: 0 };
    case 'buy-resources':
      return { gold: PRICES.resourceGold * (a.amount ?? 0), resources: 0, adds: a.amount ?? 0 };
    case 'sell-resources':
      return { gold: -PRICES.resourceGold * (a.amount ?? 0), resources: a.amount ?? 0 };
    case 'build-base':
      return { gold: PRICES.baseGold, resources: PRICES.baseResources };
    case 'fortify': {
      const level = baseLevel(c, a.hexes?.[0]);
      const next = nextFortification(level);
      return { gold: next?.gold ?? 0, resources: next?.resources ?? 0 };
    }
    case 'move-capitol':
      return { gold: PRICES.capitolGold, resources: PRICES.capitolResources };
    case 'espionage':
      return { gold: PRICES.espionageGold + PRICES.extraGoldStep * (a.extraGold ?? 0), resources: PRICES.espionageResources };
  }
}

function baseLevel(c: CampaignState, hex: string | undefined): number {
  return hex ? (hexAt(c.map, hex).hex.base?.fortification ?? 0) : 0;
}

export function freeActionCost(c: CampaignState, f: FreeAction, distanceOf: (a: string, b: string) => number): Cost {
  switch (f.kind) {
    case 'decree':
      return { gold: PRICES.decreeGold, resources: PRICES.decreeResources };
    case 'grant':
      return { gold: f.gold ?? 0, resources: 0 };
    case 'move-troops':
      return { gold: f.from && f.to ? PRICES.moveGoldPer10Hexes * Math.ceil(distanceOf(f.from, f.to) / 10) : 0, resources: 0 };
    case 'disband':
      return { gold: 0, resources: 0 };
  }
}

export { gp };
