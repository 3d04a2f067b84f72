import type { DiceSource } from '../dice.js';
import type { Modifier, TableDef, TableRow } from './table-schema.js';

/** The result of one roll on a table, everything a reply needs and what the event records. */
export interface TableRoll {
  table: string;
  column: string;
  /** The dice as rolled, in order. */
  dice: number[];
  /** The die that counts: the higher of two, or the single die. */
  natural: number;
  modifiers: Modifier[];
  /** natural + modifiers, before clamping. */
  total: number;
  /** The roll read on the table after clamping to its rows. */
  read: number;
  rowFrom: number;
  rowTo: number;
  result: string;
}

export class NotRolledError extends Error {}

/** Rolls the table's dice: two dice, the higher counts, or one die (RULES.md "Readings"). */
export function rollTableDice(table: Pick<TableDef, 'dice' | 'name'>, dice: DiceSource): number[] {
  if (table.dice === 'none') throw new NotRolledError(`the ${table.name} table is read, not rolled`);
  return table.dice === '1d6' ? [dice.int(1, 6)] : [dice.int(1, 6), dice.int(1, 6)];
}

export function columnIndex(table: TableDef, column: string | undefined): number {
  if (column === undefined) return 0;
  const index = table.columns.findIndex((c) => c.key === column);
  if (index < 0) {
    throw new RangeError(
      `table ${table.name} has no column "${column}"; its columns are ${table.columns.map((c) => c.key).join(', ')}`,
    );
  }
  return index;
}

/** The row a (clamped) number reads: below the first row reads as the first, above the last as the last. */
export function readRow(table: TableDef, total: number): { read: number; row: TableRow } {
  const first = table.rows[0]!;
  const last = table.rows[table.rows.length - 1]!;
  const read = Math.min(Math.max(total, first.from), last.to);
  const row = table.rows.find((r) => read >= r.from && read <= r.to)!;
  return { read, row };
}

/** Reads a table for dice already rolled (replay, tests) and the given modifiers. */
export function readTable(
  table: TableDef,
  rolled: number[],
  modifiers: Modifier[] = [],
  column?: string,
): TableRoll {
  const col = table.columnMode === 'together' ? 0 : columnIndex(table, column);
  const natural = Math.max(...rolled);
  const total = natural + modifiers.reduce((sum, m) => sum + m.value, 0);
  const { read, row } = readRow(table, total);
  return {
    table: table.name,
    column: table.columns[col]!.key,
    dice: [...rolled],
    natural,
    modifiers: modifiers.filter((m) => m.value !== 0),
    total,
    read,
    rowFrom: row.from,
    rowTo: row.to,
    result: table.columnMode === 'together' ? table.columns.map((c, i) => `${c.label}: ${row.results[i]}`).join(' · ') : row.results[col]!,
  };
}

export function rollOnTable(
  table: TableDef,
  dice: DiceSource,
  modifiers: Modifier[] = [],
  column?: string,
): TableRoll {
  if (table.columnMode !== 'together') columnIndex(table, column); // fail before drawing
  return readTable(table, rollTableDice(table, dice), modifiers, column);
}
