import type { GameState } from '../../../core/state.js';
import { clearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { nativeNamed } from '../denizens/denizens.js';
import { travellerNamed } from '../denizens/travellers.js';
import { playOf } from '../play/access.js';

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
