/** The board's events (their words for /log and /gm undo are in part.ts). */
import { eventMaker, type EventOf, type EventTable } from '../../../core/part.js';
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

/** The hidden and GM-only events of the board mark their log line with a lock. */
const lock = (e: { visibility: { kind: string } }) => (e.visibility.kind === 'public' ? '' : '🔒 ');

/** The words of each event: its /log line and its /gm undo words. */
export const BOARD_EVENT_WORDS: EventTable<BoardEventPayloads> = {
  'board.laid': { log: (e) => `The board is laid: ${e.payload.tiles.length} tiles (${e.payload.layout})`, undo: () => 'the board layout' },
  'board.dealt': { log: (e) => `The tiles are dealt to ${e.payload.building.order.length} player(s)`, undo: () => 'the deal of the tiles' },
  'board.placed': {
    log: (e) => `${e.payload.by.name} places ${e.payload.tile.code} at ${e.payload.tile.q},${e.payload.tile.r} turned ${e.payload.tile.rotation}`,
    undo: (e) => `${e.payload.by.name} placing ${e.payload.tile.code}`,
  },
  'board.ambush-swapped': { log: (e) => `${e.payload.by.name} swaps the Ambush for ${e.payload.drawn}`, undo: () => 'the Ambush swap' },
  'board.picked': {
    log: (e) => `${e.payload.by.name} picks ${e.payload.character} (equipment from the ${e.payload.natives})`,
    undo: (e) => `${e.payload.by.name}'s pick of a character`,
  },
  'board.side-set': {
    log: (e) => `${e.payload.code} is turned ${e.payload.side === 'enchanted' ? 'to its enchanted side' : 'back to its normal side'}`,
    undo: (e) => `turning over ${e.payload.code}`,
  },
  'board.chits-set': { log: (e) => `🔒 ${e.payload.pieces.length} chits dealt to the tiles`, undo: () => 'the chit set-up' },
  'board.notice': { log: (e) => e.payload.text, undo: false },
  'board.piece-set': {
    log: (e) => `${lock(e)}${e.payload.piece.label} at ${e.payload.piece.tile}${e.payload.piece.clearing ?? ''}`,
    undo: (e) => (e.visibility.kind === 'public' ? `placing ${e.payload.piece.label}` : 'a change to the board'),
  },
  'board.piece-removed': {
    log: (e) => `${lock(e)}${e.payload.label} leaves the board`,
    undo: (e) => (e.visibility.kind === 'public' ? `removing ${e.payload.label}` : 'a change to the board'),
  },
  'board.discovered': { log: (e) => `🔒 A path is discovered: ${e.payload.path}`, undo: () => 'a discovery' },
};
