import { describe, expect, it } from 'vitest';
import { modifierWords, rollModifiers } from '../../../src/engine/rulesets/magic-realm/characters/roll-modifiers.js';

/** core-tables.json `modifier_catalogue`: the characters' advantages (every character at level 4) and carried treasures. */
describe('the modifiers of a character\'s roll (roll-modifiers.ts)', () => {
  it('the Woods Girl rolls one die in a Woods tile (hide, search, meeting), not elsewhere', () => {
    expect(rollModifiers({ character: 'Woods Girl', treasures: [], tileName: 'Oak Woods', clearingType: 'woods' }, 'hide')).toEqual([{ label: 'Woods Girl', oneDie: true }]);
    expect(rollModifiers({ character: 'Woods Girl', treasures: [], tileName: 'Ledges', clearingType: 'woods' }, 'hide')).toEqual([]);
    expect(rollModifiers({ character: 'Woods Girl', treasures: [], tileName: 'Pine Woods' }, 'loot')).toEqual([{ label: 'Woods Girl', oneDie: true }]);
  });

  it('the Dwarf rolls one die in a cave clearing; the Druid to hide anywhere; the Thief/Assassin has no Druid advantage', () => {
    expect(rollModifiers({ character: 'Dwarf', treasures: [], tileName: 'Caves', clearingType: 'caves' }, 'peer')).toEqual([{ label: 'Dwarf', oneDie: true }]);
    expect(rollModifiers({ character: 'Dwarf', treasures: [], tileName: 'Caves', clearingType: 'normal' }, 'peer')).toEqual([]);
    expect(rollModifiers({ character: 'Druid', treasures: [] }, 'hide')).toEqual([{ label: 'Druid', oneDie: true }]);
    expect(rollModifiers({ character: 'Thief/Assassin', treasures: [] }, 'hide')).toEqual([]);
  });

  it('a TRADE is a meeting and a trade: the White Knight −1 and the Swordsman one die; Read Runes: the Magician −1', () => {
    expect(rollModifiers({ character: 'White Knight', treasures: [] }, ['meeting', 'trade'])).toEqual([{ label: 'White Knight', value: -1 }]);
    expect(rollModifiers({ character: 'Swordsman', treasures: [] }, ['meeting', 'trade'])).toEqual([{ label: 'Swordsman', oneDie: true }]);
    expect(rollModifiers({ character: 'Swordsman', treasures: [] }, ['meeting', 'hire'])).toEqual([]);
    expect(rollModifiers({ character: 'Magician', treasures: [] }, 'read-runes')).toEqual([{ label: 'Magician', value: -1 }]);
    // The Captain's one die to hire is RealmSpeak's optional character rule, not the standard game's.
    expect(rollModifiers({ character: 'Captain', treasures: [] }, ['meeting', 'hire'])).toEqual([]);
  });

  it('treasures he carries: the Lucky Charm on every roll, the Shoes of Stealth to hide; several "one die" count once', () => {
    expect(rollModifiers({ character: 'Amazon', treasures: ['Lucky Charm'] }, 'curse')).toEqual([{ label: 'Lucky Charm', oneDie: true }]);
    expect(rollModifiers({ character: 'Druid', treasures: ['Shoes of Stealth', 'Lucky Charm'] }, 'hide')).toHaveLength(1);
    expect(rollModifiers({ character: 'Amazon', treasures: ['Map of Ruins'] }, 'locate')).toEqual([]);
    expect(modifierWords([{ label: 'Wizard', oneDie: true }, { label: 'Magician', value: -1 }])).toBe(' (one die: Wizard; −1 Magician)');
  });
});
