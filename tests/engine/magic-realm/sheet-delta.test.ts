import { describe, expect, it } from 'vitest';
import { applySheetDelta, sheetDelta } from '../../../src/engine/rulesets/magic-realm/characters/sheet-delta.js';
import { freshSheet, type CharacterSheet } from '../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { characterKit } from '../../../src/engine/rulesets/magic-realm/characters/kits.js';

/**
 * Issue 28: a card event carries what changed on the card (characters/sheet-delta.ts), not the card after it. The
 * delta says the change as facts — chits and armour by their place, what was gained and lost — and, laid on the card
 * it was taken from, gives the card the rule made.
 */
const amazon = freshSheet(characterKit('Amazon')!);
const roundTrip = (before: CharacterSheet, after: CharacterSheet) => {
  const delta = sheetDelta(before, after);
  expect(applySheetDelta(before, delta)).toEqual(after);
  return delta;
};

describe('a card change told as facts (issue 28)', () => {
  it('the Amazon as she starts: Short Sword, Helmet, Breastplate, Shield, twelve chits', () => {
    expect(amazon.weapon).toEqual({ name: 'Short Sword', alerted: false });
    expect(amazon.armour.map((a) => a.name)).toEqual(['Helmet', 'Breastplate', 'Shield']);
    expect(amazon.chits).toHaveLength(12);
  });

  it('a chit fatigued and another wounded: the two chits by their place, nothing else', () => {
    const after = { ...amazon, chits: amazon.chits.map((c, i) => (i === 1 ? 'fatigued' : i === 7 ? 'wounded' : c)) } as CharacterSheet;
    expect(roundTrip(amazon, after)).toEqual({ chits: [{ index: 1, state: 'fatigued' }, { index: 7, state: 'wounded' }] });
  });

  it('her Helmet damaged in place; her Shield abandoned; a Gold Helmet given', () => {
    const damaged = { ...amazon, armour: amazon.armour.map((a) => (a.name === 'Helmet' ? { ...a, state: 'damaged' as const } : a)) };
    expect(roundTrip(amazon, damaged)).toEqual({ armourStates: [{ index: 0, state: 'damaged' }] });
    const dropped = { ...damaged, armour: damaged.armour.filter((a) => a.name !== 'Shield') };
    expect(roundTrip(damaged, dropped)).toEqual({ armour: { lost: [{ name: 'Shield', state: 'intact' }] } });
    const given = { ...dropped, armour: [...dropped.armour, { name: 'Gold Helmet', state: 'intact' as const }] };
    expect(roundTrip(dropped, given)).toEqual({ armour: { gained: [{ name: 'Gold Helmet', state: 'intact' }] } });
  });

  it('her weapon alerted, then put away (none: null), then a Light Bow activated with the Short Sword carried inactive', () => {
    const alerted = { ...amazon, weapon: { name: 'Short Sword', alerted: true } };
    expect(roundTrip(amazon, alerted)).toEqual({ weapon: { name: 'Short Sword', alerted: true } });
    const { weapon: _w, ...away } = alerted;
    expect(roundTrip(alerted, { ...away, inactive: ['Short Sword'] })).toEqual({ weapon: null, inactive: { gained: ['Short Sword'] } });
    const withBow = { ...amazon, inactive: ['Light Bow'] };
    const swapped = { ...amazon, weapon: { name: 'Light Bow', alerted: false }, inactive: ['Short Sword'] };
    expect(roundTrip(withBow, swapped)).toEqual({ weapon: { name: 'Light Bow', alerted: false }, inactive: { gained: ['Short Sword'], lost: ['Light Bow'] } });
  });

  it('treasures, spells and curses gained and lost; a list gone altogether is null; a reordered list is told as it is now', () => {
    const rich = { ...amazon, treasures: ['Crystal Ball', 'Magic Spectacles'], spells: ['Peace'], curses: ['Ashes' as const] };
    expect(roundTrip(amazon, rich)).toEqual({ treasures: { gained: ['Crystal Ball', 'Magic Spectacles'] }, spells: { gained: ['Peace'] }, curses: { gained: ['Ashes'] } });
    const { curses: _c, ...lifted } = rich;
    expect(roundTrip(rich, lifted)).toEqual({ curses: null });
    const emptied = { ...rich, curses: [] };
    expect(roundTrip(rich, emptied)).toEqual({ curses: { lost: ['Ashes'] } });
    const reordered = { ...rich, treasures: ['Magic Spectacles', 'Crystal Ball'] };
    expect(roundTrip(rich, reordered)).toEqual({ treasures: { now: ['Magic Spectacles', 'Crystal Ball'] } });
  });

  it('an unchanged card: an empty delta', () => {
    expect(roundTrip(amazon, { ...amazon })).toEqual({});
  });
});
