import { describe, expect, it } from 'vitest';
import { applyEdits, changesBetween, editsBetween, revert } from '../../src/engine/core/patch.js';
import { seededDice } from '../fixtures/campaign-game.js';

/** A small random JSON value: objects, arrays, numbers, strings, booleans, null. */
function randomJson(int: (min: number, max: number) => number, depth = 0): unknown {
  const kind = depth > 3 ? int(0, 2) : int(0, 4);
  switch (kind) {
    case 0:
      return int(0, 5);
    case 1:
      return ['a', 'b', 'c'][int(0, 2)];
    case 2:
      return [true, false, null][int(0, 2)];
    case 3:
      return Array.from({ length: int(0, 4) }, () => randomJson(int, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: int(0, 4) }, () => [`k${int(0, 5)}`, randomJson(int, depth + 1)]));
  }
}

/** `b` as `a` changed a little: some values replaced, keys added or removed, arrays grown or shortened. */
function mutate(int: (min: number, max: number) => number, a: unknown): unknown {
  if (int(0, 3) === 0) return randomJson(int, 2);
  if (Array.isArray(a)) {
    const out = a.map((x) => mutate(int, x));
    const grow = int(-1, 2);
    if (grow < 0) out.pop();
    for (let i = 0; i < grow; i++) out.push(randomJson(int, 2));
    return out;
  }
  if (typeof a === 'object' && a !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(a)) if (int(0, 5) > 0) out[k] = mutate(int, v);
    if (int(0, 2) === 0) out[`n${int(0, 3)}`] = randomJson(int, 2);
    return out;
  }
  return a;
}

describe('changes between two states (src/engine/core/patch.ts)', () => {
  it('edits turn the state before into the state after; changes turn it back; neither changes its input', () => {
    const { int } = seededDice(9);
    for (let n = 0; n < 500; n++) {
      const before = { root: randomJson(int) };
      const after = { root: mutate(int, before.root) };
      const frozen = JSON.stringify([before, after]);
      expect(applyEdits(before, editsBetween(before, after)), `case ${n}`).toEqual(after);
      expect(revert(after, changesBetween(before, after)), `case ${n}`).toEqual(before);
      expect(JSON.stringify([before, after])).toBe(frozen);
    }
  });

  it('a grown array costs its new items, not the whole array; equal clones cost nothing', () => {
    const before = { log: [{ turn: 1, lines: ['a long line'] }], orders: { vesk: { tax: 'low' } } };
    const after = { log: [...before.log, { turn: 2, lines: ['b'] }], orders: {} };
    expect(editsBetween(before, after)).toEqual([
      { path: ['log', 1], value: { turn: 2, lines: ['b'] } },
      { path: ['orders', 'vesk'], removed: true },
    ]);
    expect(changesBetween(before, after)).toEqual([
      { path: ['log', 1], absent: true },
      { path: ['orders', 'vesk'], before: { tax: 'low' } },
    ]);
    expect(editsBetween(before, structuredClone(before))).toEqual([]);
  });

  it('changes recorded over several steps revert in reverse order: an array grown twice shrinks back', () => {
    const s0 = { list: [1] };
    const s1 = { list: [1, 2] };
    const s2 = { list: [1, 2, 3], x: 1 };
    const s3 = { list: [9], x: 1 };
    const changes = [...changesBetween(s0, s1), ...changesBetween(s1, s2), ...changesBetween(s2, s3)];
    expect(revert(s3, changes)).toEqual(s0);
  });
});
