import { hexToPixel, neighbour, type Hex, type Layout } from '../engine/hex/grid.js';
import {
  EDGE_NAMES,
  type BoardView,
  type BoardViewClearing,
  type BoardViewPath,
  type BoardViewPiece,
  type BoardViewTile,
  type ClearingType,
  type EdgeName,
  type PathType,
  type PieceKind,
} from '../engine/rulesets/magic-realm/board/view-types.js';
import { createDrawing, finish, type Drawing, type DrawnText, type RenderResult } from './draw/canvas.js';
import type { Rect } from './draw/png-bands.js';
import { drawOnBase, drawOver, drawTextOver, layerKey } from './draw/layer-cache.js';
import { edgeMidpoint, fillHex, hexEdge, traceHex, type Point } from './draw/hex.js';
import { drawLegend, measureLegend, type LegendEntry, type LegendSection, type LegendStyle } from './draw/legend.js';
import { pointsAlongBend, strokeLayers, traceBend, type StrokeLayer } from './draw/lines.js';
import { MAP_FRAME } from './draw/frame.js';
import { MAX_CHIPS, MAX_HIDDEN_CHIPS } from './board-crowds.js';
import { INK, MAGIC_PALETTE, mix } from './draw/palette.js';
import { MAGIC_COLOURS } from '../engine/rulesets/magic-realm/magic/view.js';
import type { MagicColour } from '../engine/rulesets/magic-realm/magic/view-types.js';
import { drawText, ellipsize, fittingSize, textWidth } from './draw/text.js';

/**
 * The Magic Realm board as a PNG (issue 5): tiles as large flat-topped hexes on the program's hex grid, each drawn
 * N edge up and turned by its rotation, the normal side light and the enchanted side dark and purple; clearings as
 * numbered circles coloured by type, with the colour magic of an enchanted clearing as dots beside it; roads, cave
 * roads, hidden paths and secret passages each drawn their own way; the pieces as labelled chips beside their
 * clearings. It draws exactly what the BoardView holds: the view has already left out what this viewer may not
 * know (an undiscovered path, a hidden character, an unrevealed chit).
 *
 * A tile's clearing and path coordinates are percent of its unrotated bounding box (2 × size wide, √3 × size
 * tall, x from the left, y from the top); every point is turned into picture pixels before it is drawn, so the
 * picture is drawn without a rotated context and its text stays upright on a turned tile.
 */

const SQRT3 = Math.sqrt(3);
const { margin: MARGIN, legendGap: LEGEND_GAP, maxSide: MAX_PICTURE_SIDE } = MAP_FRAME;
/** Tile size (centre to corner) of the whole board, shrunk for a large board to keep within 2400 px. */
const BOARD_TILE_SIZE = 140;
const MIN_TILE_SIZE = 36;
/** The close-up's tile size: about 800 px wide with its legend. */
const CLOSE_UP_TILE_SIZE = 190;
const LEGEND_STYLE: LegendStyle = { fontSize: 13, swatch: 26, padding: 12, width: 220 };

// ----------------------------------------------------------------------------------------------------------
// Colours
// ----------------------------------------------------------------------------------------------------------

/** A tile's ground on its normal side, by the kind of clearings it has most of: the greens and browns of the game. */
const GROUND: Record<ClearingType, string> = {
  woods: '#a8c98a',
  normal: '#d2df9f',
  mountain: '#dcc596',
  caves: '#c9bca5',
};
/** The enchanted side: the same ground sunk toward a deep violet. */
const ENCHANTED = '#33244a';
const ENCHANTED_MIX = 0.72;

interface ClearingStyle {
  fill: string;
  ring: string;
  text: string;
  label: string;
}

const CLEARING_STYLES: Record<ClearingType, ClearingStyle> = {
  woods: { fill: '#2f6b33', ring: '#10260f', text: '#ffffff', label: 'Woods clearing' },
  caves: { fill: '#4a3d36', ring: '#140f0c', text: '#ffffff', label: 'Cave clearing' },
  mountain: { fill: '#c86f27', ring: '#4d2508', text: '#ffffff', label: 'Mountain clearing' },
  normal: { fill: '#f7f0da', ring: '#4f4130', text: '#1f1a14', label: 'Clearing' },
};
const CLEARING_ORDER: readonly ClearingType[] = ['normal', 'woods', 'caves', 'mountain'];

// ----------------------------------------------------------------------------------------------------------
// Paths
// ----------------------------------------------------------------------------------------------------------

const PATH_ORDER: readonly PathType[] = ['caves', 'normal', 'hidden', 'secret'];
const PATH_LABELS: Record<PathType, string> = { normal: 'Road', caves: 'Cave road (tunnel)', hidden: 'Hidden path', secret: 'Secret passage' };

const ROAD = '#f4e7c3';
const ROAD_EDGE = '#5b4526';

/** The strokes of a path type for a line `w` pixels wide, bottom first. */
function pathLayers(type: PathType, w: number): StrokeLayer[] {
  switch (type) {
    case 'normal':
      return [
        { colour: ROAD_EDGE, width: w * 1.9 },
        { colour: ROAD, width: w * 1.15 },
      ];
    case 'caves':
      // A tunnel: a dark bore edged in pale stone, with a broken line down its middle.
      return [
        { colour: '#e3d7c1', width: w * 2.5 },
        { colour: '#231b17', width: w * 1.85 },
        { colour: '#9a8877', width: w * 0.32, dash: [w * 1.1, w * 0.9], cap: 'butt' },
      ];
    case 'hidden':
      // Dashes, each one a bit of road.
      return [
        { colour: ROAD_EDGE, width: w * 1.9, dash: [w * 2.6, w * 1.7], cap: 'butt' },
        { colour: ROAD, width: w * 1.15, dash: [w * 2.6, w * 1.7], cap: 'butt' },
      ];
    case 'secret':
      // A row of red dots, each ringed in white.
      return [
        { colour: '#fff6ea', width: w * 2.1, dash: [0.001, w * 2.4] },
        { colour: '#c62020', width: w * 1.35, dash: [0.001, w * 2.4] },
      ];
  }
}

// ----------------------------------------------------------------------------------------------------------
// Pieces
// ----------------------------------------------------------------------------------------------------------

type Shape = 'circle' | 'house' | 'triangle' | 'square' | 'diamond' | 'star' | 'hexagon' | 'chit' | 'ring' | 'dot';

