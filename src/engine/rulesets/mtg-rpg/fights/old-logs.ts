/**
 * The shapes of fight events that logs stored up to commit 3ec51af (issue 28), read as today's facts: fight.moved
 * then carried the whole fight after the step (applied as before), fight.library the whole library (read as the cards
 * that moved, against the library before).
 */
import { formerPrefix } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { currentDeck } from '../deck/view.js';
import { applyDraw, type Draw } from '../referee-deck.js';
import { setFight, standingOf, type Fight } from './state.js';
import type { StoredEvent } from '../../../core/types.js';
import type { Library } from '../sheet/creation.js';
import { libraryChange, type LibraryChange } from '../sheet/library-change.js';

/** The payload as 3ec51af and before stored it. */
export interface FightPayloadsBeforeFacts {
  'fights.library': { userId: string; library: Library };
  'fights.moved': { fight: Fight; draws: Draw[] };
}

const isOldMove = (e: StoredEvent): boolean => e.type === 'fights.moved' && typeof e.payload === 'object' && e.payload !== null && 'fight' in e.payload;

/** An old fight.moved applied as before: the fight it carried in its place, the referee cards drawn. */
export function applyOldFightEvent(state: GameState, e: StoredEvent): GameState | undefined {
  if (!isOldMove(e)) return undefined;
  const { fight, draws } = e.payload as FightPayloadsBeforeFacts['fights.moved'];
  return { ...state, fights: setFight(state.fights ?? [], fight), ...(draws.length ? { deck: draws.reduce(applyDraw, currentDeck(state)) } : {}) };
}

function current(e: StoredEvent, changeOf: (userId: string, after: Library) => LibraryChange): StoredEvent {
  if (e.type !== 'fights.library' || typeof e.payload !== 'object' || e.payload === null || !('library' in e.payload)) return e;
  const { userId, library } = e.payload as FightPayloadsBeforeFacts['fights.library'];
  return { ...e, payload: { userId, change: changeOf(userId, library), hand: library.hand.length } };
}

/** An old event as today's facts, its library read against the state's. */
export const currentFightEvent = (state: GameState, e: StoredEvent): StoredEvent =>
  current(e, (userId, after) => {
    const before = state.wizards?.[userId]?.library;
    return before ? libraryChange(before, after) : {};
  });

/** An old event as the log and undo words read it (they read no library change). */
export function fightEventForWords(e: StoredEvent): StoredEvent {
  if (isOldMove(e)) {
    const { fight, draws } = e.payload as FightPayloadsBeforeFacts['fights.moved'];
    return { ...e, payload: { id: fight.id, changes: [], standing: standingOf(fight), draws } };
  }
  return current(e, () => ({}));
}

/**
 * The name each of the fights's event types had until issue 28 gave each part one name (`fight.…`, today `fights.…`): a
 * stored event of the former name is read as today's (engine.ts currentEvent).
 */
export const formerName = formerPrefix('fights.', 'fight.');
