import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ConsoleSession } from '../src/console/session.js';
import type { Outbox } from '../src/delivery/outbox.js';
import { forcedDice } from '../src/engine/dice.js';
import { Scheduler } from '../src/scheduler/scheduler.js';
import { openDatabase } from '../src/store/db.js';
import { ScheduleStore } from '../src/store/schedule-store.js';

/**
 * `npm run bench`, the scheduler (issue 26): one tick over 1,000 and over 10,000 running games of which 1 % are due
 * (a player's first reminder), on PGlite on disk. Prints the database time (the time spent inside the database's
 * query calls, PGlite running in this thread), the statements, the tick's wall time, and the growth from 1,000 to
 * 10,000. The games are copies of one real game, made in SQL (their events are the same; the scheduler reads them by
 * each copy's own id); the 99 % not due are the same game a day later, so their next due time is ahead.
 */
const START = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const quiet: Outbox = { post: async () => {}, toPrivatePlace: async () => 'thread', status: async () => {} };

interface TickFigures {
  games: number;
  due: number;
  duties: number;
  dbMs: number;
  statements: number;
  wallMs: number;
}

async function tickOver(games: number): Promise<TickFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'realm-bench-tick-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => new Date(START) });
    for (const line of ['@gm /game create ruleset:magic-realm', '@bob /game join character:Amazon', '@carol /game join character:"Black Knight"', '@gm /game start', '@bob /orders record phases:"S, S"']) {
      if (!(await session.run(line)).ok) throw new Error(`bench set-up: ${line} refused`);
    }
    const template = (await session.services.store.activeGameId('console'))!;
    const due = Math.max(1, Math.round(games / 100));
    await database.db.execute(sql`
      INSERT INTO games (id, channel_id, guild_id, ruleset, status, version, created_at, next_due_at)
      SELECT 'bench-' || i, 'bench-ch-' || i, guild_id, ruleset, status, version, created_at, next_due_at
      FROM games, generate_series(2, ${games}) AS i WHERE id = ${template}`);
    await database.db.execute(sql`
      INSERT INTO events (game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)
      SELECT 'bench-' || i, seq, action_seq, NULL, type, payload, visibility, actor, created_at
      FROM events, generate_series(2, ${games}) AS i WHERE game_id = ${template}`);
    // All but `due` games (the template among the due) a day later: their first reminder is still ahead.
    await database.db.execute(sql`UPDATE games SET next_due_at = next_due_at + interval '1 day' WHERE id LIKE 'bench-%' AND substring(id from 7)::int > ${due}`);
    await database.db.execute(sql`UPDATE events SET created_at = created_at + interval '1 day' WHERE game_id LIKE 'bench-%' AND substring(game_id from 7)::int > ${due}`);
    await database.db.execute(sql`ANALYZE`);

    // Every statement the tick sends, timed inside the client's query call.
    const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    let dbMs = 0;
    let statements = 0;
    const slow: { ms: number; q: string }[] = [];
    client.query = async (...args: unknown[]) => {
      const t = performance.now();
      try {
        return await query(...args);
      } finally {
        const ms = performance.now() - t;
        dbMs += ms;
        statements++;
        if (process.env.BENCH_SLOW) slow.push({ ms, q: String(args[0]).slice(0, 160) });
      }
    };
    const now = new Date(START + 25 * HOUR);
    const scheduler = new Scheduler({ services: { ...session.services, now: () => now }, schedule: new ScheduleStore(database.db), outbox: quiet, holder: 'bench' });
    const t = performance.now();
    const duties = await scheduler.tick();
    const wallMs = performance.now() - t;
    client.query = query;
    if (process.env.BENCH_SLOW) for (const x of slow.sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`  ${x.ms.toFixed(1)} ms  ${x.q.replace(/\s+/g, ' ')}`);
    return { games, due, duties, dbMs, statements, wallMs };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchSchedulerTick(): Promise<void> {
  const figures: TickFigures[] = [];
  for (const games of [1000, 10_000]) {
    const f = await tickOver(games);
    figures.push(f);
    console.log(
      `scheduler tick, ${f.games} running games, ${f.due} due: ${f.duties} reminders sent; database ${f.dbMs.toFixed(1)} ms in ${f.statements} statements (${(f.statements / f.due).toFixed(1)} a due game); tick ${f.wallMs.toFixed(1)} ms wall (aim at 10,000: ≤ 100 ms of database time)`,
    );
  }
  const [small, large] = figures as [TickFigures, TickFigures];
  console.log(`scheduler tick, 1,000 → 10,000 games: database time ×${(large.dbMs / small.dbMs).toFixed(1)}, statements ×${(large.statements / small.statements).toFixed(1)} (due games ×${large.due / small.due})`);
}
