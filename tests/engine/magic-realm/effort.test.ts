import { describe, expect, it } from 'vitest';
import type { RuleError } from '../../../src/engine/core/types.js';
import { defaultChoice, parseChitList, settle } from '../../../src/engine/rulesets/magic-realm/characters/effort.js';
import { characterKit, chitLabel } from '../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { freshSheet, type CharacterSheet, type ChitState } from '../../../src/engine/rulesets/magic-realm/characters/sheet.js';

// The Amazon's chits, in the kit's order:
//  0 MOVE M4 | 1 MOVE M3* | 2 FIGHT L4 | 3 MOVE M4 | 4 FIGHT M5 | 5 FIGHT M4* | 6 MOVE M3* | 7 FIGHT M3** | 8 FIGHT H4**
//  9 FIGHT M4* | 10 FIGHT M3** | 11 MOVE M3*
const amazon = characterKit('Amazon')!;
const fresh = freshSheet(amazon);
/** Her sheet with these chits (by index) in these states. */
const withChits = (states: Record<number, ChitState>): CharacterSheet => ({ ...fresh, chits: fresh.chits.map((s, i) => states[i] ?? s) });
const states = (s: CharacterSheet) => Object.fromEntries(s.chits.flatMap((c, i) => (c === 'active' ? [] : [[i, c]])));

describe('fatigue as chosen chits (issue 13)', () => {
  it('the chits named are fatigued; their asterisks pay what is owed', () => {
    const paid = settle(fresh, amazon, { kind: 'fatigue', count: 4 }, ['MOVE M3*', 'fight h4**', 'FIGHT M4*']);
    expect(states(paid.sheet)).toEqual({ 1: 'fatigued', 8: 'fatigued', 5: 'fatigued' });
    expect(paid.steps).toEqual(['MOVE M3* fatigued', 'FIGHT H4** fatigued', 'FIGHT M4* fatigued']);
    expect(paid.lost).toBe(0);
  });

  it('a two-asterisk chit paying one makes change: a fatigued one-asterisk chit turns active again', () => {
    const paid = settle(withChits({ 1: 'fatigued' }), amazon, { kind: 'fatigue', count: 1 }, ['FIGHT H4**']);
    expect(states(paid.sheet)).toEqual({ 8: 'fatigued' });
    expect(paid.steps).toEqual(['FIGHT H4** fatigued', 'made change: MOVE M3* active again']);
    expect(paid.lost).toBe(0);
  });

  it('with no fatigued one-asterisk chit to make change with, the extra asterisk is lost', () => {
    const paid = settle(fresh, amazon, { kind: 'fatigue', count: 1 }, ['FIGHT H4**']);
    expect(states(paid.sheet)).toEqual({ 8: 'fatigued' });
    expect(paid.lost).toBe(1);
  });

  it('only when no active chit has an asterisk does fatigue wound a fatigued chit, then an active chit without asterisks', () => {
    const allTired = withChits({ 1: 'fatigued', 5: 'fatigued', 6: 'fatigued', 7: 'fatigued', 8: 'fatigued', 9: 'fatigued', 10: 'fatigued', 11: 'fatigued' });
    expect(() => settle(withChits({ 1: 'fatigued' }), amazon, { kind: 'fatigue', count: 2 }, ['MOVE M3*', 'MOVE M4'])).toThrow(/MOVE M4 is not a chit she can pay fatigue with now/);
    // Her FIGHT H4** is fatigued already: it cannot take a wound of fatigue while she has active chits with asterisks.
    expect(() => settle(withChits({ 8: 'fatigued' }), amazon, { kind: 'fatigue', count: 1 }, ['FIGHT H4**'])).toThrow(/FIGHT H4\*\* is not a chit she can pay fatigue with now/);
    const paid = settle(allTired, amazon, { kind: 'fatigue', count: 1 }, ['FIGHT H4**']);
    expect(paid.sheet.chits[8]).toBe('wounded');
    // An active chit without asterisks while fatigued chits remain: refused, naming the fatigued ones.
    const refused = (() => {
      try {
        settle(allTired, amazon, { kind: 'fatigue', count: 1 }, ['MOVE M4']);
      } catch (e) {
        return e as RuleError;
      }
    })();
    expect(refused?.message).toBe('MOVE M4 is not a chit she can pay fatigue with now');
    expect(refused?.hint).toBe('name one of: MOVE M3*, FIGHT M4*, FIGHT M3**, FIGHT H4**');
    // With nothing fatigued and no asterisk active, an active chit without asterisks is wounded.
    const bare = withChits({ 1: 'wounded', 5: 'wounded', 6: 'wounded', 7: 'wounded', 8: 'wounded', 9: 'wounded', 10: 'wounded', 11: 'wounded' });
    expect(settle(bare, amazon, { kind: 'fatigue', count: 1 }, ['MOVE M4']).steps).toEqual(['MOVE M4 wounded (nothing left to fatigue)']);
  });

  it('must pay in full while he can: too few chits, or too many, are refused with the way to say it', () => {
    expect(() => settle(fresh, amazon, { kind: 'fatigue', count: 4 }, ['MOVE M3*'])).toThrow(/those chits pay 1 of fatigue 4\*/);
    expect(() => settle(fresh, amazon, { kind: 'fatigue', count: 1 }, ['MOVE M3*', 'FIGHT M4*'])).toThrow(/name more than fatigue 1\*/);
  });

  it("the bot's default pays exactly with two-asterisk chits first, the last of his chits first", () => {
    expect(defaultChoice(fresh, amazon, { kind: 'fatigue', count: 4 })).toEqual(['FIGHT M3**', 'FIGHT H4**']);
    expect(defaultChoice(fresh, amazon, { kind: 'fatigue', count: 1 })).toEqual(['MOVE M3*']);
  });
});