const PIECE_STYLES: Record<PieceKind, { shape: Shape; colour: string; label: string }> = {
  character: { shape: 'circle', colour: '#d62828', label: 'Character' },
  dwelling: { shape: 'house', colour: '#8a5a2b', label: 'Dwelling' },
  monster: { shape: 'triangle', colour: '#263238', label: 'Monster' },
  native: { shape: 'square', colour: '#1f4fd1', label: 'Natives' },
  visitor: { shape: 'diamond', colour: '#00838f', label: 'Visitor' },
  mission: { shape: 'star', colour: '#e08a00', label: 'Mission' },
  traveller: { shape: 'hexagon', colour: '#558b2f', label: 'Traveller' },
  chit: { shape: 'chit', colour: '#a87f12', label: 'Chit' },
  gate: { shape: 'ring', colour: '#8e24aa', label: 'Gate' },
  other: { shape: 'dot', colour: '#6b6b6b', label: 'Other' },
};
const PIECE_ORDER: readonly PieceKind[] = ['character', 'dwelling', 'native', 'monster', 'visitor', 'mission', 'traveller', 'chit', 'gate', 'other'];
/** The plate of a piece on its tile outside the clearings (a lost character). */
const OFF_CLEARING_PLATE = 'rgba(255, 226, 140, 0.95)';

function traceShape(d: Drawing, shape: Shape, x: number, y: number, s: number): void {
  const { ctx } = d;
  const h = s / 2;
  ctx.beginPath();
  switch (shape) {
    case 'circle':
    case 'ring':
      ctx.arc(x, y, h, 0, Math.PI * 2);
      break;
    case 'dot':
      ctx.arc(x, y, h * 0.7, 0, Math.PI * 2);
      break;
    case 'house':
      ctx.moveTo(x - h * 0.85, y + h * 0.85);
      ctx.lineTo(x - h * 0.85, y - h * 0.1);
      ctx.lineTo(x, y - h * 0.95);
      ctx.lineTo(x + h * 0.85, y - h * 0.1);
      ctx.lineTo(x + h * 0.85, y + h * 0.85);
      ctx.closePath();
      break;
    case 'triangle':
      ctx.moveTo(x, y - h);
      ctx.lineTo(x + h * 0.98, y + h * 0.78);
      ctx.lineTo(x - h * 0.98, y + h * 0.78);
      ctx.closePath();
      break;
    case 'square':
      ctx.rect(x - h * 0.82, y - h * 0.82, h * 1.64, h * 1.64);
      break;
    case 'diamond':
      ctx.moveTo(x, y - h);
      ctx.lineTo(x + h, y);
      ctx.lineTo(x, y + h);
      ctx.lineTo(x - h, y);
      ctx.closePath();
      break;
    case 'star':
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 === 0 ? h * 1.05 : h * 0.45;
        if (i === 0) ctx.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
        else ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
      }
      ctx.closePath();
      break;
    case 'hexagon':
      for (let i = 0; i < 6; i++) {
        const a = (i * Math.PI) / 3;
        if (i === 0) ctx.moveTo(x + h * Math.cos(a), y + h * Math.sin(a));
        else ctx.lineTo(x + h * Math.cos(a), y + h * Math.sin(a));
      }
      ctx.closePath();
      break;
    case 'chit':
      ctx.roundRect(x - h * 0.85, y - h * 0.85, h * 1.7, h * 1.7, h * 0.3);
      break;
  }
}

