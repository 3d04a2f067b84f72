import { RuleError } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { distance, fromOffset, hexName, toOffset, type Hex } from '../../../hex/grid.js';
import { mapNeighbours, type CampaignHex, type CampaignMap } from '../campaign-map.js';
import type { Terrain } from '../lookup-tables.js';
import { realmSlug } from './realm.js';

/**
 * A random campaign map for a quick-start realm campaign (RPG-E1 to E4): terrain in regions, sea along one or two
 * edges, rivers from the hills to the sea, and realms with a capitol, a town and a guarding army each.
 * Pure and deterministic: every random number comes from the dice source, so the same dice give the same map
 * and a game can record what was drawn.
 */

export interface GeneratedRealm {
  /** The slug of the name; every hex of the realm carries it as `hex.realm`. */
  id: string;
  name: string;
  /** The capitol's hex, e.g. `C4`. */
  capitol: string;
  /** All the realm's hexes, the capitol first. */
  hexes: string[];
  /** Base hexes other than the capitol. */
  bases: string[];
}

export interface GeneratedMap {
  map: CampaignMap;
  realms: GeneratedRealm[];
}

export interface GenerateMapOptions {
  cols: number;
  rows: number;
  realms: number;
}

/** Names a generated realm may get; drawn without repeats, so there must be at least as many as realms. */
export const REALM_NAMES: readonly string[] = [
  'Harloon', 'Vesk', 'Taramoor', 'Eldmark', 'Carrowmere', 'Ostvale', 'Brennhold', 'Sunmere',
  'Kaldra', 'Morrowfen', 'Ashgard', 'Valdrin', 'Thornwick', 'Lyrenne', 'Greywater', 'Duskmarch',
  'High Aldren', 'Corvane', 'Saltreach', 'Iremoor',
];

export const MAP_SIDE = { min: 6, max: 40 } as const;
export const REALM_COUNT = { min: 1, max: 8 } as const;
/** Map hexes asked per realm: below this the realms cannot keep land between them after the sea takes its share. */
export const MAP_HEXES_PER_REALM = 16;

/** Harloon holds 12 hexes; a realm draws its size around it, and a small map scales it down. */
const REALM_SIZE = { min: 8, max: 16 } as const;
/** The least a realm needs: a capitol, a town away from it and a border hex for its army, and a hex to spare. */
const MIN_REALM_HEXES = 4;
/** Realms together take at most this share of the land, so unowned wilds stay between them. */
const OWNED_LAND_SHARE = 0.6;
/** Capitols closer than this could not keep a hex of no-man's-land between their realms. */
const MIN_CAPITOL_DISTANCE = 3;
/** Spreads of the capitols tried; the one with the largest least distance wins. */
const CAPITOL_TRIES = 6;
/** Whole maps tried before giving up: on the most crowded maps allowed one in five fails, so twelve in a row never do. */
const ATTEMPTS = 12;
/** Land hexes per terrain region seed: regions of about this size, before like ones merge. */
const HEXES_PER_REGION = 8;
/** The sea reaches at most this share of the map's depth in from its edge. */
const SEA_DEPTH_SHARE = 0.15;

/** Seed terrains near the coast: wetter, no desert. Weights, not chances. */
const COASTAL_WEIGHTS: readonly [Terrain, number][] = [['plains', 4], ['forest', 3], ['hills', 1], ['swamp', 2]];
/** Seed terrains inland: uplands and the odd desert. */
const INLAND_WEIGHTS: readonly [Terrain, number][] = [['plains', 4], ['forest', 3], ['hills', 3], ['swamp', 1], ['desert', 1]];

type Edge = 'north' | 'south' | 'west' | 'east';
const EDGES: readonly Edge[] = ['north', 'south', 'west', 'east'];

/** The realm's id: lower case, `-` for spaces (and nothing but letters, digits and dashes). */
/** A realm's id is its slug, the one rule of realm.ts. */
export { realmSlug };

