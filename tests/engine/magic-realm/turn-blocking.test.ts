import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { carryOut } from '../../../src/engine/rulesets/magic-realm/play/turn.js';

/**
 * Blocking (core-tables "blocking"), checked by carryOut after each phase where the character then stands: after a
 * MOVE that is the clearing he entered, not the one he left (turn-run.ts blockedAfter reads the route).
 */
describe('a monster blocks an unhidden character after the phase that brings him to it', () => {
  const orders = { text: 'M BV2, H, A', phases: [{ code: 'M' }, { code: 'H' }, { code: 'A' }], route: ['BV2', 'BV2', 'BV2'] };
  const blockedBy = (clearing: string, hidden: boolean) => (clearing === 'BV2' && !hidden ? 'Wolf' : undefined);

  it('blocked in the clearing his MOVE entered, after the M phase: no more phases, no dice drawn', () => {
    const dice = forcedDice([]);
    const out = carryOut(orders, undefined, { clearing: 'BV5', hidden: false, blockedBy }, dice);
    expect(out.blocked).toEqual({ code: 'M', by: 'Wolf', clearing: 'BV2' });
    expect(out.phases).toEqual([{ code: 'M', to: 'BV2' }]);
    expect(dice.remaining()).toBe(0);
  });

  it('a monster in the clearing he leaves does not block him', () => {
    const out = carryOut({ text: 'M BV5', phases: [{ code: 'M' }], route: ['BV5'] }, undefined, { clearing: 'BV2', hidden: false, blockedBy }, forcedDice([]));
    expect(out.blocked).toBeUndefined();
    expect(out.phases).toEqual([{ code: 'M', to: 'BV5' }]);
  });
});
