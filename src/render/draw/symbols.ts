import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Drawing } from './canvas.js';
import { drawText } from './text.js';

/**
 * Map marks drawn as paths (never as font glyphs: a symbol missing from the font would come from a system font
 * and differ between machines). Each is centred on (x, y) and scaled by one size.
 */

interface Paint {
  fill: string;
  stroke: string;
  lineWidth: number;
}

function paint(ctx: SKRSContext2D, p: Paint): void {
  ctx.fillStyle = p.fill;
  ctx.fill();
  ctx.strokeStyle = p.stroke;
  ctx.lineWidth = p.lineWidth;
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** A square of side `side` (a base: a town small, a city large). */
export function drawSquare(ctx: SKRSContext2D, x: number, y: number, side: number, p: Paint): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x - side / 2, y - side / 2, side, side);
  paint(ctx, p);
  ctx.restore();
}

/** A square with battlements on top: a city, distinct from a town's plain square even when small. */
export function drawCastle(ctx: SKRSContext2D, x: number, y: number, side: number, p: Paint): void {
  const h = side / 2;
  const m = side / 5;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - h, y + h);
  ctx.lineTo(x - h, y - h);
  ctx.lineTo(x - h + m, y - h);
  ctx.lineTo(x - h + m, y - h + m);
  ctx.lineTo(x - h + 2 * m, y - h + m);
  ctx.lineTo(x - h + 2 * m, y - h);
  ctx.lineTo(x - h + 3 * m, y - h);
  ctx.lineTo(x - h + 3 * m, y - h + m);
  ctx.lineTo(x - h + 4 * m, y - h + m);
  ctx.lineTo(x - h + 4 * m, y - h);
  ctx.lineTo(x + h, y - h);
  ctx.lineTo(x + h, y + h);
  ctx.closePath();
  paint(ctx, p);
  ctx.restore();
}

/** A crown `w` wide with three points, its base line at y + w/4. */
export function drawCrown(ctx: SKRSContext2D, x: number, y: number, w: number, p: Paint): void {
  const h = w * 0.7;
  const l = x - w / 2;
  const top = y - h / 2;
  const bottom = y + h / 2;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(l, bottom);
  ctx.lineTo(l, top + h * 0.15);
  ctx.lineTo(l + w * 0.27, top + h * 0.55);
  ctx.lineTo(x, top);
  ctx.lineTo(l + w * 0.73, top + h * 0.55);
  ctx.lineTo(l + w, top + h * 0.15);
  ctx.lineTo(l + w, bottom);
  ctx.closePath();
  paint(ctx, p);
  ctx.restore();
}

/** A heater shield `h` tall with a letter on it (a guarding army's "g"). */
export function drawShield(d: Drawing, x: number, y: number, h: number, p: Paint, letter?: { text: string; colour: string }): void {
  const { ctx } = d;
  const w = h * 0.82;
  const top = y - h / 2;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - w / 2, top);
  ctx.lineTo(x + w / 2, top);
  ctx.lineTo(x + w / 2, top + h * 0.45);
  ctx.quadraticCurveTo(x + w / 2, top + h * 0.85, x, top + h);
  ctx.quadraticCurveTo(x - w / 2, top + h * 0.85, x - w / 2, top + h * 0.45);
  ctx.closePath();
  paint(ctx, p);
  ctx.restore();
  if (letter) drawText(d, letter.text, x, top + h * 0.42, { size: h * 0.72, weight: 'bold', colour: letter.colour, align: 'center', baseline: 'middle' });
}

/** A disc with a letter on it (a badge beside a mark: the wizard's "W"). */
export function drawBadge(d: Drawing, x: number, y: number, r: number, p: Paint, letter: { text: string; colour: string }): void {
  const { ctx } = d;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  paint(ctx, p);
  ctx.restore();
  drawText(d, letter.text, x, y + r * 0.06, { size: r * 1.3, weight: 'bold', colour: letter.colour, align: 'center', baseline: 'middle' });
}
