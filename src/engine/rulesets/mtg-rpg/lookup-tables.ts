/**
 * The lookup tables of the Magic: The Gathering RPG (seed 004) as numbers the realm campaign computes with,
 * each with the rule ID of shared/RPG-INVENTORY.md. Where a worked example disagrees with its table, the
 * table is the default (RPG-R1) and the example's reading is noted beside it.
 */

/** RPG-B1: difficulty levels 0–30; a level named as a DC means the top of its range (RPG-R2). */
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

export type Terrain = 'plains' | 'forest' | 'hills' | 'swamp' | 'coastal' | 'desert';

/** RPG-F48: capture points to take one hex, by terrain (its mana colour in the seed). */
export const CAPTURE_COST_BY_TERRAIN: Record<Terrain, number> = { plains: 4, forest: 6, hills: 9, swamp: 7, coastal: 5, desert: 2 };
export const TERRAIN_LABEL: Record<Terrain, string> = {
  plains: 'Plains (white)',
  forest: 'Forest/jungle (green)',
  hills: 'Hills/mountains (red)',
  swamp: 'Swamp (black)',
  coastal: 'Coastal/islands (blue)',
  desert: 'Desert',
};

/** RPG-F48 and RPG-R64: what adds to a hex's capture cost. A guarding army with a wizard unit is +9 instead of +6. */
export const CAPTURE_COST_MODIFIERS = {
  river: 2,
  base: 3,
  guardingArmy: 6,
  guardingArmyWithWizard: 9,
  ownerStronger: 3,
} as const;

/** RPG-F48: the capture cost of one hex. The base's fortification level adds its modifier (RPG-F57). */
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

/** RPG-F38: structures (gold, resources, effect); build time one season per 25,000 gp, rounded up, at least 1 (RPG-F39, RPG-R59). */
export const STRUCTURES = [
  { id: 'palace', name: 'Palace', gold: 100_000, resources: 30, effect: 'none', discontent: 0, hardship: 0 },
  { id: 'library', name: 'Library', gold: 40_000, resources: 20, effect: 'discontent −3', discontent: -3, hardship: 0 },
  { id: 'temple', name: 'Temple', gold: 25_000, resources: 15, effect: 'discontent −2', discontent: -2, hardship: 0 },
  { id: 'monument', name: 'Monument', gold: 10_000, resources: 5, effect: 'discontent −1', discontent: -1, hardship: 0 },
  { id: 'food-stores', name: 'Food stores', gold: 10_000, resources: 20, effect: 'hardship −2', discontent: 0, hardship: -2 },
  { id: 'marketplace', name: 'Marketplace', gold: 15_000, resources: 15, effect: 'hardship −1', discontent: 0, hardship: -1 },
  { id: 'warehouse', name: 'Warehouse', gold: 10_000, resources: 10, effect: 'hardship −1', discontent: 0, hardship: -1 },
  { id: 'barracks', name: 'Barracks', gold: 10_000, resources: 10, effect: '+1 army (the military maximum may be exceeded by 1)', discontent: 0, hardship: 0 },
  { id: 'shipyard', name: 'Shipyard', gold: 30_000, resources: 20, effect: 'required for naval units', discontent: 0, hardship: 0 },
] as const;

export const BUILD_GOLD_PER_SEASON = 25_000;
export const buildSeasons = (gold: number): number => Math.max(1, Math.ceil(gold / BUILD_GOLD_PER_SEASON));

/** RPG-F54: festivals and games, gold per point of population, and their bonus to next turn's discontent check. */
export const FESTIVALS = [
  { id: 'simple', name: 'Simple', goldPerPopulation: 100, bonus: 1 },
  { id: 'impressive', name: 'Impressive', goldPerPopulation: 500, bonus: 3 },
  { id: 'elaborate', name: 'Elaborate', goldPerPopulation: 1000, bonus: 6 },
] as const;
// RPG-G35: the Harloon example prices an impressive festival for population 73 at 73,000 gp (the elaborate
// price); the table's 500 gp × 73 = 36,500 gp is the default (RPG-R66).

