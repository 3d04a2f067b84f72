import { clearingId, parseClearingId, type ClearingId } from '../map/board.js';
import { missionPayoff, shortestRoute } from '../map/graph.js';
import type { BoardReplyView } from './view-types.js';

/** A clearing as a player types it (`bv5`), when its tile is on this viewer's board; undefined otherwise. */
export function clearingOn(view: Pick<BoardReplyView, 'tiles'>, text: string): ClearingId | undefined {
  const id = parseClearingId(text);
  return id && view.tiles.some((t) => t.code === id.code) ? clearingId(id.code, id.number) : undefined;
}

/**
 * The shortest route between two clearings by the paths this viewer may use (his discoveries; the GM's: all), and
 * the payoff of a mission taken now along it (SW-5, graph.ts `missionPayoff`). Computed from the view only.
 */
export function routeIn(view: Pick<BoardReplyView, 'tiles' | 'known'>, from: ClearingId, to: ClearingId): { route?: ClearingId[]; payoff: number } {
  const route = shortestRoute(view.tiles, from, to, view.known);
  return { ...(route ? { route } : {}), payoff: missionPayoff(view.tiles, from, to, view.known) };
}
