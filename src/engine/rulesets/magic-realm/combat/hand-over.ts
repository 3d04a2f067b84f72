import type { GameState } from '../../../core/state.js';
import type { UserRef } from '../../../core/types.js';
import type { MeleePlay } from './plays.js';
import type { ClearingCombat } from './state.js';

/**
 * A character changing hands in the middle of a combat (issue 27: `/game replace`, `/game leave`) keeps his place in
 * it: the combat's order and target order, who must play, the monsters on his sheet, his target and the targets
 * naming him, his secret play and his ambush (and the targets they name), his spell cast and the spells aimed at him, his effort and a charge by or on him all
 * pass to the new holder. Every record of the combat keyed by or naming a user id is here (the Part's handOver hook,
 * beside play/hand-over.ts's RealmPlay records and board/part.ts's pieces).
 */
export function handCombatOver(state: GameState, from: UserRef, to: UserRef): GameState {
  const c = state.combat?.current;
  if (!c) return state;
  const id = (x: string): string => (x === from.id ? to.id : x);
  const keyed = <T>(record: Readonly<Record<string, T>>, value: (v: T) => T = (v) => v): Record<string, T> =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [id(k), value(v)]));
  const play = (p: MeleePlay): MeleePlay => ({
    ...p,
    ...(p.fight ? { fight: { ...p.fight, target: id(p.fight.target) } } : {}),
    ...(p.fight2 ? { fight2: { ...p.fight2, target: id(p.fight2.target) } } : {}),
  });
  const current: ClearingCombat = {
    ...c,
    order: c.order.map(id),
    ...(c.targetOrder ? { targetOrder: c.targetOrder.map(id) } : {}),
    denizens: c.denizens.map((d) => (d.on === undefined ? d : { ...d, on: id(d.on) })),
    targets: keyed(c.targets, id),
    ...(c.targets2 ? { targets2: keyed(c.targets2, id) } : {}),
    playing: c.playing.map(id),
    plays: keyed(c.plays, play),
    ...(c.effort ? { effort: keyed(c.effort) } : {}),
    ...(c.ambushes ? { ambushes: keyed(c.ambushes, (a) => ({ ...a, play: play(a.play) })) } : {}),
    ...(c.charged ? { charged: keyed(c.charged, (x) => ({ ...x, by: id(x.by) })) } : {}),
    // MP-6: his cast, and the spells aimed at him.
    ...(c.casts ? { casts: keyed(c.casts, (k) => (k.targets ? { ...k, targets: k.targets.map(id) } : k)) } : {}),
  };
  return { ...state, combat: { ...state.combat!, current } };
}
