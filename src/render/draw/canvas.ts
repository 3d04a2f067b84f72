import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from './fonts.js';
import type { PngBands, Rect } from './png-bands.js';
import { writePng } from './png.js';

/** One text drawn on a picture, as the kit drew it: tests read these to check what a picture says. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
}

/**
 * A picture being drawn: the canvas, its context, and the log of every text put on it. All text goes through
 * `drawText` (text.ts), which appends here, so a test can assert what a renderer wrote without reading pixels.
 */
export interface Drawing {
  canvas: Canvas;
  ctx: SKRSContext2D;
  width: number;
  height: number;
  texts: DrawnText[];
  /** Set when the picture is drawn over a kept base (layer-cache.ts): what is drawn over it goes through drawOver. */
  overlay?: Overlay;
  /**
   * The PNG writer of the pictures drawn over a kept base of base-cache.ts: it compares each band of rows with the last
   * picture's and deflates only the bands that changed.
   */
  bands?: PngBands;
}

/** The overlay of a picture drawn over a kept base (layer-cache.ts). */
export interface Overlay {
  /** The base's PNG writer, which reads and deflates only what changed since the picture it encoded last. */
  bands: PngBands;
  /** Records a rectangle drawn over the base. */
  mark(r: Rect): void;
  /** Where the picture may differ from the one `bands` encoded last; the next encode starts from none. */
  takeChanged(): Rect[];
  /** Drops the base and its picture from the cache (a drawing failed halfway). */
  discard(): void;
}

/** Pictures are capped so Discord accepts them and a renderer bug cannot allocate gigabytes. */
export const MAX_SIDE = 4096;

export function createDrawing(width: number, height: number): Drawing {
  registerFonts();
  const w = Math.round(width);
  const h = Math.round(height);
  if (!(w > 0 && h > 0 && w <= MAX_SIDE && h <= MAX_SIDE)) throw new Error(`picture size out of range: ${w}×${h}`);
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  // A fixed language: the default follows the host's, which may change how text is shaped.
  ctx.lang = 'en';
  return { canvas, ctx, width: w, height: h, texts: [] };
}

/**
 * The picture as PNG (png.ts): its pixels are read now, so the drawing may be dropped or drawn on at once; the
 * deflate runs on the thread pool and the promise settles when it is done. Await it where the picture is sent.
 */
export function encodePng(d: Drawing): Promise<Buffer> {
  const read = (y: number, rows: number) => d.ctx.getImageData(0, y, d.width, rows).data;
  let png: Promise<Buffer>;
  if (d.overlay) {
    const readRect = (r: Rect) => d.ctx.getImageData(r.x, r.y, r.w, r.h).data;
    png = d.overlay.bands.encode(read, { rects: d.overlay.takeChanged(), read: readRect });
  } else if (d.bands) {
    try {
      png = d.bands.encode(read);
    } catch (error) {
      png = Promise.reject(error);
    }
  } else png = writePng({ width: d.width, height: d.height, read });
  // A reply dropped before it is sent (a later step failed) must not take the process down with an unhandled
  // rejection; whoever awaits the promise still gets the error.
  png.catch(() => {});
  return png;
}

/** A picture (still encoding) and the texts drawn on it, for the renderers' `…WithLog` variants. */
export interface RenderResult {
  png: Promise<Buffer>;
  texts: string[];
}

export function finish(d: Drawing): RenderResult {
  return { png: encodePng(d), texts: d.texts.map((t) => t.text) };
}
