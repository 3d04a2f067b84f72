/**
 * The 7th day's regeneration (core-tables procedure "seventh_day_regeneration"): after the monster roll of days 7,
 * 14, 21 and 28, every monster and native of the rolled row that is on the map (unhired: nothing is hired yet) goes
 * back to where it is set up — a garrison (Soldiers, Rogues, Order, Guard) straight onto its dwelling when that is on
 * the board, every other denizen into its box of the set-up card. Pure: the Daylight event carries what it moves.
 * Left to the GM: the dead (the engine does not kill yet), spells on them, the visitor and mission chits of the row
 * turning over, and the campfires' reset.
 */
import { clearingId } from '../map/board.js';
import type { Piece } from '../board/state.js';
import { isGarrison } from '../setup/deal.js';
import { boxOf, monsterBoxName, type SetUpCard } from '../setup/setup-card.js';
import { monstersNamed, nativeNamed } from './denizens.js';

export interface Regeneration {
  /** Pieces taken off the board into a box of the set-up card. */
  returned: { id: string; label: string; box: string }[];
  /** Garrison natives moved back onto their dwelling. */
  moved: { id: string; label: string; to: string }[];
}

/** Whether the day is a 7th day of its week: the calendar's, or without one every 7th day of the game. */
export const isSeventhDay = (calendarDay: number | undefined, gameDay: number): boolean => (calendarDay !== undefined ? calendarDay === 7 : gameDay % 7 === 0);

export function regenerate(pieces: readonly Piece[], card: SetUpCard | undefined, roll: number): Regeneration {
  const out: Regeneration = { returned: [], moved: [] };
  // How many of a name each box holds, counting what returns now: a monster goes back to a box of its own not yet full.
  const holds = (box: string, name: string) => boxOf(card, box).denizens.filter((d) => d === name).length + out.returned.filter((r) => r.box === box && r.label === name).length;
  const dwellings = pieces.filter((p) => p.kind === 'dwelling' && p.clearing !== undefined && p.seenBy === 'all');
  for (const p of pieces) {
    if (p.clearing === undefined) continue;
    if (p.kind === 'monster') {
      const defs = monstersNamed(p.label).filter((m) => !m.expansionOne && m.setUp.row === roll);
      if (!defs.length) continue;
      const def = defs.find((m) => holds(monsterBoxName(m.setUp), m.name) < m.count) ?? defs[0]!;
      out.returned.push({ id: p.id, label: p.label, box: monsterBoxName(def.setUp) });
    } else if (p.kind === 'native') {
      const n = nativeNamed(p.label);
      if (!n || n.setUp.row !== roll) continue;
      const home = isGarrison(n.setUp.start) ? dwellings.find((d) => d.label.trim().toLowerCase() === n.setUp.start.toLowerCase()) : undefined;
      if (!home) out.returned.push({ id: p.id, label: p.label, box: n.group });
      else if (home.tile !== p.tile || home.clearing !== p.clearing) out.moved.push({ id: p.id, label: p.label, to: clearingId(home.tile, home.clearing!) });
    }
  }
  return out;
}
