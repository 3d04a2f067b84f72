import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import type { RuleError, StoredEvent } from '../../../src/engine/core/types.js';
import {
  APPEARANCE_CHART,
  appearanceRow,
  CHANGE_TACTICS,
  COMMERCE,
  CORE_TABLES,
  CRYPT_OF_THE_KNIGHT,
  CURSE,
  describeRoll,
  ENCHANTED_MEADOW,
  findCoreTable,
  HIDE,
  LOCATE,
  LOOT,
  MAGIC_SIGHT,
  MEETING,
  MISSILE,
  modifiersFor,
  PEER,
  POWER_OF_THE_PIT,
  READ_RUNES,
  readOn,
  replacementOf,
  REPOSITION,
  rollOn,
  RELATIONSHIPS,
  TOADSTOOL_CIRCLE,
  TRANSFORM,
  TREASURE_SETUP,
  VIOLENT_STORM,
  WISH,
  withOptions,
  type ColumnTable,
  type PlainTable,
  type Relationship,
} from '../../../src/engine/rulesets/magic-realm/tables/core-tables.js';
import { findTable, lookupReference, tableNames } from '../../../src/engine/parts.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';

const root = resolve(import.meta.dirname, '../../..');
const source = resolve(root, '../shared/data/core-tables.json');
const objects = resolve(root, '../shared/data/realm-objects.json');

/** Every row of a 1–6 table read with a high die of 1…6 (the other die a 1), no modifiers. */
function eachRow<R>(table: PlainTable<R>): R[] {
  return [1, 2, 3, 4, 5, 6].map((n) => rollOn(table, forcedDice(table.dice === '1d6' ? [n] : [1, n])).result);
}
function eachCell<R>(table: ColumnTable<R>, column: Relationship): R[] {
  return [1, 2, 3, 4, 5, 6].map((n) => rollOn(table, forcedDice([n, 1]), [], column).result);
}

const nothing = { kind: 'nothing' };
const discover = (...finds: string[]) => ({ kind: 'discover', finds });
const CHOICE = { kind: 'choice', of: [{ table: 'peer', roll: 2 }, { table: 'peer', roll: 3 }, { table: 'locate', roll: 2 }, { table: 'locate', roll: 4 }] };

