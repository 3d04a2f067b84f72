import type { PlacedTile } from '../map/board.js';
import type { PieceKind } from './view-types.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The Magic Realm board: tiles, pieces, what each character discovered, board building. */
    board: BoardState;
  }
}

/**
 * A piece on the board (characters, dwellings, visitors and mission counters, monsters, natives, travellers,
 * chits, gates): in a clearing, or on a tile outside its clearings (a lost character, a pod "in the woods").
 */
export interface Piece {
  id: string;
  label: string;
  kind: PieceKind;
  tile: string;
  clearing?: number;
  /** Who may see it at all: everyone, the GM only (an unrevealed chit), or these players and the GM. */
  seenBy: 'all' | 'gm' | string[];
  /** A hidden character: its owner and the GM see it (marked hidden); nobody else does. */
  hidden?: boolean;
  /** The player whose piece it is (his character). */
  owner?: string;
  /**
   * A monster's parts destroyed in combat (X1-20: the Minotaur's buckler), gone until the monster returns to the
   * set-up card (Expansion One 14.1/2) — a piece that comes back from it is a new piece, without this.
   */
  lost?: string[];
}

/** BI-2, BI-3: board building in progress — tiles dealt to players, placed in turn order; then character choice. */
export interface BoardBuilding {
  /** Player ids in the order they place. */
  order: string[];
  /** Whose turn it is (index into order). */
  turn: number;
  /** Tiles still in each player's hand. */
  hands: Record<string, string[]>;
  /** The special tiles set aside (X1-1), from which the Ambush may be swapped (Expansion One 1.2/3). */
  discarded: string[];
  /** BI-3: what each player chose when his hand was empty: his character and the native group of his equipment. */
  picks: Record<string, { character: string; natives: string }>;
}

export interface BoardState {
  tiles: readonly PlacedTile[];
  pieces: Piece[];
  /** Hidden paths and secret passages each player's character has discovered (path ids of the board graph). */
  discovered: Record<string, string[]>;
  /** The site chits each player's character has discovered (Locate), by label: the sites he may LOOT. */
  discoveredSites?: Record<string, string[]>;
  /** X1-21: the chit piles set aside for each group chit (GM only). */
  setAside?: Record<string, string[]>;
  /** While the players build the board. */
  building?: BoardBuilding;
  /** BI-3: each player's pick, kept after the board is built: his character and the native group of his equipment. */
  picks?: Record<string, { character: string; natives: string }>;
}

export const emptyBoard = (): BoardState => ({ tiles: [], pieces: [], discovered: {} });
