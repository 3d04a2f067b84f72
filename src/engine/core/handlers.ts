/**
 * A part's decide as a table of named handlers, one per action type (issue 28), instead of a switch: the table's type
 * makes a missing handler a compile error, and `decideBy` routes an action to its own.
 */
import type { DecideContext } from './part.js';
import type { GameState } from './state.js';
import type { GameEvent } from './types.js';
import type { DiceSource } from '../dice.js';

/** The handler of one action type: what the part's `context` made of the state, the action, the dice, the engine's context. */
export type Handler<A extends { type: string }, C, T extends A['type'] = A['type']> = (c: C, action: Extract<A, { type: T }>, dice: DiceSource, ctx: DecideContext) => GameEvent[];

/** One handler per action type, each taking its own action. */
export type Handlers<A extends { type: string }, C> = { [T in A['type']]: Handler<A, C, T> };

/**
 * The decide of a handler table; `context` checks what every action of the part needs (the ruleset, a combat under
 * way) and gives the handlers what they share (the dice too, where what they share draws on them).
 */
export const decideBy =
  <A extends { type: string }, C>(table: Handlers<A, C>, context: (state: GameState, action: A, dice: DiceSource) => C) =>
  (state: GameState, action: A, dice: DiceSource, ctx: DecideContext): GameEvent[] =>
    (table[action.type as A['type']] as Handler<A, C>)(context(state, action, dice), action as Extract<A, { type: A['type'] }>, dice, ctx);
