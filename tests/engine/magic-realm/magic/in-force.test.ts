import { cardFor } from '../../../../src/engine/rulesets/magic-realm/characters/view.js';
import { combatViewFor } from '../../../../src/engine/rulesets/magic-realm/combat/view.js';
import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat, cardOf } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { chitLabel, characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { spellsEndedEvents } from '../../../../src/engine/rulesets/magic-realm/magic/in-force.js';
import { decide, evolve } from '../../../../src/engine/parts.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;
const wizard = characterKit('Wizard')!;
const stateOf = (sheet: { chits: string[] }, label: string): string[] => wizard.chits.flatMap((c, i) => (chitLabel(c) === label ? [sheet.chits[i]!] : []));

function ledges(spells: string) {
  const g = game('', [[bob, 'Wizard']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells });
  g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at: 'L1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'L1', kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  const evening = (dice: number[] = []) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, ...dice]));
  return { ...g, evening };
}

/** The Wizard casts Elemental Spirit (IV, purple, day, "Change MAGIC IV to VIII and VI to V") on his own chits with MAGIC IV3*, the Wolf on him; round 1 revealed with dice of 1. */
function elementalSpirit() {
  const g = ledges('Fiery Blast, Elemental Spirit');
  g.evening();
  g.run({ type: 'combat.pass', actor: bob });
  g.run({ type: 'combat.cast', actor: bob, spell: 'Elemental Spirit', chit: 'MAGIC IV3*' });
  // MP-6: the offer is the check's: its target is the caster himself (his own MAGIC chits).
  expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat target who:"Wizard"']);
  g.run({ type: 'combat.target', actor: bob, who: 'Wizard' });
  // Not an attack spell: no aim: offered.
  expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat play move:"MOVE M5" maneuver:dodge']);
  const round = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge' }, forcedDice([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
  return { g, round };
}

describe('spells in force (issue 29; MP-9, MP-11)', () => {
  it('Elemental Spirit goes into effect at the reveal and stays in force on the Wizard: his MAGIC IV4* is VIII4* on his card; MAGIC IV3* holds the spell, active and committed', () => {
    const { g, round } = elementalSpirit();
    const inForce = round.find((e) => e.type === 'play.spell-in-force')!;
    expect((inForce.payload as { text: string }).text).toBe("Wizard's Elemental Spirit (day: ends at Sunset of day 2) is in force on the Wizard");
    const held = playOf(g.state()).inForce!;
    expect(held).toEqual([{ spell: 'Elemental Spirit', duration: 'day', colour: 'purple', castDay: 1, caster: 'bob', name: 'Wizard', targets: ['bob'], labels: ['the Wizard'], clearing: 'L1', chit: wizard.chits.findIndex((c) => chitLabel(c) === 'MAGIC IV3*') }]);
    const kit = cardOf(g.state(), 'bob').kit;
    expect(kit.chits.filter((c) => c.kind === 'MAGIC').map(chitLabel)).toEqual(wizard.chits.filter((c) => c.kind === 'MAGIC').map(chitLabel).map((l) => l.replace(/^MAGIC IV/, 'MAGIC VIII')));
    expect(stateOf(sheetOf(g.state(), 'bob')!, 'MAGIC IV3*')).toEqual(['active']);
    // His card shows the spell in force on him, with how long it lasts — to him and to anyone (told at the reveal).
    expect(cardFor(g.state(), 'bob', 'bob')!.inForce).toEqual(['Elemental Spirit (by the Wizard, day: ends at Sunset of day 2)']);
    expect(cardFor(g.state(), 'bob', 'carol')!.inForce).toEqual(['Elemental Spirit (by the Wizard, day: ends at Sunset of day 2)']);
    // And /combat show lists it, for anyone who sees the combat.
    expect(combatViewFor(g.state(), { userId: '' })!.inForce).toEqual(['Elemental Spirit (by the Wizard, day: ends at Sunset of day 2), on the Wizard']);
    // Round 2: Fiery Blast (IV) finds no type IV chit: IV4* is VIII now, IV3* (VIII3* too now) is committed to the spell in force.
    expect(currentCombat(g.state())).toMatchObject({ round: 2, step: 'action' });
    expect(() => g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC VIII4*' })).toThrow(/Fiery Blast is a type IV spell; MAGIC VIII4\* is type VIII/);
    expect(() => g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC VIII3*' })).toThrow(/MAGIC VIII3\* is committed to a spell still in force/);
  });

  it('MP-9, MP-11: a day spell outlives the combat and Midnight and ends at Sunset of the next day, when its MAGIC chit fatigues', () => {
    const { g } = elementalSpirit();
    const s = g.state();
    expect(spellsEndedEvents(s, { at: 'combat-ended' }, 1, 'gm', 'L1')).toEqual([]);
    expect(spellsEndedEvents(s, { at: 'midnight', day: 1 }, 1, 'gm')).toEqual([]);
    expect(spellsEndedEvents(s, { at: 'sunset', day: 1 }, 1, 'gm')).toEqual([]);
    const ended = spellsEndedEvents(s, { at: 'sunset', day: 2 }, 2, 'gm');
    expect(ended.map((e) => e.type)).toEqual(['play.spells-ended', 'play.sheet-set']);
    expect(ended[0]!.payload).toEqual({ at: 'sunset', day: 2, ended: [0], inert: [], lines: ["Wizard's Elemental Spirit ends at Sunset"] });
    expect((ended[1]!.payload as { what: string }).what).toBe('MAGIC IV3* fatigued (the spell it held expired at Sunset)');
    const after = ended.reduce((st, e) => evolve(st, { ...e, seq: 0, at: '' } as never), s);
    expect(playOf(after).inForce).toEqual([]);
    expect(cardFor(after, 'bob', 'bob')!.inForce).toBeUndefined();
    expect(stateOf(sheetOf(after, 'bob')!, 'MAGIC IV3*')).toEqual(['fatigued']);
    expect(cardOf(after, 'bob').kit.chits.map(chitLabel)).toEqual(wizard.chits.map(chitLabel));
  });

  it('MP-9: a combat spell ends with the combat in its clearing (not elsewhere); a permanent one falls inert at Midnight', () => {
    const { g } = elementalSpirit();
    const base = playOf(g.state()).inForce![0]!;
    const s = { ...g.state(), play: { ...playOf(g.state()), inForce: [{ ...base, duration: 'combat' as const }, { ...base, duration: 'permanent' as const }] } };
    expect(spellsEndedEvents(s, { at: 'combat-ended' }, 1, 'gm', 'L2')).toEqual([]);
    expect(spellsEndedEvents(s, { at: 'combat-ended' }, 1, 'gm', 'L1')[0]!.payload).toMatchObject({ ended: [0], inert: [] });
    expect(spellsEndedEvents(s, { at: 'midnight', day: 1 }, 1, 'gm')[0]!.payload).toMatchObject({ ended: [0], inert: [1], lines: ["Wizard's Elemental Spirit ends at Midnight", "Wizard's Elemental Spirit falls inert at Midnight"] });
  });

  it('MP-9, MP-11: a combat the GM ends ends its combat spells as a combat played out does, and their MAGIC chits fatigue', () => {
    const { g } = elementalSpirit();
    const base = playOf(g.state()).inForce![0]!;
    const s = { ...g.state(), play: { ...playOf(g.state()), inForce: [{ ...base, duration: 'combat' as const }] } };
    const events = decide(s, { type: 'combat.end', actor: PEOPLE.gm }, forcedDice([]));
    if (!Array.isArray(events)) throw events;
    expect(events.map((e) => e.type)).toEqual(['combat.ended', 'play.spells-ended', 'play.sheet-set']);
    expect(events[1]!.payload).toMatchObject({ at: 'combat-ended', ended: [0] });
    expect((events[2]!.payload as { what: string }).what).toMatch(/^MAGIC IV3\* fatigued/);
  });
});
