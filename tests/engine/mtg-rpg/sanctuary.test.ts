import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { createWizard, effectiveAttributes, enduranceDc, SCORE_LABELS, skillTotal, wizardNumbers } from '../../../src/engine/rulesets/mtg-rpg/sheet/creation.js';
import { calledCheck } from '../../../src/engine/rulesets/mtg-rpg/wizards/check-flow.js';
import { cantripCasts, cantripsKnown, dodgesPerTurn, landMinutes, spellMinutes, spellRangeYards, unusableFeats, widenTargets } from '../../../src/engine/rulesets/mtg-rpg/sheet/feats.js';
import { parseLibraryList } from '../../../src/engine/rulesets/mtg-rpg/sheet/cards.js';
import { checkLibrary } from '../../../src/engine/rulesets/mtg-rpg/sheet/library-rules.js';
import { craftPlan } from '../../../src/engine/rulesets/mtg-rpg/wizards/crafting.js';
import { carriesPounds, cohortXp } from '../../../src/engine/rulesets/mtg-rpg/wizards/cohorts.js';
import { parseMonsters, regenerations } from '../../../src/engine/rulesets/mtg-rpg/fights/monsters.js';
import { apprenticeDots, channelEnergy, generalResearch, researchPlan, researchRetry, trainingTime, trainingXp } from '../../../src/engine/rulesets/mtg-rpg/wizards/sanctuary.js';
import { actionCheck } from '../../../src/engine/rulesets/mtg-rpg/sheet/checks.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';
import { SARIN, sarinDraft } from '../../helpers/wizards.js';

/**
 * Issue 15: the sanctuary (RPG-D2, D3, D4, D21–D25, D33, D46, D53–D61, D72; G11–G15, G20–G22, G25). Sarin is red:
 * ST 3 (his primary attribute), DX 2, CN 2, IQ 1, WS 1, CH 1; Athletics 3, Awareness 3.
 */
const sarin = () => createWizard(sarinDraft());

