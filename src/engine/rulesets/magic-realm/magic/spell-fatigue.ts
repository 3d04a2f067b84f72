/**
 * MP-11: when the chits used in magic fatigue (seed 001 l.11): "Magic chits do not fatigue in the Fatigue Step.
 * Color magic chits fatigue when they are played, and Magic chits fatigue when the spell expires. Magic chits that
 * were "prepared" in an Alert phase during the Day fatigue at the end of combat even if they were not used to cast a
 * spell." And l.31 (MP-6): a spell broken by an inappropriate target fatigues its MAGIC chit "immediately". Pure.
 *
 * Readings (docs/rules.md MP-11):
 * - A spell broken or cancelled (MP-6, MP-8) has expired: its MAGIC chit fatigues then.
 * - A prepared chit fatigues at the end of combat, used or not; used for a spell that ends sooner (instant, attack),
 *   it fatigues when that spell expires. A prepared chit whose spell outlasts the combat is fatigued at the end of
 *   combat and stays committed to the spell until it expires.
 */
import type { CharacterSheet } from '../characters/sheet.js';

/** A chit used in magic this evening: a colour chit played, a MAGIC chit committed to a spell, a prepared chit. */
export interface MagicChitUse {
  chit: number;
  kind: 'colour' | 'magic' | 'prepared';
  /** The spell in force it was used for (absent: a prepared chit not used to cast). */
  spell?: string;
}

export type FatigueClock = { at: 'played' } | { at: 'spell-expired'; spell: string } | { at: 'end-of-combat' } | { at: 'fatigue-step' };

/** MP-11: the chits that fatigue at this moment (each once: the caller drops a use when its chit has fatigued). */
export function fatiguedAt(uses: readonly MagicChitUse[], clock: FatigueClock): number[] {
  const now = (u: MagicChitUse): boolean => {
    switch (clock.at) {
      case 'played':
        return u.kind === 'colour';
      case 'spell-expired':
        return u.kind !== 'colour' && u.spell === clock.spell;
      case 'end-of-combat':
        return u.kind === 'prepared';
      case 'fatigue-step':
        // "Magic chits do not fatigue in the Fatigue Step."
        return false;
    }
  };
  return uses.filter(now).map((u) => u.chit);
}

/** MP-11: his sheet with these chits fatigued (a chit wounded already stays wounded). */
export const withFatigued = (sheet: CharacterSheet, chits: readonly number[]): CharacterSheet => ({ ...sheet, chits: sheet.chits.map((s, i) => (chits.includes(i) && s === 'active' ? 'fatigued' : s)) });
