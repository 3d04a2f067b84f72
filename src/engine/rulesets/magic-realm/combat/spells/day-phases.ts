/**
 * Issue 29: what the spells of magic/effects/day-phases.ts do at the reveal, by kind (combat/spell-reveal.ts).
 */
import { onlyPlayers, type GameEvent } from '../../../../core/types.js';
import { characterClearing } from '../../play/access.js';
import { phantasmPiece } from '../../play/phantasm.js';
import type { SpellRevealHandler } from '../spell-reveal.js';
import { nameOf } from '../words.js';

/**
 * Phantasm, "Move unseen searcher (PEER only), can SPELL": an unseen phantasm piece appears in its target's clearing,
 * his and the GM's (play/phantasm.ts); the table learns only that it appeared.
 */
const phantasm: SpellRevealHandler = ({ state, targets, labels, actor }) => {
  const target = targets[0];
  const at = target && characterClearing(state, target);
  const piece = target && at ? phantasmPiece(target, nameOf(state, target), at) : undefined;
  if (!target || !piece) return { lines: [`no phantasm appears: ${labels[0] ?? 'its target'} is no character on the board`], events: [], over: true };
  const event: GameEvent = { type: 'board.piece-set', payload: { piece }, visibility: onlyPlayers(target), actor };
  return { lines: [`an unseen phantasm appears beside ${labels[0]}: ${labels[0]} moves it and PEERs with it tomorrow`], events: [event] };
};

export const DAY_PHASES_REVEALS: Readonly<Record<string, SpellRevealHandler>> = { phantasm };
