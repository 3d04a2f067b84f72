import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/rules.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

/**
 * SW-12 (000 2.43): the weather's toll falls at the start of a character's turn, and when the weather names a type of
 * clearing only on a character who is in one. Amazon and Dwarf stand where the test puts them; the month comes from
 * the 2d6 and the week's weather die 4 (the Special column); the turn order dice 0, 0 draw the Dwarf first.
 */
function dayIn(season: [number, number], amazonAt: string, dwarfAt: string) {
  const g = game('seasons-weather', [[bob, 'Amazon'], [carol, 'Dwarf']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: amazonAt, kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: dwarfAt, kind: 'character', owner: 'carol' });
  g.run({ type: 'mr.calendar-start', actor: gm }, forcedDice([...season, 4]));
  g.run({ type: 'mr.advance', actor: gm }, forcedDice([6, 0, 0]));
  const first = g.run({ type: 'mr.advance', actor: gm });
  const second = g.run({ type: 'mr.advance', actor: gm });
  return { numbers: playOf(g.state()).characters, turns: [first, second].map((e) => e[0]!.payload as { name: string; weather: string[] }) };
}

describe('the weather\'s toll in a named clearing type only (SW-12)', () => {
  it("HIGH SUMMER's Heat Wave fatigues 1 asterisk in woods clearings only", () => {
    // 4 + 4 = 8: HIGH SUMMER; die 4: 'Heat Wave' Normal fatigue 1*/day (Woods Clearings only). DW1 is woods, CV5 not.
    const { numbers, turns } = dayIn([4, 4], 'DW1', 'CV5');
    expect(numbers.bob).toMatchObject({ fatigue: 1, wounds: 0 });
    expect(numbers.carol ?? { fatigue: 0, wounds: 0 }).toMatchObject({ fatigue: 0, wounds: 0 });
    expect(turns.map((t) => [t.name, t.weather]).sort()).toEqual([
      ['Amazon', ['Heat Wave: fatigue 1* (in woods clearings)']],
      ['Dwarf', []],
    ]);
  });

  it("SWELTER's Lightning Storm wounds 4 counters in mountain clearings only", () => {
    // 4 + 5 = 9: SWELTER; die 4: 'Lightning Storm' Normal wound 4 counters /day (Mountain Clearings only). L5 is a
    // mountain clearing, DW1 woods.
    const { numbers, turns } = dayIn([4, 5], 'DW1', 'L5');
    expect(numbers.carol).toMatchObject({ wounds: 4, fatigue: 0 });
    expect(numbers.bob ?? { fatigue: 0, wounds: 0 }).toMatchObject({ fatigue: 0, wounds: 0 });
    expect(turns.map((t) => [t.name, t.weather]).sort()).toEqual([
      ['Amazon', []],
      ['Dwarf', ['Lightning Storm: wound 4 counters (in mountain clearings)']],
    ]);
  });

  it("where it names a type of clearing, the toll falls on entering one during the turn (000 2.43: \"unless and until he enters\")", () => {
    // HIGH SUMMER (4 + 4), 'Heat Wave' (die 4): fatigue 1* in woods clearings. The Amazon starts in BV5 (normal) and
    // moves to B1 (woods); the Dwarf stays in CV5.
    const g = game('seasons-weather', [[bob, 'Amazon'], [carol, 'Dwarf']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
    g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: 'CV5', kind: 'character', owner: 'carol' });
    g.run({ type: 'mr.calendar-start', actor: gm }, forcedDice([4, 4, 4]));
    g.run({ type: 'mr.record', actor: bob, phases: 'M B1' });
    g.run({ type: 'mr.advance', actor: gm }, forcedDice([6, 0, 0]));
    const turns = [g.run({ type: 'mr.advance', actor: gm }), g.run({ type: 'mr.advance', actor: gm })].map((e) => e[0]!.payload as { name: string; weather: string[] });
    expect(turns.map((t) => [t.name, t.weather]).sort()).toEqual([
      ['Amazon', ['Heat Wave: fatigue 1* (in woods clearings: on entering B1)']],
      ['Dwarf', []],
    ]);
    expect(playOf(g.state()).characters.bob).toMatchObject({ fatigue: 1, wounds: 0 });
  });
});
