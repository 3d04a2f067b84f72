/**
 * The colour magic present for a character now, read from the game (MP-2; magic/colour.ts `MagicMoment` is the pure
 * question, this gives it its answer's inputs): the day of the month (with Seasons, today's 7th-day colour), the board
 * and his clearing (an enchanted tile's colour), the treasure cards carried by every character in his clearing, and
 * his own colour chits. Pure.
 *
 * Reading (docs/rules.md MP-2): a site card's colour (the Toadstool Circle) is not read here yet — the treasures in the
 * clearing are those the characters standing there carry.
 */
import type { GameState } from '../../../core/state.js';
import { boardOf } from '../board/access.js';
import { dayRules } from '../calendar/calendar.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { sheetOf } from '../characters/sheet.js';
import { calendarOptions, characterClearing, playOf } from '../play/access.js';
import type { ClearingId } from '../map/board.js';
import { dayOfMonth, type ColourChit, type MagicMoment } from './colour.js';

/**
 * His colour chits (MP-1: MAGIC chits enchanted into colour): the sheet field magic/colour.ts proposes
 * (`CharacterSheet.colourChits`), read through its type so that casting uses them once the E phase records them.
 */
export const colourChitsOf = (sheet: CharacterSheet): readonly ColourChit[] => (sheet as CharacterSheet & { colourChits?: readonly ColourChit[] }).colourChits ?? [];

/** MP-2: everything the colour present for him depends on, but his own colour chits (checkCast adds those). */
export function magicMomentOf(state: GameState, userId: string): Omit<MagicMoment, 'colourChits' | 'chitStates'> {
  const play = playOf(state);
  const gameDay = play.day?.number ?? 1;
  const day = dayOfMonth({ ...(play.calendar ? { calendar: play.calendar } : {}), gameDay });
  const seventh = play.calendar ? safeSeventhDay(state) : undefined;
  const clearing = characterClearing(state, userId) as ClearingId | undefined;
  const board = boardOf(state);
  const here = clearing ? board.pieces.filter((p) => p.kind === 'character' && p.owner !== undefined && characterClearing(state, p.owner) === clearing).map((p) => p.owner!) : [userId];
  const treasures = [...new Set(here.flatMap((id) => sheetOf(state, id)?.treasures ?? []))];
  return { day, ...(seventh ? { seventhDay: seventh } : {}), board: board.tiles, ...(clearing ? { clearing } : {}), treasures };
}

/** Today's 7th-day colours of the season (SW-2), when the week's weather is drawn. */
function safeSeventhDay(state: GameState): MagicMoment['seventhDay'] {
  try {
    return dayRules(playOf(state).calendar!, calendarOptions(state)).seventhDay;
  } catch {
    return undefined;
  }
}
