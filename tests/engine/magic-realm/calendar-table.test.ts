import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_KINDS,
  SEASON_READINGS,
  SEASONS,
  WEATHER_COUNTERS,
  type CounterPlacement,
  type Season,
  type WeatherEntry,
} from '../../../src/engine/rulesets/magic-realm/calendar/seasons.js';

/**
 * SW-14: the TABLE OF SEASONS as data, checked two ways: against a transcription of the seed's numbers written
 * here (always), and cell by cell against the seed file itself, parsed independently of the data (when
 * ../shared is there).
 */

/** One entry in a few characters: name, days x phases, then bonus, toll and ban. */
function compact(w: WeatherEntry): string {
  const parts = [`${w.name} ${w.days}x${w.phases}`];
  if (w.bonus) parts.push(`+${w.bonus.count} ${w.bonus.where.join(',')}`);
  if (w.daily) parts.push(`${w.daily.kind} ${w.daily.count}${w.daily.unit === 'asterisks' ? '*' : ''}${w.daily.clearing ? ` ${w.daily.clearing}` : ''}`);
  for (const b of w.bans) parts.push(`no ${b}`);
  return parts.join(' ');
}

// The seed's table, transcribed: season, 7th day, mountains, clear, showers, storm, special.
const TRANSCRIBED: [number, string, string | undefined, number, string, string, string, string][] = [
  [1, 'CHRISTMAS', undefined, 2, 'Cold 7x4', 'Flurries 5x4 +1 caves,dwellings', 'Snowstorm 4x3 +2 caves,dwellings', 'Icy Winds 7x4 fatigue 1*'],
  [2, 'ICE', 'BLACK', 4, 'Cold 7x4', 'Ice Storm 4x4 +2 caves,dwellings', 'Snowstorm 4x3 +2 caves,dwellings', 'Frigid Air 7x4 fatigue 4*'],
  [3, 'SNOW', 'PURPLE', 4, 'Snowdrifts 5x4 +1 caves,dwellings', 'Sleet 5x3 +1 caves,dwellings', 'Snowstorm 4x3 +2 caves,dwellings', 'Blizzard 2x2 +4 caves,dwellings'],
  [4, 'EASTER', 'WHITE', 3, 'Cool 7x4', 'Showers 5x4 +1 caves,dwellings', 'Snowstorm 4x3 +2 caves,dwellings', 'Soft Ground 7x4 no HIDE'],
  [5, 'FRESHET', 'GREY', 2, 'Cool 7x4', 'Showers 5x5', 'Rain 4x6', 'Flooding 3x6'],
  [6, 'SPRING', 'GOLD', 2, 'Warm 7x4', 'Showers 6x5', 'Rain 6x4', 'Beautiful 7x5'],
  [7, 'MIDSUMMER', 'All colors except WHITE', 2, 'Warm 7x5', 'Showers 7x4', 'Soft Rain 7x4', 'Nuts and Berries 7x5'],
  [8, 'HIGH SUMMER', 'GOLD', 2, 'Warm 7x4', 'Showers 7x4', 'Rain 5x5', 'Heat Wave 7x4 fatigue 1* woods'],
  [9, 'SWELTER', 'PURPLE', 2, 'Hot 5x4 +1 caves,mountain', 'Showers 7x4', 'Thunder-storm 7x3', 'Lightning Storm 7x4 wound 4 mountain'],
  [10, 'HARVEST', 'GREY', 2, 'Warm 7x5', 'Showers 7x4', 'Rain 7x3', 'Ripening 7x5'],
  [11, 'AUTUMN', 'PURPLE', 2, 'Cool 7x4', 'Showers 7x4', 'Cold Rain 7x3', 'Autumn Summer 7x5'],
  [12, 'HALLOWEEN', 'All colors', 2, 'Cold 7x4', 'Cold Showers 7x3', 'Cold Rain 7x3', 'Blowing Leaves 7x4 no PEER'],
  [13, 'DESOLATE', 'GREY', 2, 'Cold 7x4', 'Flurries 5x4 +1 caves,dwellings', 'Freezing Rain 7x3', 'Early Snow 7x4 no HIDE'],
];

