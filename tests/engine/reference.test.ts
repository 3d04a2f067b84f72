import { readFileSync, readdirSync } from 'node:fs';
import { carriedOut } from '../../src/engine/rulesets/magic-realm/magic/spell-effects.js';
import { SPELLS as ALL_SPELLS } from '../../src/engine/rulesets/magic-realm/magic/spells.js';
import { describe, expect, it } from 'vitest';
import { EMBED_LIMITS } from '../../src/engine/reference/entry.js';
import { READINGS, RULE_INDEX } from '../../src/engine/reference/rule-index.js';
import { EXPANSION_ONE_SPELLS as SPELLS, SPELL_TYPES } from '../../src/engine/rulesets/magic-realm/magic/spells.js';
import { TRAVELLERS } from '../../src/engine/rulesets/magic-realm/denizens/travellers.js';
import {
  buildSeasons,
  captureCost,
  CAPTURE_COST_BY_TERRAIN,
  difficultyLevel,
  discontentDc,
  festivalCost,
  FESTIVALS,
  FORTIFICATION_LEVELS,
  fortificationCost,
  fortificationModifier,
  findRpgTable,
  namedDc,
  populationModifier,
  renderRpgTable,
  RPG_LOOKUP_TABLES,
  STRUCTURES,
  TAX_RATES,
} from '../../src/engine/rulesets/mtg-rpg/lookup-tables.js';
import { ALL_TABLES, lookupReference, referenceTopics, searchReference } from '../../src/engine/parts.js';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('the rule index', () => {
  it('has every rule ID of RULES.md and RPG-INVENTORY.md, once, in order', () => {
    const expected = [
      ...range('SW-', 14),
      ...range('MP-', 12),
      ...range('X1-', 22),
      ...range('BI-', 14),
      ...range('RPG-A', 37),
      ...range('RPG-B', 15),
      ...range('RPG-C', 44),
      ...range('RPG-D', 95),
      ...range('RPG-E', 19),
      ...range('RPG-F', 67),
      ...range('RPG-G', 43),
    ];
    expect(RULE_INDEX.map((r) => r.id)).toEqual(expected);
    expect(READINGS.map((r) => r.id)).toEqual(range('RPG-R', 72));
  });

  it('keeps each summary within 900 characters, with its seed and where it stands', () => {
    for (const r of [...RULE_INDEX, ...READINGS]) {
      expect(r.summary.length, r.id).toBeGreaterThan(0);
      expect(r.summary.length, r.id).toBeLessThanOrEqual(900);
      expect(r.seed, r.id).toMatch(/^00[0-4] /);
      if (/^(SW|X1|RPG-[A-G])/.test(r.id)) expect(r.ref, r.id).not.toBe('');
    }
    expect(RULE_INDEX.find((r) => r.id === 'RPG-D50')!.summary).toMatch(/…$/);
  });

  it('looks up by rule ID, in any case and spacing', () => {
    expect(lookupReference('sw-5')?.description).toMatch(/2 gold per clearing/);
    expect(lookupReference(' SW 5 ')?.key).toBe('SW-5');
    expect(lookupReference('X1-7')).toMatchObject({ kind: 'rule', key: 'X1-7' });
    expect(lookupReference('x1-17')?.key).toBe('X1-17');
    expect(lookupReference('rpg-e8')?.description).toMatch(/population ÷ 10/);
    expect(lookupReference('RPG-E3')?.description).toMatch(/marked "g"/);
    expect(lookupReference('RPG-F57')?.fields).toContainEqual({ name: 'Readings', value: 'RPG-R65', inline: true });
    expect(lookupReference('rpg-r65')).toMatchObject({ kind: 'rule', title: 'RPG-R65: Fortification' });
    expect(lookupReference('RPG-G34')?.description).toMatch(/^Worked example, Harloon capture points\. The text states: Strength 7/);
    expect(lookupReference('RPG-G34')?.fields).toContainEqual({ name: 'Where', value: 'lines 1573', inline: true });
    expect(lookupReference('SW-99')).toBeUndefined();
  });
});

