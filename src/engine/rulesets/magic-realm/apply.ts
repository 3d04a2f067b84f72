import type { GameState } from '../../core/state.js';
import type { GameEvent } from '../../core/types.js';
import { applyBoardEvent, type BoardEvent } from './board/rules.js';
import { applyCombatEvent } from './combat/evolve.js';
import { applyPlayEvent, type PlayEvent } from './play/rules.js';

/**
 * One event of a Magic Realm action applied for the action's next decision (the day running on, a combat moving by
 * itself): the board's, the combat's or the day's. The engine's own evolve does the same for what is stored.
 */
export function applyRealmEvent(state: GameState, e: GameEvent): GameState {
  if (e.type.startsWith('mr.combat-')) return applyCombatEvent(state, e);
  if (e.type.startsWith('board.')) return applyBoardEvent(state, e as BoardEvent);
  return applyPlayEvent(state, e as PlayEvent);
}
