import type { z } from 'zod';
import type { GameState } from './state.js';
import type { UserRef } from './types.js';

/**
 * A character changing hands (`/game leave` gives it to its seat, `/game replace` to a new player): every part
 * whose state keys something by the player's user id (his orders, his numbers, his pieces, the realm he rules…)
 * says how that follows the character. The core names no ruleset: it applies the hand-overs of every part that
 * has one, in the list's order.
 *
 * Declared here by augmenting the Part interface, the way parts augment PartStates: a part gives `handOver` beside
 * its `evolve` (it belongs in src/engine/core/part.ts, whose owner may move it there).
 */
declare module './part.js' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface Part<Schemas extends readonly z.ZodType[] = readonly z.ZodType[], Payloads = any, View = unknown> {
    /**
     * The state with everything this part keys by `from.id` (a player's user id, or an unplayed character's seat)
     * now under `to.id`. Pure, like evolve; undo reverts it with the rest of the action.
     */
    handOver?(state: GameState, from: UserRef, to: UserRef): GameState;
  }
}

export type HandOver = (state: GameState, from: UserRef, to: UserRef) => GameState;

/** Renames one key of a record (the value under `from` moves to `to`); the record itself when `from` is not in it. */
export function moveKey<T>(record: Readonly<Record<string, T>>, from: string, to: string): Record<string, T> {
  if (!(from in record)) return record as Record<string, T>;
  const { [from]: value, ...rest } = record;
  return { ...rest, [to]: value as T };
}

/** One id swapped in a list of ids. */
export const swapId = (ids: readonly string[], from: string, to: string): string[] => ids.map((id) => (id === from ? to : id));
