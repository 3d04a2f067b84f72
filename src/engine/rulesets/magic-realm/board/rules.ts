import { type GameState } from '../../../core/state.js';
import { GM_ONLY, PUBLIC, RuleError, type GameEvent, type UserRef } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { eventMaker, type EventOf } from '../../../core/part.js';
import { neighbour } from '../../../hex/grid.js';
import { clearingId, hexOf, placedTile, setTileSide, type Board, type PlacedTile } from './board.js';
import { BASIC_PLACEMENT } from './placement.js';
import { setUpChits } from './chits.js';
import { setUpCoreChits } from './core-chits.js';
import { emptyBoard, type BoardBuilding, type BoardState, type Piece } from './state.js';
import { EDGE_NAMES, type EdgeName } from './view-types.js';

/**
 * The rules players build the board by (BI-2): the reading in docs/rules.md — the Borderland first, each tile
 * touching the board with one of its roads meeting a road. The GM's own lists and the ready layouts follow it too.
 */
export const BOARD_RULES = BASIC_PLACEMENT;

export interface BoardEventPayloads {
  /** The GM laid the whole board (a ready layout or his list). */
  'board.laid': { tiles: PlacedTile[]; layout: string };
  /** BI-2: the tiles dealt, in turn order. */
  'board.dealt': { building: BoardBuilding };
  'board.placed': { tile: PlacedTile; by: UserRef; building?: BoardBuilding };
  /** Expansion One 1.2/3: the Ambush swapped for a discarded special tile. */
  'board.ambush-swapped': { by: UserRef; drawn: string; building: BoardBuilding };
  /** BI-3: a player with no tiles left chose his character and native group. */
  'board.picked': { by: UserRef; character: string; natives: string; building?: BoardBuilding };
  'board.side-set': { code: string; side: PlacedTile['side'] };
  'board.piece-set': { piece: Piece };
  'board.piece-removed': { id: string; label: string };
  /** X1-21: the chits dealt face down to the tiles, and the piles set aside for the groups (GM only). */
  'board.chits-set': { pieces: Piece[]; setAside: Record<string, string[]> };
  /** A public line for the log that says nothing secret. */
  'board.notice': { text: string };
  /** A hidden path or secret passage a player's character found (his knowledge). */
  'board.discovered': { userId: string; path: string };
}

export type BoardEvent = EventOf<BoardEventPayloads>;
export const ev = eventMaker<BoardEventPayloads>();

/**
 * The map chits dealt to the tiles: Expansion One's set-up (chits.ts, X1-21) in a game with it, else the core game's
 * (core-chits.ts), whose Valley warnings put the dwellings on the board at once. Face-down chits are the GM's.
 */
export function dealChits(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  const board = boardOf(state);
  if (state.options['expansion-one'] === true) {
    const { pieces, setAside } = setUpChits(dice, board.tiles);
    return [
      ev('board.chits-set', { pieces, setAside }, GM_ONLY, actor),
      ev('board.notice', { text: `The GM deals the chits: ${pieces.length} chits lie face down on the tiles (Expansion One 15.3–15.4).` }, PUBLIC, actor),
    ];
  }
  const { pieces, setAside, dwellings } = setUpCoreChits(dice, board.tiles);
  const shown = pieces.filter((p) => p.seenBy === 'all');
  const where = (p: Piece) => `the ${p.label} in ${clearingId(p.tile, p.clearing!)}`;
  return [
    ev('board.chits-set', { pieces: pieces.filter((p) => p.seenBy !== 'all'), setAside }, GM_ONLY, actor),
    ...[...shown, ...dwellings.filter((d) => !board.pieces.some((p) => p.kind === 'dwelling' && p.label === d.label))].map((piece) => ev('board.piece-set', { piece }, PUBLIC, actor)),
    ev('board.notice', { text: `The GM deals the map chits: ${pieces.length - shown.length} face down, the Valley warnings face up (${shown.map((p) => `${p.label} on ${p.tile}`).join(', ')}); the dwellings they hold stand at ${dwellings.map(where).join(', ')}.` }, PUBLIC, actor),
  ];
}

export const boardOf = (state: GameState): BoardState => state.board ?? emptyBoard();

/** A public line of the board's log (it says nothing secret). */
export const boardNotice = (text: string, actor: string): GameEvent => ev('board.notice', { text }, PUBLIC, actor);


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

export function applyBoardEvent(state: GameState, e: BoardEvent): GameState {
  const board = boardOf(state);
  const set = (b: Partial<BoardState>): GameState => ({ ...state, board: { ...board, ...b } });
  switch (e.type) {
    case 'board.laid': {
      const { building: _, ...rest } = board;
      return { ...state, board: { ...rest, tiles: e.payload.tiles } };
    }
    case 'board.dealt':
      return set({ building: e.payload.building });
    case 'board.placed': {
      const { building: _, ...rest } = board;
      return { ...state, board: { ...rest, tiles: [...board.tiles, e.payload.tile], ...(e.payload.building ? { building: e.payload.building } : {}) } };
    }
    case 'board.ambush-swapped':
      return set({ building: e.payload.building });
    case 'board.picked': {
      const { building: _, ...rest } = board;
      const picks = { ...board.picks, [e.payload.by.id]: { character: e.payload.character, natives: e.payload.natives } };
      return { ...state, board: { ...rest, picks, ...(e.payload.building ? { building: e.payload.building } : {}) } };
    }
    case 'board.side-set':
      return set({ tiles: setTileSide(board.tiles, e.payload.code, e.payload.side) });
    case 'board.piece-set':
      return set({ pieces: [...board.pieces.filter((p) => p.id !== e.payload.piece.id), e.payload.piece] });
    case 'board.piece-removed':
      return set({ pieces: board.pieces.filter((p) => p.id !== e.payload.id) });
    case 'board.chits-set':
      return set({ pieces: [...board.pieces, ...e.payload.pieces], setAside: e.payload.setAside });
    case 'board.notice':
      return state;
    case 'board.discovered':
      return set({ discovered: { ...board.discovered, [e.payload.userId]: [...new Set([...(board.discovered[e.payload.userId] ?? []), e.payload.path])] } });
  }
}
