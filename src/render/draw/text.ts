import type { Drawing } from './canvas.js';
import { cssFont, type FontWeight } from './fonts.js';
import type { Rect } from './png-bands.js';

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  colour: string;
  align?: CanvasTextAlign;
  baseline?: CanvasTextBaseline;
  /** A ring of this colour around the glyphs, so a label stays legible on any terrain or tint. */
  halo?: { colour: string; width: number };
}

function apply(d: Drawing, style: TextStyle): void {
  d.ctx.font = cssFont(style.size, style.weight);
  d.ctx.textAlign = style.align ?? 'left';
  d.ctx.textBaseline = style.baseline ?? 'alphabetic';
}

/**
 * The only way the kit puts text on a picture: it logs the string in `d.texts`, then draws the halo (if any)
 * and the glyphs.
 */
export function drawText(d: Drawing, text: string, x: number, y: number, style: TextStyle): void {
  d.texts.push({ text, x, y });
  const { ctx } = d;
  ctx.save();
  apply(d, style);
  if (style.halo) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = style.halo.width * 2;
    ctx.strokeStyle = style.halo.colour;
    ctx.strokeText(text, x, y);
  }
  ctx.fillStyle = style.colour;
  ctx.fillText(text, x, y);
  ctx.restore();
}

/**
 * Widths measured, by font and text. A width depends on nothing else (the fonts are registered once, the language is
 * fixed: canvas.ts), and the board measures the same names again on every picture to place them around its pieces:
 * setting the font and measuring cost it about 6 ms a picture. Bounded: emptied when full.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;

export function textWidth(d: Drawing, text: string, style: Pick<TextStyle, 'size' | 'weight'>): number {
  const font = cssFont(style.size, style.weight);
  const key = `${font}\u0000${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  d.ctx.save();
  d.ctx.font = font;
  const w = d.ctx.measureText(text).width;
  d.ctx.restore();
  if (widths.size >= WIDTHS_KEPT) widths.clear();
  widths.set(key, w);
  return w;
}

/** The text cut to fit a width, with an ellipsis when it had to be cut. */
export function ellipsize(d: Drawing, text: string, maxWidth: number, style: Pick<TextStyle, 'size' | 'weight'>): string {
  if (textWidth(d, text, style) <= maxWidth) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(d, `${text.slice(0, mid).trimEnd()}…`, style) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/** Splits a text into lines no wider than `width` at spaces; a word longer than a line is ellipsized. */
export function wrapText(d: Drawing, text: string, width: number, style: Pick<TextStyle, 'size' | 'weight'>): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(d, candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = textWidth(d, word, style) <= width ? word : ellipsize(d, word, width, style);
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** The largest size, from `style.size` down to `minSize`, at which the text fits a width (a title that is long). */
export function fittingSize(d: Drawing, text: string, maxWidth: number, style: Pick<TextStyle, 'size' | 'weight'>, minSize: number): number {
  let size = style.size;
  while (size > minSize && textWidth(d, text, { ...style, size }) > maxWidth) size -= 1;
  return size;
}

/**
 * The height of Noto Sans's glyphs above and below an alphabetic baseline, in font sizes (its ascender is 1.069, its
 * descender 0.293), with room for accents on capitals; and the middle baseline's offset from the alphabetic one.
 */
const ASCENT = 1.15;
const DESCENT = 0.35;

/**
 * A rectangle that holds a text as drawText draws it, halo included, with two pixels to spare: what a text drawn
 * over a kept base is clipped to (layer-cache.ts). Too small a rectangle would cut the text; the board's tests compare
 * its kept pictures with pictures drawn afresh, unclipped.
 */
export function textRect(d: Drawing, text: string, x: number, y: number, style: TextStyle): Rect {
  const w = textWidth(d, text, style);
  const align = style.align ?? 'left';
  const left = align === 'center' ? x - w / 2 : align === 'right' || align === 'end' ? x - w : x;
  const baseline = style.baseline ?? 'alphabetic';
  const s = style.size;
  const [above, below] =
    baseline === 'middle' ? [s * 0.85, s * 0.85] : baseline === 'top' || baseline === 'hanging' ? [s * 0.2, s * 1.5] : baseline === 'bottom' || baseline === 'ideographic' ? [s * 1.5, s * 0.2] : [s * ASCENT, s * DESCENT];
  const pad = (style.halo?.width ?? 0) + 2;
  return { x: left - pad, y: y - above - pad, w: w + 2 * pad, h: above + below + 2 * pad };
}
