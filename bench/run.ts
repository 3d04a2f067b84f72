import 'dotenv/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import { ConsoleSession } from '../src/console/session.js';
import { cryptoDice } from '../src/engine/dice.js';
import { openDatabase, type Database } from '../src/store/db.js';

/**
 * `npm run bench`: one action end to end in-process (parse the line, decide, commit, view, build the
 * reply) on a game that already holds 5,000 events, against a bare single-row INSERT transaction on
 * the same database. PGlite always; PostgreSQL too when DATABASE_URL is set.
 */
const HISTORY = 5000;
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
  const line = (l: string) => session.run(l.replace('#', `#${channel}`));
  await line('@gm # /game create ruleset:magic-realm');
  process.stdout.write(`${name}: filling a game with ${HISTORY} events… `);
  const t0 = performance.now();
  for (let i = 1; i < HISTORY; i++) await line('@bob # /roll dice notation:2d6');
  process.stdout.write(`${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

  await database.db.execute(sql`CREATE TABLE IF NOT EXISTS bench_bare (id serial PRIMARY KEY, payload jsonb NOT NULL)`);
  const warm = 30;
  await time(warm, () => line('@bob # /roll table name:bounty modifier:1'));
  const action = stats(await time(SAMPLES, () => line('@bob # /roll table name:bounty modifier:1')));
  // Two references: a bare INSERT in a transaction of its own (BEGIN, INSERT, COMMIT: three statements) and the
  // same INSERT alone (one statement, its own implicit transaction), which is what an action's commit is.
  const insert = (payload: unknown) => sql`INSERT INTO bench_bare (payload) VALUES (${JSON.stringify(payload)}::jsonb)`;
  await time(warm, () => database.db.transaction((tx) => tx.execute(insert({ warm: true }))));
  const bare = stats(await time(SAMPLES, (i) => database.db.transaction((tx) => tx.execute(insert({ i })))));
  await time(warm, () => database.db.execute(insert({ warm: true })));
  const single = stats(await time(SAMPLES, (i) => database.db.execute(insert({ i }))));
  await database.db.execute(sql`DROP TABLE bench_bare`);
  const f = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`${name}: action end to end        median ${f(action.median)}  p99 ${f(action.p99)}`);
  console.log(`${name}: bare INSERT, 3-statement txn  median ${f(bare.median)}  p99 ${f(bare.p99)}  ratio ${(action.median / bare.median).toFixed(2)}×`);
  console.log(`${name}: bare INSERT, 1 statement      median ${f(single.median)}  p99 ${f(single.p99)}  ratio ${(action.median / single.median).toFixed(2)}× (aim: within 1.5×)`);
}

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

/** The baseline of every picture: a canvas of the same size, filled with one colour and encoded as PNG. */
function bareFillAndEncode(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f7f3ea';
  ctx.fillRect(0, 0, width, height);
  return canvas.encodeSync('png');
}

// ---------------------------------------------------------------------------------------------------------
// Pictures: the campaign map rendered to PNG against a bare canvas of the same size filled and encoded, so
// the ratio shows what the drawing itself costs over the PNG encoding every picture pays.
// ---------------------------------------------------------------------------------------------------------
{
  const { renderCampaignMap } = await import('../src/render/campaign-map.js');
  const { bigMap, sampleMap } = await import('../tests/render/fixtures.js');
  const f = (n: number) => `${n.toFixed(1)} ms`;
  for (const [label, view, samples] of [['12×10', sampleMap(), 40], ['40×40', bigMap(40), 10]] as const) {
    const first = renderCampaignMap(view);
    const width = first.readUInt32BE(16);
    const height = first.readUInt32BE(20);
    const render = stats(await time(samples, async () => renderCampaignMap(view)));
    const bare = stats(
      await time(samples, async () => bareFillAndEncode(width, height)),
    );
    console.log(`Campaign map ${label} (${width}×${height} px): render median ${f(render.median)}  bare fill+PNG median ${f(bare.median)}  ratio ${(render.median / bare.median).toFixed(1)}×`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Pictures: the Magic Realm board (30 tiles, every kind of piece, the GM's view with every hidden path and
// secret passage) and a tile's close-up, against a bare canvas of the same size filled and encoded.
// ---------------------------------------------------------------------------------------------------------
{
  const { boardDrawing, renderBoard, renderTile } = await import('../src/render/board.js');
  const { board30 } = await import('../tests/render/board-fixtures.js');
  const f = (n: number) => `${n.toFixed(1)} ms`;
  const view = board30();
  const pictures: [string, () => Buffer, number][] = [
    [`board, 30 tiles, ${view.pieces.length} pieces`, () => renderBoard(view), 30],
    ['board close-up of one tile', () => renderTile(view, 'B'), 60],
  ];
  for (const [label, render, samples] of pictures) {
    const first = render();
    const width = first.readUInt32BE(16);
    const height = first.readUInt32BE(20);
    await time(3, async () => render());
    const drawn = stats(await time(samples, async () => render()));
    const bare = stats(
      await time(samples, async () => bareFillAndEncode(width, height)),
    );
    console.log(
      `Magic Realm ${label} (${width}×${height} px): render median ${f(drawn.median)}  bare fill+PNG median ${f(bare.median)}  ratio ${(drawn.median / bare.median).toFixed(1)}× (aim: within 2×)`,
    );
  }
  // The drawing alone, before the PNG encoding that every picture pays (aim: well under 100 ms).
  const drawing = stats(await time(30, async () => boardDrawing(view)));
  console.log(`Magic Realm board, 30 tiles: drawing alone median ${f(drawing.median)}  p99 ${f(drawing.p99)}`);
}
