import type { UserRef } from '../../../core/types.js';
import type { Card, CheckResult, RefereeDeck } from '../referee-deck.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG referee deck, once the GM has set it or drawn from it (the guideline deck until then). */
    deck: RefereeDeck;
  }
}

export interface DeckEventPayloads {
  /** A referee-deck check (RPG-B): the card, its value, the rating, the difficulty, and whether it succeeded. */
  'deck.drawn': CheckResult & { by: UserRef; index: number; reshuffled: boolean; secret: boolean };
  /** The referee's new deck (GM only: the list is his). */
  'deck.set': { cards: Card[]; source: 'guideline' | 'list' };
  /** What the table learns of a new referee deck: its size. */
  'deck.announced': { size: number; source: 'guideline' | 'list' };
}

/** A referee-deck check as the table sees it (the picture's input). */
export type DeckCheck = DeckEventPayloads['deck.drawn'];

/** What the referee deck shows: the cards left, and (to the GM only) the cards drawn since the last shuffle. */
export interface DeckView {
  left: number;
  drawnSinceShuffle: number;
  /** The names of the cards drawn since the last shuffle: empty unless the viewer is the GM. */
  drawn: string[];
}
