/**
 * MP-11 at the reveal, for a caster who plays nothing in the round (his spell no attack spell: flow.ts): the MAGIC chit
 * of his spell that expired there (an instant one, one cancelled by a faster spell) fatigues all the same; a fighter's
 * fatigues with the rest of his round (aftermath.ts sheetAfter). Pure.
 */
import type { GameState } from '../../../../core/state.js';
import type { GameEvent } from '../../../../core/types.js';
import { characterWords, chitLabel } from '../../characters/kits.js';
import { kitOf, sheetOf } from '../../characters/sheet.js';
import { withFatigued } from '../../magic/spell-fatigue.js';
import { spellSheetEvents } from './sheet-event.js';

/**
 * MP-11: the MAGIC chits of his spell that expired at the reveal, fatigued on his card, when he had nothing to play
 * that round (aftermath.ts fatigues a fighter's with the rest of his round); nothing for one who is dead by now.
 */
export function expiredChitEvents(state: GameState, userId: string, chits: readonly number[], actor: string): GameEvent[] {
  const sheet = sheetOf(state, userId);
  const kit = kitOf(state, userId);
  if (!sheet || !kit || !state.players.some((p) => p.userId === userId)) return [];
  const after = withFatigued(sheet, chits);
  return spellSheetEvents(state, userId, sheet, after.chits.every((x, i) => x === sheet.chits[i]) ? sheet : after, `in combat: ${chits.map((i) => chitLabel(kit.chits[i]!)).join(', ')} fatigued (${characterWords(sheet.character).possessive} spell expired)`, actor);
}
