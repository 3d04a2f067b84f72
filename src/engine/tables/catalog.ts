import type { OptionValue } from '../core/options.js';
import { tableSchema, type TableDef, type TableInput } from './table-schema.js';

/**
 * The tables a player may roll by name (`/roll table`) and look up (`/rules`): those the rulesets hand in
 * (src/engine/rulesets/index.ts, each ruleset's `tables`), checked against the schema when the program loads. The
 * engine knows no ruleset's tables itself.
 */
export interface TableCatalog {
  /** Every table, in the order handed in. */
  readonly all: readonly TableDef[];
  /** A table by name as a player types it: `steal reward`, `Steal_Reward` and `steal-reward` are one table. */
  readonly find: (name: string) => TableDef | undefined;
  readonly names: () => string[];
  /** Tables whose name or title contains what was typed, names that start with it first (autocomplete: at most 25). */
  readonly search: (typed: string) => TableDef[];
}

const normalize = (name: string) => name.trim().toLowerCase().replace(/[\s_']+/g, '-');

export function tableCatalog(tables: readonly TableInput[]): TableCatalog {
  const all: readonly TableDef[] = tables.map((t) => tableSchema.parse(t));
  const byName = new Map(all.map((t) => [t.name, t]));
  if (byName.size !== all.length) {
    throw new Error(`two tables share a name: ${all.map((t) => t.name).filter((n, i, names) => names.indexOf(n) !== i).join(', ')}`);
  }
  return {
    all,
    find: (name) => byName.get(normalize(name)),
    names: () => all.map((t) => t.name),
    search(typed) {
      const q = normalize(typed);
      const plain = typed.trim().toLowerCase();
      const hits = all.filter((t) => t.name.includes(q) || t.title.toLowerCase().includes(plain));
      return [...hits.filter((t) => t.name.startsWith(q)), ...hits.filter((t) => !t.name.startsWith(q))].slice(0, 25);
    },
  };
}

/** The table as a game with these options reads it: a seed rule's variant replaces the rows when its option is on (BI-6). */
export function tableForOptions(table: TableDef, options: Readonly<Record<string, OptionValue>>): TableDef {
  const variant = table.variants.find((v) => options[v.option] === true);
  return variant ? { ...table, rows: variant.rows } : table;
}
