/**
 * The MtG RPG's wizards (issue 15): a player creates his wizard with the seed's checks (creation.ts); the sheet is his
 * and the GM's, and the table sees his name, calling and primary colour. The part's pieces: actions.ts (the schemas),
 * events.ts (the payloads and their words), decide.ts (a handler per action), evolve.ts, view.ts, old-logs.ts.
 */
import { definePart } from '../../../core/part.js';
import { handWizardOver } from '../hand-over.js';
import { wordsReadingOld } from '../old-words.js';
import { WIZARD_ACTIONS } from './actions.js';
import type { Wizard } from '../sheet/creation.js';
import { decideWizards } from './decide.js';
import { WIZARD_EVENT_WORDS, type WizardEventPayloads } from './events.js';
import { evolveWizards } from './evolve.js';
import { formerName, wizardEventForWords } from './old-logs.js';
import { wizardViewFor, type WizardView } from './view.js';
import { wizardWords } from '../sheet/words.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG's wizards, by the user id of the player (issue 15). */
    wizards: Record<string, Wizard>;
  }
}

export { WIZARD_ACTIONS, wizardViewFor, wizardWords, type WizardEventPayloads, type WizardView };
export { wizardsOf } from './view.js';

export const wizardsPart = definePart<typeof WIZARD_ACTIONS, WizardEventPayloads, WizardView[]>({
  id: 'wizards',
  formerName,
  actions: WIZARD_ACTIONS,
  handOver: handWizardOver,
  decide: decideWizards,
  evolve: evolveWizards,
  viewFor: wizardViewFor,
  events: wordsReadingOld(WIZARD_EVENT_WORDS, wizardEventForWords),
});
