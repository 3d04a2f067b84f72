import { describe, expect, it } from 'vitest';
import { lookupReference, searchReference } from '../../src/engine/reference/index.js';
import { RULE_INDEX } from '../../src/engine/reference/rule-index.js';
import { SPELLS } from '../../src/engine/reference/spells.js';
import { TRAVELLERS } from '../../src/engine/reference/travellers.js';
import { captureCost, fortificationCost, FESTIVALS, populationModifier, RPG_LOOKUP_TABLES, STRUCTURES, buildSeasons } from '../../src/engine/rulesets/mtg-rpg/lookup-tables.js';
import { ALL_TABLES } from '../../src/engine/tables/catalog.js';
import { LIMITS } from '../../src/render/limits.js';

describe('reference look-ups for /rules', () => {
  it('knows every rule ID of the checklists', () => {
    const ids = RULE_INDEX.map((r) => r.id);
    expect(ids.filter((i) => i.startsWith('SW-'))).toHaveLength(14);
    expect(ids.filter((i) => i.startsWith('MP-'))).toHaveLength(12);
    expect(ids.filter((i) => i.startsWith('X1-'))).toHaveLength(22);
    expect(ids.filter((i) => i.startsWith('BI-'))).toHaveLength(14);
    expect(ids.filter((i) => i.startsWith('RPG-'))).toHaveLength(320);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('looks up by rule ID, in any case', () => {
    expect(lookupReference('sw-5')?.description).toMatch(/2 gold per clearing/);
    expect(lookupReference('X1-7')?.kind).toBe('rule');
    expect(lookupReference('rpg-e8')?.description).toMatch(/population ÷ 10/);
  });

  it('has the spell list of Expansion One, types I to VIII', () => {
    expect(SPELLS).toHaveLength(40);
    const perType = Object.fromEntries(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'].map((t) => [t, SPELLS.filter((s) => s.type === t).length]));
    expect(perType).toEqual({ I: 3, II: 5, III: 5, IV: 5, V: 4, VI: 6, VII: 6, VIII: 6 });
    const heal = lookupReference('heal')!;
    expect(heal.kind).toBe('spell');
    expect(heal.title).toBe('Heal (II/GREY)');
    expect(heal.description).toMatch(/four asterisks/);
    expect(lookupReference('Wall of Force')?.title).toBe('Wall Of Force (IV/GREY)');
  });

  it('has the 27 travellers with their wages and tables', () => {
    expect(TRAVELLERS).toHaveLength(27);
    const enchantress = TRAVELLERS.find((t) => t.name === 'Enchantress')!;
    expect(enchantress).toMatchObject({ wage: 20, table: 'enchantress-aid' });
    expect(TRAVELLERS.find((t) => t.name === 'Necromancer')!.wage).toBe(25);
    expect(lookupReference('bounty hunter')?.fields.find((f) => f.name === 'Hire')?.value).toBe('15 gold');
    for (const t of TRAVELLERS.filter((t) => t.table)) expect(ALL_TABLES.some((table) => table.name === t.table)).toBe(true);
  });

  it('shows a table with its rows', () => {
    const bounty = lookupReference('bounty')!;
    expect(bounty.kind).toBe('table');
    expect(bounty.fields[1]).toEqual({ name: '2', value: 'Bounty: Tremendous Troll\nReward: 100 gold' });
    expect(lookupReference('Blacksmith Repairs')?.fields[0]).toEqual({ name: 'Suit of Armor', value: '20 gold' });
  });

  it('suggests entries for what is typed', () => {
    expect(searchReference('sw-1').map((c) => c.value)).toEqual(expect.arrayContaining(['SW-1', 'SW-10']));
    expect(searchReference('capture').map((c) => c.value)).toContain('capture-costs');
    expect(searchReference('').length).toBeLessThanOrEqual(25);
  });

  it('every entry fits a Discord embed', () => {
    const names = [...RULE_INDEX.map((r) => r.id), ...SPELLS.map((s) => s.name), ...TRAVELLERS.map((t) => t.name), ...RPG_LOOKUP_TABLES.map((t) => t.id), ...ALL_TABLES.map((t) => t.name)];
    for (const n of names) {
      const e = lookupReference(n);
      expect(e, n).toBeDefined();
      expect(e!.title.length).toBeLessThanOrEqual(LIMITS.embedTitle);
      expect((e!.description ?? '').length).toBeLessThanOrEqual(LIMITS.embedDescription);
      expect(e!.fields.length).toBeLessThanOrEqual(LIMITS.embedFields);
      for (const f of e!.fields) expect(f.value.length, `${n} ${f.name}`).toBeLessThanOrEqual(LIMITS.fieldValue);
    }
  });
});

describe('the MtG RPG lookup tables', () => {
  it('RPG-G36: fortifying to level II costs 75,000 gp and 25 resources in all; to level VI 525,000 gp', () => {
    expect(fortificationCost(0, 2)).toEqual({ gold: 75_000, resources: 25 });
    expect(fortificationCost(0, 6).gold).toBe(525_000);
    expect(fortificationCost(0, 6).resources).toBe(140);
  });

  it('RPG-G34: 13 capture points buy three plains (12) or an enemy mountain base (12)', () => {
    expect(3 * captureCost({ terrain: 'plains' })).toBe(12);
    expect(captureCost({ terrain: 'hills', base: true })).toBe(12);
    expect(captureCost({ terrain: 'hills', base: true, ownerStronger: true })).toBe(15);
    expect(captureCost({ terrain: 'forest', river: true, base: true, fortification: 2, guardingArmy: 'army-with-wizard' })).toBe(6 + 2 + 3 + 2 + 9);
  });

  it('RPG-F31: population modifiers of the discontent check', () => {
    expect([1, 25, 26, 50, 51, 73, 100, 101, 200, 201, 500, 501].map(populationModifier)).toEqual([0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5]);
  });

  it('RPG-F38/F39: structures and their build times', () => {
    const seasons = Object.fromEntries(STRUCTURES.map((s) => [s.id, buildSeasons(s.gold)]));
    expect(seasons).toMatchObject({ palace: 4, library: 2, shipyard: 2, temple: 1, monument: 1 });
  });

  it('RPG-F54: an impressive festival for population 73 costs 36,500 gp by the table', () => {
    const impressive = FESTIVALS.find((f) => f.id === 'impressive')!;
    expect(impressive.goldPerPopulation * 73).toBe(36_500);
    expect(impressive.bonus).toBe(3);
  });

  it('each RPG table is found by /rules', () => {
    for (const id of ['difficulty-levels', 'capture-costs', 'structures', 'festivals', 'fortification', 'discontent-modifiers']) {
      expect(lookupReference(id)?.kind).toBe('rpg-table');
    }
    expect(lookupReference('Fortification')?.fields[1]).toEqual({ name: 'Level II', value: '50,000 gp, 15 resources, +2', inline: false });
  });
});
