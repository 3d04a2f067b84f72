import type { SKRSContext2D } from '@napi-rs/canvas';
import type { WeatherCounter } from '../../engine/rulesets/magic-realm/calendar/view-types.js';

/**
 * The calendar's icon set, drawn with paths only (no emoji, no image files): the weather counters, the phases of
 * the day, and the mountain of the MOVE cost. Each draws in a box of side `s` centred on (x, y).
 */

// ----------------------------------------------------------------------------------------------------------
// Weather counters (paths only: no emoji, no image files)
// ----------------------------------------------------------------------------------------------------------

export type WeatherGlyph = 'sun' | 'shower' | 'snow-shower' | 'storm' | 'snowstorm' | 'snowflake' | 'star';

const COLD = /snow|flurr|sleet|blizzard|\bice\b|\bicy\b|frigid|freez|frost/i;

/** The picture on a week's weather counter: by the counter, in its wintry form when the weather's name is cold. */
export function weatherGlyph(counter: WeatherCounter | string, name: string): WeatherGlyph {
  const cold = COLD.test(name);
  switch (counter) {
    case 'clear':
      return 'sun';
    case 'showers':
      return cold ? 'snow-shower' : 'shower';
    case 'storm':
      return cold ? 'snowstorm' : 'storm';
    default:
      return cold ? 'snowflake' : 'star';
  }
}

function sun(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.strokeStyle = '#e39b0b';
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1.5, r * 0.28);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * r * 1.45, y + Math.sin(a) * r * 1.45);
    ctx.lineTo(x + Math.cos(a) * r * 1.95, y + Math.sin(a) * r * 1.95);
    ctx.stroke();
  }
  const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);
  g.addColorStop(0, '#ffe27a');
  g.addColorStop(1, '#f4b416');
  ctx.fillStyle = g;
  ctx.strokeStyle = '#c77f06';
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** A cloud `w` wide centred on (x, y): lobes and a flat base, outlined once around the whole shape. */
function cloud(ctx: SKRSContext2D, x: number, y: number, w: number, fill: string, stroke: string): void {
  const shape = () => {
    ctx.beginPath();
    ctx.arc(x - w * 0.2, y + w * 0.02, w * 0.19, 0, Math.PI * 2);
    ctx.moveTo(x + w * 0.31, y - w * 0.08);
    ctx.arc(x + w * 0.04, y - w * 0.08, w * 0.27, 0, Math.PI * 2);
    ctx.moveTo(x + w * 0.45, y + w * 0.06);
    ctx.arc(x + w * 0.27, y + w * 0.06, w * 0.18, 0, Math.PI * 2);
    ctx.roundRect(x - w * 0.42, y + w * 0.0, w * 0.86, w * 0.24, w * 0.12);
  };
  ctx.save();
  ctx.lineJoin = 'round';
  // The outline: the shapes stroked twice as wide, then filled over, so only the outer edge remains.
  shape();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = Math.max(2, w * 0.07);
  ctx.stroke();
  shape();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.restore();
}

function rain(ctx: SKRSContext2D, x: number, y: number, w: number, drops: number): void {
  ctx.save();
  ctx.strokeStyle = '#2f74c0';
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1.5, w * 0.055);
  for (let i = 0; i < drops; i++) {
    const dx = x + (i - (drops - 1) / 2) * w * 0.24;
    const dy = y + (i % 2) * w * 0.07;
    ctx.beginPath();
    ctx.moveTo(dx + w * 0.04, dy);
    ctx.lineTo(dx - w * 0.04, dy + w * 0.15);
    ctx.stroke();
  }
  ctx.restore();
}

/** A six-armed snowflake of radius r, each arm with a pair of twigs. */
function snowflake(ctx: SKRSContext2D, x: number, y: number, r: number, colour = '#2e78c7'): void {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1.2, r * 0.16);
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 - Math.PI / 2;
    const ex = x + Math.cos(a) * r;
    const ey = y + Math.sin(a) * r;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(ex, ey);
    if (r >= 6) {
      const bx = x + Math.cos(a) * r * 0.58;
      const by = y + Math.sin(a) * r * 0.58;
      for (const s of [-1, 1]) {
        const b = a + (s * Math.PI) / 4;
        ctx.moveTo(bx, by);
        ctx.lineTo(bx + Math.cos(b) * r * 0.36, by + Math.sin(b) * r * 0.36);
      }
    }
    ctx.stroke();
  }
  ctx.restore();
}

