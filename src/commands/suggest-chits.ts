/**
 * Suggestions for `/character choose chits:` (issue 13): the list typed so far, completed with each of his chits (as
 * printed) that the choice he owes may take next — the active chits for fatigue and wounds, the fatigued and wounded
 * ones for a rest. Only his own sheet, read as he may read it.
 */
import { chitsToChoose } from '../engine/rulesets/magic-realm/characters/view.js';
import { currentGame } from './game-context.js';
import type { AutocompleteContext, Choice } from './types.js';

const CAP = 25;

export async function suggestChits(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const game = await currentGame(ctx);
  const me = ctx.invocation.user.id;
  const labels = chitsToChoose(game, me);
  if (!labels) return [];
  const cut = typed.lastIndexOf(',');
  const before = cut >= 0 ? `${typed.slice(0, cut + 1).trimEnd()} ` : '';
  const part = typed.slice(cut + 1).trim().toLowerCase();
  return labels
    .filter((l) => l.toLowerCase().startsWith(part))
    .slice(0, CAP)
    .map((l) => ({ name: `${before}${l}`.slice(0, 100), value: `${before}${l}`.slice(0, 100) }));
}
