/**
 * What commands and pictures read of the spells (besides their type, types.ts): a spell card by name, to tell a
 * player what he read at a site.
 */
export { spellCardNamed } from './spells.js';
