/**
 * A part's decide and evolve as tables (issue 28), instead of switches: a named handler per action type, a named
 * applier per event type. The tables' types make a missing entry a compile error; `decideBy` routes an action to its
 * handler, `evolveBy` an event to its applier.
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

/**
 * A part's evolve as a table of named appliers, one per event type (issue 28), instead of a switch: the state after
 * one event of that type. `now` is what the part's evolve makes of the state for all of them (the Magic Realm day
 * gives its play and day); a part that needs nothing leaves it out.
 */
export type Applier<E extends { type: string }, T extends E['type'] = E['type'], Now = void> = (state: GameState, e: Extract<E, { type: T }>, now: Now) => GameState;

/** One applier per event type, each taking its own event: a missing one is a compile error. */
export type Appliers<E extends { type: string }, Now = void> = { [T in E['type']]: Applier<E, T, Now> };

/**
 * The evolve of an applier table: each event to its own applier. An event the table has none for (another part's,
 * where an evolve is handed one) leaves the state as it is. `now`, where the appliers take it, is what they share,
 * made from the state before the event (the day's play and a setter of it, as play/evolve.ts's DayNow).
 */
export function evolveBy<E extends { type: string }>(table: Appliers<E>): (state: GameState, e: E) => GameState;
export function evolveBy<E extends { type: string }, Now>(table: Appliers<E, Now>, now: (state: GameState) => Now): (state: GameState, e: E) => GameState;
export function evolveBy<E extends { type: string }, Now>(table: Appliers<E, Now>, now?: (state: GameState) => Now) {
  return (state: GameState, e: E): GameState => {
    if (!Object.hasOwn(table, e.type)) return state;
    return (table[e.type as E['type']] as Applier<E, E['type'], Now | undefined>)(state, e as Extract<E, { type: E['type'] }>, now?.(state));
  };
}

/** The applier of an event that changes nothing in the state (a notice, a report, a note for the log). */
export const unchanged = (state: GameState): GameState => state;
