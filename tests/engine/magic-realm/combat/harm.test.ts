import { describe, expect, it } from 'vitest';
import { armourNamed, weaponNamed } from '../../../../src/engine/rulesets/magic-realm/belongings/belongings.js';
import { applied, characterHarm, denizenHarm, hitCharacter, hitDenizen, type WornArmour } from '../../../../src/engine/rulesets/magic-realm/combat/harm.js';
import { attackOrder, hitOf, MANEUVER_BOX } from '../../../../src/engine/rulesets/magic-realm/combat/melee.js';
import { monstersNamed } from '../../../../src/engine/rulesets/magic-realm/denizens/denizens.js';

/**
 * Issue 14: worked cases of the core round from the counters of the data (the seeds print no core example); the
 * arithmetic is written beside each.
 */
const shortSword = weaponNamed('Short Sword')!; // weight L, length 3, L* both sides
const wolves = monstersNamed('Wolf'); // M vulnerability; light L 4 / move 3, or M 5 / move 3
const wolf = wolves.find((w) => w.light.strength === 'L')!;
const biter = wolves.find((w) => w.light.strength === 'M')!;
const tTroll = monstersNamed('T Troll')[0]!; // T, armoured; light H 4 / move 4, dark RED 2 / move 6
const worn = (name: string, state: WornArmour['state'] = 'intact'): WornArmour => {
  const a = armourNamed(name)!;
  return { name: a.name, toughness: a.toughness, state, protects: a.protects === 'its box' ? ['thrust'] : a.protects };
};

describe('a sword thrust intercepting a Wolf and killing it', () => {
  it('the Amazon thrusts (box 1) with FIGHT M4 at the Wolf in box 1: intercepted; L +1 (M is stronger than the sword\'s L) = M, +1 star = H ≥ its M', () => {
    expect(wolf.vulnerability).toBe('M');
    expect(hitOf({ box: 1, time: 4 }, { box: MANEUVER_BOX.charge, time: wolf.light.move! })).toBe('intercept');
    const harm = characterHarm('M', { ...shortSword.unalerted, weight: shortSword.weight });
    expect(harm).toEqual({ level: 'M', stars: 1 });
    expect(applied(harm)).toBe('H');
    expect(hitDenizen(harm, wolf.vulnerability)).toEqual({ harm: 'H', killed: true });
    // With FIGHT L (no stronger than the sword) it strikes L +1 star = M: still enough for the Wolf.
    expect(applied(characterHarm('L', { ...shortSword.unalerted, weight: shortSword.weight }))).toBe('M');
  });

  it('the dagger (no weapon) strikes Negligible with a star, Light with any FIGHT chit: L* = M', () => {
    expect(characterHarm('L')).toEqual({ level: 'L', stars: 1 });
    expect(applied(characterHarm('L'))).toBe('M');
  });
});

describe('undercutting', () => {
  it('a thrust at time 4 misses the Wolf dodging (box 2) at move 3; at time 3 it ties and misses; a 2 undercuts', () => {
    const dodging = { box: MANEUVER_BOX.dodge, time: wolf.light.move! };
    expect(hitOf({ box: 1, time: 4 }, dodging)).toBe('miss');
    expect(hitOf({ box: 1, time: 3 }, dodging)).toBe('miss');
    expect(hitOf({ box: 1, time: 2 }, dodging)).toBe('undercut');
    // A target that made no maneuver is always hit.
    expect(hitOf({ box: 3, time: 6 })).toBe('intercept');
  });
});

describe('armour by direction: damaged when the harm equals it, destroyed when it exceeds it', () => {
  it("the Wolf's L on the Breastplate (toughness M): a star-less hit below it — unharmed, no wound (L is below M)", () => {
    const hit = hitCharacter(denizenHarm(wolf.light.strength!), 'thrust', [worn('Breastplate')], 'M');
    expect(hit).toEqual({ harm: 'L', armour: { name: 'Breastplate', before: 'intact', after: 'intact' }, wound: false, killed: false });
  });

  it("the other Wolf's M equals the Breastplate's M: damaged, and a wound (M or more through armour); again: destroyed", () => {
    expect(hitCharacter(denizenHarm(biter.light.strength!), 'swing', [worn('Breastplate')], 'M')).toEqual({ harm: 'M', armour: { name: 'Breastplate', before: 'intact', after: 'damaged' }, wound: true, killed: false });
    expect(hitCharacter(denizenHarm(biter.light.strength!), 'swing', [worn('Breastplate', 'damaged')], 'M').armour!.after).toBe('destroyed');
  });

  it("the T Troll's H on the Helmet (M) from a smash exceeds it: destroyed, a wound, never a kill; the Breastplate does not cover a smash", () => {
    const harm = denizenHarm(tTroll.light.strength!);
    expect(hitCharacter(harm, 'smash', [worn('Breastplate'), worn('Helmet')], 'M')).toEqual({ harm: 'H', armour: { name: 'Helmet', before: 'intact', after: 'destroyed' }, wound: true, killed: false });
    // Without the Helmet the smash meets no armour: H is at least the Amazon's M, and kills her.
    expect(hitCharacter(harm, 'smash', [worn('Breastplate')], 'M')).toEqual({ harm: 'H', wound: false, killed: true });
    // A star is lost on armour: a Broadsword (M*) from a swing lands M on the Breastplate, damaging it.
    const broadsword = weaponNamed('Broadsword')!;
    expect(hitCharacter(characterHarm('M', { ...broadsword.unalerted, weight: broadsword.weight }), 'swing', [worn('Breastplate')], 'M').harm).toBe('M');
  });
});

describe('the T Troll turning red', () => {
  it('its red side strikes RED: the character dies whatever he wears; its light side must beat armour like any other', () => {
    expect(tTroll.dark).toMatchObject({ strength: 'RED', holds: true });
    const red = denizenHarm(tTroll.dark.strength!);
    expect(hitCharacter(red, 'thrust', [worn('Armor')], 'M')).toEqual({ harm: 'RED', wound: false, killed: true });
    // The T Troll is armoured: a Short Sword at M* lands M on it (a star lost), below its T.
    expect(hitDenizen(characterHarm('M', { ...shortSword.unalerted, weight: shortSword.weight }), tTroll.vulnerability, tTroll.armoured)).toEqual({ harm: 'M', killed: false });
  });
});

describe('the order of attacks', () => {
  const strikers = [
    { id: 'amazon', length: 3, time: 4 },
    { id: 'knight', length: 8, time: 6 },
    { id: 'wolf', length: 0, time: 4 },
    { id: 'swordsman', length: 3, time: 4 },
  ];
  it('first round: the longest first, equal lengths the fastest; the same length and time together', () => {
    expect(attackOrder(strikers, 1).map((g) => g.map((s) => s.id))).toEqual([['knight'], ['amazon', 'swordsman'], ['wolf']]);
  });
  it('later rounds: the fastest first, equal times the longest', () => {
    expect(attackOrder(strikers, 2).map((g) => g.map((s) => s.id))).toEqual([['amazon', 'swordsman'], ['wolf'], ['knight']]);
  });
});
