/**
 * Issue 29: a spell that takes effect at the reveal (Power of the Pit's terror, blight, forget) may wound or fatigue a
 * chit its owner has already played in this round. Reading (docs/rules.md "Instant spells"): the play stands — the
 * spells take effect before the attacks, but the chits were committed with the secret plays — and the chit is
 * wounded or fatigued on his card all the same. The round judges his play on his card with the chits he played
 * counted as active (aftermath.ts); the card keeps what the spell did to them. Pure.
 */
import type { CharacterSheet } from '../../characters/sheet.js';
import type { MeleePlay } from '../plays.js';

/** The chits of his play this round, by their place on his card. */
export const playedChits = (play: MeleePlay | undefined): number[] => [play?.fight?.chit, play?.fight2?.chit, play?.parry?.chit, play?.move?.chit].filter((x): x is number => x !== undefined);

/** His card as the round judges his play: the chits he played active, whatever a spell did to them since. */
export function asPlayed(sheet: CharacterSheet, play: MeleePlay | undefined): CharacterSheet {
  const played = playedChits(play);
  if (!played.some((i) => sheet.chits[i] !== 'active')) return sheet;
  return { ...sheet, chits: sheet.chits.map((s, i) => (played.includes(i) ? 'active' : s)) };
}
