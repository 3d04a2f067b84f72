/**
 * The day's orders as the read side reads them (issue 28): the phase codes and their help, the reading of a phase
 * text as the engine reads it (so a suggestion is one the engine accepts), and the groups one trades with or hires.
 */
export { ACTIVITIES, activityByCode, activityHelp, parsePhases, twoWordClearing } from './phases.js';
export { NATIVE_GROUPS, VISITORS } from './deals.js';
/** MP-1: the ENCHANT phases a player may record now, judged as /orders record judges them (the autocomplete's offers). */
export { enchantExamplesFor, flyExamplesFor } from './example.js';
