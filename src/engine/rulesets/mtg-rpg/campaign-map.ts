import { RuleError } from '../../core/types.js';
import { fromOffset, hexName, neighbours, parseHexName, toOffset, type Hex } from '../../hex/grid.js';
import type { Terrain } from './lookup-tables.js';

export type MapTerrain = Terrain | 'sea';

/** A base in a hex (RPG-E2): a small town or a large city, its fortification 0–6, the capitol mark. */
export interface Base {
  size: 'town' | 'city';
  fortification: number;
  capitol: boolean;
}

/** One 10-mile hex of the campaign map (RPG-E1 to E3). */
export interface CampaignHex {
  terrain: MapTerrain;
  river: boolean;
  base?: Base;
  guard?: 'army' | 'army-with-wizard';
  /** The realm that holds it (its id), if any. */
  realm?: string;
}

export interface CampaignMap {
  cols: number;
  rows: number;
  /** Row by row, `rows × cols` entries. */
  hexes: CampaignHex[];
}

/** The letters of the map's text format; `~` before a letter marks a river. */
export const TERRAIN_LETTERS: Record<string, MapTerrain> = {
  P: 'plains',
  F: 'forest',
  J: 'forest',
  H: 'hills',
  M: 'hills',
  S: 'swamp',
  C: 'coastal',
  I: 'coastal',
  D: 'desert',
  W: 'sea',
};

export const MAX_MAP_SIDE = 40;

/**
 * Reads a map from text: one line per row of terrain letters separated by spaces, e.g. `P P F M ~P`
 * (P plains, F/J forest or jungle, H/M hills or mountains, S swamp, C/I coastal or islands, D desert, W sea;
 * `~` before a letter: a river). Every row must have the same number of hexes.
 */
export function parseMapText(text: string): CampaignMap {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (lines.length === 0) throw new RuleError('the map is empty', 'write one line per row, e.g. P P F M ~P');
  const rows = lines.map((line, i) =>
    line.split(/\s+/).map((token, j) => {
      const m = token.toUpperCase().match(/^(~?)([A-Z])$/);
      const terrain = m ? TERRAIN_LETTERS[m[2]!] : undefined;
      if (!m || !terrain) {
        throw new RuleError(`row ${i + 1}, hex ${j + 1}: "${token}" is not a terrain`, 'use P F J H M S C I D W, with ~ before a letter for a river (~P)');
      }
      return { terrain, river: m[1] === '~' } satisfies CampaignHex;
    }),
  );
  const cols = rows[0]!.length;
  const uneven = rows.findIndex((r) => r.length !== cols);
  if (uneven >= 0) throw new RuleError(`row ${uneven + 1} has ${rows[uneven]!.length} hexes, row 1 has ${cols}`, 'give every row the same number of hexes');
  if (cols > MAX_MAP_SIDE || rows.length > MAX_MAP_SIDE) throw new RuleError(`the map is ${cols} × ${rows.length} hexes`, `a map is at most ${MAX_MAP_SIDE} × ${MAX_MAP_SIDE}`);
  return { cols, rows: rows.length, hexes: rows.flat() };
}

/** The map back as text, in the same format. */
export function mapText(map: CampaignMap): string {
  const letter = Object.fromEntries(Object.entries(TERRAIN_LETTERS).reverse().map(([k, v]) => [v, k])) as Record<MapTerrain, string>;
  const out: string[] = [];
  for (let row = 0; row < map.rows; row++) {
    out.push(map.hexes.slice(row * map.cols, (row + 1) * map.cols).map((h) => `${h.river ? '~' : ''}${letter[h.terrain]}`).join(' '));
  }
  return out.join('\n');
}

/** The hex a name like `C4` means on this map, or a RuleError that says what the map spans. */
export function hexAt(map: CampaignMap, name: string): { hex: CampaignHex; index: number; at: Hex } {
  const at = parseHexName(name);
  const off = at && toOffset(at);
  if (!off || off.col >= map.cols || off.row >= map.rows) {
    throw new RuleError(`there is no hex ${name} on this map`, `the map runs from A1 to ${hexName(fromOffset(map.cols - 1, map.rows - 1))}`);
  }
  const index = off.row * map.cols + off.col;
  return { hex: map.hexes[index]!, index, at };
}

/** Every hex of the map with its coordinates and name. */
export function mapHexes(map: CampaignMap): { hex: CampaignHex; at: Hex; name: string }[] {
  return map.hexes.map((hex, i) => {
    const at = fromOffset(i % map.cols, Math.floor(i / map.cols));
    return { hex, at, name: hexName(at) };
  });
}

/** The hexes next to a hex that lie on the map. */
export function mapNeighbours(map: CampaignMap, at: Hex): Hex[] {
  return neighbours(at).filter((n) => {
    const o = toOffset(n);
    return o.col >= 0 && o.row >= 0 && o.col < map.cols && o.row < map.rows;
  });
}
