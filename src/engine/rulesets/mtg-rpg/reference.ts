/** What the MtG RPG hands /rules besides its rules (src/engine/reference/entry.ts): its lookup tables (lookup-tables.ts). */
import { fitEntry, type ReferenceEntry, type ReferenceTopic } from '../../reference/entry.js';
import { RPG_LOOKUP_TABLES, type RpgLookupTable } from './lookup-tables.js';

function rpgTableEntry(t: RpgLookupTable): ReferenceEntry {
  const inline = t.rows.every((r) => r.value.length <= 24);
  return fitEntry({
    kind: 'rpg-table',
    key: t.id,
    title: `${t.title} (${t.rule})`,
    description: [t.note, `MtG RPG, lines ${t.lines}`].filter(Boolean).join('\n'),
    fields: t.rows.map((r) => ({ name: r.name, value: r.value, inline })),
  });
}

export const MTG_RPG_REFERENCE: readonly ReferenceTopic[] = RPG_LOOKUP_TABLES.map((t) => ({
  kind: 'rpg-table' as const,
  key: t.id,
  names: [t.id, t.title],
  label: `MtG RPG table: ${t.title}`,
  text: '',
  entry: () => rpgTableEntry(t),
}));
