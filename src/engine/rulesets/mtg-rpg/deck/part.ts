/**
 * The MtG RPG referee deck (RPG-B). The part's pieces: actions.ts (the schemas), events.ts (the payloads),
 * decide.ts (a handler per action), evolve.ts, view.ts, types.ts (the read side's types), access.ts (the drawer
 * other parts draw with).
 */
import { definePart } from '../../../core/part.js';
import { DECK_ACTIONS } from './actions.js';
import { decideDeck } from './decide.js';
import type { DeckEventPayloads } from './events.js';
import { evolveDeck } from './evolve.js';

/** The MtG RPG referee deck (RPG-B): checks drawn against it, and the GM's own deck. */
export const refereeDeckPart = definePart<typeof DECK_ACTIONS, DeckEventPayloads>({
  id: 'deck',
  actions: DECK_ACTIONS,
  decide: decideDeck,
  evolve: evolveDeck,
  events: {
    'deck.drawn': {
      log: (e) =>
        `${e.payload.secret ? '🔒 ' : ''}Referee deck, ${e.payload.check}: ${e.payload.card.name} (${e.payload.value}) + ${e.payload.rating} = ${e.payload.total} against ${e.payload.difficulty}: **${e.payload.success ? 'success' : 'failure'}**`,
      undo: (e) => (e.payload.secret ? 'a secret referee-deck check' : `the referee-deck check "${e.payload.check}"`),
    },
    'deck.set': { log: (e) => `The referee deck is set: ${e.payload.cards.length} cards (${e.payload.source})`, undo: () => 'the new referee deck' },
    'deck.announced': { log: (e) => `The GM sets a new referee deck of ${e.payload.size} cards`, undo: false },
  },
});
