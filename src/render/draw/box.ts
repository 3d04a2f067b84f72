import type { Drawing } from './canvas.js';

/** A filled box with rounded corners and an outline: a played card, a turn, a bar (the melee and duel pictures). */
export function drawCardBox(d: Drawing, x: number, y: number, w: number, h: number, fill: string, stroke: string, lineWidth = 2.5): void {
  const { ctx } = d;
  ctx.save();
  ctx.fillStyle = fill;
  ctx.strokeStyle = stroke;
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 9);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
