/**
 * The rulesets as the read side sees them (issue 28): each one's title, options and join names, and a game's own.
 */
export { RULESETS, RULESET_IDS, rulesetOf } from './index.js';
export type { Ruleset, RulesetId } from './index.js';
