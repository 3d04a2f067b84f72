/** How each duel event changes the state (issue 15): the duel, and the wizards' libraries, life and backlash after it. */
import { evolveBy, unchanged, type Appliers } from '../../../core/handlers.js';
import type { EventOf } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { applyLibraryChange, type LibraryChange } from '../sheet/library-change.js';
import { setLibrary, setWizard } from '../wizards/access.js';
import type { DuelEventPayloads } from './events.js';
import { duelsOf } from './flow.js';
import { currentDuelEvent } from './old-logs.js';
import { challengedDuel, type Duel } from './terms.js';

/** The duel of this id changed. */
const setDuel = (state: GameState, id: number, f: (d: Duel) => Duel): GameState => ({ ...state, duels: duelsOf(state).map((d) => (d.id === id ? f(d) : d)) });

/** The cards the duel moved in his library. */
const movedIn = (state: GameState, userId: string, change: LibraryChange | undefined): GameState => (change ? setLibrary(state, userId, (lib) => applyLibraryChange(lib, change)) : state);

/** The state after each duel event. */
const APPLY: Appliers<EventOf<DuelEventPayloads>> = {
  'duels.challenged': (state, e) => ({ ...state, duels: [...duelsOf(state), challengedDuel(e.payload.id, e.payload.challenger, e.payload.defender)] }),
  'duels.refused': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, stage: 'over' })),
  'duels.length-set': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, length: e.payload.length, stage: 'stakes' })),
  'duels.stakes-set': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, stakes: e.payload.stakes, stage: 'victory' })),
  'duels.victory-set': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, victory: e.payload.victory })),
  'duels.library': (state, e) => {
    const { id, userId, change, ante } = e.payload;
    const s = movedIn(state, userId, change);
    return ante === undefined ? s : setDuel(s, id, (d) => ({ ...d, ante: { ...d.ante, [userId]: ante } }));
  },
  'duels.life': (state, e) => {
    const { id, userId, life } = e.payload;
    return setDuel(state, id, (d) => ({ ...d, life: { ...d.life, [userId]: life }, began: { ...d.began, [userId]: d.began?.[userId] ?? life } }));
  },
  'duels.began': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, stage: 'initiative' })),
  'duels.initiative-chosen': (state, e) => {
    const { id, userId, card: c, first } = e.payload;
    return setDuel(state, id, (d) => ({ ...d, initiative: { ...d.initiative, [userId]: { ...(c !== undefined ? { card: c } : {}), first } } }));
  },
  'duels.card-chosen': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, chosen: { ...d.chosen, [e.payload.userId]: e.payload.card } })),
  'duels.initiative-decided': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, order: e.payload.order, stage: 'playing', turn: 1, chosen: {} })),
  'duels.turn-revealed': (state, e) => {
    const { id, turn, dealt, blooded } = e.payload;
    return setDuel(state, id, (d) => ({ ...d, turns: [...d.turns, turn], dealt, ...(blooded !== undefined ? { blooded } : {}), turn: d.turn + 1, chosen: {} }));
  },
  'duels.turn-ended': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, turn: d.turn + 1 })),
  'duels.adjusted': unchanged,
  'duels.yielded': unchanged,
  'duels.choice-noted': unchanged,
  'duels.over': (state, e) => setDuel(state, e.payload.id, (d) => ({ ...d, stage: 'over', ...(e.payload.result ? { result: e.payload.result } : {}) })),
  'duels.wizard-after': (state, e) => {
    const { userId, damage, change, exhausted } = e.payload;
    return setWizard(movedIn(state, userId, change), userId, (w) => ({ ...w, damage, ...(exhausted ? { exhausted: true } : {}) }));
  },
  'duels.backlash': (state, e) => {
    const { userId, winner } = e.payload;
    return setWizard(state, userId, (w) => {
      const { backlash: _lifted, ...rest } = w;
      return winner ? { ...rest, backlash: winner } : rest;
    });
  },
};

const applyCurrent = evolveBy(APPLY);

/** The duels part's evolve: an older event read as today's facts first (old-logs.ts), then applied by its applier. */
export const evolveDuels = (state: GameState, stored: EventOf<DuelEventPayloads>): GameState => applyCurrent(state, currentDuelEvent(state, stored) as typeof stored);
