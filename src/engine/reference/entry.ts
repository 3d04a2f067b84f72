/**
 * What /rules shows, and how a topic is handed to it: the engine indexes the rules and the tables itself
 * (rule-entries.ts, table-entries.ts); each ruleset hands in its own topics (its spells, travellers, lookup tables:
 * src/engine/rulesets/index.ts), and src/engine/parts.ts binds them into one book (book.ts).
 *
 * The rule index (rule-index.ts) lives here, not in a ruleset: it is the one index of the project's rule IDs, both
 * rulesets' (../shared/RULES.md and RPG-INVENTORY.md), that /rules looks up and docs/rules.md follows row for row
 * (tests/docs/rules-doc.test.ts). It is data about the rules, read by no rule.
 */

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

/** A topic /rules knows: its names, what autocomplete shows, and its entry (built when asked for). */
export interface ReferenceTopic {
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

/** Discord's embed limits (the renderer fits messages too; entries are built within them). */
export const EMBED_LIMITS = { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, choice: 100 } as const;

export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** An entry cut to Discord's limits, its empty fields left out. */
export function fitEntry(e: ReferenceEntry): ReferenceEntry {
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
