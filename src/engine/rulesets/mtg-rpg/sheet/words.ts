import type { GameState } from '../../../core/state.js';
import { pronounWords, type PronounWords } from '../../../pronouns.js';
import type { Wizard } from './creation.js';

/** The words for a player's wizard (issue 27): the pronoun chosen at /wizard create, "he" when none was (older logs). */
export const wizardWords = (state: GameState, userId: string): PronounWords =>
  pronounWords((state as { wizards?: Record<string, Wizard> }).wizards?.[userId]?.pronouns);
