import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from './hex.js';

export interface LineStyle {
  colour: string;
  width: number;
  /** A wider line of this colour under the line, so it stands out from whatever lies beneath. */
  casing?: { colour: string; width: number };
  dash?: number[];
}

function strokeTwice(ctx: SKRSContext2D, trace: () => void, style: LineStyle): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (style.casing) {
    ctx.beginPath();
    trace();
    ctx.strokeStyle = style.casing.colour;
    ctx.lineWidth = style.casing.width;
    ctx.stroke();
  }
  ctx.beginPath();
  trace();
  ctx.setLineDash(style.dash ?? []);
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = style.width;
  ctx.stroke();
  ctx.restore();
}

/** A polyline through points (a road through hex centres). */
export function drawPolyline(ctx: SKRSContext2D, points: readonly Point[], style: LineStyle): void {
  if (points.length < 2) return;
  strokeTwice(
    ctx,
    () => {
      ctx.moveTo(points[0]!.x, points[0]!.y);
      for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
    },
    style,
  );
}

/**
 * A wavy line from a to b: a sine across the straight line with a whole number of half waves, so it meets the
 * next segment at the same point with no kink in amplitude (a river through hex centres).
 */
export function traceWavy(ctx: SKRSContext2D, a: Point, b: Point, amplitude: number, wavelength: number, moveFirst = true): void {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return;
  const halfWaves = Math.max(1, Math.round((2 * length) / wavelength));
  const nx = -dy / length;
  const ny = dx / length;
  const steps = halfWaves * 8;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const off = amplitude * Math.sin(Math.PI * halfWaves * t);
    const x = a.x + dx * t + nx * off;
    const y = a.y + dy * t + ny * off;
    if (i === 0 && moveFirst) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
}

/** Several wavy segments stroked as one line, with an optional casing. */
export function drawWavySegments(ctx: SKRSContext2D, segments: readonly [Point, Point][], amplitude: number, wavelength: number, style: LineStyle): void {
  if (!segments.length) return;
  strokeTwice(ctx, () => segments.forEach(([a, b]) => traceWavy(ctx, a, b, amplitude, wavelength)), style);
}

/**
 * A path from a to b that bends toward `bend`: a quadratic curve with that point as its control point, so the
 * curve leaves a toward it and arrives at b from it, and passes halfway between it and the chord's middle (a
 * Magic Realm tile's path with its drawn arc point; the source data puts some of those points outside the tile,
 * for roads that run round its rim). Without `bend` a straight line.
 */
export function traceBend(ctx: SKRSContext2D, a: Point, b: Point, bend?: Point, moveFirst = true): void {
  if (moveFirst) ctx.moveTo(a.x, a.y);
  if (bend) ctx.quadraticCurveTo(bend.x, bend.y, b.x, b.y);
  else ctx.lineTo(b.x, b.y);
}

/** Points along the same curve (for measuring clearances around it), `steps` + 1 of them from a to b. */
export function pointsAlongBend(a: Point, b: Point, bend: Point | undefined, steps = 8): Point[] {
  const c = bend ?? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
  });
}

/** One stroke of a layered line: a casing, the line, a stripe along it; each with its own dash and caps. */
export interface StrokeLayer {
  colour: string;
  width: number;
  dash?: number[];
  cap?: CanvasLineCap;
}

/** Strokes what `trace` adds to a fresh path once per layer, bottom layer first. */
export function strokeLayers(ctx: SKRSContext2D, trace: () => void, layers: readonly StrokeLayer[]): void {
  ctx.save();
  ctx.lineJoin = 'round';
  for (const layer of layers) {
    ctx.beginPath();
    trace();
    ctx.setLineDash(layer.dash ?? []);
    ctx.lineCap = layer.cap ?? 'round';
    ctx.strokeStyle = layer.colour;
    ctx.lineWidth = layer.width;
    ctx.stroke();
  }
  ctx.restore();
}
