import { definePart } from '../../../core/part.js';
import { handBoardOver } from './hand-over.js';
import { BOARD_ACTIONS } from './actions.js';
import { applyBoardEvent } from './evolve.js';
import type { BoardEventPayloads } from './events.js';
import { chitsAtStart } from './deal-chits.js';
import { decideBoard } from './decide.js';
import { boardReplyViewFor } from './view.js';
import type { BoardReplyView } from './view-types.js';

/** The hidden and GM-only events of the board mark their log line with a lock. */
const lock = (e: { visibility: { kind: string } }) => (e.visibility.kind === 'public' ? '' : '🔒 ');

/** The Magic Realm board (issue 5): tiles, board building, pieces, discoveries. Undo words are public: never a hidden piece's place. */
export const boardPart = definePart<typeof BOARD_ACTIONS, BoardEventPayloads, BoardReplyView>({
  id: 'board',
  actions: BOARD_ACTIONS,
  decide: decideBoard,
  evolve: applyBoardEvent,
  handOver: handBoardOver,
  // The map chits at /game start, before the day's part deals the set-up card on them.
  startsWith: chitsAtStart,
  viewFor: (state, viewer) => (state.board ? boardReplyViewFor(state, viewer) : undefined),
  events: {
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
  },
});