describe('XP spent (RPG-D2, D3, R34)', () => {
  it('an attribute costs its rating × 4 (at least 4), a skill its dots × 2 (at least 2), 1 less for the primary attribute and its skills; up to 5', () => {
    const w = sarin();
    expect(trainingXp(w, { kind: 'attribute', attribute: 'ST' }).xp).toBe(11);
    expect(trainingXp(w, { kind: 'attribute', attribute: 'DX' }).xp).toBe(8);
    expect(trainingXp(w, { kind: 'attribute', attribute: 'IQ' }).xp).toBe(4);
    expect(trainingXp({ ...w, attributes: { ...w.attributes, IQ: 0 } }, { kind: 'attribute', attribute: 'IQ' }).xp).toBe(4);
    expect(trainingXp(w, { kind: 'skill', skill: 'Athletics' }).xp).toBe(5);
    expect(trainingXp(w, { kind: 'skill', skill: 'Awareness' }).xp).toBe(6);
    expect(trainingXp(w, { kind: 'skill', skill: 'Riding' }).xp).toBe(2);
    expect(() => trainingXp({ ...w, attributes: { ...w.attributes, ST: 5 } }, { kind: 'attribute', attribute: 'ST' })).toThrow('ST is 5 already: attributes go up to 5 (RPG-D2)');
    // D3, R34: a day and 25 gp per XP; 100 gp per XP for half a day.
    expect(trainingTime(11)).toEqual({ days: 1, gold: 275 });
    expect(trainingTime(11, true)).toEqual({ days: 0.5, gold: 1100 });
  });

  it('feats at their prices, once or again (R16), their prerequisites (D4), secret ones only with the GM (D5); G15: Enhanced Renewal 15, 20, 25', () => {
    const w = sarin();
    expect(trainingXp(w, { kind: 'feat', feat: 'Alertness' }).xp).toBe(3);
    expect(() => trainingXp({ ...w, feats: ['Alertness'] }, { kind: 'feat', feat: 'Alertness' })).toThrow('Alertness is held already: once only (RPG-R16)');
    expect(trainingXp({ ...w, feats: ['Toughness', 'Toughness'] }, { kind: 'feat', feat: 'Toughness' })).toEqual({ xp: 2, what: 'Toughness (3)' });
    expect(() => trainingXp(w, { kind: 'feat', feat: 'Dark Vision' })).toThrow('Dark Vision needs Low Light Vision first (RPG-D4)');
    expect(() => trainingXp(w, { kind: 'feat', feat: 'Widen Spell' })).toThrow('Widen Spell is a secret feat');
    const renewal = [0, 1, 2].map((held) => trainingXp({ ...w, feats: Array(held).fill('Enhanced Renewal') }, { kind: 'feat', feat: 'Enhanced Renewal', with: 'noon' }, { gmApproved: true }).xp);
    expect(renewal).toEqual([15, 20, 25]);
    expect(() => trainingXp({ ...w, feats: Array(3).fill('Enhanced Renewal') }, { kind: 'feat', feat: 'Enhanced Renewal', with: 'noon' }, { gmApproved: true })).toThrow('at most 3');
    expect(trainingXp(w, { kind: 'feat', feat: 'Slight of Hand' }).what).toBe('Sleight of Hand');
    // The prices of the feats that change the sheet and play (D8, D11, D12, D23, D25, D26, D33, D34, D43, D46).
    const price = (feat: string) => trainingXp(w, { kind: 'feat', feat }, { gmApproved: true }).xp;
    expect(['Alertness', 'Charismatic Leader', 'Concentration', 'Extend Spell', 'Improved Dodge', 'Increased Spell Range', 'Mana Extension', 'Mana Reserve', 'Toughness', 'Widen Spell'].map(price)).toEqual([3, 3, 7, 3, 4, 4, 2, 7, 2, 10]);
  });

  it('what feats give: G11 Extend Spell twice, ST 3: 9 minutes; G12 Mana Extension twice: 9; G13 Improved Dodge twice: 3 dodges; G14 Widen Spell three times: 4 opponents; G25: ST 3 reaches 30 yards', () => {
    const w = sarin();
    expect(spellMinutes({ ...w, feats: ['Extend Spell', 'Extend Spell'] })).toBe(9);
    expect(landMinutes({ ...w, feats: ['Mana Extension', 'Mana Extension'] })).toBe(9);
    expect(spellMinutes(w)).toBe(3);
    expect(dodgesPerTurn({ feats: ['Improved Dodge', 'Improved Dodge'] })).toBe(3);
    expect(widenTargets({ feats: ['Widen Spell', 'Widen Spell', 'Widen Spell'] })).toBe(4);
    expect(spellRangeYards(3, w)).toBe(30);
    expect(spellRangeYards(3, { feats: ['Increased Spell Range'] })).toBe(40);
  });

  it('D61, G22: a spell acquired costs 1, 2 or 3 XP per mana point by rarity, at least 1 — the Winged Ornithopter (cost 0) 1 XP', () => {
    const w = sarin();
    expect(trainingXp(w, { kind: 'spell', cost: '0', rarity: 'common' }).xp).toBe(1);
    expect(trainingXp(w, { kind: 'spell', cost: '2R', rarity: 'uncommon' }).xp).toBe(6);
    expect(trainingXp(w, { kind: 'spell', cost: '1RR', rarity: 'rare' }).xp).toBe(9);
  });
});

describe('researching a spell (RPG-D53–D59, R37–R40)', () => {
  it('G20: a rare 3-mana spell costs 1,500 gp and 3 days, DC 15; one of his primary colour is reckoned on 2 points', () => {
    expect(researchPlan({ cost: '2U', rarity: 'rare' })).toEqual({ days: 3, gold: 1500, dc: 15, points: 3, marketValue: 3000 });
    expect(researchPlan({ cost: '2R', rarity: 'rare', primaryColour: true })).toMatchObject({ days: 2, gold: 1000, dc: 15, points: 2 });
    // R37: a 0-cost spell counts 1.
    expect(researchPlan({ cost: '0', rarity: 'common' })).toMatchObject({ days: 1, gold: 100, dc: 9, points: 1 });
  });

  it('G21 read by R39: twice the minimum gold (1,000 gp a point for a rare spell) lowers DC 15 to 12; D59: a copy takes half and −3; R40: reductions stack, never below 0; D57: a retry costs 10%', () => {
    expect(researchPlan({ cost: '2U', rarity: 'rare', doubleGold: true })).toMatchObject({ days: 3, gold: 3000, dc: 12, points: 3 });
    expect(researchPlan({ cost: '2U', rarity: 'uncommon', copy: true })).toEqual({ days: 1.5, gold: 300, dc: 9, points: 3, marketValue: 1200 });
    expect(researchPlan({ cost: '1', rarity: 'common', copy: true, doubleGold: true, reductions: 2 }).dc).toBe(0);
    expect(researchRetry(researchPlan({ cost: '2U', rarity: 'rare' }))).toEqual({ days: 3, gold: 150 });
  });
});

