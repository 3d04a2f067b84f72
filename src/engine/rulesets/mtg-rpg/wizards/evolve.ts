/**
 * The wizards' state after each of their events (issue 28): the sheet computed from the choices made at creation and
 * from what was trained, the library from the cards that moved. Older events are read through old-logs.ts first.
 */
import { evolveBy, unchanged, type Appliers } from '../../../core/handlers.js';
import type { EventOf } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { currentDeck } from '../deck/view.js';
import { applyDraw } from '../referee-deck.js';
import { createWizard } from '../sheet/creation.js';
import type { WizardEventPayloads } from './events.js';
import { applyLibraryChange } from '../sheet/library-change.js';
import { learnSpell, spendCard } from '../sheet/library-rules.js';
import { applyWholeWizard, currentWizardEvent } from './old-logs.js';
import { trained } from './sanctuary.js';
import { setLibrary, setWizard } from './access.js';
import { wizardsOf } from './view.js';

/** The state after each wizard event. */
const APPLY: Appliers<EventOf<WizardEventPayloads>> = {
  'wizards.created': (state, { payload: p }) => ({ ...state, wizards: { ...wizardsOf(state), [p.userId]: createWizard(p.draft) } }),
  'wizards.introduced': unchanged,
  'wizards.persona-set': (state, { payload: p }) => setWizard(state, p.userId, (w) => ({ ...w, ...(p.calling ? { calling: p.calling } : {}), ...(p.demeanor ? { demeanor: p.demeanor } : {}) })),
  'wizards.library-set': (state, { payload: p }) =>
    setWizard(state, p.userId, (w) => ({ ...w, library: { cards: p.cards, deck: p.order.slice(p.hand), hand: p.order.slice(0, p.hand), graveyard: [], ...(p.truncated ? { truncated: true } : {}) } })),
  'wizards.library-noted': unchanged,
  'wizards.called': (state, { payload: p }) => setWizard(state, p.userId, (w) => ({ ...w, called: p.call })),
  'wizards.call-noted': unchanged,
  'wizards.checked': (state, { payload: p }) =>
    setWizard(state, p.userId, (w) => {
      const { called: _done, ...rest } = w;
      return { ...rest, library: applyLibraryChange(w.library!, p.change), xp: w.xp - (p.xpSpent ?? 0), ...(p.ranOut ? { exhausted: true } : {}) };
    }),
  'wizards.trained': (state, { payload: p }) => setWizard(state, p.userId, (w) => {
    const after = trained(w, p.training, p.xp);
    return p.spell && after.library ? { ...after, library: learnSpell(after.library, p.spell) } : after;
  }),
  'wizards.train-noted': unchanged,
  'wizards.fatigue-set': (state, { payload: p }) => setWizard(state, p.userId, (w) => ({ ...w, awake: p.awake })),
  'wizards.fatigue-noted': unchanged,
  'wizards.gold-set': (state, { payload: p }) => {
    const s1 = setWizard(state, p.userId, (w) => ({ ...w, gold: p.gold }));
    return p.draw ? { ...s1, deck: applyDraw(currentDeck(s1), p.draw) } : s1;
  },
  'wizards.moved': (state, { payload: p }) => setLibrary(state, p.userId, (lib) => spendCard(lib, p.spent)),
  'wizards.move-noted': unchanged,
  'wizards.lucked': unchanged,
  'wizards.xp-awarded': (state, { payload: p }) => setWizard(state, p.userId, (w) => ({ ...w, xp: p.total })),
  // C44: renewal ends a wizard's running out of cards.
  'wizards.renewed': (state, { payload: p }) =>
    setWizard(state, p.userId, (w) => {
      const { exhausted: _ended, ...rest } = w;
      return { ...rest, damage: p.damage, ...(p.change && w.library ? { library: applyLibraryChange(w.library, p.change) } : {}) };
    }),
  'wizards.renew-noted': unchanged,
  'wizards.check-noted': unchanged,
};

const applyCurrent = evolveBy(APPLY);

/** The wizards part's evolve: an older whole wizard applied as before, an older event read as today's facts (old-logs.ts), then applied by its applier. */
export const evolveWizards = (state: GameState, stored: EventOf<WizardEventPayloads>): GameState =>
  applyWholeWizard(state, stored) ?? applyCurrent(state, currentWizardEvent(state, stored) as EventOf<WizardEventPayloads>);
