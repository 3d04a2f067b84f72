import type { RulesetConfig } from '../core/lifecycle.js';
import type { ReferenceTopic } from '../reference/entry.js';
import type { TableInput } from '../tables/table-schema.js';
import { MAGIC_REALM_OPTIONS } from './magic-realm/options.js';
import { MAGIC_REALM_REFERENCE } from './magic-realm/reference.js';
import { MAGIC_REALM_TABLES } from './magic-realm/tables/catalog.js';
import { charactersOf, requireCharacter } from './magic-realm/characters/characters.js';
import { MTG_RPG_OPTIONS } from './mtg-rpg/options.js';
import { MTG_RPG_REFERENCE } from './mtg-rpg/reference.js';

export const RULESET_IDS = ['magic-realm', 'mtg-rpg'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/**
 * A ruleset: its title, what a player names when joining, its options, and what it hands the engine to roll and look
 * up (its rules are parts: src/engine/parts.ts).
 */
export interface Ruleset extends RulesetConfig {
  id: RulesetId;
  /** The tables a player rolls by name (`/roll table`) and `/rules` shows, in the catalogue's order. */
  tables: readonly TableInput[];
  /** What else `/rules` shows of it, besides the rule index and its tables (spells, travellers, lookup tables). */
  reference: readonly ReferenceTopic[];
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
    tables: MAGIC_REALM_TABLES,
    reference: MAGIC_REALM_REFERENCE,
  },
  'mtg-rpg': {
    id: 'mtg-rpg',
    title: 'Magic: The Gathering RPG',
    playerNoun: 'wizard',
    options: MTG_RPG_OPTIONS,
    tables: [],
    reference: MTG_RPG_REFERENCE,
  },
};

/** The ruleset of a game. */
export const rulesetOf = (state: { ruleset: string }): Ruleset => RULESETS[state.ruleset as RulesetId];
