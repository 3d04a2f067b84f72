import * as zlib from 'node:zlib';

/**
 * A small lossless PNG writer for the bot's pictures, in place of Skia's encoder (which cost more than the drawing
 * and ran on the event loop). The pixels are read on the calling thread; the deflate, which is most of the cost,
 * runs on libuv's thread pool through zlib's asynchronous API, so a handler never waits on it.
 *
 * What it writes, and why (measured on the 30-tile board, 1600 × 1775 px; see bench/run.ts):
 * - colour type 2 (RGB) when every pixel is opaque — the bot's pictures all are — else 6 (RGBA): a quarter less to
 *   compress;
 * - filter type None on every row. The pictures are flat colours, text and thin lines: deflate finds the repeats of
 *   raw rows better than of Sub or Up differences (None 1.00 MB, Up 1.18 MB, Sub 1.19 MB at level 3, Skia 1.23 MB),
 *   and None costs no pass over the pixels;
 * - zlib level 3: the knee of time against size (level 1 is a few per cent bigger, level 6 two to three times
 *   slower for 6 % less).
 */

/** Straight (not premultiplied) RGBA, row by row, as `getImageData` gives it. */
export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** How each row is predicted before deflate (PNG filter types 0, 1, 2); None measured best, see above. */
export type RowFilter = 'none' | 'sub' | 'up';

export interface PngOptions {
  filter?: RowFilter;
  /** zlib level, 0–9. */
  level?: number;
}

const DEFAULTS: Required<PngOptions> = { filter: 'none', level: 3 };

const FILTER_BYTE: Record<RowFilter, number> = { none: 0, sub: 1, up: 2 };

/** PNG colour types: truecolour, and truecolour with alpha. */
const RGB = 2;
const RGBA = 6;

function isOpaque(data: RgbaPixels['data']): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

/**
 * The image data PNG compresses: each row a filter-type byte then the row's bytes, predicted as `filter` says.
 * `channels` 3 drops the alpha byte of every pixel (only for an opaque picture).
 */
export function filterRows(p: RgbaPixels, channels: 3 | 4, filter: RowFilter): Buffer {
  const { width, height, data } = p;
  const stride = width * channels;
  const out = Buffer.allocUnsafe((stride + 1) * height);
  const type = FILTER_BYTE[filter];
  let o = 0;
  for (let y = 0; y < height; y++) {
    out[o++] = type;
    const row = y * width * 4;
    if (channels === 4 && filter === 'none') {
      out.set(data.subarray(row, row + width * 4), o);
      o += stride;
      continue;
    }
    for (let x = 0, i = row; x < width; x++, i += 4) {
      for (let c = 0; c < channels; c++) {
        const v = data[i + c]!;
        // Sub predicts from the same channel of the pixel to the left, Up from the pixel above; outside the
        // picture the prediction is 0. The difference is kept modulo 256.
        const predicted = filter === 'sub' ? (x > 0 ? data[i + c - 4]! : 0) : filter === 'up' ? (y > 0 ? data[i + c - width * 4]! : 0) : 0;
        out[o++] = (v - predicted) & 255;
      }
    }
  }
  return out;
}

/** The PNG CRC-32 (over a chunk's type and data); zlib's where Node has it (20.15 and later), else a table. */
const crc32: (data: Uint8Array, initial?: number) => number =
  typeof (zlib as { crc32?: unknown }).crc32 === 'function' ? (zlib as unknown as { crc32: (d: Uint8Array, v?: number) => number }).crc32 : tableCrc32;

let CRC_TABLE: Uint32Array | undefined;

export function tableCrc32(data: Uint8Array, initial = 0): number {
  if (!CRC_TABLE) {
    CRC_TABLE = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      CRC_TABLE[n] = c >>> 0;
    }
  }
  let c = ~initial >>> 0;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4, 8))), 0);
  return Buffer.concat([head, data, tail]);
}

function header(width: number, height: number, colourType: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = colourType;
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method: adaptive (the five row filters)
  ihdr[12] = 0; // no interlace
  return ihdr;
}

function assemble(p: RgbaPixels, colourType: number, compressed: Buffer): Buffer {
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header(p.width, p.height, colourType)), chunk('IDAT', compressed), chunk('IEND', Buffer.alloc(0))]);
}

function prepare(p: RgbaPixels, options: PngOptions) {
  if (p.data.length !== p.width * p.height * 4) throw new Error(`pixel data of ${p.data.length} bytes for ${p.width}×${p.height} px`);
  const { filter, level } = { ...DEFAULTS, ...options };
  const channels = isOpaque(p.data) ? 3 : 4;
  return { rows: filterRows(p, channels, filter), colourType: channels === 3 ? RGB : RGBA, level };
}

/**
 * Encodes straight RGBA as PNG. The rows are prepared here (a copy, on the calling thread); the deflate runs on
 * the thread pool. `p.data` may be reused as soon as this returns.
 */
export function writePng(p: RgbaPixels, options: PngOptions = {}): Promise<Buffer> {
  let prepared: ReturnType<typeof prepare>;
  try {
    prepared = prepare(p, options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { rows, colourType, level } = prepared;
  return new Promise((resolve, reject) => {
    zlib.deflate(rows, { level }, (error, compressed) => (error ? reject(error) : resolve(assemble(p, colourType, compressed))));
  });
}

/** The same PNG, deflated on the calling thread: for tools and tests, never for the bot's replies. */
export function writePngSync(p: RgbaPixels, options: PngOptions = {}): Buffer {
  const { rows, colourType, level } = prepare(p, options);
  return assemble(p, colourType, zlib.deflateSync(rows, { level }));
}
