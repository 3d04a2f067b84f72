import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { decide, evolve } from '../../../../src/engine/parts.js';
import { energisedEvents } from '../../../../src/engine/rulesets/magic-realm/magic/energise.js';
import type { SpellHeld } from '../../../../src/engine/rulesets/magic-realm/magic/in-force.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { characterKit, chitLabel } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
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

  describe('MP-12: a colour chit played to energise it (seed 001 l.55)', () => {
    const wizard = characterKit('Wizard')!;
    const iv3 = wizard.chits.findIndex((c) => chitLabel(c) === 'MAGIC IV3*');
    /** In Daylight of day 1 (no colour of the month), the Ledges on their normal side: his MAGIC IV3* is a purple colour chit. */
    function daylight(spellColour: string, inert = true) {
      const g = wizardAt(false);
      const begun = decide(g.state(), { type: 'play.advance', actor: gm }, forcedDice([6, 1, 1, 1, 1, 1, 1]));
      if (!Array.isArray(begun)) throw begun;
      const s = begun.reduce((st, e) => evolve(st, { ...e, seq: 0, at: '' } as never), g.state());
      const sheet = sheetOf(s, 'bob')!;
      const { inert: _i, ...active } = inertSpell(spellColour);
      const withChit = { ...s, play: { ...playOf(s), inForce: [inert ? inertSpell(spellColour) : active], sheets: { ...playOf(s).sheets, bob: { ...sheet, colourChits: [{ chit: iv3, colour: 'purple' as const }] } } } };
      return withChit as GameState;
    }
    const inertSpell = inert;

    it('in Daylight, his purple colour chit energises the inert purple spell on him: public, the spell in force again; his chit reverts and fatigues (his and the GM’s)', () => {
      const s = daylight('purple');
      expect(playOf(s).day?.part).toBe('daylight');
      const events = decide(s, { type: 'play.energise', actor: bob, spell: 'melt into mist', chit: 'MAGIC IV3*' }, forcedDice([]));
      if (!Array.isArray(events)) throw events;
      expect(events.map((e) => [e.type, e.visibility])).toEqual([
        ['play.spells-energised', { kind: 'public' }],
        ['play.sheet-set', { kind: 'players', userIds: ['bob'] }],
      ]);
      expect(events[0]!.payload).toEqual({ energised: [0], lines: ["Wizard plays a purple colour chit: Wizard's Melt Into Mist on the Wizard is energised"] });
      const after = events.reduce((st, e) => evolve(st, { ...e, seq: 0, at: '' } as never), s);
      expect(playOf(after).inForce![0]!.inert).toBeUndefined();
      expect(sheetOf(after, 'bob')!.chits[iv3]).toBe('fatigued');
      expect(sheetOf(after, 'bob')!.colourChits ?? []).toEqual([]);
    });

    it('refused with what was wrong and how: a black spell (the chit holds purple), a spell in force already, a chit that is no colour chit, a spell nobody cast', () => {
      const refusal = (s: GameState, spell: string, chit = 'MAGIC IV3*') => {
        const r = decide(s, { type: 'play.energise', actor: bob, spell, chit }, forcedDice([]));
        if (Array.isArray(r)) throw new Error('accepted');
        return r;
      };
      expect(refusal(daylight('black'), 'Melt Into Mist')).toMatchObject({ message: 'Melt Into Mist needs black magic; the chit holds purple', hint: 'play a black colour chit' });
      expect(refusal(daylight('purple', false), 'Melt Into Mist')).toMatchObject({ message: 'Melt Into Mist is in force already: it falls inert at Midnight' });
      expect(refusal(daylight('purple'), 'Melt Into Mist', 'MAGIC IV4*')).toMatchObject({ message: 'Wizard has no active colour chit "MAGIC IV4*"', hint: 'play one of his colour chits: MAGIC IV3* (purple)' });
      expect(refusal(daylight('purple'), 'Bad Luck')).toMatchObject({ message: 'no spell "Bad Luck" is in force', hint: 'name one of the inert permanent spells: spell:"Melt Into Mist" on:"the Wizard"' });
    });

    it('not at Birdsong: only when a phase starts in his clearing (read: in Daylight) or on his encounter turn', () => {
      const g = wizardAt(false);
      const sheet = sheetOf(g.state(), 'bob')!;
      const s = { ...g.state(), play: { ...playOf(g.state()), inForce: [inert('purple')], sheets: { ...playOf(g.state()).sheets, bob: { ...sheet, colourChits: [{ chit: iv3, colour: 'purple' as const }] } } } } as GameState;
      const r = decide(s, { type: 'play.energise', actor: bob, spell: 'Melt Into Mist', chit: 'MAGIC IV3*' }, forcedDice([]));
      expect(r).toMatchObject({ message: expect.stringContaining('only when a phase of a turn starts in your clearing') });
    });

    it('in combat, on his turn of the encounter step, with no action spent: his turn is still his after it', () => {
      const g = game('', [[bob, 'Wizard']]);
      g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
      g.run({ type: 'play.setup', actor: bob, spells: 'Fiery Blast, Lightning Bolt' });
      g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at: 'L1', kind: 'character', owner: 'bob' });
      g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'L1', kind: 'monster' });
      g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
      g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
      g.run({ type: 'combat.pass', actor: bob });
      expect(currentCombat(g.state())).toMatchObject({ step: 'action', turn: 0 });
      const sheet = sheetOf(g.state(), 'bob')!;
      const s = { ...g.state(), play: { ...playOf(g.state()), inForce: [inert('purple')], sheets: { ...playOf(g.state()).sheets, bob: { ...sheet, colourChits: [{ chit: iv3, colour: 'purple' as const }] } } } } as GameState;
      const events = decide(s, { type: 'play.energise', actor: bob, spell: 'Melt Into Mist', chit: 'MAGIC IV3*' }, forcedDice([]));
      if (!Array.isArray(events)) throw events;
      const after = events.reduce((st, e) => evolve(st, { ...e, seq: 0, at: '' } as never), s);
      expect(playOf(after).inForce![0]!.inert).toBeUndefined();
      expect(currentCombat(after)).toMatchObject({ step: 'action', turn: 0 });
    });
  });
});
