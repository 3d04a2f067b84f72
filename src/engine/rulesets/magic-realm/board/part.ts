import { definePart } from '../../../core/part.js';
import { handBoardOver } from './hand-over.js';
import { BOARD_ACTIONS } from './actions.js';
import { applyBoardEvent } from './evolve.js';
import { BOARD_EVENT_WORDS, type BoardEventPayloads } from './events.js';
import { chitsAtStart } from './deal-chits.js';
import { decideBoard } from './decide.js';
import { boardReplyViewFor } from './view.js';
import type { BoardReplyView } from './view-types.js';


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
  events: BOARD_EVENT_WORDS,
});
