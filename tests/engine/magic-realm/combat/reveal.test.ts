import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { armourNamed, weaponNamed } from '../../../../src/engine/rulesets/magic-realm/belongings/belongings.js';
import { characterHarm, type WornArmour } from '../../../../src/engine/rulesets/magic-realm/combat/harm.js';
import { revealRound, spoils, type Denizen, type Fighter } from '../../../../src/engine/rulesets/magic-realm/combat/reveal.js';
import { monstersNamed } from '../../../../src/engine/rulesets/magic-realm/denizens/denizens.js';
import type { MonsterDef } from '../../../../src/engine/rulesets/magic-realm/denizens/denizens.js';

/**
 * Issue 14: a melee round revealed, from the counters of the data. The Amazon (vulnerability M) with her Short Sword
 * (weight L, length 3, L*), Helmet and Breastplate, playing FIGHT M4 (time 4; the sword prints no time) and MOVE M4.
 */
const sword = weaponNamed('Short Sword')!;
const worn = (name: string): WornArmour => {
  const a = armourNamed(name)!;
  return { name: a.name, toughness: a.toughness, state: 'intact', protects: a.protects === 'its box' ? [] : a.protects };
};
const amazon = (attack: Fighter['attack'], maneuver: Fighter['maneuver']): Fighter => ({
  id: 'bob',
  name: 'Amazon',
  vulnerability: 'M',
  armour: [worn('Helmet'), worn('Breastplate')],
  ...(attack ? { attack } : {}),
  ...(maneuver ? { maneuver } : {}),
});
const thrustAt = (target: string) => ({ target, direction: 'thrust' as const, time: 4, harm: characterHarm('M', { ...sword.unalerted, weight: sword.weight }), length: sword.length });
const on = (m: MonsterDef, id: string, box: 1 | 2 | 3, side: 'light' | 'dark' = 'light'): Denizen => ({
  id,
  name: m.name,
  vulnerability: m.vulnerability,
  ...(m.armoured ? { armoured: true } : {}),
  target: 'bob',
  box,
  side: m[side],
  turnsRed: m.dark.holds === true,
  fame: m.fame,
  notoriety: m.notoriety,
});
const wolf = monstersNamed('Wolf').find((w) => w.light.strength === 'L')!; // L 4, move 3, M, notoriety 1
const troll = monstersNamed('T Troll')[0]!; // light H 4 / move 4; red side RED 2 / move 6

describe('a melee round revealed (combat/reveal.ts)', () => {
  it('first round: her sword (length 3) strikes before the Wolf (none): it intercepts and kills it, and the Wolf never strikes; the T Troll swings into her dodge', () => {
    const result = revealRound([amazon(thrustAt('wolf1'), { box: 2, time: 4 })], [on(wolf, 'wolf1', 1), on(troll, 'troll', 2)], 1);
    // Order of round 1: the sword (length 3), then the Wolf and the Troll (length 0, both time 4: at once).
    expect(result.strikes.map((s) => [s.by, s.on, s.group, s.hit, s.harm ?? null, s.cancelled ?? null])).toEqual([
      ['bob', 'wolf1', 0, 'intercept', 'H', null],
      ['wolf1', 'bob', 1, 'miss', null, 'attacker-dead'],
      ['troll', 'bob', 1, 'intercept', 'H', null],
    ]);
    // The Troll's H on her Breastplate (M: swing is covered) destroys it and wounds her, but cannot kill: it turns red.
    expect(result.strikes[2]).toMatchObject({ armour: { name: 'Breastplate', before: 'intact', after: 'destroyed' }, wound: true, killed: false });
    expect(result.killed).toEqual([{ id: 'wolf1', by: ['bob'] }]);
    expect(result.wounds).toEqual({ bob: 1 });
    expect(result.armour).toEqual({ bob: [{ name: 'Breastplate', after: 'destroyed' }] });
    expect(result.turnedRed).toEqual(['troll']);
    expect(result.harmed).toBe(true);
    expect(spoils(result, [on(wolf, 'wolf1', 1)])).toEqual({ bob: { fame: 0, notoriety: 1 } });
  });

  it('second round, the Troll red side up: its RED at time 2 strikes first and kills her; her attack is cancelled', () => {
    const result = revealRound([amazon(thrustAt('troll'), { box: 3, time: 4 })], [on(troll, 'troll', 3, 'dark')], 2);
    expect(result.strikes.map((s) => [s.by, s.hit, s.harm ?? null, s.killed ?? null, s.cancelled ?? null])).toEqual([
      ['troll', 'intercept', 'RED', true, null],
      ['bob', 'miss', null, null, 'attacker-dead'],
    ]);
    expect(result.killed).toEqual([{ id: 'bob', by: ['troll'] }]);
  });

  it('a round where every attack misses is quiet: no harm, nobody turns red', () => {
    // She ducks (box 3) at time 4; the Wolf in box 2 swings at 4 (a tie does not undercut); her thrust (box 1) at 4
    // does not undercut its move 3.
    const result = revealRound([amazon(thrustAt('wolf1'), { box: 3, time: 4 })], [on(wolf, 'wolf1', 2)], 2);
    expect(result.strikes.every((s) => s.hit === 'miss')).toBe(true);
    expect(result.harmed).toBe(false);
    expect(result.turnedRed).toEqual([]);
  });
});

