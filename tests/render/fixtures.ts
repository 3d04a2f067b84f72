import { distance, fromOffset, hexName } from '../../src/engine/hex/grid.js';
import type { MapTerrain } from '../../src/engine/rulesets/mtg-rpg/campaign-map.js';
import type { MapView, MapViewHex, MapViewRealm, RealmSheetView } from '../../src/engine/rulesets/mtg-rpg/campaign/view-types.js';

/** Views built by hand for the renderers' tests, the sample pictures and the bench. */

const LETTERS: Record<string, MapTerrain> = { P: 'plains', F: 'forest', H: 'hills', S: 'swamp', C: 'coastal', D: 'desert', W: 'sea' };

/** 12 × 10: a western sea, forest in the north, hills in the east, desert in the south-east. */
const TERRAIN_12x10 = `
W W C P P F F F H H H D
W C P P F F F H H H H D
W C S P P F F H H H D D
W C P P P P F F H H D D
W C S S P P F F P H D D
W W C S P P P F P P D D
W W C P P F P P P D D D
W C C P P F F P H H D D
W C P P F F F H H H D D
W W C P P P F H H D D D
`;

/** The river's hexes, from the eastern hills to the sea (each next to the one before). */
const RIVER_12x10 = ['J3', 'I4', 'H4', 'G5', 'F5', 'E5', 'D5', 'C5', 'B5'];

function terrainRows(text: string): { terrain: MapTerrain; river: boolean }[][] {
  return text
    .trim()
    .split('\n')
    .map((line) =>
      line.trim().split(/\s+/).map((t) => ({ terrain: LETTERS[t.replace('~', '')]!, river: t.startsWith('~') })),
    );
}

function blankMap(text: string): { cols: number; rows: number; hexes: MapViewHex[] } {
  const rows = terrainRows(text);
  const cols = rows[0]!.length;
  const hexes = rows.flatMap((r, row) => r.map((h, col) => ({ name: hexName(fromOffset(col, row)), col, row, ...h })));
  return { cols, rows: rows.length, hexes };
}

function at(view: { cols: number; hexes: MapViewHex[] }, name: string): MapViewHex {
  const h = view.hexes.find((x) => x.name === name);
  if (!h) throw new Error(`no hex ${name}`);
  return h;
}

/** Gives each realm the land hexes within `radius` of its capitol, nearest capitol first. */
function claim(view: { hexes: MapViewHex[] }, capitols: { realm: string; hex: string; radius: number }[]): void {
  for (const h of view.hexes) {
    if (h.terrain === 'sea') continue;
    const here = fromOffset(h.col, h.row);
    let best: { realm: string; d: number } | undefined;
    for (const c of capitols) {
      const ch = view.hexes.find((x) => x.name === c.hex)!;
      const d = distance(here, fromOffset(ch.col, ch.row));
      if (d <= c.radius && (!best || d < best.d)) best = { realm: c.realm, d };
    }
    if (best) h.realm = best.realm;
  }
}

export const REALMS: MapViewRealm[] = [
  { id: 'r1', name: 'Harloon', colour: 0, inPlay: true },
  { id: 'r2', name: 'Vesk Marches', colour: 1, inPlay: true },
  { id: 'r3', name: 'Thornmere', colour: 2, inPlay: true },
  { id: 'r4', name: 'Ashkar', colour: 3, inPlay: true },
  { id: 'r5', name: 'Old Drannor', colour: 4, inPlay: false },
];

/** The GM's map of turn 3: four realms in play, one out of play, roads, a river, bases, guards. */
export function sampleMap(overrides: Partial<MapView> = {}): MapView {
  const m = blankMap(TERRAIN_12x10);
  for (const name of RIVER_12x10) at(m, name).river = true;
  claim(m, [
    { realm: 'r1', hex: 'C4', radius: 2 },
    { realm: 'r2', hex: 'I3', radius: 2 },
    { realm: 'r3', hex: 'E8', radius: 2 },
    { realm: 'r4', hex: 'J8', radius: 2 },
  ]);
  const base = (name: string, b: NonNullable<MapViewHex['base']>) => void (at(m, name).base = b);
  base('C4', { size: 'city', capitol: true, fortification: 3 });
  base('B6', { size: 'town', capitol: false, fortification: 1 });
  base('I3', { size: 'city', capitol: true, fortification: 4 });
  base('K2', { size: 'town', capitol: false, fortification: 0 });
  base('E8', { size: 'city', capitol: true, fortification: 2 });
  base('F6', { size: 'town', capitol: false });
  base('J8', { size: 'city', capitol: true, fortification: 6 });
  base('L9', { size: 'town', capitol: false, fortification: 2 });
  at(m, 'D2').guard = 'army';
  at(m, 'H4').guard = 'army-with-wizard';
  at(m, 'G8').guard = 'army';
  at(m, 'I9').guard = 'army';
  at(m, 'K2').guard = 'army'; // beside a base
  return {
    ...m,
    roads: [{ hexes: ['C4', 'D4', 'E4', 'F4', 'G3', 'H3', 'I3'] }, { hexes: ['C4', 'C5', 'B6'] }, { hexes: ['E8', 'F8', 'G8', 'H8', 'I8', 'J8'] }],
    realms: REALMS,
    turn: 3,
    perspective: 'GM',
    ...overrides,
  };
}

