import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CalendarView } from '../../src/engine/rulesets/magic-realm/calendar/view-types.js';
import { coloursNamedIn as seventhDayColours } from '../../src/engine/rulesets/magic-realm/magic/colour-magic.js';
import { calendarGeometry, renderCalendar, renderCalendarWithLog } from '../../src/render/calendar.js';
import { drawPhaseGlyph, drawWeatherGlyph, phaseGlyph, weatherGlyph, type PhaseGlyph, type WeatherGlyph } from '../../src/render/draw/calendar-symbols.js';
import { createDrawing, encodePng } from '../../src/render/draw/canvas.js';
import { desolateView, freshetView, iceView, midsummerView } from './calendar-fixtures.js';
import { decode, differingPixels, isPng, pngSize, type Pixels, type Rect } from './pixels.js';

function noBadText(texts: string[]): void {
  for (const t of texts) expect(t).not.toMatch(/undefined|NaN|null|\[object/);
}

/** The mean brightness (0–255) of a rectangle. */
function brightness(p: Pixels, r: Rect): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(r.y); y < Math.ceil(r.y + r.h); y++) {
    for (let x = Math.floor(r.x); x < Math.ceil(r.x + r.w); x++) {
      const i = (y * p.width + x) * 4;
      sum += (p.data[i]! + p.data[i + 1]! + p.data[i + 2]!) / 3;
      n++;
    }
  }
  return sum / n;
}

/** Pixels of a rectangle close to a colour. */
function countIn(p: Pixels, r: Rect, hex: string, tolerance = 10): number {
  const c = parseInt(hex.slice(1), 16);
  const rgb = [(c >> 16) & 255, (c >> 8) & 255, c & 255];
  let n = 0;
  for (let y = Math.floor(r.y); y < Math.ceil(r.y + r.h); y++) {
    for (let x = Math.floor(r.x); x < Math.ceil(r.x + r.w); x++) {
      const i = (y * p.width + x) * 4;
      if (rgb.every((v, k) => Math.abs(p.data[i + k]! - v) <= tolerance)) n++;
    }
  }
  return n;
}

/** A view with one day's state changed. */
function withDay(view: CalendarView, week: number, day: number, state: CalendarView['weeks'][number]['days'][number]['state']): CalendarView {
  const copy: CalendarView = structuredClone(view);
  const d = copy.weeks.find((w) => w.week === week)!.days.find((x) => x.day === day)!;
  d.state = state;
  return copy;
}

/** The inside of a cell, clear of its outline. */
const inner = (r: Rect, inset = 4): Rect => ({ x: r.x + inset, y: r.y + inset, w: r.w - 2 * inset, h: r.h - 2 * inset });

/** Everything too long: names, description, weather, rules in force. */
function longView(): CalendarView {
  const view = freshetView({
    inForce: Array.from({ length: 6 }, (_, i) => `rule ${i + 1}: ${'a very long line of rules text '.repeat(3)}`),
    season: { number: 8, name: 'HIGH SUMMER WITH A VERY LONG NAME INDEED', description: 'Hot, clear days '.repeat(8), seventhDay: 'GOLD', mountainCost: 2 },
    today: { week: 2, day: 5, phase: 'Daylight and then some more' },
  });
  view.weeks[1]!.weather = { counter: 'special', name: 'Lightning Storm with a name far too long', summary: 'normal: 7 days, 4 phases; wound 4 counters a day in mountain clearings; cannot HIDE; cannot PEER' };
  for (const w of view.weeks) w.days[6]!.colour = 'GOLD';
  return view;
}

