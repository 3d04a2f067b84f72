import { describe, expect, it } from 'vitest';
import { createWizard, primaryAttribute, skillTotal, wizardNumbers, type WizardDraft } from '../../../src/engine/rulesets/mtg-rpg/sheet/creation.js';
import { sarinDraft } from '../../helpers/wizards.js';
import { actionCheck, cardValue, opposed } from '../../../src/engine/rulesets/mtg-rpg/sheet/checks.js';
import { ARMOUR_POINTS, damageResistance, damageTaken, dodges, grappleScore, healedAtRenewal, initiativeOrder, lifeState, monsterInitiative, spellResistance } from '../../../src/engine/rulesets/mtg-rpg/sheet/fighting.js';

/**
 * Issue 15 groundwork: a wizard's creation and the numbers of his sheet (RPG-INVENTORY section A, 004 l.127–421).
 * Sarin, a red wizard: ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1 (10 dots), 20 skill dots.
 */
const sarin = sarinDraft;

describe('a wizard created (RPG-A)', () => {
  it('takes the seed’s checks: 10 attribute dots, 20 skill dots, the free Arcane Knowledge and Spell Research dots (R9), no feats (A37)', () => {
    const w = createWizard(sarin());
    expect(w.skills['Arcane Knowledge']).toBe(3);
    expect(w.skills['Spell Research']).toBe(1);
    expect(w.feats).toEqual([]);
    expect(w.xp).toBe(0);
    // A18: a skill's total is its attribute plus its dots: Athletics ST 3 + 3.
    expect(skillTotal(w, 'Athletics')).toBe(6);
    expect(skillTotal(w, 'War')).toBe(0);
  });

  it('the sheet’s numbers: life 10 + 2 × CN (A12), hand 2 + IQ (A13), reserve WS (A14), creatures CH + 1 (A15), walk ST + DX + 1 (A17; G5: ST 1, DX 2 walks 4)', () => {
    const w = createWizard(sarin());
    expect(wizardNumbers(w)).toEqual({ lifePoints: 14, handSize: 3, reserve: 1, creatures: 2, walk: 6, sprint: 12, run: 24 });
    expect(wizardNumbers({ ...w, attributes: { ...w.attributes, ST: 1, DX: 2 } }).walk).toBe(4);
    // A17: a point of non-magical armour slows him by one; A12–A15: each feat adds one; the hand is never above 10.
    expect(wizardNumbers(w, { armour: 2 }).walk).toBe(4);
    expect(wizardNumbers({ ...w, feats: ['Toughness', 'Toughness', 'Concentration', 'Mana Reserve', 'Charismatic Leader'] })).toMatchObject({ lifePoints: 16, handSize: 4, reserve: 2, creatures: 3 });
    expect(wizardNumbers({ ...w, attributes: { ...w.attributes, IQ: 5 }, feats: Array(6).fill('Concentration') }).handSize).toBe(10);
  });

  it('R8: the primary attribute is the primary colour’s; colourless means CH', () => {
    expect(primaryAttribute('red')).toBe('ST');
    expect(primaryAttribute('blue')).toBe('IQ');
    expect(primaryAttribute('colourless')).toBe('CH');
  });

  it('refuses each broken rule of creation with the rule', () => {
    const with_ = (change: Partial<WizardDraft>) => ({ ...sarin(), ...change });
    expect(() => createWizard(with_({ attributes: { ST: 4, DX: 1, CN: 2, IQ: 1, WS: 1, CH: 1 } }))).toThrow('ST has 4 dots: at most 3 in any attribute at creation (RPG-A6)');
    expect(() => createWizard(with_({ attributes: { ST: 3, DX: 3, CN: 2, IQ: 1, WS: 1, CH: 1 } }))).toThrow('the attributes have 11 dots: a new wizard has 10 (RPG-A6)');
    expect(() => createWizard(with_({ primary: 'blue', attributes: { ST: 3, DX: 3, CN: 3, IQ: 0, WS: 1, CH: 0 } }))).toThrow('his primary colour is blue, and IQ has no dot');
    expect(() => createWizard(with_({ skills: { ...sarin().skills, Athletics: 4, Larceny: 2 } }))).toThrow('Athletics has 4 dots: at most 3 in a skill at creation');
    // R9: the free dot counts toward the cap of 3.
    expect(() => createWizard(with_({ skills: { ...sarin().skills, 'Arcane Knowledge': 3, Larceny: 2 } }))).toThrow('Arcane Knowledge has 4 dots with its free dot');
    expect(() => createWizard(with_({ skills: { ...sarin().skills, Athletics: 2 } }))).toThrow('the skills have 19 dots: a new wizard spends 20 (RPG-A19)');
    expect(() => createWizard(with_({ skills: { Awareness: 3, Endurance: 3, Larceny: 3, Healing: 3, Investigate: 3, 'Arcane Knowledge': 2, 'Wilderness Lore': 3 } }))).toThrow('no dot in a skill of his primary attribute ST');
    expect(() => createWizard(with_({ calling: 'Pirate' }))).toThrow('"Pirate" is not one of the 24 callings');
    expect(createWizard(with_({ calling: 'Pirate', callingApproved: true })).calling).toBe('Pirate');
  });
});

