import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { ConsoleSession } from '../src/console/session.js';
import type { Outbox } from '../src/delivery/outbox.js';
import { forcedDice } from '../src/engine/dice.js';
import { Scheduler } from '../src/scheduler/scheduler.js';
import { openDatabase, type Database } from '../src/store/db.js';
import { ScheduleStore } from '../src/store/schedule-store.js';

/**
 * `npm run bench` (or `npm run bench:tick` alone), the scheduler (issue 26): ticks over 1,000 and over 10,000 running
 * games of which 1 % are due at each tick (a player's first reminder), on PGlite on disk, and on PostgreSQL too when
 * DATABASE_URL is set. Prints the database time (the time spent inside the database client's query calls; for
 * PGlite, which runs in this thread, also the CPU time spent in them, which a busy machine does not inflate), the
 * statements, the tick's wall time, and the growth from 1,000 to 10,000.
 *
 * The games are copies of one real game, made in SQL (the same events, the first naming the copy and its channel). They are set up in groups: the games of group j began their step j hours after the first, so at
 * tick j (24 h 30 min + j h after the start) exactly group j is due; the rest began two days later. Tick 0 is the first of
 * the process (every statement planned and every table opened for the first time); ticks 1 … TICKS are what a
 * running bot does every minute, and their median is the figure.
 */
const START = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const TICKS = 5;
const quiet: Outbox = { post: async () => {}, toPrivatePlace: async () => 'thread', status: async () => {} };

interface Tick {
  duties: number;
  dbMs: number;
  /** CPU time inside the query calls: PGlite only (PostgreSQL's work is in the server's processes). */
  dbCpuMs?: number;
  statements: number;
  wallMs: number;
}

interface TickFigures {
  kind: string;
  games: number;
  due: number;
  first: Tick;
  later: Tick[];
}

