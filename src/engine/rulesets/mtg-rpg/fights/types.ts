/** The fights' types the read side names (issue 28). */
export type { FightEventPayloads } from './part.js';
export type { FightView } from './view.js';
