/**
 * The shapes of wizard events that logs stored up to commit 3ec51af (issue 28), read into today's facts: a game
 * recorded then still loads and plays on. wizard.created and wizard.trained then carried the whole wizard after (no
 * fact of them rebuilds it: those are applied as before); the library events carried the whole library after (read
 * as the cards that moved, against the library before).
 */
import { formerPrefix } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import type { StoredEvent } from '../../../core/types.js';
import type { Library, Wizard, WizardDraft } from '../sheet/creation.js';
import type { WizardEventPayloads } from './events.js';
import { libraryChange } from '../sheet/library-change.js';

type Payload<K extends keyof WizardEventPayloads> = WizardEventPayloads[K];

/** The payloads as 3ec51af and before stored them. */
export interface WizardPayloadsBeforeFacts {
  'wizards.created': { userId: string; wizard: Wizard };
  'wizards.trained': Omit<Payload<'wizards.trained'>, 'training' | 'spell'> & { wizard: Wizard };
  'wizards.library-set': Omit<Payload<'wizards.library-set'>, 'cards' | 'order' | 'hand' | 'truncated'> & { library: Library };
  'wizards.checked': Omit<Payload<'wizards.checked'>, 'change'> & { library: Library };
  'wizards.moved': Omit<Payload<'wizards.moved'>, 'spent'> & { library: Library };
  'wizards.renewed': Omit<Payload<'wizards.renewed'>, 'change' | 'hand'> & { library?: Library };
}

const isOld = (e: StoredEvent, field: 'wizard' | 'library'): boolean => typeof e.payload === 'object' && e.payload !== null && field in e.payload;
const libraryOf = (state: GameState, userId: string): Library | undefined => state.wizards?.[userId]?.library;

/** An old wizard.created or wizard.trained applied as before: the wizard it carried is his sheet. */
export function applyWholeWizard(state: GameState, e: StoredEvent): GameState | undefined {
  if ((e.type !== 'wizards.created' && e.type !== 'wizards.trained') || !isOld(e, 'wizard')) return undefined;
  const p = e.payload as WizardPayloadsBeforeFacts['wizards.created'];
  if (e.type === 'wizards.trained' && !state.wizards?.[p.userId]) return state;
  return { ...state, wizards: { ...state.wizards, [p.userId]: p.wizard } };
}

/** An old library-set as today's: its cards, the shuffle (the hand then the deck) and the hand's size. */
function librarySet(p: WizardPayloadsBeforeFacts['wizards.library-set']): Payload<'wizards.library-set'> {
  const { library, ...rest } = p;
  return { ...rest, cards: library.cards, order: [...library.hand, ...library.deck], hand: library.hand.length, ...(library.truncated ? { truncated: true } : {}) };
}

/** An old library event as today's facts: the cards that moved from the library before (the state's) to the one it carried. */
export function currentWizardEvent(state: GameState, e: StoredEvent): StoredEvent {
  if (!isOld(e, 'library')) return e;
  const p = e.payload as { userId: string; library?: Library };
  const before = libraryOf(state, p.userId);
  switch (e.type) {
    case 'wizards.library-set':
      return { ...e, payload: librarySet(e.payload as WizardPayloadsBeforeFacts['wizards.library-set']) };
    case 'wizards.checked':
    case 'wizards.renewed': {
      const { library, ...rest } = p;
      if (!library) return { ...e, payload: rest };
      // Without a library before, the wizard is not there either: evolve leaves the state as it is.
      const change = before ? libraryChange(before, library) : {};
      return { ...e, payload: { ...rest, change, ...(e.type === 'wizards.renewed' ? { hand: library.hand.length } : {}) } };
    }
    case 'wizards.moved': {
      const { library, ...rest } = p;
      return { ...e, payload: { ...rest, spent: library!.graveyard.at(-1)! } };
    }
  }
  return e;
}

/** An old event as the log and undo words read it (no state at hand): the sheet's choices, the library's hand. */
export function wizardEventForWords(e: StoredEvent): StoredEvent {
  if (e.type === 'wizards.created' && isOld(e, 'wizard')) {
    const { wizard, ...rest } = e.payload as WizardPayloadsBeforeFacts['wizards.created'];
    return { ...e, payload: { ...rest, draft: wizard as WizardDraft } };
  }
  if (e.type === 'wizards.library-set' && isOld(e, 'library')) return { ...e, payload: librarySet(e.payload as WizardPayloadsBeforeFacts['wizards.library-set']) };
  if (e.type === 'wizards.renewed' && isOld(e, 'library')) {
    const { library, ...rest } = e.payload as WizardPayloadsBeforeFacts['wizards.renewed'];
    return { ...e, payload: { ...rest, ...(library ? { hand: library.hand.length } : {}) } };
  }
  return e;
}

/**
 * The name each of the wizards's event types had until issue 28 gave each part one name (`wizard.…`, today `wizards.…`): a
 * stored event of the former name is read as today's (engine.ts currentEvent).
 */
export const formerName = formerPrefix('wizards.', 'wizard.');
