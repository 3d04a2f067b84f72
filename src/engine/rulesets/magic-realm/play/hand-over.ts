import { moveKey, swapId } from '../../../core/hand-over.js';
import type { GameState } from '../../../core/state.js';
import type { UserRef } from '../../../core/types.js';

/**
 * A character changing hands keeps his game: his numbers, his set-up secret, the orders he recorded today and his
 * place in today's turn order pass to the new holder (a new player, or the seat of a character nobody plays).
 */
export function handPlayOver(state: GameState, from: UserRef, to: UserRef): GameState {
  const play = state.magicRealm;
  if (!play) return state;
  const day = play.day && { ...play.day, orders: moveKey(play.day.orders, from.id, to.id), turnOrder: swapId(play.day.turnOrder, from.id, to.id) };
  return { ...state, magicRealm: { ...play, characters: moveKey(play.characters, from.id, to.id), setUp: moveKey(play.setUp, from.id, to.id), ...(day ? { day } : {}) } };
}
