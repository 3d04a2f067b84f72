import { describe, expect, it } from 'vitest';
import { dayRules, type CalendarState } from '../../../../src/engine/rulesets/magic-realm/calendar/calendar.js';
import { characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import type { Board } from '../../../../src/engine/rulesets/magic-realm/map/board.js';
import {
  colourNeed,
  colourSources,
  coloursPresent,
  dayColours,
  dayOfMonth,
  enchantableColour,
  sourcesFor,
  tileColours,
} from '../../../../src/engine/rulesets/magic-realm/magic/colour.js';

/** A calendar of Seasons and Weather on this season, week and day, the week's weather clear (7 days). */
const calendar = (season: number, week: number, day: number): CalendarState => ({ start: { dice: [1, 1], season }, month: 1, season, week, day, weather: Array(week).fill('clear'), history: [] });

const witch = characterKit('Witch')!;

describe('MP-2: the colour magic of the day of the month (SW-2)', () => {
  it('the PERSONAL HISTORY sheet: white and black on the 7th, grey on the 14th, purple on the 21st, gold on the 28th, none between', () => {
    expect([7, 14, 21, 28, 8, 1, 27].map((d) => dayColours(d))).toEqual([['white', 'black'], ['grey'], ['purple'], ['gold'], [], [], []]);
    // Without Seasons the game's day counts in months of 28: game day 35 is day 7 of the second month.
    expect(dayOfMonth({ gameDay: 35 })).toBe(7);
    expect(dayOfMonth({ gameDay: 28 })).toBe(28);
    expect(dayOfMonth({ calendar: { week: 3, day: 7 }, gameDay: 99 })).toBe(21);
  });

  it('SW-2: the season’s 7th-day colour replaces the sheet’s on the days the calendar names — season 2 BLACK on day 7, CHRISTMAS (lost) leaves white and black', () => {
    const s2 = calendar(2, 1, 7);
    expect(dayColours(dayOfMonth({ calendar: s2, gameDay: 7 }), dayRules(s2).seventhDay)).toEqual(['black']);
    // The reading `seventh-day: every-week` (default): day 14 in season 2 is BLACK too; with `month` only week 1's.
    const s2w2 = calendar(2, 2, 7);
    expect(dayColours(dayOfMonth({ calendar: s2w2, gameDay: 14 }), dayRules(s2w2).seventhDay)).toEqual(['black']);
    expect(dayColours(dayOfMonth({ calendar: s2w2, gameDay: 14 }), dayRules(s2w2, { seventhDay: 'month' }).seventhDay)).toEqual(['grey']);
    // Season 12: "All colors"; season 7: "All colors except WHITE".
    expect(dayColours(7, dayRules(calendar(12, 1, 7)).seventhDay)).toEqual(['white', 'grey', 'gold', 'purple', 'black']);
    expect(dayColours(7, dayRules(calendar(7, 1, 7)).seventhDay)).toEqual(['grey', 'gold', 'purple', 'black']);
    // Season 1 CHRISTMAS lost its colour: the sheet's stays.
    expect(dayColours(7, dayRules(calendar(1, 1, 7)).seventhDay)).toEqual(['white', 'black']);
  });
});

describe('MP-2: the sources of colour present for a caster', () => {
  const board: Board = [
    { code: 'L', q: 0, r: 0, rotation: 0, side: 'enchanted' },
    { code: 'DF', q: 1, r: 0, rotation: 0, side: 'enchanted' },
    { code: 'AV', q: 0, r: 1, rotation: 0, side: 'normal' },
  ];

  it('an enchanted tile’s clearing (Ledges purple, Dark Forest 5 black), none on a normal side or off the board', () => {
    expect(tileColours(board, 'L3')).toEqual(['purple']);
    expect(tileColours(board, 'DF5')).toEqual(['black']);
    expect(tileColours(board, 'DF6')).toEqual([]);
    expect(tileColours(board, 'AV1')).toEqual([]);
    expect(tileColours(board, 'CV1')).toEqual([]);
  });

  it('the day, the tile, the items in the clearing and his own colour chits, each named', () => {
    // The Witch's MAGIC V4* (chit 9) enchanted: a black colour chit. Day 21 (purple), in the enchanted Ledges 3 (purple),
    // beside a Flowers of Rest (gold) and a Cloven Hoof (black); a Lantern supplies nothing.
    expect(enchantableColour(witch.chits[9]!)).toBe('black');
    const m = { day: 21, board, clearing: 'L3', treasures: ['Flowers of Rest', 'Cloven Hoof', 'Lantern'], colourChits: [{ chit: 9, colour: 'black' as const }] };
    expect(colourSources(m)).toEqual([
      { kind: 'day', colour: 'purple', day: 21 },
      { kind: 'tile', colour: 'purple', clearing: 'L3' },
      { kind: 'treasure', colour: 'gold', treasure: 'Flowers of Rest' },
      { kind: 'treasure', colour: 'black', treasure: 'Cloven Hoof' },
      { kind: 'chit', colour: 'black', chit: 9 },
    ]);
    expect(coloursPresent(m)).toEqual(['gold', 'purple', 'black']);
    // A fatigued colour chit supplies nothing.
    const states = witch.chits.map(() => 'active');
    states[9] = 'fatigued';
    expect(colourSources({ day: 8, colourChits: m.colourChits, chitStates: states })).toEqual([]);
  });

  it('MP-1: MAGIC chits of types I–V enchant into white, grey, gold, purple, black; VI–VIII and other chits do not', () => {
    // The Witch: MAGIC VIII4* (3), V6* (4), II3* (5), FIGHT L3* (8).
    expect([3, 4, 5, 8].map((i) => enchantableColour(witch.chits[i]!))).toEqual([undefined, 'black', 'grey', undefined]);
    const wk = characterKit('Witch King')!;
    expect(enchantableColour(wk.chits[0]!)).toBe('purple');
  });

  it('a spell’s colour as a need: a free source before a colour chit; any; ALL five; ANY TWO', () => {
    const sources = [
      { kind: 'chit' as const, colour: 'black' as const, chit: 9 },
      { kind: 'treasure' as const, colour: 'black' as const, treasure: 'Cloven Hoof' },
      { kind: 'day' as const, colour: 'grey' as const, day: 14 },
    ];
    expect(sourcesFor(colourNeed('black'), sources)).toEqual([sources[1]]);
    expect(sourcesFor(colourNeed('BLACK'), [sources[0]!])).toEqual([sources[0]]);
    expect(sourcesFor(colourNeed('purple'), sources)).toBeUndefined();
    expect(sourcesFor(colourNeed('any'), sources)).toEqual([sources[1]]);
    expect(sourcesFor(colourNeed('ANY TWO'), sources)).toEqual([sources[2], sources[1]]);
    expect(sourcesFor(colourNeed('ANY TWO'), [sources[0]!, sources[1]!])).toBeUndefined();
    expect(sourcesFor(colourNeed('ALL'), sources)).toBeUndefined();
    expect(sourcesFor(colourNeed('GRAY'), sources)).toEqual([sources[2]]);
    expect(() => colourNeed('green')).toThrow(RangeError);
  });
});
