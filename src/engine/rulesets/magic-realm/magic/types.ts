import type { MagicType } from '../terms.js';

/** Where a spell comes from: the published game's spell cards (the reference data), or Expansion One's LIST OF SPELLS (X1-22). */
export type SpellSource = 'core' | 'expansion-one';

/** A spell of either list (magic/spells.ts holds them in one). */
export interface Spell {
  name: string;
  source: SpellSource;
  /** The type of MAGIC chit that casts it, and that a character needs to learn it (MP-2). */
  type: MagicType;
  /**
   * The colour of magic it needs, as its list writes it: the cards white, grey, gold, purple, black or any; Expansion
   * One's list in capitals, with ALL and ANY TWO besides.
   */
  colour: string;
  /** How long it lasts: instant, attack, combat, phase, day, move, permanent (MP-9); Expansion One's list capitalises. */
  duration: string;
  target: string;
  /** Its words: the card's, or Expansion One's list's (shortened by hand where longer than 900 characters). */
  text: string;
  /** The type the spell's own line states, where it differs from the TYPE heading it stands under (Expansion One's list). */
  listedType?: string;
  /** The table it rolls or reads on: a name of the table catalogue (`/roll table`, `/rules`). */
  table?: string;
}
