/** The referee deck after each of its events (one applier per event type). */
import { evolveBy, unchanged, type Appliers } from '../../../core/handlers.js';
import { applyDraw, newDeck } from '../referee-deck.js';
import type { DeckEvent } from './events.js';
import { currentDeck } from './view.js';

/** The referee deck after each of its events: a new deck set, a card drawn. */
const APPLY: Appliers<DeckEvent> = {
  'deck.set': (state, e) => ({ ...state, deck: newDeck(e.payload.cards) }),
  'deck.drawn': (state, e) => ({ ...state, deck: applyDraw(currentDeck(state), e.payload) }),
  'deck.announced': unchanged,
};

export const evolveDeck = evolveBy(APPLY);
