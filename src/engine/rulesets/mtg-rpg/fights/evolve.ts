/** How each fight event changes the state (issue 15): the fight, the referee deck, the wizards' libraries and damage. */
import { evolveBy, unchanged, type Appliers } from '../../../core/handlers.js';
import type { EventOf } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { applyEdits } from '../../../core/patch.js';
import { currentDeck } from '../deck/view.js';
import { applyDraw } from '../referee-deck.js';
import { applyLibraryChange } from '../sheet/library-change.js';
import { setLibrary, setWizard } from '../wizards/access.js';
import type { FightEventPayloads } from './events.js';
import { applyOldFightEvent, currentFightEvent } from './old-logs.js';
import { setFight, type Fight } from './state.js';
import { fightsOf } from './view.js';

/** The state after each fight event. */
const APPLY: Appliers<EventOf<FightEventPayloads>> = {
  'fights.moved': (state, e) => {
    const { id, changes, draws } = e.payload;
    const before = fightsOf(state).find((f) => f.id === id);
    const fight = applyEdits((before ?? {}) as Fight, changes);
    return { ...state, fights: setFight(fightsOf(state), fight), ...(draws.length ? { deck: draws.reduce(applyDraw, currentDeck(state)) } : {}) };
  },
  'fights.library': (state, e) => setLibrary(state, e.payload.userId, (lib) => applyLibraryChange(lib, e.payload.change)),
  'fights.wizard-after': (state, e) => setWizard(state, e.payload.userId, (w) => ({ ...w, damage: e.payload.damage })),
  'fights.item-checked': (state, e) => ({ ...state, deck: applyDraw(currentDeck(state), e.payload.draw) }),
  'fights.told': unchanged,
  'fights.life': unchanged,
};

const applyCurrent = evolveBy(APPLY);

/** The fights part's evolve: an older fight.moved applied as before, an older event read as today's facts (old-logs.ts), then applied by its applier. */
export const evolveFights = (state: GameState, stored: EventOf<FightEventPayloads>): GameState =>
  applyOldFightEvent(state, stored) ?? applyCurrent(state, currentFightEvent(state, stored) as typeof stored);