describe('actions with cards (RPG-B)', () => {
  it('G1: Sarin, ST 3, plays a card worth 2 — 5 against the goblin’s 4 opens the door; 4 against 4 leaves it shut (B8)', () => {
    const sarinDoor = actionCheck({ card: { name: 'Grizzly Bears', cost: '1G' }, attribute: 'ST', rating: 3, dc: 0 });
    expect(sarinDoor.total).toBe(5);
    expect(opposed(sarinDoor.total, 4)).toBe('first');
    expect(opposed(4, 4)).toBe('tie');
  });

  it('B3, B4, B10–B13: the card’s value plus the rating against the DC; a land 1 (R3’s option 0); a power-play of the attribute’s colour; +3 DC a repeat; −3 a heroic XP; +1 a helper', () => {
    expect(cardValue({ name: 'Mountain', cost: '', land: true })).toBe(1);
    expect(cardValue({ name: 'Mountain', cost: '', land: true }, { landValue: 0 })).toBe(0);
    expect(cardValue({ name: 'Fireball', cost: 'XR' })).toBe(2);
    expect(actionCheck({ card: { name: 'Shock', cost: 'R' }, attribute: 'ST', rating: 5, dc: 9 })).toEqual({ total: 6, dc: 9, success: false, margin: -3 });
    const power = actionCheck({ card: { name: 'Shock', cost: 'R' }, power: { name: 'Hill Giant', cost: '3R' }, attribute: 'ST', rating: 5, dc: 9 });
    expect(power).toMatchObject({ total: 10, success: true, margin: 1 });
    expect(() => actionCheck({ card: { name: 'Shock', cost: 'R' }, power: { name: 'Counterspell', cost: 'UU' }, attribute: 'ST', rating: 5, dc: 9 })).toThrow('is not a R card for a ST action');
    expect(actionCheck({ card: { name: 'Shock', cost: 'R' }, attribute: 'ST', rating: 5, dc: 9, attempts: 1, heroicXp: 2, helpers: 1 })).toMatchObject({ dc: 6, total: 7, success: true });
    expect(() => actionCheck({ attribute: 'ST', rating: 5, dc: 9, heroicXp: 4 })).toThrow('4 XP on one heroic deed');
  });
});

describe('fighting (RPG-C, with the worked examples G2, G3, G6)', () => {
  it('G2: an enemy of 10 LP in a chain shirt (DR 1) takes a 3-damage bolt: loses 2 (A36, C14); G3: banded mail and a shield protect 2, not 3 (A35)', () => {
    expect(damageTaken(3, damageResistance([ARMOUR_POINTS['chain shirt']!]))).toBe(2);
    expect(damageResistance([ARMOUR_POINTS['banded mail']!, ARMOUR_POINTS.shield!])).toBe(2);
    expect(damageResistance([2, 1], true)).toBe(3);
  });

  it('G6: the Uthden Troll (2 red + 1 generic) adds 2 to its referee card (C9); C8: card + DX + Alertness 3, ties by DX, then IQ, then a draw', () => {
    expect(monsterInitiative(4, '1RR')).toBe(6);
    expect(monsterInitiative(4, '{1}{R}{R}')).toBe(6);
    const draws: Record<string, number> = { c: 1, d: 5 };
    expect(initiativeOrder([
      { id: 'a', card: 2, dx: 2, iq: 1 },
      { id: 'b', card: 0, dx: 1, iq: 1, alertness: 1 },
      { id: 'c', card: 3, dx: 1, iq: 2 },
      { id: 'd', card: 3, dx: 1, iq: 2 },
    ], (id) => draws[id]!)).toEqual(['a', 'd', 'c', 'b']);
    // All four total 4: the Alertness feat's 3 brings b level; DX 2 puts a first; IQ 2 puts c and d before b; the
    // draw (5 against 1) puts d before c.
  });

  it('C10 with R27: a dodge must exceed the attacker’s power + toughness (equal is enough only with the option); C5 with R29: spell resistance bands', () => {
    expect(dodges({ dodgeTotal: 3, card: 2, power: 3, toughness: 2 })).toBe(false);
    expect(dodges({ dodgeTotal: 3, card: 2, power: 3, toughness: 2, equalIsEnough: true })).toBe(true);
    expect(spellResistance({ attribute: 3, manaCost: 2, power: 2, toughness: 3 })).toBe('full');
    expect(spellResistance({ attribute: 1, manaCost: 2, power: 3, toughness: 3 })).toBe('partial');
    expect(spellResistance({ attribute: 1, manaCost: 1, power: 3, toughness: 3 })).toBe('none');
  });

  it('C33 with R33: 0 LP unconscious, −1 to −4 bleeding, −5 dead; C38: grapples by the higher of ST and DX; C42: healing at renewal', () => {
    expect([1, 0, -1, -4, -5].map(lifeState)).toEqual(['standing', 'unconscious', 'bleeding', 'bleeding', 'dead']);
    expect(grappleScore({ ST: 1, DX: 3 })).toBe(3);
    expect(healedAtRenewal({ cn: 0 })).toBe(1);
    expect(healedAtRenewal({ cn: 2, bedRest: true, healerCare: true })).toBe(7);
  });
});
