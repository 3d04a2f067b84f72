import 'dotenv/config';
import { openDatabase, type Database } from '../src/store/db.js';
import { GameStore } from '../src/store/game-store.js';
import { manyGames, oneGame, summary } from './load-scenarios.js';

/**
 * `npm run bench:load`: many commands at once against the configured database — PGlite in memory by default,
 * PostgreSQL when DATABASE_URL is set (`bash scripts/test-postgres.sh npm run bench:load` starts one on loopback).
 * Bounded: every scenario stops at its count of actions or its deadline, whichever comes first. Sizes can be
 * lowered with LOAD_SCALE (e.g. 0.25) on a busy machine.
 */
const scale = Number(process.env.LOAD_SCALE ?? 1);
const n = (x: number) => Math.max(1, Math.round(x * scale));

const url = process.env.DATABASE_URL;
const open = (): Promise<Database> => openDatabase(url ? { dataDir: '', databaseUrl: url } : { dataDir: ':memory:' });
const name = url ? 'PostgreSQL' : 'PGlite (in memory)';

const first = await open();
let second: Database | undefined;
let failed = false;
try {
  const store = new GameStore(first.db, { notices: first.notices });
  const report = (label: string, f: Awaited<ReturnType<typeof manyGames>>) => {
    console.log(summary(`${name}: ${label}`, f));
    if (f.problems.length) failed = true;
  };
  // Warm-up: JIT and connections, not measured.
  await manyGames({ stores: [store], label: 'warm' }, { games: 10, concurrency: 8, actions: n(300), deadlineMs: 5_000 });
  for (const concurrency of [8, 64]) {
    report(
      `${concurrency} concurrent commands over 100 games`,
      await manyGames({ stores: [store], label: 'one process' }, { games: 100, concurrency, actions: n(4000), deadlineMs: 10_000 }),
    );
  }
  report('200 commands at once on one game', await oneGame({ stores: [store], label: 'one process' }, { commands: n(200) }));
  // Two "processes": two connection pools (PostgreSQL) with their own store, cache and queue on one database.
  // PGlite is one embedded instance: the second store shares its connection (still its own cache and queue).
  second = url ? await open() : undefined;
  const two = [store, new GameStore((second ?? first).db, { notices: (second ?? first).notices })];
  report(
    'two processes, 64 concurrent commands over 20 games',
    await manyGames({ stores: two, label: 'two processes' }, { games: 20, concurrency: 64, actions: n(2000), deadlineMs: 10_000 }),
  );
  report('two processes, 200 commands at once on one game', await oneGame({ stores: two, label: 'two processes' }, { commands: n(200) }));
} finally {
  await second?.close();
  await first.close();
}
if (failed) process.exitCode = 1;
