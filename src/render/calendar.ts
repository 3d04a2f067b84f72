import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CalendarView, CalendarViewWeek, WeatherCounter } from '../engine/rulesets/magic-realm/calendar/view-types.js';
import { createDrawing, finish, type Drawing, type RenderResult } from './draw/canvas.js';
import { capitalised } from './draw/format.js';
import { INK, MAGIC_PALETTE, PARCHMENT, withAlpha } from './draw/palette.js';
import { coloursNamedIn } from '../engine/rulesets/magic-realm/magic/view.js';
import { CARD_FRAME } from './draw/frame.js';
import { keepingBases } from './draw/base-cache.js';
import { drawKeyedOver, drawOnBase, layerKey } from './draw/layer-cache.js';
import { drawBox, drawParchment, SHEET } from './draw/sheet.js';
import { drawPhaseGlyph, drawWeatherGlyph, mountain, phaseGlyph, weatherGlyph, type PhaseGlyph, type WeatherGlyph } from './draw/calendar-symbols.js';
import { drawText, ellipsize, fittingSize, textWidth, wrapText } from './draw/text.js';

/**
 * The month's calendar card (issue 6, Seasons and Weather): the season with its 7th-day colour magic and mountain
 * MOVE cost; four weeks of seven days — skipped days crossed out (SW-9), days played shaded, today ringed with its
 * phase, days ahead plain, weeks not drawn yet dashed; each week's weather on a counter drawn with paths; the rules
 * in force today. On parchment, in the realm sheet's boxed style. It draws only what the CalendarView holds.
 */

const { width: WIDTH, margin: MARGIN, gap: GAP } = CARD_FRAME;
const HEADER = 108;
const BAND = SHEET.heading;
const PAD = SHEET.pad;
const WEEK_COL = 62;
const CELL_W = 70;
const CELL_H = 88;
const CELL_GAP = 6;
const ROW_GAP = 8;
const CHIT = 54;
const KEY_WIDTH = 410;

/** Today's ring and phase pill. */
const TODAY = '#b3261e';
const PLAYED_FILL = '#d9c49a';
const AHEAD_FILL = '#fffaee';
const SKIPPED_FILL = '#e6d8b8';
const PEN = '#4a3a28';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

// ----------------------------------------------------------------------------------------------------------
// Colour magic
// ----------------------------------------------------------------------------------------------------------

/** The colours of magic, and a band for a colour entry the card cannot read (the entry is written on it). */
const MAGIC: Record<string, { fill: string; ink: string }> = { ...MAGIC_PALETTE, other: { fill: '#cbbd9c', ink: '#1f1a14' } };

/** Fills a rectangle with the colours side by side in equal stripes. */
function stripes(ctx: SKRSContext2D, colours: readonly string[], r: Rect, alpha = 1): void {
  const w = r.w / colours.length;
  colours.forEach((c, i) => {
    ctx.fillStyle = alpha === 1 ? MAGIC[c]!.fill : withAlpha(MAGIC[c]!.fill, alpha);
    // Each stripe overlaps the next by a pixel so no seam of the paper shows between them.
    ctx.fillRect(r.x + i * w, r.y, w + (i < colours.length - 1 ? 1 : 0), r.h);
  });
}

/** A weather counter: a square chit, as on the table, with the picture on it; dashed and "?" before it is drawn. */
function drawChit(d: Drawing, x: number, y: number, s: number, glyph: WeatherGlyph | undefined): void {
  const { ctx } = d;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x + 0.5, y + 0.5, s - 1, s - 1, s * 0.16);
  if (glyph) {
    ctx.fillStyle = '#fdf8ec';
    ctx.fill();
    ctx.strokeStyle = PARCHMENT.rule;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.restore();
    drawWeatherGlyph(ctx, glyph, x + s / 2, y + s / 2, s * 0.9);
    return;
  }
  ctx.fillStyle = 'rgba(255, 250, 235, 0.35)';
  ctx.fill();
  ctx.strokeStyle = INK.faint;
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.restore();
  drawText(d, '?', x + s / 2, y + s / 2 + 1, { size: s * 0.52, weight: 'bold', colour: INK.faint, align: 'center', baseline: 'middle' });
}

// ----------------------------------------------------------------------------------------------------------
// Day cells
// ----------------------------------------------------------------------------------------------------------

type DayState = CalendarViewWeek['days'][number]['state'];

