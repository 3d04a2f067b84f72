import 'dotenv/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ConsoleSession } from '../src/console/session.js';
import { cryptoDice } from '../src/engine/dice.js';
import { replay } from '../src/engine/parts.js';
import { openDatabase, type Database } from '../src/store/db.js';
import { commitStatement } from '../src/store/game-store.js';

/**
 * `npm run bench`: one action end to end in-process (parse the line, decide, commit, view, build the
 * reply) on a game that already holds 5,000 events, against its own commit statement issued bare on the
 * same database (and, as before, a bare single-row INSERT). PGlite always; PostgreSQL too when
 * DATABASE_URL is set. Then the pictures, a campaign turn, the scheduler's tick and the start-up.
 */
const HISTORY = 5000;

/** `npm run bench -- pictures scheduler`: only the parts named (action, pictures, scheduler, start-up); none: all. */
const parts = process.argv.slice(2);
const runs = (part: string) => parts.length === 0 || parts.includes(part);
const SAMPLES = 300;

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p99: at(0.99) };
}

async function time(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

async function benchDatabase(name: string, database: Database): Promise<void> {
  const channel = `bench-${Date.now()}`;
  const session = new ConsoleSession(database, cryptoDice);
  const line = (l: string, at = channel) => session.run(l.replace('#', `#${at}`));
  await line('@gm # /game create ruleset:magic-realm');
  process.stdout.write(`${name}: filling a game with ${HISTORY} events… `);
  const t0 = performance.now();
  for (let i = 1; i < HISTORY; i++) await line('@bob # /roll dice notation:2d6');
  process.stdout.write(`${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  const store = session.services.store;
  const gameId = (await store.activeGameId(channel))!;

  // The reference the action's aim is set against (issue 26): the action's own commit statement (games' version
  // bumped, its event appended: commitStatement in src/store/game-store.ts), issued bare on a second game of the same
  // length, with the event the action wrote. The action may cost at most 1.5× it: the engine, the parsing and the
  // reply at most half of the write. (The console's action carries no interaction id, so the bare statement has none.)
  const bareChannel = `${channel}-bare`;
  await line('@gm # /game create ruleset:magic-realm', bareChannel);
  const bareId = (await store.activeGameId(bareChannel))!;
  await database.db.execute(sql`INSERT INTO events (game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)
    SELECT ${bareId}, seq, action_seq, NULL, type, payload, visibility, actor, created_at FROM events WHERE game_id = ${gameId} AND seq > 1`);
  await database.db.execute(sql`UPDATE games SET version = ${HISTORY} WHERE id = ${bareId}`);
  const action = () => line('@bob # /roll table name:bounty modifier:1');
  const sample = await action();
  const event = sample.events![0]!;
  const before = (await store.load(gameId))!.state;
  const after = replay([event], before)!;
  let bareVersion = HISTORY;
  const bareCommit = () => {
    const stored = [{ ...event, seq: bareVersion + 1, actionSeq: bareVersion + 1, at: new Date().toISOString() }];
    const statement = commitStatement({ gameId: bareId, version: bareVersion, before, after, stored, interactionId: undefined, at: new Date() });
    bareVersion += 1;
    return statement;
  };

  await database.db.execute(sql`CREATE TABLE IF NOT EXISTS bench_bare (id serial PRIMARY KEY, payload jsonb NOT NULL)`);
  const warm = 30;
  for (let i = 0; i < warm; i++) {
    await action();
    await database.db.execute(bareCommit());
  }
  // Interleaved, sample by sample, so a machine busy with other work slows both alike.
  const actions: number[] = [];
  const commits: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    actions.push(...(await time(1, action)));
    const statement = bareCommit();
    commits.push(...(await time(1, () => database.db.execute(statement))));
  }
  const a = stats(actions);
  const c = stats(commits);
  // Two older references: a bare single-row INSERT in a transaction of its own (BEGIN, INSERT, COMMIT) and alone.
  const insert = (payload: unknown) => sql`INSERT INTO bench_bare (payload) VALUES (${JSON.stringify(payload)}::jsonb)`;
  await time(warm, () => database.db.transaction((tx) => tx.execute(insert({ warm: true }))));
  const bare = stats(await time(SAMPLES, (i) => database.db.transaction((tx) => tx.execute(insert({ i })))));
  await time(warm, () => database.db.execute(insert({ warm: true })));
  const single = stats(await time(SAMPLES, (i) => database.db.execute(insert({ i }))));
  await database.db.execute(sql`DROP TABLE bench_bare`);
  const f = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`${name}: action end to end              median ${f(a.median)}  p99 ${f(a.p99)}`);
  console.log(`${name}: its commit statement, bare     median ${f(c.median)}  p99 ${f(c.p99)}  ratio ${(a.median / c.median).toFixed(2)}× (aim: within 1.5×)`);
  console.log(`${name}: bare INSERT, 3-statement txn   median ${f(bare.median)}  p99 ${f(bare.p99)}  ratio ${(a.median / bare.median).toFixed(2)}×`);
  console.log(`${name}: bare INSERT, 1 statement       median ${f(single.median)}  p99 ${f(single.p99)}  ratio ${(a.median / single.median).toFixed(2)}×`);
}

if (runs('action')) {
  const dir = mkdtempSync(join(tmpdir(), 'realm-bench-'));
  try {
    const pglite = await openDatabase({ dataDir: dir });
    await benchDatabase('PGlite (on disk)', pglite);
    await pglite.close();
    if (process.env.DATABASE_URL) {
      const pg = await openDatabase({ dataDir: '', databaseUrl: process.env.DATABASE_URL });
      await benchDatabase('PostgreSQL', pg);
      await pg.close();
    } else {
      console.log('PostgreSQL: skipped (set DATABASE_URL, or run: bash scripts/test-postgres.sh npm run bench)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Pictures (bench/pictures.ts): every picture the bot makes against the PNG encode of its own pixels (aim ≤ 2×);
// then the board drawn cold, and a campaign turn with its map (bench/campaign-turn.ts, aim ≤ 150 ms of CPU).
// ---------------------------------------------------------------------------------------------------------
if (runs('pictures')) {
  const { benchPictures } = await import('./pictures.js');
  await benchPictures();
  const { renderBoard } = await import('../src/render/board.js');
  const { board30 } = await import('../tests/render/board-fixtures.js');
  const { forgetLayers } = await import('../src/render/draw/layer-cache.js');
  const view = board30();
  const cold: number[] = [];
  for (let i = 0; i < 20; i++) {
    forgetLayers();
    const c = process.cpuUsage();
    await renderBoard(view);
    const u = process.cpuUsage(c);
    cold.push((u.user + u.system) / 1000);
  }
  console.log(`picture: board, 30 tiles, cold (its base drawn anew): CPU median ${stats(cold).median.toFixed(1)} ms`);
  const { benchCampaignTurn } = await import('./campaign-turn.js');
  await benchCampaignTurn();
}

// ---------------------------------------------------------------------------------------------------------
// The scheduler (issue 26): one tick over 1,000 and 10,000 running games, 1 % due.
// ---------------------------------------------------------------------------------------------------------
if (runs('scheduler')) {
  const { benchSchedulerTick } = await import('./scheduler-tick.js');
  await benchSchedulerTick();
}

// ---------------------------------------------------------------------------------------------------------
// Start-up: one console line and `npm start`, as whole processes (CPU seconds and peak memory).
// ---------------------------------------------------------------------------------------------------------
if (runs('start-up')) {
  const { benchStartUp } = await import('./start-up.js');
  benchStartUp();
}
