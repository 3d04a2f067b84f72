/** The colours of magic the pictures name (issue 28); a spell's type is types.ts's. */
export type { MagicColour } from './colour-magic.js';

/** MP-2: the colour magic the day brings every caster in the Realm (magic/today.ts). */
export interface MagicOfTheDay {
  /** The day of the month, 1–28. */
  dayOfMonth: number;
  /** The colours of magic the day brings (none on most days). */
  colours: import('./colour-magic.js').MagicColour[];
}
