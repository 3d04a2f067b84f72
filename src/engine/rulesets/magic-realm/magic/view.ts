/**
 * Magic as the read side sees it (issue 28): the colours of magic the pictures draw, the colours a text names
 * (the calendar's Seasons lines), and a spell card by name, to tell a player what he read at a site. Commands and
 * pictures import these (their types from view-types.ts), never the rules.
 */
export { MAGIC_COLOURS, coloursNamedIn } from './colour-magic.js';
export { spellCardNamed } from './spells.js';
