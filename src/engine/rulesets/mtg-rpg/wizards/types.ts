/** The wizards' types the read side names (issue 28): their events' payloads, a craft's kind, a spell's rarity. */
export type { WizardEventPayloads } from './events.js';
export type { CraftKind } from './crafting.js';
export type { Rarity } from './sanctuary.js';
export type { WizardFigures, WizardSheetView, WizardView } from './view.js';
