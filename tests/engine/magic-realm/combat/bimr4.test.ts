import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { freshSheet, type CharacterSheet } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { hitEffectOf, penetrate, stumble } from '../../../../src/engine/rulesets/magic-realm/combat/bimr4.js';
import { fighterOf } from '../../../../src/engine/rulesets/magic-realm/combat/plays.js';
import { revealRound } from '../../../../src/engine/rulesets/magic-realm/combat/reveal.js';

/**
 * BIMR4's optional combat (003 §5, option optional-combat) in a revealed round, the seed's examples computed from real
 * plays: the Swordsman (FIGHT L2**, his Thrusting Sword alerted: no printed time, so time 2), the Amazon (MOVE M3*
 * dodging; Helmet, Breastplate, Shield), a Crossbow (H*, alerted time 1).
 */
const swordsman = characterKit('Swordsman')!;
const amazonKit = characterKit('Amazon')!;
const index = (kit: typeof swordsman, label: RegExp) => kit.chits.findIndex((c) => label.test(`${c.kind} ${c.strength}${c.time}${'*'.repeat(c.effort)}`));
const alerted = (sheet: CharacterSheet): CharacterSheet => ({ ...sheet, weapon: { ...sheet.weapon!, alerted: true } });
const amazonSheet = freshSheet(amazonKit);
const dodging = { move: { chit: index(amazonKit, /^MOVE M3\*$/), maneuver: 'dodge' as const } };