interface DayCell {
  state: DayState;
  /** The day of the month, 1–28 (absent on the key's samples). */
  number?: number;
  /** The colour magic of the day, in the game's order, and its label on the band. */
  colours: string[];
  colourLabel?: string;
  today: boolean;
  phase?: string;
}

function roundRectPath(ctx: SKRSContext2D, r: Rect, radius: number): void {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, radius);
}

/** A check mark in the corner of a day played. */
function check(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  ctx.save();
  ctx.strokeStyle = '#6f5430';
  ctx.lineWidth = Math.max(1.5, s * 0.17);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(x - s * 0.45, y);
  ctx.lineTo(x - s * 0.12, y + s * 0.32);
  ctx.lineTo(x + s * 0.48, y - s * 0.38);
  ctx.stroke();
  ctx.restore();
}

/** How one day is drawn: what its cell says, where, and at what size. */
interface DayLook {
  r: Rect;
  cell: DayCell;
  scale: number;
  radius: number;
  /** The height of the colour magic's band across its top (0: none). */
  band: number;
  /** A day of a week not drawn yet. */
  unknown: boolean;
  /** A day that never happens, crossed out. */
  crossed: boolean;
}

/** One day: its fill by state, the 7th day's colour magic, the number, and the marks of its state. */
function drawDay(d: Drawing, r: Rect, cell: DayCell, scale = 1): void {
  const band = cell.colours.length ? Math.round(15 * scale) : 0;
  const look: DayLook = { r, cell, scale, radius: 6 * scale, band, unknown: cell.state === 'unknown' && !cell.today, crossed: cell.state === 'skipped' && !cell.today };
  dayFill(d.ctx, look);
  bandLabel(d, look);
  dayNumberAndMarks(d, look);
  dayOutline(d.ctx, look);
  if (cell.today) todayMark(d, look);
}

/** The fill by state, the hatching of a day that never happens, the colour magic's wash and band, a past day's shade. */
function dayFill(ctx: SKRSContext2D, { r, cell, scale, radius, band, unknown }: DayLook): void {
  ctx.save();
  roundRectPath(ctx, r, radius);
  ctx.fillStyle = cell.today ? '#fffdf5' : cell.state === 'played' ? PLAYED_FILL : cell.state === 'skipped' ? SKIPPED_FILL : unknown ? 'rgba(255, 250, 235, 0.3)' : AHEAD_FILL;
  ctx.fill();
  ctx.clip();
  if (cell.state === 'skipped' && !cell.today) {
    // Faint hatching under the cross: a day that never happens.
    ctx.strokeStyle = 'rgba(90, 61, 30, 0.13)';
    ctx.lineWidth = 1;
    for (let t = -r.h; t < r.w; t += 7 * scale) {
      ctx.beginPath();
      ctx.moveTo(r.x + t, r.y + r.h);
      ctx.lineTo(r.x + t + r.h, r.y);
      ctx.stroke();
    }
  }
  if (band) {
    // The colour magic: a light wash over the day and a solid band across its top.
    // Several colours wash the day more lightly, so their stripes do not crowd the number.
    const tint = cell.colours.length === 1 && cell.colours[0] === 'white' ? 0.75 : (cell.state === 'skipped' || unknown ? 0.16 : 0.26) * (cell.colours.length > 1 ? 0.5 : 1);
    stripes(ctx, cell.colours, { x: r.x, y: r.y + band, w: r.w, h: r.h - band }, tint);
    stripes(ctx, cell.colours, { x: r.x, y: r.y, w: r.w, h: band });
    ctx.strokeStyle = 'rgba(59, 48, 36, 0.45)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(r.x, r.y + band + 0.5);
    ctx.lineTo(r.x + r.w, r.y + band + 0.5);
    ctx.stroke();
  }
  if (cell.state === 'played' && !cell.today) {
    // A day gone by is shaded a little darker at its foot, like a page turned.
    const g = ctx.createLinearGradient(0, r.y, 0, r.y + r.h);
    g.addColorStop(0, 'rgba(90, 61, 30, 0)');
    g.addColorStop(1, 'rgba(90, 61, 30, 0.12)');
    ctx.fillStyle = g;
    ctx.fillRect(r.x, r.y, r.w, r.h);
  }
  ctx.restore();
}

