/** The types of the day's orders the read side names (issue 28). */
export type { Phase } from './phases.js';
