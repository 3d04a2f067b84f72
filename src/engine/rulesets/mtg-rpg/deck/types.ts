import type { RefereeDeck } from '../referee-deck.js';
import type { DeckEventPayloads } from './events.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG referee deck, once the GM has set it or drawn from it (the guideline deck until then). */
    deck: RefereeDeck;
  }
}

export type { DeckEventPayloads };

/** A referee-deck check as the table sees it (the picture's input). */
export type DeckCheck = DeckEventPayloads['deck.drawn'];

/** What the referee deck shows: the cards left, and (to the GM only) the cards drawn since the last shuffle. */
export interface DeckView {
  left: number;
  drawnSinceShuffle: number;
  /** The names of the cards drawn since the last shuffle: empty unless the viewer is the GM. */
  drawn: string[];
}
