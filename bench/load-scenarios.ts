import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Action } from '../src/engine/parts.js';
import { RuleError } from '../src/engine/core/types.js';
import { cryptoDice } from '../src/engine/dice.js';
import type { GameStore } from '../src/store/game-store.js';

/**
 * The load scenarios of issue 10, shared by `npm run bench:load` (bench/load.ts, larger sizes) and the CI test
 * (tests/store/load.test.ts, small sizes): many commands at once through GameStore.execute, then the no-loss
 * checks read back from the database. Everything is bounded by a count of actions and a deadline.
 */

const gm = { id: 'load-gm', name: 'gm' };
const player = { id: 'load-player', name: 'player' };

export interface LoadFigures {
  /** Actions acknowledged (committed) per second of wall time. */
  actionsPerSecond: number;
  acknowledged: number;
  /** Commands answered with a RuleError or a thrown error: under load none should be. */
  refused: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** The store's own counters over the run (conflicts found by the version guard, locked retries). */
  conflicts: number;
  lockedRetries: number;
  /** What the no-loss checks found; empty when all held. */
  problems: string[];
}

export interface Runner {
  /** The stores to spread commands over: one per "process" (each has its own cache and queue). */
  stores: GameStore[];
  label: string;
}

const create = (channelId: string): Action => ({
  type: 'game.create',
  actor: gm,
  gameId: randomUUID(),
  channelId,
  guildId: 'load',
  ruleset: 'magic-realm',
  options: 'seasons-weather',
  at: new Date().toISOString(),
});
const roll: Action = { type: 'rolls.dice', actor: player, notation: '1d6', private: false };

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function counters(stores: GameStore[]): { conflicts: number; lockedRetries: number } {
  return stores.reduce(
    (sum, s) => {
      const c = s.counters();
      return { conflicts: sum.conflicts + c.conflicts, lockedRetries: sum.lockedRetries + c.lockedRetries };
    },
    { conflicts: 0, lockedRetries: 0 },
  );
}

/** Creates `n` games on fresh channels; returns channel → game id. */
async function createGames(store: GameStore, n: number, tag: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    const channel = `load-${tag}-${i}`;
    const created = await store.execute(channel, create(channel), cryptoDice, `${tag}-create-${i}`);
    if (created instanceof RuleError) throw created;
    out.set(channel, created.gameId);
  }
  return out;
}

interface Sent {
  channel: string;
  interactionId: string;
  /** Order of arrival on its channel (per store: a store's queue keeps its own order). */
  order: number;
  store: number;
}

/**
 * `concurrency` workers send roll commands to random games until `actions` were sent or `deadlineMs` passed;
 * the stores take turns. Then the no-loss checks.
 */
