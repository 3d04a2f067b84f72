import { createHash } from 'node:crypto';
import type { Canvas } from '@napi-rs/canvas';
import { createDrawing, type Drawing, type DrawnText } from './canvas.js';
import { PngBands } from './png-bands.js';

/**
 * A picture's still layer, drawn once and reused (issue 10: "the board's PNG … within 1.5× of a bare fill-and-encode").
 * The tiles of a board change rarely while its pieces move every day, so the board draws its ground, edges, paths and
 * clearings into a layer kept here, keyed by everything that layer shows (a viewer's discovered paths included, so
 * a layer is only ever reused for a picture that shows exactly the same), and draws only the pieces, names, title and
 * legend on top. Bounded: the few most recent layers are kept (a 30-tile board's layer is about 11 MB of pixels, and
 * its PNG writer keeps as much again: the last picture's rows, and about 1 MB of them deflated).
 */
interface Layer {
  key: string;
  canvas: Canvas;
  /** The texts the layer drew, logged again on every picture that reuses it (renderers' logs stay whole). */
  texts: DrawnText[];
  /** The PNG writer of the pictures drawn over it: most of their rows are the same from one to the next. */
  bands: PngBands;
}

export const LAYERS_KEPT = 3;
const layers: Layer[] = [];

/** The key of a layer: a digest of what it shows. */
export const layerKey = (content: unknown): string => createHash('sha256').update(JSON.stringify(content)).digest('base64url');

/**
 * Draws `d`'s still layer: from the cache when one with this key and size is kept, else by `draw` into a new layer of
 * the same size, kept for next time. The most recently used is kept last; the oldest is dropped beyond LAYERS_KEPT.
 */
export function drawLayer(d: Drawing, key: string, draw: (layer: Drawing) => void): void {
  const at = layers.findIndex((l) => l.key === key && l.canvas.width === d.width && l.canvas.height === d.height);
  if (at < 0) {
    const drawing = createDrawing(d.width, d.height);
    draw(drawing);
    layers.push({ key, canvas: drawing.canvas, texts: drawing.texts, bands: new PngBands(d.width, d.height) });
    if (layers.length > LAYERS_KEPT) layers.shift();
  } else layers.push(...layers.splice(at, 1));
  const layer = layers.at(-1)!;
  d.ctx.drawImage(layer.canvas, 0, 0);
  d.texts.push(...layer.texts);
  d.bands = layer.bands;
}

/** How many layers are kept (for the tests of the bound). */
export const layersKept = (): number => layers.length;

/** Drops every kept layer (the bench's cold render, and tests). */
export function forgetLayers(): void {
  layers.length = 0;
}