/** A piece kind's mark, `s` pixels across, centred on (x, y). */
function drawPieceMark(d: Drawing, kind: PieceKind, x: number, y: number, s: number): void {
  const style = PIECE_STYLES[kind] ?? PIECE_STYLES.other;
  const { ctx } = d;
  ctx.save();
  traceShape(d, style.shape, x, y, s);
  if (style.shape === 'ring') {
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = Math.max(2, s * 0.24);
    ctx.stroke();
  } else {
    ctx.fillStyle = style.colour;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = Math.max(1, s * 0.08);
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
  ctx.restore();
}

// ----------------------------------------------------------------------------------------------------------
// Geometry
// ----------------------------------------------------------------------------------------------------------

/** Sixths of a turn, 0–5 (anything else taken modulo 6; a value that is not a number as 0). */
function sixths(rotation: number): number {
  const r = Math.round(Number.isFinite(rotation) ? rotation : 0);
  return ((r % 6) + 6) % 6;
}

/** One tile on a picture: where its points fall once the tile is placed and turned. */
export interface TileFrame {
  tile: BoardViewTile;
  hex: Hex;
  centre: Point;
  size: number;
  /** A point in the tile's percent coordinates (N edge up) → picture pixels. */
  point(xy: readonly [number, number]): Point;
  /** The middle of a tile edge (named N edge up) in picture pixels. */
  edge(name: EdgeName): Point;
  /** A clearing's centre, or undefined when the tile has no such clearing. */
  clearing(n: number): Point | undefined;
}

export function tileFrame(tile: BoardViewTile, layout: Layout): TileFrame {
  const hex = { q: tile.q, r: tile.r };
  const centre = hexToPixel(hex, layout);
  const size = layout.size;
  const turns = sixths(tile.rotation);
  const angle = (turns * Math.PI) / 3;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const byNumber = new Map(tile.clearings.map((c) => [c.number, c]));
  const point = (xy: readonly [number, number]): Point => {
    const lx = (xy[0] / 100 - 0.5) * 2 * size;
    const ly = (xy[1] / 100 - 0.5) * SQRT3 * size;
    return { x: centre.x + lx * cos - ly * sin, y: centre.y + lx * sin + ly * cos };
  };
  return {
    tile,
    hex,
    centre,
    size,
    point,
    edge: (name) => edgeMidpoint(hex, EDGE_NAMES.indexOf(name) + turns, layout),
    clearing: (n) => {
      const c = byNumber.get(n);
      return c ? point(c.xy) : undefined;
    },
  };
}

function pathEnd(frame: TileFrame, end: number | EdgeName): Point | undefined {
  if (typeof end === 'number') return frame.clearing(end);
  return EDGE_NAMES.includes(end) ? frame.edge(end) : undefined;
}

/**
 * A path's two ends and its bend in picture pixels, or undefined when it names a clearing the tile lacks. The arc
 * point is the control point of a quadratic curve (the path bends toward it): the source data's arc points are so
 * (13 of its 227 lie outside their tile, on roads that run round the rim, e.g. the Grove's and the Mountain's).
 */
export function pathPoints(frame: TileFrame, path: BoardViewPath): { a: Point; b: Point; bend?: Point } | undefined {
  const a = pathEnd(frame, path.from);
  const b = pathEnd(frame, path.to);
  if (!a || !b) return undefined;
  return path.arc ? { a, b, bend: frame.point(path.arc) } : { a, b };
}

/** Sizes of the marks for a tile size. */
interface Scale {
  size: number;
  clearing: number;
  number: number;
  path: number;
  chipFont: number;
  name: number;
  magicDot: number;
}

function scaleFor(size: number, closeUp: boolean): Scale {
  const clearing = size * (closeUp ? 0.125 : 0.11);
  return {
    size,
    clearing,
    number: clearing * 1.2,
    path: Math.max(1.5, Math.min(5.5, size * 0.036)),
    chipFont: Math.max(10, Math.min(closeUp ? 15 : 13, size * 0.09)),
    name: Math.max(10, Math.min(closeUp ? 22 : 15, size * 0.1)),
    magicDot: Math.max(3.5, size * 0.03),
  };
}

export interface BoardGeometry {
  size: number;
  layout: Layout;
  width: number;
  height: number;
  titleHeight: number;
  /** The board's own rectangle. */
  board: { left: number; top: number; width: number; height: number };
  legend: { left: number; top: number };
}

function titleSizeFor(size: number): number {
  return Math.max(16, Math.min(24, size * 0.16));
}

/** The tiles' extent in tile sizes, their centres from grid.ts's layout at size 1. */
function extent(hexes: readonly Hex[]): { minX: number; minY: number; width: number; height: number } {
  const unit: Layout = { size: 1, orientation: 'flat', origin: { x: 0, y: 0 } };
  const centres = (hexes.length ? hexes : [{ q: 0, r: 0 }]).map((h) => hexToPixel(h, unit));
  const minX = Math.min(...centres.map((c) => c.x)) - 1;
  const maxX = Math.max(...centres.map((c) => c.x)) + 1;
  const minY = Math.min(...centres.map((c) => c.y)) - SQRT3 / 2;
  const maxY = Math.max(...centres.map((c) => c.y)) + SQRT3 / 2;
  return { minX, minY, width: maxX - minX, height: maxY - minY };
}

function geometryFor(hexes: readonly Hex[], preferred: number, pad: number, legendHeight: number): BoardGeometry {
  const e = extent(hexes);
  const legendWidth = LEGEND_STYLE.width ?? 0;
  let size = preferred;
  const fixedW = (s: number) => 2 * MARGIN + 2 * pad * s + LEGEND_GAP + legendWidth;
  const fixedH = (s: number) => 2 * MARGIN + titleSizeFor(s) * 2 + 2 * pad * s;
  while (size > MIN_TILE_SIZE && (e.width * size + fixedW(size) > MAX_PICTURE_SIDE || e.height * size + fixedH(size) > MAX_PICTURE_SIDE)) size -= 1;
  const titleHeight = Math.round(titleSizeFor(size) * 2);
  const board = { left: MARGIN + pad * size, top: MARGIN + titleHeight + pad * size, width: e.width * size, height: e.height * size };
  const layout: Layout = { size, orientation: 'flat', origin: { x: board.left - e.minX * size, y: board.top - e.minY * size } };
  const legend = { left: Math.round(board.left + board.width + pad * size + LEGEND_GAP), top: MARGIN + titleHeight };
  const width = Math.ceil(legend.left + legendWidth + MARGIN);
  const height = Math.ceil(Math.max(board.top + board.height + pad * size, legend.top + legendHeight) + MARGIN);
  return { size, layout, width, height, titleHeight, board, legend };
}

/** Where the whole board's picture puts everything (exported for the tests, to find a tile's pixels). */
export function boardGeometry(view: BoardView): BoardGeometry {
  return geometryFor(view.tiles.map((t) => ({ q: t.q, r: t.r })), BOARD_TILE_SIZE, 0, legendHeightFor(view.tiles, view.pieces, view.perspective));
}

/** Margin around the close-up's tile, in tile sizes: room for the names of the neighbouring tiles. */
const CLOSE_UP_PAD = 0.5;

function findTile(view: BoardView, code: string): BoardViewTile {
  const tile = view.tiles.find((t) => t.code === code) ?? view.tiles.find((t) => t.code.toUpperCase() === code.trim().toUpperCase());
  if (!tile) throw new Error(`the board has no tile ${code}`);
  return tile;
}

/** Where the close-up of one tile puts everything. */
export function closeUpGeometry(view: BoardView, code: string): BoardGeometry {
  const tile = findTile(view, code);
  const pieces = view.pieces.filter((p) => p.tile === tile.code);
  return geometryFor([{ q: tile.q, r: tile.r }], CLOSE_UP_TILE_SIZE, CLOSE_UP_PAD, legendHeightFor([tile], pieces, view.perspective));
}

// ----------------------------------------------------------------------------------------------------------
// Layers
// ----------------------------------------------------------------------------------------------------------

function dominantType(tile: BoardViewTile): ClearingType {
  const counts = new Map<ClearingType, number>();
  for (const c of tile.clearings) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  let best: ClearingType = 'normal';
  for (const t of ['mountain', 'caves', 'woods', 'normal'] as const) if ((counts.get(t) ?? 0) > (counts.get(best) ?? 0)) best = t;
  return best;
}

function groundOf(tile: BoardViewTile): string {
  const base = GROUND[dominantType(tile)] ?? GROUND.normal;
  return tile.side === 'enchanted' ? mix(base, ENCHANTED, ENCHANTED_MIX) : base;
}

function drawTileGround(d: Drawing, frame: TileFrame, layout: Layout): void {
  const { ctx } = d;
  const s = frame.size;
  const enchanted = frame.tile.side === 'enchanted';
  fillHex(ctx, frame.hex, layout, groundOf(frame.tile));
  // A bevel inside the edge, so neighbouring tiles read as separate pieces of card.
  ctx.save();
  ctx.beginPath();
  traceHex(ctx, frame.hex, layout, s * 0.045);
  ctx.strokeStyle = enchanted ? 'rgba(196, 160, 255, 0.35)' : 'rgba(255, 255, 240, 0.55)';
  ctx.lineWidth = Math.max(1.5, s * 0.035);
  ctx.stroke();
  ctx.restore();
}

function drawTileEdges(d: Drawing, frames: readonly TileFrame[], layout: Layout): void {
  const { ctx } = d;
  ctx.save();
  ctx.beginPath();
  for (const f of frames) traceHex(ctx, f.hex, layout);
  ctx.strokeStyle = '#3a2f22';
  ctx.lineWidth = Math.max(1.5, layout.size * 0.018);
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.restore();
}

function drawPaths(d: Drawing, frame: TileFrame, scale: Scale): void {
  // Tunnels under roads, secret passages on top; within a type in the view's order.
  for (const type of PATH_ORDER) {
    for (const path of frame.tile.paths) {
      if (path.type !== type) continue;
      const pts = pathPoints(frame, path);
      if (!pts) continue;
      strokeLayers(d.ctx, () => traceBend(d.ctx, pts.a, pts.b, pts.bend), pathLayers(type, scale.path));
    }
  }
}

function drawClearingMark(d: Drawing, type: ClearingType, x: number, y: number, r: number): void {
  const style = CLEARING_STYLES[type] ?? CLEARING_STYLES.normal;
  const { ctx } = d;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r * 0.13);
  ctx.strokeStyle = style.ring;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, r + Math.max(1.5, r * 0.13), 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1, r * 0.09);
  ctx.strokeStyle = 'rgba(255, 253, 240, 0.85)';
  ctx.stroke();
  ctx.restore();
}

function drawMagicDot(d: Drawing, colour: MagicColour, x: number, y: number, r: number): void {
  const { ctx } = d;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = MAGIC_PALETTE[colour].fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.35);
  ctx.strokeStyle = colour === 'black' ? '#f2ecff' : '#16101f';
  ctx.stroke();
  ctx.restore();
}

