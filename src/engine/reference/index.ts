import { RPG_LOOKUP_TABLES, type RpgLookupTable } from '../rulesets/mtg-rpg/lookup-tables.js';
// The seeds' game tables. The brief of this module names `src/engine/tables/index.ts`; the tables module exports
// the same `ALL_TABLES` / `findTable` interface from catalog.ts, so this is the one import to change if it moves.
import { MAGIC_REALM_CATALOG } from '../rulesets/magic-realm/tables/catalog.js';

const ALL_TABLES = MAGIC_REALM_CATALOG.all;
import type { TableDef } from '../tables/table-schema.js';
import { READINGS, RULE_INDEX, type ReadingRow, type RuleRow } from './rule-index.js';
import { EXPANSION_ONE_SPELLS as SPELLS } from '../rulesets/magic-realm/magic/expansion-one-spells.js';
import type { Spell } from '../rulesets/magic-realm/magic/types.js';
import { TRAVELLERS, type Traveller } from '../rulesets/magic-realm/denizens/travellers.js';

/** What /rules shows: one entry, shaped like a Discord embed and already within Discord's limits. */
export interface ReferenceEntry {
  kind: 'rule' | 'spell' | 'traveller' | 'rpg-table' | 'table';
  /** The canonical name: a rule ID, a spell or traveller name, a table name or RPG table id. */
  key: string;
  title: string;
  description?: string;
  fields: { name: string; value: string; inline?: boolean }[];
}

export type ReferenceKind = ReferenceEntry['kind'];

