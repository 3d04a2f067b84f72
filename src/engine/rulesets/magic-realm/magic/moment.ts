/**
 * The colour magic a game offers a character in a clearing today (MP-2), read from the game: the day of the month
 * and today's 7th-day colours (today.ts), the board, the
 * treasure cards that lie in that clearing — his, the other characters' there, a site card face up (the Toadstool
 * Circle). colour.ts judges what these make present; this module only gathers them (his own colour chits are his
 * sheet's, which the caller adds).
 */
import type { GameState } from '../../../core/state.js';
import { boardOf } from '../board/access.js';
import { sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { treasureNamed } from '../belongings/belongings.js';
import { parseClearingId, type Board } from '../map/board.js';
import { characterClearing } from '../play/access.js';
import type { ColourChit, MagicMoment } from './colour.js';
import { dayOfTheMonth } from './today.js';

/**
 * MP-2: the day, the board (`board`: as the caller has it now, e.g. with a tile turned over earlier in a turn) and
 * the treasures in `clearing` (absent: off the board — no tile's colour, no items but his own).
 */
export function magicMomentAt(state: GameState, userId: string, clearing: string | undefined, board: Board = boardOf(state).tiles): Omit<MagicMoment, 'colourChits' | 'chitStates'> {
  return { ...dayOfTheMonth(state), board, ...(clearing ? { clearing } : {}), treasures: treasuresIn(state, userId, clearing) };
}

/**
 * The treasure cards lying in a clearing for him: his own always; the other characters' standing there, and a site
 * card face up there (seed 001 l.25: an item's colour "affects all the spells in the clearing").
 */
function treasuresIn(state: GameState, userId: string, clearing: string | undefined): string[] {
  const own = sheetOf(state, userId)?.treasures ?? [];
  if (!clearing) return [...own];
  const at = parseClearingId(clearing);
  const others = state.players.filter((p) => p.userId !== userId && characterClearing(state, p.userId) === clearing).flatMap((p) => sheetOf(state, p.userId)?.treasures ?? []);
  const sites = boardOf(state).pieces.filter((p) => p.seenBy === 'all' && at && p.tile === at.code && p.clearing === at.number && treasureNamed(p.label)?.kind === 'site').map((p) => p.label);
  return [...own, ...others, ...sites];
}

/** MP-2 in combat: the moment where he stands now (the caster's clearing), but his own colour chits (checkCast adds those). */
export const magicMomentOf = (state: GameState, userId: string): Omit<MagicMoment, 'colourChits' | 'chitStates'> => magicMomentAt(state, userId, characterClearing(state, userId));

/** His colour chits (MP-1: MAGIC chits enchanted into colour by day, the card's `colourChits`). */
export const colourChitsOf = (sheet: CharacterSheet): readonly ColourChit[] => sheet.colourChits ?? [];
