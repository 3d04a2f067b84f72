/** Who stands hidden in a combat's clearing, outside its fighters: the ambusher's and hidden caster's place (MP-7). Pure. */
import type { GameState } from '../../../core/state.js';
import { boardOf } from '../board/access.js';
import { isDead } from '../characters/debts.js';
import { clearingId } from '../map/board.js';
import type { ClearingCombat } from './state.js';

/** A hidden character standing in the combat's clearing and not among its fighters (the ambusher's and hidden caster's place). */
export function hiddenHere(state: GameState, c: ClearingCombat, userId: string): boolean {
  const piece = boardOf(state).pieces.find((p) => p.owner === userId && p.kind === 'character');
  const here = piece !== undefined && piece.clearing !== undefined && clearingId(piece.tile, piece.clearing) === c.clearing;
  return here && piece.hidden === true && !c.order.includes(userId);
}

/**
 * The hidden characters standing in the combat's clearing, alive, not among its fighters (ambushers and hidden casters
 * among them): Roof Collapses' "All attacked" reaches them too (issue 29, docs/rules.md).
 */
export function hiddenIn(state: GameState, c: ClearingCombat): string[] {
  return boardOf(state)
    .pieces.filter((p) => p.kind === 'character' && p.owner !== undefined && p.hidden === true && p.clearing !== undefined && clearingId(p.tile, p.clearing) === c.clearing && !c.order.includes(p.owner) && !isDead(state, p.owner))
    .map((p) => p.owner!);
}