function drawClearing(d: Drawing, frame: TileFrame, clearing: BoardViewClearing, scale: Scale): void {
  const c = frame.point(clearing.xy);
  const r = scale.clearing;
  drawClearingMark(d, clearing.type, c.x, c.y, r);
  const style = CLEARING_STYLES[clearing.type] ?? CLEARING_STYLES.normal;
  drawText(d, String(clearing.number), c.x, c.y + r * 0.05, { size: scale.number, weight: 'bold', colour: style.text, align: 'center', baseline: 'middle' });
  // Colour magic: a dot per colour, on an arc up and to the right of the circle.
  const colours = clearing.magic ?? [];
  const dot = scale.magicDot;
  colours.forEach((colour, i) => {
    const a = -Math.PI / 4 + (i - (colours.length - 1) / 2) * ((dot * 2.3) / (r + dot));
    drawMagicDot(d, colour, c.x + (r + dot * 1.1) * Math.cos(a), c.y + (r + dot * 1.1) * Math.sin(a), dot);
  });
}

/**
 * Obstacles on a tile for placing its name and the pieces outside its clearings, as points with a radius: its
 * clearings, roads and cave roads. Not its hidden paths and secret passages: every viewer knows the others, so
 * the names and stacks stand in the same places in every viewer's picture.
 */
function obstacles(frame: TileFrame, scale: Scale): { p: Point; r: number }[] {
  const out: { p: Point; r: number }[] = frame.tile.clearings.map((c) => ({ p: frame.point(c.xy), r: scale.clearing * 1.5 }));
  for (const path of frame.tile.paths) {
    if (path.type !== 'normal' && path.type !== 'caves') continue;
    const pts = pathPoints(frame, path);
    if (!pts) continue;
    for (const p of pointsAlongBend(pts.a, pts.b, pts.bend, 6)) out.push({ p, r: scale.path * 1.3 });
  }
  return out;
}

function clearance(points: readonly Point[], obs: readonly { p: Point; r: number }[]): number {
  let best = Infinity;
  for (const q of points) {
    for (const o of obs) {
      const dx = q.x - o.p.x;
      const dy = q.y - o.p.y;
      const dist = Math.sqrt(dx * dx + dy * dy) - o.r;
      if (dist < best) best = dist;
    }
  }
  return best;
}

/** Half the width of a flat-topped hex of size s at a height y from its centre. */
const halfWidthAt = (s: number, y: number) => s - Math.abs(y) / SQRT3;

/**
 * Where on a tile a stack `w` × `h` pixels of pieces outside the clearings goes (a lost character, a pod in the
 * woods): the middle of the place inside the tile that keeps it farthest from the clearings and paths.
 */
function offClearingSpot(frame: TileFrame, scale: Scale, w: number, h: number, taken: readonly { p: Point; r: number }[]): Point {
  const s = frame.size;
  const obs = [...obstacles(frame, scale), ...taken.filter((t) => Math.abs(t.p.x - frame.centre.x) < s * 1.5 && Math.abs(t.p.y - frame.centre.y) < s * 1.5)];
  const margin = s * 0.06;
  let best = { p: frame.centre, score: -Infinity };
  for (let iy = -6; iy <= 6; iy++) {
    const y = (iy / 6) * (s * (SQRT3 / 2) - margin - h / 2);
    const room = Math.max(0, halfWidthAt(s, Math.abs(y) + h / 2) - margin - w / 2);
    for (let ix = -4; ix <= 4; ix++) {
      const x = (ix / 4) * room;
      const cx = frame.centre.x + x;
      const cy = frame.centre.y + y;
      const pts: Point[] = [];
      for (const fy of [-0.5, 0, 0.5]) for (const fx of [-0.5, -0.25, 0, 0.25, 0.5]) pts.push({ x: cx + fx * w, y: cy + fy * h });
      // Toward the middle on a tie, so the stack stays well on its tile.
      const score = clearance(pts, obs) - Math.hypot(x, y) * 0.02;
      if (score > best.score) best = { p: { x: cx, y: cy }, score };
    }
  }
  return best.p;
}

function tileLabel(tile: BoardViewTile): string {
  const name = (tile.name ?? '').trim();
  const code = (tile.code ?? '').trim();
  if (!name) return code || '?';
  return code && code !== name ? `${name} (${code})` : name;
}

/** The tile's name, upright, where it crosses the fewest clearings and paths. */
/** A place a tile's name may stand: its offset from the tile's centre, points along it, and how well it does alone. */
interface NameSpot {
  x: number;
  y: number;
  points: Point[];
  /** Its clearance from the tile's own clearings and roads, and its preference: what no piece changes. */
  clear: number;
  bias: number;
}

/**
 * The places a tile's name is tried in, with what the tile alone makes of them. The same on every picture of the
 * board while only the pieces move, so they are kept (by what they are made of; emptied when full): working them
 * out anew cost the board about 3 ms a picture.
 */
const nameSpotsKept = new Map<string, NameSpot[]>();
const NAME_SPOTS_KEPT = 1000;

function nameSpots(frame: TileFrame, scale: Scale, w: number): NameSpot[] {
  const s = frame.size;
  const size = scale.name;
  const key = JSON.stringify([frame.tile, frame.centre, s, size, scale.clearing, scale.path, w]);
  const kept = nameSpotsKept.get(key);
  if (kept) return kept;
  const obs = obstacles(frame, scale);
  const spots: NameSpot[] = [];
  for (const fy of [-0.68, 0.68, -0.5, 0.5, -0.3, 0.3, -0.12, 0.12]) {
    const y = fy * s;
    const room = halfWidthAt(s, Math.abs(y) + size / 2) - s * 0.06 - w / 2;
    for (const fx of [0, -0.5, 0.5, -1, 1]) {
      if (room < 0 && fx !== 0) continue;
      const x = fx * Math.max(0, room);
      const points = [-0.5, -0.25, 0, 0.25, 0.5].flatMap((t) => [
        { x: frame.centre.x + x + t * w, y: frame.centre.y + y - size * 0.3 },
        { x: frame.centre.x + x + t * w, y: frame.centre.y + y + size * 0.3 },
      ]);
      // Prefer the top and bottom bands a little (where the game prints its names), and fitting inside the hex.
      spots.push({ x, y, points, clear: clearance(points, obs), bias: -Math.abs(Math.abs(fy) - 0.68) * s * 0.06 + Math.min(0, room) });
    }
  }
  if (nameSpotsKept.size >= NAME_SPOTS_KEPT) nameSpotsKept.clear();
  nameSpotsKept.set(key, spots);
  return spots;
}

