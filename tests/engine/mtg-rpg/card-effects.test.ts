import { describe, expect, it } from 'vitest';
import { effectPlay } from '../../../src/engine/rulesets/mtg-rpg/card-effects.js';
import { parseLibraryList } from '../../../src/engine/rulesets/mtg-rpg/sheet/cards.js';

/** Issue 28: one table of what each kind of card effect does, read by duels and fights alike. */
describe('the table of card effects', () => {
  it('reads each kind of a library list into what it does', () => {
    const cards = parseLibraryList('1 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 1 Wall of Air 1UU | wall 1/5; 1 Healing Salve W | gain 3; 1 Circle 1W | prevent 3; 1 Counterspell UU | interrupt counter; 1 Fog G | instant prevent all combat damage; 1 Mountain');
    expect(cards.map((c) => effectPlay(c.effect))).toEqual([
      { damage: 2 },
      { attack: { power: 3, wall: false } },
      { attack: { power: 1, wall: true } },
      { gain: 3 },
      { prevent: 3 },
      { counter: true },
      { gmApplies: 'instant prevent all combat damage' },
      undefined,
    ]);
  });
});
