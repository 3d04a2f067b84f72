/** How each duel event changes the state (issue 15): the duel, and the wizards' libraries, life and backlash after it. */
import type { EventOf } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import type { Wizard } from '../wizards/creation.js';
import { applyLibraryChange, type LibraryChange } from '../wizards/library-change.js';
import type { DuelEventPayloads } from './events.js';
import { duelsOf } from './flow.js';
import { currentDuelEvent } from './old-logs.js';
import { challengedDuel, type Duel } from './terms.js';

const setDuel = (state: GameState, id: number, f: (d: Duel) => Duel): GameState => ({ ...state, duels: duelsOf(state).map((d) => (d.id === id ? f(d) : d)) });
const setWizard = (state: GameState, userId: string, f: (w: Wizard) => Wizard): GameState => {
  const w = state.wizards?.[userId];
  return w ? { ...state, wizards: { ...state.wizards, [userId]: f(w) } } : state;
};
/** The cards the duel moved in his library. */
const setLibrary = (state: GameState, userId: string, change: LibraryChange | undefined): GameState => (change ? setWizard(state, userId, (w) => (w.library ? { ...w, library: applyLibraryChange(w.library, change) } : w)) : state);

export function evolveDuels(state: GameState, stored: EventOf<DuelEventPayloads>): GameState {
  const e = currentDuelEvent(state, stored) as typeof stored;
  const p = e.payload as { id: number };
  switch (e.type) {
    case 'duel.challenged':
      return { ...state, duels: [...duelsOf(state), challengedDuel(e.payload.id, e.payload.challenger, e.payload.defender)] };
    case 'duel.refused':
      return setDuel(state, p.id, (d) => ({ ...d, stage: 'over' }));
    case 'duel.length-set':
      return setDuel(state, p.id, (d) => ({ ...d, length: e.payload.length, stage: 'stakes' }));
    case 'duel.stakes-set':
      return setDuel(state, p.id, (d) => ({ ...d, stakes: e.payload.stakes, stage: 'victory' }));
    case 'duel.victory-set':
      return setDuel(state, p.id, (d) => ({ ...d, victory: e.payload.victory }));
    case 'duel.library': {
      const { userId, change, ante } = e.payload;
      const s = setLibrary(state, userId, change);
      return ante === undefined ? s : setDuel(s, p.id, (d) => ({ ...d, ante: { ...d.ante, [userId]: ante } }));
    }
    case 'duel.life': {
      const { userId, life } = e.payload;
      return setDuel(state, p.id, (d) => ({ ...d, life: { ...d.life, [userId]: life }, began: { ...d.began, [userId]: d.began?.[userId] ?? life } }));
    }
    case 'duel.began':
      return setDuel(state, p.id, (d) => ({ ...d, stage: 'initiative' }));
    case 'duel.initiative-chosen': {
      const { userId, card: c, first } = e.payload;
      return setDuel(state, p.id, (d) => ({ ...d, initiative: { ...d.initiative, [userId]: { ...(c !== undefined ? { card: c } : {}), first } } }));
    }
    case 'duel.card-chosen':
      return setDuel(state, p.id, (d) => ({ ...d, chosen: { ...d.chosen, [e.payload.userId]: e.payload.card } }));
    case 'duel.initiative-decided':
      return setDuel(state, p.id, (d) => ({ ...d, order: e.payload.order, stage: 'playing', turn: 1, chosen: {} }));
    case 'duel.turn-revealed': {
      const { turn, dealt, blooded } = e.payload;
      return setDuel(state, p.id, (d) => ({ ...d, turns: [...d.turns, turn], dealt, ...(blooded !== undefined ? { blooded } : {}), turn: d.turn + 1, chosen: {} }));
    }
    case 'duel.turn-ended':
      return setDuel(state, p.id, (d) => ({ ...d, turn: d.turn + 1 }));
    case 'duel.adjusted':
    case 'duel.yielded':
      return state;
    case 'duel.over':
      return setDuel(state, p.id, (d) => ({ ...d, stage: 'over', ...(e.payload.result ? { result: e.payload.result } : {}) }));
    case 'duel.wizard-after': {
      const { userId, damage, change, exhausted } = e.payload;
      return setWizard(setLibrary(state, userId, change), userId, (w) => ({ ...w, damage, ...(exhausted ? { exhausted: true } : {}) }));
    }
    case 'duel.backlash': {
      const { userId, winner } = e.payload;
      return setWizard(state, userId, (w) => {
        const { backlash: _lifted, ...rest } = w;
        return winner ? { ...rest, backlash: winner } : rest;
      });
    }
  }
  return state;
}
