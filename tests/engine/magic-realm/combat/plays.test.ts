import { describe, expect, it } from 'vitest';
import { characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { freshSheet } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { effortOf, fighterOf, heaviestLoad } from '../../../../src/engine/rulesets/magic-realm/combat/plays.js';

/** The Amazon's card: 0 MOVE M4, 1 MOVE M3*, 2 FIGHT L4, 5 FIGHT M4*, 8 FIGHT H4**; Short Sword, Helmet, Breastplate, Shield. */
const kit = characterKit('Amazon')!;
const sheet = freshSheet(kit);

describe('a secret melee play, checked when given (combat/plays.ts)', () => {
  it('FIGHT M4* with the Short Sword and MOVE M3* dodging: time 4, M* harm, dodge at 3; two asterisks; the shield in box 1 stops thrusts first', () => {
    expect(kit.chits[5]).toMatchObject({ kind: 'FIGHT', strength: 'M', time: 4, effort: 1 });
    expect(kit.chits[1]).toMatchObject({ kind: 'MOVE', strength: 'M', time: 3, effort: 1 });
    const play = { fight: { chit: 5, target: 'wolf1', direction: 'thrust' as const }, move: { chit: 1, maneuver: 'dodge' as const }, shield: 1 as const };
    const f = fighterOf(kit, sheet, 'bob', play);
    expect(f.attack).toEqual({ target: 'wolf1', direction: 'thrust', time: 4, harm: { level: 'M', stars: 1 }, length: 3 });
    expect(f.maneuver).toEqual({ box: 2, time: 3 });
    expect(f.armour.map((a) => [a.name, a.protects])).toEqual([['Shield', ['thrust']], ['Helmet', ['smash']], ['Breastplate', ['thrust', 'swing']]]);
    expect(effortOf(kit, play)).toBe(2);
    expect(heaviestLoad(sheet)).toBe('M');
  });

  it('refuses three asterisks, a fatigued chit, a MOVE chit played as FIGHT, and a FIGHT too weak for the weapon', () => {
    expect(() => fighterOf(kit, sheet, 'bob', { fight: { chit: 8, target: 'w', direction: 'smash' }, move: { chit: 1, maneuver: 'duck' } })).toThrow('those chits play 3 effort asterisks');
    const tired = { ...sheet, chits: sheet.chits.map((c, i) => (i === 5 ? ('fatigued' as const) : c)) };
    expect(() => fighterOf(kit, tired, 'bob', { fight: { chit: 5, target: 'w', direction: 'thrust' } })).toThrow('FIGHT M4* is fatigued');
    expect(() => fighterOf(kit, sheet, 'bob', { fight: { chit: 0, target: 'w', direction: 'thrust' } })).toThrow('that is not a FIGHT chit of the Amazon');
    const greatSword = { ...sheet, weapon: { name: 'Great Sword', alerted: false } };
    expect(() => fighterOf(kit, greatSword, 'bob', { fight: { chit: 5, target: 'w', direction: 'swing' } })).toThrow('FIGHT M4* is too weak for the Great Sword (weight H)');
    // With FIGHT H4** the Great Sword strikes at its own printed time, 6, not the chit's 4.
    expect(fighterOf(kit, greatSword, 'bob', { fight: { chit: 8, target: 'w', direction: 'swing' } }).attack).toMatchObject({ time: 6, length: 8, harm: { level: 'H', stars: 1 } });
  });
});

describe('X1-17: two weapons (Expansion One 11.1/1)', () => {
  it('the second weapon strikes unalerted with its own FIGHT chit and no striking bonus: FIGHT M4* on the Thrusting Sword is L* at 4, not M*', () => {
    const two = { ...sheet, second: { name: 'Thrusting Sword' } };
    const play = { fight: { chit: 5, target: 'w', direction: 'thrust' as const }, fight2: { chit: 9, target: 'w', direction: 'swing' as const } };
    expect(kit.chits[9]).toMatchObject({ kind: 'FIGHT', strength: 'M', time: 4, effort: 1 });
    const f = fighterOf(kit, two, 'bob', play);
    expect(f.attack!.harm).toEqual({ level: 'M', stars: 1 });
    expect(f.second).toEqual({ target: 'w', direction: 'swing', time: 4, harm: { level: 'L', stars: 1 }, length: 4 });
    expect(effortOf(kit, play)).toBe(2);
    // One chit cannot strike twice; and without a second weapon there is no second attack.
    expect(() => fighterOf(kit, two, 'bob', { ...play, fight2: { ...play.fight2, chit: 5 } })).toThrow('FIGHT M4* is played already for her first weapon');
    expect(() => fighterOf(kit, sheet, 'bob', play)).toThrow('he wields no second weapon');
  });
});
