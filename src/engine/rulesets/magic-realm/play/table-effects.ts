/**
 * What a seed table's result does to the character who rolled it (issue 13: "every effect of the existing tables
 * that names a chit, gold, fame or notoriety changes them as events"). The effects are data, by table, column and
 * row, read from the rows' own words (tables/expansion-one-tables.ts); tests/engine/magic-realm/
 * table-effects.test.ts checks that every row naming gold or a wound has its effect here. What a row says that is not
 * a number or a chit (a clearing, a friendliness, belongings lost, a bounty to deliver) stays the GM's.
 *
 * Readings:
 * - Playing Dice (X1-9): the row's gold is what he wins; the stake he pays to roll (5 gold, or 10 to roll at −1) is
 *   his choice before the roll, and the GM takes it (/character set). The cheating column changes friendliness: GM.
 * - Offroad (X1-4): "Lost (1 wound)" and "Avalanche (1d6 wounds)" are wounds he chooses (the die rolled here).
 * - Steal Reward (X1-7): "10 gold" is his. Pickpocket Score (X1-13): the gold the captured Pickpocket brings him.
 * - The Fountain (X1-16): Make Whole turns every chit active and repairs damaged armour; "Rest all asterisks" turns
 *   every chit active (armour untouched); "Rest 4 asterisks" is a rest of four he chooses; "Remove curse" lifts his
 *   curses; "Poisonous – 1 wound" is a wound he chooses.
 * - The Bounty's reward is paid when the bounty is delivered, not on the roll: the GM's.
 * Pure.
 */
import { characterWords } from '../characters/kits.js';
import type { DiceSource } from '../../../dice.js';
import type { Owed } from '../characters/effort.js';
import type { CharacterSheet } from '../characters/sheet.js';

export type TableEffect =
  | { kind: 'gold'; amount: number }
  | { kind: 'owe'; owed: 'wound' | 'fatigue' | 'rest'; count: number | '1d6' }
  | { kind: 'make-whole' }
  | { kind: 'rest-all' }
  | { kind: 'lift-curses' };

const gold = (amount: number): TableEffect[] => [{ kind: 'gold', amount }];
const wounds = (count: number | '1d6'): TableEffect[] => [{ kind: 'owe', owed: 'wound', count }];

/** Table name → column key → row (`from`) → effects. */
export const TABLE_EFFECTS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<number, readonly TableEffect[]>>>>>> = {
  dice: { dice: { 1: gold(50), 2: gold(20), 3: gold(10), 4: gold(5), 5: gold(1) } },
  offroad: { mountains: { 5: wounds('1d6') }, caves: { 4: wounds(1), 5: wounds(1) } },
  'steal-reward': { result: { 5: gold(10) } },
  pickpocket: { result: { 1: gold(5), 2: gold(4), 3: gold(3), 4: gold(2), 5: gold(1) } },
  fountain: {
    result: {
      1: [{ kind: 'make-whole' }],
      2: [{ kind: 'rest-all' }],
      3: [{ kind: 'owe', owed: 'rest', count: 4 }],
      4: [{ kind: 'lift-curses' }],
      5: wounds(1),
    },
  },
};

/** The effects of a row read on a table, in a column (undefined: none). */
export const effectsOf = (table: string, column: string, row: number): readonly TableEffect[] | undefined => TABLE_EFFECTS[table]?.[column]?.[row];

/** Whether a table has effects on a character at all. */
export const hasEffects = (table: string): boolean => table in TABLE_EFFECTS;

/** What the effects do, worked out: gold changed, choices owed (dice rolled for a "1d6"), a new sheet, in words. */
export interface Applied {
  gold?: number;
  owed: Owed[];
  sheet?: CharacterSheet;
  rolled: number[];
  lines: string[];
}

/** Works the effects out on his sheet (`cause`: the table's title, for what he owes). */
export function applyEffects(effects: readonly TableEffect[], sheet: CharacterSheet | undefined, cause: string, dice: DiceSource): Applied {
  const out: Applied = { owed: [], rolled: [], lines: [] };
  let s = sheet;
  for (const e of effects) {
    switch (e.kind) {
      case 'gold':
        out.gold = (out.gold ?? 0) + e.amount;
        out.lines.push(`${e.amount > 0 ? '+' : ''}${e.amount} gold`);
        break;
      case 'owe': {
        const count = e.count === '1d6' ? dice.int(1, 6) : e.count;
        if (e.count === '1d6') out.rolled.push(count);
        out.owed.push({ kind: e.owed, count, cause });
        out.lines.push(`${e.owed} ${count}${e.owed === 'wound' ? '' : '*'}${e.count === '1d6' ? ` (1d6: ${count})` : ''}: ${characterWords(sheet?.character).subject} chooses the chits`);
        break;
      }
      case 'make-whole':
        if (s) s = { ...s, chits: s.chits.map(() => 'active'), armour: s.armour.map((a) => (a.state === 'damaged' ? { ...a, state: 'intact' as const } : a)) };
        out.lines.push('every chit active, damaged armour repaired');
        break;
      case 'rest-all':
        if (s) s = { ...s, chits: s.chits.map(() => 'active') };
        out.lines.push('every chit active');
        break;
      case 'lift-curses':
        if (s?.curses?.length) {
          const { curses: _curses, ...rest } = s;
          s = rest;
        }
        out.lines.push(`${characterWords(sheet?.character).possessive} curses lifted`);
        break;
    }
  }
  if (s && s !== sheet) out.sheet = s;
  return out;
}