describe('the core tables (derived from the reference data)', () => {
  it.skipIf(!existsSync(source) || !existsSync(objects))('scripts/derive-core-tables.ts derives exactly the committed core-tables-data.ts', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'core-tables-')), 'core-tables-data.ts');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/derive-core-tables.ts', source, out], { cwd: root, stdio: 'pipe' });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(resolve(root, 'src/engine/rulesets/magic-realm/tables/core-tables-data.ts'), 'utf8'));
  });

  it.skipIf(!existsSync(source) || !existsSync(objects))('the script refuses doubtful data, one line per problem, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'core-tables-bad-'));
    copyFileSync(objects, join(dir, 'realm-objects.json'));
    const data = JSON.parse(readFileSync(source, 'utf8'));
    const table = (id: string) => data.tables.find((t: { id: string }) => t.id === id);
    table('hide').rows[1].effect = { hidden: true }; // "No effect" that hides
    table('meeting').rows[0].by_column.neutral.effect = { reroll_on: 'ally' }; // an Opportunity two columns up
    table('loot').rows[2].effect = { take_from_top: 3, gold: 5 }; // a key nobody reads
    table('appearance_chart').rows[2].prowling_monsters.find((p: { monster: string }) => p.monster === 'Wolf').count = 5;
    table('treasure_setup').rows.find((b: { box: string }) => b.box === 'Hoard').large_treasures = 6;
    data.modifier_catalogue.entries.find((m: { object: string }) => m.object === 'Swordsman').tables.push('hide');
    writeFileSync(join(dir, 'core-tables.json'), JSON.stringify(data));
    const out = join(dir, 'out.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/derive-core-tables.ts', join(dir, 'core-tables.json'), out], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('hide row 2: hidden true says: No effect');
    expect(run.stderr).toContain('meeting row 1 neutral: an Opportunity in the neutral column rolls on ally, not the next friendlier column');
    expect(run.stderr).toContain('loot row 3: effect key(s) not understood: gold');
    expect(run.stderr).toContain('appearance_chart row 3: 5 Wolf start in Wolves Box, which holds 6');
    expect(run.stderr).toContain('appearance_chart: Wolf @ Wolves Box on 3: 5 here, 6 in realm-objects.json');
    expect(run.stderr).toContain('treasure_setup: 30 large treasures dealt, realm-objects.json has 29 of the published game');
    expect(run.stderr).toContain('hide: the catalogue gives it Swordsman (trade, hide), but its summary does not name it');
    expect(existsSync(out)).toBe(false);
  });

  it('the engine reads the generated module, never the reference JSON', () => {
    for (const f of ['core-tables-data.ts', 'core-tables.ts', 'catalog-entries.ts', 'types.ts']) {
      expect(readFileSync(resolve(root, 'src/engine/rulesets/magic-realm/tables', f), 'utf8'), f).not.toMatch(/node:fs|readFileSync|from '[^']*(shared|\.json)'|import\(/);
    }
  });

  it('has the 20 rolled tables of the reference data, each under a name /roll table and /rules know', () => {
    expect(CORE_TABLES.map((t) => t.id)).toEqual([
      'hide', 'peer', 'locate', 'loot', 'loot_crypt_of_the_knight', 'loot_enchanted_meadow', 'loot_toadstool_circle', 'magic_sight', 'read_runes', 'meeting',
      'commerce_optional', 'missile', 'reposition', 'change_tactics', 'power_of_the_pit', 'curse', 'wish', 'violent_storm', 'transform', 'appearance_chart',
    ]);
    for (const t of CORE_TABLES) {
      expect(tableNames()).toContain(t.catalogName);
      expect(findCoreTable(t.catalogName)).toBe(t);
      expect(findCoreTable(t.id)).toBe(t);
      expect(findTable(t.catalogName)).toMatchObject({ origin: 'core', title: t.name, dice: t.dice, plain: t.plain });
      expect(findTable(t.catalogName)?.rule).toBeUndefined();
    }
    // The BIMR4 optional Missile table keeps its name; the standard one is `standard-missile`.
    expect(findTable('missile')).toMatchObject({ origin: 'seed', rule: 'BI-10' });
    expect(findTable('standard-missile')?.title).toBe('Missile table (standard rules)');
  });
});

describe('Hide (2d6, the higher counts; below 6 hides)', () => {
  it('a 5 hides, a 6 does not; the higher die counts', () => {
    expect(rollOn(HIDE, forcedDice([5, 2])).result).toEqual({ kind: 'hidden' });
    expect(rollOn(HIDE, forcedDice([2, 5])).result).toEqual({ kind: 'hidden' });
    expect(rollOn(HIDE, forcedDice([1, 1])).result).toEqual({ kind: 'hidden' });
    const six = rollOn(HIDE, forcedDice([6, 1]));
    expect(six).toMatchObject({ dice: [6, 1], natural: 6, total: 6, read: 6, rowFrom: 6, rowTo: 6, result: { kind: 'not-hidden' } });
    expect(six.text).toBe('No effect: the character stays unhidden');
  });

  it('Bad Luck +1 turns a high die of 5 into a failure; a one-die modifier rolls a single die', () => {
    const bad = rollOn(HIDE, forcedDice([5, 3]), [{ label: 'Bad Luck', value: 1 }]);
    expect(bad).toMatchObject({ natural: 5, total: 6, read: 6, result: { kind: 'not-hidden' } });
    expect(describeRoll(bad, 'Hide')).toBe('Hide: 5, 3 +1 (Bad Luck) = 6 → 6: No effect: the character stays unhidden');
    const dice = forcedDice([4, 6]);
    const shoes = rollOn(HIDE, dice, [{ label: 'Shoes of Stealth', oneDie: true }]);
    expect(shoes).toMatchObject({ dice: [4], oneDie: true, natural: 4, result: { kind: 'hidden' } });
    expect(dice.remaining()).toBe(1);
    // A total over 6 reads as 6.
    expect(rollOn(HIDE, forcedDice([6, 6]), [{ label: 'Cloven Hoof', value: 1 }])).toMatchObject({ total: 7, read: 6, result: { kind: 'not-hidden' } });
  });

  it('SW-13: the weather forbids HIDE for every character (RealmSpeak\'s cave exception is not taken)', () => {
    expect(HIDE.seedRules).toContain('SW-13');
    expect(HIDE.preconditions.join(' ')).toMatch(/SW-13.*all of the characters/);
    expect(HIDE.preconditions.join(' ')).not.toMatch(/caves ignore/);
    expect(PEER.preconditions.join(' ')).toMatch(/disables PEER \(seed SW-13\)/);
  });
});