describe('/sanctuary train through the engine', () => {
  it('spends the XP, raises the rating, buys the feat, adds the spell to the library (checked by D75 and D76); refuses what he cannot pay', () => {
    const { gm, bob } = PEOPLE;
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.library', actor: bob, list: '2 Shock R | damage 2; 2 Mountain' }, forcedDice([3, 2, 1]));
    expect(g.refusal({ type: 'wizards.train', actor: bob, skill: 'Athletics' }).message).toBe('Athletics 3 → 4 costs 5 XP, and Sarin has 0 unspent');
    g.run({ type: 'wizards.xp', actor: gm, player: bob.id, xp: 10 });
    expect(g.refusal({ type: 'wizards.train', actor: bob, skill: 'Athletics', feat: 'Alertness' }).message).toBe('train one thing at a time');
    const done = g.run({ type: 'wizards.train', actor: bob, skill: 'Athletics' });
    expect(done[0]!.payload).toMatchObject({ what: 'Athletics 3 → 4', xp: 5, days: 1, gold: 125 });
    expect(g.state().wizards![bob.id]!.skills.Athletics).toBe(4);
    g.run({ type: 'wizards.train', actor: bob, feat: 'Alertness' });
    expect(g.state().wizards![bob.id]!.feats).toEqual(['Alertness']);
    // Opt (U) needs a blue source, and the library has none: D76.
    expect(g.refusal({ type: 'wizards.train', actor: bob, spell: 'Opt U' }).message).toContain('(RPG-D76)');
    g.run({ type: 'wizards.train', actor: bob, spell: 'Winged Ornithopter 0 | creature 1/1' });
    const w = g.state().wizards![bob.id]!;
    expect(w.xp).toBe(1);
    expect(w.library!.cards.at(-1)).toMatchObject({ name: 'Winged Ornithopter', effect: { kind: 'creature', power: 1, toughness: 1 } });
    expect(w.library!.deck.at(-1)).toBe(4);
    // The GM trains a secret feat for him.
    expect(g.refusal({ type: 'wizards.train', actor: bob, feat: 'Enhanced Leadership' }).message).toContain('secret feat');
    // D27: a cohort, then improved.
    g.run({ type: 'wizards.xp', actor: gm, player: bob.id, xp: 4 });
    g.run({ type: 'wizards.train', actor: bob, cohort: 'Hawk 1/1' });
    g.run({ type: 'wizards.train', actor: bob, cohort: 'Hawk 1/1 flying' });
    expect(g.state().wizards![bob.id]!.cohorts).toEqual([{ name: 'Hawk', power: 1, toughness: 1, extras: ['flying'], xp: 5 }]);
    expect(g.state().wizards![bob.id]!.xp).toBe(0);
  });
});

