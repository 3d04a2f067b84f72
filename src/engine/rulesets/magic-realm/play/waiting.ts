import type { Waiting } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { dayStep, playOf } from './access.js';
import { exampleOrders, exampleOrdersFor, phantasmExampleFor } from '../orders/example.js';
import { waitsForPhases, writesNoMove } from './prophecy.js';

/** His own example of /orders record; with a phantasm of his on the board (issue 29), its phases too. */
function recordHow(state: GameState, userId: string): string {
  const phantasm = phantasmExampleFor(state, userId);
  return `/orders record phases:"${exampleOrdersFor(state, userId)}"${phantasm ? ` phantasm:"${phantasm}"` : ''}`;
}

/**
 * Birdsong waits on the players who have not recorded their phases (issue 12): the scheduler reminds them, and at
 * the deadline (where the GM allows it) moves on to Daylight with their turns blank. A day begins with the start of
 * play or the GM's move to a new day.
 */
export function birdsongWaiting(state: GameState): Waiting | undefined {
  if (state.ruleset !== 'magic-realm' || state.status !== 'playing' || state.players.length === 0) return undefined;
  const play = playOf(state);
  const day = play.day ?? { part: 'birdsong' as const, orders: {} as Record<string, unknown> };
  if (day.part !== 'birdsong') return undefined;
  const number = play.day?.number ?? 1;
  const step = dayStep(play);
  return {
    step,
    kind: 'birdsong',
    what: `orders for Birdsong of day ${number}`,
    // Examples the engine carries out and would take now (orders/example.ts): public without a clearing; each
    // player's reminder from his own.
    how: `/orders record phases:"${exampleOrders(state)}" (M <clearing> moves)`,
    howFor: (userId) => recordHow(state, userId),
    // Issue 29: one under Prophecy records at his turn, not now (prophecy.ts).
    missing: state.players.filter((p) => !day.orders[p.userId] && !writesNoMove(state, p.userId)).map((p) => p.userId),
    everyone: state.players.map((p) => ({ userId: p.userId, name: `${p.character} (${p.userName})` })),
    // Who has recorded is public: the table is told (mr.record-noted).
    showsWho: true,
    form: { command: 'orders', subcommand: 'record', label: '📝 Record orders' },
    beganWith: ['game.started', 'play.new-day'],
  };
}

/**
 * Issue 29, Prophecy: Daylight waits at his turn for the phases he records then (prophecy.ts). The scheduler reminds
 * him in his private place like any wait; no deadline moves past it (his turn needs his phases): the GM records for
 * him with `player:`.
 */
export function prophecyWaiting(state: GameState): Waiting | undefined {
  if (state.ruleset !== 'magic-realm' || state.status !== 'playing') return undefined;
  const who = waitsForPhases(state);
  if (!who) return undefined;
  const play = playOf(state);
  const name = state.players.find((p) => p.userId === who)?.character ?? who;
  return {
    step: dayStep(play),
    kind: 'prophecy',
    what: `the ${name}'s phases for his turn of day ${play.day?.number ?? 1} (Prophecy)`,
    how: `/orders record phases:"${exampleOrders(state)}"`,
    howFor: (userId) => `/orders record phases:"${exampleOrdersFor(state, userId)}"`,
    missing: [who],
    everyone: [{ userId: who, name }],
    showsWho: true,
    form: { command: 'orders', subcommand: 'record', label: '📝 Record orders' },
    beganWith: ['play.phases-awaited'],
  };
}

/** What the day waits on: Birdsong's orders, or a Prophecy turn's phases. */
export const dayWaiting = (state: GameState): Waiting | undefined => birdsongWaiting(state) ?? prophecyWaiting(state);
