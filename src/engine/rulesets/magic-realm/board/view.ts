import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import type { Viewer } from '../../../core/types.js';
import { defOf } from './board.js';
import { needsDiscovery } from './graph.js';
import type { Piece } from './state.js';
import { tilePathId } from './tiles.js';
import { clearingColourMagic } from '../magic/colour-magic.js';
import type { BoardView, BoardViewPiece } from './view-types.js';
import { boardOf } from './rules.js';

/**
 * The board as one viewer may see it. The GM sees everything. A player sees the tiles, roads and cave roads, the
 * hidden paths and secret passages his character discovered, the pieces everyone sees, and his own pieces (a hidden
 * character marked hidden). The public picture (`userId: ''`) shows no hidden piece and no undiscovered path.
 */
export function boardViewFor(state: GameState, viewer: Viewer): BoardView {
  const board = boardOf(state);
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  const known = new Set(board.discovered[viewer.userId] ?? []);
  const tiles = board.tiles.map((t) => {
    const def = defOf(t);
    const side = def.sides[t.side];
    return {
      code: t.code,
      name: def.name,
      q: t.q,
      r: t.r,
      rotation: t.rotation,
      side: t.side,
      clearings: side.clearings.map((c) => ({ number: c.number, type: c.type, xy: [c.xy[0], c.xy[1]] as [number, number], ...(c.magic ? { magic: clearingColourMagic(c, t.side) } : {}) })),
      paths: side.paths
        .filter((p) => gm || !needsDiscovery(p.type) || known.has(tilePathId(t.code, p)))
        .map((p) => ({ from: p.from, to: p.to, type: p.type, ...(p.arc ? { arc: [p.arc[0], p.arc[1]] as [number, number] } : {}) })),
    };
  });
  const pieces: BoardViewPiece[] = board.pieces
    .filter((p) => sees(p, viewer.userId, gm))
    .map((p) => ({ id: p.id, label: p.label, kind: p.kind, tile: p.tile, ...(p.clearing !== undefined ? { clearing: p.clearing } : {}), ...(p.hidden ? { hidden: true } : {}) }));
  const perspective = gm ? 'GM' : viewer.userId ? (findPlayer(state, viewer.userId)?.character ?? 'public') : 'public';
  return { tiles, pieces, perspective };
}

/** May this viewer see this piece at all? */
export function sees(p: Piece, userId: string, gm: boolean): boolean {
  if (gm) return true;
  if (p.hidden) return !!userId && p.owner === userId;
  if (p.seenBy === 'all') return true;
  if (p.seenBy === 'gm') return false;
  return !!userId && p.seenBy.includes(userId);
}
