import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/core/types.js';
import { ACTIVITIES, activityByCode, formatPhases, parsePhases } from '../../../src/engine/rulesets/magic-realm/orders/phases.js';

/** The RuleError a text gives, with its hint. */
function refusal(text: string): RuleError {
  try {
    parsePhases(text);
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error(`"${text}" was accepted`);
}

describe('orders: the activity codes', () => {
  it('the table holds every code once, each with its activity', () => {
    const codes = ACTIVITIES.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    // Expansion One's STEAL (5.2) and GATE (3.3) are recordable too (issue 11), in games with the option.
    // Issue 29: FLY (FL), with a FLY chit (Broomstick).
    expect(codes).toEqual(['M', 'H', 'A', 'R', 'S', 'P', 'L', 'LT', 'MS', 'RR', 'T', 'HR', 'F', 'SP', 'E', 'ST', 'G', 'FL', 'B']);
    expect(activityByCode('fl')).toMatchObject({ activity: 'fly', argument: 'tile' });
    expect(activityByCode('rr')?.activity).toBe('read-runes');
    expect(activityByCode('ms')?.activity).toBe('magic-sight');
    expect(activityByCode('st')).toMatchObject({ activity: 'steal', option: 'expansion-one' });
    expect(activityByCode('g')).toMatchObject({ activity: 'gate', option: 'expansion-one' });
    expect(activityByCode('lt')?.activity).toBe('loot');
    expect(activityByCode('hr')?.activity).toBe('hire');
    expect(activityByCode('X')).toBeUndefined();
  });
});

describe('orders: parsing what a player types', () => {
  it('"M CV5, H, S, R" is a MOVE to CV5, HIDE, SEARCH, REST', () => {
    expect(parsePhases('M CV5, H, S, R')).toEqual([
      { activity: 'move', code: 'M', clearing: 'CV5' },
      { activity: 'hide', code: 'H' },
      { activity: 'search', code: 'S' },
      { activity: 'rest', code: 'R' },
    ]);
  });

  it('case-insensitive, split by spaces as well as commas', () => {
    expect(formatPhases(parsePhases('m cv5 h s r'))).toBe('M CV5, H, S, R');
    expect(formatPhases(parsePhases('  M cv5,h  s ,R '))).toBe('M CV5, H, S, R');
  });

  it('a clearing may be written with a space: "M CV 5", even on a tile whose code is an activity (L, B)', () => {
    expect(formatPhases(parsePhases('M CV 5, M L 5, M B 1'))).toBe('M CV5, M L5, M B1');
  });

  it('every code of the table', () => {
    const phases = parsePhases('M BV2, H, A, R, S, P, L, LT, T Lancers buy Shield, HR Lancers, SP TILE, E MAGIC III2*, B');
    expect(phases.map((p) => p.activity)).toEqual(['move', 'hide', 'alert', 'rest', 'search', 'peer', 'locate', 'loot', 'trade', 'hire', 'enchant', 'enchant', 'blank']);
  });

  it('MP-1: ENCHANT takes a MAGIC chit or TILE (with the ritual chit, if named); SP is the same phase, recorded as E', () => {
    expect(parsePhases('E magic v4*, SP tile, E TILE MAGIC IV3* H')).toEqual([
      { activity: 'enchant', code: 'E', target: 'MAGIC V4*' },
      { activity: 'enchant', code: 'E', target: 'TILE' },
      { activity: 'enchant', code: 'E', target: 'TILE MAGIC IV3*' },
      { activity: 'hide', code: 'H' },
    ]);
    expect(formatPhases(parsePhases('sp magic ii3*'))).toBe('E MAGIC II3*');
    // Without its target: what it takes, and the example.
    expect(refusal('E, H').message).toBe('"E" (part 1: "E") needs what it enchants: one of his MAGIC chits, or TILE (the tile he stands in).');
    expect(refusal('SP').hint).toContain('"E MAGIC III2*"');
    expect(refusal('X').hint).toContain('E <MAGIC chit>|TILE [<MAGIC chit>] ENCHANT');
  });

  it('FOLLOW takes the character after it, up to the comma or the next code', () => {
    expect(parsePhases('F Black Knight')).toEqual([{ activity: 'follow', code: 'F', target: 'Black Knight' }]);
    expect(formatPhases(parsePhases('F Amazon H'))).toBe('F Amazon, H');
    expect(formatPhases(parsePhases('f woods girl, s'))).toBe('F woods girl, S');
  });

  it('a mountain move is the same MOVE recorded several times', () => {
    expect(formatPhases(parsePhases('M L5 M L5 S R'))).toBe('M L5, M L5, S, R');
  });
});

describe('orders: parse errors say which part is wrong and how to write it', () => {
  it('an unknown code', () => {
    const e = refusal('M CV5, X, S');
    expect(e.message).toBe('"X" (part 2: "X") is not an activity.');
    expect(e.hint).toContain('"M CV5, H, P, R"');
    expect(e.hint).toContain('LT [<site>] LOOT');
    expect(e.hint).toContain('F <character> FOLLOW');
  });

  it('a MOVE without a clearing, or followed by another code', () => {
    expect(refusal('M').message).toBe('"M" needs the clearing to move to.');
    expect(refusal('H, M, S').message).toBe('"M" (part 2: "M") needs the clearing to move to.');
    expect(refusal('M H S').message).toBe('"M" needs the clearing to move to.');
    expect(refusal('M').hint).toContain('"M CV5"');
  });

  it('a clearing that does not exist: the tile, or the number (with the tile\'s clearings)', () => {
    expect(refusal('M CV9').message).toBe('"M CV9": Curst Valley (CV) has no clearing 9: its clearings are 1, 2, 4, 5.');
    expect(refusal('M ZZ1').message).toBe('"M ZZ1": there is no tile "ZZ" (in "ZZ1").');
    expect(refusal('M here').message).toBe('"M here": "here" is not a clearing: a clearing is a tile code and a clearing number, like CV5 or B1.');
  });

  it('a MOVE glued to its clearing gets a tip', () => {
    expect(refusal('MCV5, H').message).toBe('"MCV5" (part 1: "MCV5") is not an activity. Put a space after M: "M CV5".');
  });

  it('nothing recorded, an empty part, a FOLLOW without a name', () => {
    expect(refusal('  ').message).toBe('No phases recorded.');
    expect(refusal('  ').hint).toContain('B (BLANK)');
    expect(refusal('S,,R').message).toBe('An empty phase between two commas (part 2).');
    expect(refusal('F, H').message).toBe('"F" (part 1: "F") needs the character to follow.');
  });
});

describe('orders: the row a search takes on a Choice (tables/search-choice.ts)', () => {
  it('is written after a slash, for PEER, LOCATE and MAGIC SIGHT only, and is one of the rows the Choice offers', () => {
    expect(parsePhases('P/L4, L/p2, MS/P3, RR, P/L2 CV5')).toEqual([
      { activity: 'peer', code: 'P', choice: 'L4' },
      { activity: 'locate', code: 'L', choice: 'P2' },
      { activity: 'magic-sight', code: 'MS', choice: 'P3' },
      { activity: 'read-runes', code: 'RR' },
      { activity: 'peer', code: 'P', clearing: 'CV5', choice: 'L2' },
    ]);
    expect(formatPhases(parsePhases('P/L4, L, MS/P3'))).toBe('P/L4, L, MS/P3');
    expect(() => parsePhases('LT/L4')).toThrow('only PEER, LOCATE and MAGIC SIGHT have a Choice');
    expect(() => parsePhases('P/L3')).toThrow('a Choice takes Peer 2, Peer 3, Locate 2, Locate 4, not "L3"');
  });
});
