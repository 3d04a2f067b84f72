/** The duels' types the read side names (issue 28). */
export type { DuelEventPayloads } from './events.js';
export type { DuelView } from './view.js';
