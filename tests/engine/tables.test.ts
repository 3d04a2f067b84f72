import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../src/engine/dice.js';
import { ALL_TABLES, findTable, searchTables } from '../../src/engine/parts.js';
import { attackModifiers, stumbleModifiers } from '../../src/engine/rulesets/magic-realm/tables/optional-combat.js';
import { readTable, rollOnTable } from '../../src/engine/tables/roll.js';
import type { TableDef } from '../../src/engine/tables/table-schema.js';

const table = (name: string): TableDef => {
  const t = findTable(name);
  if (!t) throw new Error(`no table ${name}`);
  return t;
};

/** Dice that make a table read `read` with no modifier: two dice with that high die, or one die. */
const diceFor = (t: TableDef, high: number) => (t.dice === '1d6' ? [high] : [1, high].sort());

/**
 * What the seeds print, row by row (roll 1, 2, …), transcribed independently of the data files.
 * Keyed by table name, then column key.
 */
const SEED: Record<string, Record<string, string[]>> = {
  offroad: {
    mountains: ['Choice/Mark Path', 'Choose Clearing', 'Random Clearing', 'Same Clearing', 'Avalanche (1d6 wounds)', 'Lost'],
    caves: ['Choice/Mark Path', 'Choose Clearing', 'Random Clearing', 'Lost (1 wound)', 'Lost (1 wound)', 'Same Clearing'],
    other: ['Choice/Mark Path', 'Choose Clearing', 'Choose Clearing', 'Random Clearing', 'Lost', 'Lost'],
  },
  steal: { result: ['Success – Take desired item', 'Success – Roll for item (subtract 1)', 'Success – Roll for item', 'Success – Roll for item', 'Suspect – Lose one level of friendliness', 'Caught/Block - Natives become Enemy'] },
  'steal-reward': { result: ['Choice', 'Mount', 'Armor (players choice)', 'Treasure (randomly selected)', '10 gold', 'Nothing'] },
  dice: {
    dice: ['50 gold', '20 gold', '10 gold', '5 gold', '1 gold', 'Nothing'],
    cheating: ['Success – Subtract 1 from ALL future cheating rolls', 'Success', 'Nothing', 'Caught/Block – Lose 1 level of friendliness', 'Caught/Block – Lose 2 levels of friendliness', 'Caught/Block – Native group becomes enemy'],
  },
  'traveller-movement': {
    result: ["Re-roll twice, ignoring all 1's (ignore 1's, but do not re-roll them)", 'Move to higher # clearing – prefers same tile', 'Move to lower # clearing – prefers same tile', 'No move (if in clearing with monsters, re-roll)', 'Move to higher # clearing – prefers new tile', 'Move to lower # clearing – prefers new tile'],
  },
  'enchantress-aid': { result: ['Fiery Blast Time 0', 'Fiery Blast Time 2', 'Fiery Blast Time 4', 'Stones Fly Time 0', 'Stones Fly Time 4', 'None'] },
  'wood-sprite-escape': { result: ['Deep Woods', 'Linden Woods', 'Maple Woods', 'Nut Woods', 'Oak Woods', 'Pine Woods'] },
  pickpocket: { result: ['5 gold', '4 gold', '3 gold', '2 gold', '1 gold', 'nothing'] },
  siren: { result: ['Lose all belongings', 'Lose all treasures', 'Lose all large treasures', 'Lose all small treasures', 'No effect – May attempt a capture', 'No effect - May attempt a capture'] },
  'shejoh-ring': {
    result: ['Becomes the Witch-King (if already in play, then the character dies)', 'Transforms into a Tremendous land dragon in BLACK magic', 'Allows one re-roll of any given Power of the Pit spell (as the target or the spellcaster)', 'Allows one re-roll of any given Curse spell (as the target or the spellcaster)', 'Gains an extra HIDE phase', 'Ring has no effect'],
  },
  fountain: { result: ['Make Whole (see spell for details)', 'Rest all asterisks', 'Rest 4 asterisks', 'Remove curse', 'Poisonous - 1 wound', 'No effect'] },
  'pod-generation': { result: ['New pod: 10 monsters', 'New pod: 6 monsters', 'New pod: 4 monsters', 'New pod: 3 monsters', 'New pod: 2 monsters', 'New pod: 1 monster'] },
  'slime-division': { result: ['All slimes divide', '3 slimes divide', '2 slimes divide', '1 slime divides', 'Nothing happens', 'Nothing happens'] },
  'summon-elemental': { result: ['Choice', 'Earth', 'Fire', 'Water', 'Air', 'No effect'] },
  'raise-dead': { result: ['18 enemy undead attack spellcaster', 'Raise 18 undead', 'Raise 12 undead', 'Raise 6 undead', 'Raise 1 undead', 'No effect'] },
  stumble: { effect: [...Array(6).fill('completed'), ...Array(4).fill('cancelled')] },
  fumble: { effect: ['increase two levels', 'increase one level', 'increase one level', 'no change', 'no change', 'no change', 'decrease one level', 'decrease one level', 'decrease two levels', 'Negligible'] },
  missile: { effect: ['increase three levels', 'increase two levels', 'increase one level', 'no change', 'decrease one level', 'decrease two levels', 'decrease three levels', 'wound', 'wound', 'Negligible'] },
};

