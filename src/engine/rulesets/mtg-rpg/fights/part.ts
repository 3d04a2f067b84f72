/**
 * Fights between wizards and monsters (issue 15; RPG-C). Each action's outcome is one GM-only event stating what the
 * step changed in the fight and the referee cards drawn; the table's words are a public event; each wizard's cards and
 * life points are events of his own. Undo words are public: never a life total. The part's pieces: actions.ts (the
 * schemas), events.ts (the payloads and their words), decide.ts (a handler per action), evolve.ts, view.ts, waiting.ts
 * (what the scheduler waits on), old-logs.ts; flow.ts the steps.
 */
import { definePart } from '../../../core/part.js';
import { handFightsOver } from '../hand-over.js';
import { wordsReadingOld } from '../old-words.js';
import { FIGHT_ACTIONS } from './actions.js';
import { decideFights } from './decide.js';
import { FIGHT_EVENT_WORDS, type FightEventPayloads } from './events.js';
import { evolveFights } from './evolve.js';
import { formerName, fightEventForWords } from './old-logs.js';
import type { Fight } from './state.js';
import { currentFight, fightsOf, fightsViewFor, fightViewFor, type FightView } from './view.js';
import { fightWaiting } from './waiting.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG's fights with monsters, the finished ones kept (issue 15). */
    fights: Fight[];
  }
}

export { FIGHT_ACTIONS, type FightEventPayloads };
export { currentFight, fightsOf, fightsViewFor, fightViewFor, type FightView };

export const fightsPart = definePart<typeof FIGHT_ACTIONS, FightEventPayloads, FightView[]>({
  id: 'fights',
  formerName,
  actions: FIGHT_ACTIONS,
  handOver: handFightsOver,
  decide: decideFights,
  evolve: evolveFights,
  viewFor: fightsViewFor,
  waitingOn: fightWaiting,
  events: wordsReadingOld(FIGHT_EVENT_WORDS, fightEventForWords),
});
