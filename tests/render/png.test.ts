import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDrawing, encodePng, type Drawing } from '../../src/render/draw/canvas.js';
import { tableCrc32, writePng, writePngSync, type RowFilter } from '../../src/render/draw/png.js';
import { decode, isPng, pngSize } from './pixels.js';

/** A small picture with flat areas, edges, anti-aliased text and lines: what the bot's pictures are made of. */
function sample(width = 61, height = 37, background: string | null = '#f7f3ea'): Drawing {
  const d = createDrawing(width, height);
  if (background) {
    d.ctx.fillStyle = background;
    d.ctx.fillRect(0, 0, width, height);
  }
  d.ctx.fillStyle = '#3b6ea5';
  d.ctx.fillRect(5, 4, 20, 11);
  d.ctx.strokeStyle = '#8a5a2b';
  d.ctx.lineWidth = 2.5;
  d.ctx.beginPath();
  d.ctx.arc(40, 20, 12, 0, Math.PI * 1.5);
  d.ctx.stroke();
  d.ctx.fillStyle = '#222';
  d.ctx.font = '13px sans-serif';
  d.ctx.fillText('Ag 7', 3, 33);
  return d;
}

const pixelsOf = (d: Drawing) => d.ctx.getImageData(0, 0, d.width, d.height).data;

/** The PNG's chunks, in order: type and data. */
function chunks(png: Buffer): { type: string; data: Buffer; crc: number }[] {
  const out = [];
  for (let o = 8; o < png.length; ) {
    const length = png.readUInt32BE(o);
    out.push({ type: png.toString('ascii', o + 4, o + 8), data: png.subarray(o + 8, o + 8 + length), crc: png.readUInt32BE(o + 8 + length) });
    o += 12 + length;
  }
  return out;
}

describe('the PNG writer', () => {
  it('writes a picture that decodes to exactly the drawn pixels, with every row filter', async () => {
    const d = sample();
    for (const filter of ['none', 'sub', 'up'] as RowFilter[]) {
      const png = await writePng(d.ctx.getImageData(0, 0, d.width, d.height), { filter });
      expect(isPng(png)).toBe(true);
      expect(pngSize(png)).toEqual({ width: d.width, height: d.height });
      const back = await decode(png);
      expect(Buffer.from(back.data).equals(Buffer.from(pixelsOf(d))), filter).toBe(true);
    }
  });

  it('reads a large picture a band of rows at a time, and predicts from the row above across the bands’ borders', async () => {
    // 1,024 px wide: 64 rows a read, so 150 rows are read in three pieces.
    const d = createDrawing(1024, 150);
    d.ctx.fillStyle = '#f7f3ea';
    d.ctx.fillRect(0, 0, 1024, 150);
    d.ctx.strokeStyle = '#3b6ea5';
    d.ctx.lineWidth = 3;
    d.ctx.beginPath();
    d.ctx.moveTo(0, 0);
    d.ctx.lineTo(1024, 150);
    d.ctx.stroke();
    const reads: [number, number][] = [];
    const read = (y: number, rows: number) => (reads.push([y, rows]), d.ctx.getImageData(0, y, 1024, rows).data);
    for (const filter of ['none', 'sub', 'up'] as RowFilter[]) {
      reads.length = 0;
      const png = await writePng({ width: 1024, height: 150, read }, { filter });
      expect(reads).toEqual([[0, 64], [64, 64], [128, 22]]);
      expect(Buffer.from((await decode(png)).data).equals(Buffer.from(pixelsOf(d))), filter).toBe(true);
    }
  });

  it('keeps partly transparent pixels as the canvas gives them (straight alpha, not premultiplied)', async () => {
    const d = sample(61, 37, null);
    d.ctx.fillStyle = 'rgba(200, 40, 90, 0.3)';
    d.ctx.fillRect(10, 10, 30, 20);
    d.ctx.globalAlpha = 0.55;
    d.ctx.fillStyle = '#0a7f3c';
    d.ctx.fillRect(30, 2, 25, 30);
    const drawn = pixelsOf(d);
    const png = await encodePng(d);
    // The stored bytes are getImageData's straight RGBA: a premultiplied pixel would show as darker colours.
    const stored = inflateSync(Buffer.concat(chunks(png).filter((c) => c.type === 'IDAT').map((c) => c.data)));
    const at = (x: number, y: number) => stored.subarray(y * (d.width * 4 + 1) + 1 + x * 4, y * (d.width * 4 + 1) + 1 + x * 4 + 4);
    expect([...at(15, 15)]).toEqual([...drawn.subarray((15 * d.width + 15) * 4, (15 * d.width + 15) * 4 + 4)]);
    expect(at(15, 15)[3]).toBeLessThan(255);
    // Read back through the canvas library, the picture is the one drawn, and the one Skia's encoder gives.
    const back = await decode(png);
    expect(Buffer.from(back.data).equals(Buffer.from(drawn))).toBe(true);
    const skia = await decode(d.canvas.encodeSync('png'));
    expect(Buffer.from(back.data).equals(Buffer.from(skia.data))).toBe(true);
  });

  it('writes signature, IHDR, IDAT and IEND with correct CRCs, and the same bytes off and on the event loop', async () => {
    const pixels = sample().ctx.getImageData(0, 0, 61, 37);
    const png = await writePng(pixels);
    expect(chunks(png).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of chunks(png)) expect(tableCrc32(Buffer.concat([Buffer.from(c.type, 'ascii'), c.data]))).toBe(c.crc);
    expect([...chunks(png)[0]!.data.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    expect(writePngSync(pixels).equals(png)).toBe(true);
  });

  it('computes the PNG CRC-32 with its own table as zlib does', () => {
    expect(tableCrc32(Buffer.from('IEND', 'ascii'))).toBe(0xae426082);
    expect(tableCrc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(tableCrc32(Buffer.from('56789', 'ascii'), tableCrc32(Buffer.from('1234', 'ascii')))).toBe(0xcbf43926);
  });

  it('refuses pixel data of the wrong length', async () => {
    await expect(writePng({ width: 2, height: 2, data: new Uint8Array(15) })).rejects.toThrow(/15 bytes for 2×2/);
  });

  it('deflates off the event loop: the encoding is still under way when the next loop turn runs', async () => {
    const d = createDrawing(1600, 1600);
    for (let i = 0; i < 400; i++) {
      d.ctx.fillStyle = `hsl(${(i * 37) % 360}, 60%, 50%)`;
      d.ctx.fillRect((i * 97) % 1500, (i * 61) % 1500, 90, 60);
    }
    let settled = false;
    const png = encodePng(d).then((b) => ((settled = true), b));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(isPng(await png)).toBe(true);
  });
});
