import * as zlib from 'node:zlib';
import { adler32, adler32Combine } from './adler32.js';
import { filterRows, pngFile, rowsPerRead, type ReadRows } from './png.js';

/**
 * A PNG writer for a picture drawn again and again with most of it unchanged: the board, whose tiles stay while a
 * few pieces move (issue 10: "the board's PNG … within 1.5× of a bare fill-and-encode"). Deflating the detailed rows
 * of a 30-tile board is most of its cost (25 ms of CPU, where the flat rows of a bare canvas take 5), and moving one
 * character changes 2 or 3 of its 45 bands of rows.
 *
 * The rows (filter type None, straight RGBA, as png.ts writes them) are cut into bands, and each band is deflated on
 * its own — a raw deflate ended by a sync flush, so it starts and ends on a byte and refers to nothing before it.
 * Such pieces, one after the other between a zlib header and an empty final block, are one valid zlib stream
 * (RFC 1951 §3.2.3: blocks need only end with one marked final). Each band's rows, compressed bytes and Adler-32 are
 * kept; the next picture reads its pixels band by band, and only a band whose rows differ from the kept ones is
 * deflated (on libuv's thread pool) and checksummed again. The stream's Adler-32 is combined from the
 * bands' (adler32.ts). Independent bands cost about 0.9 % in size on the board.
 *
 * Told where the picture may have changed (the rectangles a picture over a kept base drew in, and put back), the
 * writer reads only the bands those meet, and compares inside the rectangles before reading a band whole: the board's
 * names and legend are drawn again on every picture, the same, so most such bands are found unchanged there.
 *
 * One writer serves one picture size, and belongs to what the pictures share (a kept base, layer-cache.ts). Pictures
 * encoded at the same time share the pending deflate of a band; a failed deflate forgets everything kept, so the next
 * picture starts afresh.
 */

/** RFC 1950's two header bytes for a 32 KiB window: CMF, then FLG with FLEVEL and the check bits. */
function zlibHeader(level: number): Buffer {
  const cmf = 0x78;
  const flevel = level < 2 ? 0 : level < 6 ? 1 : level === 6 ? 2 : 3;
  let flg = flevel << 6;
  flg += 31 - ((cmf * 256 + flg) % 31);
  return Buffer.from([cmf, flg]);
}

/** An empty block marked final, with fixed codes: BFINAL 1, BTYPE 01, end-of-block 0000000. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A rectangle of a picture, in whole pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Straight RGBA pixels of a rectangle of the picture, row by row: `w × h × 4` bytes. */
export type ReadRect = (r: Rect) => Uint8Array | Uint8ClampedArray;

/** Deflates one band's rows: raw deflate ended by a sync flush. */
export type DeflateBand = (rows: Buffer, level: number) => Promise<Buffer>;

/** On libuv's thread pool, off the event loop. */
const deflateOnThreadPool: DeflateBand = (rows, level) =>
  new Promise((resolve, reject) => {
    zlib.deflateRaw(rows, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }, (error, out) => (error ? reject(error) : resolve(out)));
  });

export interface PngBandsOptions {
  /** zlib level, 0–9 (png.ts measured 3 best). */
  level?: number;
  /** How a band is deflated (tests hold it back to see what a late deflate reads). */
  deflate?: DeflateBand;
}

interface Band {
  /** The band's rows as the last picture had them, filter byte first on each; never changed once kept. */
  rows: Buffer;
  /** Its raw deflate, ended by a sync flush. */
  deflated: Promise<Buffer>;
  /** Adler-32 of its rows. */
  adler: number;
}