describe('BI-10 (003 5.4): the Fumble and Optional Missile tables on every hit, modifiers from the plays', () => {
  it('5.4/1: attack time 2 against maneuver 3, not intercepting: −1 and +4 = +3; a 6 becomes 9: the Fumble table decreases two levels', () => {
    const sword = fighterOf(swordsman, alerted(freshSheet(swordsman)), 'dave', { fight: { chit: index(swordsman, /^FIGHT L2\*\*$/), target: 'bob', direction: 'thrust' } });
    expect(sword.attack).toMatchObject({ time: 2, harm: { level: 'L', stars: 1 } });
    const amazon = fighterOf(amazonKit, amazonSheet, 'bob', dodging);
    // The Swordsman's thrust (box 1) undercuts her dodge (box 2) at 3; the Fumble roll 6, 1 → 6 +3 = 9.
    const r = revealRound([sword, amazon], [], 2, { dice: forcedDice([6, 1]), bimr4: true });
    expect(r.strikes[0]).toMatchObject({ by: 'dave', hit: 'undercut', optional: { table: 'fumble', dice: [6, 1], read: 9, result: 'decrease two levels' } });
    // L* two levels down: below Negligible, the star is eaten: Negligible harm, no star; on her Breastplate nothing.
    expect(r.strikes[0]).toMatchObject({ harm: 'N', wound: false, killed: false });
  });

  it('5.4/4: no maneuver counts as 8: an attack at time 1 subtracts 7; a 6 reads 1 on the Optional Missile table: three levels more', () => {
    const crossbowman: CharacterSheet = { ...freshSheet(characterKit('Black Knight')!), weapon: { name: 'Crossbow', alerted: true } };
    const shooter = fighterOf(characterKit('Black Knight')!, crossbowman, 'erin', { fight: { chit: index(characterKit('Black Knight')!, /^FIGHT H5\*$/), target: 'bob', direction: 'smash' } });
    expect(shooter.attack).toMatchObject({ time: 1, missile: true, harm: { level: 'H', stars: 1 } });
    const still = fighterOf(amazonKit, { ...amazonSheet, armour: [] }, 'bob', {});
    const r = revealRound([shooter, still], [], 2, { dice: forcedDice([6, 2]), bimr4: true });
    expect(r.strikes[0]).toMatchObject({ hit: 'intercept', optional: { table: 'missile', read: 1, result: 'increase three levels' }, killed: true });
  });

  it('5.5/1: a missile at H against the Medium Breastplate penetrates it: Medium on her, the armour unharmed (M kills the Amazon)', () => {
    const crossbowman: CharacterSheet = { ...freshSheet(characterKit('Black Knight')!), weapon: { name: 'Crossbow', alerted: true } };
    const shooter = fighterOf(characterKit('Black Knight')!, crossbowman, 'erin', { fight: { chit: index(characterKit('Black Knight')!, /^FIGHT H5\*$/), target: 'bob', direction: 'swing' } });
    const amazon = fighterOf(amazonKit, amazonSheet, 'bob', dodging);
    // Intercepted at time 1 against her 3: −2; the roll 6, 3 → 4: no change. H* loses its star on armour: H > M.
    const r = revealRound([shooter, amazon], [], 2, { dice: forcedDice([6, 3]), bimr4: true });
    expect(r.strikes[0]).toMatchObject({ hit: 'intercept', optional: { read: 4, result: 'no change' }, harm: 'M', penetration: { through: 'M', penetrated: ['Breastplate'] }, killed: true });
    expect(r.armour).toEqual({});
    // The rule alone: Heavy on Medium armour drops to Medium.
    expect(penetrate({ level: 'H', stars: 0 }, [{ name: 'Breastplate', toughness: 'M', state: 'intact', protects: ['swing'] }])).toEqual({ through: 'M', penetrated: ['Breastplate'] });
  });

  it('5.5/2: a Tremendous missile through a shield and a breastplate drops to Heavy, then Medium; it stops at armour it cannot exceed', () => {
    const crossbowman: CharacterSheet = { ...freshSheet(characterKit('Black Knight')!), weapon: { name: 'Crossbow', alerted: true } };
    const shooter = fighterOf(characterKit('Black Knight')!, crossbowman, 'erin', { fight: { chit: index(characterKit('Black Knight')!, /^FIGHT H5\*$/), target: 'bob', direction: 'swing' } });
    const amazon = fighterOf(amazonKit, amazonSheet, 'bob', { ...dodging, shield: 2 });
    // −2 again; the roll 5, 1 → 3: increase one level: H* → T*, its star lost on the shield: T, then H, then M.
    const r = revealRound([shooter, amazon], [], 2, { dice: forcedDice([5, 1]), bimr4: true });
    expect(r.strikes[0]).toMatchObject({ optional: { read: 3, result: 'increase one level' }, penetration: { through: 'M', penetrated: ['Shield', 'Breastplate'] } });
    // Harm equal to a piece: one wound, no more; below it: nothing.
    expect(penetrate({ level: 'M', stars: 0 }, [{ name: 'Helmet', toughness: 'M', state: 'intact', protects: ['smash'] }])).toEqual({ penetrated: [], stoppedBy: { name: 'Helmet', wound: true } });
    expect(penetrate({ level: 'L', stars: 0 }, [{ name: 'Helmet', toughness: 'M', state: 'intact', protects: ['smash'] }])).toEqual({ penetrated: [], stoppedBy: { name: 'Helmet', wound: false } });
  });

  it('the tables\' rows read as effects', () => {
    expect(hitEffectOf('increase three levels')).toEqual({ kind: 'levels', levels: 3 });
    expect(hitEffectOf('decrease one level')).toEqual({ kind: 'levels', levels: -1 });
    expect(hitEffectOf('wound: a character hit without armor suffers one wound; armor or a denizen: no effect')).toEqual({ kind: 'wound' });
    expect(hitEffectOf('Negligible: the hit inflicts Negligible harm')).toEqual({ kind: 'negligible' });
  });
});

describe('BI-7 (003 5.1): the Stumble table when he runs', () => {
  it('5.1/1: move time 2, three attackers, the fastest at 4: +3 +2 −4 = +1; a 6 becomes 7: cancelled', () => {
    expect(stumble({ ownMoveTime: 2, attackerMoveTimes: [4, 5, 6], redTremendous: false }, forcedDice([6, 2]))).toMatchObject({ read: 7, completed: false });
    expect(stumble({ ownMoveTime: 2, attackerMoveTimes: [4, 5, 6], redTremendous: false }, forcedDice([5, 2]))).toMatchObject({ read: 6, completed: true });
  });
  it('no MOVE under a red-side-up Tremendous monster on his sheet', () => {
    expect(() => stumble({ ownMoveTime: 2, attackerMoveTimes: [6], redTremendous: true }, forcedDice([]))).toThrow('red side up');
  });
});