function bolt(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  const pts: [number, number][] = [
    [0.06, 0],
    [-0.14, 0.3],
    [-0.01, 0.3],
    [-0.1, 0.56],
    [0.18, 0.2],
    [0.05, 0.2],
    [0.15, 0],
  ];
  ctx.save();
  ctx.beginPath();
  pts.forEach(([px, py], i) => (i ? ctx.lineTo(x + px * s, y + py * s) : ctx.moveTo(x + px * s, y + py * s)));
  ctx.closePath();
  ctx.fillStyle = '#ffd23f';
  ctx.strokeStyle = '#7a5600';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, s * 0.035);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** A star of `points` points, radii r and r·inner. */
function star(ctx: SKRSContext2D, x: number, y: number, r: number, points: number, inner: number, fill: string, stroke: string): void {
  ctx.save();
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const a = (i * Math.PI) / points - Math.PI / 2;
    const rr = i % 2 ? r * inner : r;
    if (i) ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    else ctx.moveTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.strokeStyle = stroke;
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, r * 0.09);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** A weather picture in a box of side `s` centred on (x, y). */
export function drawWeatherGlyph(ctx: SKRSContext2D, glyph: WeatherGlyph, x: number, y: number, s: number): void {
  switch (glyph) {
    case 'sun':
      sun(ctx, x, y, s * 0.24);
      break;
    case 'shower':
      sun(ctx, x + s * 0.16, y - s * 0.24, s * 0.14);
      cloud(ctx, x - s * 0.04, y - s * 0.08, s * 0.8, '#eef2f6', '#6d7c8c');
      rain(ctx, x - s * 0.04, y + s * 0.23, s, 3);
      break;
    case 'snow-shower':
      cloud(ctx, x, y - s * 0.14, s * 0.86, '#eef2f6', '#6d7c8c');
      [-0.24, 0, 0.24].forEach((dx, i) => snowflake(ctx, x + dx * s, y + s * (0.27 + (i % 2) * 0.1), s * 0.105));
      break;
    case 'storm':
      cloud(ctx, x, y - s * 0.16, s * 0.9, '#5f6875', '#2f353d');
      rain(ctx, x - s * 0.26, y + s * 0.2, s, 1);
      rain(ctx, x + s * 0.3, y + s * 0.2, s, 1);
      bolt(ctx, x, y - s * 0.02, s * 0.92);
      break;
    case 'snowstorm':
      cloud(ctx, x, y - s * 0.16, s * 0.9, '#5f6875', '#2f353d');
      [-0.25, 0, 0.25].forEach((dx, i) => snowflake(ctx, x + dx * s, y + s * (0.24 + (i % 2) * 0.12), s * 0.105, '#1f5fa8'));
      break;
    case 'snowflake':
      snowflake(ctx, x, y, s * 0.36);
      break;
    case 'star':
      star(ctx, x - s * 0.05, y + s * 0.04, s * 0.34, 4, 0.34, '#f3c53c', '#9a6a00');
      star(ctx, x + s * 0.25, y - s * 0.24, s * 0.12, 4, 0.36, '#c79cf0', '#6a2aa8');
      star(ctx, x + s * 0.26, y + s * 0.26, s * 0.08, 4, 0.36, '#c79cf0', '#6a2aa8');
      break;
  }
}

export type PhaseGlyph = 'dawn' | 'day' | 'dusk' | 'evening' | 'night';

/** The picture of a phase of the day: Birdsong at dawn, Daylight, Sunset, Evening, Midnight. */
export function phaseGlyph(phase: string | undefined): PhaseGlyph | undefined {
  const p = (phase ?? '').toLowerCase();
  if (/bird|dawn|morning/.test(p)) return 'dawn';
  if (/sunset|dusk/.test(p)) return 'dusk';
  if (/midnight|night/.test(p)) return 'night';
  if (/evening/.test(p)) return 'evening';
  if (/day|noon/.test(p)) return 'day';
  return undefined;
}