describe('fatigue (RPG-C43, G27, R14)', () => {
  it('G27: three days without sleep are −3 on every attribute, and the derived numbers follow; a physical attribute at 0 puts him to sleep; 8 hours of rest lift it all', () => {
    const { gm, bob } = PEOPLE;
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    expect(g.refusal({ type: 'wizards.fatigue', actor: bob, player: bob.id, days: 1 }).message).toBe("the option player: is the GM's");
    const one = g.run({ type: 'wizards.fatigue', actor: gm, player: bob.id, days: 1 });
    expect(one[0]!.payload).toMatchObject({ awake: 1, penalty: 1, unconscious: false });
    const w = () => g.state().wizards![bob.id]!;
    expect(effectiveAttributes(w())).toEqual({ ST: 2, DX: 1, CN: 1, IQ: 0, WS: 0, CH: 0 });
    // R14: life 10 + 2 × CN 1 = 12, hand 2 + IQ 0 = 2, walk 2 + 1 + 1 = 4; Athletics 2 + 3 = 5.
    expect(wizardNumbers(w())).toMatchObject({ lifePoints: 12, handSize: 2, reserve: 0, walk: 4 });
    expect(skillTotal(w(), 'Athletics')).toBe(5);
    const three = g.run({ type: 'wizards.fatigue', actor: gm, player: bob.id, days: 3 });
    expect(three[0]!.payload).toMatchObject({ awake: 3, penalty: 3, unconscious: true });
    expect(effectiveAttributes(w()).ST).toBe(0);
    g.run({ type: 'wizards.fatigue', actor: gm, player: bob.id, days: 0 });
    expect(effectiveAttributes(w())).toEqual({ ST: 3, DX: 2, CN: 2, IQ: 1, WS: 1, CH: 1 });
    // The Endurance check that keeps it off: DC 9 for the first day, +3 each further day.
    expect([1, 2, 3].map(enduranceDc)).toEqual([9, 12, 15]);
  });
});

describe('making things (RPG-D7, D13–D15, D37, D84; G18, G19) and cantrips (D48, R35)', () => {
  it('G18: a wand of lightning bolts (cost R) — the card, a Mountain and 1,000 gp for one use a day; doubled, two; toughness 1; a charged item is worth 5 × its cost', () => {
    expect(craftPlan({ kind: 'charged', cost: 'R' })).toEqual({ days: 7, gold: 1000, sacrifice: ['1 spell card', '1 × lands for 1 mana'], usesPerDay: 1, toughness: 1, marketValue: 5000 });
    expect(craftPlan({ kind: 'charged', cost: 'R', sets: 2 })).toMatchObject({ gold: 2000, usesPerDay: 2, toughness: 1 });
    expect(craftPlan({ kind: 'unpowered', cost: 'R', sets: 2 }).sacrifice).toEqual(['2 spell cards (mana paid at each use)']);
  });

  it('G19: Carapace leather armour (cost G) — a week, the card and 1 DX for good; a continuous item is worth 10 × its cost, the receptacle at 10 × its price', () => {
    expect(craftPlan({ kind: 'continuous', cost: 'G' })).toMatchObject({ days: 7, gold: 1000, attributeLost: { attribute: 'DX', points: 1 }, marketValue: 10000 });
    expect(craftPlan({ kind: 'continuous', cost: '1G', receptaclePrice: 10 })).toMatchObject({ days: 14, gold: 2100, attributeLost: { attribute: 'DX', points: 2 } });
  });

  it('D7: a potion is a day and 10/25/50 gp a mana point, worth 50 + 2 × its cost; D37: a scroll a day and 25/50/100 gp', () => {
    expect(craftPlan({ kind: 'potion', cost: '1W', rarity: 'uncommon' })).toMatchObject({ days: 2, gold: 50, marketValue: 150 });
    expect(craftPlan({ kind: 'scroll', cost: '1W', rarity: 'rare' })).toMatchObject({ days: 2, gold: 200 });
  });

  it('D48 with R35: cantrips known — the primary score (+1 per Enhanced Cantrips); cast a day — 1 + WS (+1 per Energized Cantrips)', () => {
    const w = sarin();
    expect([cantripsKnown(w), cantripCasts(w)]).toEqual([3, 2]);
    expect([cantripsKnown({ ...w, feats: ['Enhanced Cantrips'] }), cantripCasts({ ...w, feats: ['Energized Cantrips', 'Energized Cantrips'] })]).toEqual([4, 4]);
  });
});