describe('the search tables', () => {
  it('Peer: choice, clues and paths, hidden enemies and paths, hidden enemies, clues, nothing', () => {
    expect(eachRow(PEER)).toEqual([
      CHOICE,
      discover('clues', 'hidden-paths'),
      discover('hidden-paths', 'hidden-enemies'),
      discover('hidden-enemies'),
      discover('clues'),
      nothing,
    ]);
  });

  it('Locate: choice, clues and passages, passages, site chits, nothing, nothing; a Map of the Lost City −1 turns a 5 into site chits', () => {
    expect(eachRow(LOCATE)).toEqual([CHOICE, discover('clues', 'secret-passages'), discover('secret-passages'), discover('site-chits'), nothing, nothing]);
    expect(rollOn(LOCATE, forcedDice([5, 5]), [{ label: 'Map of Lost City', value: -1 }])).toMatchObject({ total: 4, read: 4, result: discover('site-chits') });
    // Below the first row reads as the first.
    expect(rollOn(LOCATE, forcedDice([1, 1]), [{ label: 'Map of Ruins', value: -1 }])).toMatchObject({ total: 0, read: 1, result: CHOICE });
  });

  it('Magic Sight: choice, counters, treasure cards, perceive spell, site chits, nothing', () => {
    expect(eachRow(MAGIC_SIGHT)).toEqual([
      CHOICE,
      { kind: 'counters', findHiddenWith: ['weapon', 'armor', 'horse'] },
      { kind: 'treasure-cards', findHiddenWith: ['treasure'] },
      { kind: 'perceive-spell', findHiddenWith: ['spells'] },
      discover('site-chits'),
      nothing,
    ]);
  });

  it('Loot: row n takes the n-th treasure from the top; Illusion +1 on a 6 still takes the 6th', () => {
    expect(eachRow(LOOT)).toEqual([1, 2, 3, 4, 5, 6].map((n) => ({ kind: 'take-nth', n })));
    expect(rollOn(LOOT, forcedDice([3, 6]), [{ label: 'Illusion', value: 1 }])).toMatchObject({ total: 7, read: 6, result: { kind: 'take-nth', n: 6 } });
    expect(rollOn(LOOT, forcedDice([2]), [{ label: 'Deft Gloves', oneDie: true }]).result).toEqual({ kind: 'take-nth', n: 2 });
  });

  it("the site cards' own tables: Crypt of the Knight, Enchanted Meadow, Toadstool Circle", () => {
    expect(eachRow(CRYPT_OF_THE_KNIGHT)).toEqual([
      { kind: 'take-first', what: 'horse' },
      { kind: 'take-first', what: 'armor' },
      { kind: 'take-first', what: 'weapon' },
      { kind: 'take-first', what: 'treasure' },
      { kind: 'gold', amount: 1 },
      { kind: 'roll-table', table: 'curse' },
    ]);
    expect(eachRow(ENCHANTED_MEADOW)).toEqual([
      { kind: 'take-first', what: 'horse' },
      { kind: 'take-first', what: 'weapon' },
      { kind: 'roll-table', table: 'wish' },
      { kind: 'heal' },
      { kind: 'roll-table', table: 'curse' },
      nothing,
    ]);
    expect(eachRow(TOADSTOOL_CIRCLE)).toEqual([
      { kind: 'take-first', what: 'weapon' },
      { kind: 'take-first', what: 'treasure' },
      { kind: 'teleport', to: 'any-cave-clearing' },
      { kind: 'peer-any-clearing-today' },
      { kind: 'roll-table', table: 'power-of-the-pit' },
      { kind: 'roll-table', table: 'curse' },
    ]);
  });

  it('Read Runes: learn and awaken on 1–3, awaken on 4, curse on 5, nothing on 6; the Witch −1 turns a 5 into awaken', () => {
    const learn = { kind: 'learn-and-awaken' };
    expect(eachRow(READ_RUNES)).toEqual([learn, learn, learn, { kind: 'awaken' }, { kind: 'roll-table', table: 'curse' }, nothing]);
    expect(rollOn(READ_RUNES, forcedDice([5, 2]), [{ label: 'Witch', value: -1 }]).result).toEqual({ kind: 'awaken' });
  });
});