function drawTileName(d: Drawing, frame: TileFrame, scale: Scale, avoid: readonly Point[]): void {
  const size = scale.name;
  const label = ellipsize(d, tileLabel(frame.tile), frame.size * 1.3, { size, weight: 'bold' });
  const w = textWidth(d, label, { size, weight: 'bold' });
  const pieces = avoid.map((p) => ({ p, r: chipMetrics(scale).height * 0.6 }));
  let best: { x: number; y: number; score: number } | undefined;
  for (const spot of nameSpots(frame, scale, w)) {
    // Its clearance from everything: from the tile's own (kept) and from the pieces near it.
    const score = Math.min(spot.clear, clearance(spot.points, pieces)) + spot.bias;
    if (!best || score > best.score) best = { x: spot.x, y: spot.y, score };
  }
  const enchanted = frame.tile.side === 'enchanted';
  drawTextOver(d, label, frame.centre.x + best!.x, frame.centre.y + best!.y, {
    size,
    weight: 'bold',
    colour: enchanted ? '#f3ecff' : '#2e2418',
    align: 'center',
    baseline: 'middle',
    halo: { colour: enchanted ? 'rgba(30, 18, 46, 0.85)' : 'rgba(255, 253, 240, 0.85)', width: Math.max(2, size * 0.2) },
  });
  // Issue 29: the spells in force on the tile, under its name (toward the centre when the name stands low).
  const spells = frame.tile.spells ?? [];
  if (spells.length) {
    const small = Math.max(9, Math.round(size * 0.85));
    const line = ellipsize(d, spells.join(', '), frame.size * 1.5, { size: small, weight: 'bold' });
    const dy = (best!.y > 0 ? -1 : 1) * size * 1.05;
    drawTextOver(d, line, frame.centre.x + best!.x, frame.centre.y + best!.y + dy, {
      size: small,
      weight: 'bold',
      colour: SPELL_INK,
      align: 'center',
      baseline: 'middle',
      halo: { colour: 'rgba(255, 250, 235, 0.92)', width: Math.max(2, small * 0.25) },
    });
  }
}

/** The ink of a spell in force on a tile (issue 29). */
const SPELL_INK = '#7b1fa2';

// ----------------------------------------------------------------------------------------------------------
// Piece chips
// ----------------------------------------------------------------------------------------------------------

interface Chip {
  kind: PieceKind;
  label: string;
  hidden: boolean;
  /** A "+3 more" chip. */
  more?: boolean;
  /** On its tile outside the clearings: a tinted plate. */
  off?: boolean;
}

function chipOf(p: BoardViewPiece): Chip {
  const kind: PieceKind = p.kind in PIECE_STYLES ? p.kind : 'other';
  return { kind, label: String(p.label ?? '').trim() || PIECE_STYLES[kind].label, hidden: p.hidden === true };
}

function capped(chips: Chip[], max: number, hidden: boolean): Chip[] {
  if (chips.length <= max) return chips;
  return [...chips.slice(0, max - 1), { kind: 'other', label: `+${chips.length - max + 1} more`, hidden, more: true }];
}

/**
 * A place's chips: the pieces every viewer of this picture may see first, then the hidden ones. Only the first
 * part decides where the stack goes, so a hidden piece adds its chip and moves nothing else on the picture.
 */
function chipsOf(pieces: readonly BoardViewPiece[]): { chips: Chip[]; shown: number } {
  const shown = capped(pieces.filter((p) => !p.hidden).map(chipOf), MAX_CHIPS, false);
  const hidden = capped(pieces.filter((p) => p.hidden).map(chipOf), MAX_HIDDEN_CHIPS, true);
  return { chips: [...shown, ...hidden], shown: shown.length };
}

function chipMetrics(scale: Scale) {
  const font = scale.chipFont;
  const height = Math.round(font * 1.55);
  return { font, height, mark: font * 1.05, pad: font * 0.35, gap: Math.max(2, Math.round(font * 0.2)) };
}

function chipWidth(d: Drawing, chip: Chip, scale: Scale, maxLabel: number): { width: number; label: string } {
  const m = chipMetrics(scale);
  const label = ellipsize(d, chip.label, maxLabel, { size: m.font });
  const markRoom = chip.more ? 0 : m.mark + m.pad;
  return { width: Math.ceil(m.pad * 2 + markRoom + textWidth(d, label, { size: m.font })), label };
}

/** What a chip covers, its outline's stroke included. */
function chipRect(c: PlacedChip, scale: Scale): Rect {
  const m = chipMetrics(scale);
  const edge = Math.max(1.5, m.font * 0.13) + 1;
  return { x: c.x - edge, y: c.y - m.height / 2 - edge, w: c.width + 2 * edge, h: m.height + 2 * edge };
}

/** One chip with its left edge at x, centred on y. */
function drawChip(d: Drawing, chip: Chip, label: string, x: number, y: number, width: number, scale: Scale): void {
  const m = chipMetrics(scale);
  const { ctx } = d;
  const style = PIECE_STYLES[chip.kind];
  ctx.save();
  if (chip.hidden) ctx.globalAlpha = 0.6;
  ctx.beginPath();
  ctx.roundRect(x, y - m.height / 2, width, m.height, m.height * 0.28);
  ctx.fillStyle = chip.more ? 'rgba(240, 236, 226, 0.95)' : chip.off ? OFF_CLEARING_PLATE : 'rgba(255, 253, 246, 0.95)';
  ctx.fill();
  if (chip.hidden) ctx.setLineDash([m.font * 0.35, m.font * 0.25]);
  ctx.strokeStyle = chip.more ? INK.muted : style.colour;
  ctx.lineWidth = Math.max(1.5, m.font * 0.13);
  ctx.stroke();
  ctx.setLineDash([]);
  let tx = x + m.pad;
  if (!chip.more) {
    drawPieceMark(d, chip.kind, tx + m.mark / 2, y, m.mark);
    tx += m.mark + m.pad;
  }
  drawText(d, label, tx, y + m.font * 0.04, { size: m.font, colour: chip.more ? INK.muted : INK.text, baseline: 'middle', weight: chip.kind === 'character' ? 'bold' : 'normal' });
  ctx.restore();
}

/** A chip placed on the picture: its left edge, its middle height, its width. */
interface PlacedChip {
  chip: Chip;
  label: string;
  x: number;
  y: number;
  width: number;
}

/** A place's chips with their labels fitted and their widths. */
function sizeChips(d: Drawing, pieces: readonly BoardViewPiece[], scale: Scale): { sized: SizedChip[]; shown: number } {
  const maxLabel = Math.max(90, scale.size * 0.95);
  const { chips, shown } = chipsOf(pieces);
  return { sized: chips.map((c) => ({ chip: c, ...chipWidth(d, c, scale, maxLabel) })), shown };
}

interface SizedChip {
  chip: Chip;
  width: number;
  label: string;
}

function stackHeight(count: number, scale: Scale): number {
  const m = chipMetrics(scale);
  return count * m.height + (count - 1) * m.gap;
}

/** The part of the picture the chips stay within: the board and its margins, short of the legend. */
interface Bounds {
  left: number;
  right: number;
}

function chipBounds(g: BoardGeometry): Bounds {
  return { left: MARGIN / 2, right: g.legend.left - LEGEND_GAP / 2 };
}