describe('wounds as chosen chits (issue 13)', () => {
  it('a wound takes an active chit; a fatigued one only when none is active', () => {
    expect(states(settle(fresh, amazon, { kind: 'wound', count: 2 }, ['MOVE M4', 'MOVE M4']).sheet)).toEqual({ 0: 'wounded', 3: 'wounded' });
    expect(() => settle(withChits({ 1: 'fatigued' }), amazon, { kind: 'wound', count: 1 }, ['MOVE M3*', 'MOVE M3*', 'MOVE M3*', 'MOVE M3*'])).toThrow(/name more than wound 1 chit/);
    // MOVE M3* is looked for active first: the fatigued one stays fatigued while an active one exists.
    expect(states(settle(withChits({ 1: 'fatigued' }), amazon, { kind: 'wound', count: 1 }, ['MOVE M3*']).sheet)).toEqual({ 1: 'fatigued', 6: 'wounded' });
  });

  it('the default wounds the active chit with the fewest asterisks, the last of them', () => {
    expect(defaultChoice(fresh, amazon, { kind: 'wound', count: 1 })).toEqual(['FIGHT M5']);
  });

  it('a character whose last chit is wounded is dead', () => {
    const last = withChits(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, 'wounded' as const])));
    const paid = settle(last, amazon, { kind: 'wound', count: 1 }, ['MOVE M3*']);
    expect(paid.dead).toBe(true);
    expect(settle(withChits({ 0: 'wounded' }), amazon, { kind: 'wound', count: 1 }, ['MOVE M3*']).dead).toBe(false);
  });
});

describe('rest by asterisks (issue 13)', () => {
  it('a fatigued chit turns active for its asterisks', () => {
    const paid = settle(withChits({ 1: 'fatigued', 8: 'fatigued' }), amazon, { kind: 'rest', count: 1 }, ['MOVE M3*']);
    expect(states(paid.sheet)).toEqual({ 8: 'fatigued' });
  });

  it('resting a two-asterisk chit with one asterisk makes change: an active one-asterisk chit is fatigued', () => {
    const paid = settle(withChits({ 8: 'fatigued' }), amazon, { kind: 'rest', count: 1 }, ['FIGHT H4**']);
    expect(states(paid.sheet)).toEqual({ 1: 'fatigued' });
    expect(paid.steps).toEqual(['FIGHT H4** active', 'made change: MOVE M3* fatigued']);
  });

  it('without an active one-asterisk chit to make change with, a two-asterisk chit cannot rest on one asterisk', () => {
    const noSmall = withChits({ 1: 'fatigued', 5: 'fatigued', 6: 'fatigued', 9: 'fatigued', 11: 'fatigued', 8: 'fatigued' });
    expect(() => settle(noSmall, amazon, { kind: 'rest', count: 1 }, ['FIGHT H4**'])).toThrow(/no active one-asterisk chit to make change with/);
  });

  it('a wounded chit turns fatigued for its asterisks, or active for one when it has none', () => {
    expect(states(settle(withChits({ 0: 'wounded' }), amazon, { kind: 'rest', count: 1 }, ['MOVE M4']).sheet)).toEqual({});
    expect(states(settle(withChits({ 7: 'wounded' }), amazon, { kind: 'rest', count: 2 }, ['FIGHT M3**']).sheet)).toEqual({ 7: 'fatigued' });
  });

  it('he may rest less than he may, and an active chit is no rest', () => {
    expect(states(settle(withChits({ 1: 'fatigued' }), amazon, { kind: 'rest', count: 1 }, []).sheet)).toEqual({ 1: 'fatigued' });
    expect(() => settle(withChits({ 1: 'fatigued' }), amazon, { kind: 'rest', count: 1 }, ['FIGHT H4**'])).toThrow(/FIGHT H4\*\* is not fatigued or wounded/);
  });

  it('the default rests a fatigued chit that fits, then a wounded one, then makes change', () => {
    expect(defaultChoice(withChits({ 8: 'fatigued', 1: 'fatigued' }), amazon, { kind: 'rest', count: 1 })).toEqual(['MOVE M3*']);
    expect(defaultChoice(withChits({ 8: 'fatigued', 0: 'wounded' }), amazon, { kind: 'rest', count: 1 })).toEqual(['MOVE M4']);
    expect(defaultChoice(withChits({ 8: 'fatigued' }), amazon, { kind: 'rest', count: 1 })).toEqual(['FIGHT H4**']);
    expect(defaultChoice(fresh, amazon, { kind: 'rest', count: 1 })).toEqual([]);
  });
});

describe('a list of chits as typed', () => {
  it('splits on commas and semicolons; none is no chit', () => {
    expect(parseChitList(' MOVE M3*, FIGHT H4** ;FIGHT M4* ')).toEqual(['MOVE M3*', 'FIGHT H4**', 'FIGHT M4*']);
    expect(parseChitList('none')).toEqual([]);
    expect(chitLabel(amazon.chits[8]!)).toBe('FIGHT H4**');
  });
});
