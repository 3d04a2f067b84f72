/** The colours of magic the pictures name (issue 28); a spell's type is types.ts's. */
export type { MagicColour } from './colour-magic.js';
