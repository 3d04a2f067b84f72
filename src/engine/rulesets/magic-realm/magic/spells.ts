/**
 * Every spell, in one list: the published game's spell cards (spell-data.ts, derived from the reference data by
 * scripts/derive-realm-objects.ts) and Expansion One's LIST OF SPELLS (X1-22, expansion-one-spells.ts), each marked
 * with its source. The set-up deals the cards by type into the boxes (setup/deal.ts); Read Runes and Magic Sight's
 * "perceive spell" teach them (play/runes.ts); /rules shows Expansion One's list. What a spell does when cast is the
 * magic issue's: spell-effects.ts maps each spell to its effect as it gets built.
 */
import { MAGIC_TYPES, type MagicType } from '../terms.js';
import { EXPANSION_ONE_SPELLS } from './expansion-one-spells.js';
import { SPELL_CARDS } from './spell-data.js';
import type { Spell } from './types.js';

export { EXPANSION_ONE_SPELLS, SPELL_CARDS };

/** The spell types, I to VIII: the types of MAGIC chit. */
export const SPELL_TYPES: readonly MagicType[] = MAGIC_TYPES;

/** Every spell: the cards, then Expansion One's list. */
export const SPELLS: readonly Spell[] = [...SPELL_CARDS, ...EXPANSION_ONE_SPELLS];

const simple = (name: string) => name.trim().toLowerCase();

/** A spell of either list by name (case-insensitive), or undefined. */
export const spellNamed = (name: string): Spell | undefined => SPELLS.find((s) => simple(s.name) === simple(name));

/** A spell card of the published game by name (case-insensitive), or undefined. */
export const spellCardNamed = (name: string): Spell | undefined => SPELL_CARDS.find((s) => simple(s.name) === simple(name));

/** The spell cards of one type, in the data's order (the pile the set-up shuffles). */
export const spellCardsOfType = (type: MagicType): string[] => SPELL_CARDS.filter((s) => s.type === type).map((s) => s.name);
