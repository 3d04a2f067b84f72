/** The board after its events (issue 28: one applier per event type, a missing one a compile error). */
import { evolveBy, unchanged, type Appliers } from '../../../core/handlers.js';
import type { GameState } from '../../../core/state.js';
import { setTileSide } from '../map/board.js';
import { boardOf } from './access.js';
import type { BoardEvent } from './events.js';
import type { BoardState } from './state.js';

/** What every applier is given: a setter of the board's fields. */
type SetBoard = (b: Partial<BoardState>) => GameState;

/** A new board without the building under way (the board is laid, or a tile placed, or a character picked). */
const withoutBuilding = (state: GameState, b: Partial<BoardState>): GameState => {
  const { building: _, ...rest } = boardOf(state);
  return { ...state, board: { ...rest, ...b } };
};

const APPLY: Appliers<BoardEvent, SetBoard> = {
  'board.laid': (state, e) => withoutBuilding(state, { tiles: e.payload.tiles }),
  'board.dealt': (_, e, set) => set({ building: e.payload.building }),
  'board.placed': (state, e) => withoutBuilding(state, { tiles: [...boardOf(state).tiles, e.payload.tile], ...(e.payload.building ? { building: e.payload.building } : {}) }),
  'board.ambush-swapped': (_, e, set) => set({ building: e.payload.building }),
  'board.picked': (state, e) => {
    const picks = { ...boardOf(state).picks, [e.payload.by.id]: { character: e.payload.character, natives: e.payload.natives } };
    return withoutBuilding(state, { picks, ...(e.payload.building ? { building: e.payload.building } : {}) });
  },
  'board.side-set': (state, e, set) => set({ tiles: setTileSide(boardOf(state).tiles, e.payload.code, e.payload.side) }),
  'board.piece-set': (state, e, set) => set({ pieces: [...boardOf(state).pieces.filter((p) => p.id !== e.payload.piece.id), e.payload.piece] }),
  'board.piece-removed': (state, e, set) => set({ pieces: boardOf(state).pieces.filter((p) => p.id !== e.payload.id) }),
  'board.chits-set': (state, e, set) => set({ pieces: [...boardOf(state).pieces, ...e.payload.pieces], setAside: e.payload.setAside }),
  'board.notice': unchanged,
  'board.discovered': (state, e, set) => {
    const board = boardOf(state);
    return set({ discovered: { ...board.discovered, [e.payload.userId]: [...new Set([...(board.discovered[e.payload.userId] ?? []), e.payload.path])] } });
  },
};

export const applyBoardEvent = evolveBy(APPLY, (state): SetBoard => (b) => ({ ...state, board: { ...boardOf(state), ...b } }));
