/**
 * The core tables as entries of the table catalogue (src/engine/tables/catalog.ts; the ruleset hands them in with
 * catalog.ts), so that the GM may roll them by name (`/roll table name:hide`) and `/rules` shows them, until the
 * phases roll them themselves. The catalogue reads
 * texts; the engine reads the typed results of core-tables.ts. A core table has no rule ID (origin `core`): it names
 * the seed rules that touch it instead.
 */
import type { TableInput } from '../../../tables/table-schema.js';
import { APPEARANCE_CHART, CORE_TABLES } from './core-tables-data.js';
import { withOptions } from './core-tables.js';
import type { ColumnTable, CoreTable, Relationship } from './types.js';

const LABEL: Record<Relationship, string> = { ally: 'Ally', friendly: 'Friendly', neutral: 'Neutral', unfriendly: 'Unfriendly', enemy: 'Enemy' };

const isColumnTable = (t: CoreTable<unknown>): t is ColumnTable<unknown> => t.columns !== undefined;

function rowsOf(t: CoreTable<unknown>): TableInput['rows'] {
  if (isColumnTable(t)) return t.rows.map((r) => ({ from: r.from, to: r.to, results: t.columns.map((c) => r.byColumn[c].text) }));
  return t.rows.map((r) => ({ from: r.from, to: r.to, results: [r.text] }));
}

function notesOf(t: CoreTable<unknown>): string {
  return [
    `When: ${t.when}`,
    t.plain ? 'No modifiers of any kind.' : `Modifiers: ${t.modifierNotes.join('; ')}.`,
    t.preconditions.length ? `No roll (or another table): ${t.preconditions.join('; ')}.` : '',
    t.replacedBy ? `${t.replacedBy.rule}: with the option ${t.replacedBy.option} the table ${t.replacedBy.table} replaces it.` : '',
    t === APPEARANCE_CHART ? `The ${APPEARANCE_CHART.ghosts.length} Ghosts (starting in ${[...new Set(APPEARANCE_CHART.ghosts.map((g) => g.startsIn))].join(', ')}) prowl on every roll.` : '',
    t.notes,
  ]
    .filter(Boolean)
    .join('\n');
}

function entryOf(t: CoreTable<unknown>): TableInput {
  return {
    name: t.catalogName,
    title: t.name,
    origin: 'core',
    seedRules: [...t.seedRules],
    source: `core rules as RealmSpeak implements them, ${t.source}`,
    dice: t.dice,
    columns: isColumnTable(t) ? t.columns.map((c) => ({ key: c, label: LABEL[c] })) : [{ key: 'result', label: 'Result' }],
    rows: rowsOf(t),
    notes: notesOf(t),
    plain: t.plain,
    variants: isColumnTable(t)
      ? t.variants.map((v) => ({ option: v.option, rule: v.rule, description: v.description, rows: rowsOf(withOptions(t, { [v.option]: true })) }))
      : [],
  };
}

/** Every core table as the catalogue writes it (the treasure set-up card is not a table: it is dealt, not rolled). */
export const CORE_CATALOG_TABLES: readonly TableInput[] = (CORE_TABLES as readonly CoreTable<unknown>[]).map(entryOf);