describe('cohorts, carrying and regeneration (RPG-D27, R19, D89, D86, D87, R47; G17, G26, G7, G8)', () => {
  it('G17: a 3/3 flying hippogriff that carries him in flight is 2 + 4 + 3 + 7 = 16 XP — past the cap of 10 (R19) until two Enhanced Leadership raise it to 20', () => {
    expect(cohortXp({ power: 3, toughness: 3, extras: ['flying', 'mounted-flying'] })).toBe(16);
    expect(cohortXp({ power: 1, toughness: 1, extras: [] })).toBe(2);
    expect(() => cohortXp({ power: 3, toughness: 3, extras: ['mounted-flying'] })).toThrow('flying with the wizard mounted comes on top of Flying (RPG-R19)');
    expect(() => cohortXp({ power: 6, toughness: 1, extras: [] })).toThrow('a cohort of 6/1');
    const w = sarin();
    expect(() => trainingXp({ ...w, feats: ['Enhanced Leadership'] }, { kind: 'cohort', spec: 'Hippogriff 3/3 flying mounted-flying' })).toThrow('comes to 16 XP: one cohort takes at most 15 (RPG-D27, R19)');
    expect(trainingXp({ ...w, feats: ['Enhanced Leadership', 'Enhanced Leadership'] }, { kind: 'cohort', spec: 'Hippogriff 3/3 flying mounted-flying' }).xp).toBe(16);
    // Improved later: the difference in price.
    const had = { ...w, cohorts: [{ name: 'Hawk', power: 1, toughness: 1, extras: [], xp: 2 }] };
    expect(trainingXp(had, { kind: 'cohort', spec: 'Hawk 1/1 flying' })).toEqual({ xp: 3, what: 'improving the cohort Hawk (5 XP in all)' });
  });

  it('G26: a creature of power 4 carries 200 lb; G7: the Uthden Troll (cost 3, regenerating for 1) three times from its reserve; G8: a summoned Skeleton (1 + black) once', () => {
    expect(carriesPounds(4)).toBe(200);
    expect(regenerations({ natural: true, cost: '1RR', regenerationCost: 1 })).toBe(3);
    expect(regenerations({ natural: false, cost: '1B', regenerationCost: 1 })).toBe(1);
    expect(parseMonsters('1 Uthden Troll 1RR | creature 2/2')[0]!.reserve).toBe(3);
  });
});

