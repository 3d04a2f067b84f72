/** The duels' types the read side names (issue 28). */
export type { DuelEventPayloads } from './flow.js';
export type { DuelView } from './view.js';