/** A database of its own: PGlite in a new directory, or a new database on the PostgreSQL server of `url`. */
async function freshDatabase(url: string | undefined): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'realm-bench-tick-'));
    const database = await openDatabase({ dataDir: dir });
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `realm_bench_tick_${process.pid}_${Date.now()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const at = new URL(url);
  at.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: at.toString() });
  return {
    database,
    drop: async () => {
      const a = postgres(url, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Counts and times every statement sent through the database's client: PGlite's `query`, postgres.js's `unsafe`
 * (what drizzle calls; a postgres.js query runs when it is awaited, which drizzle does at once).
 */
function meter(database: Database) {
  const client = (database.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  const method = database.kind === 'pglite' ? 'query' : 'unsafe';
  const original = client[method]!;
  const m = { ms: 0, cpuMs: 0, statements: 0 };
  /** BENCH_SLOW=1: each statement of the last tick, to see where the time goes. */
  const each: { ms: number; cpuMs: number; q: string }[] = [];
  client[method] = (...args: unknown[]) => {
    const t = performance.now();
    const c = process.cpuUsage();
    m.statements++;
    const done = () => {
      const u = process.cpuUsage(c);
      m.ms += performance.now() - t;
      m.cpuMs += (u.user + u.system) / 1000;
      if (process.env.BENCH_SLOW) each.push({ ms: performance.now() - t, cpuMs: (u.user + u.system) / 1000, q: String(args[0]).replace(/\s+/g, ' ').slice(0, 110) });
    };
    const result = original.apply(client, args) as Promise<unknown>;
    if (database.kind === 'pglite') return result.finally(done);
    // postgres.js: the query object itself is returned (drizzle calls .values() on it); timed until it settles.
    result.then(done, done);
    return result;
  };
  return {
    reset: () => (Object.assign(m, { ms: 0, cpuMs: 0, statements: 0 }), each.splice(0)),
    each,
    read: () => ({ ...m }),
    stop: () => void (client[method] = original),
  };
}

async function ticksOver(kind: string, url: string | undefined, games: number): Promise<TickFigures> {
  const { database, drop } = await freshDatabase(url);
  try {
    const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => new Date(START) });
    for (const line of ['@gm /game create ruleset:magic-realm', '@bob /game join character:Amazon', '@carol /game join character:"Black Knight"', '@gm /game start', '@bob /orders record phases:"S, S"']) {
      if (!(await session.run(line)).ok) throw new Error(`bench set-up: ${line} refused`);
    }
    const template = (await session.services.store.activeGameId('console'))!;
    const due = Math.max(1, Math.round(games / 100));
    // Copy i (the template is 1) is in group floor((i - 1) / due) while there are groups, else two days later.
    const shift = sql.raw(`CASE WHEN i <= ${(TICKS + 1) * due} THEN ((i - 1) / ${due}) * interval '1 hour' ELSE interval '2 days' END`);
    await database.db.execute(sql`
      INSERT INTO games (id, channel_id, guild_id, ruleset, status, version, created_at, next_due_at)
      SELECT 'bench-' || i, 'bench-ch-' || i, guild_id, ruleset, status, version, created_at, next_due_at + ${shift}
      FROM games, generate_series(2, ${games}) AS i WHERE id = ${template}`);
    await database.db.execute(sql`
      INSERT INTO events (game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)
      SELECT 'bench-' || i, seq, action_seq, NULL, type,
        CASE WHEN seq = 1 THEN payload || jsonb_build_object('id', 'bench-' || i, 'channelId', 'bench-ch-' || i) ELSE payload END,
        visibility, actor, created_at + ${shift}
      FROM events, generate_series(2, ${games}) AS i WHERE game_id = ${template}`);
    // As the rows of a database in use are: old, their hint bits set and written out (a fresh bulk insert would make
    // the first ticks pay for that instead).
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.db.execute(sql`CHECKPOINT`);

    let now = new Date(START);
    const scheduler = new Scheduler({ services: { ...session.services, now: () => now }, schedule: new ScheduleStore(database.db), outbox: quiet, holder: 'bench' });
    const m = meter(database);
    const ticks: Tick[] = [];
    try {
      for (let j = 0; j <= TICKS; j++) {
        now = new Date(START + 24.5 * HOUR + j * HOUR);
        m.reset();
        const t = performance.now();
        const duties = await scheduler.tick();
        const wallMs = performance.now() - t;
        const { ms, cpuMs, statements } = m.read();
        if (duties !== due) throw new Error(`bench: tick ${j} did ${duties} duties, ${due} were due`);
        ticks.push({ duties, dbMs: ms, ...(database.kind === 'pglite' ? { dbCpuMs: cpuMs } : {}), statements, wallMs });
      }
    } finally {
      m.stop();
    }
    for (const x of m.each) console.log(`  ${ms(x.ms)} (CPU ${ms(x.cpuMs)})  ${x.q}`);
    return { kind, games, due, first: ticks[0]!, later: ticks.slice(1) };
  } finally {
    await database.close();
    await drop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function benchSchedulerTick(): Promise<void> {
  const kinds: [string, string | undefined][] = [['PGlite (on disk)', undefined]];
  if (process.env.DATABASE_URL) kinds.push(['PostgreSQL', process.env.DATABASE_URL]);
  else console.log('scheduler tick, PostgreSQL: skipped (set DATABASE_URL, or run: bash scripts/test-postgres.sh npm run bench:tick)');
  for (const [kind, url] of kinds) {
    const figures: { games: number; dbMs: number; statements: number }[] = [];
    for (const games of [1000, 10_000]) {
      const f = await ticksOver(kind, url, games);
      const db = median(f.later.map((t) => t.dbMs));
      const statements = median(f.later.map((t) => t.statements));
      const cpu = f.later[0]!.dbCpuMs === undefined ? '' : `, CPU ${ms(median(f.later.map((t) => t.dbCpuMs!)))}`;
      figures.push({ games, dbMs: db, statements });
      console.log(
        `scheduler tick, ${kind}, ${f.games} running games, ${f.due} due: database ${ms(db)}${cpu} in ${statements} statements (${(statements / f.due).toFixed(2)} a due game); ` +
          `tick ${ms(median(f.later.map((t) => t.wallMs)))} wall — median of ${f.later.length} ticks, database ${f.later.map((t) => t.dbMs.toFixed(0)).join('/')} ms (aim at 10,000: ≤ 100 ms of database time)`,
      );
      console.log(
        `scheduler tick, ${kind}, ${f.games} running games, first tick of the process: database ${ms(f.first.dbMs)}${f.first.dbCpuMs === undefined ? '' : `, CPU ${ms(f.first.dbCpuMs)}`} in ${f.first.statements} statements; tick ${ms(f.first.wallMs)} wall`,
      );
    }
    const [small, large] = figures as [(typeof figures)[0], (typeof figures)[0]];
    console.log(`scheduler tick, ${kind}, 1,000 → 10,000 games: database time ×${(large.dbMs / small.dbMs).toFixed(1)}, statements ×${(large.statements / small.statements).toFixed(1)} (due games ×10)`);
  }
}

// `npm run bench:tick`: this part alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSchedulerTick();
