/**
 * The lookup tables of the Magic: The Gathering RPG (seed 004) as numbers the realm campaign computes with,
 * each with the rule ID of shared/RPG-INVENTORY.md. Where the seed disagrees with itself, the table (the rule)
 * is the default (RPG-R1) and the other reading is noted beside it.
 */
import { roman } from '../../roman.js';

// ---------------------------------------------------------------------------------------------------------
// RPG-B1: difficulty levels (seed lines 655–669)

/** RPG-B1: difficulty runs 0–30 in eleven levels. */
export const DIFFICULTY_LEVELS = [
  { name: 'Automatic', from: 0, to: 0 },
  { name: 'Easy', from: 1, to: 3 },
  { name: 'Average', from: 4, to: 6 },
  { name: 'Challenging', from: 7, to: 9 },
  { name: 'Daunting', from: 10, to: 12 },
  { name: 'Desperate', from: 13, to: 15 },
  { name: 'Superhuman', from: 16, to: 18 },
  { name: 'Unfathomable', from: 19, to: 21 },
  { name: 'Cosmic', from: 22, to: 24 },
  { name: 'Godlike', from: 25, to: 27 },
  { name: 'Impossible', from: 28, to: 30 },
] as const;

export type DifficultyName = (typeof DIFFICULTY_LEVELS)[number]['name'];

/** RPG-R2: a level named as a DC means the top of its range (Average 6, Challenging 9, Daunting 12). */
export function namedDc(level: string): number | undefined {
  const l = level.trim().toLowerCase();
  return DIFFICULTY_LEVELS.find((d) => d.name.toLowerCase() === l)?.to;
}

/** The level a DC falls in (below 0 reads as Automatic, above 30 as Impossible). */
export function difficultyLevel(dc: number): DifficultyName {
  const clamped = Math.min(30, Math.max(0, Math.floor(dc)));
  return (DIFFICULTY_LEVELS.find((d) => clamped >= d.from && clamped <= d.to) ?? DIFFICULTY_LEVELS[0]).name;
}

// ---------------------------------------------------------------------------------------------------------
// RPG-F48: capture costs (seed lines 1557–1573)

/** Terrain of a 10-mile hex; the seed pairs forest/jungle, hills/mountains and coastal/islands (RPG-R21). */
export type Terrain = 'plains' | 'forest' | 'hills' | 'swamp' | 'coastal' | 'desert';

export const TERRAINS: readonly Terrain[] = ['plains', 'forest', 'hills', 'swamp', 'coastal', 'desert'];

/** RPG-F48: capture points to take one hex, by terrain (its mana colour in the seed). "Plaines" read Plains. */
export const CAPTURE_COST_BY_TERRAIN: Record<Terrain, number> = { plains: 4, forest: 6, hills: 9, swamp: 7, coastal: 5, desert: 2 };
export const TERRAIN_LABEL: Record<Terrain, string> = {
  plains: 'Plains (white)',
  forest: 'Forest/jungle (green)',
  hills: 'Hills/mountains (red)',
  swamp: 'Swamp (black)',
  coastal: 'Coastal/islands (blue)',
  desert: 'Desert',
};

/**
 * RPG-F48 and RPG-R64: what adds to a hex's capture cost. A guarding army with a wizard unit is +9 instead of
 * +6, not on top of it; "strong neighbour" = the hex's realm has more military strength than the attacker
 * before mercenaries.
 */
export const CAPTURE_COST_MODIFIERS = {
  river: 2,
  base: 3,
  guardingArmy: 6,
  guardingArmyWithWizard: 9,
  ownerStronger: 3,
} as const;

/**
 * RPG-F48: the capture cost of one hex. The base's fortification level adds its modifier (RPG-F57). The seed's
 * example (RPG-G34): 13 capture points buy three plains (3 × 4 = 12) or an enemy mountain with a base (9 + 3 = 12).
 */
export function captureCost(hex: {
  terrain: Terrain;
  river?: boolean;
  base?: boolean;
  guardingArmy?: 'none' | 'army' | 'army-with-wizard';
  ownerStronger?: boolean;
  fortification?: number;
}): number {
  const m = CAPTURE_COST_MODIFIERS;
  return (
    CAPTURE_COST_BY_TERRAIN[hex.terrain] +
    (hex.river ? m.river : 0) +
    (hex.base ? m.base : 0) +
    (hex.guardingArmy === 'army' ? m.guardingArmy : hex.guardingArmy === 'army-with-wizard' ? m.guardingArmyWithWizard : 0) +
    (hex.ownerStronger ? m.ownerStronger : 0) +
    (hex.base ? fortificationModifier(hex.fortification ?? 0) : 0)
  );
}

