/**
 * What commands and pictures read of Magic Realm's tables (besides their types, types.ts): the modifiers of BIMR4's
 * optional combat tables, computed from the times and attackers a player gives `/roll table`.
 */
export { attackModifiers, stumbleModifiers } from './optional-combat.js';