describe('the Meeting table (by relationship)', () => {
  const price = (multiplier: number) => ({ kind: 'price', multiplier });
  const opportunity = (rerollOn: Relationship) => ({ kind: 'opportunity', rerollOn });
  const noDeal = { kind: 'no-deal' };
  const insult = { kind: 'insult', loseNotoriety: 5 };
  const challenge = { kind: 'challenge', loseFame: 5 };
  const block = { kind: 'block-battle' };

  it('each column, rows 1 to 6', () => {
    expect(eachCell(MEETING, 'ally')).toEqual([{ kind: 'boon' }, price(1), price(2), price(3), price(4), price(4)]);
    expect(eachCell(MEETING, 'friendly')).toEqual([opportunity('ally'), price(2), price(2), price(3), price(4), noDeal]);
    expect(eachCell(MEETING, 'neutral')).toEqual([opportunity('friendly'), price(3), price(4), noDeal, noDeal, { kind: 'trouble', rerollOn: 'unfriendly' }]);
    expect(eachCell(MEETING, 'unfriendly')).toEqual([price(4), noDeal, noDeal, insult, challenge, block]);
    expect(eachCell(MEETING, 'enemy')).toEqual([insult, challenge, block, block, block, block]);
  });

  it('a few rolls with their dice and modifiers: the White Knight −1, Bad Luck +1, a Lucky Charm', () => {
    expect(rollOn(MEETING, forcedDice([3, 4]), [{ label: 'White Knight', value: -1 }], 'neutral')).toMatchObject({ column: 'neutral', natural: 4, total: 3, read: 3, result: price(4) });
    expect(rollOn(MEETING, forcedDice([6, 2]), [{ label: 'Bad Luck', value: 1 }], 'friendly')).toMatchObject({ total: 7, read: 6, result: noDeal });
    expect(rollOn(MEETING, forcedDice([2]), [{ label: 'Lucky Charm', oneDie: true }], 'unfriendly')).toMatchObject({ dice: [2], result: noDeal });
    expect(rollOn(MEETING, forcedDice([1, 1]), [], 'ally').text).toMatch(/^Boon: /);
  });

  it('BI-6 (option expanded-meetings): an Opportunity may be taken as the 2 result of its column; without the option it may not', () => {
    expect(rollOn(MEETING, forcedDice([1, 1]), [], 'friendly').result).toEqual(opportunity('ally'));
    const bi6 = withOptions(MEETING, { 'expanded-meetings': true });
    const friendly = rollOn(bi6, forcedDice([1, 1]), [], 'friendly');
    expect(friendly.result).toEqual({ ...opportunity('ally'), instead: { rule: 'BI-6', roll: 2, result: price(2), text: 'Price x2: the price (or wage) is 2 times the base price' } });
    expect(friendly.text).toMatch(/^Opportunity: roll again on the Ally column; or \(BI-6\) take the "2" result of this column instead: Price x2/);
    expect(rollOn(bi6, forcedDice([1, 1]), [], 'neutral').result).toMatchObject({ kind: 'opportunity', rerollOn: 'friendly', instead: { result: price(3) } });
    // Every other cell is the table's own.
    for (const c of RELATIONSHIPS) {
      for (let n = 1; n <= 6; n++) {
        if (n === 1 && (c === 'friendly' || c === 'neutral')) continue;
        expect(rollOn(bi6, forcedDice([n, 1]), [], c).result).toEqual(rollOn(MEETING, forcedDice([n, 1]), [], c).result);
      }
    }
    expect(withOptions(MEETING, { 'expanded-meetings': false })).toBe(MEETING);
    // Trouble is not an Opportunity.
    expect(rollOn(bi6, forcedDice([6, 6]), [], 'neutral').result).toEqual({ kind: 'trouble', rerollOn: 'unfriendly' });
  });

  it('the optional Commerce table (selling): offers and demands by column; BI-6 is the Meeting table\'s only', () => {
    const offers = (c: Relationship) => eachCell(COMMERCE, c).map((r) => (r.kind === 'offer' || r.kind === 'demand' ? `${r.kind} ${r.bonus}` : r.kind === 'block-battle' ? 'block' : `${r.kind} ${r.rerollOn}`));
    expect(offers('ally')).toEqual(['offer 10', 'offer 5', 'offer 5', 'offer 0', 'offer 0', 'offer -5']);
    expect(offers('friendly')).toEqual(['opportunity ally', 'offer 5', 'offer 0', 'offer 0', 'offer -5', 'offer -10']);
    expect(offers('neutral')).toEqual(['opportunity friendly', 'offer 0', 'offer -5', 'offer -10', 'offer -15', 'trouble unfriendly']);
    expect(offers('unfriendly')).toEqual(['offer -5', 'offer -10', 'offer -10', 'demand -5', 'demand -10', 'demand -20']);
    expect(offers('enemy')).toEqual(['demand -10', 'demand -15', 'demand -20', 'demand -30', 'block', 'block']);
    expect(COMMERCE.variants).toEqual([]);
    expect(withOptions(COMMERCE, { 'expanded-meetings': true })).toBe(COMMERCE);
  });

  it('needs its column; a plain table takes none', () => {
    expect(() => rollOn(MEETING as ColumnTable<unknown>, forcedDice([1, 1]), [], undefined as unknown as Relationship)).toThrow(/is read in a column/);
    expect(() => rollOn(MEETING, forcedDice([1, 1]), [], 'stranger' as Relationship)).toThrow(/ally, friendly, neutral, unfriendly, enemy/);
    expect(() => readOn(HIDE, [1, 1], [], 'ally')).toThrow(/has no columns/);
  });

  it('its modifiers as data: Swordsman on trade rolls, the Captain on hire rolls (an optional character rule), the White Knight on all', () => {
    const names = (roll: Parameters<typeof modifiersFor>[1]) => modifiersFor(MEETING, roll).map((m) => m.object);
    expect(names('trade')).toEqual(expect.arrayContaining(['Swordsman', 'White Knight', 'Black Knight', 'Lucky Charm', 'Bad Luck', 'Cloven Hoof', 'Dwarf', 'Woods Girl']));
    expect(names('trade')).not.toContain('Captain');
    expect(names('hire')).toContain('Captain');
    expect(names('hire')).not.toContain('Swordsman');
    expect(modifiersFor(MEETING, 'hire').find((m) => m.object === 'Captain')).toMatchObject({ effect: { oneDie: true }, gainedAt: { optionalRule: 3 } });
    expect(modifiersFor(MEETING, 'meeting').find((m) => m.object === 'White Knight')).toMatchObject({ effect: { add: -1 }, gainedAt: { level: 4 } });
    expect(() => modifiersFor(MEETING, 'hide')).toThrow(/not read by a hide roll/);
  });
});

