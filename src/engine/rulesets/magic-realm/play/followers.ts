/**
 * Who goes where a character goes by day (issue 29, issue 30, X1-11): the monsters he controls (Control Bats, Guide
 * Spider or Octopus: RealmSpeak makes them his minions) and his hired natives that stood in his clearing as his turn
 * began end it in his last clearing — one he left elsewhere stays there, as a guard; his hired travellers "never
 * venture away from the employing Character" (002 7.5) and are always with him. Pure.
 */
import type { GameState } from '../../../core/state.js';
import { PUBLIC, type GameEvent } from '../../../core/types.js';
import { boardOf } from '../board/access.js';
import type { Piece } from '../board/state.js';
import { controlledBy } from '../magic/commanded.js';
import { clearingId, parseClearingId } from '../map/board.js';
import { playOf } from './access.js';

const at = (p: Piece): string | undefined => (p.clearing === undefined ? undefined : clearingId(p.tile, p.clearing));

/** His followers' moves to `to`, where his turn ended, from `from`, where it began (board.piece-set, public). */
export function followerEvents(state: GameState, userId: string, from: string | undefined, to: string | undefined, actor: string): GameEvent[] {
  const there = to && parseClearingId(to);
  if (!there) return [];
  // Issue 30: a hireling left on guard stays (/character guard).
  const guards = new Set((playOf(state).hirelings?.[userId] ?? []).flatMap((h) => h.guards ?? []));
  const hired = boardOf(state).pieces.filter((p) => p.owner === userId && (p.kind === 'native' || p.kind === 'traveller') && !guards.has(p.label));
  const going = [...controlledBy(state, userId), ...hired].filter((p) => at(p) !== to && (p.kind === 'traveller' || (from !== undefined && at(p) === from)));
  return going.map((p) => ({ type: 'board.piece-set', payload: { piece: { ...p, tile: there.code, clearing: there.number } }, visibility: PUBLIC, actor }));
}

/** Whether he has anyone to follow him (a controlled monster, a hireling). */
export const hasFollowers = (state: GameState, userId: string): boolean =>
  controlledBy(state, userId).length > 0 || boardOf(state).pieces.some((p) => p.owner === userId && (p.kind === 'native' || p.kind === 'traveller'));