/** The band's label: the colour's name, or nothing for several colours (their stripes say it). */
function bandLabel(d: Drawing, { r, cell, scale, band }: DayLook): void {
  if (!(band && cell.colourLabel && cell.colours.length === 1 && scale >= 1)) return;
  const c = MAGIC[cell.colours[0]!]!;
  drawText(d, ellipsize(d, cell.colourLabel, r.w - 6, { size: 10, weight: 'bold' }), r.x + r.w / 2, r.y + band / 2 + 1, { size: 10, weight: 'bold', colour: c.ink, align: 'center', baseline: 'middle' });
}

/** The number, and the marks of the state: a check for a day played, a cross (the number legible over it) for one skipped. */
function dayNumberAndMarks(d: Drawing, { r, cell, scale, band, unknown, crossed }: DayLook): void {
  const { ctx } = d;
  const numberAt = { x: r.x + 8 * scale, y: r.y + band + 19 * scale };
  if (cell.number !== undefined && !crossed) {
    const colour = cell.today ? INK.text : cell.state === 'played' ? '#5a4630' : unknown ? INK.faint : INK.text;
    drawText(d, String(cell.number), numberAt.x, numberAt.y, { size: 20 * scale, weight: 'bold', colour });
  }
  ctx.save();
  if (cell.state === 'played' && !cell.today) check(ctx, r.x + r.w - 14 * scale, r.y + r.h - 14 * scale, 12 * scale);
  if (crossed) {
    const inset = 9 * scale;
    ctx.strokeStyle = PEN;
    ctx.globalAlpha = 0.8;
    ctx.lineWidth = 3 * scale;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(r.x + inset, r.y + band + inset);
    ctx.lineTo(r.x + r.w - inset, r.y + r.h - inset);
    ctx.moveTo(r.x + r.w - inset, r.y + band + inset);
    ctx.lineTo(r.x + inset, r.y + r.h - inset);
    ctx.stroke();
  }
  ctx.restore();
  if (cell.number !== undefined && crossed) {
    // The crossed-out day's number stays legible over the cross.
    drawText(d, String(cell.number), numberAt.x, numberAt.y, { size: 20 * scale, weight: 'bold', colour: '#9c8f7d', halo: { colour: SKIPPED_FILL, width: 3 } });
  }
}

