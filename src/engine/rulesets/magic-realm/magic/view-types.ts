/** The types of magic the read side names (issue 28). */
export type { MagicColour } from './colour-magic.js';
export type { SpellCard } from './spells.js';
