import { CORE_CATALOG_TABLES } from '../rulesets/magic-realm/tables/catalog-entries.js';
import type { OptionValue } from '../core/options.js';
import { BIMR4_TABLES } from './bimr4-tables.js';
import { EXPANSION_ONE_TABLES } from './expansion-one-tables.js';
import { tableSchema, type TableDef } from './types.js';

/** Every table of the seeds, then the core game's, checked against the schema when the program loads. */
export const ALL_TABLES: readonly TableDef[] = [...EXPANSION_ONE_TABLES, ...BIMR4_TABLES, ...CORE_CATALOG_TABLES].map((t) => tableSchema.parse(t));

const normalize = (name: string) => name.trim().toLowerCase().replace(/[\s_']+/g, '-');
const byName = new Map(ALL_TABLES.map((t) => [t.name, t]));
if (byName.size !== ALL_TABLES.length) {
  throw new Error(`two tables share a name: ${ALL_TABLES.map((t) => t.name).filter((n, i, all) => all.indexOf(n) !== i).join(', ')}`);
}

/** A table by name as a player types it: `steal reward`, `Steal_Reward` and `steal-reward` are one table. */
export function findTable(name: string): TableDef | undefined {
  return byName.get(normalize(name));
}

/** The table as a game with these options reads it: a seed rule's variant replaces the rows when its option is on (BI-6). */
export function tableForOptions(table: TableDef, options: Readonly<Record<string, OptionValue>>): TableDef {
  const variant = table.variants.find((v) => options[v.option] === true);
  return variant ? { ...table, rows: variant.rows } : table;
}

export function tableNames(): string[] {
  return ALL_TABLES.map((t) => t.name);
}

/** Tables whose name or title contains what was typed, names that start with it first (autocomplete: at most 25). */
export function searchTables(typed: string): TableDef[] {
  const q = normalize(typed);
  const plain = typed.trim().toLowerCase();
  const hits = ALL_TABLES.filter((t) => t.name.includes(q) || t.title.toLowerCase().includes(plain));
  return [...hits.filter((t) => t.name.startsWith(q)), ...hits.filter((t) => !t.name.startsWith(q))].slice(0, 25);
}