/** RPG-F57: fortification levels I–VI, one a turn, in order; the modifier is the total at that level (RPG-R65). */
export const FORTIFICATION_LEVELS = [
  { level: 1, gold: 25_000, resources: 10, modifier: 1 },
  { level: 2, gold: 50_000, resources: 15, modifier: 2 },
  { level: 3, gold: 75_000, resources: 20, modifier: 3 },
  { level: 4, gold: 100_000, resources: 25, modifier: 4 },
  { level: 5, gold: 125_000, resources: 30, modifier: 5 },
  { level: 6, gold: 150_000, resources: 40, modifier: 6 },
] as const;

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

export function populationModifier(population: number): number {
  return DISCONTENT_POPULATION_MODIFIERS.find((m) => population >= m.from && population <= m.to)?.modifier ?? 0;
}

/** A lookup table as /rules shows it: a title, the rule, and its rows as text. */
export interface RpgLookupTable {
  id: string;
  title: string;
  rule: string;
  rows: { name: string; value: string }[];
  note?: string;
}

const gp = (n: number) => `${n.toLocaleString('en-US')} gp`;

export const RPG_LOOKUP_TABLES: readonly RpgLookupTable[] = [
  {
    id: 'difficulty-levels',
    title: 'Difficulty levels',
    rule: 'RPG-B1',
    rows: DIFFICULTY_LEVELS.map((d) => ({ name: d.name, value: d.from === d.to ? `${d.from}` : `${d.from}–${d.to}` })),
    note: 'A level named as a DC means the top of its range: Average 6, Challenging 9, Daunting 12, Desperate 15 (RPG-R2).',
  },
  {
    id: 'capture-costs',
    title: 'Capture costs',
    rule: 'RPG-F48',
    rows: [
      ...(Object.keys(CAPTURE_COST_BY_TERRAIN) as Terrain[]).map((t) => ({ name: TERRAIN_LABEL[t], value: `${CAPTURE_COST_BY_TERRAIN[t]}` })),
      { name: 'River', value: `+${CAPTURE_COST_MODIFIERS.river}` },
      { name: 'Base', value: `+${CAPTURE_COST_MODIFIERS.base} and its fortification modifier` },
      { name: 'Guarding army', value: `+${CAPTURE_COST_MODIFIERS.guardingArmy} (with a wizard unit +${CAPTURE_COST_MODIFIERS.guardingArmyWithWizard} instead)` },
      { name: 'Owner stronger than the attacker', value: `+${CAPTURE_COST_MODIFIERS.ownerStronger}` },
    ],
    note: 'Capture points = attacking strength + the greater of the War skill and a drawn card (RPG-F47).',
  },
  {
    id: 'structures',
    title: 'Structures',
    rule: 'RPG-F38',
    rows: STRUCTURES.map((s) => ({ name: s.name, value: `${gp(s.gold)}, ${s.resources} resources, ${buildSeasons(s.gold)} season(s): ${s.effect}` })),
  },
  {
    id: 'festivals',
    title: 'Festivals and games',
    rule: 'RPG-F54',
    rows: FESTIVALS.map((f) => ({ name: f.name, value: `${f.goldPerPopulation} gp × population, +${f.bonus} to next turn's discontent check` })),
  },
  {
    id: 'fortification',
    title: 'Fortification',
    rule: 'RPG-F57',
    rows: FORTIFICATION_LEVELS.map((f) => ({ name: `Level ${['I', 'II', 'III', 'IV', 'V', 'VI'][f.level - 1]}`, value: `${gp(f.gold)}, ${f.resources} resources, +${f.modifier}` })),
    note: 'One level per turn, in order. To level II: 75,000 gp and 25 resources in all; to VI: 525,000 gp.',
  },
  {
    id: 'discontent-modifiers',
    title: 'Discontent modifiers',
    rule: 'RPG-F31',
    rows: [
      ...DISCONTENT_POPULATION_MODIFIERS.map((m) => ({ name: `Population ${m.to === Infinity ? `${m.from}+` : `${m.from}–${m.to}`}`, value: `+${m.modifier}` })),
      ...(Object.keys(TAX_RATES) as TaxRate[]).map((t) => ({ name: `Tax ${t}`, value: `${TAX_RATES[t].discontent >= 0 ? '+' : '−'}${Math.abs(TAX_RATES[t].discontent)}` })),
    ],
    note: 'DC = current discontent + these; the ruler checks Diplomacy + a referee card (RPG-F31).',
  },
];