// ---------------------------------------------------------------------------------------------------------
// RPG-F38/F39: structures (seed lines 1513–1529)

/** RPG-F39, RPG-R59: build time is one season per 25,000 gp of cost, rounded up, at least 1. */
export const BUILD_GOLD_PER_SEASON = 25_000;
export const buildSeasons = (gold: number): number => Math.max(1, Math.ceil(gold / BUILD_GOLD_PER_SEASON));

/**
 * RPG-F38: structures with their gold, resources ("Rec." in the seed), build time in seasons and effect. The
 * effect lowers discontent or hardship once and permanently when finished (RPG-R59); the Barracks lets the
 * military maximum be exceeded by 1; the Shipyard is needed for naval units (RPG-F42). The site may change
 * the cost (GM).
 */
export const STRUCTURES = [
  { id: 'palace', name: 'Palace', gold: 100_000, resources: 30, seasons: 4, effect: 'none', discontent: 0, hardship: 0 },
  { id: 'library', name: 'Library', gold: 40_000, resources: 20, seasons: 2, effect: 'discontent −3', discontent: -3, hardship: 0 },
  { id: 'temple', name: 'Temple', gold: 25_000, resources: 15, seasons: 1, effect: 'discontent −2', discontent: -2, hardship: 0 },
  { id: 'monument', name: 'Monument', gold: 10_000, resources: 5, seasons: 1, effect: 'discontent −1', discontent: -1, hardship: 0 },
  { id: 'food-stores', name: 'Food stores', gold: 10_000, resources: 20, seasons: 1, effect: 'hardship −2', discontent: 0, hardship: -2 },
  { id: 'marketplace', name: 'Marketplace', gold: 15_000, resources: 15, seasons: 1, effect: 'hardship −1', discontent: 0, hardship: -1 },
  { id: 'warehouse', name: 'Warehouse', gold: 10_000, resources: 10, seasons: 1, effect: 'hardship −1', discontent: 0, hardship: -1 },
  { id: 'barracks', name: 'Barracks', gold: 10_000, resources: 10, seasons: 1, effect: '+1 army (the military maximum may be exceeded by 1)', discontent: 0, hardship: 0 },
  { id: 'shipyard', name: 'Shipyard', gold: 30_000, resources: 20, seasons: 2, effect: 'required for naval units', discontent: 0, hardship: 0 },
] as const;

export type StructureId = (typeof STRUCTURES)[number]['id'];

// ---------------------------------------------------------------------------------------------------------
// RPG-F54: festivals and games (seed lines 1585–1595)

/**
 * RPG-F54: festivals and games, gold per point of population, and their bonus to next turn's discontent check.
 * The seed's Harloon example (RPG-G35) prices an impressive festival for population 73 at 73,000 gp, which is
 * the elaborate price; the table's 500 gp × 73 = 36,500 gp is the default (RPG-R66).
 */
export const FESTIVALS = [
  { id: 'simple', name: 'Simple', goldPerPopulation: 100, bonus: 1 },
  { id: 'impressive', name: 'Impressive', goldPerPopulation: 500, bonus: 3 },
  { id: 'elaborate', name: 'Elaborate', goldPerPopulation: 1000, bonus: 6 },
] as const;

export type FestivalId = (typeof FESTIVALS)[number]['id'];

export function festivalCost(kind: FestivalId, population: number): number {
  return (FESTIVALS.find((f) => f.id === kind)?.goldPerPopulation ?? 0) * population;
}

// ---------------------------------------------------------------------------------------------------------
// RPG-F57: fortification (seed lines 1603–1616)

/**
 * RPG-F57: fortification levels 0 (none) to VI, built one a turn, in order. `gold` and `resources` are the cost
 * of that level alone, `totalGold`/`totalResources` the cost from 0 up to it; `modifier` is the capture-cost
 * modifier at that level (the total, not a sum of levels, RPG-R65).
 * Line 1603 says "25,000 and 10 resources for each successive level"; the table below rises with each level, and
 * the Harloon example follows the table (RPG-G36: 75,000 gp and 25 resources to level II, 525,000 gp to VI), so
 * the table is the default. Level VI costs 40 resources as printed (the pattern would suggest 35).
 */
