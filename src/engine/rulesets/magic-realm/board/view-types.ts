import type { MagicColour } from '../magic/colour-magic.js';

/**
 * What one viewer may see of the Magic Realm board: the board picture receives only this, never the board state,
 * so an undiscovered path, a hidden character or an unrevealed chit cannot reach a picture by accident.
 */

/** A tile edge, named with the tile drawn N edge up (flat-topped hex: edges N, NE, SE, S, SW, NW). */
export type EdgeName = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';
export const EDGE_NAMES: readonly EdgeName[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];

export type ClearingType = 'woods' | 'caves' | 'mountain' | 'normal';
/** normal = road; hidden path; secret passage; cave road (tunnel). */
export type PathType = 'normal' | 'hidden' | 'secret' | 'caves';

export interface BoardViewClearing {
  number: number;
  type: ClearingType;
  /** Position on the tile drawn N edge up, in percent of the tile's width and height (x from the left, y from the top). */
  xy: [number, number];
  /** Enchanted side: the colours of magic the clearing supplies, in the game's order. */
  magic?: MagicColour[];
}

export interface BoardViewPath {
  /** A clearing number or an edge of the tile (unrotated names). */
  from: number | EdgeName;
  to: number | EdgeName;
  type: PathType;
  /** A point the drawn path bends toward (the control point of a quadratic curve), in the same percent coordinates. */
  arc?: [number, number];
}

export interface BoardViewTile {
  /** `BV` */
  code: string;
  /** `Bad Valley` */
  name: string;
  /** Axial hex coordinates on the board grid (src/engine/hex/grid.ts, flat-topped). */
  q: number;
  r: number;
  /** Sixths of a turn clockwise: the tile's N edge faces direction `rotation` (0 = N … 5 = NW). */
  rotation: number;
  side: 'normal' | 'enchanted';
  /** Issue 29: the spells in force on the tile (Fog, Violent Storm, Lost, Illusion…), public since their reveal; an inert one marked so. */
  spells?: string[];
  clearings: BoardViewClearing[];
  /** Only the paths this viewer may know: roads and cave roads always; hidden paths and secret passages once discovered. */
  paths: BoardViewPath[];
}

export type PieceKind = 'character' | 'dwelling' | 'monster' | 'native' | 'visitor' | 'mission' | 'traveller' | 'chit' | 'gate' | 'other';

export interface BoardViewPiece {
  id: string;
  /** What the picture writes on it: `Amazon`, `Inn`, `Giant`, `Lost City`. */
  label: string;
  kind: PieceKind;
  /** The tile's code. */
  tile: string;
  /** The clearing; absent: on the tile outside its clearings (a lost character, a pod in the woods). */
  clearing?: number;
  /** Drawn marked as hidden (only in his own or the GM's picture: others never receive a hidden piece). */
  hidden?: boolean;
}

export interface BoardView {
  tiles: BoardViewTile[];
  pieces: BoardViewPiece[];
  /** Whose picture this is: "public", "GM", or a character's name. */
  perspective: string;
}

/** One player while the board is built (BI-2, BI-3), in the order they place. Hands are public: the table sees them. */
export interface BoardBuildingPlayer {
  userId: string;
  /** His user name. */
  name: string;
  /** The tiles still in his hand. */
  hand: string[];
  /** BI-3: his character and the native group of his equipment, once picked. */
  pick?: { character: string; natives: string };
}

/** Board building in progress: who places, and whose turn it is. */
export interface BoardBuildingView {
  players: BoardBuildingPlayer[];
  /** Index into `players` of the one whose turn it is. */
  turn: number;
}

/**
 * What the board's text replies receive for one viewer: the picture's view, with the paths he may route by and the
 * state of board building. A route is only ever computed from `known` (board/routes.ts), so a player's route never
 * runs by a path his character has not discovered.
 */
export interface BoardReplyView extends BoardView {
  /** The hidden paths and secret passages (tile path ids) this viewer may use: a player his discoveries, the GM all. */
  known: string[];
  /** While the players build the board. */
  building?: BoardBuildingView;
  /** The tile of the asker's character, when this view shows his piece (for the close-up beside the board). */
  askerTile?: string;
}

/** The board's types the read side names (issue 28). */
export type { Board, ClearingId } from '../map/board.js';
export type { Known } from '../map/graph.js';

/** How the GM puts the dwellings and the characters on the board, for a reply. */
export const PLACE_DWELLINGS_HINT =
  'the GM places the dwellings with /board piece label:Inn at:<clearing> kind:dwelling (and the House, Chapel, Guard as the set-up deals them), then /board starts puts each character at a start of theirs; or places a character himself with /board piece label:<character> at:<clearing> kind:character owner:@player';
