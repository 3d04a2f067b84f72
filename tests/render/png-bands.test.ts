import { constants, deflateRawSync, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine } from '../../src/render/draw/adler32.js';
import { createDrawing, encodePng, type Drawing } from '../../src/render/draw/canvas.js';
import { forgetLayers } from '../../src/render/draw/layer-cache.js';
import { PngBands } from '../../src/render/draw/png-bands.js';
import { boardDrawing } from '../../src/render/board.js';
import { board30 } from './board-fixtures.js';
import { decode } from './pixels.js';

/** zlib's own Adler-32 of `data`: the last four bytes of its zlib stream. */
const zlibAdler = (data: Uint8Array) => {
  const z = deflateSync(data, { level: 0 });
  return z.readUInt32BE(z.length - 4);
};

/** Bytes that look like nothing: every value, in no order. */
const noise = (n: number, seed = 1) => {
  const out = new Uint8Array(n);
  for (let i = 0, x = seed; i < n; i++) out[i] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24;
  return out;
};

describe('Adler-32 (adler32.ts)', () => {
  it('is zlib’s checksum, for lengths around its sixteen-byte turns and its 5,552-byte stretches', () => {
    expect(adler32(new Uint8Array(0))).toBe(1);
    // RFC 1950's checksum of "Wikipedia", the usual worked example: 0x11E60398.
    expect(adler32(Buffer.from('Wikipedia', 'ascii'))).toBe(0x11e60398);
    for (const n of [1, 15, 16, 17, 5551, 5552, 5553, 70_000, 300_001]) expect(adler32(noise(n, n)), `${n} bytes`).toBe(zlibAdler(noise(n, n)));
    // All 255s: the sums grow fastest, so a late reduction would overflow.
    const full = new Uint8Array(200_000).fill(255);
    expect(adler32(full)).toBe(zlibAdler(full));
  });

  it('combines two checksums into that of the two pieces one after the other, also past 65,521 bytes', () => {
    for (const [m, n] of [[0, 10], [10, 0], [3, 7], [5552, 70_000], [100_000, 65_521], [131_042, 1]] as const) {
      const a = noise(m, 3);
      const b = noise(n, 4);
      const both = Buffer.concat([a, b]);
      expect(adler32Combine(adler32(a), adler32(b), n), `${m} + ${n}`).toBe(adler32(both));
    }
  });
});

/** A picture of `width × height` with a few marks, and one more mark where `moved` says. */
function picture(width: number, height: number, moved?: { x: number; y: number }): Drawing {
  const d = createDrawing(width, height);
  d.ctx.fillStyle = '#f7f3ea';
  d.ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 30; i++) {
    d.ctx.fillStyle = `hsl(${(i * 47) % 360}, 55%, 45%)`;
    d.ctx.fillRect((i * 53) % (width - 20), (i * 31) % (height - 10), 17, 9);
  }
  d.ctx.fillStyle = '#222';
  d.ctx.font = '12px sans-serif';
  d.ctx.fillText('Borderland 5', 8, height - 6);
  if (moved) {
    d.ctx.fillStyle = '#c0392b';
    d.ctx.beginPath();
    d.ctx.arc(moved.x, moved.y, 5, 0, Math.PI * 2);
    d.ctx.fill();
  }
  return d;
}

const rowsOf = (d: Drawing) => (y: number, rows: number) => d.ctx.getImageData(0, y, d.width, rows).data;
const samePixels = async (png: Buffer, d: Drawing) =>
  Buffer.from((await decode(png)).data).equals(Buffer.from(d.ctx.getImageData(0, 0, d.width, d.height).data));