export const FORTIFICATION_LEVELS = [
  { level: 0, gold: 0, resources: 0, modifier: 0, totalGold: 0, totalResources: 0 },
  { level: 1, gold: 25_000, resources: 10, modifier: 1, totalGold: 25_000, totalResources: 10 },
  { level: 2, gold: 50_000, resources: 15, modifier: 2, totalGold: 75_000, totalResources: 25 },
  { level: 3, gold: 75_000, resources: 20, modifier: 3, totalGold: 150_000, totalResources: 45 },
  { level: 4, gold: 100_000, resources: 25, modifier: 4, totalGold: 250_000, totalResources: 70 },
  { level: 5, gold: 125_000, resources: 30, modifier: 5, totalGold: 375_000, totalResources: 100 },
  { level: 6, gold: 150_000, resources: 40, modifier: 6, totalGold: 525_000, totalResources: 140 },
] as const;

export const MAX_FORTIFICATION = 6;


export function fortificationModifier(level: number): number {
  return FORTIFICATION_LEVELS.find((f) => f.level === level)?.modifier ?? 0;
}

/** The gold and resources to fortify a base from one level to a higher one, level by level. */
export function fortificationCost(fromLevel: number, toLevel: number): { gold: number; resources: number } {
  return FORTIFICATION_LEVELS.filter((f) => f.level > fromLevel && f.level <= toLevel).reduce(
    (sum, f) => ({ gold: sum.gold + f.gold, resources: sum.resources + f.resources }),
    { gold: 0, resources: 0 },
  );
}

// ---------------------------------------------------------------------------------------------------------
// RPG-F31: discontent modifiers (seed lines 1470–1487); RPG-F27: taxes

/** RPG-F31: the discontent check's population modifier (raises the DC, RPG-R52). */
export const DISCONTENT_POPULATION_MODIFIERS = [
  { from: 1, to: 25, modifier: 0 },
  { from: 26, to: 50, modifier: 1 },
  { from: 51, to: 100, modifier: 2 },
  { from: 101, to: 200, modifier: 3 },
  { from: 201, to: 500, modifier: 4 },
  { from: 501, to: Infinity, modifier: 5 },
] as const;

export type TaxRate = 'low' | 'medium' | 'high';

/** RPG-F31: the discontent check's tax modifier; RPG-F27: income per point of population at each rate. */
export const TAX_RATES: Record<TaxRate, { discontent: number; goldPerPopulation: number }> = {
  low: { discontent: -3, goldPerPopulation: 100 },
  medium: { discontent: 0, goldPerPopulation: 200 },
  high: { discontent: 3, goldPerPopulation: 300 },
};

/** The population modifier; a population of 0 (or less) reads as the first row. */
export function populationModifier(population: number): number {
  if (population < 1) return 0;
  return DISCONTENT_POPULATION_MODIFIERS.find((m) => population >= m.from && population <= m.to)?.modifier ?? 0;
}

/** RPG-F31: the discontent check's DC before event, hardship and troop modifiers: discontent + population + tax. */
export function discontentDc(discontent: number, population: number, tax: TaxRate): number {
  return discontent + populationModifier(population) + TAX_RATES[tax].discontent;
}

// ---------------------------------------------------------------------------------------------------------
// The tables as /rules shows them

/** A lookup table as /rules shows it: a title, the rule, and its rows as text. */
export interface RpgLookupTable {
  /** What a player types: `capture-costs`. */
  id: string;
  title: string;
  /** The RPG-INVENTORY.md rule ID. */
  rule: string;
  /** Seed 004 lines. */
  lines: string;
  rows: { name: string; value: string }[];
  note?: string;
}

