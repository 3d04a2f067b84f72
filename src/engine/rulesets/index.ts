import type { RulesetConfig } from '../core/lifecycle.js';
import { MAGIC_REALM_OPTIONS } from './magic-realm/options.js';
import { charactersOf, requireCharacter } from './magic-realm/characters/characters.js';
import { MTG_RPG_OPTIONS } from './mtg-rpg/options.js';

export const RULESET_IDS = ['magic-realm', 'mtg-rpg'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** A ruleset: its title, what a player names when joining, and its options (its rules are parts: src/engine/parts.ts). */
export interface Ruleset extends RulesetConfig {
  id: RulesetId;
}

export const RULESETS: Record<RulesetId, Ruleset> = {
  'magic-realm': {
    id: 'magic-realm',
    title: 'Magic Realm (BIMR play by post)',
    playerNoun: 'character',
    options: MAGIC_REALM_OPTIONS,
    // The 16 characters, and Expansion One's Thief/Assassin with the option on.
    joinName: (typed, options) => requireCharacter(typed, options['expansion-one'] === true).name,
    joinChoices: (options) => charactersOf(options['expansion-one'] === true).map((c) => c.name),
  },
  'mtg-rpg': {
    id: 'mtg-rpg',
    title: 'Magic: The Gathering RPG',
    playerNoun: 'wizard',
    options: MTG_RPG_OPTIONS,
  },
};

/** The ruleset of a game. */
export const rulesetOf = (state: { ruleset: string }): Ruleset => RULESETS[state.ruleset as RulesetId];
