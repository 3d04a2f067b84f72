/**
 * A part's decide as a table of named handlers, one per action type (issue 28), instead of a switch: the table's type
 * makes a missing handler a compile error, and `decideBy` routes an action to its own.
 */
import type { GameState } from './state.js';
import type { GameEvent } from './types.js';
import type { DiceSource } from '../dice.js';

/** One handler per action type, each taking its own action. */
export type Handlers<A extends { type: string }, C> = { [T in A['type']]: (c: C, action: Extract<A, { type: T }>, dice: DiceSource) => GameEvent[] };

/** The decide of a handler table; `context` checks what every action needs and gives the handlers what they share. */
export const decideBy =
  <A extends { type: string }, C>(table: Handlers<A, C>, context: (state: GameState, action: A) => C) =>
  (state: GameState, action: A, dice: DiceSource): GameEvent[] =>
    (table[action.type as A['type']] as (c: C, action: A, dice: DiceSource) => GameEvent[])(context(state, action), action, dice);
