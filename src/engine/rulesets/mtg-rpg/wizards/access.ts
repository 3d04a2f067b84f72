/** How the wizards are changed in the state: a wizard's sheet or library, for the evolves that change them (wizards, duels, fights). */
import type { GameState } from '../../../core/state.js';
import type { Library, Wizard } from '../sheet/creation.js';

/** His wizard changed, when he has one (else the state as it is). */
export const setWizard = (state: GameState, userId: string, f: (w: Wizard) => Wizard): GameState => {
  const w = state.wizards?.[userId];
  return w ? { ...state, wizards: { ...state.wizards, [userId]: f(w) } } : state;
};

/** His library changed, when he has one. */
export const setLibrary = (state: GameState, userId: string, f: (lib: Library) => Library): GameState => setWizard(state, userId, (w) => (w.library ? { ...w, library: f(w.library) } : w));
