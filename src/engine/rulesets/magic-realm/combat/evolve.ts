/**
 * The combat state after its events (issue 14): pure, a new object wherever something changes. Events of other
 * parts (a wound owed, a piece moved) are theirs to apply.
 */
import { evolveBy, unchanged, type Appliers } from '../../../core/handlers.js';
import type { GameState } from '../../../core/state.js';
import type { CombatEvent, CombatEventPayloads } from './events.js';
import type { Box } from './melee.js';
import { combatOf, placeOn, withCombat, withCurrent, withoutOn } from './access.js';
import { meleeSheets, roundFighters } from './aftermath.js';
import { revealOf } from './old-logs.js';
import type { RealmCombat } from './state.js';

/** The state after each combat event. */
const APPLY: Appliers<CombatEvent> = {
  'combat.begun': (state, { payload: p }) =>
    withCombat(state, (k) => ({ ...k, current: { clearing: p.clearing, round: 1, step: 'lure', order: p.order, turn: 0, denizens: p.denizens, targets: {}, playing: [], plays: {}, rounds: [], ...(p.casting ? { casting: true as const } : {}) } })),
  'combat.lured': (state, { payload: p }) => withCurrent(state, (c) => ({ ...c, turn: c.turn + 1, denizens: placeOn(c.denizens, p.ids, p.onto?.userId ?? p.userId) })),
  'combat.assigned': (state, { payload: p }) =>
    withCurrent(state, (c) => ({ ...c, step: 'action', turn: 0, denizens: c.denizens.map((d) => { const y = p.placed.find((x) => x.id === d.id); return y ? { ...d, on: y.on, box: y.box } : d; }) })),
  'combat.acted': (state, { payload: p }) =>
    withCurrent(state, (c) => {
      const effort = { ...c.effort, [p.userId]: (c.effort?.[p.userId] ?? 0) + p.effort };
      const charged = p.charged ? { charged: { ...c.charged, [p.charged]: { by: p.userId, time: p.time ?? 0 } } } : {};
      if (!p.ran) return { ...c, turn: c.turn + 1, effort, ...charged };
      // He ran: out of the combat; the monsters on his sheet are unassigned again.
      const { [p.userId]: _gone, ...rest } = effort;
      return { ...c, order: c.order.filter((id) => id !== p.userId), effort: rest, denizens: c.denizens.map((d) => (d.on === p.userId ? withoutOn(d) : d)) };
    }),
  'combat.step': (state, { payload: p }) =>
    withCurrent(state, (c) => ({ ...c, step: p.step, turn: p.step === 'lure' ? c.turn : 0, ...(p.targetOrder ? { targetOrder: p.targetOrder } : {}), ...(p.playing ? { playing: p.playing } : {}) })),
  'combat.targeted': (state, { payload: p }) =>
    withCurrent(state, (c) => {
      // X1-12: a traveller he attacks comes onto his sheet, in its next box, as a monster would.
      const onSheet = c.denizens.filter((d) => d.on === p.userId).length;
      const denizens = c.denizens.map((d) => ([p.target, p.target2].includes(d.id) && d.capture !== undefined && !d.on ? { ...d, on: p.userId, box: ((onSheet % 3) + 1) as Box } : d));
      const { [p.userId]: _old, ...targets } = c.targets;
      const { [p.userId]: _old2, ...targets2 } = c.targets2 ?? {};
      return {
        ...c,
        denizens,
        turn: c.turn + 1,
        targets: p.target ? { ...targets, [p.userId]: p.target } : targets,
        targets2: p.target2 ? { ...targets2, [p.userId]: p.target2 } : targets2,
      };
    }),
  // MP-1: his action is taken (the turn moves on when the table is told: combat.cast-noted); MP-3: an artifact or book has cast today.
  'combat.cast': (state, { payload: p }) => {
    const cast = withCurrent(state, (c) => ({ ...c, casts: { ...c.casts, [p.userId]: p.cast } }));
    const means = p.cast.means;
    return 'treasure' in means ? withCombat(cast, (k) => ({ ...k, castToday: [...(k.castToday ?? []), means.treasure] })) : cast;
  },
  'combat.cast-noted': (state) => withCurrent(state, (c) => ({ ...c, turn: c.turn + 1 })),
  // MP-6: the spell's targets, or the spell broken.
  'combat.spell-targeted': (state, { payload: p }) =>
    withCurrent(state, (c) => {
      const cast = c.casts?.[p.userId];
      if (!cast) return { ...c, turn: c.turn + 1 };
      const now = p.broken ? { ...cast, targets: [], broken: p.broken } : { ...cast, targets: p.targets };
      return { ...c, turn: c.turn + 1, casts: { ...c.casts, [p.userId]: now } };
    }),
  'combat.played': (state, { payload: p }) => withCurrent(state, (c) => ({ ...c, plays: { ...c.plays, [p.userId]: p.play } })),
  'combat.play-noted': unchanged,
  'combat.round': (state, { payload: p }) => nextRound(withRevealed(state, p), p),
  'combat.captured': (state, { payload: p }) => {
    const play = state.play;
    const next = withCurrent(state, (c) => ({ ...c, denizens: c.denizens.filter((d) => d.id !== p.id) }));
    return play ? { ...next, play: { ...play, captured: { ...play.captured, [p.userId]: [...(play.captured?.[p.userId] ?? []), p.traveller] } } } : next;
  },
  'combat.escaped': (state, { payload: p }) => withCurrent(state, (c) => ({ ...c, denizens: c.denizens.filter((d) => d.id !== p.id) })),
  // Issue 29: Absorb Essence takes the monster (and its head, club or buckler) out of the combat.
  'combat.absorbed': (state, { payload: p }) => withCurrent(state, (c) => ({ ...c, denizens: c.denizens.filter((d) => d.id !== p.id && d.of !== p.id) })),
  // Issue 29: a controlled or pacified denizen comes off its caster's sheet, light side up (RealmSpeak ControlEffect, PacifyEffect).
  'combat.commanded': (state, { payload: p }) =>
    withCurrent(state, (c) => ({ ...c, denizens: c.denizens.map((d) => (p.ids.includes(d.of ?? d.id) ? { ...(d.on === p.userId ? withoutOn(d) : d), side: 'light' as const } : d)) })),
  // Issue 29: out of the fight at once (the round is played without them); the monsters on a removed character's sheet unassigned.
  'combat.spell-removed': (state, { payload: p }) =>
    withCurrent(state, (c) => {
      const gone = new Set(p.ids);
      const keep = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([who, t]) => !gone.has(who) && !gone.has(t)));
      return {
        ...c,
        order: c.order.filter((id) => !gone.has(id)),
        playing: c.playing.filter((id) => !gone.has(id)),
        denizens: c.denizens.filter((d) => !gone.has(d.id) && !(d.of && gone.has(d.of))).map((d) => (d.on && gone.has(d.on) ? withoutOn(d) : d)),
        targets: keep(c.targets),
        ...(c.targets2 ? { targets2: keep(c.targets2) } : {}),
      };
    }),
  // Issue 29, Melt Into Mist: the monsters on the mist's sheet unassigned; a monster in mist off the sheet it was on.
  'combat.struck-unseen': (state) => state,
  'combat.watchful': (state, { payload: p }) => withCurrent(state, (c) => ({ ...c, denizens: placeOn(c.denizens, p.ids, p.userId) })),
  'combat.disengaged': (state, { payload: p }) => withCurrent(state, (c) => ({ ...c, denizens: c.denizens.map((d) => (d.on === p.id || (d.id === p.id && d.on) ? withoutOn(d) : d)) })),
  'combat.wished': (state, { payload: p }) =>
    withCurrent(state, (c) => (p.wish === 'peace' ? { ...c, peace: `${p.name} wished for peace` } : { ...c, strength: [...new Set([...(c.strength ?? []), p.userId])] })),
  'combat.ambushed': (state, { payload: p }) =>
    withCurrent(state, (c) => ({ ...c, ambushes: { ...c.ambushes, [p.userId]: { play: p.play, ...(p.thrown ? { thrown: true as const } : {}) } } })),
  // Seen, he is a fighter from the next round on.
  'combat.rehid': (state, { payload: p }) => (p.hidden ? state : withCurrent(state, (c) => (c.order.includes(p.userId) ? c : { ...c, order: [...c.order, p.userId] }))),
  // Issue 29, World Fades: hidden, he keeps out of the combat, as a hidden character does (begin.ts).
  'combat.faded': (state, { payload: p }) => (p.hidden ? withCurrent(state, (c) => ({ ...c, order: c.order.filter((id) => id !== p.userId) })) : state),
  // MP-7: unhidden by his spell, he is a fighter from the next round on.
  'combat.unhid': (state, { payload: p }) => withCurrent(state, (c) => (c.order.includes(p.userId) ? c : { ...c, order: [...c.order, p.userId] })),
  'combat.ended': (state, { payload: p }) =>
    withCombat(state, (k) => {
      const { current: _done, ...rest } = k;
      return { ...rest, done: [...k.done, p.clearing] };
    }),
};

