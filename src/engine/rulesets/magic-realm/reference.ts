/**
 * What Magic Realm hands /rules besides its rules and tables (src/engine/reference/entry.ts): Expansion One's travellers
 * (X1-13), and every spell — the published game's spell cards (their words are the reference data's one-liners) and
 * Expansion One's LIST OF SPELLS (X1-22) — each with the table he or it uses, and whether the bot carries the spell
 * out in play yet (magic/spell-effects.ts).
 */
import { fitEntry, type ReferenceEntry, type ReferenceTopic } from '../../reference/entry.js';
import { tableField } from '../../reference/table-entries.js';
import { TRAVELLERS, type Traveller } from './denizens/travellers.js';
import { carriedOut } from './magic/spell-effects.js';
import { SPELLS } from './magic/spells.js';
import type { Spell } from './magic/types.js';
import { MAGIC_REALM_CATALOG } from './tables/catalog.js';

const tableNamed = (name: string | undefined) => (name ? MAGIC_REALM_CATALOG.find(name) : undefined);

/** Whether the bot carries the spell out when it is cast (issue 29), or refuses the cast for now. */
const inPlay = (s: Spell): string =>
  !carriedOut(s.name) ? `The bot does not carry ${s.name} out yet: a cast of it is refused, and the GM resolves it if the table wants it.` : 'The bot carries it out when it is cast in combat.';

function spellEntry(s: Spell): ReferenceEntry {
  const table = tableNamed(s.table);
  return fitEntry({
    kind: 'spell',
    key: s.name,
    title: `${s.name} (${s.type}/${s.colour})`,
    description: s.text,
    fields: [
      { name: 'Target', value: s.target, inline: true },
      { name: 'Duration', value: s.duration, inline: true },
      { name: s.source === 'expansion-one' ? 'Rule' : 'Source', value: s.source === 'expansion-one' ? 'X1-22' : 'spell card', inline: true },
      { name: 'In play', value: inPlay(s) },
      ...(s.listedType ? [{ name: 'Note', value: `The list gives type ${s.listedType}; it stands under TYPE ${s.type}.` }] : []),
      ...(table ? [tableField(table)] : []),
    ],
  });
}

function travellerEntry(t: Traveller): ReferenceEntry {
  const table = tableNamed(t.table);
  const hire = t.wage === null ? (t.wageNote ?? 'not hired for a wage') : `${t.wage} gold${t.wageNote ? ` (${t.wageNote})` : ''}`;
  return fitEntry({
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

/** The travellers, then every spell: the published game's cards, then Expansion One's list. */
export const MAGIC_REALM_REFERENCE: readonly ReferenceTopic[] = [
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
];
