/**
 * Wizards' duels (issue 15; RPG-C20–C32): the ritual's steps, the secret choices, the quick duels of one, three and
 * seven cards resolved by the bot, the limited and full-deck duels played at the table with the GM, the ante and the
 * karmic backlash. The part's pieces: actions.ts (the schemas), events.ts (the payloads and their words), decide.ts (a
 * handler per action), evolve.ts, view.ts, waiting.ts (what the scheduler waits on), old-logs.ts; flow.ts the steps.
 */
import { definePart } from '../../../core/part.js';
import { handDuelsOver } from '../hand-over.js';
import { wordsReadingOld } from '../old-words.js';
import { DUEL_ACTIONS } from './actions.js';
import { decideDuels } from './decide.js';
import { DUEL_EVENT_WORDS, type DuelEventPayloads } from './events.js';
import { evolveDuels } from './evolve.js';
import { activeDuelOf, duelsOf } from './flow.js';
import { formerName, duelEventForWords } from './old-logs.js';
import type { Duel } from './terms.js';
import { duelsViewFor, type DuelView } from './view.js';
import { duelWaiting } from './waiting.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG's duels, the finished ones kept (issue 15). */
    duels: Duel[];
  }
}

export { DUEL_ACTIONS };

export const duelsPart = definePart<typeof DUEL_ACTIONS, DuelEventPayloads, DuelView[]>({
  id: 'duels',
  formerName,
  actions: DUEL_ACTIONS,
  handOver: handDuelsOver,
  decide: decideDuels,
  evolve: evolveDuels,
  viewFor: duelsViewFor,
  waitingOn: duelWaiting,
  events: wordsReadingOld(DUEL_EVENT_WORDS, duelEventForWords),
});

export { activeDuelOf, duelsOf, duelsViewFor, type DuelView };
export { duelViewFor } from './view.js';
