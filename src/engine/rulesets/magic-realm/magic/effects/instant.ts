/**
 * Issue 29: the instant spells on a character, an individual, a spell in force or a clearing, carried out at the
 * reveal and expiring there (MP-9, MP-11): Make Whole, Curse, Small Blessing, Power of the Pit, Remedy, Dissolve
 * Spell, Exorcise. Each entry names the spell's kind and target; combat/spells/instant.ts carries each kind out
 * (docs/rules.md "Instant spells" gives the readings).
 */
import type { SpellEffectDef } from './types.js';

export interface InstantEffect extends SpellEffectDef {
  kind: 'make-whole' | 'curse' | 'wish' | 'power-of-the-pit' | 'cancel' | 'exorcise';
}

export const INSTANT_EFFECTS: Readonly<Record<string, InstantEffect>> = {
  // "repair damage, wounds, and fatigue"
  'Make Whole': { kind: 'make-whole', target: 'character' },
  // "Gets one CURSE (roll)"
  Curse: { kind: 'curse', target: 'character' },
  // "Gets one WISH (roll)"
  'Small Blessing': { kind: 'wish', target: 'character' },
  // "Roll for Power of the Pit attack"
  'Power of the Pit': { kind: 'power-of-the-pit', target: 'individual' },
  // "Cancels one spell or curse" (its target "spell,curse": a curse on a character names itself as a spell in force does)
  Remedy: { kind: 'cancel', target: 'spell' },
  // "Cancel spell"
  'Dissolve Spell': { kind: 'cancel', target: 'spell' },
  // "Remove all magic demons and imps"
  Exorcise: { kind: 'exorcise', target: 'clearing' },
};
