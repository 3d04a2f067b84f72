/** The state after the rolls' events (one applier per event type): a roll counted in the game's rolls. */
import { evolveBy, unchanged, type Appliers } from '../core/handlers.js';
import type { GameState } from '../core/state.js';
import type { RollEvent } from './events.js';

/** A roll counted in the game's rolls. */
const counted = (state: GameState): GameState => ({ ...state, rollCount: state.rollCount + 1 });

/** The state after each roll event. */
const APPLY: Appliers<RollEvent> = { 'rolls.dice-rolled': counted, 'rolls.table-rolled': counted, 'rolls.private-made': unchanged };

export const evolveRolls = evolveBy(APPLY);
