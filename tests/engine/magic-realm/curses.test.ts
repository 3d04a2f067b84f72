import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import type { TurnOutcome } from '../../../src/engine/rulesets/magic-realm/play/turn.js';
import { game, PEOPLE, SET_UP_DICE } from '../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;

describe('curses that forbid a phase (core-tables "curse")', () => {
  it('Ill Health laid after he recorded: his REST does nothing, and he owes no rest for it though a chit of his is fatigued', () => {
    const g = game('', [[bob, 'Amazon']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'CV1', kind: 'character', owner: 'bob' });
    g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'chit', chit: 'MOVE M4', state: 'fatigued' } });
    g.run({ type: 'play.record', actor: bob, phases: 'R, R' });
    // Cursed after he recorded (Birdsong refuses a REST of one cursed already).
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'curse', curse: 'Ill Health' } });
    const events = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    const turn = events.find((e) => e.type === 'play.turn')!.payload as { outcome: TurnOutcome };
    expect(turn.outcome.phases).toEqual([{ code: 'R', barred: 'Ill Health' }, { code: 'R', barred: 'Ill Health' }]);
    expect(playOf(g.state()).owed?.bob ?? []).toEqual([]);
  });
});
