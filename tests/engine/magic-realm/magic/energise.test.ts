import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { decide, evolve } from '../../../../src/engine/parts.js';
import { energisedEvents } from '../../../../src/engine/rulesets/magic-realm/magic/energise.js';
import type { SpellHeld } from '../../../../src/engine/rulesets/magic-realm/magic/in-force.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import type { GameState } from '../../../../src/engine/core/state.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;

/** The Wizard in the Ledges' L1 (enchanted: purple, MP-2, or not), day 1 (no colour of the month). */
function wizardAt(enchanted: boolean) {
  const g = game('', [[bob, 'Wizard']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: 'Fiery Blast, Lightning Bolt' });
  if (enchanted) g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at: 'L1', kind: 'character', owner: 'bob' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  return g;
}

/** A permanent spell of this colour in force on the Wizard, fallen inert at Midnight (MP-9). */
const inert = (colour: string): SpellHeld => ({ spell: 'Melt Into Mist', duration: 'permanent', colour, castDay: 1, caster: 'bob', name: 'Wizard', targets: ['bob'], labels: ['the Wizard'], clearing: 'L1', chit: 0, inert: true });
const withHeld = (state: GameState, held: SpellHeld[]): GameState => ({ ...state, play: { ...playOf(state), inForce: held } });

describe('permanent spells energised by the colour present (issue 29; MP-9, seed 001 l.53)', () => {
  it('an inert purple spell on the Wizard standing in the enchanted Ledges (purple) is energised — one public event that says by what', () => {
    const s = withHeld(wizardAt(true).state(), [inert('purple')]);
    const events = energisedEvents(s, 'gm');
    expect(events).toEqual([{ type: 'play.spells-energised', payload: { energised: [0], lines: ["Wizard's Melt Into Mist on the Wizard is energised by the enchanted clearing L1"] }, visibility: { kind: 'public' }, actor: 'gm' }]);
    const after = events.reduce((st, e) => evolve(st, { ...e, seq: 0, at: '' } as never), s);
    expect(playOf(after).inForce![0]!.inert).toBeUndefined();
  });

  it('no colour of its own here — a black spell in the purple Ledges, any spell in the Ledges on their normal side on day 1 — leaves it inert; a spell in force already is left alone', () => {
    expect(energisedEvents(withHeld(wizardAt(true).state(), [inert('black')]), 'gm')).toEqual([]);
    expect(energisedEvents(withHeld(wizardAt(false).state(), [inert('purple')]), 'gm')).toEqual([]);
    const { inert: _i, ...active } = inert('purple');
    expect(energisedEvents(withHeld(wizardAt(true).state(), [active]), 'gm')).toEqual([]);
  });

  it('Sunrise asks: the GM moves Birdsong on, and the inert spell is energised right after the day’s turn order (the same words in the log)', () => {
    const start = withHeld(wizardAt(true).state(), [inert('purple')]);
    const events = decide(start, { type: 'play.advance', actor: gm }, forcedDice([6, 1, 1, 1, 1, 1, 1]));
    if (!Array.isArray(events)) throw events;
    expect(events.map((e) => e.type)).toEqual(['play.daylight', 'play.spells-energised']);
    expect(events[1]!.payload).toEqual({ energised: [0], lines: ["Wizard's Melt Into Mist on the Wizard is energised by the enchanted clearing L1"] });
    // And the end of his turn asks again (here: nothing inert is left, so nothing more).
    const day = events.reduce((st, e) => evolve(st, { ...e, seq: 0, at: '' } as never), start);
    const turn = decide(day, { type: 'play.advance', actor: gm }, forcedDice([6, 1, 1, 1, 1, 1, 1]));
    if (!Array.isArray(turn)) throw turn;
    expect(turn.map((e) => e.type)).not.toContain('play.spells-energised');
  });
});
