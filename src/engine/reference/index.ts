import { RPG_LOOKUP_TABLES } from '../rulesets/mtg-rpg/lookup-tables.js';
import { ALL_TABLES, findTable } from '../tables/catalog.js';
import type { TableDef } from '../tables/types.js';
import { RULE_INDEX } from './rule-index.js';
import { SPELLS } from './spells.js';
import { TRAVELLERS } from './travellers.js';

/** What /rules shows: one entry, shaped like a Discord embed (its limits are applied by the renderer). */
export interface ReferenceEntry {
  kind: 'rule' | 'spell' | 'traveller' | 'rpg-table' | 'table';
  key: string;
  title: string;
  description?: string;
  fields: { name: string; value: string; inline?: boolean }[];
}

const simplify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

function tableEntry(t: TableDef): ReferenceEntry {
  const dice = t.dice === 'none' ? 'Read, not rolled' : t.dice === '1d6' ? 'One die' : 'Two dice, the higher counts';
  return {
    kind: 'table',
    key: t.name,
    title: `${t.title} (${t.rule})`,
    description: [`${dice} · ${t.source}`, t.notes].filter(Boolean).join('\n'),
    fields: t.rows.map((r, i) => ({
      name: t.rowNames?.[i] ?? (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`),
      value: t.columns.length > 1 ? t.columns.map((c, j) => `${c.label}: ${r.results[j]}`).join('\n') : r.results[0]!,
    })),
  };
}

/** Every entry by each name it answers to. */
const ENTRIES: { names: string[]; entry: () => ReferenceEntry; label: string }[] = [
  ...ALL_TABLES.map((t) => ({ names: [t.name, t.title], label: `Table: ${t.title}`, entry: () => tableEntry(t) })),
  ...RULE_INDEX.map((r) => ({
    names: [r.id],
    label: `${r.id}: ${r.summary}`,
    entry: (): ReferenceEntry => ({ kind: 'rule', key: r.id, title: r.id, description: r.summary, fields: [{ name: 'Seed', value: r.seed, inline: true }, ...(r.ref ? [{ name: 'Where', value: r.ref, inline: true }] : [])] }),
  })),
  ...SPELLS.map((s) => ({
    names: [s.name],
    label: `Spell: ${s.name} (${s.type}/${s.colour})`,
    entry: (): ReferenceEntry => ({
      kind: 'spell',
      key: s.name,
      title: `${s.name} (${s.type}/${s.colour})`,
      description: s.effect,
      fields: [
        { name: 'Target', value: s.target, inline: true },
        { name: 'Duration', value: s.duration, inline: true },
        { name: 'Rule', value: 'X1-22', inline: true },
      ],
    }),
  })),
  ...TRAVELLERS.map((t) => ({
    names: [t.name],
    label: `Traveller: ${t.name}`,
    entry: (): ReferenceEntry => ({
      kind: 'traveller',
      key: t.name,
      title: t.name,
      description: t.text,
      fields: [
        { name: 'Hire', value: t.wage === null ? (t.wageNote ?? 'not hired for a wage') : `${t.wage} gold${t.wageNote ? ` (${t.wageNote})` : ''}`, inline: true },
        ...(t.table ? [{ name: 'Table', value: `/roll table name:${t.table}`, inline: true }] : []),
        { name: 'Rule', value: 'X1-13', inline: true },
      ],
    }),
  })),
  ...RPG_LOOKUP_TABLES.map((t) => ({
    names: [t.id, t.title],
    label: `MtG RPG: ${t.title}`,
    entry: (): ReferenceEntry => ({ kind: 'rpg-table', key: t.id, title: `${t.title} (${t.rule})`, description: t.note, fields: t.rows.map((r) => ({ ...r, inline: t.rows.length > 6 })) }),
  })),
];

const BY_NAME = new Map<string, (typeof ENTRIES)[number]>();
for (const e of ENTRIES) for (const n of e.names) if (!BY_NAME.has(simplify(n))) BY_NAME.set(simplify(n), e);

/** The entry a query names: a table, a rule ID (sw-5, X1-7, RPG-E8), a spell, a traveller or an MtG RPG table. */
export function lookupReference(query: string): ReferenceEntry | undefined {
  const table = findTable(query);
  if (table) return tableEntry(table);
  return BY_NAME.get(simplify(query))?.entry();
}

/** Suggestions for what is typed (names that start with it first), at most 25. */
export function searchReference(typed: string): { name: string; value: string }[] {
  const q = simplify(typed);
  const score = (e: (typeof ENTRIES)[number]) => (e.names.some((n) => simplify(n).startsWith(q)) ? 0 : e.names.some((n) => simplify(n).includes(q)) ? 1 : 2);
  return ENTRIES.map((e) => ({ e, s: score(e) }))
    .filter((x) => x.s < 2)
    .sort((a, b) => a.s - b.s)
    .slice(0, 25)
    .map(({ e }) => ({ name: e.label.slice(0, 100), value: e.names[0]!.slice(0, 100) }));
}
