/** The board's events (their words for /log and /gm undo are in part.ts). */
import { eventMaker, type EventOf } from '../../../core/part.js';
import { PUBLIC, type GameEvent, type UserRef } from '../../../core/types.js';
import type { PlacedTile } from '../map/board.js';
import type { BoardBuilding, Piece } from './state.js';

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

/** A public line of the board's log (it says nothing secret). */
export const boardNotice = (text: string, actor: string): GameEvent => ev('board.notice', { text }, PUBLIC, actor);