const BOUNTY = [
  ['Random Character', '200 gold'],
  ['Tremendous Troll', '100 gold'],
  ['Tremendous Dragon', '50 gold'],
  ['Tremendous Giant', '20 gold'],
  ['No Bounty Today', 'n/a'],
  ['No Bounty Today', 'n/a'],
];

describe('the tables of Expansion One and BIMR4', () => {
  it('has exactly the 23 tables of the seeds (the core game\'s follow them: tests/engine/magic-realm/core-tables.test.ts)', () => {
    expect(ALL_TABLES.filter((t) => t.origin === 'seed').map((t) => t.name).sort()).toEqual(
      ['offroad', 'bounty', 'steal', 'steal-reward', 'dice', 'cheating', 'traveller-movement', 'enchantress-aid', 'wood-sprite-escape', 'blacksmith', 'pickpocket', 'cleric', 'siren', 'shejoh-ring', 'fountain', 'pod-generation', 'slime-division', 'summon-elemental', 'drain-life', 'raise-dead', 'stumble', 'fumble', 'missile'].sort(),
    );
  });

  for (const [name, columns] of Object.entries(SEED)) {
    for (const [column, results] of Object.entries(columns)) {
      it(`${name} (${column}): every row reached with forced dice reads the seed's text`, () => {
        const t = table(name);
        results.forEach((expected, i) => {
          const read = i + 1;
          const high = Math.min(read, 6);
          const mods = read > 6 ? [{ label: 'extension', value: read - 6 }] : [];
          const dice = forcedDice(diceFor(t, high));
          const roll = rollOnTable(t, dice, mods, t.columns.length > 1 ? column : undefined);
          expect(roll.read).toBe(read);
          expect(roll.result.startsWith(expected), `${name} ${read}: ${roll.result}`).toBe(true);
          expect(dice.remaining()).toBe(0);
        });
      });
    }
  }

  it('bounty: the bounty and its reward are read together', () => {
    BOUNTY.forEach(([bounty, reward], i) => {
      const roll = rollOnTable(table('bounty'), forcedDice([1, i + 1]));
      expect(roll.result).toBe(`Bounty: ${bounty} · Reward: ${reward}`);
    });
  });

  it('two-dice tables read the higher die; one-die tables use exactly one die', () => {
    expect(rollOnTable(table('fountain'), forcedDice([5, 2])).natural).toBe(5);
    expect(rollOnTable(table('fountain'), forcedDice([2, 5])).natural).toBe(5);
    for (const name of ['traveller-movement', 'wood-sprite-escape']) {
      const dice = forcedDice([3, 6]);
      expect(rollOnTable(table(name), dice).dice).toEqual([3]);
      expect(dice.remaining()).toBe(1);
    }
    expect(ALL_TABLES.filter((t) => t.dice === '1d6' && t.origin === 'seed').map((t) => t.name).sort()).toEqual(['traveller-movement', 'wood-sprite-escape']);
  });

  it('clamps below the first row and above the last', () => {
    const low = rollOnTable(table('steal'), forcedDice([1, 1]), [{ label: 'Thief', value: -1 }]);
    expect(low).toMatchObject({ total: 0, read: 1 });
    expect(low.result).toMatch(/^Success – Take desired item/);
    const high = rollOnTable(table('steal'), forcedDice([6, 4]), [{ label: 'earlier attempts', value: 2 }]);
    expect(high).toMatchObject({ total: 8, read: 6 });
    expect(high.result).toMatch(/^Caught/);
    const missile = rollOnTable(table('missile'), forcedDice([6, 6]), [{ label: 'x', value: 9 }]);
    expect(missile).toMatchObject({ total: 15, read: 10 });
    const fumble = rollOnTable(table('fumble'), forcedDice([1, 1]), [{ label: 'advantage', value: -7 }]);
    expect(fumble).toMatchObject({ total: -6, read: 1, result: 'increase two levels' });
  });

  it("Expansion One 5.2/1: the Magician's three steals — 3, 3+1, 4+2 — succeed, succeed, and he is caught", () => {
    const steal = table('steal');
    const rolls = [
      rollOnTable(steal, forcedDice([3, 1])),
      rollOnTable(steal, forcedDice([2, 3]), [{ label: '1 earlier attempt today', value: 1 }]),
      rollOnTable(steal, forcedDice([4, 4]), [{ label: '2 earlier attempts today', value: 2 }]),
    ];
    expect(rolls.map((r) => r.read)).toEqual([3, 4, 6]);
    expect(rolls.map((r) => r.result.split(' ')[0])).toEqual(['Success', 'Success', 'Caught/Block']);
  });

  it('the cheating table is the cheating column of the dice table', () => {
    for (let n = 1; n <= 6; n++) {
      expect(rollOnTable(table('cheating'), forcedDice([n, 1])).result).toBe(rollOnTable(table('dice'), forcedDice([n, 1]), [], 'cheating').result);
    }
    // 10 gold to roll at −1: a natural 1 still reads 50 gold.
    expect(rollOnTable(table('dice'), forcedDice([1, 1]), [{ label: '10 gold', value: -1 }]).result).toBe('50 gold');
  });

  it('tables that are read, not rolled, name their rows', () => {
    expect(table('blacksmith').rowNames).toEqual(['Suit of Armor', 'Breastplate', 'Helmet', 'Shield']);
    expect(table('blacksmith').rows.map((r) => r.results[0])).toEqual(['20 gold', '10 gold', '5 gold', '5 gold']);
    expect(table('cleric').rowNames).toEqual(['Remove Curse', 'Full Heal']);
    expect(table('cleric').rows.map((r) => r.results[0])).toEqual(['5 gold', '10 gold']);
    expect(table('drain-life').rowNames).toEqual(['Tremendous', 'Heavy', 'Medium']);
    expect(table('drain-life').rows.map((r) => r.results[0])).toEqual(['REST 4 asterisks', 'REST 3 asterisks', 'REST 2 asterisks']);
    expect(() => rollOnTable(table('cleric'), forcedDice([1, 1]))).toThrow(/read, not rolled/);
  });

  it('finds tables by the names players type', () => {
    expect(findTable('Steal Reward')?.name).toBe('steal-reward');
    expect(findTable('shejoh_ring')?.name).toBe('shejoh-ring');
    expect(searchTables('st').map((t) => t.name).slice(0, 3)).toEqual(expect.arrayContaining(['steal', 'steal-reward', 'stumble']));
    expect(searchTables('').length).toBeLessThanOrEqual(25);
  });
});

