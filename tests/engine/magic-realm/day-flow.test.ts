import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { gmActivities } from '../../../src/engine/rulesets/magic-realm/play/day-flow.js';
import { combatClearings } from '../../../src/engine/rulesets/magic-realm/combat/clearings.js';
import { currentCombat } from '../../../src/engine/rulesets/magic-realm/combat/access.js';
import { dayStep, playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';
import type { GameState } from '../../../src/engine/core/state.js';

const { gm, bob, carol } = PEOPLE;

/**
 * Issue 12: "a day costs the GM one press when nothing needs him". The Amazon (bob) in BV5 and the Dwarf (carol) in
 * CV1 on the original board, no Seasons and Weather; the monster roll 6 (row 6: nothing of it is on the board) and the turn order dice 0, 0.
 */
function twoCharacters() {
  const g = game('', [[bob, 'Amazon'], [carol, 'Dwarf']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: 'CV1', kind: 'character', owner: 'carol' });
  return g;
}
const through = (g: ReturnType<typeof twoCharacters>, dice: number[] = [6, 0, 0]) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice(dice)).map((e) => e.type);

describe('the day runs on while nothing needs the GM (issue 12)', () => {
  it('moves and blank turns only: one press goes from Birdsong to the next Birdsong', () => {
    const g = twoCharacters();
    g.run({ type: 'play.record', actor: bob, phases: 'M BV2' });
    expect(through(g)).toEqual(['play.daylight', 'play.turn', 'play.turn', 'play.part', 'play.part', 'play.part', 'play.new-day']);
    expect(dayStep(playOf(g.state()))).toBe('2.birdsong.0');
  });

  it('a turn with an activity the GM resolves stops the day after that turn, and the next press goes on', () => {
    const g = twoCharacters();
    g.run({ type: 'play.record', actor: bob, phases: 'M BV2, S' });
    g.run({ type: 'play.record', actor: carol, phases: 'M CV4' });
    // Fisher–Yates with dice 0, 0 puts the Dwarf first: his MOVE passes, the Amazon's SEARCH stops.
    const first = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 0, 0]));
    expect(first.map((e) => [e.type, (e.payload as { name?: string }).name])).toEqual([
      ['play.daylight', undefined],
      ['play.turn', 'Dwarf'],
      ['play.turn', 'Amazon'],
    ]);
    expect(dayStep(playOf(g.state()))).toBe('1.daylight.2');
    expect(through(g, [])).toEqual(['play.part', 'play.part', 'play.part', 'play.new-day']);
  });

  it('without through, a press is one step (the engine default, and /day next one:true)', () => {
    const g = twoCharacters();
    // The game was not started: its first day's action begins play (issue 27).
    expect(g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 0, 0])).map((e) => e.type)).toEqual(['game.started', 'play.daylight']);
  });

  it('Evening begins the combat where an unhidden character shares a clearing with a monster everyone sees, and waits on it', () => {
    const g = twoCharacters();
    g.run({ type: 'board.piece', actor: gm, label: 'Giant', at: 'BV5', kind: 'monster' });
    // The Amazon's luring turn is the first step anyone takes (issue 14).
    // The game was not started: its first day's action begins play (issue 27).
    expect(through(g)).toEqual(['game.started', 'play.daylight', 'play.turn', 'play.turn', 'play.part', 'play.part', 'combat.begun']);
    expect(playOf(g.state()).day?.part).toBe('evening');
    expect(combatClearings(g.state())).toEqual(['BV5']);
    expect(currentCombat(g.state())).toMatchObject({ clearing: 'BV5', step: 'lure', order: ['bob'] });
    // While it is under way the GM's Next is refused with what it waits on; ended, the day goes on.
    expect(g.refusal({ type: 'play.advance', actor: gm, through: true }).message).toContain('the combat in BV5 is not over: it waits on Amazon to lure or pass');
    g.run({ type: 'combat.end', actor: gm });
    expect(through(g, [])).toEqual(['play.part', 'play.new-day']);
  });

  it('two characters in one clearing begin a combat too, with nothing to lure: the encounter actions come first', () => {
    const g = twoCharacters();
    g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: 'BV5', kind: 'character', owner: 'carol' });
    expect(combatClearings(g.state())).toEqual(['BV5']);
    expect(through(g).slice(-2)).toEqual(['combat.begun', 'combat.step']);
    expect(currentCombat(g.state())).toMatchObject({ step: 'action', turn: 0 });
    expect(playOf(g.state()).day?.part).toBe('evening');
  });

  it('natives at their dwelling hold nothing; a group that battles him (Block/Battle) and unhired monsters do; hirelings never', () => {
    const g = twoCharacters();
    g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'BV5', kind: 'dwelling' });
    g.run({ type: 'board.piece', actor: gm, label: 'Rogue 1', at: 'BV5', kind: 'native' });
    expect(combatClearings(g.state())).toEqual([]);
    // The Rogues battle the Amazon this Evening (as a Block/Battle of the Meeting table leaves it).
    const battling: GameState = { ...g.state(), play: { ...playOf(g.state()), battling: { bob: ['Rogues'] } } };
    expect(combatClearings(battling)).toEqual(['BV5']);
    // Not the Dwarf's battle: the Rogues battle only the Amazon, and she is elsewhere.
    expect(combatClearings({ ...battling, play: { ...playOf(battling), battling: { carol: ['Rogues'] } } })).toEqual([]);
    // A monster hired by someone fights no one.
    g.run({ type: 'board.piece', actor: gm, label: 'Giant', at: 'CV1', kind: 'monster', owner: 'bob' });
    expect(combatClearings(g.state())).toEqual([]);
  });

  it('a hidden character, or a piece only the GM sees, holds nothing (the stop would tell what is secret)', () => {
    const g = twoCharacters();
    g.run({ type: 'board.piece', actor: gm, label: 'Ghost', at: 'CV1', kind: 'monster', seen: 'gm' });
    g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'BV5', kind: 'monster' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob', hidden: true });
    expect(combatClearings(g.state())).toEqual([]);
    // She becomes unhidden as her turn begins, and hides again (Hide table: 3, 4 → 4 hides): the Evening holds nothing.
    g.run({ type: 'play.record', actor: bob, phases: 'H' });
    expect(through(g, [6, 0, 3, 4]).at(-1)).toBe('play.new-day');
  });

  it('the GM resolves every activity the engine does not carry out, each named once', () => {
    expect(gmActivities({ text: '', route: [], phases: [{ code: 'M', target: 'CV5' }, { code: 'B' }, { code: 'LT' }, { code: 'R' }, { code: 'F', target: 'Amazon' }] })).toEqual([]);
    expect(gmActivities({ text: '', route: [], phases: [{ code: 'S' }, { code: 'H' }, { code: 'S' }, { code: 'A' }, { code: 'G' }] })).toEqual(['SEARCH', 'GATE']);
    // MP-1: ENCHANT (and SP, the same phase) is carried out by the engine: the day does not stop for it.
    expect(gmActivities({ text: '', route: [], phases: [{ code: 'E', target: 'MAGIC V4*' }, { code: 'SP', target: 'TILE' }] })).toEqual([]);
    expect(gmActivities(undefined)).toEqual([]);
  });
});
