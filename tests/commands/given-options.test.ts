import { describe, expect, it } from 'vitest';
import { givenOptions } from '../../src/commands/game-context.js';

describe('givenOptions (commands/game-context.ts)', () => {
  const options = { name: 'Harloon', lore: 0, note: '', fast: false, war: 3, 'wizard-ruler': true };
  const names = { name: 'name', lore: 'wildernessLore', note: 'note', fast: 'fast', war: 'war', 'wizard-ruler': 'wizardRuler', left: 'left' };

  it('takes every option given, under the action’s name, and leaves out the ones left out', () => {
    expect(givenOptions(options, names)).toEqual({ name: 'Harloon', wildernessLore: 0, note: '', fast: false, war: 3, wizardRuler: true });
  });

  it('with onlySet, leaves out an empty text, a zero and an unticked flag as well', () => {
    expect(givenOptions(options, names, { onlySet: true })).toEqual({ name: 'Harloon', war: 3, wizardRuler: true });
  });
});