export async function manyGames(
  runner: Runner,
  opts: { games: number; concurrency: number; actions: number; deadlineMs: number; tag?: string },
): Promise<LoadFigures> {
  const tag = opts.tag ?? `mg-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const games = await createGames(runner.stores[0]!, opts.games, tag);
  const channels = [...games.keys()];
  const before = counters(runner.stores);
  const latencies: number[] = [];
  const acknowledged: Sent[] = [];
  let refused = 0;
  let failed = 0;
  let sent = 0;
  const deadline = performance.now() + opts.deadlineMs;
  const started = performance.now();
  const worker = async (w: number) => {
    while (sent < opts.actions && performance.now() < deadline) {
      const n = sent++;
      const channel = channels[Math.floor(Math.random() * channels.length)]!;
      const storeIndex = (w + n) % runner.stores.length;
      const interactionId = `${tag}-${n}`;
      const t = performance.now();
      try {
        const r = await runner.stores[storeIndex]!.execute(channel, roll, cryptoDice, interactionId);
        latencies.push(performance.now() - t);
        if (r instanceof RuleError) refused++;
        else acknowledged.push({ channel, interactionId, order: n, store: storeIndex });
      } catch {
        latencies.push(performance.now() - t);
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  const after = counters(runner.stores);
  const problems = await noLossChecks(runner.stores[0]!, games, acknowledged, { orderWithinStore: false });
  return figures(latencies, acknowledged.length, refused, failed, seconds, before, after, problems);
}

/**
 * `commands` commands at once on one game (spread over the stores): all applied, none refused, and — per store,
 * since arrival order across processes is not defined — in the order they arrived.
 */
export async function oneGame(runner: Runner, opts: { commands: number; tag?: string }): Promise<LoadFigures> {
  const tag = opts.tag ?? `og-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const games = await createGames(runner.stores[0]!, 1, tag);
  const [channel] = [...games.keys()];
  const before = counters(runner.stores);
  const latencies: number[] = [];
  const acknowledged: Sent[] = [];
  let refused = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.commands }, async (_, n) => {
      const storeIndex = n % runner.stores.length;
      const interactionId = `${tag}-${n}`;
      const t = performance.now();
      try {
        const r = await runner.stores[storeIndex]!.execute(channel!, roll, cryptoDice, interactionId);
        latencies.push(performance.now() - t);
        if (r instanceof RuleError) refused++;
        else acknowledged.push({ channel: channel!, interactionId, order: n, store: storeIndex });
      } catch {
        latencies.push(performance.now() - t);
        failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = counters(runner.stores);
  const problems = await noLossChecks(runner.stores[0]!, games, acknowledged, { orderWithinStore: true });
  if (refused + failed > 0) problems.push(`${refused} refused and ${failed} failed of ${opts.commands} commands on one game`);
  return figures(latencies, acknowledged.length, refused, failed, seconds, before, after, problems);
}

/**
 * Reads every game's log back: its events equal the acknowledged actions (plus the create), every interaction
 * appears once, and a redelivery of each acknowledged interaction writes nothing.
 */
async function noLossChecks(store: GameStore, games: Map<string, string>, acknowledged: Sent[], opts: { orderWithinStore: boolean }): Promise<string[]> {
  const problems: string[] = [];
  const byChannel = new Map<string, Sent[]>();
  for (const s of acknowledged) byChannel.set(s.channel, [...(byChannel.get(s.channel) ?? []), s]);
  for (const [channel, gameId] of games) {
    const log = await store.events(gameId);
    const sent = byChannel.get(channel) ?? [];
    const rolls = log.filter((e) => e.type !== 'game.created');
    if (rolls.length !== sent.length) problems.push(`${channel}: ${rolls.length} events for ${sent.length} acknowledged actions`);
    const seqs = log.map((e) => e.seq);
    if (seqs.some((s, i) => s !== i + 1)) problems.push(`${channel}: the sequence has gaps or repeats`);
  }
  // Interaction ids are unique in the schema; read them back to check each acknowledged one is there, once.
  const expected = new Set(acknowledged.map((s) => s.interactionId));
  const seen = new Map<string, number>();
  for (const [, gameId] of games) {
    for (const id of await store.interactionIds(gameId)) if (id && expected.has(id)) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  for (const id of expected) if (seen.get(id) !== 1) problems.push(`interaction ${id} applied ${seen.get(id) ?? 0} times`);
  if (opts.orderWithinStore) {
    for (const [, gameId] of games) {
      const order = new Map(acknowledged.map((s) => [s.interactionId, s]));
      const ids = (await store.interactionIds(gameId)).filter((id): id is string => !!id && order.has(id));
      const last = new Map<number, number>();
      for (const id of ids) {
        const s = order.get(id)!;
        if ((last.get(s.store) ?? -1) > s.order) problems.push(`interaction ${id} overtook an earlier one`);
        last.set(s.store, s.order);
      }
    }
  }
  // Redeliver a sample: each must come back as a duplicate and change no version.
  const versions = new Map<string, number>();
  for (const [, gameId] of games) versions.set(gameId, await store.version(gameId));
  for (const s of acknowledged.slice(0, 20)) {
    const again = await store.execute(s.channel, roll, cryptoDice, s.interactionId);
    if (again instanceof RuleError || !again.duplicate) problems.push(`redelivery of ${s.interactionId} was not answered as a duplicate`);
  }
  for (const [gameId, v] of versions) if ((await store.version(gameId)) !== v) problems.push(`a redelivery changed game ${gameId}`);
  return problems;
}

function figures(
  latencies: number[],
  acknowledged: number,
  refused: number,
  failed: number,
  seconds: number,
  before: { conflicts: number; lockedRetries: number },
  after: { conflicts: number; lockedRetries: number },
  problems: string[],
): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    actionsPerSecond: acknowledged / seconds,
    acknowledged,
    refused,
    failed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    conflicts: after.conflicts - before.conflicts,
    lockedRetries: after.lockedRetries - before.lockedRetries,
    problems,
  };
}

export function summary(label: string, f: LoadFigures): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return (
    `${label}: ${f.actionsPerSecond.toFixed(0)} actions/s, ${f.acknowledged} applied, ${f.refused} refused, ${f.failed} failed; ` +
    `p50 ${ms(f.p50)} p99 ${ms(f.p99)} max ${ms(f.max)}; conflicts ${f.conflicts}, locked retries ${f.lockedRetries}; ` +
    (f.problems.length ? `NO-LOSS CHECKS FAILED: ${f.problems.slice(0, 5).join('; ')}` : 'no-loss checks: all held')
  );
}
