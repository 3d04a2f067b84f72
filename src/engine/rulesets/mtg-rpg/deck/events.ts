/** The referee deck's events (their words for /log and /gm undo are in part.ts). */
import { eventMaker, type EventOf, type EventTable } from '../../../core/part.js';
import type { UserRef } from '../../../core/types.js';
import type { Card, CheckResult } from '../referee-deck.js';

export interface DeckEventPayloads {
  /** A referee-deck check (RPG-B): the card, its value, the rating, the difficulty, and whether it succeeded. */
  'deck.drawn': CheckResult & { by: UserRef; index: number; reshuffled: boolean; secret: boolean };
  /** The referee's new deck (GM only: the list is his). */
  'deck.set': { cards: Card[]; source: 'guideline' | 'list' };
  /** What the table learns of a new referee deck: its size. */
  'deck.announced': { size: number; source: 'guideline' | 'list' };
}

export type DeckEvent = EventOf<DeckEventPayloads>;
export const ev = eventMaker<DeckEventPayloads>();

/** The words of each event: its /log line and its /gm undo words. */
export const DECK_EVENT_WORDS: EventTable<DeckEventPayloads> = {
  'deck.drawn': {
    log: (e) =>
      `${e.payload.secret ? '🔒 ' : ''}Referee deck, ${e.payload.check}: ${e.payload.card.name} (${e.payload.value}) + ${e.payload.rating} = ${e.payload.total} against ${e.payload.difficulty}: **${e.payload.success ? 'success' : 'failure'}**`,
    undo: (e) => (e.payload.secret ? 'a secret referee-deck check' : `the referee-deck check "${e.payload.check}"`),
  },
  'deck.set': { log: (e) => `The referee deck is set: ${e.payload.cards.length} cards (${e.payload.source})`, undo: () => 'the new referee deck' },
  'deck.announced': { log: (e) => `The GM sets a new referee deck of ${e.payload.size} cards`, undo: false },
};
