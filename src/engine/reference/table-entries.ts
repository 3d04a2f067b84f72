/** The catalogue's tables as /rules shows them (src/engine/tables/catalog.ts). */
import type { TableDef } from '../tables/table-schema.js';
import { EMBED_LIMITS, fitEntry, type ReferenceEntry, type ReferenceTopic } from './entry.js';

const DICE_LABEL: Record<TableDef['dice'], string> = {
  '2d6-high': 'two dice, the higher counts',
  '1d6': 'one die',
  none: 'read, not rolled',
};

const rowLabel = (t: TableDef, i: number) => {
  const r = t.rows[i]!;
  return t.rowNames?.[i] ?? (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`);
};

/** A table in one field (for a spell or traveller that uses it): "1: Choice" per line. */
export function tableField(t: TableDef): { name: string; value: string } {
  return {
    name: `${t.title} (${DICE_LABEL[t.dice]})`,
    value: t.rows.map((r, i) => `${rowLabel(t, i)}: ${r.results.join(' / ')}`).join('\n'),
  };
}

function tableEntry(t: TableDef): ReferenceEntry {
  const columns =
    t.columns.length > 1 ? `Columns: ${t.columns.map((c) => c.label).join(' / ')} (${t.columnMode === 'together' ? 'read together' : 'choose one'})` : undefined;
  const rowFields = t.rows.map((r, i) => ({ name: rowLabel(t, i), value: r.results.join(' / ') }));
  // More rows than an embed has fields: the rest go into the last field, one per line.
  const fields =
    rowFields.length <= EMBED_LIMITS.fields
      ? rowFields
      : [...rowFields.slice(0, EMBED_LIMITS.fields - 1), { name: 'More', value: rowFields.slice(EMBED_LIMITS.fields - 1).map((f) => `${f.name}: ${f.value}`).join('\n') }];
  // A core table has no rule ID: it names the seed rules that touch it, and the variants their options bring.
  const seedRules = t.seedRules.length ? `Seed rules: ${t.seedRules.join(', ')}` : undefined;
  const variants = t.variants.map((v) => `With the option ${v.option} (${v.rule}): ${v.description}`);
  return fitEntry({
    kind: 'table',
    key: t.name,
    title: `${t.title} (${t.rule ?? 'core rules'})`,
    description: [`${DICE_LABEL[t.dice][0]!.toUpperCase()}${DICE_LABEL[t.dice].slice(1)}${t.plain ? ', no modifiers' : ''} · ${t.source}`, columns, seedRules, ...variants, t.notes].filter(Boolean).join('\n'),
    fields,
  });
}

/** A topic for each table of the catalogue. */
export const tableTopics = (tables: readonly TableDef[]): ReferenceTopic[] =>
  tables.map((t) => ({ kind: 'table' as const, key: t.name, names: [t.name, t.title], label: `Table: ${t.title}`, text: '', entry: () => tableEntry(t) }));
