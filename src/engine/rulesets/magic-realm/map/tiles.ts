/**
 * The 36 map tiles of Magic Realm and Expansion One as the engine reads them: the 20 of the original game, the 5
 * swamps and the 11 special tiles (X1-1). The facts themselves are generated into tile-data.ts by
 * scripts/derive-tiles.ts; this module gives them their types and the look-ups.
 */
import { RuleError } from '../../../core/types.js';
import type { ClearingType, EdgeName, PathType } from '../board/view-types.js';
import { EDGE_NAMES } from '../board/view-types.js';
import { TILES } from './tile-data.js';
import type { MagicColour } from '../magic/colour-magic.js';

export { TILES };

/** The tile groups of chit set-up (X1-21) and of dealing (X1-1). */
export type TileGroup = 'valley' | 'woods' | 'mountain' | 'cave' | 'special' | 'swamp';
export const TILE_GROUPS: readonly TileGroup[] = ['valley', 'woods', 'mountain', 'cave', 'special', 'swamp'];

export type TileSide = 'normal' | 'enchanted';


/** X1-2: what the Volcano does at midnight to a character in this clearing (none when absent). */
export type VolcanoMidnight = 'fatigue' | 'wound' | 'serious_wound';

export interface ClearingDef {
  readonly number: number;
  readonly type: ClearingType;
  /** Position on the tile drawn N edge up, in percent of its width and height. */
  readonly xy: readonly [number, number];
  /** Enchanted side: the colours of magic printed in the clearing (several on the Crag and Borderland 6). */
  readonly magic?: readonly MagicColour[];
  readonly midnight?: VolcanoMidnight;
}

/** A path of one side of a tile: from a clearing to another clearing (the higher number) or to an edge. */
export interface PathDef {
  readonly from: number;
  readonly to: number | EdgeName;
  readonly type: PathType;
  readonly arc?: readonly [number, number];
}

export interface TileSideDef {
  readonly clearings: readonly ClearingDef[];
  readonly paths: readonly PathDef[];
  /** Where a lost character's piece is drawn (off the clearings). */
  readonly offroadXy: readonly [number, number];
}

export interface TileDef {
  /** `BV`. Two tiles have codes that look like edges — NW (Nut Woods) and SW (Sweet Swamp): a code is never an edge. */
  readonly code: string;
  readonly name: string;
  readonly group: TileGroup;
  readonly expansionOne: boolean;
  /** X1-2: no offroad travel on this tile (the Volcano). */
  readonly noOffroadTravel: boolean;
  readonly sides: { readonly normal: TileSideDef; readonly enchanted: TileSideDef };
}

const BY_CODE = new Map(TILES.map((t) => [t.code, t]));

/** The tile of a code (`bv` and `BV` alike), or undefined. */
export function tileByCode(code: string): TileDef | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** The tile of a code or a name (`BV`, `Bad Valley`, `bad valley`), or undefined. */
export function findTile(text: string): TileDef | undefined {
  const t = text.trim();
  return tileByCode(t) ?? TILES.find((k) => k.name.toLowerCase() === t.toLowerCase());
}

/** The tile of a code, or a RuleError naming the codes. */
export function requireTile(code: string): TileDef {
  const tile = findTile(code);
  if (!tile) throw new RuleError(`There is no tile "${code}".`, `Tiles are named by code or name: ${TILES.map((t) => t.code).join(', ')}.`);
  return tile;
}

export const tileSide = (tile: TileDef, side: TileSide): TileSideDef => tile.sides[side];

export const tilesOfGroup = (group: TileGroup): readonly TileDef[] => TILES.filter((t) => t.group === group);

/** The 20 tiles of the original game (5 valleys, 5 woods, 5 mountains, 5 caves), in data order. */
export const ORIGINAL_TILES: readonly string[] = TILES.filter((t) => !t.expansionOne).map((t) => t.code);
/** X1-1: the 5 swamps of Expansion One, all in every game with the expansion. */
export const SWAMP_TILES: readonly string[] = tilesOfGroup('swamp').map((t) => t.code);
/** X1-1: the 11 special tiles of Expansion One, of which 5 are drawn at random. */
export const SPECIAL_TILES: readonly string[] = tilesOfGroup('special').map((t) => t.code);

export const BORDERLAND = 'B';
/** X1-3: the Ambush tile, which a player may swap for a discarded special tile. */
export const AMBUSH = 'AM';
/** X1-2: the Volcano. */
export const VOLCANO = 'V';

export function isEdgeName(x: unknown): x is EdgeName {
  return typeof x === 'string' && (EDGE_NAMES as readonly string[]).includes(x);
}

/** 0 for N … 5 for NW, the order of the grid's DIRECTIONS. */
export function edgeIndex(edge: EdgeName): number {
  return EDGE_NAMES.indexOf(edge);
}

/** The edges a side's paths leave by (of any type), in N … NW order. */
export function exitEdges(side: TileSideDef): EdgeName[] {
  return EDGE_NAMES.filter((e) => side.paths.some((p) => p.to === e));
}

/**
 * The stable id of a path of a tile: `BV2-BV5` between two clearings (lower number first), `DF1-SW` from a
 * clearing to an edge (the unrotated edge name). It does not depend on the side, the rotation or the neighbours,
 * so a character's discoveries stay true wherever the tile lies.
 */
export function tilePathId(code: string, path: PathDef): string {
  return typeof path.to === 'number' ? `${code}${path.from}-${code}${path.to}` : `${code}${path.from}-${path.to}`;
}
