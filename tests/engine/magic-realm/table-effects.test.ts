import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { characterKit } from '../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { freshSheet } from '../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { applyEffects, effectsOf, TABLE_EFFECTS } from '../../../src/engine/rulesets/magic-realm/play/table-effects.js';
import { ALL_TABLES, findTable } from '../../../src/engine/parts.js';

/** Tables whose rows name gold or wounds that are not the roller's to gain or owe on the roll: the GM's. */
const NOT_ON_THE_ROLL: Record<string, string> = {
  bounty: 'the reward is paid when the bounty is delivered',
  blacksmith: 'prices of a service, read not rolled',
  cleric: 'prices of a service, read not rolled',
  missile: 'BIMR4\'s combat table: harm in a combat round (the combat issue)',
};

describe('the effects of the seed tables on a character (play/table-effects.ts)', () => {
  it("every row of a table with effects that names gold or wounds has that effect, with the row's number", () => {
    for (const [name, columns] of Object.entries(TABLE_EFFECTS)) {
      const table = findTable(name)!;
      expect(table, name).toBeDefined();
      for (const row of table.rows) {
        table.columns.forEach((col, i) => {
          const text = row.results[i]!;
          const effects = effectsOf(name, col.key, row.from) ?? [];
          const gold = text.match(/^(\d+) gold$/);
          if (gold) expect(effects, `${name} ${col.key} ${row.from}`).toEqual([{ kind: 'gold', amount: Number(gold[1]) }]);
          const wounds = text.match(/(\d+|1d6) wounds?/);
          if (wounds) expect(effects, `${name} ${col.key} ${row.from}`).toEqual([{ kind: 'owe', owed: 'wound', count: wounds[1] === '1d6' ? '1d6' : Number(wounds[1]) }]);
          if (!gold && !wounds && !/whole|rest|curse/i.test(text)) expect(effects, `${name} ${col.key} ${row.from}: ${text}`).toEqual([]);
        });
      }
      expect(Object.keys(columns).every((c) => table.columns.some((x) => x.key === c)), name).toBe(true);
    }
  });

  it("every other seed table that names gold or a wound is listed as the GM's, with why (the core tables are the phases')", () => {
    const naming = ALL_TABLES.filter((t) => t.origin === 'seed').filter((t) => t.rows.some((r) => r.results.some((x) => /\d+ gold|wound/.test(x)))).map((t) => t.name);
    expect(naming.filter((n) => !(n in TABLE_EFFECTS)).sort()).toEqual(Object.keys(NOT_ON_THE_ROLL).sort());
  });

  it('the Fountain, worked out: Make Whole repairs damaged armour and turns every chit active; Rest 4 is owed; a curse lifted', () => {
    const kit = characterKit('Amazon')!;
    const sheet = { ...freshSheet(kit), chits: freshSheet(kit).chits.map((c, i) => (i < 2 ? ('wounded' as const) : c)), armour: [{ name: 'Helmet', state: 'damaged' as const }], curses: ['Squeak' as const] };
    const whole = applyEffects(effectsOf('fountain', 'result', 1)!, sheet, 'Drink from Fountain', forcedDice([]));
    expect(whole.sheet!.chits.every((c) => c === 'active')).toBe(true);
    expect(whole.sheet!.armour).toEqual([{ name: 'Helmet', state: 'intact' }]);
    expect(applyEffects(effectsOf('fountain', 'result', 3)!, sheet, 'Drink from Fountain', forcedDice([])).owed).toEqual([{ kind: 'rest', count: 4, cause: 'Drink from Fountain' }]);
    expect(applyEffects(effectsOf('fountain', 'result', 4)!, sheet, 'Drink from Fountain', forcedDice([])).sheet!.curses).toBeUndefined();
  });
});