/** `25000` → `25,000 gp`. */
export const gp = (n: number): string => `${n.toLocaleString('en-US')} gp`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export const RPG_LOOKUP_TABLES: readonly RpgLookupTable[] = [
  {
    id: 'difficulty-levels',
    title: 'Difficulty levels',
    rule: 'RPG-B1',
    lines: '655–669',
    rows: DIFFICULTY_LEVELS.map((d) => ({ name: d.name, value: d.from === d.to ? `${d.from}` : `${d.from}–${d.to}` })),
    note: 'A level named as a DC means the top of its range: Average 6, Challenging 9, Daunting 12, Desperate 15 (RPG-R2).',
  },
  {
    id: 'capture-costs',
    title: 'Capture costs',
    rule: 'RPG-F48',
    lines: '1557–1573',
    rows: [
      ...TERRAINS.map((t) => ({ name: TERRAIN_LABEL[t], value: `${CAPTURE_COST_BY_TERRAIN[t]}` })),
      { name: 'River', value: `+${CAPTURE_COST_MODIFIERS.river}` },
      { name: 'Base', value: `+${CAPTURE_COST_MODIFIERS.base} and its fortification modifier` },
      { name: 'Guarding army', value: `+${CAPTURE_COST_MODIFIERS.guardingArmy} (with a wizard unit +${CAPTURE_COST_MODIFIERS.guardingArmyWithWizard} instead)` },
      { name: 'Owner stronger than the attacker', value: `+${CAPTURE_COST_MODIFIERS.ownerStronger} (military strength before mercenaries)` },
    ],
    note:
      'Capture points = attacking strength + the greater of the War skill and a drawn card (a land counts 1) (RPG-F47). ' +
      'Example: 13 points buy three plains (12) or an enemy mountain with a base (9 + 3 = 12).',
  },
  {
    id: 'structures',
    title: 'Structures',
    rule: 'RPG-F38',
    lines: '1513–1529',
    rows: STRUCTURES.map((s) => ({
      name: s.name,
      value: `${gp(s.gold)}, ${s.resources} resources, ${s.seasons} season${s.seasons === 1 ? '' : 's'}: ${s.effect}`,
    })),
    note: 'Build time: one season per 25,000 gp, rounded up (RPG-F39). The effect applies when finished and is permanent (RPG-R59).',
  },
  {
    id: 'festivals',
    title: 'Festivals and games',
    rule: 'RPG-F54',
    lines: '1585–1595',
    rows: FESTIVALS.map((f) => ({ name: f.name, value: `${f.goldPerPopulation.toLocaleString('en-US')} gp × population, +${f.bonus} to next turn's discontent check` })),
    note: "By the table an impressive festival for population 73 costs 36,500 gp; the seed's example says 73,000 (RPG-R66).",
  },
  {
    id: 'fortification',
    title: 'Fortification',
    rule: 'RPG-F57',
    lines: '1603–1616',
    rows: FORTIFICATION_LEVELS.filter((f) => f.level > 0).map((f) => ({
      name: `Level ${roman(f.level)}`,
      value: `${gp(f.gold)}, ${f.resources} resources, +${f.modifier} (from 0: ${gp(f.totalGold)}, ${f.totalResources} resources)`,
    })),
    note: 'One level per turn, in order. To level II: 75,000 gp and 25 resources in all; to VI: 525,000 gp (RPG-G36, RPG-R65).',
  },
  {
    id: 'discontent-modifiers',
    title: 'Discontent modifiers',
    rule: 'RPG-F31',
    lines: '1470–1487',
    rows: [
      ...DISCONTENT_POPULATION_MODIFIERS.map((m) => ({ name: `Population ${m.to === Infinity ? `${m.from}+` : `${m.from}–${m.to}`}`, value: signed(m.modifier) })),
      ...(Object.keys(TAX_RATES) as TaxRate[]).map((t) => ({ name: `Tax ${t}`, value: signed(TAX_RATES[t].discontent) })),
    ],
    note: 'DC = current discontent + these (+ event and hardship modifiers); the ruler checks Diplomacy + a referee card (RPG-F31, RPG-R52).',
  },
];

/** A table by id or title, as typed (`capture costs`, `Capture-Costs`). */
export function findRpgTable(name: string): RpgLookupTable | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const k = key(name);
  return RPG_LOOKUP_TABLES.find((t) => key(t.id) === k || key(t.title) === k);
}

/** A table as lines of text: "Level II: 50,000 gp, 15 resources, +2 (…)". */
export function renderRpgTable(table: RpgLookupTable): string[] {
  return [`${table.title} (${table.rule}, lines ${table.lines})`, ...table.rows.map((r) => `${r.name}: ${r.value}`), ...(table.note ? [table.note] : [])];
}