/** Discord's embed limits (the renderer fits messages too; entries are built within them). */
export const EMBED_LIMITS = { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, choice: 100 } as const;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Case, spaces and punctuation do not count: "Wall of Force", "wall-of-force" and "WALL OF FORCE!" are one name. */
const simplify = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function fit(e: ReferenceEntry): ReferenceEntry {
  const out: ReferenceEntry = {
    kind: e.kind,
    key: e.key,
    title: clip(e.title, EMBED_LIMITS.title),
    fields: e.fields
      .filter((f) => f.value.trim() !== '')
      .slice(0, EMBED_LIMITS.fields)
      .map((f) => ({ ...f, name: clip(f.name || '\u200b', EMBED_LIMITS.fieldName), value: clip(f.value, EMBED_LIMITS.fieldValue) })),
  };
  if (e.description) out.description = clip(e.description, EMBED_LIMITS.description);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Entries

const TABLE_BY_NAME = new Map(ALL_TABLES.map((t) => [t.name, t]));

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
function tableField(t: TableDef): { name: string; value: string } {
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
  return fit({
    kind: 'table',
    key: t.name,
    title: `${t.title} (${t.rule ?? 'core rules'})`,
    description: [`${DICE_LABEL[t.dice][0]!.toUpperCase()}${DICE_LABEL[t.dice].slice(1)}${t.plain ? ', no modifiers' : ''} · ${t.source}`, columns, seedRules, ...variants, t.notes].filter(Boolean).join('\n'),
    fields,
  });
}

/** "(R5)", "R47" in an inventory row point to readings. */
function readingsOf(text: string): string[] {
  const ids = [...text.matchAll(/\bR(\d{1,2})\b/g)].map((m) => `RPG-R${m[1]}`);
  return [...new Set(ids)].filter((id) => READINGS.some((r) => r.id === id));
}

function ruleEntry(r: RuleRow): ReferenceEntry {
  const see = r.id.startsWith('RPG-') ? readingsOf(r.summary) : [];
  return fit({
    kind: 'rule',
    key: r.id,
    title: r.id,
    description: r.summary,
    fields: [
      { name: 'Seed', value: r.seed, inline: true },
      { name: 'Where', value: r.ref, inline: true },
      { name: 'Readings', value: see.join(', '), inline: true },
    ],
  });
}

function readingEntry(r: ReadingRow): ReferenceEntry {
  return fit({
    kind: 'rule',
    key: r.id,
    title: `${r.id}: ${r.title}`,
    description: r.summary,
    fields: [
      { name: 'Seed', value: r.seed, inline: true },
      { name: 'Where', value: r.ref, inline: true },
      { name: 'Kind', value: 'Reading: the default where the seed is garbled, contradictory or silent', inline: true },
    ],
  });
}

function spellEntry(s: Spell): ReferenceEntry {
  const table = s.table ? TABLE_BY_NAME.get(s.table) : undefined;
  return fit({
    kind: 'spell',
    key: s.name,
    title: `${s.name} (${s.type}/${s.colour})`,
    description: s.text,
    fields: [
      { name: 'Target', value: s.target, inline: true },
      { name: 'Duration', value: s.duration, inline: true },
      { name: 'Rule', value: 'X1-22', inline: true },
      ...(s.listedType ? [{ name: 'Note', value: `The list gives type ${s.listedType}; it stands under TYPE ${s.type}.` }] : []),
      ...(table ? [tableField(table)] : []),
    ],
  });
}

function travellerEntry(t: Traveller): ReferenceEntry {
  const table = t.table ? TABLE_BY_NAME.get(t.table) : undefined;
  const hire = t.wage === null ? (t.wageNote ?? 'not hired for a wage') : `${t.wage} gold${t.wageNote ? ` (${t.wageNote})` : ''}`;
  return fit({
    kind: 'traveller',
    key: t.name,
    title: t.name,
    description: t.text,
    fields: [
      { name: 'Hire', value: hire, inline: true },
      { name: 'Rule', value: 'X1-13', inline: true },
      ...(table ? [tableField(table)] : []),
    ],
  });
}

function rpgTableEntry(t: RpgLookupTable): ReferenceEntry {
  const inline = t.rows.every((r) => r.value.length <= 24);
  return fit({
    kind: 'rpg-table',
    key: t.id,
    title: `${t.title} (${t.rule})`,
    description: [t.note, `MtG RPG, lines ${t.lines}`].filter(Boolean).join('\n'),
    fields: t.rows.map((r) => ({ name: r.name, value: r.value, inline })),
  });
}

interface Topic {
  kind: ReferenceKind;
  key: string;
  /** Every name the topic answers to. */
  names: string[];
  /** What autocomplete shows. */
  label: string;
  /** Extra text autocomplete may match (a rule's summary). */
  text: string;
  entry: () => ReferenceEntry;
}

/** In order of precedence: where two topics share a name (the Siren and her table), the earlier one answers. */
const TOPICS: Topic[] = [
  ...RULE_INDEX.map((r) => ({ kind: 'rule' as const, key: r.id, names: [r.id], label: `${r.id}: ${r.summary}`, text: r.summary, entry: () => ruleEntry(r) })),
  ...READINGS.map((r) => ({
    kind: 'rule' as const,
    key: r.id,
    names: [r.id],
    label: `${r.id} (reading): ${r.title}`,
    text: `${r.title} ${r.summary}`,
    entry: () => readingEntry(r),
  })),
  ...RPG_LOOKUP_TABLES.map((t) => ({ kind: 'rpg-table' as const, key: t.id, names: [t.id, t.title], label: `MtG RPG table: ${t.title}`, text: '', entry: () => rpgTableEntry(t) })),
  ...TRAVELLERS.map((t) => ({
    kind: 'traveller' as const,
    key: t.name,
    names: [t.name, ...(t.aliases ?? [])],
    label: `Traveller: ${t.name}`,
    text: '',
    entry: () => travellerEntry(t),
  })),
  ...SPELLS.map((s) => ({
    kind: 'spell' as const,
    key: s.name,
    names: [s.name, `${s.name} (${s.type}/${s.colour})`],
    label: `Spell: ${s.name} (${s.type}/${s.colour})`,
    text: '',
    entry: () => spellEntry(s),
  })),
  ...ALL_TABLES.map((t) => ({ kind: 'table' as const, key: t.name, names: [t.name, t.title], label: `Table: ${t.title}`, text: '', entry: () => tableEntry(t) })),
];

const BY_NAME = new Map<string, Topic>();
for (const t of TOPICS) for (const n of t.names) if (!BY_NAME.has(simplify(n))) BY_NAME.set(simplify(n), t);

/** A prefix that picks the kind when a name is shared: `table:siren`, `spell:drain life`. */
const KIND_PREFIX: Record<string, ReferenceKind> = { rule: 'rule', spell: 'spell', traveller: 'traveller', rpg: 'rpg-table', 'rpg-table': 'rpg-table', table: 'table' };

/** The text that looks a topic up, as autocomplete sends it: its name, or `kind:name` where the name is shared. */
function valueOf(t: Topic): string {
  return BY_NAME.get(simplify(t.key)) === t ? t.key : `${t.kind === 'rpg-table' ? 'rpg' : t.kind}:${t.key}`;
}

function findTopic(query: string): Topic | undefined {
  const m = /^\s*([a-z-]+)\s*:\s*(.+)$/i.exec(query);
  const kind = m ? KIND_PREFIX[m[1]!.toLowerCase()] : undefined;
  if (m && kind) {
    const q = simplify(m[2]!);
    return TOPICS.find((t) => t.kind === kind && t.names.some((n) => simplify(n) === q));
  }
  const q = simplify(query);
  return q ? BY_NAME.get(q) : undefined;
}

/**
 * The entry a query names: a rule ID in any case (sw-5, X1-7, RPG-E3, RPG-R65), a spell or traveller (case and
 * punctuation do not count), an MtG RPG table by id or title, or a game table by name or title. A traveller or
 * spell that shares its name with its table (Siren, Blacksmith, Drain Life) answers with itself and shows the
 * table; `table:siren` asks for the table alone.
 */
export function lookupReference(query: string): ReferenceEntry | undefined {
  return findTopic(query)?.entry();
}

/** Every topic /rules knows, with the value that looks it up. */
export function referenceTopics(): { kind: ReferenceKind; key: string; value: string }[] {
  return TOPICS.map((t) => ({ kind: t.kind, key: t.key, value: valueOf(t) }));
}

/**
 * Autocomplete: topics whose name is what was typed, then those whose name starts with it, then those whose name
 * or text contains it; at most 25, each `{ name, value }` within Discord's 100 characters. `value` looks the topic up.
 */
export function searchReference(prefix: string): { name: string; value: string }[] {
  const q = simplify(prefix);
  const words = prefix.toLowerCase().trim();
  const score = (t: Topic): number => {
    if (!q) return t.kind === 'table' || t.kind === 'rpg-table' ? 0 : 9;
    const names = t.names.map(simplify);
    if (names.includes(q)) return 0;
    if (names.some((n) => n.startsWith(q))) return 1;
    if (names.some((n) => n.includes(q))) return 2;
    if (words.length >= 3 && `${t.label} ${t.text}`.toLowerCase().includes(words)) return 3;
    return 9;
  };
  return TOPICS.map((t, i) => ({ t, i, s: score(t) }))
    .filter((x) => x.s < 9)
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, 25)
    .map(({ t }) => ({ name: clip(t.label, EMBED_LIMITS.choice), value: clip(valueOf(t), EMBED_LIMITS.choice) }));
}