/** A small map of plains, for tests that compare two pictures. */
export function tinyMap(hexes: Partial<Record<string, Partial<MapViewHex>>> = {}): MapView {
  const m = blankMap(`P P F\nP H P\nC W W`);
  for (const [name, extra] of Object.entries(hexes)) Object.assign(at(m, name), extra);
  return { ...m, roads: [], realms: [REALMS[0]!], turn: 1, perspective: 'public' };
}

/** A map of `side × side` hexes of mixed terrain, for the size limits and the bench. */
export function bigMap(side: number): MapView {
  const letters = 'PPFFHSCD';
  const text = Array.from({ length: side }, (_, r) => Array.from({ length: side }, (_, c) => (c === 0 ? 'W' : letters[(r * 7 + c * 3) % letters.length]!)).join(' ')).join('\n');
  const m = blankMap(text);
  const capitols = [
    { realm: 'r1', hex: hexName(fromOffset(Math.floor(side / 4), Math.floor(side / 4))), radius: Math.floor(side / 5) },
    { realm: 'r2', hex: hexName(fromOffset(Math.floor((3 * side) / 4), Math.floor(side / 4))), radius: Math.floor(side / 5) },
    { realm: 'r3', hex: hexName(fromOffset(Math.floor(side / 4), Math.floor((3 * side) / 4))), radius: Math.floor(side / 5) },
    { realm: 'r4', hex: hexName(fromOffset(Math.floor((3 * side) / 4), Math.floor((3 * side) / 4))), radius: Math.floor(side / 5) },
  ];
  claim(m, capitols);
  for (const c of capitols) at(m, c.hex).base = { size: 'city', capitol: true, fortification: 2 };
  for (const h of m.hexes) if (h.row === Math.floor(side / 2)) h.river = h.terrain !== 'sea';
  return { ...m, roads: [{ hexes: [capitols[0]!.hex, capitols[1]!.hex] }], realms: REALMS, turn: 12, perspective: 'public' };
}

const TERRAIN_COUNTS = { plains: 6, forest: 3, hills: 1, swamp: 2, coastal: 4, desert: 0, sea: 0 };

/** Harloon's sheet as its ruler sees it. */
export function fullSheet(overrides: Partial<RealmSheetView> = {}): RealmSheetView {
  return {
    id: 'r1',
    name: 'Harloon',
    full: true,
    ruler: 'Queen Ysolde of Harloon',
    calling: 'Mercantile',
    demeanor: 'Cautious',
    capitol: 'C4',
    hexes: 16,
    hexesByTerrain: TERRAIN_COUNTS,
    bases: [
      { hex: 'C4', size: 'city', capitol: true, fortification: 3 },
      { hex: 'B6', size: 'town', capitol: false, fortification: 1 },
    ],
    wars: ['Vesk Marches'],
    inPlay: true,
    population: 88,
    resources: 35,
    military: 9,
    militaryCap: 18,
    discontent: 4,
    hardship: 1,
    treasury: 125000,
    tax: 'medium',
    taxIncome: 17600,
    diplomacy: 3,
    wisdom: 2,
    wildernessLore: 1,
    war: 2,
    encounterFactor: 16,
    upkeep: { needed: 88, shortfall: 53 },
    illWill: [
      { realm: 'r2', name: 'Vesk Marches', value: 4, calling: 'Conquest', demeanor: 'Aggressive' },
      { realm: 'r3', name: 'Thornmere', value: 1, calling: 'Arcane', demeanor: 'Secretive' },
      { realm: 'r4', name: 'Ashkar', value: 0, calling: 'Faith', demeanor: 'Generous' },
    ],
    tradeRoutes: ['Thornmere (by road, 4 hexes)', 'Ashkar (by sea)'],
    roads: ['C4 – I3 (6 hexes)', 'C4 – B6 (2 hexes)'],
    structures: [
      { name: 'Harbour at B6', status: 'built' },
      { name: 'Wizard tower at C4', status: 'building, done turn 5' },
      { name: 'Walls of B6 (level II)', status: 'planned' },
    ],
    units: { mercenaries: 2, naval: 1, wizard: 1, scouts: 3, guardingArmies: ['D2'] },
    modifiers: [
      { source: 'Plague (random event)', effect: '−2 population', lasts: 'until turn 5' },
      { source: 'Harvest festival', effect: '+1 to the discontent check', lasts: 'this turn' },
    ],
    failedDiscontent: 2,
    shortfallSeasons: 1,
    festivalBonus: 1,
    intel: ['Vesk Marches: I3 fortified to level IV (scouts, turn 2)', 'Thornmere gathers an army near E8 (espionage, turn 3)'],
    turn: 3,
    ...overrides,
  };
}

/** Vesk Marches as the public sees it: only the public fields exist. */
export function publicSheet(overrides: Partial<RealmSheetView> = {}): RealmSheetView {
  return {
    id: 'r2',
    name: 'Vesk Marches',
    full: false,
    calling: 'Conquest',
    demeanor: 'Aggressive',
    capitol: 'I3',
    hexes: 19,
    hexesByTerrain: { plains: 2, forest: 5, hills: 9, swamp: 0, coastal: 0, desert: 3, sea: 0 },
    bases: [
      { hex: 'I3', size: 'city', capitol: true },
      { hex: 'K2', size: 'town', capitol: false },
    ],
    wars: ['Harloon'],
    inPlay: true,
    turn: 3,
    ...overrides,
  };
}