/** How many pixels a stack reaches past the bounds. */
function overflow(stack: readonly PlacedChip[], b: Bounds): number {
  return stack.reduce((n, c) => n + Math.max(0, b.left - c.x) + Math.max(0, c.x + c.width - b.right), 0);
}

/** Each chip moved sideways as far as it must to stay within the bounds. */
function keepWithin(stack: readonly PlacedChip[], b: Bounds): PlacedChip[] {
  return stack.map((c) => ({ ...c, x: Math.max(b.left, Math.min(c.x, b.right - c.width)) }));
}

/** A column of chips beside a point, centred on it by its first `centred` chips (the rest hang below). */
function stackChips(sized: readonly SizedChip[], at: Point, side: 'left' | 'right' | 'centre', offset: number, scale: Scale, centred: number): PlacedChip[] {
  const m = chipMetrics(scale);
  let y = at.y - stackHeight(Math.max(1, centred), scale) / 2 + m.height / 2;
  return sized.map((s) => {
    const x = side === 'right' ? at.x + offset : side === 'left' ? at.x - offset - s.width : at.x - s.width / 2;
    const placed = { chip: s.chip, label: s.label, x, y, width: s.width };
    y += m.height + m.gap;
    return placed;
  });
}

/**
 * Places every stack of pieces: a clearing's as a column of chips beside its circle, on the side away from its
 * tile's middle (where the tile's edge and its neighbour leave room) unless the other side keeps clearer of the
 * clearings and of the stacks placed before it; then the pieces outside the clearings, where their tile has room.
 */
function layoutPieces(d: Drawing, frames: ReadonlyMap<string, TileFrame>, pieces: readonly BoardViewPiece[], scale: Scale, bounds: Bounds): PlacedChip[] {
  // Group by place, keeping the view's order within a group. A piece in a clearing its tile lacks counts as
  // outside the clearings.
  const groups = new Map<string, { frame: TileFrame; clearing?: Point; pieces: BoardViewPiece[] }>();
  for (const p of pieces) {
    const frame = frames.get(p.tile);
    if (!frame) continue;
    const c = p.clearing === undefined ? undefined : frame.clearing(p.clearing);
    const key = c ? `${p.tile}#${p.clearing}` : `${p.tile}#off`;
    const g = groups.get(key) ?? { frame, ...(c ? { clearing: c } : {}), pieces: [] };
    g.pieces.push(p);
    groups.set(key, g);
  }
  const m = chipMetrics(scale);
  const taken: { p: Point; r: number }[] = [];
  for (const f of frames.values()) for (const c of f.tile.clearings) taken.push({ p: f.point(c.xy), r: scale.clearing * 1.25 });
  // A hidden chip takes no room: the shown ones are placed as they would be without it.
  const occupy = (stack: readonly PlacedChip[]) => {
    for (const c of stack) if (!c.chip.hidden) for (const p of chipPoints(c, scale)) taken.push({ p, r: m.height / 2 });
  };
  const placed: PlacedChip[] = [];
  const offset = scale.clearing + Math.max(3, scale.clearing * 0.3);
  // What decides a stack's place: the chips shown to every viewer of the picture (all when none is).
  const deciding = (stack: PlacedChip[], shown: number) => (shown > 0 ? stack.slice(0, shown) : stack);
  for (const g of groups.values()) {
    const at = g.clearing;
    if (!at) continue;
    const { sized, shown } = sizeChips(d, g.pieces, scale);
    const outward = at.x >= g.frame.centre.x ? 'right' : 'left';
    const reach = scale.size * 1.2;
    const near = taken.filter((t) => (t.p.x !== at.x || t.p.y !== at.y) && Math.abs(t.p.x - at.x) < reach && Math.abs(t.p.y - at.y) < reach);
    let best: { stack: PlacedChip[]; score: number } | undefined;
    for (const side of [outward, outward === 'right' ? 'left' : 'right'] as const) {
      const stack = stackChips(sized, at, side, offset, scale, shown);
      const decide = deciding(stack, shown);
      const score = clearance(decide.flatMap((c) => chipPoints(c, scale)), near) + (side === outward ? m.height * 0.75 : 0) - 10 * overflow(decide, bounds);
      if (!best || score > best.score) best = { stack, score };
    }
    const stack = keepWithin(best!.stack, bounds);
    placed.push(...stack);
    occupy(stack);
  }
  for (const g of groups.values()) {
    if (g.clearing) continue;
    const { sized: plain, shown } = sizeChips(d, g.pieces, scale);
    const sized = plain.map((c) => ({ ...c, chip: { ...c.chip, off: true } }));
    const decide = shown > 0 ? sized.slice(0, shown) : sized;
    const w = Math.max(...decide.map((c) => c.width));
    const spot = offClearingSpot(g.frame, scale, w, stackHeight(decide.length, scale), taken);
    const stack = keepWithin(stackChips(sized, spot, 'centre', 0, scale, shown), bounds);
    placed.push(...stack);
    occupy(stack);
  }
  return placed;
}

/** Points along a placed chip, for keeping tile names clear of it. */
function chipPoints(c: PlacedChip, scale: Scale): Point[] {
  const h = chipMetrics(scale).height;
  const n = Math.max(2, Math.ceil(c.width / h));
  return Array.from({ length: n + 1 }, (_, i) => ({ x: c.x + (c.width * i) / n, y: c.y }));
}

// ----------------------------------------------------------------------------------------------------------
// Legend and title
// ----------------------------------------------------------------------------------------------------------

function pathSwatch(type: PathType) {
  return (d: Drawing, x: number, y: number, size: number) => {
    const w = 4;
    strokeLayers(d.ctx, () => traceBend(d.ctx, { x: x - size / 2, y }, { x: x + size / 2, y }), pathLayers(type, w));
  };
}

function tileSwatch(side: 'normal' | 'enchanted') {
  return (d: Drawing, x: number, y: number, size: number) => {
    const layout: Layout = { size: size * 0.55, orientation: 'flat', origin: { x, y } };
    const ground = side === 'enchanted' ? mix(GROUND.normal, ENCHANTED, ENCHANTED_MIX) : GROUND.normal;
    fillHex(d.ctx, { q: 0, r: 0 }, layout, ground);
    d.ctx.save();
    d.ctx.beginPath();
    traceHex(d.ctx, { q: 0, r: 0 }, layout);
    d.ctx.strokeStyle = '#3a2f22';
    d.ctx.lineWidth = 1.5;
    d.ctx.stroke();
    d.ctx.restore();
  };
}

const isPublic = (perspective: string) => perspective.trim().toLowerCase() === 'public';

