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
  /** The last picture's keyed items (drawKeyedOver): what each drew, where, and the texts it logged. */
  items: KeptItem[];
}

interface KeptItem {
  key: string;
  rect: Rect;
  texts: DrawnText[];
}

/** An item of a picture named by everything it shows: drawn again only when the last picture did not draw it there. */
export interface KeyedItem {
  key: string;
  rect: Rect;
}

export const LAYERS_KEPT = 3;
/**
 * Bases in pools, each with its own bound: the board's (three boards of 11 MB) and the sheets' (cards and sheets of
 * 3–5 MB), so drawing a few cards never drops a board's base, which costs 230 ms to draw again.
 */
export type LayerPool = 'maps' | 'sheets';
const pools: Record<LayerPool, Layer[]> = { maps: [], sheets: [] };
const POOL_KEPT: Record<LayerPool, number> = { maps: LAYERS_KEPT, sheets: 4 };

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
export function drawOnBase(
  width: number,
  height: number,
  key: string,
  drawBase: (base: Drawing) => void,
  opts: { pool?: LayerPool; items?: readonly KeyedItem[] } = {},
): { d: Drawing; stillTexts: DrawnText[]; kept: ReadonlySet<string> } {
  const layers = pools[opts.pool ?? 'maps'];
  const at = layers.findIndex((l) => l.key === key && l.base.width === width && l.base.height === height);
  let layer: Layer;
  let d: Drawing;
  let kept = new Set<string>();
  if (at < 0) {
    const base = createDrawing(width, height);
    drawBase(base);
    d = createDrawing(width, height);
    d.ctx.drawImage(base.canvas, 0, 0);
    layer = { key, base: base.canvas, texts: base.texts, picture: d.canvas, drawn: [], unencoded: [whole(base.canvas)], bands: new PngBands(width, height), items: [] };
    layers.push(layer);
    if (layers.length > POOL_KEPT[opts.pool ?? 'maps']) layers.shift();
  } else {
    layer = layers.splice(at, 1)[0]!;
    layers.push(layer);
    d = { canvas: layer.picture, ctx: layer.picture.getContext('2d'), width, height, texts: [] };
    kept = keptItems(d, layer, opts.items ?? []);
    // Take off the last picture's lock (below), and put back the base where it drew (but under the items kept): its
    // pixels as they are ('copy'), so a base with clear parts is put back as exactly as an opaque one.
    d.ctx.restore();
    const keptRects = new Set(layer.items.filter((i) => kept.has(i.key)).map((i) => rectKey(i.rect)));
    for (const r of layer.drawn) {
      if (keptRects.has(rectKey(r))) continue;
      d.ctx.save();
      clipTo(d, r);
      d.ctx.globalCompositeOperation = 'copy';
      d.ctx.drawImage(layer.base, 0, 0);
      d.ctx.restore();
      note(layer, r);
    }
  }
  // The items kept stay drawn over the base: a later picture puts them back when it does not keep them.
  const keptItemsOf = layer.items.filter((i) => kept.has(i.key));
  layer.drawn = keptItemsOf.map((i) => i.rect);
  layer.items = keptItemsOf;
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
  overlays.set(d, { layer, kept: new Map(keptItemsOf.map((i) => [i.key, i])) });
  lock(d);
  return { d, stillTexts: layer.texts, kept };
}

const rectKey = (r: Rect): string => `${r.x},${r.y},${r.w},${r.h}`;

/** How many keyed items were drawn, not kept (for the tests). */
let keyedDrawn = 0;
export const keyedItemsDrawn = (): number => keyedDrawn;

/** Each kept picture's layer and the items it keeps from the last picture. */
const overlays = new WeakMap<Drawing, { layer: Layer; kept: Map<string, KeptItem> }>();

/**
 * The keys of the last picture's items that the new one draws again the same (same key, same rectangle, in whole
 * pixels) and that nothing else drawn or put back meets: their pixels are on the canvas already. What was drawn over
 * the base outside items, old items not drawn again, and new items all change their rectangles; an item kept that meets
 * one of those is drawn again, and its rectangle changes too, until nothing kept meets a change.
 */
function keptItems(d: Drawing, layer: Layer, items: readonly KeyedItem[]): Set<string> {
  const newRect = new Map(items.map((i) => [i.key, pixelRect(d, i.rect)]));
  const same = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
  const kept = new Set(layer.items.filter((i) => newRect.has(i.key) && same(newRect.get(i.key)!, i.rect)).map((i) => i.key));
  const itemRects = new Set(layer.items.map((i) => rectKey(i.rect)));
  const changed: Rect[] = [
    ...layer.drawn.filter((r) => !itemRects.has(rectKey(r))),
    ...layer.items.filter((i) => !kept.has(i.key)).map((i) => i.rect),
    ...items.filter((i) => !kept.has(i.key)).map((i) => newRect.get(i.key)!),
  ];
  const meets = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  for (let again = true; again; ) {
    again = false;
    for (const i of layer.items) {
      if (kept.has(i.key) && changed.some((r) => meets(r, i.rect))) {
        kept.delete(i.key);
        changed.push(i.rect);
        again = true;
      }
    }
  }
  return kept;
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

/**
 * An item of the picture named by `key` (everything it shows), all of it inside `r`. On a kept picture whose last
 * picture drew the same item in the same rectangle (drawOnBase's `kept`), it is not drawn: its pixels are there, and
 * the texts it logged are logged again. Otherwise it is drawn as drawOver draws.
 */
export function drawKeyedOver(d: Drawing, key: string, r: Rect, draw: () => void): void {
  const o = overlays.get(d);
  if (!d.overlay || !o) {
    draw();
    return;
  }
  const old = o.kept.get(key);
  if (old) {
    d.texts.push(...old.texts);
    return;
  }
  const from = d.texts.length;
  keyedDrawn++;
  drawOver(d, r, draw);
  o.layer.items.push({ key, rect: pixelRect(d, r), texts: d.texts.slice(from) });
}

/** A text drawn over the picture (drawOver), clipped to what it covers (text.ts, textRect). */
export function drawTextOver(d: Drawing, text: string, x: number, y: number, style: TextStyle): void {
  drawOver(d, textRect(d, text, x, y, style), () => drawText(d, text, x, y, style));
}

/** How many bases are kept (for the tests of the bound). */
export const layersKept = (pool: LayerPool = 'maps'): number => pools[pool].length;

/** Drops every kept base and picture, or a pool's (the bench's cold render, and tests). */
export function forgetLayers(pool?: LayerPool): void {
  for (const [name, layers] of Object.entries(pools)) if (!pool || name === pool) layers.length = 0;
}