describe('the banded PNG writer (png-bands.ts)', () => {
  // 1,024 px wide: 64 rows a band (256 KiB of pixels), so 300 rows are five bands, the last of 44 rows.
  const W = 1024;
  const H = 300;

  it('writes pictures that decode to exactly the drawn pixels, deflating again only the bands that changed', async () => {
    const png = new PngBands(W, H);
    expect(png.bandRows).toBe(64);
    const first = picture(W, H);
    expect(await samePixels(await png.encode(rowsOf(first)), first)).toBe(true);
    expect(png.lastDeflated).toBe(5);

    // The same picture again: nothing deflated, the same file.
    const again = await png.encode(rowsOf(picture(W, H)));
    expect(png.lastDeflated).toBe(0);
    expect(again.equals(await new PngBands(W, H).encode(rowsOf(first)))).toBe(true);

    // A mark in the third band (rows 128–191) only.
    const moved = picture(W, H, { x: 500, y: 160 });
    const third = await png.encode(rowsOf(moved));
    expect(png.lastDeflated).toBe(1);
    expect(await samePixels(third, moved)).toBe(true);

    // A mark across the first two bands' border (the third band's mark gone): three bands. Then back to the first
    // picture: the first two.
    const across = picture(W, H, { x: 40, y: 64 });
    expect(await samePixels(await png.encode(rowsOf(across)), across)).toBe(true);
    expect(png.lastDeflated).toBe(3);
    expect(await samePixels(await png.encode(rowsOf(first)), first)).toBe(true);
    expect(png.lastDeflated).toBe(2);
  });

  it('told where a picture may have changed, reads only the bands those rectangles meet, and compares inside them first', async () => {
    const png = new PngBands(W, H);
    const readRect = (d: Drawing) => (r: { x: number; y: number; w: number; h: number }) => d.ctx.getImageData(r.x, r.y, r.w, r.h).data;
    const first = picture(W, H);
    await png.encode(rowsOf(first));
    // A mark at (500, 160): the third band. Told so, the writer reads that band and no other.
    const moved = picture(W, H, { x: 500, y: 160 });
    const mark = { x: 490, y: 150, w: 20, h: 20 };
    const second = await png.encode(rowsOf(moved), { rects: [mark], read: readRect(moved) });
    expect([png.lastRead, png.lastDeflated]).toEqual([1, 1]);
    expect(await samePixels(second, moved)).toBe(true);
    // Told of a rectangle across the first two bands where nothing changed: compared inside it, nothing read whole.
    const third = await png.encode(rowsOf(moved), { rects: [{ x: 0, y: 60, w: 50, h: 10 }], read: readRect(moved) });
    expect([png.lastRead, png.lastDeflated]).toEqual([0, 0]);
    expect(third.equals(second)).toBe(true);
    // The writer trusts the rectangles: a change outside them is not seen. (layer-cache.ts clips what it draws to them.)
    const unseen = await png.encode(rowsOf(first), { rects: [], read: readRect(first) });
    expect(await samePixels(unseen, moved)).toBe(true);
  });

  it('writes one zlib stream whose checksum is that of all the rows, and is about as small as deflating them whole', async () => {
    const d = picture(W, H, { x: 300, y: 250 });
    const png = await new PngBands(W, H).encode(rowsOf(d));
    const idat = png.subarray(33 + 8, png.length - 12 - 4);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    // inflateSync checks the stream's Adler-32: a wrong one throws.
    const rows = inflateSync(idat);
    expect(rows.length).toBe(H * (W * 4 + 1));
    expect(idat.readUInt32BE(idat.length - 4)).toBe(adler32(rows));
    const whole = await encodePng(d);
    expect(png.length).toBeLessThan(whole.length * 1.02);
  });

  it('keeps pictures encoded at the same time apart, even when their deflates wait, and refuses pixels of the wrong size', async () => {
    const a = picture(W, H, { x: 100, y: 20 });
    const b = picture(W, H, { x: 900, y: 280 });
    // Each band's deflate held back until both pictures have been read, as when the thread pool is busy: each
    // picture must still be deflated from its own rows.
    const held: (() => void)[] = [];
    const png = new PngBands(W, H, {
      deflate: (rows, level) => new Promise((resolve) => held.push(() => resolve(deflateRawSync(rows, { level, finishFlush: constants.Z_SYNC_FLUSH })))),
    });
    const pa = png.encode(rowsOf(a));
    const pb = png.encode(rowsOf(b));
    for (const release of held) release();
    expect(await samePixels(await pa, a)).toBe(true);
    expect(await samePixels(await pb, b)).toBe(true);
    expect(() => png.encode(() => new Uint8Array(10))).toThrow(/10 bytes for 1024×64 px/);
  });

  it('passes a failed deflate to the picture’s caller, and deflates the next picture whole', async () => {
    let fail = true;
    const png = new PngBands(W, H, {
      deflate: (rows, level) => (fail ? Promise.reject(new Error('out of memory')) : Promise.resolve(deflateRawSync(rows, { level, finishFlush: constants.Z_SYNC_FLUSH }))),
    });
    const d = picture(W, H);
    await expect(png.encode(rowsOf(d))).rejects.toThrow('out of memory');
    fail = false;
    const again = await png.encode(rowsOf(d));
    expect(png.lastDeflated).toBe(5);
    expect(await samePixels(again, d)).toBe(true);
  });
});

describe('the board’s pictures through its kept layer (issue 10)', () => {
  it('a board redrawn after a character moved is exactly the drawn picture, with only the changed bands deflated', async () => {
    forgetLayers();
    const view = board30();
    const mover = view.pieces.find((p) => p.label === 'Berserker')!;
    const moved = { ...view, pieces: view.pieces.map((p) => (p === mover ? { ...p, tile: 'OW', clearing: 4 } : p)) };
    const deflated = [];
    const read = [];
    for (const v of [view, moved, view]) {
      const d = boardDrawing(v);
      expect(await samePixels(await encodePng(d), d)).toBe(true);
      deflated.push(d.overlay!.bands.lastDeflated);
      read.push(d.overlay!.bands.lastRead);
    }
    // Only the bands that changed are read whole: the others are compared inside what was drawn over them, or not at all.
    expect(read).toEqual(deflated);
    // 1,775 rows in bands of 40: all 45 the first time; then the few that hold Tristar's and Oak Woods' changes.
    expect(deflated[0]).toBe(45);
    expect(deflated[1]).toBeGreaterThan(0);
    expect(deflated[1]).toBeLessThan(6);
    expect(deflated[2]).toBe(deflated[1]);
  });
});
