import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from './hex.js';
import { terrainStyle, type TerrainPattern } from './palette.js';

/**
 * Terrain texture: small line symbols in a darker tone of the terrain's colour, so a hex's terrain still reads
 * when a realm's tint covers it (the colour alone would not), and on a grey-scale print.
 */

/** One symbol of a pattern centred on (x, y), `u` pixels to a unit (about a sixth of a hex). */
export function drawTerrainSymbol(ctx: SKRSContext2D, pattern: TerrainPattern, x: number, y: number, u: number, ink: string): void {
  ctx.save();
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, u * 0.22);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  switch (pattern) {
    case 'grass': // a tuft: three blades fanning up
      ctx.moveTo(x - u * 0.45, y - u * 0.55);
      ctx.lineTo(x - u * 0.1, y + u * 0.35);
      ctx.moveTo(x, y - u * 0.75);
      ctx.lineTo(x, y + u * 0.35);
      ctx.moveTo(x + u * 0.45, y - u * 0.55);
      ctx.lineTo(x + u * 0.1, y + u * 0.35);
      ctx.stroke();
      break;
    case 'trees': // a conifer: a filled triangle on a trunk
      ctx.moveTo(x, y - u * 0.9);
      ctx.lineTo(x + u * 0.55, y + u * 0.3);
      ctx.lineTo(x - u * 0.55, y + u * 0.3);
      ctx.closePath();
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(x, y + u * 0.3);
      ctx.lineTo(x, y + u * 0.7);
      ctx.stroke();
      break;
    case 'hills': // two humps
      ctx.arc(x - u * 0.35, y + u * 0.3, u * 0.55, Math.PI * 1.05, Math.PI * 1.95);
      ctx.moveTo(x + u * 0.05, y + u * 0.3);
      ctx.arc(x + u * 0.45, y + u * 0.3, u * 0.45, Math.PI * 1.1, Math.PI * 1.95);
      ctx.stroke();
      break;
    case 'reeds': // reeds over a line of still water
      for (const [dx, h] of [[-0.4, 0.6], [0, 0.9], [0.4, 0.55]] as const) {
        ctx.moveTo(x + dx * u, y + u * 0.2);
        ctx.lineTo(x + dx * u, y + u * (0.2 - h));
      }
      ctx.moveTo(x - u * 0.75, y + u * 0.45);
      ctx.lineTo(x + u * 0.75, y + u * 0.45);
      ctx.stroke();
      break;
    case 'shore': // a small wave beside a shore line
    case 'waves': {
      const rows = pattern === 'waves' ? [-0.2, 0.3] : [0];
      for (const dy of rows) {
        const yy = y + dy * u;
        ctx.moveTo(x - u * 0.8, yy);
        ctx.quadraticCurveTo(x - u * 0.4, yy - u * 0.45, x, yy);
        ctx.quadraticCurveTo(x + u * 0.4, yy + u * 0.45, x + u * 0.8, yy);
      }
      if (pattern === 'shore') {
        ctx.moveTo(x - u * 0.6, y + u * 0.5);
        ctx.lineTo(x + u * 0.6, y + u * 0.5);
      }
      ctx.stroke();
      break;
    }
    case 'dunes': // a dune's crest and a few grains
      ctx.moveTo(x - u * 0.8, y + u * 0.25);
      ctx.quadraticCurveTo(x - u * 0.1, y - u * 0.55, x + u * 0.8, y + u * 0.25);
      ctx.stroke();
      ctx.beginPath();
      for (const [dx, dy] of [[-0.3, 0.55], [0.25, 0.6]] as const) {
        ctx.moveTo(x + dx * u + u * 0.1, y + dy * u);
        ctx.arc(x + dx * u, y + dy * u, u * 0.1, 0, Math.PI * 2);
      }
      ctx.fill();
      break;
    case 'none':
      break;
  }
  ctx.restore();
}

/** Where the symbols of a hex go, in hex sizes from its centre: around the middle, which the marks use. */
const SPOTS: readonly [number, number][] = [
  [-0.5, -0.38],
  [0.12, -0.55],
  [-0.6, 0.3],
  [0.55, 0.42],
];

/** A hex's texture: a few symbols of its terrain's pattern. */
export function drawTerrainTexture(ctx: SKRSContext2D, terrain: string, centre: Point, size: number): void {
  const style = terrainStyle(terrain);
  const u = size * 0.2;
  for (const [dx, dy] of SPOTS) drawTerrainSymbol(ctx, style.pattern, centre.x + dx * size, centre.y + dy * size, u, style.ink);
}