describe('the sheet’s words (RPG-A7, A10, A16, A21)', () => {
  it('A7 with R7: scores 0–5 read Poor/Novice/Weak … Superhuman; A10: each ST dot lifts 50 lb; A21: a dropped skill is called as what replaces it', () => {
    expect(SCORE_LABELS.map((_, i) => i)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([SCORE_LABELS[0], SCORE_LABELS[3], SCORE_LABELS[5]]).toEqual(['Poor/Novice/Weak', 'Very good human', 'Superhuman']);
    expect(carriesPounds(sarin().attributes.ST)).toBe(150);
    expect(calledCheck('value the gem', 'Appraise', 9)).toEqual({ what: 'value the gem', attribute: 'IQ', dc: 9 });
    expect(calledCheck('pass as a monk', 'Disguise', 9)).toMatchObject({ skill: 'Diplomacy/Subterfuge', attribute: 'CH' });
    expect(calledCheck('slip the ropes', 'Escape Artist', 9)).toMatchObject({ attribute: 'DX' });
    expect(calledCheck('bow to the duke', 'Etiquette', 6)).toMatchObject({ skill: 'Perform', attribute: 'CH' });
  });
});

describe('more of the sanctuary’s numbers (RPG-D9, D10, D62; G16, G10)', () => {
  it('G16: an apprentice starts with 5 attribute and 10 skill dots and reaches a wizard’s 10 and 20 after 5 years; D10, R18: 3 mana an IQ point, unconscious at 0, dead below', () => {
    expect([0, 1, 5, 7].map(apprenticeDots)).toEqual([
      { attributes: 5, skills: 10 },
      { attributes: 6, skills: 12 },
      { attributes: 10, skills: 20 },
      { attributes: 10, skills: 20 },
    ]);
    expect(channelEnergy(3, 6)).toEqual({ points: 2, iqAfter: 1, outcome: 'awake' });
    expect(channelEnergy(3, 9)).toEqual({ points: 3, iqAfter: 0, outcome: 'unconscious' });
    expect(channelEnergy(3, 10).outcome).toBe('dead');
  });

  it('D62, R41, R42: general research — each 1,000 gp and week buys −3 DC, at most 3; a spell’s lore about 100/200/300 gp a week, a week a mana point', () => {
    expect(generalResearch({ dc: 12, categories: 2 })).toEqual({ dc: 6, extraGold: 2000, extraWeeks: 2 });
    expect(generalResearch({ dc: 12, categories: 5 }).dc).toBe(3);
    expect(generalResearch({ dc: 9, cost: '2R', rarity: 'rare' })).toMatchObject({ loreWeeks: 3, loreGold: 900 });
  });

  it('G10: heroic deeds of 1, 2 and 3 XP are each within the most of 3 on one action (B13)', () => {
    for (const heroicXp of [1, 2, 3]) expect(actionCheck({ attribute: 'ST', rating: 3, dc: 12, heroicXp }).dc).toBe(12 - 3 * heroicXp);
    expect(() => actionCheck({ attribute: 'ST', rating: 3, dc: 12, heroicXp: 4 })).toThrow('4 XP on one heroic deed');
  });
});

describe('the feats that choose something (RPG-D6, D21, D36) and a lost prerequisite (D4)', () => {
  it('D21: Enhanced Renewal adds a time he does not hold; D6: Add Mana Source a colour, and half the library may then be of either; D36: Quicken Spell is 15 + the spell’s cost, after Craft Magic Item', () => {
    const { gm, bob } = PEOPLE;
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.xp', actor: gm, player: bob.id, xp: 50 });
    expect(g.refusal({ type: 'wizards.train', actor: gm, player: bob.id, feat: 'Enhanced Renewal', with: 'sunrise' }).message).toBe('Enhanced Renewal adds a renewal time he does not hold yet (RPG-D21)');
    g.run({ type: 'wizards.train', actor: gm, player: bob.id, feat: 'Enhanced Renewal', with: 'sunset' });
    expect(g.state().wizards![bob.id]!.moreRenewals).toEqual(['sunset']);
    // Add Mana Source needs 5 dots in ST, his primary attribute: refused at 3.
    expect(g.refusal({ type: 'wizards.train', actor: gm, player: bob.id, feat: 'Add Mana Source', with: 'blue' }).message).toBe('Add Mana Source needs 5 dots in ST first (RPG-D4)');
    const w = { ...sarin(), attributes: { ST: 5, DX: 2, CN: 2, IQ: 1, WS: 1, CH: 1 } };
    expect(trainingXp(w, { kind: 'feat', feat: 'Add Mana Source', with: 'blue' }, { gmApproved: true }).xp).toBe(15);
    // D6: red and blue together are half of a library; red alone is not.
    const cards = parseLibraryList('2 Shock R; 2 Opt U; 2 Mountain; 2 Island; 4 Swamp; 1 Forest');
    expect(() => checkLibrary(w, cards)).toThrow('4 of the 13 cards are red');
    expect(() => checkLibrary({ ...w, moreColours: ['blue'] }, parseLibraryList('2 Shock R; 2 Opt U; 2 Mountain; 2 Island; 4 Swamp'))).not.toThrow();
    // D36.
    expect(() => trainingXp(w, { kind: 'feat', feat: 'Quicken Spell', with: 'R' }, { gmApproved: true })).toThrow('Quicken Spell needs Craft Magic Item first (RPG-D4)');
    expect(trainingXp({ ...w, feats: ['Alchemy', 'Craft Magic Item'] }, { kind: 'feat', feat: 'Quicken Spell', with: '2RR' }, { gmApproved: true }).xp).toBe(19);
  });

  it('D4: a feat whose prerequisite is lost cannot be used until it returns — Immortality (CN 5) while fatigue lowers CN', () => {
    const w = { ...sarin(), attributes: { ST: 3, DX: 2, CN: 5, IQ: 1, WS: 1, CH: 1 }, feats: ['Immortality', 'Alertness'] };
    expect(unusableFeats(w)).toEqual({});
    expect(unusableFeats({ ...w, awake: 1 })).toEqual({ Immortality: 'CN 5' });
  });
});
