/**
 * The clearings of a board and the connections between them: paths inside a tile, and joins across two tiles
 * where a path leaves tile A by the edge facing tile B and a path of B leaves by the facing edge. A path to an edge
 * with no tile beyond, or whose neighbour has no path on the facing edge, goes nowhere (it is listed as a dead end).
 *
 * Who may use what: roads and cave roads always; hidden paths and secret passages only when the character has
 * discovered them. Knowledge is kept as tile path ids (tiles.ts `tilePathId`: `BV2-BV5`, `DF1-SW`), so it does
 * not depend on where the tile lies or which tiles are beside it.
 */
import { neighbour } from '../../../hex/grid.js';
import type { PathType } from '../board/view-types.js';
import { clearingId, defOf, edgeFacing, faceUp, facing, hexOf, tileAt, type Board, type BoardClearing, type ClearingId, boardClearings } from './board.js';
import { isEdgeName, tilePathId, VOLCANO } from './tiles.js';

export interface Connection {
  /** `BV2-BV5` inside a tile; across two tiles the two clearing ids, sorted: `AV5-B1`. */
  readonly id: string;
  readonly a: ClearingId;
  readonly b: ClearingId;
  /** Across tiles: the more restricted of the two paths' types (a road joined to the Dark Forest's hidden path is hidden, X1-3). */
  readonly type: PathType;
  /** The tile paths it is made of: one inside a tile, two across tiles. */
  readonly parts: readonly { readonly id: string; readonly type: PathType }[];
  readonly crossTile: boolean;
}

/** A path that leaves by an edge and joins nothing. */
export interface DeadEnd {
  readonly clearing: ClearingId;
  readonly pathId: string;
  /** The grid direction it leaves by. */
  readonly direction: number;
  /** Why: no tile beyond, or the tile beyond has no path on the facing edge. */
  readonly beyond?: string;
}

export interface BoardGraph {
  readonly clearings: ReadonlyMap<ClearingId, BoardClearing>;
  readonly connections: readonly Connection[];
  /** Connections of each clearing, sorted by the clearing at the other end. */
  readonly byClearing: ReadonlyMap<ClearingId, readonly Connection[]>;
  readonly deadEnds: readonly DeadEnd[];
}

/** The set of tile path ids a character has discovered (hidden paths, secret passages). */
export type Known = ReadonlySet<string> | readonly string[];
const asSet = (known: Known | undefined): ReadonlySet<string> => (known instanceof Set ? known : new Set(known ?? []));

const RESTRICTION: Record<PathType, number> = { normal: 0, caves: 1, hidden: 2, secret: 3 };
const stricter = (a: PathType, b: PathType): PathType => (RESTRICTION[a] >= RESTRICTION[b] ? a : b);

/** Hidden paths and secret passages need discovering; roads and cave roads do not. */
export const needsDiscovery = (type: PathType): boolean => type === 'hidden' || type === 'secret';

// Boards are immutable lists, so the graph of a list is computed once.
const cache = new WeakMap<Board, BoardGraph>();

export function boardGraph(board: Board): BoardGraph {
  const cached = cache.get(board);
  if (cached) return cached;
  const clearings = new Map(boardClearings(board).map((c) => [c.id, c]));
  const connections: Connection[] = [];
  const deadEnds: DeadEnd[] = [];
  for (const t of board) {
    for (const p of faceUp(t).paths) {
      const from = clearingId(t.code, p.from);
      const part = { id: tilePathId(t.code, p), type: p.type };
      if (!isEdgeName(p.to)) {
        connections.push({ id: part.id, a: from, b: clearingId(t.code, p.to), type: p.type, parts: [part], crossTile: false });
        continue;
      }
      const direction = facing(t, p.to);
      const other = tileAt(board, neighbour(hexOf(t), direction));
      if (!other) {
        deadEnds.push({ clearing: from, pathId: part.id, direction });
        continue;
      }
      const facingEdge = edgeFacing(other, direction + 3);
      const q = faceUp(other).paths.find((k) => k.to === facingEdge);
      if (!q) {
        deadEnds.push({ clearing: from, pathId: part.id, direction, beyond: `${defOf(other).name} has no path on that edge` });
        continue;
      }
      // Each join is seen from both tiles: keep it once, from the tile that comes first on the board.
      if (board.indexOf(other) < board.indexOf(t)) continue;
      const to = clearingId(other.code, q.from);
      const [a, b] = [from, to].sort() as [string, string];
      const otherPart = { id: tilePathId(other.code, q), type: q.type };
      connections.push({ id: `${a}-${b}`, a, b, type: stricter(p.type, q.type), parts: [part, otherPart], crossTile: true });
    }
  }
  const byClearing = new Map<ClearingId, Connection[]>([...clearings.keys()].map((id) => [id, []]));
  for (const c of connections) {
    byClearing.get(c.a)?.push(c);
    byClearing.get(c.b)?.push(c);
  }
  for (const [id, list] of byClearing) list.sort((x, y) => otherEnd(x, id).localeCompare(otherEnd(y, id)) || x.id.localeCompare(y.id));
  const graph: BoardGraph = { clearings, connections, byClearing, deadEnds };
  cache.set(board, graph);
  return graph;
}

