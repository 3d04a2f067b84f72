/**
 * A character's card after an event that says what changed on it (`play.sheet-set`, `play.chits-chosen`, `play.dealt`:
 * characters/sheet-delta.ts), laid on his card as the events before it left it. An older event carries the card after
 * it instead (until 10d2d2a: old-logs.ts), which is taken as it is.
 */
import type { GameState } from '../../../core/state.js';
import { sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { applySheetDelta, type SheetDelta } from '../characters/sheet-delta.js';
import { storedSheet } from './old-logs.js';

export function cardAfter(state: GameState, p: { userId: string; changes?: SheetDelta }): CharacterSheet | undefined {
  const stored = storedSheet(p);
  if (stored) return stored;
  const before = sheetOf(state, p.userId);
  return before && p.changes ? applySheetDelta(before, p.changes) : before;
}