function legendSections(tiles: readonly BoardViewTile[], pieces: readonly BoardViewPiece[], perspective: string): LegendSection[] {
  const types = new Set(tiles.flatMap((t) => t.clearings.map((c) => c.type)));
  const clearings: LegendEntry[] = CLEARING_ORDER.filter((t) => types.has(t)).map((t) => ({
    label: CLEARING_STYLES[t].label,
    swatch: (d, x, y) => drawClearingMark(d, t, x, y, 9),
  }));
  // Every path type, whether or not this view holds one: the key must not tell a player what he has not found.
  const paths: LegendEntry[] = PATH_ORDER.map((t) => ({ label: PATH_LABELS[t], swatch: pathSwatch(t) }));
  const sides = new Set(tiles.map((t) => t.side));
  const tileEntries: LegendEntry[] = [];
  if (sides.has('normal')) tileEntries.push({ label: 'Tile, normal side', swatch: tileSwatch('normal') });
  if (sides.has('enchanted')) tileEntries.push({ label: 'Tile, enchanted side', swatch: tileSwatch('enchanted') });
  const magic = new Set(tiles.flatMap((t) => t.clearings.flatMap((c) => c.magic ?? [])));
  for (const colour of MAGIC_COLOURS) {
    if (magic.has(colour)) tileEntries.push({ label: MAGIC_PALETTE[colour].label, swatch: (d, x, y) => drawMagicDot(d, colour, x, y, 5) });
  }
  const kinds = new Set(pieces.map((p) => (p.kind in PIECE_STYLES ? p.kind : 'other')));
  const pieceEntries: LegendEntry[] = PIECE_ORDER.filter((k) => kinds.has(k)).map((k) => ({
    label: PIECE_STYLES[k].label,
    swatch: (d, x, y) => drawPieceMark(d, k, x, y, 15),
  }));
  const tileCodes = new Set(tiles.map((t) => t.code));
  const off = pieces.some((p) => {
    const t = tiles.find((x) => x.code === p.tile);
    return tileCodes.has(p.tile) && (p.clearing === undefined || !t?.clearings.some((c) => c.number === p.clearing));
  });
  if (off) {
    pieceEntries.push({
      label: 'Outside the clearings',
      swatch: (d, x, y, size) => {
        const { ctx } = d;
        ctx.save();
        ctx.beginPath();
        ctx.roundRect(x - size / 2 + 1, y - 7, size - 2, 14, 4);
        ctx.fillStyle = OFF_CLEARING_PLATE;
        ctx.fill();
        ctx.strokeStyle = INK.muted;
        ctx.lineWidth = 1.6;
        ctx.stroke();
        ctx.restore();
      },
    });
  }
  // Shown in every picture but the public one, whether or not a hidden piece is in it.
  if (!isPublic(perspective)) {
    pieceEntries.push({
      label: 'Hidden (you and the GM)',
      swatch: (d, x, y, size) => {
        const { ctx } = d;
        ctx.save();
        ctx.globalAlpha = 0.6;
        ctx.beginPath();
        ctx.roundRect(x - size / 2 + 1, y - 7, size - 2, 14, 4);
        ctx.fillStyle = 'rgba(255, 253, 246, 0.95)';
        ctx.fill();
        ctx.setLineDash([4, 3]);
        ctx.strokeStyle = PIECE_STYLES.character.colour;
        ctx.lineWidth = 1.6;
        ctx.stroke();
        ctx.restore();
      },
    });
  }
  // Issue 29: the spells in force on the tiles (their names are written on the tiles too, in the same ink).
  const spellEntries: LegendEntry[] = tiles.flatMap((t) => (t.spells?.length ? [{ label: `${t.code}: ${t.spells.join(', ')}`, swatch: spellSwatch }] : []));
  return [
    ...(clearings.length ? [{ title: 'Clearings', entries: clearings }] : []),
    { title: 'Paths', entries: paths },
    ...(tileEntries.length ? [{ title: 'Tiles', entries: tileEntries }] : []),
    ...(spellEntries.length ? [{ title: 'Spells on tiles', entries: spellEntries }] : []),
    ...(pieceEntries.length ? [{ title: 'Pieces', entries: pieceEntries }] : []),
  ];
}

