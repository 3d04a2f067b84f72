/**
 * Blocking by monsters (core-tables procedure "blocking"): after each of his phases an unhidden character in a
 * clearing with an unhired monster is blocked and does no more phases that day; the monster is blocked too and
 * prowls no more that day. A monster arriving where an unhidden character stands blocks him (summoning.ts). The
 * blocked state lasts the day: characters are unblocked at Sunset, monsters at Midnight (procedure "day_order").
 * Mist-like characters, immunity and pacified monsters come with the spells and treasures that give them.
 */
import { clearingId } from '../map/board.js';
import type { Piece } from '../board/state.js';

/** The monster (its label) that blocks an unhidden character in this clearing, if any. Monsters are never hired yet. */
export function blockerAt(pieces: readonly Piece[], clearing: string, hidden: boolean): string | undefined {
  if (hidden) return undefined;
  return pieces.find((p) => p.kind === 'monster' && p.seenBy === 'all' && p.clearing !== undefined && clearingId(p.tile, p.clearing) === clearing)?.label;
}

/** The monster piece of that label in that clearing (the one a block names). */
export const monsterAt = (pieces: readonly Piece[], clearing: string, label: string): Piece | undefined =>
  pieces.find((p) => p.kind === 'monster' && p.label === label && p.clearing !== undefined && clearingId(p.tile, p.clearing) === clearing);
