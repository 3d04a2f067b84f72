import { RuleError } from '../../../core/types.js';
import { neighbour } from '../../../hex/grid.js';
import { hexOf, placedTile, type Board } from '../map/board.js';
import { EDGE_NAMES, type EdgeName } from './view-types.js';

/**
 * Where a tile goes, as a player says it: `0,-1` (axial q,r) or a placed tile and a direction, `BV NE` (the place
 * to the north-east of the Bad Valley on the board).
 */
export function parsePosition(board: Board, text: string): { q: number; r: number } {
  const t = text.trim();
  const xy = t.match(/^(-?\d{1,2})\s*,\s*(-?\d{1,2})$/);
  if (xy) return { q: Number(xy[1]), r: Number(xy[2]) };
  const rel = t.toUpperCase().match(/^([A-Z]{1,2})\s+(N|NE|SE|S|SW|NW)$/);
  if (rel) {
    const from = placedTile(board, rel[1]!);
    if (!from) throw new RuleError(`${rel[1]} is not on the board`, 'name a placed tile and a direction, e.g. at:"B NE", or give q,r');
    return neighbour(hexOf(from), EDGE_NAMES.indexOf(rel[2] as EdgeName));
  }
  throw new RuleError(`"${text}" is not a place on the board`, 'say a placed tile and a direction (at:"B NE") or axial coordinates (at:"0,-1")');
}