describe('the spells of Expansion One (X1-22)', () => {
  it('has the 40 spells, by type I to VIII', () => {
    expect(SPELLS).toHaveLength(40);
    const perType = Object.fromEntries(SPELL_TYPES.map((t) => [t, SPELLS.filter((s) => s.type === t).length]));
    expect(perType).toEqual({ I: 3, II: 5, III: 5, IV: 5, V: 4, VI: 6, VII: 6, VIII: 6 });
    expect(new Set(SPELLS.map((s) => s.name)).size).toBe(40);
    for (const s of SPELLS) {
      expect(s.text.length, s.name).toBeLessThanOrEqual(900);
      expect(['WHITE', 'GREY', 'GOLD', 'PURPLE', 'BLACK', 'ALL', 'ANY', 'ANY TWO'], s.name).toContain(s.colour);
      expect(['Instant', 'Attack', 'Combat', 'Phase', 'Day', 'Permanent'], s.name).toContain(s.duration);
    }
  });

  it('reads the garbled list lines', () => {
    expect(SPELLS.find((s) => s.name === 'Prayer')).toMatchObject({ type: 'I', colour: 'WHITE' });
    expect(SPELLS.find((s) => s.name === 'Repair Armor')).toMatchObject({ type: 'VII', listedType: 'VIII' });
    expect(SPELLS.find((s) => s.name === 'Body Double')?.colour).toBe('GREY');
    expect(SPELLS.find((s) => s.name === 'Raise Dead')?.text).not.toMatch(/MIDE DEID/);
  });

  it('looks up a spell by name, in any case and punctuation', () => {
    const heal = lookupReference('heal')!;
    expect(heal).toMatchObject({ kind: 'spell', title: 'Heal (II/GREY)' });
    expect(heal.description).toMatch(/four asterisks/);
    expect(lookupReference('Wall of Force')?.title).toBe('Wall Of Force (IV/GREY)');
    expect(lookupReference('wall-of-force!')?.key).toBe('Wall Of Force');
    expect(lookupReference('OPEN GATE')?.title).toBe('Open Gate (VI/ANY TWO)');
  });

  it('issue 29: the published game’s spell cards too — type, colour, target, duration, and whether the bot carries it out', () => {
    const blast = lookupReference('fiery blast')!;
    expect(blast).toMatchObject({ kind: 'spell', title: 'Fiery Blast (IV/purple)', description: 'MISSILE attack on each target' });
    expect(blast.fields.slice(0, 3)).toEqual([
      { name: 'Target', value: 'multiple', inline: true },
      { name: 'Duration', value: 'attack', inline: true },
      { name: 'Source', value: 'spell card', inline: true },
    ]);
    // What the bot does with it follows the effect map (magic/spell-effects.ts), as the cast does.
    const inPlay = (name: string) => lookupReference(name)!.fields.find((f) => f.name === 'In play')!.value;
    expect(inPlay('Heal')).toBe('The bot does not carry Heal out yet: a cast of it is refused, and the GM resolves it if the table wants it.');
    expect(inPlay('Peace')).toBe('The bot carries it out when it is cast in combat.');
    expect(inPlay('Fiery Blast')).toBe(!carriedOut('Fiery Blast') ? 'The bot does not carry Fiery Blast out yet: a cast of it is refused, and the GM resolves it if the table wants it.' : 'The bot carries it out when it is cast in combat.');
    // Every spell of both lists has its entry.
    for (const s of ALL_SPELLS) expect(lookupReference(s.name)?.kind, s.name).toBe('spell');
  });

  it('shows the table a spell rolls on; the table alone with table:', () => {
    for (const s of SPELLS.filter((s) => s.table)) expect(ALL_TABLES.some((t) => t.name === s.table), s.name).toBe(true);
    expect(SPELLS.filter((s) => s.table).map((s) => s.name)).toEqual(['Elemental', 'Drain Life', 'Raise Dead']);
    const drain = lookupReference('drain life')!;
    expect(drain.kind).toBe('spell');
    expect(drain.fields.at(-1)).toEqual({ name: 'Drain Life (read, not rolled)', value: 'Tremendous: REST 4 asterisks\nHeavy: REST 3 asterisks\nMedium: REST 2 asterisks' });
    expect(lookupReference('table:drain-life')).toMatchObject({ kind: 'table', key: 'drain-life' });
  });
});

