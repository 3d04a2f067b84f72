import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { hexCorners, hexToPixel, neighbour, type Hex, type Layout } from '../../engine/hex/grid.js';

/**
 * Drawing hexes on the program's one hex grid (src/engine/hex/grid.ts): its layout gives centres and corners;
 * this module only turns them into paths, edges and the size of a whole offset map.
 */

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

/** Adds one hex's outline to a path (a canvas context or a Path2D). */
export function traceHex(path: SKRSContext2D | Path2D, h: Hex, layout: Layout, inset = 0): void {
  const c = hexToPixel(h, layout);
  const corners = hexCorners(h, layout);
  corners.forEach((p, i) => {
    const x = inset ? p.x + ((c.x - p.x) * inset) / layout.size : p.x;
    const y = inset ? p.y + ((c.y - p.y) * inset) / layout.size : p.y;
    if (i === 0) path.moveTo(x, y);
    else path.lineTo(x, y);
  });
  path.closePath();
}

/** A Path2D of several hexes, e.g. a realm's territory to clip its border to. */
export function hexesPath(hexes: readonly Hex[], layout: Layout): Path2D {
  const path = new Path2D();
  for (const h of hexes) traceHex(path, h, layout);
  return path;
}

export function fillHex(ctx: SKRSContext2D, h: Hex, layout: Layout, fill: string): void {
  ctx.beginPath();
  traceHex(ctx, h, layout);
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * The edge a hex shares with its neighbour in a direction (0–5, grid.ts's DIRECTIONS): the two corners nearest
 * that neighbour's centre, which holds for flat and pointy layouts alike.
 */
export function hexEdge(h: Hex, direction: number, layout: Layout): [Point, Point] {
  const n = hexToPixel(neighbour(h, direction), layout);
  const [a, b] = hexCorners(h, layout)
    .map((p) => ({ p, d: (p.x - n.x) ** 2 + (p.y - n.y) ** 2 }))
    .sort((u, v) => u.d - v.d);
  return [a!.p, b!.p];
}

/** The midpoint of that edge. */
export function edgeMidpoint(h: Hex, direction: number, layout: Layout): Point {
  const [a, b] = hexEdge(h, direction, layout);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Pixel size of a flat-topped odd-q offset map of `cols × rows` hexes (odd columns shifted down half a hex). */
export function offsetMapSize(cols: number, rows: number, size: number): { width: number; height: number } {
  return {
    width: size * (1.5 * (cols - 1) + 2),
    height: size * SQRT3 * (rows + (cols > 1 ? 0.5 : 0)),
  };
}

/** The flat-topped layout that puts such a map's top-left corner at (left, top). */
export function offsetMapLayout(size: number, left: number, top: number): Layout {
  return { size, orientation: 'flat', origin: { x: left + size, y: top + (size * SQRT3) / 2 } };
}
