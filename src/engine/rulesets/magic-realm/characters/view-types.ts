/** The characters' types the read side names (issue 28): the card, a chit on it, the states, a sheet change, a debt. */
export type { ArmourState, CharacterCard, ChitOnCard, ChitState } from './sheet.js';
export type { SheetChange } from './sheet-changes.js';
export type { Owed } from './effort.js';
