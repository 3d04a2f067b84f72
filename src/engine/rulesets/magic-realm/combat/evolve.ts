/**
 * The combat state after its events (issue 14): pure, a new object wherever something changes. Events of other
 * parts (a wound owed, a piece moved) are theirs to apply.
 */
import type { GameState } from '../../../core/state.js';
import type { GameEvent } from '../../../core/types.js';
import type { CombatEvent, CombatEventPayloads } from './events.js';
import type { Box } from './melee.js';
import { combatOf, placeOn, withCombat, withCurrent, withoutOn } from './access.js';
import { meleeSheets, roundFighters } from './aftermath.js';
import { revealOf } from './old-logs.js';
import type { RealmCombat } from './state.js';

/** The state after a combat event (other events leave the combat alone). */
export function applyCombatEvent(state: GameState, e: GameEvent): GameState {
  const x = e as CombatEvent;
  switch (x.type) {
    case 'mr.combat-begun':
      return withCombat(state, (k) => ({ ...k, current: { clearing: x.payload.clearing, round: 1, step: 'lure', order: x.payload.order, turn: 0, denizens: x.payload.denizens, targets: {}, playing: [], plays: {}, rounds: [] } }));
    case 'mr.combat-lured':
      return withCurrent(state, (c) => ({ ...c, turn: c.turn + 1, denizens: placeOn(c.denizens, x.payload.ids, x.payload.userId) }));
    case 'mr.combat-assigned':
      return withCurrent(state, (c) => ({ ...c, step: 'action', turn: 0, denizens: c.denizens.map((d) => { const p = x.payload.placed.find((y) => y.id === d.id); return p ? { ...d, on: p.on, box: p.box } : d; }) }));
    case 'mr.combat-acted':
      return withCurrent(state, (c) => {
        const effort = { ...c.effort, [x.payload.userId]: (c.effort?.[x.payload.userId] ?? 0) + x.payload.effort };
        const charged = x.payload.charged ? { charged: { ...c.charged, [x.payload.charged]: { by: x.payload.userId, time: x.payload.time ?? 0 } } } : {};
        if (!x.payload.ran) return { ...c, turn: c.turn + 1, effort, ...charged };
        // He ran: out of the combat; the monsters on his sheet are unassigned again.
        const { [x.payload.userId]: _gone, ...rest } = effort;
        return { ...c, order: c.order.filter((id) => id !== x.payload.userId), effort: rest, denizens: c.denizens.map((d) => (d.on === x.payload.userId ? withoutOn(d) : d)) };
      });
    case 'mr.combat-step':
      return withCurrent(state, (c) => ({ ...c, step: x.payload.step, turn: x.payload.step === 'lure' ? c.turn : 0, ...(x.payload.targetOrder ? { targetOrder: x.payload.targetOrder } : {}), ...(x.payload.playing ? { playing: x.payload.playing } : {}) }));
    case 'mr.combat-targeted':
      return withCurrent(state, (c) => {
        // X1-12: a traveller he attacks comes onto his sheet, in its next box, as a monster would.
        const onSheet = c.denizens.filter((d) => d.on === x.payload.userId).length;
        const denizens = c.denizens.map((d) => ([x.payload.target, x.payload.target2].includes(d.id) && d.capture !== undefined && !d.on ? { ...d, on: x.payload.userId, box: ((onSheet % 3) + 1) as Box } : d));
        const { [x.payload.userId]: _old, ...targets } = c.targets;
        const { [x.payload.userId]: _old2, ...targets2 } = c.targets2 ?? {};
        return {
          ...c,
          denizens,
          turn: c.turn + 1,
          targets: x.payload.target ? { ...targets, [x.payload.userId]: x.payload.target } : targets,
          targets2: x.payload.target2 ? { ...targets2, [x.payload.userId]: x.payload.target2 } : targets2,
        };
      });
    case 'mr.combat-played':
      return withCurrent(state, (c) => ({ ...c, plays: { ...c.plays, [x.payload.userId]: x.payload.play } }));
    case 'mr.combat-play-noted':
      return state;
    case 'mr.combat-round': {
      return withCurrent(withRevealed(state, x.payload), (c) => {
        const killed = new Set(x.payload.killed);
        return {
          ...c,
          round: c.round + 1,
          step: 'lure',
          turn: 0,
          order: c.order.filter((id) => !killed.has(id)),
          denizens: c.denizens.filter((d) => !killed.has(d.id) && !(d.of && killed.has(d.of))).map((d) => {
            const now = x.payload.denizens[d.id];
            const on = d.on && killed.has(d.on) ? undefined : d.on;
            const moved = now ? { ...d, box: now.box, side: now.side } : d;
            return on ? { ...moved, on } : withoutOn(moved);
          }),
          targets: {},
          targets2: {},
          playing: [],
          plays: {},
          rounds: [...c.rounds, x.payload.active],
          effort: {},
          charged: {},
          ambushes: {},
          targetOrder: [],
        };
      });
    }
    case 'mr.combat-captured': {
      const play = state.magicRealm;
      const next = withCurrent(state, (c) => ({ ...c, denizens: c.denizens.filter((d) => d.id !== x.payload.id) }));
      return play ? { ...next, magicRealm: { ...play, captured: { ...play.captured, [x.payload.userId]: [...(play.captured?.[x.payload.userId] ?? []), x.payload.traveller] } } } : next;
    }
    case 'mr.combat-escaped':
      return withCurrent(state, (c) => ({ ...c, denizens: c.denizens.filter((d) => d.id !== x.payload.id) }));
    case 'mr.combat-ambushed':
      return withCurrent(state, (c) => ({ ...c, ambushes: { ...c.ambushes, [x.payload.userId]: { play: x.payload.play, ...(x.payload.thrown ? { thrown: true as const } : {}) } } }));
    case 'mr.combat-rehid':
      // Seen, he is a fighter from the next round on.
      return x.payload.hidden ? state : withCurrent(state, (c) => (c.order.includes(x.payload.userId) ? c : { ...c, order: [...c.order, x.payload.userId] }));
    case 'mr.combat-ended':
      return withCombat(state, (k) => {
        const { current: _done, ...rest } = k;
        return { ...rest, done: [...k.done, x.payload.clearing] };
      });
    default:
      return state;
  }
}

/**
 * The round's sheets as the melee picture shows them (issue 28), computed from the combat as it stood at the reveal and
 * the round's facts, kept until the next reveal (combat/view.ts meleeViewFor); a round of an older log states no facts.
 */
function withRevealed(state: GameState, round: CombatEventPayloads['mr.combat-round']): GameState {
  const at = combatOf(state).current;
  const reveal = revealOf(round);
  const revealed = at && reveal ? { clearing: round.clearing, round: round.round, fighters: roundFighters(at).map((f) => f.userId), sheets: meleeSheets(state, at, reveal, round.killed) } : undefined;
  return withCombat(state, ({ revealed: _last, ...k }): RealmCombat => (revealed ? { ...k, revealed } : k));
}
