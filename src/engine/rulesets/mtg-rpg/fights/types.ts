/** The fights' types the read side names (issue 28). */
export type { FightEventPayloads } from './events.js';
export type { FightView } from './view.js';