/** The legend's mark of a spell on a tile: a small star in the spells' ink. */
function spellSwatch(d: Drawing, x: number, y: number): void {
  const { ctx } = d;
  ctx.save();
  ctx.beginPath();
  for (let k = 0; k < 10; k++) {
    const r = k % 2 === 0 ? 8 : 3.5;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = SPELL_INK;
  ctx.fill();
  ctx.restore();
}

function legendHeightFor(tiles: readonly BoardViewTile[], pieces: readonly BoardViewPiece[], perspective: string): number {
  return measureLegend(probe(), legendSections(tiles, pieces, perspective), LEGEND_STYLE).height;
}

let probeDrawing: Drawing | undefined;
/** A 1 × 1 drawing for measuring text before the picture's size is known. */
function probe(): Drawing {
  probeDrawing ??= createDrawing(1, 1);
  probeDrawing.texts.length = 0;
  return probeDrawing;
}

function viewerText(perspective: string): string {
  const p = perspective.trim();
  if (!p || isPublic(p)) return 'public view';
  if (p.toUpperCase() === 'GM') return 'GM’s view';
  return `as ${p} knows it`;
}

function drawTitle(d: Drawing, title: string, g: BoardGeometry): void {
  const size = fittingSize(d, title, g.width - 2 * MARGIN, { size: titleSizeFor(g.size), weight: 'bold' }, 12);
  drawTextOver(d, title, MARGIN, MARGIN + titleSizeFor(g.size), { size, weight: 'bold', colour: INK.text });
}

// ----------------------------------------------------------------------------------------------------------
// Pictures
// ----------------------------------------------------------------------------------------------------------

/** Whether a picture is drawn over its kept base (the bot's way), or afresh on a canvas of its own (tests compare). */
export interface BoardDrawingOptions {
  kept?: boolean;
}

/**
 * The picture's canvas with its still base drawn — the background and each tile's ground, edges, paths and
 * clearings — once for these tiles as this viewer sees them, and reused while only the pieces move
 * (draw/layer-cache.ts). The base's texts are returned to be logged where the renderer draws the tiles.
 */
function boardCanvas(g: BoardGeometry, frames: readonly TileFrame[], scale: Scale, options: BoardDrawingOptions): { d: Drawing; stillTexts: DrawnText[] } {
  const drawBase = (base: Drawing) => {
    background(base);
    for (const f of frames) drawTileGround(base, f, g.layout);
    drawTileEdges(base, frames, g.layout);
    for (const f of frames) drawPaths(base, f, scale);
    for (const f of frames) for (const c of f.tile.clearings) drawClearing(base, f, c, scale);
  };
  if (options.kept === false) {
    const d = createDrawing(g.width, g.height);
    drawBase(d);
    return { d, stillTexts: d.texts.splice(0) };
  }
  const tiles = frames.map((f) => f.tile);
  return drawOnBase(g.width, g.height, layerKey({ tiles, layout: g.layout, size: scale.size, width: g.width, height: g.height }), drawBase);
}

const framesOf = (tiles: readonly BoardViewTile[], g: BoardGeometry): Map<string, TileFrame> => new Map(tiles.map((t) => [t.code, tileFrame(t, g.layout)]));

/**
 * What stands on the tiles (the base's texts logged first); `names`: write each tile's name on it. Returns points
 * along the chips every viewer of the picture sees, for what is drawn after them to keep clear of.
 */
function drawTiles(d: Drawing, frames: ReadonlyMap<string, TileFrame>, stillTexts: readonly DrawnText[], pieces: readonly BoardViewPiece[], g: BoardGeometry, scale: Scale, names: boolean): Point[] {
  d.texts.push(...stillTexts);
  // The pieces are placed first so the names keep clear of them, and drawn last, on top of everything.
  const chips = layoutPieces(d, frames, pieces, scale, chipBounds(g));
  const chipPts = chips.filter((c) => !c.chip.hidden).flatMap((c) => chipPoints(c, scale));
  const reach = scale.size * 1.2;
  for (const f of names ? frames.values() : []) {
    const near = chipPts.filter((p) => Math.abs(p.x - f.centre.x) < reach && Math.abs(p.y - f.centre.y) < reach);
    drawTileName(d, f, scale, near);
  }
  for (const c of chips) drawOver(d, chipRect(c, scale), () => drawChip(d, c.chip, c.label, c.x, c.y, c.width, scale));
  return chipPts;
}

function background(d: Drawing): void {
  d.ctx.fillStyle = INK.background;
  d.ctx.fillRect(0, 0, d.width, d.height);
}

/** The legend in its box at the geometry's place. */
function drawLegendOver(d: Drawing, g: BoardGeometry, sections: readonly LegendSection[]): void {
  const size = measureLegend(d, sections, LEGEND_STYLE);
  drawOver(d, { x: g.legend.left - 1, y: g.legend.top - 1, w: size.width + 2, h: size.height + 2 }, () => drawLegend(d, g.legend.left, g.legend.top, sections, LEGEND_STYLE));
}

function drawBoard(view: BoardView, options: BoardDrawingOptions = {}): Drawing {
  const g = boardGeometry(view);
  const scale = scaleFor(g.size, false);
  const frames = framesOf(view.tiles, g);
  const { d, stillTexts } = boardCanvas(g, [...frames.values()], scale, options);
  const count = view.tiles.length;
  drawTitle(d, `Magic Realm — the board, ${viewerText(view.perspective)} — ${count} tile${count === 1 ? '' : 's'}`, g);
  if (count === 0) {
    drawTextOver(d, 'No tiles are on the board yet.', g.board.left + g.board.width / 2, g.board.top + g.board.height / 2, {
      size: 16,
      colour: INK.muted,
      align: 'center',
      baseline: 'middle',
    });
  }
  drawTiles(d, frames, stillTexts, view.pieces, g, scale, true);
  drawLegendOver(d, g, legendSections(view.tiles, view.pieces, view.perspective));
  return d;
}

/**
 * The names of the neighbouring tiles outside the close-up's edges, so a path's way off the tile can be read; each
 * slides along its edge to keep clear of the pieces' chips.
 */
function drawNeighbourNames(d: Drawing, view: BoardView, tile: BoardViewTile, g: BoardGeometry, chips: readonly Point[], chipHeight: number): void {
  const byHex = new Map(view.tiles.map((t) => [`${t.q},${t.r}`, t]));
  const hex = { q: tile.q, r: tile.r };
  const centre = hexToPixel(hex, g.layout);
  const size = Math.max(11, g.size * 0.065);
  const obs = chips.map((p) => ({ p, r: chipHeight * 0.6 }));
  for (let dir = 0; dir < 6; dir++) {
    const n = neighbour(hex, dir);
    const other = byHex.get(`${n.q},${n.r}`);
    if (!other) continue;
    const [e1, e2] = hexEdge(hex, dir, g.layout);
    const label = ellipsize(d, other.name || other.code, g.size * 0.62, { size });
    const w = textWidth(d, label, { size });
    let best: { p: Point; score: number } | undefined;
    for (const t of [0.5, 0.35, 0.65, 0.2, 0.8]) {
      const on = { x: e1.x + (e2.x - e1.x) * t, y: e1.y + (e2.y - e1.y) * t };
      const p = { x: on.x + (on.x - centre.x) * 0.16, y: on.y + (on.y - centre.y) * 0.16 };
      const pts = [-0.5, -0.25, 0, 0.25, 0.5].map((f) => ({ x: p.x + f * w, y: p.y }));
      const score = Math.min(clearance(pts, obs), size) - Math.abs(t - 0.5) * size * 0.5;
      if (!best || score > best.score) best = { p, score };
    }
    drawTextOver(d, label, best!.p.x, best!.p.y, { size, colour: INK.muted, align: 'center', baseline: 'middle', halo: { colour: INK.background, width: 2 } });
  }
}

function drawCloseUp(view: BoardView, code: string, options: BoardDrawingOptions = {}): Drawing {
  const tile = findTile(view, code);
  const pieces = view.pieces.filter((p) => p.tile === tile.code);
  const g = closeUpGeometry(view, tile.code);
  const scale = scaleFor(g.size, true);
  const frames = framesOf([tile], g);
  const { d, stillTexts } = boardCanvas(g, [...frames.values()], scale, options);
  const side = tile.side === 'enchanted' ? 'enchanted side' : 'normal side';
  drawTitle(d, `${tileLabel(tile)} — ${side} — ${viewerText(view.perspective)}`, g);
  // The title names the tile: no name on it to cover a path.
  const chips = drawTiles(d, frames, stillTexts, pieces, g, scale, false);
  drawNeighbourNames(d, view, tile, g, chips, chipMetrics(scale).height);
  drawLegendOver(d, g, legendSections([tile], pieces, view.perspective));
  return d;
}

/**
 * The whole board drawn but not yet encoded (the bench times the drawing apart from the PNG encoding). Over its kept
 * base unless `kept: false`: then it is drawn afresh and nothing is kept, as tests draw the picture to compare.
 */
export function boardDrawing(view: BoardView, options: BoardDrawingOptions = {}): Drawing {
  return drawBoard(view, options);
}

/** A close-up drawn but not yet encoded, over its kept base unless `kept: false` (as boardDrawing). */
export function tileDrawing(view: BoardView, code: string, options: BoardDrawingOptions = {}): Drawing {
  return drawCloseUp(view, code, options);
}

/** The whole board as a PNG, and every text drawn on it. */
export function renderBoardWithLog(view: BoardView): RenderResult {
  return finish(drawBoard(view));
}

export function renderBoard(view: BoardView): Promise<Buffer> {
  return renderBoardWithLog(view).png;
}

/** A close-up of one tile (by its code) for reading its clearing numbers, and every text drawn on it. */
export function renderTileWithLog(view: BoardView, code: string): RenderResult {
  return finish(drawCloseUp(view, code));
}

export function renderTile(view: BoardView, code: string): Promise<Buffer> {
  return renderTileWithLog(view, code).png;
}