export class PngBands {
  /** The last picture's bands, top to bottom. */
  private bands: Band[] = [];
  readonly bandRows: number;
  private readonly level: number;
  private readonly deflate: DeflateBand;
  private readonly head: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    options: PngBandsOptions = {},
  ) {
    this.bandRows = rowsPerRead(width);
    this.level = options.level ?? 3;
    this.deflate = options.deflate ?? deflateOnThreadPool;
    this.head = zlibHeader(this.level);
  }

  /** How many bands the last picture deflated anew, and how many it read whole (for the tests and the bench). */
  lastDeflated = 0;
  lastRead = 0;

  /**
   * The PNG of the picture `read` gives. The pixels are read and compared now, on the calling thread; the bands that
   * changed are deflated on the thread pool and the promise settles when they are.
   *
   * With `only`, the picture differs from the last one encoded here at most inside `only.rects` (layer-cache.ts
   * knows where it drew): a kept band no rectangle touches is taken as it is, unread, and one they touch is compared
   * inside them (read by `only.read`) before it is read whole.
   */
  encode(read: ReadRows, only?: { rects: readonly Rect[]; read: ReadRect }): Promise<Buffer> {
    const stride = this.width * 4;
    this.lastDeflated = 0;
    this.lastRead = 0;
    for (let index = 0, y = 0; y < this.height; index++, y += this.bandRows) {
      const count = Math.min(this.bandRows, this.height - y);
      const kept = this.bands[index];
      if (kept && only && this.sameInside(kept, y, count, only)) continue;
      const px = read(y, count);
      this.lastRead++;
      if (px.length !== count * stride) throw new Error(`pixel data of ${px.length} bytes for ${this.width}×${count} px`);
      const pixels = Buffer.from(px.buffer, px.byteOffset, px.length);
      if (kept && !only && sameRows(kept.rows, pixels, stride, count)) continue;
      this.keep(index, filterRows({ width: this.width, height: count, read: () => px }, 'none'));
    }
    let adler = 1;
    for (const b of this.bands) adler = adler32Combine(adler, b.adler, b.rows.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(adler, 0);
    return Promise.all(this.bands.map((b) => b.deflated)).then((deflated) =>
      pngFile(this.width, this.height, [this.head, ...deflated, FINAL_EMPTY_BLOCK, tail]),
    );
  }

  /** Whether the band of `count` rows from `y` holds the kept pixels inside every rectangle of `only` that meets it. */
  private sameInside(kept: Band, y: number, count: number, only: { rects: readonly Rect[]; read: ReadRect }): boolean {
    const stride = this.width * 4;
    for (const r of only.rects) {
      const top = Math.max(y, r.y);
      const bottom = Math.min(y + count, r.y + r.h);
      if (top >= bottom || r.w <= 0) continue;
      const part = { x: r.x, y: top, w: r.w, h: bottom - top };
      const px = only.read(part);
      if (px.length !== part.w * part.h * 4) throw new Error(`pixel data of ${px.length} bytes for ${part.w}×${part.h} px`);
      const pixels = Buffer.from(px.buffer, px.byteOffset, px.length);
      const rowBytes = part.w * 4;
      for (let row = 0; row < part.h; row++) {
        const at = (top - y + row) * (stride + 1) + 1 + part.x * 4;
        if (kept.rows.compare(pixels, row * rowBytes, (row + 1) * rowBytes, at, at + rowBytes) !== 0) return false;
      }
    }
    return true;
  }

  /**
   * Keeps a changed band and starts its deflate. Its rows are a new buffer, never written again, so a deflate still
   * waiting for the thread pool reads this picture's rows even when the next picture has come.
   */
  private keep(index: number, rows: Buffer): void {
    const band: Band = { rows, deflated: this.deflate(rows, this.level), adler: adler32(rows) };
    this.bands[index] = band;
    this.lastDeflated++;
    band.deflated.catch(() => {
      // Forget what is kept only if this band is still the kept one (a later picture may have replaced it).
      if (this.bands[index] === band) this.forget();
    });
  }

  /** Drops the kept bands: the next picture is deflated whole. */
  forget(): void {
    this.bands = [];
  }
}

/** Whether `rows` (filter byte first on each) hold the same pixels as `pixels` (`count` rows of `stride` bytes). */
function sameRows(rows: Buffer, pixels: Buffer, stride: number, count: number): boolean {
  for (let r = 0; r < count; r++) {
    const at = r * (stride + 1) + 1;
    if (rows.compare(pixels, r * stride, (r + 1) * stride, at, at + stride) !== 0) return false;
  }
  return true;
}