/** A sun half risen over the horizon, in a box of side `s` centred on (x, y). */
function horizonSun(ctx: SKRSContext2D, x: number, y: number, s: number, fill: string, stroke: string, rays: boolean): void {
  const base = y + s * 0.2;
  const r = s * 0.32;
  ctx.save();
  ctx.lineCap = 'round';
  if (rays) {
    ctx.strokeStyle = '#e39b0b';
    ctx.lineWidth = Math.max(1.2, s * 0.07);
    for (let i = 0; i < 5; i++) {
      const a = Math.PI + (i + 0.5) * (Math.PI / 5);
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(a) * r * 1.35, base + Math.sin(a) * r * 1.35);
      ctx.lineTo(x + Math.cos(a) * r * 1.7, base + Math.sin(a) * r * 1.7);
      ctx.stroke();
    }
  }
  ctx.beginPath();
  ctx.arc(x, base, r, Math.PI, 0);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = Math.max(1, s * 0.05);
  ctx.stroke();
  ctx.strokeStyle = '#6f5430';
  ctx.lineWidth = Math.max(1.2, s * 0.07);
  ctx.beginPath();
  ctx.moveTo(x - s * 0.48, base);
  ctx.lineTo(x + s * 0.48, base);
  ctx.stroke();
  ctx.restore();
}

/** A crescent moon on a dusky disc, with stars at night. */
function moon(ctx: SKRSContext2D, x: number, y: number, s: number, sky: string, stars: boolean): void {
  const r = s * 0.46;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = sky;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x - r * 0.12, y, r * 0.62, 0, Math.PI * 2);
  ctx.arc(x + r * 0.16, y - r * 0.18, r * 0.52, 0, Math.PI * 2, true);
  ctx.fillStyle = '#fff1b8';
  ctx.fill('evenodd');
  ctx.restore();
  if (stars) {
    star(ctx, x + r * 0.5, y + r * 0.35, r * 0.2, 4, 0.4, '#fff1b8', '#fff1b8');
    star(ctx, x + r * 0.45, y - r * 0.55, r * 0.13, 4, 0.4, '#fff1b8', '#fff1b8');
  }
}

/** A phase's picture in a box of side `s` centred on (x, y). */
export function drawPhaseGlyph(ctx: SKRSContext2D, glyph: PhaseGlyph, x: number, y: number, s: number): void {
  switch (glyph) {
    case 'dawn':
      horizonSun(ctx, x, y, s, '#ffd766', '#c77f06', true);
      break;
    case 'day':
      sun(ctx, x, y, s * 0.25);
      break;
    case 'dusk':
      horizonSun(ctx, x, y, s, '#f08a3c', '#a4481a', false);
      break;
    case 'evening':
      moon(ctx, x, y, s, '#6b5b95', false);
      break;
    case 'night':
      moon(ctx, x, y, s, '#1f2a4d', true);
      break;
  }
}

/** Peaks with snow on them: the mountain beside its MOVE cost. */
export function mountain(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  const peak = (px: number, w: number, h: number, fill: string) => {
    const base = y + s * 0.4;
    ctx.beginPath();
    ctx.moveTo(px - w / 2, base);
    ctx.lineTo(px, base - h);
    ctx.lineTo(px + w / 2, base);
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.strokeStyle = '#4d2508';
    ctx.lineWidth = 1.3;
    ctx.lineJoin = 'round';
    ctx.stroke();
    // The snowcap: the top third of the peak.
    ctx.beginPath();
    ctx.moveTo(px - w / 6, base - (h * 2) / 3);
    ctx.lineTo(px, base - h);
    ctx.lineTo(px + w / 6, base - (h * 2) / 3);
    ctx.lineTo(px + w / 14, base - (h * 2) / 3 + h * 0.08);
    ctx.lineTo(px - w / 20, base - (h * 2) / 3 - h * 0.02);
    ctx.closePath();
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  };
  ctx.save();
  peak(x + s * 0.2, s * 0.7, s * 0.6, '#b0733a');
  peak(x - s * 0.12, s * 0.85, s * 0.8, '#c86f27');
  ctx.restore();
}