describe('the travellers of Expansion One 7.10 (X1-13)', () => {
  it('has the 27 travellers X1-13 names, in its order', () => {
    const listed = RULE_INDEX.find((r) => r.id === 'X1-13')!.summary.replace(/^.*\((.*)\)$/, '$1').split(', ');
    // X1-13 names some by their table: "Enchantress aid", "Blacksmith repairs", "Siren's trap".
    const bare = listed.map((n) => n.replace(/ (aid|escape|repairs|score)$/, '').replace(/'s trap$/, ''));
    expect(TRAVELLERS.map((t) => t.name)).toEqual(bare);
    expect(TRAVELLERS).toHaveLength(27);
    for (const t of TRAVELLERS) expect(t.text.length, t.name).toBeLessThanOrEqual(900);
  });

  it('has their hire wages', () => {
    const wages = Object.fromEntries(TRAVELLERS.map((t) => [t.name, t.wage]));
    expect(wages).toEqual({
      Merchant: null,
      'Dwarven Miner': 4,
      'Horse Trainer': 10,
      Enchantress: 20,
      Dragonslayer: 15,
      Strongman: 8,
      'Wood Sprite': null,
      Jester: null,
      Pathfinder: 4,
      Woodsman: 10,
      Doppleganger: null,
      'Bounty Hunter': 15,
      Children: 3,
      Cook: 8,
      Necromancer: 25,
      Blacksmith: null,
      Pickpocket: null,
      'Gate Master': 5,
      Cleric: null,
      Mercenary: 20,
      Siren: null,
      Shadow: 12,
      'Young Knight': null,
      Soothsayer: 8,
      'Bat Hunter': 12,
      Gambler: null,
      Nobleman: 20,
    });
    expect(lookupReference('bounty hunter')?.fields.find((f) => f.name === 'Hire')?.value).toBe('15 gold');
    expect(lookupReference('children')?.fields.find((f) => f.name === 'Hire')?.value).toBe('3 gold (3 gold per day, paid daily)');
    expect(lookupReference('Wood Sprite')?.fields.find((f) => f.name === 'Hire')?.value).toBe('captured, not hired (X1-12)');
  });

  it('names the tables they use, and every one exists', () => {
    const tables = Object.fromEntries(TRAVELLERS.filter((t) => t.table).map((t) => [t.name, t.table]));
    expect(tables).toEqual({
      Enchantress: 'enchantress-aid',
      'Wood Sprite': 'wood-sprite-escape',
      'Bounty Hunter': 'bounty',
      Blacksmith: 'blacksmith',
      Pickpocket: 'pickpocket',
      Cleric: 'cleric',
      Siren: 'siren',
      Gambler: 'dice',
    });
    for (const name of Object.values(tables)) expect(ALL_TABLES.some((t) => t.name === name), name).toBe(true);
  });

  it('a traveller that shares a name with his table shows it; table: shows the table alone', () => {
    const siren = lookupReference('SIREN')!;
    expect(siren.kind).toBe('traveller');
    expect(siren.fields.at(-1)?.value).toMatch(/^1: Lose all belongings\n2: Lose all treasures/);
    expect(lookupReference('table:siren')).toMatchObject({ kind: 'table', title: "Siren's Trap (X1-13)" });
    expect(lookupReference("siren's trap")?.kind).toBe('table');
    expect(lookupReference('blacksmith')?.fields.at(-1)?.value).toMatch(/^Suit of Armor: 20 gold/);
    expect(lookupReference('Doppelganger')?.key).toBe('Doppleganger');
    expect(lookupReference('Dragon-Slayer')?.description).toMatch(/Tremendous Flying Dragon, Tremendous Land Dragon/);
  });
});

describe('the game tables in /rules', () => {
  it('shows a table with one field per row, columns joined with " / "', () => {
    const bounty = lookupReference('bounty')!;
    expect(bounty.kind).toBe('table');
    expect(bounty.fields[1]).toEqual({ name: '2', value: 'Tremendous Troll / 100 gold' });
    expect(bounty.description).toMatch(/Columns: Bounty \/ Reward/);
    expect(lookupReference('Blacksmith Repairs')?.fields[0]).toEqual({ name: 'Suit of Armor', value: '20 gold' });
    expect(lookupReference('steal_reward')?.key).toBe('steal-reward');
  });

  it('names a row that covers several results by its range', () => {
    for (const t of ALL_TABLES) {
      const e = lookupReference(`table:${t.name}`)!;
      expect(e.fields.length, t.name).toBe(Math.min(t.rows.length, EMBED_LIMITS.fields));
      t.rows.forEach((r, i) => {
        if (t.dice !== 'none' && i < EMBED_LIMITS.fields - 1) expect(e.fields[i]!.name, t.name).toBe(r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`);
      });
    }
  });
});

describe('the MtG RPG lookup tables', () => {
  it('RPG-G36: fortifying to level II costs 75,000 gp and 25 resources in all; to level VI 525,000 gp', () => {
    expect(fortificationCost(0, 2)).toEqual({ gold: 75_000, resources: 25 });
    expect(fortificationCost(1, 2)).toEqual({ gold: 50_000, resources: 15 });
    expect(fortificationCost(0, 6).gold).toBe(525_000);
    expect(fortificationCost(0, 6).resources).toBe(140);
    expect(FORTIFICATION_LEVELS.map((f) => f.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const f of FORTIFICATION_LEVELS) expect(fortificationCost(0, f.level)).toEqual({ gold: f.totalGold, resources: f.totalResources });
    expect([0, 1, 2, 6].map(fortificationModifier)).toEqual([0, 1, 2, 6]);
  });

  it('RPG-G34: 13 capture points buy three plains (12) or an enemy mountain base (12)', () => {
    const points = 7 + 6;
    expect(3 * captureCost({ terrain: 'plains' })).toBe(12);
    expect(captureCost({ terrain: 'hills', base: true })).toBe(12);
    expect(3 * captureCost({ terrain: 'plains' })).toBeLessThanOrEqual(points);
    expect(4 * captureCost({ terrain: 'plains' })).toBeGreaterThan(points);
    expect(captureCost({ terrain: 'hills', base: true, ownerStronger: true })).toBe(15);
    expect(captureCost({ terrain: 'forest', river: true, base: true, fortification: 2, guardingArmy: 'army-with-wizard' })).toBe(6 + 2 + 3 + 2 + 9);
    expect(captureCost({ terrain: 'desert', guardingArmy: 'army' })).toBe(8);
    expect(CAPTURE_COST_BY_TERRAIN).toEqual({ plains: 4, forest: 6, hills: 9, swamp: 7, coastal: 5, desert: 2 });
  });

  it('RPG-B1: difficulty levels and named DCs', () => {
    expect(['Average', 'challenging', 'Daunting', 'Desperate', 'Automatic'].map(namedDc)).toEqual([6, 9, 12, 15, 0]);
    expect(namedDc('Tricky')).toBeUndefined();
    expect([0, 3, 4, 9, 10, 30, 31].map(difficultyLevel)).toEqual(['Automatic', 'Easy', 'Average', 'Challenging', 'Daunting', 'Impossible', 'Impossible']);
  });

  it('RPG-F31: population and tax modifiers of the discontent check', () => {
    expect([1, 25, 26, 50, 51, 73, 100, 101, 200, 201, 500, 501].map(populationModifier)).toEqual([0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5]);
    expect(Object.fromEntries(Object.entries(TAX_RATES).map(([k, v]) => [k, v.discontent]))).toEqual({ low: -3, medium: 0, high: 3 });
    expect(discontentDc(6, 73, 'medium')).toBe(8); // RPG-G43: Harloon's DC 6 + 2 + 0
  });

  it('RPG-F38/F39: structures and their build times', () => {
    expect(STRUCTURES).toHaveLength(9);
    for (const s of STRUCTURES) expect(s.seasons, s.id).toBe(buildSeasons(s.gold));
    const seasons = Object.fromEntries(STRUCTURES.map((s) => [s.id, s.seasons]));
    expect(seasons).toMatchObject({ palace: 4, library: 2, shipyard: 2, temple: 1, monument: 1 });
    expect(STRUCTURES.find((s) => s.id === 'food-stores')).toMatchObject({ gold: 10_000, resources: 20, hardship: -2 });
  });

  it('RPG-F54: an impressive festival for population 73 costs 36,500 gp by the table', () => {
    expect(festivalCost('impressive', 73)).toBe(36_500);
    expect(FESTIVALS.find((f) => f.id === 'impressive')!.bonus).toBe(3);
    expect([festivalCost('simple', 73), festivalCost('elaborate', 73)]).toEqual([7_300, 73_000]);
  });

  it('each RPG table is found by /rules by id or title, and renders as text', () => {
    expect(RPG_LOOKUP_TABLES.map((t) => t.id)).toEqual(['difficulty-levels', 'capture-costs', 'structures', 'festivals', 'fortification', 'discontent-modifiers']);
    for (const t of RPG_LOOKUP_TABLES) {
      expect(lookupReference(t.id)?.kind, t.id).toBe('rpg-table');
      expect(lookupReference(t.title)?.key, t.title).toBe(t.id);
      expect(findRpgTable(t.title)).toBe(t);
      expect(t.rule).toMatch(/^RPG-[A-G]\d+$/);
      expect(RULE_INDEX.some((r) => r.id === t.rule)).toBe(true);
      expect(renderRpgTable(t)).toHaveLength(1 + t.rows.length + (t.note ? 1 : 0));
    }
    expect(lookupReference('Fortification')?.fields[1]).toEqual({ name: 'Level II', value: '50,000 gp, 15 resources, +2 (from 0: 75,000 gp, 25 resources)', inline: false });
    expect(lookupReference('capture costs')?.fields[2]).toEqual({ name: 'Hills/mountains (red)', value: '9', inline: false });
  });
});

describe('/rules look-ups and autocomplete', () => {
  it('every topic is found by its value and fits a Discord embed', () => {
    const topics = referenceTopics();
    expect(topics.length).toBe(RULE_INDEX.length + READINGS.length + ALL_SPELLS.length + TRAVELLERS.length + RPG_LOOKUP_TABLES.length + ALL_TABLES.length);
    expect(new Set(topics.map((t) => t.value)).size).toBe(topics.length);
    for (const t of topics) {
      const e = lookupReference(t.value);
      expect(e, t.value).toMatchObject({ kind: t.kind, key: t.key });
      expect(t.value.length).toBeLessThanOrEqual(100);
      expect(e!.title.length).toBeLessThanOrEqual(256);
      expect((e!.description ?? '').length).toBeLessThanOrEqual(4096);
      expect(e!.fields.length).toBeLessThanOrEqual(25);
      for (const f of e!.fields) {
        expect(f.name.length, `${t.value} ${f.name}`).toBeGreaterThan(0);
        expect(f.name.length, `${t.value} ${f.name}`).toBeLessThanOrEqual(256);
        expect(f.value.length, `${t.value} ${f.name}`).toBeGreaterThan(0);
        expect(f.value.length, `${t.value} ${f.name}`).toBeLessThanOrEqual(1024);
      }
    }
  });

  it('suggests at most 25 entries, each of which looks up', () => {
    expect(searchReference('sw-1').map((c) => c.value)).toEqual(['SW-1', 'SW-10', 'SW-11', 'SW-12', 'SW-13', 'SW-14']);
    expect(searchReference('capture').map((c) => c.value)).toContain('capture-costs');
    expect(searchReference('siren').map((c) => c.value).slice(0, 2)).toEqual(['Siren', 'table:siren']);
    expect(searchReference('mission').map((c) => c.value)).toContain('SW-5');
    for (const typed of ['', 'r', 'rpg', 'rpg-d', 'x1', 'the', 'dragon', 'zzzz']) {
      const choices = searchReference(typed);
      expect(choices.length).toBeLessThanOrEqual(25);
      for (const c of choices) {
        expect(c.name.length).toBeLessThanOrEqual(100);
        expect(lookupReference(c.value), c.value).toBeDefined();
      }
    }
    expect(searchReference('zzzz')).toEqual([]);
    expect(lookupReference('xyzzy')).toBeUndefined();
  });

  it('the reference data does not read ../shared at run time', () => {
    const files = [
      ...readdirSync('src/engine/reference').map((f) => `src/engine/reference/${f}`),
      'src/engine/rulesets/mtg-rpg/lookup-tables.ts',
    ];
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toMatch(/node:fs|readFile|shared\/seeds/);
  });
});