describe('combat and magic tables', () => {
  it('Missile: +2, +1, 0, −1, −2, −3 levels; the Amazon −1 on a missile roll, not on an attack spell (the Magic Wand is)', () => {
    expect(eachRow(MISSILE).map((r) => r.levels)).toEqual([2, 1, 0, -1, -2, -3]);
    expect(modifiersFor(MISSILE, 'missile').map((m) => m.object)).toContain('Amazon');
    expect(modifiersFor(MISSILE, 'attack-spell').map((m) => m.object)).not.toContain('Amazon');
    expect(modifiersFor(MISSILE, 'attack-spell').find((m) => m.object === 'Magic Wand')?.effect).toEqual({ chooseRedDie: true });
  });

  it('BI-10: with optional-combat the optional Missile table (`missile`) replaces the standard one', () => {
    expect(replacementOf(MISSILE, { 'optional-combat': true })).toBe('missile');
    expect(replacementOf(MISSILE, {})).toBeUndefined();
    expect(findTable(replacementOf(MISSILE, { 'optional-combat': true })!)?.rule).toBe('BI-10');
  });

  it('repositioning is one plain die; change tactics two plain dice, a 6 turns the box over; neither takes a modifier', () => {
    const dice = forcedDice([5, 1]);
    expect(rollOn(REPOSITION, dice).result).toEqual({ kind: 'reposition', moves: { 1: 2, 2: 3, 3: 1 } });
    expect(dice.remaining()).toBe(1);
    expect(eachRow(REPOSITION).map((r) => [r.moves[1], r.moves[2], r.moves[3]].join(''))).toEqual(['132', '321', '213', '123', '231', '312']);
    expect(rollOn(CHANGE_TACTICS, forcedDice([5, 4])).result).toEqual({ kind: 'no-change' });
    expect(rollOn(CHANGE_TACTICS, forcedDice([2, 6])).result).toEqual({ kind: 'change-tactics' });
    expect(() => rollOn(REPOSITION, forcedDice([1]), [{ label: 'Bad Luck', value: 1 }])).toThrow(/takes no modifiers/);
    expect(() => rollOn(CHANGE_TACTICS, forcedDice([1]), [{ label: 'Lucky Charm', oneDie: true }])).toThrow(/takes no modifiers/);
  });

  it('Power of the Pit, Curse, Wish, Violent Storm and Transform, row by row', () => {
    expect(eachRow(POWER_OF_THE_PIT).map((r) => r.effect)).toEqual(['fiery-chasm', 'carried-away', 'terror', 'blight', 'forget', 'rust']);
    expect(eachRow(CURSE)).toEqual([
      { kind: 'curse', curse: 'Eyemist' },
      { kind: 'curse', curse: 'Squeak', unhides: true },
      { kind: 'curse', curse: 'Wither' },
      { kind: 'curse', curse: 'Ill Health' },
      { kind: 'curse', curse: 'Ashes' },
      { kind: 'curse', curse: 'Disgust' },
    ]);
    expect(eachRow(WISH).map((r) => r.wish)).toEqual(['elsewhere', 'you-elsewhere', 'vision', 'peace', 'health', 'strength']);
    expect(eachRow(VIOLENT_STORM).map((r) => r.phases)).toEqual([4, 3, 3, 2, 2, 1]);
    // "1 or less": a 1 with −1 still loses 4 phases.
    expect(rollOn(VIOLENT_STORM, forcedDice([1, 1]), [{ label: 'x', value: -1 }])).toMatchObject({ total: 0, read: 1, result: { phases: 4 } });
    expect(eachRow(TRANSFORM).map((r) => r.into)).toEqual(['Tremendous Dragon', 'Lion', 'Eagle', 'Bird', 'Squirrel', 'Frog']);
  });
});

