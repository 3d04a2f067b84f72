/**
 * The "Choice" row of the search tables (Peer 1, Locate 1, Magic Sight 1): the character takes any one of the rows
 * it names — Peer 2, Peer 3, Locate 2 or Locate 4 (core-tables.json, RealmSpeak's offer). Played by post, he cannot be
 * asked in the middle of a turn, so he writes his pick with the phase when he records it, the way the BIMR games'
 * orders did: `P/L4`, `L/L2`, `MS/P3`. Unwritten, the bot takes the row that does what the search is for
 * (DEFAULT_CHOICE: Peer's clues and paths; Locate's and Magic Sight's sites). Pure data and look-ups.
 */
import { LOCATE, PEER } from './core-tables-data.js';
import type { Find, SearchResult, TableRowRef } from './types.js';

export type ChoiceRow = 'P2' | 'P3' | 'L2' | 'L4';

const ref = (r: ChoiceRow): TableRowRef => ({ table: r.startsWith('P') ? 'peer' : 'locate', roll: Number(r.slice(1)) });

/** The rows the Choice offers, as the tables' data says (Peer 1's list; Locate 1's is the same). */
export const CHOICE_ROWS: readonly ChoiceRow[] = (() => {
  const choice = PEER.rows[0]!.result as Extract<SearchResult, { kind: 'choice' }>;
  return choice.of.map((r) => `${r.table === 'peer' ? 'P' : 'L'}${r.roll}` as ChoiceRow);
})();

/** The pick a search takes on a Choice when the player wrote none. */
export const DEFAULT_CHOICE: Readonly<Record<'P' | 'L' | 'MS', ChoiceRow>> = { P: 'P2', L: 'L4', MS: 'L4' };

/** A written pick (`l4`, `P3`), or undefined when it is none of the Choice's rows. */
export function parseChoice(text: string): ChoiceRow | undefined {
  const t = text.trim().toUpperCase() as ChoiceRow;
  return CHOICE_ROWS.includes(t) ? t : undefined;
}

/** What the picked row finds. */
export function choiceFinds(row: ChoiceRow): Find[] {
  const { table, roll } = ref(row);
  const result = (table === 'peer' ? PEER : LOCATE).rows.find((r) => roll >= r.from && roll <= r.to)!.result;
  return result.kind === 'discover' ? [...result.finds] : [];
}

/** "Locate 4", for the messages. */
export const choiceWords = (row: ChoiceRow): string => `${row.startsWith('P') ? 'Peer' : 'Locate'} ${row.slice(1)}`;