describe('missiles (core-tables missile: the standard table changes the harm of a hit by levels)', () => {
  const bow = weaponNamed('Light Bow')!; // missile, length 14; alerted L** at time 1
  const shot = (target: string): Fighter['attack'] => ({ target, direction: 'swing', time: bow.alerted.attack!, harm: characterHarm('M', { ...bow.alerted, weight: bow.weight, missile: true }), length: bow.length, missile: true });

  it('no striking bonus for a missile: the Light Bow alerted is L** whatever the FIGHT; a 1 (+2 levels) makes it H**, above T: it kills through anything', () => {
    expect(shot('x')!.harm).toEqual({ level: 'L', stars: 2 });
    // The Wolf in box 2 is intercepted by the swing; the Missile table 1, 1 → 1: +2 levels.
    const result = revealRound([amazon(shot('wolf1'), { box: 1, time: 4 })], [on(wolf, 'wolf1', 2)], 1, { dice: forcedDice([1, 1]) });
    expect(result.strikes[0]).toMatchObject({ by: 'bob', hit: 'intercept', missile: { dice: [1, 1], read: 1, levels: 2 }, harm: 'X', killed: true });
  });

  it('a 6 (−3 levels) takes L below Negligible: the two stars are eaten, N with none: the Wolf lives', () => {
    const result = revealRound([amazon(shot('wolf1'), { box: 1, time: 4 })], [on(wolf, 'wolf1', 2)], 1, { dice: forcedDice([6, 6]) });
    expect(result.strikes[0]).toMatchObject({ missile: { read: 6, levels: -3 }, harm: 'N', killed: false });
  });
});

describe('a head, club or buckler (MonsterDef.parts) in the reveal', () => {
  it('falls with its monster: the Wolf killed first, a part of it does not strike; a part that hits turns its T monster red', () => {
    // A made-up part of the Wolf (the data gives Wolves none), slow and short, so the Amazon's thrust lands first.
    const body = on(wolf, 'w', 1);
    const part: Denizen = { ...on(wolf, 'w/part', 2), name: 'Part', side: { attack: 6, strength: 'H', length: 0 }, of: 'w', fame: 0, notoriety: 0 };
    const r = revealRound([amazon(thrustAt('w'), { box: 1, time: 4 })], [body, part], 1);
    expect(r.strikes.map((s) => [s.by, s.cancelled ?? s.hit])).toEqual([
      ['bob', 'intercept'],
      ['w', 'attacker-dead'],
      ['w/part', 'attacker-dead'],
    ]);
    // The Giant's Club (of a Giant whose dark side is red) hits without killing: the Giant turns red.
    const giant = monstersNamed('Giant')[0]!;
    const club: Denizen = { ...on(giant, 'g/club', 2), name: 'Giant Club', side: giant.parts![0]!.light, of: 'g', fame: 0, notoriety: 0 };
    const hit = revealRound([amazon(undefined, { box: 2, time: 4 })], [club], 1);
    expect(hit.strikes[0]).toMatchObject({ by: 'g/club', hit: 'intercept', harm: 'H' });
    expect(hit.turnedRed).toEqual(['g']);
  });
});

describe('X1-20: the Minotaur’s buckler shields it like shield armour (Expansion One 14.1/1)', () => {
  const minotaur = monstersNamed('Minotaur', { expansionOne: true })[0]!;
  const buckler = minotaur.parts![0]!;
  const body = on(minotaur, 'm', 1);
  const shield: Denizen = { ...on(minotaur, 'm/buckler', 2), name: buckler.name, vulnerability: buckler.vulnerability!, side: buckler.light, of: 'm', shield: true, fame: 0, notoriety: 0 };
  const swingAt = (harm: { level: 'M' | 'T'; stars: number }) => ({ target: 'm', direction: 'swing' as const, time: 2, harm, length: 3 });

  it('a hit in the buckler’s box meets the buckler one star less: M* is M, not above its H — it holds, and the Minotaur takes nothing', () => {
    const r = revealRound([amazon(swingAt({ level: 'M', stars: 1 }), { box: 3, time: 4 })], [body, shield], 1);
    expect(r.strikes[0]).toMatchObject({ by: 'bob', on: 'm', hit: 'undercut', harm: 'M', buckler: { name: 'Minotaur Buckler', destroyed: false }, killed: false });
    expect(r.killed).toEqual([]);
  });

  it('T* is T after the star, above H: the buckler is destroyed (it strikes no more), the Minotaur still unharmed', () => {
    const r = revealRound([amazon(swingAt({ level: 'T', stars: 1 }), { box: 3, time: 4 })], [body, shield], 1);
    expect(r.strikes[0]).toMatchObject({ harm: 'T', buckler: { destroyed: true }, killed: false });
    expect(r.killed).toEqual([{ id: 'm/buckler', by: ['bob'] }]);
    expect(r.strikes.find((s) => s.by === 'm/buckler')).toMatchObject({ cancelled: 'attacker-dead' });
  });

  it('a hit in another box than the buckler’s strikes the Minotaur itself', () => {
    const r = revealRound([amazon({ ...swingAt({ level: 'T', stars: 1 }), direction: 'thrust' }, { box: 3, time: 4 })], [body, shield], 1);
    expect(r.strikes[0]).toMatchObject({ by: 'bob', hit: 'intercept', harm: 'X', killed: true });
    expect(r.strikes[0]!.buckler).toBeUndefined();
  });
});
