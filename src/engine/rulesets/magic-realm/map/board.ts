/**
 * A Magic Realm board: tiles placed on the one hex grid of the program (src/engine/hex/grid.ts, axial, flat-topped).
 * A board is a plain list of placed tiles and is never changed in place: enchanting a tile returns a new list.
 */
import { neighbour, type Hex } from '../../../hex/grid.js';
import { EDGE_NAMES, type EdgeName } from '../board/view-types.js';
import { edgeIndex, tileByCode, type ClearingDef, type TileDef, type TileSide, type TileSideDef } from './tiles.js';

export interface PlacedTile {
  readonly code: string;
  /** Axial coordinates; the Borderland, placed first, is usually the origin (0, 0). */
  readonly q: number;
  readonly r: number;
  /** Sixths of a turn clockwise, 0–5: the tile's unrotated edge i faces grid direction (i + rotation) % 6. */
  readonly rotation: number;
  readonly side: TileSide;
}

export type Board = readonly PlacedTile[];

/** A clearing as the game writes it: tile code and clearing number, `BV5`, `CV2`, `SW4` (Sweet Swamp 4). */
export type ClearingId = string;

export const clearingId = (code: string, n: number): ClearingId => `${code}${n}`;

/** `bv5` → { code: 'BV', number: 5 } when the tile exists and has a clearing of that number on some side. */
export function parseClearingId(text: string): { code: string; number: number } | undefined {
  const m = text.trim().toUpperCase().match(/^([A-Z]{1,2})\s*([1-6])$/);
  if (!m) return undefined;
  const tile = tileByCode(m[1]!);
  const n = Number(m[2]);
  if (!tile || !tile.sides.normal.clearings.some((c) => c.number === n)) return undefined;
  return { code: tile.code, number: n };
}

export const hexOf = (t: PlacedTile): Hex => ({ q: t.q, r: t.r });

export function tileAt(board: Board, h: Hex): PlacedTile | undefined {
  return board.find((t) => t.q === h.q && t.r === h.r);
}

export function placedTile(board: Board, code: string): PlacedTile | undefined {
  const c = code.trim().toUpperCase();
  return board.find((t) => t.code === c);
}

/** The definition of a placed tile (its code was checked when it was placed). */
export function defOf(t: PlacedTile): TileDef {
  const def = tileByCode(t.code);
  if (!def) throw new Error(`no tile with code ${t.code}`);
  return def;
}

/** The side of a placed tile that lies face up. */
export const faceUp = (t: PlacedTile): TileSideDef => defOf(t).sides[t.side];

/** The grid direction (0 = N … 5 = NW) that an unrotated edge of a placed tile faces. */
export function facing(t: PlacedTile, edge: EdgeName): number {
  return (edgeIndex(edge) + t.rotation) % 6;
}

/** The unrotated edge of a placed tile that faces a grid direction. */
export function edgeFacing(t: PlacedTile, direction: number): EdgeName {
  return EDGE_NAMES[(((direction - t.rotation) % 6) + 6) % 6]!;
}

/** The placed tile across an edge (unrotated name) of a placed tile, if any. */
export function tileAcross(board: Board, t: PlacedTile, edge: EdgeName): PlacedTile | undefined {
  return tileAt(board, neighbour(hexOf(t), facing(t, edge)));
}

/** A clearing of the board, with what the rules read from it. */
export interface BoardClearing {
  readonly id: ClearingId;
  readonly code: string;
  readonly number: number;
  readonly type: ClearingDef['type'];
  readonly def: ClearingDef;
}

/** The tiles that share an edge with this one. */
export function adjacentTiles(board: Board, t: PlacedTile): PlacedTile[] {
  return EDGE_NAMES.map((e) => tileAcross(board, t, e)).filter((x): x is PlacedTile => x !== undefined);
}

/** Every clearing of the board's face-up sides, tile by tile in board order, by number. */
export function boardClearings(board: Board): BoardClearing[] {
  return board.flatMap((t) =>
    faceUp(t).clearings.map((c) => ({ id: clearingId(t.code, c.number), code: t.code, number: c.number, type: c.type, def: c })),
  );
}

/** Sets the side of one tile (a new board); the tile's clearings and paths are those of the new side. */
export function setTileSide(board: Board, code: string, side: TileSide): Board {
  const c = code.trim().toUpperCase();
  if (!board.some((t) => t.code === c)) throw new Error(`the tile ${code} is not on the board`);
  return board.map((t) => (t.code === c ? { ...t, side } : t));
}

/** Enchanting a tile turns it over (MP-1): normal to enchanted and back. A new board. */
export function enchantTile(board: Board, code: string): Board {
  const t = placedTile(board, code);
  if (!t) throw new Error(`the tile ${code} is not on the board`);
  return setTileSide(board, t.code, t.side === 'normal' ? 'enchanted' : 'normal');
}
