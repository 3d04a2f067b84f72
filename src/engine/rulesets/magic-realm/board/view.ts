import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import type { Viewer } from '../../../core/types.js';
import { defOf, faceUp } from '../map/board.js';
import { needsDiscovery } from '../map/graph.js';
import type { BoardState, Piece } from './state.js';
import { tilePathId } from '../map/tiles.js';
import { clearingColourMagic } from '../magic/colour-magic.js';
import type { BoardBuildingView, BoardReplyView, BoardView, BoardViewPiece } from './view-types.js';
import { boardOf } from './access.js';
import { spellsOn } from '../magic/in-force.js';

/**
 * The board as one viewer may see it. The GM sees everything. A player sees the tiles, roads and cave roads, the
 * hidden paths and secret passages his character discovered, the pieces everyone sees, and his own pieces (a hidden
 * character marked hidden). The public picture (`userId: ''`) shows no hidden piece and no undiscovered path.
 */
export function boardViewFor(state: GameState, viewer: Viewer): BoardView {
  const board = boardOf(state);
  const gm = isGmViewer(state, viewer);
  const known = new Set(knownPaths(state, viewer));
  const tiles = board.tiles.map((t) => {
    const def = defOf(t);
    const side = def.sides[t.side];
    // Issue 29: the spells in force on the tile, told at their reveal.
    const spells = spellsOn(state, `tile:${t.code}`).map((s) => (s.inert ? `${s.spell} (inert)` : s.spell));
    return {
      code: t.code,
      name: def.name,
      q: t.q,
      r: t.r,
      rotation: t.rotation,
      side: t.side,
      ...(spells.length ? { spells } : {}),
      clearings: side.clearings.map((c) => ({ number: c.number, type: c.type, xy: [c.xy[0], c.xy[1]] as [number, number], ...(c.magic ? { magic: clearingColourMagic(c, t.side) } : {}) })),
      paths: side.paths
        .filter((p) => !needsDiscovery(p.type) || known.has(tilePathId(t.code, p)))
        .map((p) => ({ from: p.from, to: p.to, type: p.type, ...(p.arc ? { arc: [p.arc[0], p.arc[1]] as [number, number] } : {}) })),
    };
  });
  const pieces: BoardViewPiece[] = board.pieces
    .filter((p) => sees(p, viewer.userId, gm))
    .map((p) => ({ id: p.id, label: p.label, kind: p.kind, tile: p.tile, ...(p.clearing !== undefined ? { clearing: p.clearing } : {}), ...(p.hidden ? { hidden: true } : {}) }));
  const perspective = gm ? 'GM' : viewer.userId ? (findPlayer(state, viewer.userId)?.character ?? 'public') : 'public';
  return { tiles, pieces, perspective };
}

/**
 * The board for one viewer's text replies: the picture's view, the paths he may route by, board building, and the
 * tile of `asker`'s character when this view shows it (a public view does not show him hidden, so it never tells).
 */
export function boardReplyViewFor(state: GameState, viewer: Viewer, asker: string = viewer.userId): BoardReplyView {
  const board = boardOf(state);
  const building = buildingView(state, board);
  const view = boardViewFor(state, viewer);
  const mine = asker ? board.pieces.find((p) => p.kind === 'character' && p.owner === asker) : undefined;
  const shown = mine && view.pieces.find((p) => p.id === mine.id);
  return { ...view, known: knownPaths(state, viewer), ...(building ? { building } : {}), ...(shown ? { askerTile: shown.tile } : {}) };
}

const isGmViewer = (state: GameState, viewer: Viewer): boolean => viewer.userId !== '' && isGm(state, viewer.userId);

/**
 * The hidden paths and secret passages a viewer may know and use: the GM every one on the board's face-up sides,
 * a player those his character discovered, the public none.
 */
function knownPaths(state: GameState, viewer: Viewer): string[] {
  const board = boardOf(state);
  if (isGmViewer(state, viewer)) return board.tiles.flatMap((t) => faceUp(t).paths.filter((p) => needsDiscovery(p.type)).map((p) => tilePathId(t.code, p)));
  return viewer.userId ? [...(board.discovered[viewer.userId] ?? [])] : [];
}

/** BI-2, BI-3: who places in which order, their hands and picks (all public at the table). */
function buildingView(state: GameState, board: BoardState): BoardBuildingView | undefined {
  const b = board.building;
  if (!b) return undefined;
  const players = b.order.map((userId) => ({
    userId,
    name: findPlayer(state, userId)?.userName ?? userId,
    hand: [...(b.hands[userId] ?? [])],
    ...(b.picks[userId] ? { pick: { ...b.picks[userId]! } } : {}),
  }));
  return { players, turn: b.turn };
}

/** May this viewer see this piece at all? */
export function sees(p: Piece, userId: string, gm: boolean): boolean {
  if (gm) return true;
  if (p.hidden) return !!userId && p.owner === userId;
  if (p.seenBy === 'all') return true;
  if (p.seenBy === 'gm') return false;
  return !!userId && p.seenBy.includes(userId);
}

// The board's reference and read-only questions the commands ask (issue 28): the tiles and ready layouts, where a
// tile fits, the clearings and routes of a board, a move's cost and the steps a character knows. Each is the same
// function the rules judge with, so a suggestion is one the engine accepts.
export { TILES, findTile } from '../map/tiles.js';
export { READY_LAYOUTS } from './layouts.js';
export { fitsOn } from './fits.js';
export { PLACE_DWELLINGS_HINT } from './view-types.js';
export { clearingOn, routeIn } from './routes.js';
export { boardGraph, clearingOf, moveCost, needsDiscovery, stepsFrom } from '../map/graph.js';
