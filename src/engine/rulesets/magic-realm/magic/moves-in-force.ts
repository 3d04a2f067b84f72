/**
 * Issue 29: the spells of magic/effects/moves.ts read where the game meets them while they are in force (magic/in-force.ts
 * spellsOn; an inert permanent spell does nothing). Pure.
 */
import type { GameState } from '../../../core/state.js';
import { spellsOn } from './in-force.js';

/**
 * Peace with Nature ("Not attacked by warning or sound chits"; RealmSpeak PEACE_WITH_NATURE): while it is in force on
 * him, the warning and sound chits of his tile summon nothing at the end of his turn (denizens/summoning.ts `quiet`);
 * prowling monsters, natives and site chits still come.
 */
export const atPeaceWithNature = (state: GameState, userId: string): boolean => spellsOn(state, userId).some((s) => s.spell === 'Peace with Nature' && !s.inert);
