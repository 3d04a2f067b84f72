/**
 * The published game's spell cards (magic/spell-data.ts, derived from the reference data by
 * scripts/derive-realm-objects.ts): their type, the colour of magic they need, duration and target. The set-up deals
 * them by type into the boxes (setup/deal.ts); Read Runes and Magic Sight's "perceive spell" teach them (play/runes.ts).
 * What a spell does when cast is the magic issue's. Expansion One's own list (X1-22) is src/engine/reference/spells.ts.
 */
import type { MagicType } from '../terms.js';
import { SPELL_CARDS } from './spell-data.js';

export interface SpellCard {
  name: string;
  /** The type of MAGIC chit that casts it, and that a character needs to learn it (MP-2). */
  type: MagicType;
  /** white, grey, gold, purple, black, or any. */
  colour: string;
  duration: string;
  target: string;
  /** The card's words, as the reference data has them. */
  text: string;
  /** The table the spell rolls on, where it has one (wish, curse, …). */
  table?: string;
}

export { SPELL_CARDS };

/** A spell card by name (case-insensitive), or undefined. */
export const spellCardNamed = (name: string): SpellCard | undefined => SPELL_CARDS.find((s) => s.name.toLowerCase() === name.trim().toLowerCase());

/** The spell cards of one type, in the data's order (the pile the set-up shuffles). */
export const spellCardsOfType = (type: MagicType): string[] => SPELL_CARDS.filter((s) => s.type === type).map((s) => s.name);
