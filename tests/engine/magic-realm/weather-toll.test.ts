import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import { owedText, type Owed } from '../../../src/engine/rulesets/magic-realm/characters/effort.js';
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
  g.run({ type: 'play.calendar-start', actor: gm }, forcedDice([...season, 4]));
  g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 0, 0]));
  const events = [...g.run({ type: 'play.advance', actor: gm }), ...g.run({ type: 'play.advance', actor: gm })];
  return { owed: owedIn(events, playOf(g.state()).owed), turns: turnsIn(events) };
}

/** The turns revealed among these events. */
const turnsIn = (events: { type: string; payload: unknown }[]) => events.filter((e) => e.type === 'play.turn').map((e) => e.payload as { name: string; weather: string[] });

/**
 * What each character was made to owe (issue 13: the toll is a choice of chits): what the bot paid for him when the
 * GM moved on, and what he owes still.
 */
function owedIn(events: { type: string; payload: unknown }[], still: Record<string, Owed[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (id: string, o: Owed) => (out[id] ??= []).push(`${owedText(o)} (${o.cause})`);
  for (const e of events) if (e.type === 'play.chits-chosen') add((e.payload as { userId: string }).userId, (e.payload as { owed: Owed }).owed);
  for (const [id, list] of Object.entries(still ?? {})) for (const o of list) add(id, o);
  return out;
}

describe('the weather\'s toll in a named clearing type only (SW-12)', () => {
  it("HIGH SUMMER's Heat Wave fatigues 1 asterisk in woods clearings only", () => {
    // 4 + 4 = 8: HIGH SUMMER; die 4: 'Heat Wave' Normal fatigue 1*/day (Woods Clearings only). DW1 is woods, CV5 not.
    const { owed, turns } = dayIn([4, 4], 'DW1', 'CV5');
    expect(owed).toEqual({ bob: ['fatigue 1* (Heat Wave)'] });
    expect(turns.map((t) => [t.name, t.weather]).sort()).toEqual([
      ['Amazon', ['Heat Wave: fatigue 1* (in woods clearings)']],
      ['Dwarf', []],
    ]);
  });

  it("SWELTER's Lightning Storm wounds 4 counters in mountain clearings only", () => {
    // 4 + 5 = 9: SWELTER; die 4: 'Lightning Storm' Normal wound 4 counters /day (Mountain Clearings only). L5 is a
    // mountain clearing, DW1 woods.
    const { owed, turns } = dayIn([4, 5], 'DW1', 'L5');
    expect(owed).toEqual({ carol: ['wound 4 chits (Lightning Storm)'] });
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
    g.run({ type: 'play.calendar-start', actor: gm }, forcedDice([4, 4, 4]));
    g.run({ type: 'play.record', actor: bob, phases: 'M B1' });
    g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 0, 0]));
    const events = [...g.run({ type: 'play.advance', actor: gm }), ...g.run({ type: 'play.advance', actor: gm })];
    const turns = turnsIn(events);
    expect(turns.map((t) => [t.name, t.weather]).sort()).toEqual([
      ['Amazon', ['Heat Wave: fatigue 1* (in woods clearings: on entering B1)']],
      ['Dwarf', []],
    ]);
    expect(owedIn(events, playOf(g.state()).owed)).toEqual({ bob: ['fatigue 1* (Heat Wave)'] });
  });

  it('a character blocked before he enters a clearing of that type pays nothing: the Amazon, from CV1, is blocked by the Wolf in CV4 and never reaches the woods of B2 she recorded', () => {
    const g = game('seasons-weather', [[bob, 'Amazon'], [carol, 'Dwarf']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'CV1', kind: 'character', owner: 'bob' });
    g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: 'CV5', kind: 'character', owner: 'carol' });
    g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'CV4', kind: 'monster' });
    g.run({ type: 'play.calendar-start', actor: gm }, forcedDice([4, 4, 4]));
    g.run({ type: 'play.record', actor: bob, phases: 'M CV4, M B2' });
    g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 0, 0]));
    const events = [...g.run({ type: 'play.advance', actor: gm }), ...g.run({ type: 'play.advance', actor: gm })];
    const amazon = events.find((e) => e.type === 'play.turn' && (e.payload as { name: string }).name === 'Amazon')!.payload as { weather: string[]; outcome: { blocked?: { clearing: string } } };
    expect(amazon.outcome.blocked).toMatchObject({ clearing: 'CV4', by: 'Wolf' });
    expect(amazon.weather).toEqual([]);
    expect(owedIn(events, playOf(g.state()).owed).bob).toBeUndefined();
  });
});
