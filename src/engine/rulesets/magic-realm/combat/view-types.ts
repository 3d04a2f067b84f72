/** Combat's types the read side names (issue 28): its events (the story of a round), a sheet of the melee picture. */
export type { CombatEventPayloads, MeleeSheet, StrikeMark } from './events.js';
export type { CombatChoices, CombatView } from './view.js';
export type { RevealedRound } from './state.js';
