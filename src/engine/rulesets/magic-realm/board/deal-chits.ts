import { type GameState } from '../../../core/state.js';
import { GM_ONLY, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { clearingId } from '../map/board.js';
import { boardOf } from './access.js';
import { setUpChits } from './chits.js';
import { setUpCoreChits } from './core-chits.js';
import { boardNotice, ev } from './events.js';
import type { Piece } from './state.js';

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

/**
 * The map chits dealt at /game start (the board's part in the set-up, core-tables "treasure_setup"; issue 13): on a
 * laid board, before the set-up card (the next part's, play/set-up.ts), so that the Valley warnings' dwellings stand
 * before their garrisons are placed — unless the GM has put chits or dwellings on the board himself, or starts with
 * `chits: false` to place them himself. A game with no board yet starts without them (the GM deals them later with
 * /board chits). When they cannot be dealt, a notice says why and how the GM places them.
 */
export function chitsAtStart(state: GameState, dice: DiceSource, actor: string, how: { chits?: boolean }): GameEvent[] {
  const board = boardOf(state);
  if (state.ruleset !== 'magic-realm' || board.tiles.length === 0 || how.chits === false) return [];
  if (board.pieces.some((p) => p.kind === 'chit' || p.kind === 'dwelling')) return [];
  try {
    return dealChits(state, dice, actor);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return [boardNotice(`The map chits are not dealt: ${e.message}. The GM places them with /board piece.`, actor)];
  }
}
