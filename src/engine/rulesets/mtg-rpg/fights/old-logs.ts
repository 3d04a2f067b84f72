/**
 * The shapes of fight events that logs stored up to commit 3ec51af (issue 28), read as today's facts: fight.library
 * then carried the whole library (read as the cards that moved, against the library before).
 */
import type { GameState } from '../../../core/state.js';
import type { StoredEvent } from '../../../core/types.js';
import type { Library } from '../wizards/creation.js';
import { libraryChange, type LibraryChange } from '../wizards/library-change.js';

/** The payload as 3ec51af and before stored it. */
export interface FightPayloadsBeforeFacts {
  'fight.library': { userId: string; library: Library };
}

function current(e: StoredEvent, changeOf: (userId: string, after: Library) => LibraryChange): StoredEvent {
  if (e.type !== 'fight.library' || typeof e.payload !== 'object' || e.payload === null || !('library' in e.payload)) return e;
  const { userId, library } = e.payload as FightPayloadsBeforeFacts['fight.library'];
  return { ...e, payload: { userId, change: changeOf(userId, library), hand: library.hand.length } };
}

/** An old event as today's facts, its library read against the state's. */
export const currentFightEvent = (state: GameState, e: StoredEvent): StoredEvent =>
  current(e, (userId, after) => {
    const before = state.wizards?.[userId]?.library;
    return before ? libraryChange(before, after) : {};
  });

/** An old event as the log and undo words read it (they read no library change). */
export const fightEventForWords = (e: StoredEvent): StoredEvent => current(e, () => ({}));
