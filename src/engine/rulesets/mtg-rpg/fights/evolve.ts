/** How each fight event changes the state (issue 15): the fight, the referee deck, the wizards' libraries and damage. */
import type { EventOf } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { applyEdits } from '../../../core/patch.js';
import { currentDeck } from '../deck/view.js';
import { applyDraw } from '../referee-deck.js';
import { applyLibraryChange } from '../wizards/library-change.js';
import type { FightEventPayloads } from './events.js';
import { applyOldFightEvent, currentFightEvent } from './old-logs.js';
import { setFight, type Fight } from './state.js';
import { fightsOf } from './view.js';

export function evolveFights(state: GameState, stored: EventOf<FightEventPayloads>): GameState {
  const old = applyOldFightEvent(state, stored);
  if (old) return old;
  const e = currentFightEvent(state, stored) as typeof stored;
  switch (e.type) {
    case 'fight.moved': {
      const { id, changes, draws } = e.payload;
      const before = fightsOf(state).find((f) => f.id === id);
      const fight = applyEdits((before ?? {}) as Fight, changes);
      return { ...state, fights: setFight(fightsOf(state), fight), ...(draws.length ? { refereeDeck: draws.reduce(applyDraw, currentDeck(state)) } : {}) };
    }
    case 'fight.library': {
      const w = state.wizards?.[e.payload.userId];
      return w?.library ? { ...state, wizards: { ...state.wizards, [e.payload.userId]: { ...w, library: applyLibraryChange(w.library, e.payload.change) } } } : state;
    }
    case 'fight.wizard-after': {
      const w = state.wizards?.[e.payload.userId];
      return w ? { ...state, wizards: { ...state.wizards, [e.payload.userId]: { ...w, damage: e.payload.damage } } } : state;
    }
    case 'fight.item-checked':
      return { ...state, refereeDeck: applyDraw(currentDeck(state), e.payload.draw) };
    case 'fight.told':
    case 'fight.life':
      return state;
  }
}