describe('the optional combat tables of BIMR4', () => {
  it('BIMR4 5.1/1: three attackers, move time 2 against 4, a roll of 6 reads 7 and is cancelled', () => {
    const mods = stumbleModifiers({ attackers: 3, ownMoveTime: 2, attackerMoveTime: 4 });
    expect(mods.reduce((n, m) => n + m.value, 0)).toBe(1);
    const roll = rollOnTable(table('stumble'), forcedDice([6, 2]), mods);
    expect(roll).toMatchObject({ natural: 6, total: 7, read: 7 });
    expect(roll.result).toMatch(/^cancelled/);
    // 5.1/2: a final 6 or less completes the action.
    expect(rollOnTable(table('stumble'), forcedDice([5, 2]), mods).result).toMatch(/^completed/);
  });

  it('BIMR4 5.4/1: attack 2 against maneuver 3 without intercepting, a roll of 6 reads 9', () => {
    const mods = attackModifiers({ attackTime: 2, maneuvers: [{ time: 3, intercepted: false }] });
    expect(mods.map((m) => m.value)).toEqual([-1, 4]);
    const roll = rollOnTable(table('missile'), forcedDice([6, 1]), mods);
    expect(roll).toMatchObject({ total: 9, read: 9 });
    expect(roll.result).toMatch(/^wound/);
    expect(rollOnTable(table('fumble'), forcedDice([6, 1]), mods).result).toBe('decrease two levels');
    // Intercepting: only the advantage, 6 − 1 = 5.
    expect(readTable(table('missile'), [6], attackModifiers({ attackTime: 2, maneuvers: [{ time: 3, intercepted: true }] })).read).toBe(5);
  });

  // The seed prints the first net adjustment as "1", but subtracting 2 and adding 1 is −1, and its +3 and +7 follow from −1.
  it('BIMR4 5.4/2: attack 3 against horse 5 and rider 2 adjusts −1, +3 when the horse is not intercepted, +7 when neither is', () => {
    const sum = (horse: boolean, rider: boolean) =>
      attackModifiers({ attackTime: 3, maneuvers: [{ time: 5, intercepted: horse }, { time: 2, intercepted: rider }] }).reduce((n, m) => n + m.value, 0);
    expect(sum(true, true)).toBe(-1);
    expect(sum(false, true)).toBe(3);
    expect(sum(false, false)).toBe(7);
  });

  it('BIMR4 5.4/4: a defender with no maneuver counts as move time 8: attack time 1 subtracts 7', () => {
    expect(attackModifiers({ attackTime: 1, maneuvers: [{ intercepted: true }] }).map((m) => m.value)).toEqual([-7]);
  });
});
