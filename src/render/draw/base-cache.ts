import type { Canvas } from '@napi-rs/canvas';
import { createDrawing, type Drawing, type DrawnText } from './canvas.js';
import { forgetLayers } from './layer-cache.js';
import { PngBands } from './png-bands.js';

/**
 * Still bases of pictures, drawn once and copied under each new picture (issue 26: "drawing costs no more than
 * encoding … cache what does not change between renders"). The canvas library records the drawing and rasterises it
 * when the pixels are read, so what a picture costs is mostly rasterising: a sheet's parchment (a gradient and some
 * 700–1,400 anti-aliased specks) or a campaign map's terrain (a hundred hexes, each with its texture, the realms'
 * tints and borders, rivers, roads) cost more to rasterise than all the rest of the picture, and they change seldom
 * or never between one picture and the next. Drawn once into a base kept here, they cost one copy of pixels after.
 *
 * A base is what the renderer would have drawn first on an empty canvas, so the picture drawn over a copy of it is
 * the picture drawn afresh, pixel for pixel: the copy replaces the empty canvas's pixels exactly ('copy'), and what
 * is drawn after lands on the same pixels either way. The renderer keys a base by everything it shows; a base is
 * never shared by two pictures that would show different things there.
 *
 * Each base has its PNG writer (png-bands.ts), which keeps the last picture's rows in bands, deflated: the next
 * picture over the same base is compared with it band by band, and only the bands that differ are deflated again —
 * a sheet whose one number changed, a map whose marks moved, deflate a band or two. (It compares every row, so what it
 * writes is the picture's pixels whatever changed.)
 *
 * Unlike layer-cache.ts (the board: one picture drawn on again, overlay items clipped to rectangles), a picture here
 * is a new canvas: nothing drawn over the base needs to declare where it draws.
 *
 * Bounded by bytes: the most recently used bases up to BYTES_KEPT (a base's pixels and its writer's rows, twice the
 * pixels: a 12 × 10 campaign map's 5.2 MB, a sheet's 5–10 MB, the 40 × 40 map's 43 MB), and always the last one.
 */
interface Base {
  key: string;
  canvas: Canvas;
  /** The texts the base drew: logged again on every picture over it, first (renderers' logs stay whole). */
  texts: DrawnText[];
  /** The PNG writer of the pictures over this base. */
  bands: PngBands;
  bytes: number;
}

export const BYTES_KEPT = 64 * 1024 * 1024;
const bases: Base[] = [];

/** How many bases are drawn (for the tests: a base kept is not drawn again). */
let drawn = 0;
export const basesDrawn = (): number => drawn;

/**
 * A new drawing of this size whose pixels are the base `key` names: the kept one when there is one of this key and
 * size, else drawn now by `drawBase` (on an empty canvas) and kept.
 */
export function drawingOnBase(width: number, height: number, key: string, drawBase: (base: Drawing) => void): Drawing {
  const d = createDrawing(width, height);
  if (!keeping) {
    drawBase(d);
    return d;
  }
  const fullKey = `${d.width}×${d.height} ${key}`;
  const at = bases.findIndex((b) => b.key === fullKey);
  let base: Base;
  if (at >= 0) {
    base = bases.splice(at, 1)[0]!;
  } else {
    const b = createDrawing(width, height);
    drawBase(b);
    drawn++;
    base = { key: fullKey, canvas: b.canvas, texts: b.texts, bands: new PngBands(b.width, b.height), bytes: 2 * b.width * b.height * 4 };
  }
  bases.push(base);
  let total = bases.reduce((n, b) => n + b.bytes, 0);
  while (bases.length > 1 && total > BYTES_KEPT) total -= bases.shift()!.bytes;
  d.ctx.save();
  d.ctx.globalCompositeOperation = 'copy';
  d.ctx.drawImage(base.canvas, 0, 0);
  d.ctx.restore();
  d.texts.push(...base.texts);
  d.bands = base.bands;
  return d;
}

let keeping = true;

/** Whether pictures are drawn over kept bases (the sheets' kept pictures, layer-cache.ts, follow it too). */
export const keepingBases = (): boolean => keeping;

/**
 * Off: every picture draws its base on its own canvas, as before there was a cache (the tests compare the pictures
 * both ways, pixel for pixel).
 */
export function keepBases(on: boolean): void {
  keeping = on;
  if (!on) {
    forgetBases();
    forgetLayers('sheets');
  }
}

/** Drops every kept base (tests, and the bench's cold pictures). */
export function forgetBases(): void {
  bases.length = 0;
}

/** How many bases are kept (for the tests of the bound). */
export const basesKept = (): number => bases.length;
