import { moveKey, swapId } from '../../../core/hand-over.js';
import type { GameState } from '../../../core/state.js';
import type { UserRef } from '../../../core/types.js';
import type { Piece } from './state.js';

const pieceHandedOver = (p: Piece, from: string, to: string): Piece => {
  const owner = p.owner === from ? { owner: to } : {};
  const seenBy = Array.isArray(p.seenBy) && p.seenBy.includes(from) ? { seenBy: swapId(p.seenBy, from, to) } : {};
  return { ...p, ...owner, ...seenBy };
};

/**
 * A character changing hands keeps his board: his pieces (and what they let him see), the paths he discovered, and
 * while the board is built his place in the order, his tiles and his pick.
 */
export function handBoardOver(state: GameState, from: UserRef, to: UserRef): GameState {
  const board = state.board;
  if (!board) return state;
  const b = board.building;
  const building = b && { ...b, order: swapId(b.order, from.id, to.id), hands: moveKey(b.hands, from.id, to.id), picks: moveKey(b.picks, from.id, to.id) };
  return {
    ...state,
    board: {
      ...board,
      pieces: board.pieces.map((p) => pieceHandedOver(p, from.id, to.id)),
      discovered: moveKey(board.discovered, from.id, to.id),
      ...(building ? { building } : {}),
      ...(board.picks ? { picks: moveKey(board.picks, from.id, to.id) } : {}),
    },
  };
}
