/**
 * The MtG RPG referee deck (RPG-B). The part's pieces: actions.ts (the schemas), events.ts (the payloads),
 * decide.ts (a handler per action), evolve.ts, view.ts, types.ts (the read side's types), access.ts (the drawer
 * other parts draw with).
 */
import { definePart } from '../../../core/part.js';
import { DECK_ACTIONS } from './actions.js';
import { decideDeck } from './decide.js';
import { DECK_EVENT_WORDS, type DeckEventPayloads } from './events.js';
import { evolveDeck } from './evolve.js';

/** The MtG RPG referee deck (RPG-B): checks drawn against it, and the GM's own deck. */
export const deckPart = definePart<typeof DECK_ACTIONS, DeckEventPayloads>({
  id: 'deck',
  actions: DECK_ACTIONS,
  decide: decideDeck,
  evolve: evolveDeck,
  events: DECK_EVENT_WORDS,
});
