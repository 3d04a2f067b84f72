import { BIMR4_TABLES } from './bimr4-tables.js';
import { EXPANSION_ONE_TABLES } from './expansion-one-tables.js';
import { tableSchema, type TableDef } from './types.js';

/** Every table of the seeds, checked against the schema when the program loads. */
export const ALL_TABLES: readonly TableDef[] = [...EXPANSION_ONE_TABLES, ...BIMR4_TABLES].map((t) => tableSchema.parse(t));

const normalize = (name: string) => name.trim().toLowerCase().replace(/[\s_']+/g, '-');
const byName = new Map(ALL_TABLES.map((t) => [t.name, t]));

/** A table by name as a player types it: `steal reward`, `Steal_Reward` and `steal-reward` are one table. */
export function findTable(name: string): TableDef | undefined {
  return byName.get(normalize(name));
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