describe('the appearance chart and the treasure set-up', () => {
  it('the monster roll is one plain die; a 3 prowls the Octopus, Ogres, Goblins and Wolves and brings the Patrol', () => {
    const dice = forcedDice([3, 6]);
    const roll = rollOn(APPEARANCE_CHART, dice);
    expect(dice.remaining()).toBe(1);
    const row = roll.result;
    expect(row.prowling.map((p) => `${p.count} ${p.monster} @ ${p.startsIn}`)).toEqual([
      '1 Octopus @ Pool',
      '2 Ogre @ Ogres Box',
      '6 Spear Goblin @ Spear Goblins Box',
      '6 Sword Goblin @ Sword Goblins Box',
      '6 Axe Goblin @ Axe Goblins Box',
      '6 Wolf @ Wolves Box',
    ]);
    expect(row.sites).toMatchObject([{ site: 'Pool', clearing: 6, guardians: ['Octopus'] }]);
    expect(row.boxes.map((b) => `${b.order} ${b.box}: ${b.summonedBy.map((s) => `${s.chit}${s.tileType ? ` ${s.tileType}` : ''}`).join('/')}`)).toEqual([
      '0 Wolves Box: ruins W',
      '0 Ogres Box: bones W',
      '1 Axe Goblins Box: ruins C/patter C/howl C',
      '2 Spear Goblins Box: ruins C/patter C/howl C',
      '3 Sword Goblins Box: ruins C/patter C/howl C',
    ]);
    expect(row.natives).toMatchObject([{ group: 'Patrol', dwellings: ['Inn', 'Chapel', 'House', 'Guard'], members: ['Patrol 1', 'Patrol 2', 'Patrol HQ'] }]);
    expect(row.garrisons).toEqual([{ group: 'Soldiers', dwelling: 'House', members: ['Soldier 1', 'Soldier 2', 'Soldier 3', 'Soldier HQ'] }]);
    expect(() => rollOn(APPEARANCE_CHART, forcedDice([3]), [{ label: 'Bad Luck', value: 1 }])).toThrow(/no modifiers/);
  });

  it('row 1: the dragons and the Company; row 6: the Giant Bats in three boxes, the row-6 visitor/mission boxes; the ghosts on every roll', () => {
    const one = appearanceRow(1);
    expect(one.sites.map((s) => `${s.site} ${s.clearing}: ${s.guardians.join()}`)).toEqual(['Hoard 6: T Flying Dragon', 'Lair 3: T Dragon']);
    expect(one.boxes.find((b) => b.box === 'Flying Dragons Box')?.summonedBy).toEqual([{ chit: 'flutter' }, { chit: 'smoke', tileType: 'M' }]);
    expect(one.natives.map((n) => `${n.group} at ${n.dwellings.join(', ')}`)).toEqual(['Company at Inn, Large Campfire']);
    const six = appearanceRow(6);
    expect(six.prowling).toMatchObject([{ monster: 'Giant Bat', count: 6, startsIn: 'Bat Box' }]);
    expect(six.boxes.map((b) => b.contents.length)).toEqual([1, 2, 3]);
    expect(six.visitorBoxes.map((v) => v.box)).toEqual(['Company Box', 'Woodfolk Box', 'Patrol Box', 'Lancers Box', 'Bashkars Box', 'Altar Meadow Box', 'Shrine Circle Box']);
    expect([1, 2, 3, 4, 5].every((n) => appearanceRow(n).visitorBoxes.length === 0)).toBe(true);
    expect(APPEARANCE_CHART.ghosts).toMatchObject([{ monster: 'Ghost', startsIn: 'Bones V' }, { monster: 'Ghost', startsIn: 'Bones V' }]);
    expect(() => appearanceRow(7)).toThrow(/1 to 6/);
  });

  it('the set-up boxes: 29 large and 45 small treasures in all; the Hoard, the Altar\'s spells, the Chapel\'s garrison', () => {
    const box = (name: string) => TREASURE_SETUP.boxes.find((b) => b.box === name)!;
    expect(TREASURE_SETUP.boxes.reduce((n, b) => n + b.large, 0)).toBe(29);
    expect(TREASURE_SETUP.boxes.reduce((n, b) => n + b.small, 0)).toBe(45);
    expect(box('Hoard')).toMatchObject({ kind: 'site', large: 5, small: 4, monsterRow: 1 });
    expect(box('Altar')).toMatchObject({ kind: 'site', large: 4, small: 0, spells: ['III', 'II'], monsterRow: 2 });
    expect(box('Chapel')).toMatchObject({ kind: 'dwelling', small: 2, garrison: ['Order 1', 'Order 2', 'Order 3', 'Order HQ'] });
    expect(box('Crypt of the Knight')).toMatchObject({ kind: 'treasure-within-treasure', large: 1, alsoHolds: ['Warhorse', 'Armor', 'Bane Sword'] });
    expect(box('Lost City')).toMatchObject({ kind: 'lost-city-or-castle', randomChits: 5 });
    expect(TREASURE_SETUP.boxes.filter((b) => b.kind === 'site').map((b) => b.box)).toEqual(['Hoard', 'Lair', 'Altar', 'Shrine', 'Pool', 'Vault', 'Cairns', 'Statue']);
    expect(TREASURE_SETUP.mapChits).toHaveLength(4);
  });
});