/** The outline: dashed for a day whose week is not drawn yet, a strong ring for today. */
function dayOutline(ctx: SKRSContext2D, { r, cell, scale, radius, unknown }: DayLook): void {
  ctx.save();
  roundRectPath(ctx, { x: r.x + 0.5, y: r.y + 0.5, w: r.w - 1, h: r.h - 1 }, radius);
  ctx.globalAlpha = 1;
  if (cell.today) {
    ctx.strokeStyle = TODAY;
    ctx.lineWidth = 3.5 * scale;
    ctx.stroke();
  } else {
    ctx.strokeStyle = unknown ? INK.faint : PARCHMENT.rule;
    ctx.lineWidth = 1.2;
    if (unknown) ctx.setLineDash([4 * scale, 3 * scale]);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * Today at full size: the phase's picture between the number and a red pill at the cell's foot with its name; on a
 * small calendar, a red bar at its foot.
 */
function todayMark(d: Drawing, { r, cell, scale, band }: DayLook): void {
  const { ctx } = d;
  if (scale < 1) {
    ctx.save();
    const pill = { x: r.x + 4 * scale, y: r.y + r.h - 9 * scale, w: r.w - 8 * scale, h: 5 * scale };
    roundRectPath(ctx, pill, pill.h / 2);
    ctx.fillStyle = TODAY;
    ctx.fill();
    ctx.restore();
    return;
  }
  const glyph = phaseGlyph(cell.phase);
  const top = r.y + band + 24;
  const room = Math.min(32, r.y + r.h - 26 - top);
  if (glyph && room >= 12) drawPhaseGlyph(ctx, glyph, r.x + r.w / 2, top + (r.y + r.h - 26 - top) / 2, room);
  const phase = cell.phase?.trim() || 'today';
  const style = { size: 12, weight: 'bold' as const };
  const size = fittingSize(d, phase, r.w - 14, style, 9);
  const text = ellipsize(d, phase, r.w - 14, { ...style, size });
  const pill = { x: r.x + 5, y: r.y + r.h - 23, w: r.w - 10, h: 18 };
  ctx.save();
  roundRectPath(ctx, pill, 9);
  ctx.fillStyle = TODAY;
  ctx.fill();
  ctx.restore();
  drawText(d, text, pill.x + pill.w / 2, pill.y + pill.h / 2 + 0.5, { ...style, size, colour: '#ffffff', align: 'center', baseline: 'middle' });
  drawText(d, 'TODAY', r.x + r.w - 7, r.y + band + 13, { size: 9, weight: 'bold', colour: TODAY, align: 'right' });
}

// ----------------------------------------------------------------------------------------------------------
// Layout
// ----------------------------------------------------------------------------------------------------------

/** A number as written on the card: "?" for one that is not a finite number. */
function num(n: number | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? String(n) : '?';
}

/** `HIGH SUMMER` → `High Summer`. */
function titleCase(s: string): string {
  return s
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((w) => capitalised(w))
    .join('');
}

/** The weeks to draw: 1–4 always (a week the view lacks is not drawn yet), and any other the view holds, in order. */
function weekRows(view: CalendarView): CalendarViewWeek[] {
  const byNumber = new Map<number, CalendarViewWeek>();
  for (const w of view.weeks ?? []) if (Number.isFinite(w.week) && !byNumber.has(w.week)) byNumber.set(w.week, w);
  const numbers = [...new Set([1, 2, 3, 4, ...byNumber.keys()])].sort((a, b) => a - b).slice(0, 6);
  return numbers.map((n) => byNumber.get(n) ?? { week: n, days: [] });
}

export interface CalendarGeometry {
  width: number;
  height: number;
  /** The week numbers of the rows, top to bottom. */
  weeks: number[];
  /** The rectangle of day 1–7 of a week, or undefined when the card has no such week. */
  cell(week: number, day: number): Rect | undefined;
  /** The weather counter of a week. */
  chit(week: number): Rect | undefined;
  grid: Rect;
  bottom: Rect;
}

interface BottomLayout {
  lines: { text: string; first: boolean }[];
  height: number;
  todayLine: string;
}

const FORCE_WIDTH = WIDTH - 2 * MARGIN - GAP - KEY_WIDTH;
const LINE = SHEET.line;

function todayText(view: CalendarView): string {
  const t = view.today;
  const phase = t?.phase?.trim();
  return `Week ${num(t?.week)}, day ${num(t?.day)}${phase ? ` · ${phase}` : ''}`;
}

function bottomLayout(d: Drawing, view: CalendarView): BottomLayout {
  const items = (view.inForce ?? []).filter((s) => typeof s === 'string' && s.trim());
  const width = FORCE_WIDTH - 2 * PAD - 16;
  const lines = items.length
    ? items.flatMap((item) => wrapText(d, item, width, { size: SHEET.fontSize }).map((text, i) => ({ text, first: i === 0 })))
    : [{ text: 'nothing beyond the usual rules', first: false }];
  const forceHeight = BAND + PAD + 28 + lines.length * LINE + items.length * 3 + PAD;
  const keyHeight = BAND + PAD + 3 * 34 + PAD - 6;
  return { lines, height: Math.ceil(Math.max(forceHeight, keyHeight)), todayLine: todayText(view) };
}

function geometry(view: CalendarView, bottomHeight: number): CalendarGeometry {
  const weeks = weekRows(view).map((w) => w.week);
  const gridTop = MARGIN + HEADER;
  const rowsTop = gridTop + BAND + 10;
  const gridHeight = BAND + 10 + weeks.length * CELL_H + (weeks.length - 1) * ROW_GAP + PAD;
  const cellsLeft = MARGIN + PAD + WEEK_COL + 10;
  const weatherLeft = cellsLeft + 7 * CELL_W + 6 * CELL_GAP + 18;
  const bottomTop = gridTop + gridHeight + GAP;
  const rowTop = (week: number) => {
    const i = weeks.indexOf(week);
    return i < 0 ? undefined : rowsTop + i * (CELL_H + ROW_GAP);
  };
  return {
    width: WIDTH,
    height: bottomTop + bottomHeight + MARGIN,
    weeks,
    cell(week, day) {
      const y = rowTop(week);
      if (y === undefined || !(day >= 1 && day <= 7)) return undefined;
      return { x: cellsLeft + (Math.floor(day) - 1) * (CELL_W + CELL_GAP), y, w: CELL_W, h: CELL_H };
    },
    chit(week) {
      const y = rowTop(week);
      return y === undefined ? undefined : { x: weatherLeft, y: y + (CELL_H - CHIT) / 2, w: CHIT, h: CHIT };
    },
    grid: { x: MARGIN, y: gridTop, w: WIDTH - 2 * MARGIN, h: gridHeight },
    bottom: { x: MARGIN, y: bottomTop, w: WIDTH - 2 * MARGIN, h: bottomHeight },
  };
}

/** Where the card puts each day and counter: exported so tests can read a cell's pixels. */
export function calendarGeometry(view: CalendarView): CalendarGeometry {
  return geometry(view, bottomLayout(createDrawing(1, 1), view).height);
}

// ----------------------------------------------------------------------------------------------------------
// Drawing
// ----------------------------------------------------------------------------------------------------------

/** A box of the sheets' kit (draw/sheet.ts). */
const box = (d: Drawing, title: string, r: Rect): void => drawBox(d, title, r.x, r.y, r.w, r.h);

const HEADING = { size: SHEET.small + 1, weight: 'bold' as const };

/** The colour magic as a small swatch: one colour, or the colours in stripes. */
function swatch(d: Drawing, colours: readonly string[], r: Rect): void {
  const { ctx } = d;
  ctx.save();
  roundRectPath(ctx, r, 4);
  ctx.clip();
  if (colours.length) stripes(ctx, colours, r);
  else {
    ctx.fillStyle = AHEAD_FILL;
    ctx.fillRect(r.x, r.y, r.w, r.h);
  }
  ctx.restore();
  ctx.save();
  roundRectPath(ctx, { x: r.x + 0.5, y: r.y + 0.5, w: r.w - 1, h: r.h - 1 }, 4);
  ctx.strokeStyle = INK.frame;
  ctx.lineWidth = 1.2;
  ctx.stroke();
  ctx.restore();
}

function drawHeader(d: Drawing, view: CalendarView): void {
  const { ctx } = d;
  const season = view.season;
  const right = WIDTH - MARGIN;
  // The season's seal: its number on a disc.
  const sx = MARGIN + 36;
  const sy = MARGIN + 40;
  ctx.save();
  ctx.beginPath();
  ctx.arc(sx, sy, 35, 0, Math.PI * 2);
  ctx.fillStyle = PARCHMENT.heading;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(sx, sy, 30, 0, Math.PI * 2);
  ctx.strokeStyle = PARCHMENT.headingFill;
  ctx.lineWidth = 1.2;
  ctx.stroke();
  ctx.restore();
  drawText(d, 'SEASON', sx, sy - 13, { size: 9, weight: 'bold', colour: PARCHMENT.headingFill, align: 'center', baseline: 'middle' });
  const seasonNumber = num(season?.number);
  drawText(d, seasonNumber, sx, sy + 7, { size: seasonNumber.length > 2 ? 20 : 28, weight: 'bold', colour: '#fff7e6', align: 'center', baseline: 'middle' });

  // The right column: the 7th day's colour magic and the mountains' MOVE cost.
  const factStyle = { size: 15, colour: INK.text };
  const factBold = { size: 15, weight: 'bold' as const, colour: INK.text };
  const colours = coloursNamedIn(season?.seventhDay);
  const seventh = season?.seventhDay?.trim();
  const magicText = seventh ? (colours.length === 1 && seventh.split(/\s+/).length === 1 ? `${seventh} magic` : seventh) : 'no season colour';
  const fact = (y: number, label: string, value: string, icon: (x: number) => void) => {
    const vw = textWidth(d, value, factBold);
    const lw = textWidth(d, label, factStyle);
    drawText(d, value, right, y, { ...factBold, align: 'right' });
    drawText(d, label, right - vw - 5, y, { ...factStyle, colour: PARCHMENT.heading, align: 'right' });
    icon(right - vw - lw - 5 - 12);
  };
  fact(MARGIN + 30, '7th day:', magicText, (x) => swatch(d, colours, { x: x - 36, y: MARGIN + 17, w: 36, h: 17 }));
  const cost = num(season?.mountainCost);
  fact(MARGIN + 60, 'Mountains:', `${cost} MOVE ${cost === '1' ? 'phase' : 'phases'} to enter`, (x) => mountain(ctx, x - 16, MARGIN + 53, 26));

  // The left: month and season, the season's name, its description.
  const left = MARGIN + 88;
  drawText(d, `MONTH ${num(view.month)} · SEASON ${seasonNumber} OF 13`, left, MARGIN + 14, { size: 13, weight: 'bold', colour: '#8b6d45' });
  const name = titleCase(season?.name?.trim() || 'Unknown season');
  const titleStyle = { size: 38, weight: 'bold' as const, colour: PARCHMENT.heading };
  const room = right - left - 330;
  titleStyle.size = fittingSize(d, name, room, titleStyle, 24);
  drawText(d, ellipsize(d, name, room, titleStyle), left, MARGIN + 52, titleStyle);
  const description = season?.description?.trim();
  if (description) {
    const style = { size: 16, colour: '#6b5638' };
    const text = ellipsize(d, description, right - left, style);
    drawText(d, text, left, MARGIN + 80, style);
  }
  ctx.save();
  ctx.strokeStyle = PARCHMENT.rule;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(MARGIN, MARGIN + HEADER - 14.5);
  ctx.lineTo(right, MARGIN + HEADER - 14.5);
  ctx.stroke();
  ctx.restore();
}

function isToday(view: CalendarView, week: CalendarViewWeek, day: { day: number; state: DayState }, anyToday: boolean): boolean {
  if (day.state === 'today') return true;
  return !anyToday && day.state !== 'skipped' && view.today?.week === week.week && view.today?.day === day.day;
}

/** The grid's box and its heading band's column titles. */
function drawGridFrame(d: Drawing, view: CalendarView, g: CalendarGeometry): void {
  const rows = weekRows(view);
  box(d, '', g.grid);
  const bandMid = g.grid.y + BAND / 2 + 1;
  const headStyle = { ...HEADING, colour: PARCHMENT.heading, baseline: 'middle' as const };
  drawText(d, 'WEEK', MARGIN + PAD + WEEK_COL / 2, bandMid, { ...headStyle, align: 'center' });
  for (let day = 1; day <= 7; day++) {
    const c = g.cell(rows[0]!.week, day)!;
    drawText(d, day === 7 ? '7TH DAY' : `DAY ${day}`, c.x + c.w / 2, bandMid, { ...headStyle, align: 'center', size: day === 7 ? 12 : HEADING.size });
  }
  drawText(d, 'WEATHER', g.chit(rows[0]!.week)!.x, bandMid, headStyle);
}

/** A day's state as the card draws it: as given, else ahead in a week whose weather is drawn, else unknown. */
const dayState = (week: CalendarViewWeek, day: number): DayState => week.days.find((x) => x.day === day)?.state ?? (week.weather ? 'ahead' : 'unknown');

/** Something of the card drawn over its month, named by everything it shows, inside its rectangle. */
interface CardItem {
  key: string;
  rect: Rect;
  draw: (d: Drawing) => void;
}

/**
 * The weeks, one item each: its number, its days, its weather (inside the grid's box), and today's week's highlight.
 * A week's rectangle holds its cells (and the highlight, 5 px around them, for today's): the rows lie 8 px apart, so
 * no two weeks' rectangles meet.
 */
function weekItems(view: CalendarView, g: CalendarGeometry): CardItem[] {
  const rows = weekRows(view);
  const chit0 = g.chit(rows[0]!.week)!;

  const anyColour = rows.some((w) => w.days.some((x) => x.colour));
  const anyToday = rows.some((w) => w.days.some((x) => x.state === 'today'));
  const textLeft = chit0.x + CHIT + 12;
  const textWidthMax = g.grid.x + g.grid.w - PAD - textLeft;

  const todays = (week: CalendarViewWeek) => [1, 2, 3, 4, 5, 6, 7].map((day) => isToday(view, week, { day, state: dayState(week, day) }, anyToday));
  return rows.map((week) => {
    const first = g.cell(week.week, 1)!;
    const todayWeek = week.days.some((x) => isToday(view, week, x, anyToday));
    const pad = todayWeek ? 5 : 2;
    return {
      // What the week shows: its own days and weather, which of them is today (and today's phase), the 7th day's colour.
      key: `week ${JSON.stringify([week, todayWeek, todays(week), todayWeek ? (view.today?.phase ?? null) : null, anyColour, view.season?.seventhDay ?? null, first])}`,
      rect: { x: g.grid.x + 1, y: first.y - pad, w: g.grid.w - 2, h: CELL_H + 2 * pad },
      draw: (d: Drawing) => drawWeek(d, view, g, week, { anyColour, anyToday, todayWeek, textLeft, textWidthMax }),
    };
  });
}

function drawWeek(
  d: Drawing,
  view: CalendarView,
  g: CalendarGeometry,
  week: CalendarViewWeek,
  { anyColour, anyToday, todayWeek, textLeft, textWidthMax }: { anyColour: boolean; anyToday: boolean; todayWeek: boolean; textLeft: number; textWidthMax: number },
): void {
  const { ctx } = d;
  {
    const first = g.cell(week.week, 1)!;
    if (todayWeek) {
      ctx.save();
      ctx.fillStyle = 'rgba(179, 38, 30, 0.07)';
      ctx.beginPath();
      ctx.roundRect(g.grid.x + 5, first.y - 5, g.grid.w - 10, CELL_H + 10, 8);
      ctx.fill();
      ctx.restore();
    }
    // The week's number.
    const wx = MARGIN + PAD + WEEK_COL / 2;
    drawText(d, 'WEEK', wx, first.y + 24, { size: 10, weight: 'bold', colour: '#8b6d45', align: 'center', baseline: 'middle' });
    drawText(d, num(week.week), wx, first.y + 50, { size: 30, weight: 'bold', colour: todayWeek ? TODAY : PARCHMENT.heading, align: 'center', baseline: 'middle' });

    // The days.
    for (let day = 1; day <= 7; day++) {
      const given = week.days.find((x) => x.day === day);
      const state = dayState(week, day);
      const colourText = given?.colour ?? (!anyColour && day === 7 ? view.season?.seventhDay : undefined);
      const read = colourText?.trim() ? coloursNamedIn(colourText) : [];
      const colours = read.length || !colourText?.trim() ? read : ['other'];
      const today = isToday(view, week, { day, state }, anyToday);
      const single = colours[0] === 'other' ? colourText!.trim() : colours.length === 1 ? colours[0]!.toUpperCase() : undefined;
      drawDay(d, g.cell(week.week, day)!, {
        state,
        number: Number.isFinite(week.week) ? (week.week - 1) * 7 + day : undefined,
        colours,
        colourLabel: single,
        today,
        phase: today ? view.today?.phase : undefined,
      });
    }

    // The weather.
    const chit = g.chit(week.week)!;
    const w = week.weather;
    drawChit(d, chit.x, chit.y, CHIT, w ? weatherGlyph(w.counter, w.name ?? '') : undefined);
    const mid = first.y + CELL_H / 2;
    if (w) {
      const title = `${capitalised(String(w.counter ?? '').trim() || 'Weather')} — ${w.name?.trim() || '?'}`;
      const titleStyle = { size: 16, weight: 'bold' as const };
      const size = fittingSize(d, title, textWidthMax, titleStyle, 12);
      const summaryStyle = { size: 14 };
      const summary = w.summary?.trim() ? wrapText(d, w.summary.trim(), textWidthMax, summaryStyle) : [];
      const shown = summary.slice(0, 2);
      if (summary.length > 2) shown[1] = ellipsize(d, `${shown[1]} ${summary.slice(2).join(' ')}`, textWidthMax, summaryStyle);
      const top = mid - (22 + shown.length * 18) / 2;
      drawText(d, ellipsize(d, title, textWidthMax, { ...titleStyle, size }), textLeft, top + 11, { ...titleStyle, size, colour: INK.text, baseline: 'middle' });
      shown.forEach((line, i) => drawText(d, line, textLeft, top + 22 + 18 * i + 9, { ...summaryStyle, colour: '#5e4c36', baseline: 'middle' }));
    } else {
      drawText(d, 'Not drawn yet', textLeft, mid - 9, { size: 16, weight: 'bold', colour: INK.muted, baseline: 'middle' });
      drawText(d, 'drawn at the start of the week', textLeft, mid + 12, { size: 13, colour: INK.faint, baseline: 'middle' });
    }
  }
}

const KEY_SAMPLES: { label: string; cell: DayCell }[] = [
  { label: 'Played', cell: { state: 'played', colours: [], today: false } },
  { label: 'Today', cell: { state: 'today', colours: [], today: true } },
  { label: 'Ahead', cell: { state: 'ahead', colours: [], today: false } },
  { label: 'Skipped (short week)', cell: { state: 'skipped', colours: [], today: false } },
  { label: 'Weather not drawn', cell: { state: 'unknown', colours: [], today: false } },
];

const forceRect = (g: CalendarGeometry): Rect => ({ x: g.bottom.x, y: g.bottom.y, w: FORCE_WIDTH, h: g.bottom.h });

/** What is in force today, in its box (drawn by drawStill). */
function drawBottom(d: Drawing, view: CalendarView, g: CalendarGeometry, layout: BottomLayout): void {
  const { ctx } = d;
  const force = forceRect(g);
  const x = force.x + PAD;
  let y = force.y + BAND + PAD;
  // Today, in bold with a red dot, then the rules in force as a list.
  ctx.save();
  ctx.fillStyle = TODAY;
  ctx.beginPath();
  ctx.arc(x + 5, y + 10, 5, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  drawText(d, ellipsize(d, layout.todayLine, force.w - 2 * PAD - 18, { size: 16, weight: 'bold' }), x + 18, y + 10, { size: 16, weight: 'bold', colour: INK.text, baseline: 'middle' });
  y += 28;
  const empty = !(view.inForce ?? []).some((s) => typeof s === 'string' && s.trim());
  for (const line of layout.lines) {
    if (line.first) {
      y += 3;
      ctx.save();
      ctx.fillStyle = PARCHMENT.rule;
      ctx.beginPath();
      ctx.arc(x + 5, y + LINE / 2, 2.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
    drawText(d, line.text, x + (empty ? 0 : 16), y + LINE / 2, { size: SHEET.fontSize, colour: empty ? INK.muted : INK.text, baseline: 'middle' });
    y += LINE;
  }
}

/** The key: a small day of each kind, and the 7th day's colour. */
function drawKey(d: Drawing, view: CalendarView, g: CalendarGeometry): void {
  const force = forceRect(g);
  const key = { x: force.x + force.w + GAP, y: g.bottom.y, w: KEY_WIDTH, h: g.bottom.h };
  box(d, 'Key', key);
  const colours = coloursNamedIn(view.season?.seventhDay);
  const samples = [...KEY_SAMPLES, { label: '7th-day magic', cell: { state: 'ahead' as const, colours: colours.length ? colours : ['grey'], today: false } }];
  const colW = (key.w - 2 * PAD) / 2;
  samples.forEach((s, i) => {
    const cx = key.x + PAD + (i % 2) * colW;
    const cy = key.y + BAND + PAD + Math.floor(i / 2) * 34;
    drawDay(d, { x: cx, y: cy, w: 34, h: 26 }, s.cell, 0.45);
    drawText(d, ellipsize(d, s.label, colW - 46, { size: 14 }), cx + 42, cy + 13, { size: 14, colour: INK.text, baseline: 'middle' });
  });
}

function draw(view: CalendarView): Drawing {
  const layout = bottomLayout(createDrawing(1, 1), view);
  const g = geometry(view, layout.height);
  // What stays for the month — the parchment, the header, the grid's and the boxes' frames, the key — is its base,
  // drawn once and kept; the card is drawn on the last card of its size over that base (draw/layer-cache.ts, as the
  // sheets are), each week and what is in force today an item drawn again only when it changed, inside the frames,
  // as they were drawn after them before.
  const still = { season: view.season ?? null, month: view.month ?? null, weeks: g.weeks, bottom: g.bottom };
  const drawStill = (base: Drawing) => {
    drawParchment(base);
    drawHeader(base, view);
    drawGridFrame(base, view, g);
    box(base, 'In force today', forceRect(g));
    drawKey(base, view, g);
  };
  const force = forceRect(g);
  const items: CardItem[] = [
    ...weekItems(view, g),
    {
      key: `in force ${JSON.stringify(layout)}`,
      rect: { x: force.x + 2, y: force.y + BAND + 2, w: force.w - 4, h: force.h - BAND - 4 },
      draw: (d) => drawBottom(d, view, g, layout),
    },
  ];
  if (!keepingBases()) {
    const d = createDrawing(g.width, g.height);
    drawStill(d);
    for (const item of items) item.draw(d);
    return d;
  }
  const { d, stillTexts } = drawOnBase(g.width, g.height, `calendar ${layerKey(still)}`, drawStill, { pool: 'sheets', items });
  d.texts.push(...stillTexts);
  for (const item of items) drawKeyedOver(d, item.key, item.rect, () => item.draw(d));
  return d;
}

export function renderCalendarWithLog(view: CalendarView): RenderResult {
  return finish(draw(view));
}

export function renderCalendar(view: CalendarView): Promise<Buffer> {
  return renderCalendarWithLog(view).png;
}
