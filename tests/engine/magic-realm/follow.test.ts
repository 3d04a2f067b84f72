import { describe, expect, it } from 'vitest';
import { followedRoute, leadingGuides, withFollowers } from '../../../src/engine/rulesets/magic-realm/play/follow.js';

describe('FOLLOW (core-tables day_order: a follower takes his turn with his guide, right after him)', () => {
  it('places each follower right after his guide, and a follower of a follower after him', () => {
    const guides = new Map([
      ['carol', 'bob'],
      ['dave', 'carol'],
      ['erin', 'alice'],
    ]);
    expect(withFollowers(['alice', 'bob'], guides)).toEqual(['alice', 'erin', 'bob', 'carol', 'dave']);
  });

  it('a circle of followers follows nobody; a chain that reaches a character who follows nobody does', () => {
    const named: Record<string, string> = { a: 'b', b: 'a', c: 'd' };
    expect([...leadingGuides(['a', 'b', 'c', 'd'], (id) => named[id])]).toEqual([['c', 'd']]);
  });

  it("goes where the guide went from the clearing they shared, as far as the guide's piece stands now", () => {
    expect(followedRoute({ from: 'BV5', route: ['BV2', 'BV4', 'BV4'], now: 'BV4' }, 'BV5')).toEqual(['BV2', 'BV4', 'BV4']);
    // Stopped on the way (blocked): only as far as he went.
    expect(followedRoute({ from: 'BV5', route: ['BV2', 'BV4'], now: 'BV2' }, 'BV5')).toEqual(['BV2']);
    // Not in the guide's clearing: he stays.
    expect(followedRoute({ from: 'BV5', route: ['BV2'], now: 'BV2' }, 'CV1')).toBeUndefined();
  });
});
