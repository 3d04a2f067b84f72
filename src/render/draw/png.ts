import * as zlib from 'node:zlib';

/**
 * A small lossless PNG writer for the bot's pictures, in place of Skia's encoder (which cost more than the drawing
 * and ran on the event loop). The pixels are read on the calling thread; the deflate, which is most of the cost,
 * runs on libuv's thread pool through zlib's asynchronous API, so a handler never waits on it.
 *
 * What it writes, and why (CPU time on the 30-tile board, 1600 × 1775 px, where Skia's encoder took 90–130 ms for 1,199 KiB):
 * - RGBA (colour type 6), 8 bits a channel, the canvas's straight RGBA as it is. Dropping the alpha of an opaque
 *   picture (colour type 2) deflates a quarter fewer bytes and is 5 % smaller, but the copy that drops it costs
 *   more in JavaScript, on the event loop, than it saves on the thread pool;
 * - filter type None on every row. The pictures are flat colours, text and thin lines: deflate finds the repeats of
 *   raw rows better than of Sub or Up differences (at level 3: None 1,020 KiB, Up 1,148 KiB, Sub 1,159 KiB), and None
 *   needs no pass over the pixels, only a copy of each row behind its filter byte;
 * - zlib level 3: 30 ms for 1,020 KiB, where level 1 takes 26 ms for 1,058 KiB and level 6 70 ms for 941 KiB.
 */

/** Straight (not premultiplied) RGBA, row by row, as `getImageData` gives it. */
export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Straight RGBA rows `y` to `y + rows - 1` of a picture: `rows × width × 4` bytes. */
export type ReadRows = (y: number, rows: number) => Uint8Array | Uint8ClampedArray;

/** A picture whose pixels are read a band of rows at a time (a canvas: canvas.ts). */
export interface PixelSource {
  width: number;
  height: number;
  read: ReadRows;
}

/**
 * The most bytes of pixels read at once. A whole 1600 × 1775 board (11 MB) read in one piece lands on freshly mapped
 * memory: 11–35 ms here, the more the larger the process's heap. Read in pieces of 256 KiB, the same pixels come in
 * a few milliseconds, from memory the allocator reuses.
 */
const READ_BYTES = 256 * 1024;

/** How many rows of a picture `width` wide are read at once. */
export const rowsPerRead = (width: number): number => Math.max(1, Math.floor(READ_BYTES / (width * CHANNELS)));

function sourceOf(p: RgbaPixels | PixelSource): PixelSource {
  if ('read' in p) return p;
  if (p.data.length !== p.width * p.height * CHANNELS) throw new Error(`pixel data of ${p.data.length} bytes for ${p.width}×${p.height} px`);
  const stride = p.width * CHANNELS;
  return { width: p.width, height: p.height, read: (y, rows) => p.data.subarray(y * stride, (y + rows) * stride) };
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

/** PNG colour type 6: truecolour with alpha. */
const RGBA = 6;
const CHANNELS = 4;

/**
 * The image data PNG compresses: each row a filter-type byte then the row's bytes, predicted as `filter` says. The
 * pixels are read a band at a time (rowsPerRead).
 */
export function filterRows(source: PixelSource, filter: RowFilter): Buffer {
  const { width, height } = source;
  const stride = width * CHANNELS;
  const out = Buffer.allocUnsafe((stride + 1) * height);
  const type = FILTER_BYTE[filter];
  const band = rowsPerRead(width);
  let o = 0;
  let above: Uint8Array | Uint8ClampedArray | undefined;
  for (let y = 0; y < height; y += band) {
    const count = Math.min(band, height - y);
    const pixels = source.read(y, count);
    if (pixels.length !== count * stride) throw new Error(`pixel data of ${pixels.length} bytes for ${width}×${count} px`);
    for (let r = 0; r < count; r++) {
      const row = pixels.subarray(r * stride, (r + 1) * stride);
      out[o++] = type;
      if (filter === 'none') {
        out.set(row, o);
        o += stride;
      } else {
        // Sub predicts each byte from the same channel of the pixel to the left, Up from the pixel above; outside
        // the picture the prediction is 0. The difference is kept modulo 256.
        for (let i = 0; i < stride; i++) {
          const predicted = filter === 'sub' ? (i >= CHANNELS ? row[i - CHANNELS]! : 0) : above ? above[i]! : 0;
          out[o++] = (row[i]! - predicted) & 255;
        }
      }
      above = row;
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

/** The bytes a chunk adds around its data: length (4), type (4), CRC (4). */
const CHUNK_FRAME = 12;

/** Writes one chunk at `o` of `out` — length, type, data (given in parts), CRC of type and data — and returns its end. */
function writeChunk(out: Buffer, o: number, type: string, parts: readonly Uint8Array[]): number {
  const length = parts.reduce((n, p) => n + p.length, 0);
  out.writeUInt32BE(length, o);
  out.write(type, o + 4, 'ascii');
  let crc = crc32(out.subarray(o + 4, o + 8));
  let at = o + 8;
  for (const part of parts) {
    out.set(part, at);
    crc = crc32(part, crc);
    at += part.length;
  }
  out.writeUInt32BE(crc, at);
  return at + 4;
}

function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = RGBA;
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method: adaptive (the five row filters)
  ihdr[12] = 0; // no interlace
  return ihdr;
}

/**
 * The PNG file of an RGBA picture whose zlib stream (the rows, filtered and deflated) is `zlibStream`, given in parts
 * that follow each other: one IDAT chunk, written in one allocation.
 */
export function pngFile(width: number, height: number, zlibStream: readonly Uint8Array[]): Buffer {
  const ihdr = header(width, height);
  const streamLength = zlibStream.reduce((n, p) => n + p.length, 0);
  const out = Buffer.allocUnsafe(PNG_SIGNATURE.length + 3 * CHUNK_FRAME + ihdr.length + streamLength);
  PNG_SIGNATURE.copy(out, 0);
  let o = writeChunk(out, PNG_SIGNATURE.length, 'IHDR', [ihdr]);
  o = writeChunk(out, o, 'IDAT', zlibStream);
  writeChunk(out, o, 'IEND', []);
  return out;
}

function prepare(p: RgbaPixels | PixelSource, options: PngOptions) {
  const source = sourceOf(p);
  const { filter, level } = { ...DEFAULTS, ...options };
  return { source, rows: filterRows(source, filter), level };
}

/**
 * zlib's output buffer: its default (16 KiB) makes a megabyte picture some 60 round trips between the thread pool
 * and the event loop; 256 KiB makes it a few, and measured a tenth less CPU on the board.
 */
const DEFLATE_CHUNK = 256 * 1024;

/**
 * Encodes a picture as PNG. Its rows are read and prepared here (a copy, on the calling thread); the deflate runs on
 * the thread pool. The pixels may change as soon as this returns.
 */
export function writePng(p: RgbaPixels | PixelSource, options: PngOptions = {}): Promise<Buffer> {
  let prepared: ReturnType<typeof prepare>;
  try {
    prepared = prepare(p, options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { source, rows, level } = prepared;
  return new Promise((resolve, reject) => {
    zlib.deflate(rows, { level, chunkSize: DEFLATE_CHUNK }, (error, compressed) =>
      error ? reject(error) : resolve(pngFile(source.width, source.height, [compressed])),
    );
  });
}

/** The same PNG, deflated on the calling thread: for tools and tests, never for the bot's replies. */
export function writePngSync(p: RgbaPixels | PixelSource, options: PngOptions = {}): Buffer {
  const { source, rows, level } = prepare(p, options);
  return pngFile(source.width, source.height, [zlib.deflateSync(rows, { level })]);
}