describe('the TABLE OF SEASONS (SW-14)', () => {
  it('has the 13 seasons in order, each with four weather counters', () => {
    expect(SEASONS.map((s) => `${s.number}. ${s.name}`)).toEqual(TRANSCRIBED.map(([n, name]) => `${n}. ${name}`));
    for (const s of SEASONS) expect(Object.keys(s.weather)).toEqual([...WEATHER_COUNTERS]);
  });

  it.each(TRANSCRIBED)('season %i %s: 7th day %s, mountains %i, and its four weather entries', (n, _name, seventh, mountains, ...weather) => {
    const s = SEASONS[n - 1]!;
    expect(s.seventhDay).toBe(seventh);
    expect(s.mountainMovePhases).toBe(mountains);
    expect(WEATHER_COUNTERS.map((c) => compact(s.weather[c]))).toEqual(weather);
  });

  it('names the colours of the 7th day (SW-2)', () => {
    const colours = Object.fromEntries(SEASONS.map((s) => [s.name, s.seventhDayColours.join(',')]));
    expect(colours).toEqual({
      CHRISTMAS: '',
      ICE: 'black',
      SNOW: 'purple',
      EASTER: 'white',
      FRESHET: 'grey',
      SPRING: 'gold',
      MIDSUMMER: 'grey,gold,purple,black',
      'HIGH SUMMER': 'gold',
      SWELTER: 'purple',
      HARVEST: 'grey',
      AUTUMN: 'purple',
      HALLOWEEN: 'white,grey,gold,purple,black',
      DESOLATE: 'grey',
    });
  });

  it('marks every lost cell with its reading and invents no counter set-up', () => {
    const lost = SEASONS.filter((s) => s.counters.lost).map((s) => s.number);
    expect(lost).toEqual([1, 4, 6, 7, 9, 11, 12]);
    for (const n of lost) {
      const c = SEASONS[n - 1]!.counters;
      expect(c.lost).toBe('lost-counter-set-up');
      expect([...(c.dwellings ?? []), ...(c.locations ?? []), ...(c.boxes ?? []), ...(c.continuing ?? [])]).toEqual([]);
    }
    expect(SEASONS[0]!.readings).toEqual(['christmas-seventh-day', 'christmas-mountains', 'lost-counter-set-up']);
    expect(SEASONS[12]!.readings).toEqual(['desolate-counters']);
    const ids = new Set<string>(SEASON_READINGS.map((r) => r.id));
    for (const s of SEASONS) for (const r of s.readings) expect(ids.has(r)).toBe(true);
    expect(SEASON_READINGS.find((r) => r.id === 'lost-counter-set-up')!.seasons).toEqual(lost);
  });

  it('gives every counter its kind: missions, visitors and campaigns (reading counter-kinds)', () => {
    const placed = SEASONS.flatMap((s) => [...(s.counters.dwellings ?? []), ...(s.counters.locations ?? []), ...(s.counters.boxes ?? []), ...(s.counters.continuing ?? [])]);
    expect(new Set(placed.map((p) => p.counter))).toEqual(new Set(Object.keys(COUNTER_KINDS)));
    // Only campaigns continue.
    for (const s of SEASONS) for (const p of s.counters.continuing ?? []) expect(COUNTER_KINDS[p.counter]).toBe('campaign');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Against the seed file itself.

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const seedFile = resolve(root, '../shared/seeds/000_6766f49559d9b7e3.txt');
const HEADER = 'CLEAR | SHOWERS | STORM | SPECIAL | ||';

/** The table's 13 rows of six cells (season, counters, clear, showers, storm, special), whitespace folded. */
function seedRows(): string[][] {
  const text = readFileSync(seedFile, 'utf8');
  const cells = text
    .slice(text.indexOf(HEADER) + HEADER.length)
    .split(/\|\s*(?:\n|$)/)
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter((c) => c !== '');
  return Array.from({ length: cells.length / 6 }, (_, i) => cells.slice(i * 6, i * 6 + 6));
}

/** A weather cell as the seed prints it, read into the data's fields (3.31–3.34). */
function parseWeatherCell(cell: string): Omit<WeatherEntry, 'text'> {
  const m = cell.match(
    /^'(?<name>[^']+)' (?:(?<normal>[Nn]ormal)|(?<days>\d) days (?<phases>\d) phases\/day)(?: \((?<bonus>\d) bonus phases? in (?<where>[^)]+)\))?(?: (?<kind>fatigue|wound) (?<count>\d)(?<unit>\*| counters )\/day(?: \((?<clearing>\w+) Clearings only\))?)?(?: [Cc]annot (?<ban>HIDE|PEER))?$/,
  );
  if (!m?.groups) throw new Error(`unreadable weather cell: ${cell}`);
  const g = m.groups;
  return {
    name: g.name!,
    normal: g.normal !== undefined,
    days: g.normal ? 7 : Number(g.days),
    phases: g.normal ? 4 : Number(g.phases),
    ...(g.bonus ? { bonus: { count: Number(g.bonus), where: g.where!.split(', ').map((w) => w.toLowerCase()) as never } } : {}),
    ...(g.kind
      ? { daily: { kind: g.kind as 'fatigue' | 'wound', count: Number(g.count), unit: g.unit === '*' ? 'asterisks' : 'counters', ...(g.clearing ? { clearing: g.clearing.toLowerCase() as never } : {}) } }
      : {}),
    bans: g.ban ? [g.ban as 'HIDE' | 'PEER'] : [],
  };
}

/** The counters cell rebuilt from the data's sections, in the seed's heading order. */
function rebuildCounters(s: Season): string {
  const sections: [string, readonly CounterPlacement[] | undefined][] = [
    ['DWELLINGS:', s.counters.dwellings],
    ['LOCATIONS:', s.counters.locations],
    ['BOXES:', s.counters.boxes],
    ['CONTINUING CAMPAIGNS:', s.counters.continuing],
  ];
  return sections
    .filter(([, list]) => list !== undefined)
    .map(([heading, list]) => [heading, ...list!.map((p) => p.text)].join(' '))
    .join(' ');
}

/** One counter's words read into its fields: "SCHOLAR on 'PATROL' (mission to L CAMPFIRE)". */
function parsePlacement(text: string) {
  const m = text.match(/^(?<counter>[A-Z/ ]+?) (?:at|on) '?(?<place>[A-Z0-9 ]+?)'?(?: box)?(?: \(mission to (?<to>[A-Z0-9 ]+)\))?$/);
  if (!m?.groups) throw new Error(`unreadable counter: ${text}`);
  return { counter: m.groups.counter, place: m.groups.place, ...(m.groups.to ? { missionTo: m.groups.to } : {}) };
}

describe.skipIf(!existsSync(seedFile))('the TABLE OF SEASONS against the seed file (SW-14)', () => {
  const rows = existsSync(seedFile) ? seedRows() : [];

  it('finds 13 rows of six cells in the seed', () => {
    expect(rows).toHaveLength(13);
  });

  it.each(SEASONS.map((s) => [s.number, s.name] as const))('season %i %s: name, description, 7th day and mountains as printed (lost ones by their reading)', (n) => {
    const s = SEASONS[n - 1]!;
    const m = rows[n - 1]![0]!.match(/^(\d+)\. ([A-Z ]+): (.+?)(?: 7th Day: (.+?)(?: Magic)? Mountains: (\d) phases to enter)?$/);
    expect(m).not.toBeNull();
    const [, number, name, description, seventh, mountains] = m!;
    expect([Number(number), name, description]).toEqual([s.number, s.name, s.description]);
    expect(s.seventhDay).toBe(seventh);
    if (mountains === undefined) expect(s.readings).toContain('christmas-mountains');
    else expect(s.mountainMovePhases).toBe(Number(mountains));
    if (seventh === undefined) expect(s.readings).toContain('christmas-seventh-day');
  });

  const entries = SEASONS.flatMap((s) => WEATHER_COUNTERS.map((c, i) => [s.number, s.name, c, i] as const));
  it.each(entries)('season %i %s, %s: the weather cell as printed', (n, _name, counter, i) => {
    const cell = rows[n - 1]![2 + i]!;
    const entry = SEASONS[n - 1]!.weather[counter];
    expect(entry.text).toBe(cell);
    expect(entry).toEqual({ text: cell, ...parseWeatherCell(cell) });
  });

  it.each(SEASONS.map((s) => [s.number, s.name] as const))('season %i %s: the counters cell, counter by counter', (n) => {
    const s = SEASONS[n - 1]!;
    const cell = rows[n - 1]![1]!;
    expect(s.counters.text).toBe(cell);
    expect(rebuildCounters(s)).toBe(cell);
    const all = [...(s.counters.dwellings ?? []), ...(s.counters.locations ?? []), ...(s.counters.boxes ?? []), ...(s.counters.continuing ?? [])];
    for (const p of all) expect({ counter: p.counter, place: p.place, ...(p.missionTo ? { missionTo: p.missionTo } : {}) }).toEqual(parsePlacement(p.text));
    // Each counter's place kind follows its heading; a continuing campaign's is "box" when printed so.
    for (const p of s.counters.dwellings ?? []) expect(p.placeKind).toBe('dwelling');
    for (const p of s.counters.locations ?? []) expect(p.placeKind).toBe('location');
    for (const p of s.counters.boxes ?? []) expect(p.placeKind).toBe('box');
    for (const p of s.counters.continuing ?? []) expect(p.placeKind).toBe(p.text.endsWith(' box') ? 'box' : 'dwelling');
  });
});