describe('the core tables through /roll table and /rules', () => {
  const { bob } = PEOPLE;
  const rolled = (events: StoredEvent[]) => events[0]!.payload as { table: string; column: string; read: number; result: string; dice: number[] };

  it('/roll table name:hide rolls the Hide table; meeting by column; BI-6 in a game with expanded-meetings', () => {
    const g = game('', []);
    expect(rolled(g.run({ type: 'rolls.table', actor: bob, table: 'hide' }, forcedDice([5, 2])))).toMatchObject({ table: 'hide', read: 5, result: expect.stringMatching(/^Hidden: /) });
    expect(rolled(g.run({ type: 'rolls.table', actor: bob, table: 'meeting', column: 'friendly' }, forcedDice([1, 1]))).result).toBe('Opportunity: roll again on the Ally column');
    const bi6 = game('expanded-meetings', []);
    expect(rolled(bi6.run({ type: 'rolls.table', actor: bob, table: 'meeting', column: 'friendly' }, forcedDice([1, 1]))).result).toMatch(/^Opportunity: roll again on the Ally column; or \(BI-6\) take the "2" result of this column instead: Price x2/);
    expect(rolled(bi6.run({ type: 'rolls.table', actor: bob, table: 'meeting', column: 'ally' }, forcedDice([1, 1]))).result).toMatch(/^Boon/);
    expect(rolled(g.run({ type: 'rolls.table', actor: bob, table: 'monster roll' }, forcedDice([6])))).toMatchObject({ dice: [6], read: 6, result: expect.stringMatching(/^Prowling: 6 Giant Bat\./) });
  });

  it('a plain roll refuses a modifier', () => {
    const g = game('', []);
    const r = g.refusal({ type: 'rolls.table', actor: bob, table: 'reposition', modifiers: [{ label: 'modifier', value: 1 }] }) as RuleError;
    expect(r.message).toContain('takes no modifiers');
  });

  it('/rules shows a core table with "core rules", the seed rules that touch it and its variant', () => {
    expect(lookupReference('table:hide')).toMatchObject({ kind: 'table', title: 'Hide table (core rules)' });
    expect(lookupReference('hide')?.description).toContain('Seed rules: SW-13, MP-7, X1-19, BI-12');
    expect(lookupReference('meeting')?.description).toContain('With the option expanded-meetings (BI-6)');
    expect(lookupReference('meeting')?.fields[0]?.value).toMatch(/^Boon: .* \/ Opportunity: roll again on the Ally column \//);
  });
});
