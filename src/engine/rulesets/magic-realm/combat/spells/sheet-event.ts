/**
 * Issue 29: a spell's change to a character's card at the reveal, as the event that tells it — `play.sheet-set` with
 * the card's delta, his and the GM's (his chits are his secret; the reveal's public line says what the spell did).
 */
import type { GameState } from '../../../../core/state.js';
import { onlyPlayers, type GameEvent } from '../../../../core/types.js';
import { sheetDelta } from '../../characters/sheet-delta.js';
import type { CharacterSheet } from '../../characters/sheet.js';
import { nameOf } from '../words.js';

/** His card changed by a spell, or nothing when it did not change. */
export function spellSheetEvents(state: GameState, userId: string, before: CharacterSheet, after: CharacterSheet, what: string, actor: string): GameEvent[] {
  if (after === before) return [];
  return [{ type: 'play.sheet-set', payload: { userId, name: nameOf(state, userId), changes: sheetDelta(before, after), what }, visibility: onlyPlayers(userId), actor }];
}

