import { neighbour } from '../../../hex/grid.js';
import type { Board } from '../map/board.js';
import { legalPlacements } from './placement.js';
import { BOARD_RULES } from './placement.js';
import { EDGE_NAMES, type BoardView } from './view-types.js';

/**
 * BI-2: where a tile may go now on the board this viewer sees (every placed tile is public), each place written as a
 * player types it for /board place: `at:"B NE" rotation:2`, or `at:0,-1 rotation:0` where no tile is beside it.
 */
export function fitsOn(view: Pick<BoardView, 'tiles'>, code: string): string[] {
  return legalPlacements(view.tiles, code, BOARD_RULES).map((p) => `${placeName(view.tiles, p.q, p.r)} rotation:${p.rotation}`);
}

/** A place as a player may type it (position.ts `parsePosition` reads it back): beside a placed tile, or q,r. */
function placeName(tiles: Board, q: number, r: number): string {
  for (const t of tiles) {
    for (let d = 0; d < 6; d++) {
      const n = neighbour({ q: t.q, r: t.r }, d);
      if (n.q === q && n.r === r) return `at:"${t.code} ${EDGE_NAMES[d]}"`;
    }
  }
  return `at:${q},${r}`;
}
