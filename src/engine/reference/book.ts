/** The reference /rules reads: lookup by name, autocomplete, the list of topics, over the topics it is given. */
import { clip, EMBED_LIMITS, type ReferenceEntry, type ReferenceKind, type ReferenceTopic } from './entry.js';

/**
 * Which kind answers first where two topics share a name (the Siren and her table: the traveller, who shows the
 * table), and the order autocomplete lists equal matches in.
 */
const PRECEDENCE: readonly ReferenceKind[] = ['rule', 'rpg-table', 'traveller', 'spell', 'table'];

/** Case, spaces and punctuation do not count: "Wall of Force", "wall-of-force" and "WALL OF FORCE!" are one name. */
const simplify = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** A prefix that picks the kind when a name is shared: `table:siren`, `spell:drain life`. */
const KIND_PREFIX: Record<string, ReferenceKind> = { rule: 'rule', spell: 'spell', traveller: 'traveller', rpg: 'rpg-table', 'rpg-table': 'rpg-table', table: 'table' };

export interface ReferenceBook {
  /**
   * The entry a query names: a rule ID in any case (sw-5, X1-7, RPG-E3, RPG-R65), a spell or traveller (case and
   * punctuation do not count), an MtG RPG table by id or title, or a game table by name or title. A traveller or
   * spell that shares its name with its table (Siren, Blacksmith, Drain Life) answers with itself and shows the
   * table; `table:siren` asks for the table alone.
   */
  readonly lookup: (query: string) => ReferenceEntry | undefined;
  /**
   * Autocomplete: topics whose name is what was typed, then those whose name starts with it, then those whose name
   * or text contains it; at most 25, each `{ name, value }` within Discord's 100 characters. `value` looks the topic up.
   */
  readonly search: (prefix: string) => { name: string; value: string }[];
  /** Every topic, with the value that looks it up. */
  readonly topics: () => { kind: ReferenceKind; key: string; value: string }[];
}

export function referenceBook(given: readonly ReferenceTopic[]): ReferenceBook {
  const topics = [...given].sort((a, b) => PRECEDENCE.indexOf(a.kind) - PRECEDENCE.indexOf(b.kind));
  const byName = new Map<string, ReferenceTopic>();
  for (const t of topics) for (const n of t.names) if (!byName.has(simplify(n))) byName.set(simplify(n), t);

  /** The text that looks a topic up, as autocomplete sends it: its name, or `kind:name` where the name is shared. */
  const valueOf = (t: ReferenceTopic): string => (byName.get(simplify(t.key)) === t ? t.key : `${t.kind === 'rpg-table' ? 'rpg' : t.kind}:${t.key}`);

  const findTopic = (query: string): ReferenceTopic | undefined => {
    const m = /^\s*([a-z-]+)\s*:\s*(.+)$/i.exec(query);
    const kind = m ? KIND_PREFIX[m[1]!.toLowerCase()] : undefined;
    if (m && kind) {
      const q = simplify(m[2]!);
      return topics.find((t) => t.kind === kind && t.names.some((n) => simplify(n) === q));
    }
    const q = simplify(query);
    return q ? byName.get(q) : undefined;
  };

  return {
    lookup: (query) => findTopic(query)?.entry(),
    topics: () => topics.map((t) => ({ kind: t.kind, key: t.key, value: valueOf(t) })),
    search(prefix) {
      const q = simplify(prefix);
      const words = prefix.toLowerCase().trim();
      const score = (t: ReferenceTopic): number => {
        if (!q) return t.kind === 'table' || t.kind === 'rpg-table' ? 0 : 9;
        const names = t.names.map(simplify);
        if (names.includes(q)) return 0;
        if (names.some((n) => n.startsWith(q))) return 1;
        if (names.some((n) => n.includes(q))) return 2;
        if (words.length >= 3 && `${t.label} ${t.text}`.toLowerCase().includes(words)) return 3;
        return 9;
      };
      return topics
        .map((t, i) => ({ t, i, s: score(t) }))
        .filter((x) => x.s < 9)
        .sort((a, b) => a.s - b.s || a.i - b.i)
        .slice(0, 25)
        .map(({ t }) => ({ name: clip(t.label, EMBED_LIMITS.choice), value: clip(valueOf(t), EMBED_LIMITS.choice) }));
    },
  };
}
