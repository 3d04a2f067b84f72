import type { GameState } from '../../../core/state.js';
import { clearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { nativeNamed } from '../denizens/denizens.js';
import { travellerNamed } from '../denizens/travellers.js';
import { playOf } from '../play/access.js';
import { castOffers } from './cast.js';
import type { ClearingCombat } from './state.js';

/**
 * The clearings where an unhidden character stands with another combatant everyone sees: another unhidden
 * character, an unhired monster, or a native group that battles him (a Block/Battle of the Meeting table, a STEAL
 * caught: RealmPlay.battling) — issue 13: "a clearing with an unhidden character and a monster (or a battling native
 * group) is marked for combat at Evening". Natives who merely stand at their dwelling, and anyone's hirelings, do not.
 * Combat comes there at Evening (begin.ts), one clearing after another.
 */
export function combatClearings(state: GameState): string[] {
  const pieces = boardOf(state).pieces.filter((p) => p.clearing !== undefined && p.seenBy === 'all' && !p.hidden);
  const at = (p: (typeof pieces)[number]) => clearingId(p.tile, p.clearing!);
  const characters = new Map<string, string[]>();
  for (const p of pieces) if (p.kind === 'character') characters.set(at(p), [...(characters.get(at(p)) ?? []), p.owner ?? p.id]);
  const battling = playOf(state).battling ?? {};
  const fights = (p: (typeof pieces)[number]): boolean => {
    if (p.owner !== undefined) return false;
    if (p.kind === 'monster') return true;
    // X1-12 (7.9): a traveller with a CAPTURE value is battled as if he were a monster.
    if (p.kind === 'traveller') return travellerNamed(p.label)?.capture !== undefined;
    const group = p.kind === 'native' ? nativeNamed(p.label)?.group : undefined;
    return group !== undefined && (characters.get(at(p)) ?? []).some((id) => battling[id]?.includes(group));
  };
  const where = new Set<string>();
  for (const [id, here] of characters) if (here.length > 1) where.add(id);
  for (const p of pieces) if (characters.has(at(p)) && fights(p)) where.add(at(p));
  return [...where].sort();
}

/**
 * MP-1: the clearings where an unhidden character stands alone, with no combat, and could cast a spell now (the same
 * checks as `/combat cast`: cast.ts castOffers) — spells are cast only in combat, so his Evening brings him an
 * encounter step of his own (begin.ts). Readings (docs/rules.md "Casting alone"): a hidden character alone is not
 * asked (his clearing stays quiet); the combat goes on while he casts, and the first round he casts nothing ends it.
 */
export function castingClearings(state: GameState): string[] {
  const fights = new Set(combatClearings(state));
  const pieces = boardOf(state).pieces.filter((p) => p.clearing !== undefined && p.kind === 'character' && p.owner !== undefined);
  const at = (p: (typeof pieces)[number]) => clearingId(p.tile, p.clearing!);
  const out: string[] = [];
  for (const p of pieces) {
    const clearing = at(p);
    if (p.hidden || p.seenBy !== 'all' || fights.has(clearing) || out.includes(clearing)) continue;
    if (pieces.some((q) => q !== p && at(q) === clearing)) continue;
    const alone: ClearingCombat = { clearing, round: 1, step: 'action', order: [p.owner!], turn: 0, denizens: [], targets: {}, playing: [], plays: {}, rounds: [] };
    if (castOffers(state, alone, p.owner!).length) out.push(clearing);
  }
  return out.sort();
}
