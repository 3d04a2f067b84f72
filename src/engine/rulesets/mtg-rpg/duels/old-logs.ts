/**
 * The shapes of duel events that logs stored up to commit 3ec51af (issue 28), read as today's facts: duel.challenged
 * then carried the whole new duel (read as who challenged whom), duel.library and duel.wizard-after the whole library
 * (read as the cards that moved, against the library before).
 */
import { formerPrefix } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import type { StoredEvent } from '../../../core/types.js';
import type { Library } from '../sheet/creation.js';
import { libraryChange, type LibraryChange } from '../sheet/library-change.js';
import type { DuelEventPayloads } from './events.js';
import type { Duel } from './terms.js';

/** The payloads as 3ec51af and before stored them. */
export interface DuelPayloadsBeforeFacts {
  'duels.challenged': { duel: Duel; names: Record<string, string> };
  'duels.library': { id: number; userId: string; library: Library; ante?: number };
  'duels.wizard-after': Omit<DuelEventPayloads['duels.wizard-after'], 'change'> & { library?: Library };
}

const has = (e: StoredEvent, field: string): boolean => typeof e.payload === 'object' && e.payload !== null && field in e.payload;

/** An old event in today's shape; `changeOf` reads an old library as the cards that moved (no state: none moved). */
function current(e: StoredEvent, changeOf: (userId: string, after: Library) => LibraryChange): StoredEvent {
  if (e.type === 'duels.challenged' && has(e, 'duel')) {
    const { duel, names } = e.payload as DuelPayloadsBeforeFacts['duels.challenged'];
    return { ...e, payload: { id: duel.id, challenger: duel.challenger, defender: duel.defender, names } };
  }
  if (e.type === 'duels.library' && has(e, 'library')) {
    const { library, ante, ...rest } = e.payload as DuelPayloadsBeforeFacts['duels.library'];
    return { ...e, payload: { ...rest, change: changeOf(rest.userId, library), hand: library.hand.length, ...(ante !== undefined ? { ante, anteCard: library.cards[ante]!.name } : {}) } };
  }
  if (e.type === 'duels.wizard-after' && has(e, 'library')) {
    const { library, ...rest } = e.payload as DuelPayloadsBeforeFacts['duels.wizard-after'];
    return { ...e, payload: { ...rest, ...(library ? { change: changeOf(rest.userId, library) } : {}) } };
  }
  return e;
}

/** An old event as today's facts, its library read against the state's. */
export const currentDuelEvent = (state: GameState, e: StoredEvent): StoredEvent =>
  current(e, (userId, after) => {
    const before = state.wizards?.[userId]?.library;
    return before ? libraryChange(before, after) : {};
  });

/** An old event as the log and undo words read it (they read no library change). */
export const duelEventForWords = (e: StoredEvent): StoredEvent => current(e, () => ({}));

/**
 * The name each of the duels's event types had until issue 28 gave each part one name (`duel.…`, today `duels.…`): a
 * stored event of the former name is read as today's (engine.ts currentEvent).
 */
export const formerName = formerPrefix('duels.', 'duel.');
