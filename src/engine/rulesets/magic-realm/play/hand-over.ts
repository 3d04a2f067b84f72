import { moveKey, swapId } from '../../../core/hand-over.js';
import type { GameState } from '../../../core/state.js';
import type { UserRef } from '../../../core/types.js';

/**
 * A character changing hands keeps his game: his numbers, his set-up secret, his card (belongings, chits, curses), the
 * chits he owes, his captives, his hirelings, the groups battling him, his relationships, the orders he recorded today,
 * his place in today's turn order and a block on him pass to the new holder (a new player, or the seat of a character
 * nobody plays). Every record of RealmPlay keyed by user id is here (the hirelings' pieces: board/part.ts).
 */
export function handPlayOver(state: GameState, from: UserRef, to: UserRef): GameState {
  const play = state.play;
  if (!play) return state;
  const move = <T>(record: Readonly<Record<string, T>> | undefined) => record && moveKey(record, from.id, to.id);
  const day = play.day && {
    ...play.day,
    orders: moveKey(play.day.orders, from.id, to.id),
    turnOrder: swapId(play.day.turnOrder, from.id, to.id),
    ...(play.day.blocked ? { blocked: moveKey(play.day.blocked, from.id, to.id) } : {}),
  };
  const optional = { sheets: move(play.sheets), owed: move(play.owed), captured: move(play.captured), hirelings: move(play.hirelings), battling: move(play.battling), relationships: move(play.relationships) };
  const kept = Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined));
  return { ...state, play: { ...play, characters: moveKey(play.characters, from.id, to.id), setUp: moveKey(play.setUp, from.id, to.id), ...kept, ...(day ? { day } : {}) } };
}
