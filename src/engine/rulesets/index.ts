import { MAGIC_REALM_OPTIONS } from './magic-realm/options.js';
import { MTG_RPG_OPTIONS } from './mtg-rpg/options.js';
import type { RuleOption } from './options.js';

export const RULESET_IDS = ['magic-realm', 'mtg-rpg'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** A ruleset plugs in beside the others: its title, its options, and (as they are built) its own actions. */
export interface Ruleset {
  id: RulesetId;
  title: string;
  /** What a player names when joining: a Magic Realm character, or an MtG RPG wizard. */
  playerNoun: string;
  options: readonly RuleOption[];
}

export const RULESETS: Record<RulesetId, Ruleset> = {
  'magic-realm': {
    id: 'magic-realm',
    title: 'Magic Realm (BIMR play by post)',
    playerNoun: 'character',
    options: MAGIC_REALM_OPTIONS,
  },
  'mtg-rpg': {
    id: 'mtg-rpg',
    title: 'Magic: The Gathering RPG',
    playerNoun: 'wizard',
    options: MTG_RPG_OPTIONS,
  },
};
