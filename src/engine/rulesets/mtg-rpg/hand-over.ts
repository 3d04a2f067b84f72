import { moveKey } from '../../core/hand-over.js';
import type { GameState } from '../../core/state.js';
import type { UserRef } from '../../core/types.js';
import type { Duel } from './duels/terms.js';
import type { Fight } from './fights/state.js';

/**
 * An MtG RPG wizard changing hands (`/game replace`, `/game leave`; issue 27): his sheet (wizards are keyed by their
 * player's user id), and his part in every duel and fight — a running one goes on with the new player, a finished one
 * keeps its record under the wizard. Each is its part's handOver hook; the campaign's is campaign/hand-over.ts.
 */
const swap = (from: UserRef, to: UserRef) => (id: string): string => (id === from.id ? to.id : id);
const keys = <T>(record: Readonly<Record<string, T>>, id: (x: string) => string): Record<string, T> => Object.fromEntries(Object.entries(record).map(([k, v]) => [id(k), v]));

/** The wizards part: his sheet under the new holder. */
export function handWizardOver(state: GameState, from: UserRef, to: UserRef): GameState {
  return state.wizards?.[from.id] ? { ...state, wizards: moveKey(state.wizards, from.id, to.id) } : state;
}

/** The duels part: challenger or defender, his secret choices, his life and damage, his plays and the result. */
export function handDuelsOver(state: GameState, from: UserRef, to: UserRef): GameState {
  if (!state.duels?.some((d) => d.challenger === from.id || d.defender === from.id)) return state;
  const id = swap(from, to);
  const duel = (d: Duel): Duel => ({
    ...d,
    challenger: id(d.challenger),
    defender: id(d.defender),
    ...(d.ante ? { ante: keys(d.ante, id) } : {}),
    initiative: keys(d.initiative, id),
    ...(d.order ? { order: [id(d.order[0]), id(d.order[1])] as [string, string] } : {}),
    life: keys(d.life, id),
    ...(d.began ? { began: keys(d.began, id) } : {}),
    dealt: keys(d.dealt, id),
    ...(d.blooded ? { blooded: id(d.blooded) } : {}),
    chosen: keys(d.chosen, id),
    turns: d.turns.map((t) => ({ ...t, plays: t.plays.map((p) => ({ ...p, userId: id(p.userId) })) })),
    ...(d.result ? { result: { ...d.result, winner: id(d.result.winner), loser: id(d.result.loser) } } : {}),
  });
  return { ...state, duels: state.duels.map(duel) };
}

/** The fights part: his place among the wizards and in the order, his initiative, an attack on him, a monster he holds. */
export function handFightsOver(state: GameState, from: UserRef, to: UserRef): GameState {
  if (!state.fights?.some((f) => f.wizards.some((w) => w.userId === from.id))) return state;
  const id = swap(from, to);
  const fight = (f: Fight): Fight => ({
    ...f,
    wizards: f.wizards.map((w) => ({ ...w, userId: id(w.userId), taken: keys(w.taken, id) })),
    initiative: keys(f.initiative, id),
    order: f.order.map(id),
    ...(f.pending ? { pending: { ...f.pending, target: id(f.pending.target) } } : {}),
    grappled: Object.fromEntries(Object.entries(f.grappled).map(([m, w]) => [m, id(w)])),
  });
  return { ...state, fights: state.fights.map(fight) };
}