describe('renderCalendar', () => {
  it('makes a PNG card about 1000 px wide for a month', async () => {
    for (const view of [freshetView(), desolateView(), midsummerView(), iceView()]) {
      const png = await renderCalendar(view);
      expect(isPng(await png)).toBe(true);
      const { width, height } = pngSize(await png);
      expect(width).toBe(1000);
      expect(width).toBe(calendarGeometry(view).width);
      expect(height).toBe(calendarGeometry(view).height);
      expect(height).toBeGreaterThan(600);
      expect(height).toBeLessThan(1000);
    }
  });

  it('writes the month, the season and its facts, each week’s weather, today’s phase and what is in force', () => {
    const { texts } = renderCalendarWithLog(freshetView());
    noBadText(texts);
    expect(texts).toEqual(
      expect.arrayContaining([
        'MONTH 1 · SEASON 5 OF 13',
        '5',
        'Freshet',
        'Flooding and mud as snows melt and cold rains run off',
        'GREY magic',
        '2 MOVE phases to enter',
        'Clear — Cool',
        'normal: 7 days, 4 phases',
        'Storm — Rain',
        '4 days, 6 phases',
        'Not drawn yet',
        'Birdsong',
        'TODAY',
        'Week 2, day 5 · Birdsong',
        '6 phases a day (2 in caves and for the Dwarf)',
        'IN FORCE TODAY',
      ]),
    );
    // Two weeks not drawn yet; the 7th day of each of the four weeks is labelled with its colour.
    expect(texts.filter((t) => t === 'Not drawn yet')).toHaveLength(2);
    expect(texts.filter((t) => t === 'GREY')).toHaveLength(4);
    // Days of the month 1–28.
    for (const n of [1, 8, 12, 28]) expect(texts).toContain(String(n));
  });

  it('draws today’s phase in the other fixtures too, and never undefined or NaN', () => {
    const desolate = renderCalendarWithLog(desolateView()).texts;
    noBadText(desolate);
    expect(desolate).toEqual(expect.arrayContaining(['Desolate', 'Midnight', 'Special — Early Snow', 'Showers — Flurries']));
    const midsummer = renderCalendarWithLog(midsummerView()).texts;
    noBadText(midsummer);
    expect(midsummer).toEqual(expect.arrayContaining(['Midsummer', 'Daylight', 'All colors except WHITE', 'Special — Nuts and Berries']));
    // Several colours are drawn as stripes, not named on each cell.
    expect(midsummer).not.toContain('GREY');
  });

  it('draws skipped days differently from played ones', async () => {
    const view = freshetView();
    const g = calendarGeometry(view);
    // The same cell (week 2, day 2) skipped and played: only the state differs.
    const skipped = await decode(await renderCalendar(view));
    const played = await decode(await renderCalendar(withDay(view, 2, 2, 'played')));
    const cell = g.cell(2, 2)!;
    expect(differingPixels(skipped, played, inner(cell))).toBeGreaterThan(cell.w * cell.h * 0.15);
    // In one picture: a skipped day (week 2, day 1) is lighter than a played one (week 1, day 1) and crossed out
    // in dark ink along its diagonal.
    const s = g.cell(2, 1)!;
    const p = g.cell(1, 1)!;
    expect(brightness(skipped, inner(s))).not.toBeCloseTo(brightness(skipped, inner(p)), 0);
    const centre = (r: Rect): Rect => ({ x: r.x + r.w / 2 - 4, y: r.y + r.h / 2 - 4, w: 8, h: 8 });
    expect(brightness(skipped, centre(s))).toBeLessThan(150);
    expect(brightness(skipped, centre(p))).toBeGreaterThan(170);
  });

  it('draws today, days ahead and weeks not drawn differently', async () => {
    const view = freshetView();
    const g = calendarGeometry(view);
    const base = await decode(await renderCalendar(view));
    const cell = g.cell(2, 6)!;
    for (const state of ['today', 'played', 'unknown', 'skipped'] as const) {
      const other = await decode(await renderCalendar(withDay(view, 2, 6, state)));
      expect(differingPixels(base, other, cell)).toBeGreaterThan(200);
    }
    // Today's ring is red.
    expect(countIn(base, g.cell(2, 5)!, '#b3261e', 12)).toBeGreaterThan(300);
    expect(countIn(base, g.cell(2, 6)!, '#b3261e', 12)).toBe(0);
  });

  it('tints the 7th day with its colour magic: one colour, all five, all but white', async () => {
    const grey = await decode(await renderCalendar(freshetView()));
    const g = calendarGeometry(freshetView());
    expect(countIn(grey, g.cell(3, 7)!, '#8f8f8f', 6)).toBeGreaterThan(300);
    expect(countIn(grey, g.cell(3, 6)!, '#8f8f8f', 6)).toBe(0);

    const band = (r: Rect): Rect => ({ x: r.x + 2, y: r.y + 2, w: r.w - 4, h: 10 });
    const all = await decode(await renderCalendar(midsummerView('All colors')));
    const allButWhite = await decode(await renderCalendar(midsummerView()));
    const m = calendarGeometry(midsummerView());
    const cell = m.cell(3, 7)!;
    for (const colour of ['#8f8f8f', '#e8b41c', '#9b3fe0', '#111111']) {
      expect(countIn(all, band(cell), colour, 4)).toBeGreaterThan(10);
      expect(countIn(allButWhite, band(cell), colour, 4)).toBeGreaterThan(10);
    }
    expect(countIn(all, band(cell), '#ffffff', 4)).toBeGreaterThan(10);
    expect(countIn(allButWhite, band(cell), '#ffffff', 4)).toBe(0);
  });

  it('draws each weather counter with its own picture', async () => {
    expect(weatherGlyph('clear', 'Cool')).toBe('sun');
    expect(weatherGlyph('showers', 'Showers')).toBe('shower');
    expect(weatherGlyph('showers', 'Flurries')).toBe('snow-shower');
    expect(weatherGlyph('storm', 'Rain')).toBe('storm');
    expect(weatherGlyph('storm', 'Snowstorm')).toBe('snowstorm');
    expect(weatherGlyph('special', 'Early Snow')).toBe('snowflake');
    expect(weatherGlyph('special', 'Nuts and Berries')).toBe('star');
    expect(['Birdsong', 'Daylight', 'Sunset', 'Evening', 'Midnight'].map(phaseGlyph)).toEqual(['dawn', 'day', 'dusk', 'evening', 'night']);
    const view = freshetView();
    const g = calendarGeometry(view);
    const p = await decode(await renderCalendar(view));
    // The sun is gold, the storm cloud dark with a yellow bolt.
    expect(countIn(p, g.chit(1)!, '#f4b416', 40)).toBeGreaterThan(50);
    expect(countIn(p, g.chit(2)!, '#5f6875', 10)).toBeGreaterThan(100);
    expect(countIn(p, g.chit(2)!, '#ffd23f', 10)).toBeGreaterThan(20);
  });

  it('reads the 7th-day colours', () => {
    expect(seventhDayColours('GREY')).toEqual(['grey']);
    expect(seventhDayColours('All colors')).toEqual(['white', 'grey', 'gold', 'purple', 'black']);
    expect(seventhDayColours('All colors except WHITE')).toEqual(['grey', 'gold', 'purple', 'black']);
    expect(seventhDayColours(undefined)).toEqual([]);
    // A colour the card cannot read is written on a plain band, never dropped.
    const view = freshetView();
    for (const w of view.weeks) w.days[6]!.colour = 'RGP';
    expect(renderCalendarWithLog(view).texts.filter((t) => t === 'RGP')).toHaveLength(4);
  });

  it('draws a sparse or odd view without undefined, NaN or a crash', async () => {
    const odd = {
      month: Number.NaN,
      season: { number: Number.NaN, name: '', description: '', mountainCost: Number.NaN },
      weeks: [{ week: 2, days: [{ day: 3, state: 'today' as const }] }],
      today: { week: 2, day: 3, phase: '' },
      inForce: [],
    } satisfies CalendarView;
    const { png, texts } = renderCalendarWithLog(odd);
    expect(isPng(await png)).toBe(true);
    noBadText(texts);
    expect(texts).toContain('nothing beyond the usual rules');
    expect(texts).toContain('today');
    const long = longView();
    const big = renderCalendarWithLog(long);
    noBadText(big.texts);
    expect(pngSize(await big.png).height).toBe(calendarGeometry(long).height);
  });

  it.runIf(process.env.WRITE_IMAGES)('writes the sample pictures to out/images', async () => {
    const dir = process.env.WRITE_IMAGES === '1' ? 'out/images' : process.env.WRITE_IMAGES!;
    mkdirSync(dir, { recursive: true });
    const pictures: [string, CalendarView][] = [
      ['calendar-freshet.png', freshetView()],
      ['calendar-desolate.png', desolateView()],
      ['calendar-midsummer.png', midsummerView()],
      ['calendar-halloween.png', { ...midsummerView('All colors'), season: { number: 12, name: 'HALLOWEEN', description: 'Dead leaves blowing in long, cold nights', seventhDay: 'All colors', mountainCost: 2 } }],
      ['calendar-ice.png', iceView()],
      ['calendar-long.png', longView()],
    ];
    for (const [name, view] of pictures) writeFileSync(join(dir, name), await renderCalendar(view));
    // The weather pictures large, to look at closely.
    const glyphs: WeatherGlyph[] = ['sun', 'shower', 'snow-shower', 'storm', 'snowstorm', 'snowflake', 'star'];
    const sheet = createDrawing(glyphs.length * 130 + 10, 270);
    sheet.ctx.fillStyle = '#fdf8ec';
    sheet.ctx.fillRect(0, 0, sheet.width, sheet.height);
    glyphs.forEach((glyph, i) => drawWeatherGlyph(sheet.ctx, glyph, 75 + i * 130, 70, 120));
    const phases: PhaseGlyph[] = ['dawn', 'day', 'dusk', 'evening', 'night'];
    phases.forEach((glyph, i) => drawPhaseGlyph(sheet.ctx, glyph, 75 + i * 130, 200, 100));
    writeFileSync(join(dir, 'calendar-weather-icons.png'), await encodePng(sheet));
  });
});
