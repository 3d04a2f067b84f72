/** The rule index (rule-index.ts) as /rules shows it: a rule by its ID, a reading of the MtG RPG's inventory by its own. */
import { fitEntry, type ReferenceEntry, type ReferenceTopic } from './entry.js';
import { READINGS, RULE_INDEX, type ReadingRow, type RuleRow } from './rule-index.js';

/** "(R5)", "R47" in an inventory row point to readings. */
function readingsOf(text: string): string[] {
  const ids = [...text.matchAll(/\bR(\d{1,2})\b/g)].map((m) => `RPG-R${m[1]}`);
  return [...new Set(ids)].filter((id) => READINGS.some((r) => r.id === id));
}

function ruleEntry(r: RuleRow): ReferenceEntry {
  const see = r.id.startsWith('RPG-') ? readingsOf(r.summary) : [];
  return fitEntry({
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
  return fitEntry({
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

/** Every rule, then every reading. */
export const ruleTopics = (): ReferenceTopic[] => [
  ...RULE_INDEX.map((r) => ({ kind: 'rule' as const, key: r.id, names: [r.id], label: `${r.id}: ${r.summary}`, text: r.summary, entry: () => ruleEntry(r) })),
  ...READINGS.map((r) => ({
    kind: 'rule' as const,
    key: r.id,
    names: [r.id],
    label: `${r.id} (reading): ${r.title}`,
    text: `${r.title} ${r.summary}`,
    entry: () => readingEntry(r),
  })),
];
