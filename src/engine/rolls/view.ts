/**
 * What the rolls show: they keep no state of their own (the game's roll count is the core's). The read side draws a
 * roll from its event — the picture of dice rolled or a table rolled, the /roll reply — whose payloads are these.
 */
export type { RollEventPayloads } from './events.js';
