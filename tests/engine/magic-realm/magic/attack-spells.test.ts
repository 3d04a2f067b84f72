import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { ATTACK_SPELLS, attackSpellHit, resolveAttackSpell } from '../../../../src/engine/rulesets/magic-realm/magic/attack-spells.js';
import { spellNamed } from '../../../../src/engine/rulesets/magic-realm/magic/spells.js';

const root = resolve(fileURLToPath(import.meta.url), '../../../../..');
const objectsFile = resolve(root, '../shared/data/realm-objects.json');

describe('MP-10: attack spells hit by direction or undercut, roll the Missile table per target, speed 0 always hits (seed 001 l.45)', () => {
  it.skipIf(!existsSync(objectsFile))('the attack of each attack spell is realm-objects.json’s (strength, sharpness, length; a magic missile)', () => {
    const data = JSON.parse(readFileSync(objectsFile, 'utf8')) as { objects: { spell: { name: string; attributes: { this: Record<string, string> } }[] } };
    const printed = data.objects.spell.filter((s) => s.attributes.this.missile === 'magic' && spellNamed(s.name)?.source === 'core');
    expect(Object.fromEntries(printed.map((s) => [s.name, { strength: s.attributes.this.strength, sharpness: Number(s.attributes.this.sharpness), length: Number(s.attributes.this.length) }]))).toEqual(ATTACK_SPELLS);
    for (const name of Object.keys(ATTACK_SPELLS)) expect(spellNamed(name)?.duration).toBe('attack');
  });

  it('the Witch King’s Fiery Blast (L***) at speed 3, smashing: the Goblin ducking is intercepted, the Wolf dodging at 4 undercut, the Ogre dodging at 3 missed', () => {
    // Missile rolls: Goblin 1, 2 → 2: one level up, M***; Wolf 4, 3 → 4: one level down, N***. No roll for the miss.
    const dice = forcedDice([1, 2, 4, 3]);
    const strikes = resolveAttackSpell('Fiery Blast', {
      speed: 3,
      direction: 'smash',
      targets: [
        { id: 'goblin', maneuver: { box: 3, time: 4 } },
        { id: 'wolf', maneuver: { box: 2, time: 4 } },
        { id: 'ogre', maneuver: { box: 2, time: 3 } },
      ],
    }, dice);
    expect(strikes.map((s) => [s.target, s.hit, s.roll?.read, s.harm])).toEqual([
      ['goblin', 'intercept', 2, { level: 'M', stars: 3 }],
      ['wolf', 'undercut', 4, { level: 'N', stars: 3 }],
      ['ogre', 'miss', undefined, undefined],
    ]);
    expect(dice.remaining()).toBe(0);
  });

  it('speed 0 (prepared, artifact, book) always hits; the roll lowers below Negligible by stars (Stones Fly L*, roll 6: −3)', () => {
    expect(attackSpellHit(0, 'thrust', { box: 2, time: 1 })).toBe('speed-0');
    expect(attackSpellHit(2, 'thrust')).toBe('intercept');
    const [s] = resolveAttackSpell('Stones Fly', { speed: 0, direction: 'thrust', targets: [{ id: 'troll', maneuver: { box: 3, time: 1 } }] }, forcedDice([6, 5]));
    expect([s!.hit, s!.roll?.read, s!.harm]).toEqual(['speed-0', 6, { level: 'N', stars: 0 }]);
    // The caster's own modifiers (Bad Luck +1): 2 + 1 = 3, no change.
    const [b] = resolveAttackSpell('Lightning Bolt', { speed: 2, direction: 'swing', targets: [{ id: 'giant' }] }, forcedDice([2, 1]), [{ label: 'Bad Luck', value: 1 }]);
    expect([b!.roll?.total, b!.harm]).toEqual([3, { level: 'M', stars: 3 }]);
    expect(() => resolveAttackSpell('Peace', { speed: 2, direction: 'swing', targets: [] }, forcedDice([]))).toThrow(RangeError);
  });
});
