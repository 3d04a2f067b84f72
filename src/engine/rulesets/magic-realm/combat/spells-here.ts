/**
 * The spells in force in a combat's clearing (issue 29; MP-6): those a `spell` target may name, and the key that
 * names one — caster, spell, day cast (`spell:<key>`). Pure.
 */
import type { GameState } from '../../../core/state.js';
import type { SpellHeld } from '../magic/in-force.js';
import { parseClearingId } from '../map/board.js';
import { playOf } from '../play/access.js';
import type { ClearingCombat } from './state.js';

/** The key of a spell in force, as a `spell` target names it: caster, spell, day cast (magic/in-force.ts). */
export { spellKey } from '../magic/in-force.js';

/** The spells in force in this clearing: on one of its individuals, or cast on it or its tile. */
export function spellsInForceHere(state: GameState, c: ClearingCombat): SpellHeld[] {
  const here = new Set([...c.order, ...c.denizens.map((d) => d.id), `clearing:${c.clearing}`, `tile:${parseClearingId(c.clearing)?.code}`]);
  return (playOf(state).inForce ?? []).filter((h) => h.targets.some((t) => here.has(t)) || h.clearing === c.clearing);
}
