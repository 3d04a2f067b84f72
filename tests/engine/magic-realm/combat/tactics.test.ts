import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { assignAtRandom, canRun, combatEnds, fatigueOf, tacticsOf } from '../../../../src/engine/rulesets/magic-realm/combat/tactics.js';

describe('random assignment (core-tables random_assignment)', () => {
  it('the highest of each candidate\'s two dice gets the denizen; the tied highest roll again', () => {
    // Wolf 1: bob 3,5 → 5; carol 6,2 → 6: carol. Wolf 2: bob 4,4 → 4, carol 1,4 → 4: tied; again bob 2,1 → 2, carol 5,3 → 5: carol.
    const rolls = assignAtRandom(['wolf1', 'wolf2'], ['bob', 'carol'], forcedDice([3, 5, 6, 2, 4, 4, 1, 4, 2, 1, 5, 3]));
    expect(rolls.map((r) => [r.denizen, r.to, r.rolls.map((x) => `${x.candidate} ${x.read}`).join(', ')])).toEqual([
      ['wolf1', 'carol', 'bob 5, carol 6'],
      ['wolf2', 'carol', 'bob 4, carol 4, bob 2, carol 5'],
    ]);
    // One candidate takes them all without a roll.
    expect(assignAtRandom(['wolf1'], ['bob'], forcedDice([]))).toEqual([{ denizen: 'wolf1', rolls: [], to: 'bob' }]);
  });
});

describe('the tactics step (core-tables reposition, change_tactics)', () => {
  it('repositioning 1 swaps boxes 2 and 3; a 6 of change tactics turns over the box\'s denizens that can turn, never a holding T monster', () => {
    // Reposition die 1; then the boxes in order: box 1 (the T Troll cannot turn: no roll), box 2 (the Ogre, from 3):
    // 3, 1; box 3 (the Wolf, from 2): 6, 2 → 6, it turns over.
    const t = tacticsOf(
      [
        { id: 'troll', box: 1, canTurn: false },
        { id: 'wolf', box: 2, canTurn: true },
        { id: 'ogre', box: 3, canTurn: true },
      ],
      forcedDice([1, 3, 1, 6, 2]),
    );
    expect(t.reposition).toEqual({ die: 1, text: 'Box 1 stays; the denizens in boxes 2 and 3 swap' });
    expect(t.changes).toEqual([
      { box: 2, dice: [3, 1], turned: false },
      { box: 3, dice: [6, 2], turned: true },
    ]);
    expect(t.placed).toEqual([
      { id: 'troll', box: 1, turned: false },
      { id: 'wolf', box: 3, turned: true },
      { id: 'ogre', box: 2, turned: false },
    ]);
  });
});

describe('running, effort, the end of combat', () => {
  it('a MOVE runs only when faster than every move time on his sheet', () => {
    expect(canRun(3, [4, 5])).toBe(true);
    expect(canRun(4, [4, 5])).toBe(false);
    expect(canRun(2, [])).toBe(true);
  });
  it('two asterisks fatigue one; one is free', () => {
    expect([0, 1, 2].map(fatigueOf)).toEqual([0, 0, 1]);
  });
  it('two quiet rounds in a row end it, unless a red T monster holds someone; no character left ends it at once', () => {
    expect(combatEnds([true, false], { redHolding: false, charactersLeft: 1 })).toBe(false);
    expect(combatEnds([true, false, false], { redHolding: false, charactersLeft: 1 })).toBe(true);
    expect(combatEnds([false, false], { redHolding: true, charactersLeft: 1 })).toBe(false);
    expect(combatEnds([true], { redHolding: true, charactersLeft: 0 })).toBe(true);
  });
});