export function generateCampaignMap(dice: DiceSource, opts: GenerateMapOptions): GeneratedMap {
  checkOptions(opts);
  const grid = makeGrid(opts.cols, opts.rows);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const land = makeLand(dice, grid);
    const realms = placeRealms(dice, grid, land, opts.realms);
    if (realms) return { map: land.map, realms };
  }
  throw new RuleError(
    `could not fit ${opts.realms} realms on a ${opts.cols} × ${opts.rows} map`,
    'try a larger map or fewer realms',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Options

function checkOptions({ cols, rows, realms }: GenerateMapOptions): void {
  for (const [what, value] of [['cols', cols], ['rows', rows]] as const) {
    if (!Number.isInteger(value) || value < MAP_SIDE.min || value > MAP_SIDE.max) {
      throw new RuleError(`${what} is ${value}`, `a generated map is ${MAP_SIDE.min} to ${MAP_SIDE.max} hexes wide and high`);
    }
  }
  if (!Number.isInteger(realms) || realms < REALM_COUNT.min || realms > REALM_COUNT.max) {
    throw new RuleError(`${realms} realms`, `a generated map holds ${REALM_COUNT.min} to ${REALM_COUNT.max} realms`);
  }
  const most = Math.floor((cols * rows) / MAP_HEXES_PER_REALM);
  if (most < realms) {
    const side = Math.ceil(Math.sqrt(realms * MAP_HEXES_PER_REALM));
    throw new RuleError(
      `a ${cols} × ${rows} map is too small for ${realms} realms`,
      `each realm needs ${MAP_HEXES_PER_REALM} hexes of map: ask for at most ${most} realms, or a map of at least ${side} × ${side}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The grid, by index (row × cols + col), with each hex's on-map neighbours worked out once

interface Grid {
  cols: number;
  rows: number;
  at: Hex[];
  next: number[][];
}

function makeGrid(cols: number, rows: number): Grid {
  const shape: CampaignMap = { cols, rows, hexes: [] };
  const at = Array.from({ length: cols * rows }, (_, i) => fromOffset(i % cols, Math.floor(i / cols)));
  const next = at.map((h) =>
    mapNeighbours(shape, h).map((n) => {
      const o = toOffset(n);
      return o.row * cols + o.col;
    }),
  );
  return { cols, rows, at, next };
}

// ---------------------------------------------------------------------------------------------------------------
// Dice helpers: no draw when there is no choice, so forced dice are not spent on nothing

function pick<T>(dice: DiceSource, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from nothing');
  return items[items.length === 1 ? 0 : dice.int(0, items.length - 1)]!;
}

/** Removes and returns a random element (the last one takes its place: order does not matter to the callers). */
function takeAny<T>(dice: DiceSource, items: T[]): T {
  const i = items.length === 1 ? 0 : dice.int(0, items.length - 1);
  const item = items[i]!;
  items[i] = items[items.length - 1]!;
  items.pop();
  return item;
}

function drawDistinct<T>(dice: DiceSource, items: readonly T[], count: number): T[] {
  const left = [...items];
  return Array.from({ length: count }, () => {
    const i = left.length === 1 ? 0 : dice.int(0, left.length - 1);
    return left.splice(i, 1)[0]!;
  });
}

function shuffle<T>(dice: DiceSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function weighted<T>(dice: DiceSource, choices: readonly [T, number][]): T {
  let roll = dice.int(1, choices.reduce((n, [, w]) => n + w, 0));
  for (const [item, w] of choices) {
    roll -= w;
    if (roll <= 0) return item;
  }
  return choices[choices.length - 1]![0];
}

// ---------------------------------------------------------------------------------------------------------------
// Land: sea, terrain regions, coast, rivers

interface Land {
  map: CampaignMap;
  sea: boolean[];
  /** Steps to the nearest sea hex (0 at sea). */
  seaDist: number[];
}

function makeLand(dice: DiceSource, grid: Grid): Land {
  const sea = drawSea(dice, grid);
  const seaDist = stepsFrom(grid, sea);
  const terrain = growTerrain(dice, grid, sea, seaDist);
  smooth(grid, sea, terrain);
  smooth(grid, sea, terrain);
  const hexes: CampaignHex[] = terrain.map((t, i) => ({
    // Every land hex that touches the sea is coast (RPG-R21 pairs coastal with islands).
    terrain: sea[i] ? 'sea' : grid.next[i]!.some((n) => sea[n]) ? 'coastal' : t,
    river: false,
  }));
  const map: CampaignMap = { cols: grid.cols, rows: grid.rows, hexes };
  drawRivers(dice, grid, map, seaDist);
  return { map, sea, seaDist };
}

/** One or two map edges are sea, each to a depth that wanders by a hex at a time so the coast is not a ruler line. */
function drawSea(dice: DiceSource, grid: Grid): boolean[] {
  const sea = grid.at.map(() => false);
  for (const edge of drawDistinct(dice, EDGES, dice.int(1, 2))) {
    const alongRows = edge === 'west' || edge === 'east';
    const length = alongRows ? grid.rows : grid.cols;
    const across = alongRows ? grid.cols : grid.rows;
    const deepest = Math.max(1, Math.round(across * SEA_DEPTH_SHARE));
    let depth = dice.int(1, deepest);
    for (let k = 0; k < length; k++) {
      if (k > 0 && deepest > 1) depth = Math.min(deepest, Math.max(1, depth + dice.int(-1, 1)));
      for (let d = 0; d < depth; d++) {
        const inward = edge === 'north' || edge === 'west' ? d : across - 1 - d;
        const [col, row] = alongRows ? [inward, k] : [k, inward];
        sea[row * grid.cols + col] = true;
      }
    }
  }
  return sea;
}

/** Breadth-first steps from the marked hexes to every hex. */
function stepsFrom(grid: Grid, marked: readonly boolean[]): number[] {
  const steps = marked.map((m) => (m ? 0 : Infinity));
  const queue = steps.flatMap((s, i) => (s === 0 ? [i] : []));
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    for (const n of grid.next[i]!) {
      if (steps[n] === Infinity) {
        steps[n] = steps[i]! + 1;
        queue.push(n);
      }
    }
  }
  return steps;
}

/**
 * Terrain grows from random seeds: each step a random region extends by one hex from a random point of its
 * edge. Picking the region first (not the edge hex) keeps regions of like size instead of letting the first big
 * one swallow the rest; the random edge point makes them irregular blobs rather than noise or circles. Near the
 * coast the seeds are wetter, inland higher and drier.
 */
function growTerrain(dice: DiceSource, grid: Grid, sea: readonly boolean[], seaDist: readonly number[]): Terrain[] {
  const land = grid.at.flatMap((_, i) => (sea[i] ? [] : [i]));
  const seeds = drawDistinct(dice, land, Math.min(land.length, Math.max(3, Math.round(land.length / HEXES_PER_REGION))));
  const terrain: (Terrain | undefined)[] = grid.at.map(() => undefined);
  const regions = seeds.map((i) => ({ edge: [i], t: weighted(dice, seaDist[i]! <= 2 ? COASTAL_WEIGHTS : INLAND_WEIGHTS) }));
  let open = regions;
  while (open.length > 0) {
    const region = pick(dice, open);
    const i = takeAny(dice, region.edge);
    if (!terrain[i]) {
      terrain[i] = region.t;
      for (const n of grid.next[i]!) if (!sea[n] && !terrain[n]) region.edge.push(n);
    }
    if (region.edge.length === 0) open = open.filter((r) => r !== region);
  }
  // Land the regions could not reach (cut off by the sea) is plain; the sea's own entries are never read.
  return terrain.map((t) => t ?? 'plains');
}

/** A hex surrounded mostly (4 of 6) by another terrain takes it: the stray single hexes go, the regions stay. */
function smooth(grid: Grid, sea: readonly boolean[], terrain: Terrain[]): void {
  const before = [...terrain];
  grid.at.forEach((_, i) => {
    if (sea[i]) return;
    const counts = new Map<Terrain, number>();
    for (const n of grid.next[i]!) if (!sea[n]) counts.set(before[n]!, (counts.get(before[n]!) ?? 0) + 1);
    for (const [t, c] of counts) if (c >= 4 && t !== before[i]) terrain[i] = t;
  });
}

/**
 * One or two rivers: each springs in the hills well inland and winds down to the sea. A river that meets
 * another joins it there.
 */
function drawRivers(dice: DiceSource, grid: Grid, map: CampaignMap, seaDist: readonly number[]): void {
  const count = dice.int(1, 2);
  const sources: number[] = [];
  for (let r = 0; r < count; r++) {
    const source = riverSource(dice, grid, map, seaDist, sources);
    if (source === undefined) return;
    sources.push(source);
    // A spring rises in the uplands, whatever the region grown there.
    map.hexes[source]!.terrain = 'hills';
    runRiver(dice, grid, map, seaDist, source);
  }
}

function riverSource(dice: DiceSource, grid: Grid, map: CampaignMap, seaDist: readonly number[], taken: readonly number[]): number | undefined {
  const inland = map.hexes.flatMap((h, i) =>
    h.terrain !== 'sea' && seaDist[i]! >= 2 && !h.river && !grid.next[i]!.some((n) => map.hexes[n]!.river) &&
    taken.every((s) => distance(grid.at[s]!, grid.at[i]!) >= 3) ? [i] : [],
  );
  if (inland.length === 0) return undefined;
  // Far enough from the sea for a river worth the name: the inner half of the land.
  const far = Math.ceil(Math.max(...inland.map((i) => seaDist[i]!)) / 2);
  const deep = inland.filter((i) => seaDist[i]! >= far);
  const hills = deep.filter((i) => map.hexes[i]!.terrain === 'hills');
  return pick(dice, hills.length > 0 ? hills : deep);
}

/**
 * The river runs downhill (one step nearer the sea) and now and then along the slope (no nearer, no farther),
 * so it bends instead of running ruler-straight. A bend is never followed by another and never touches the
 * river's own course, so it cannot loop and always reaches the sea.
 */
function runRiver(dice: DiceSource, grid: Grid, map: CampaignMap, seaDist: readonly number[], source: number): void {
  const course = new Set<number>();
  let at = source;
  let bent = false;
  for (;;) {
    map.hexes[at]!.river = true;
    course.add(at);
    if (seaDist[at]! <= 1) return;
    const here = at;
    const clear = (n: number): boolean => !map.hexes[n]!.river && grid.next[n]!.every((m) => m === here || !course.has(m));
    const down = grid.next[at]!.filter((n) => seaDist[n] === seaDist[here]! - 1);
    if (down.some((n) => map.hexes[n]!.river)) return; // joins another river
    const along: number[] = bent ? [] : grid.next[at]!.filter((n) => seaDist[n] === seaDist[here] && clear(n));
    bent = along.length > 0 && dice.int(1, 3) === 1;
    const cleanDown = down.filter(clear);
    at = pick(dice, bent ? along : cleanDown.length > 0 ? cleanDown : down);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Realms

/** The realms on the land, written into the map; undefined when the land cannot hold them all (try again). */
function placeRealms(dice: DiceSource, grid: Grid, land: Land, count: number): GeneratedRealm[] | undefined {
  const capitols = placeCapitols(dice, grid, land, count);
  if (count > 1 && leastDistance(grid, capitols) < MIN_CAPITOL_DISTANCE) return undefined;
  const landHexes = land.sea.filter((s) => !s).length;
  const cap = Math.min(REALM_SIZE.max, Math.floor((landHexes * OWNED_LAND_SHARE) / count));
  if (cap < MIN_REALM_HEXES) return undefined;
  const targets = capitols.map(() => Math.min(cap, dice.int(REALM_SIZE.min, REALM_SIZE.max)));
  const territories = growRealms(dice, grid, land.sea, capitols, targets);
  if (territories.some((t) => t.length < MIN_REALM_HEXES)) return undefined;
  const names = drawDistinct(dice, REALM_NAMES, count);
  return territories.map((hexes, r) => settleRealm(dice, grid, land.map, names[r]!, hexes, capitols));
}

/**
 * Capitols spread apart: each try starts from a random hex with room around it and adds, one at a time, a random
 * hex among those nearly farthest from the capitols so far, counting the map's rim and the sea as half as far
 * (a capitol needs room on its own side too); the try with the largest least distance between capitols wins.
 */
function placeCapitols(dice: DiceSource, grid: Grid, land: Land, count: number): number[] {
  const room = roomAround(grid, land);
  const pool = grid.at.flatMap((_, i) => (land.sea[i] ? [] : [i]));
  const roomy = pool.filter((i) => room[i]! >= Math.min(2, Math.max(...room)));
  let best: number[] = [];
  let bestScore = -1;
  for (let t = 0; t < (count === 1 ? 1 : CAPITOL_TRIES); t++) {
    const chosen = [pick(dice, roomy)];
    while (chosen.length < count) {
      const gap = pool.map((i) => capitolGap(Math.min(...chosen.map((c) => distance(grid.at[c]!, grid.at[i]!))), room[i]!));
      const widest = Math.max(...gap);
      // Near-widest for variety, but never closer than the least distance when the widest keeps it.
      const enough = Math.max(widest - 1, Math.min(widest, MIN_CAPITOL_DISTANCE));
      chosen.push(pick(dice, pool.filter((i, k) => gap[k]! >= enough && !chosen.includes(i))));
    }
    const score = leastDistance(grid, chosen);
    if (score > bestScore) [best, bestScore] = [chosen, score];
  }
  return best;
}

/**
 * How good a hex is for the next capitol: its distance to the nearest capitol, but the rim and the sea count as
 * a capitol at twice the hex's room. Any hex at the least capitol distance beats every closer one, room or not.
 */
function capitolGap(nearest: number, room: number): number {
  return nearest < MIN_CAPITOL_DISTANCE ? nearest : Math.max(MIN_CAPITOL_DISTANCE, Math.min(nearest, 2 * room));
}

/** Steps from a land hex to the sea or off the map (1 on the rim or the coast). */
function roomAround(grid: Grid, land: Land): number[] {
  const rim = grid.at.map((_, i) => land.sea[i]! || grid.next[i]!.length < 6);
  return stepsFrom(grid, rim).map((s, i) => (land.sea[i] ? 0 : Math.min(s + 1, land.seaDist[i]!)));
}

function leastDistance(grid: Grid, hexes: readonly number[]): number {
  let least = Infinity;
  for (let a = 0; a < hexes.length; a++) {
    for (let b = a + 1; b < hexes.length; b++) least = Math.min(least, distance(grid.at[hexes[a]!]!, grid.at[hexes[b]!]!));
  }
  return least;
}

/**
 * Realms grow breadth-first from their capitols over land, one hex per realm per turn so none takes the lion's
 * share, until each reaches its size or runs out of room. A realm never takes a hex next to another realm's, so
 * a strip of unowned land always lies between two borders (RPG-E4: contiguous, no overlaps).
 */
function growRealms(dice: DiceSource, grid: Grid, sea: readonly boolean[], capitols: readonly number[], targets: readonly number[]): number[][] {
  const owner = grid.at.map(() => -1);
  const territories = capitols.map((c, r) => {
    owner[c] = r;
    return [c];
  });
  const frontiers = capitols.map((c) => shuffle(dice, grid.next[c]!));
  const free = (i: number, r: number): boolean =>
    !sea[i] && owner[i] === -1 && grid.next[i]!.every((n) => owner[n] === -1 || owner[n] === r);
  let growing = true;
  while (growing) {
    growing = false;
    territories.forEach((territory, r) => {
      if (territory.length >= targets[r]!) return;
      const frontier = frontiers[r]!;
      while (frontier.length > 0) {
        const i = frontier.shift()!;
        if (!free(i, r)) continue;
        owner[i] = r;
        territory.push(i);
        frontier.push(...shuffle(dice, grid.next[i]!.filter((n) => owner[n] === -1)));
        growing = true;
        return;
      }
    });
  }
  return territories;
}

/** Writes a realm into the map: its hexes, the capitol city, a town away from it, an army on the border. */
function settleRealm(dice: DiceSource, grid: Grid, map: CampaignMap, name: string, territory: readonly number[], capitols: readonly number[]): GeneratedRealm {
  const id = realmSlug(name);
  const [capitol] = territory as [number];
  for (const i of territory) map.hexes[i]!.realm = id;
  map.hexes[capitol]!.base = { size: 'city', fortification: 0, capitol: true };

  const town = pickTown(dice, grid, territory);
  map.hexes[town]!.base = { size: 'town', fortification: 0, capitol: false };

  const guard = pickGuardHex(dice, grid, map, territory, capitols.filter((c) => c !== capitol));
  map.hexes[guard]!.guard = 'army';

  return { id, name, capitol: hexName(grid.at[capitol]!), hexes: territory.map((i) => hexName(grid.at[i]!)), bases: [hexName(grid.at[town]!)] };
}

/** A town at least two hexes from the capitol when the realm reaches that far: a second centre, not a suburb. */
function pickTown(dice: DiceSource, grid: Grid, territory: readonly number[]): number {
  const [capitol, ...rest] = territory as [number, ...number[]];
  const away = rest.filter((i) => distance(grid.at[i]!, grid.at[capitol]!) >= 2);
  return pick(dice, away.length > 0 ? away : rest);
}

/**
 * The guarding army stands in a border hex without a base (RPG-E3: it patrols away from the bases), the one
 * facing the nearest rival capitol; a lone realm posts it anywhere on its border.
 */
function pickGuardHex(dice: DiceSource, grid: Grid, map: CampaignMap, territory: readonly number[], rivals: readonly number[]): number {
  const inRealm = new Set(territory);
  const open = territory.filter((i) => !map.hexes[i]!.base);
  const border = open.filter((i) => grid.next[i]!.length < 6 || grid.next[i]!.some((n) => !inRealm.has(n)));
  const posts = border.length > 0 ? border : open;
  if (rivals.length === 0) return pick(dice, posts);
  const threat = posts.map((i) => Math.min(...rivals.map((c) => distance(grid.at[c]!, grid.at[i]!))));
  const nearest = Math.min(...threat);
  return pick(dice, posts.filter((_, k) => threat[k] === nearest));
}