export const otherEnd = (c: Connection, from: ClearingId): ClearingId => (c.a === from ? c.b : c.a);

/**
 * May a character with these discoveries use this connection? Roads and cave roads: always. Hidden paths and
 * secret passages: only when every hidden or secret tile path of it is among his discoveries.
 */
export function mayUsePath(connection: Connection, known?: Known): boolean {
  const k = asSet(known);
  return connection.parts.every((p) => !needsDiscovery(p.type) || k.has(p.id));
}

/** The clearings one step from a clearing by connections this character may use, with the connection. */
export function stepsFrom(board: Board, from: ClearingId, known?: Known): { clearing: ClearingId; connection: Connection }[] {
  const g = boardGraph(board);
  const k = asSet(known);
  return (g.byClearing.get(from) ?? []).filter((c) => mayUsePath(c, k)).map((c) => ({ clearing: otherEnd(c, from), connection: c }));
}

/** The connection a character may use between two clearings, if any (the least restricted one). */
export function connectionBetween(board: Board, a: ClearingId, b: ClearingId, known?: Known): Connection | undefined {
  return stepsFrom(board, a, known).find((s) => s.clearing === b)?.connection;
}

export function clearingOf(board: Board, id: ClearingId): BoardClearing | undefined {
  return boardGraph(board).clearings.get(id);
}

/** The type of a clearing (woods, caves, mountain, normal): the caves' daylight rule is read from it elsewhere. */
export function clearingType(board: Board, id: ClearingId): BoardClearing['type'] | undefined {
  return clearingOf(board, id)?.type;
}

export interface MoveCostOptions {
  /** SW-3: MOVE phases to enter a mountain clearing this season; 2 in the core rules. */
  mountainMovePhases?: number;
}

/**
 * MOVE phases to enter a clearing: a mountain clearing the season's mountain cost (SW-3, 2 by default); a clearing
 * of the Volcano 2 (X1-2) — its clearings are mountain clearings too, so a season's higher cost applies there as
 * well (the reading: max(2, season)); every other clearing 1.
 */
export function moveCost(board: Board, id: ClearingId, options: MoveCostOptions = {}): number {
  const c = clearingOf(board, id);
  if (!c) throw new Error(`${id} is not a clearing of this board`);
  const mountain = options.mountainMovePhases ?? 2;
  if (c.code === VOLCANO) return Math.max(2, c.type === 'mountain' ? mountain : 2);
  return c.type === 'mountain' ? mountain : 1;
}

/** MOVE phases of a route: the cost of each clearing entered (the first is where the character stands). */
export function routeMovePhases(board: Board, route: readonly ClearingId[], options: MoveCostOptions = {}): number {
  return route.slice(1).reduce((n, id) => n + moveCost(board, id, options), 0);
}

/**
 * A shortest route from one clearing to another by the connections this character may use: the fewest clearings
 * entered (breadth first; ties go to the clearing id that sorts first, so the answer is always the same). The route
 * lists the clearings from `from` to `to`, both included; undefined when there is none.
 */
export function shortestRoute(board: Board, from: ClearingId, to: ClearingId, known?: Known): ClearingId[] | undefined {
  const g = boardGraph(board);
  if (!g.clearings.has(from) || !g.clearings.has(to)) return undefined;
  const k = asSet(known);
  const previous = new Map<ClearingId, ClearingId | null>([[from, null]]);
  let frontier = [from];
  while (frontier.length && !previous.has(to)) {
    const next: ClearingId[] = [];
    for (const c of frontier) {
      for (const s of stepsFrom(board, c, k)) {
        if (previous.has(s.clearing)) continue;
        previous.set(s.clearing, c);
        next.push(s.clearing);
      }
    }
    frontier = next;
  }
  if (!previous.has(to)) return undefined;
  const route: ClearingId[] = [];
  for (let c: ClearingId | null = to; c !== null; c = previous.get(c) ?? null) route.unshift(c);
  return route;
}

/** Every clearing this character can reach from a clearing (itself included). */
export function reachable(board: Board, from: ClearingId, known?: Known): Set<ClearingId> {
  const k = asSet(known);
  const seen = new Set<ClearingId>([from]);
  const stack = [from];
  while (stack.length) {
    for (const s of stepsFrom(board, stack.pop()!, k)) {
      if (!seen.has(s.clearing)) {
        seen.add(s.clearing);
        stack.push(s.clearing);
      }
    }
  }
  return seen;
}

/** SW-5: gold per clearing of the shortest route, and the payoff when there is no route. */
export const MISSION_GOLD_PER_CLEARING = 2;
export const MISSION_GOLD_NO_ROUTE = 30;

/**
 * SW-5 (Seasons 2.322): the mission payoff, fixed when the counter is taken — 2 gold per clearing of the shortest
 * route by the paths this character may use, counting the clearings entered (the destination included, the
 * starting clearing not); 30 gold when there is no route or the destination is not on the board.
 */
export function missionPayoff(board: Board, from: ClearingId, to: ClearingId, known?: Known): number {
  const route = shortestRoute(board, from, to, known);
  return route ? MISSION_GOLD_PER_CLEARING * (route.length - 1) : MISSION_GOLD_NO_ROUTE;
}
