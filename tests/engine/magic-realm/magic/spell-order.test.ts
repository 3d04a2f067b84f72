import { describe, expect, it } from 'vitest';
import { spellOrder } from '../../../../src/engine/rulesets/magic-realm/magic/spell-order.js';

describe('MP-8: spells take effect in order of speed; a caster struck first by a faster spell loses his (seed 001 l.34–35)', () => {
  it('the Witch’s prepared spell (0) on the Wizard cancels his MAGIC III3 spell first; the Sorcerer’s speed-4 spell still goes', () => {
    const o = spellOrder([
      { id: 'wizard-peace', caster: 'wizard', speed: 3, targets: ['goblin'] },
      { id: 'sorcerer-blast', caster: 'sorcerer', speed: 4, targets: ['goblin', 'ogre'] },
      { id: 'witch-curse', caster: 'witch', speed: 0, targets: ['wizard'] },
      { id: 'elf-bolt', caster: 'elf', speed: 1, targets: ['wizard'] },
    ]);
    // The Elf's speed-1 spell targets the Wizard too, but the Witch's struck him first.
    expect(o.inEffect.map((g) => g.map((c) => c.id))).toEqual([['witch-curse'], ['elf-bolt'], ['sorcerer-blast']]);
    expect(o.cancelled).toEqual([{ id: 'wizard-peace', by: 'witch-curse' }]);
  });

  it('equal speeds go together and cancel nothing; a cancelled spell cancels nothing; a spell on the clearing cancels nobody', () => {
    // Witch (2) targets the Wizard; the Wizard (3) targets the Sorcerer; the Sorcerer (4) is unharmed: the Wizard's
    // spell, cancelled, never reaches him. Elf and Druid, both speed 5, target each other: both go.
    const o = spellOrder([
      { id: 'w', caster: 'witch', speed: 2, targets: ['wizard'] },
      { id: 'z', caster: 'wizard', speed: 3, targets: ['sorcerer'] },
      { id: 's', caster: 'sorcerer', speed: 4, targets: [] },
      { id: 'e', caster: 'elf', speed: 5, targets: ['druid'] },
      { id: 'd', caster: 'druid', speed: 5, targets: ['elf'] },
    ]);
    expect(o.inEffect.map((g) => g.map((c) => c.id))).toEqual([['w'], ['s'], ['e', 'd']]);
    expect(o.cancelled).toEqual([{ id: 'z', by: 'w' }]);
  });
});
