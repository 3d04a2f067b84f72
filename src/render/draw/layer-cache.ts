import { createHash } from 'node:crypto';
import type { Canvas } from '@napi-rs/canvas';
import { createDrawing, type Drawing, type DrawnText, type Overlay } from './canvas.js';
import { PngBands, type Rect } from './png-bands.js';
import { drawText, textRect, type TextStyle } from './text.js';

/**
 * A picture's still base, drawn once, and the picture last drawn over it, both kept and reused (issue 10: "the
 * board's PNG … within 1.5× of a bare fill-and-encode"). The tiles of a board change rarely while its pieces move
 * every day, so the board draws its background, ground, edges, paths and clearings once into a base kept here, keyed
 * by everything the base shows (a viewer's discovered paths included, so a base is only ever reused for a picture
 * that shows exactly the same).
 *
 * Every later picture over the same base is drawn on the canvas of the one before it: what that one drew over the
 * base (its overlay: title, names, pieces, legend), and only that, is put back to the base, and the new overlay is
 * drawn. Each overlay item is drawn through `drawOver`, clipped to the rectangle it declares; outside those rectangles
 * nothing is drawn at all. So the picture differs from the one before it only inside the rectangles of the two
 * overlays, and its PNG writer (png-bands.ts) reads and compares only those: a new canvas, the base copied whole and
 * every row read back cost the board more than all its drawing, most of it in fresh memory faulted in page by page.
 *
 * Bounded: the few most recent bases are kept. A 30-tile board's base is 11 MB of pixels; its picture as much again;
 * its PNG writer keeps the last encoded rows (as much again) and about 1 MB of them deflated.
 */
interface Layer {
  key: string;
  base: Canvas;
  /** The texts the base drew, logged again on every picture over it (renderers' logs stay whole). */
  texts: DrawnText[];
  /** The last picture drawn over the base: its canvas is drawn on again. */
  picture: Canvas;
  /** What the last picture drew over the base. */
  drawn: Rect[];
  /** Where the picture may differ from the one the PNG writer last encoded (drawn since, or put back since). */
  unencoded: Rect[];
  /** The PNG writer of the pictures drawn over it. */
  bands: PngBands;
}

export const LAYERS_KEPT = 3;
const layers: Layer[] = [];

/** More rectangles than this waiting for an encode (pictures drawn and never encoded) become the whole picture. */
const UNENCODED_KEPT = 2000;

/** The key of a base: a digest of what it shows. */
export const layerKey = (content: unknown): string => createHash('sha256').update(JSON.stringify(content)).digest('base64url');

const whole = (c: Canvas): Rect => ({ x: 0, y: 0, w: c.width, h: c.height });

/**
 * A picture of this size over the base `key` names: the base from the cache when one with this key and size is kept,
 * else drawn by `drawBase` (on an empty canvas: it draws its own background) and kept. The base's texts are in
 * `stillTexts`, for the renderer to log where it drew the base. Everything the renderer draws on the returned picture
 * must go through `drawOver`. The picture is the kept one: it is drawn on again by the next picture over the same base,
 * so encode it (encodePng) before drawing another.
 */
export function drawOnBase(width: number, height: number, key: string, drawBase: (base: Drawing) => void): { d: Drawing; stillTexts: DrawnText[] } {
  const at = layers.findIndex((l) => l.key === key && l.base.width === width && l.base.height === height);
  let layer: Layer;
  let d: Drawing;
  if (at < 0) {
    const base = createDrawing(width, height);
    drawBase(base);
    d = createDrawing(width, height);
    d.ctx.drawImage(base.canvas, 0, 0);
    layer = { key, base: base.canvas, texts: base.texts, picture: d.canvas, drawn: [], unencoded: [whole(base.canvas)], bands: new PngBands(width, height) };
    layers.push(layer);
    if (layers.length > LAYERS_KEPT) layers.shift();
  } else {
    layer = layers.splice(at, 1)[0]!;
    layers.push(layer);
    d = { canvas: layer.picture, ctx: layer.picture.getContext('2d'), width, height, texts: [] };
    // Take off the last picture's lock (below), and put back the base where it drew: its pixels as they are ('copy'),
    // so a base with clear parts is put back as exactly as an opaque one.
    d.ctx.restore();
    for (const r of layer.drawn) {
      d.ctx.save();
      clipTo(d, r);
      d.ctx.globalCompositeOperation = 'copy';
      d.ctx.drawImage(layer.base, 0, 0);
      d.ctx.restore();
      note(layer, r);
    }
  }
  layer.drawn = [];
  const overlay: Overlay = {
    bands: layer.bands,
    mark(r) {
      layer.drawn.push(r);
      note(layer, r);
    },
    takeChanged() {
      const changed = layer.unencoded;
      layer.unencoded = [];
      return changed;
    },
    discard() {
      const i = layers.indexOf(layer);
      if (i >= 0) layers.splice(i, 1);
    },
  };
  d.overlay = overlay;
  lock(d);
  return { d, stillTexts: layer.texts };
}

function note(layer: Layer, r: Rect): void {
  if (layer.unencoded.length >= UNENCODED_KEPT) layer.unencoded = [whole(layer.base)];
  else layer.unencoded.push(r);
}

/** Nothing drawn on a kept picture outside `drawOver` shows: the clip is empty until drawOver opens a rectangle. */
function lock(d: Drawing): void {
  d.ctx.save();
  d.ctx.beginPath();
  d.ctx.rect(0, 0, 0, 0);
  d.ctx.clip();
}

function clipTo(d: Drawing, r: Rect): void {
  d.ctx.beginPath();
  d.ctx.rect(r.x, r.y, r.w, r.h);
  d.ctx.clip();
}

/** A rectangle widened to whole pixels and cut to the picture. */
function pixelRect(d: Drawing, r: Rect): Rect {
  const x = Math.max(0, Math.floor(r.x));
  const y = Math.max(0, Math.floor(r.y));
  const right = Math.min(d.width, Math.ceil(r.x + r.w));
  const bottom = Math.min(d.height, Math.ceil(r.y + r.h));
  return { x, y, w: Math.max(0, right - x), h: Math.max(0, bottom - y) };
}

/**
 * Draws one item of a picture's overlay, all of it inside `r`. On a kept picture (drawOnBase) it is clipped to `r`
 * and `r` is recorded, to be put back to the base before the next picture and read by the PNG writer; on any other
 * drawing it is drawn as it is. Call it with the canvas state as drawOnBase left it (not inside a save).
 */
export function drawOver(d: Drawing, r: Rect, draw: () => void): void {
  if (!d.overlay) {
    draw();
    return;
  }
  const px = pixelRect(d, r);
  d.overlay.mark(px);
  d.ctx.restore();
  d.ctx.save();
  clipTo(d, px);
  try {
    draw();
  } catch (error) {
    // The item may have left the canvas's state unbalanced: this picture's base and canvas are not drawn on again.
    d.overlay.discard();
    throw error;
  }
  d.ctx.restore();
  lock(d);
}

/** A text drawn over the picture (drawOver), clipped to what it covers (text.ts, textRect). */
export function drawTextOver(d: Drawing, text: string, x: number, y: number, style: TextStyle): void {
  drawOver(d, textRect(d, text, x, y, style), () => drawText(d, text, x, y, style));
}

/** How many bases are kept (for the tests of the bound). */
export const layersKept = (): number => layers.length;

/** Drops every kept base and picture (the bench's cold render, and tests). */
export function forgetLayers(): void {
  layers.length = 0;
}
