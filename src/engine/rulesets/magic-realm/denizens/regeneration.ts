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
  for (const p of pieces) if (p.clearing !== undefined) sendBack(out, pieces, card, p, roll);
  return out;
}

/**
 * One denizen on the map back to where it is set up (issue 29, Small Blessing's "I wish you were elsewhere"): the
 * same places as the 7th day's, whatever its row. Empty when the piece is no monster or native of the data.
 */
export function sentHome(pieces: readonly Piece[], card: SetUpCard | undefined, p: Piece): Regeneration {
  const out: Regeneration = { returned: [], moved: [] };
  sendBack(out, pieces, card, p);
  return out;
}

/** Adds where `p` goes back to (only a denizen of the row `row`, when given) to `out`. */
function sendBack(out: Regeneration, pieces: readonly Piece[], card: SetUpCard | undefined, p: Piece, row?: number): void {
  // How many of a name each box holds, counting what returns now: a monster goes back to a box of its own not yet full.
  const holds = (box: string, name: string) => boxOf(card, box).denizens.filter((d) => d === name).length + out.returned.filter((r) => r.box === box && r.label === name).length;
  if (p.kind === 'monster') {
    const defs = monstersNamed(p.label).filter((m) => !m.expansionOne && (row === undefined || m.setUp.row === row));
    if (!defs.length) return;
    const def = defs.find((m) => holds(monsterBoxName(m.setUp), m.name) < m.count) ?? defs[0]!;
    out.returned.push({ id: p.id, label: p.label, box: monsterBoxName(def.setUp) });
  } else if (p.kind === 'native') {
    const n = nativeNamed(p.label);
    if (!n || (row !== undefined && n.setUp.row !== row)) return;
    const home = isGarrison(n.setUp.start) ? pieces.find((d) => d.kind === 'dwelling' && d.clearing !== undefined && d.seenBy === 'all' && d.label.trim().toLowerCase() === n.setUp.start.toLowerCase()) : undefined;
    if (!home) out.returned.push({ id: p.id, label: p.label, box: n.group });
    else if (home.tile !== p.tile || home.clearing !== p.clearing) out.moved.push({ id: p.id, label: p.label, to: clearingId(home.tile, home.clearing!) });
  }
}