/** The state after a combat event (other events leave the combat alone). */
export const applyCombatEvent = evolveBy(APPLY);

/** The next round: the killed gone, the denizens in the boxes the round left them, every round's choice cleared. */
function nextRound(state: GameState, round: CombatEventPayloads['combat.round']): GameState {
  return withCurrent(state, ({ casts: _spells, ...c }) => {
    const killed = new Set(round.killed);
    return {
      ...c,
      round: c.round + 1,
      step: 'lure',
      turn: 0,
      order: c.order.filter((id) => !killed.has(id)),
      denizens: c.denizens.filter((d) => !killed.has(d.id) && !(d.of && killed.has(d.of))).map((d) => {
        const now = round.denizens[d.id];
        const on = d.on && killed.has(d.on) ? undefined : d.on;
        const moved = now ? { ...d, box: now.box, side: now.side } : d;
        return on ? { ...moved, on } : withoutOn(moved);
      }),
      targets: {},
      targets2: {},
      playing: [],
      plays: {},
      rounds: [...c.rounds, round.active],
      effort: {},
      charged: {},
      ambushes: {},
      targetOrder: [],
      // Issue 29: a wish for strength is spent by the FIGHT he played this round.
      ...(c.strength ? { strength: c.strength.filter((id) => !c.plays[id]?.fight) } : {}),
    };
  });
}

/**
 * The round's sheets as the melee picture shows them (issue 28), computed from the combat as it stood at the reveal and
 * the round's facts, kept until the next reveal (combat/view.ts meleeViewFor); a round of an older log states no facts.
 */
function withRevealed(state: GameState, round: CombatEventPayloads['combat.round']): GameState {
  const at = combatOf(state).current;
  const reveal = revealOf(round);
  const revealed = at && reveal ? { clearing: round.clearing, round: round.round, fighters: roundFighters(at).map((f) => f.userId), sheets: meleeSheets(state, at, reveal, round.killed) } : undefined;
  return withCombat(state, ({ revealed: _last, ...k }): RealmCombat => (revealed ? { ...k, revealed } : k));
}
