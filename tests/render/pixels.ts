import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Test helpers that read a PNG back: its size from the header, its pixels through the same canvas library. */

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(buf: Buffer): boolean {
  return PNG_MAGIC.every((b, i) => buf[i] === b);
}

/** Width and height from the IHDR chunk. */
export function pngSize(buf: Buffer): { width: number; height: number } {
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function decode(buf: Buffer): Promise<Pixels> {
  const img = await loadImage(buf);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How many pixels of a rectangle differ between two pictures of the same size. */
export function differingPixels(a: Pixels, b: Pixels, r: Rect): number {
  let n = 0;
  for (let y = Math.max(0, Math.floor(r.y)); y < Math.min(a.height, Math.ceil(r.y + r.h)); y++) {
    for (let x = Math.max(0, Math.floor(r.x)); x < Math.min(a.width, Math.ceil(r.x + r.w)); x++) {
      const i = (y * a.width + x) * 4;
      if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) n++;
    }
  }
  return n;
}

/** Pixels close to a colour (`#rrggbb`), within a tolerance per channel. */
export function countColour(p: Pixels, hex: string, tolerance = 12): number {
  const c = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(c >> 16) & 255, (c >> 8) & 255, c & 255];
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) {
    if (Math.abs(p.data[i]! - r) <= tolerance && Math.abs(p.data[i + 1]! - g) <= tolerance && Math.abs(p.data[i + 2]! - b) <= tolerance) n++;
  }
  return n;
}
