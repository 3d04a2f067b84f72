import 'dotenv/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
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

// ---------------------------------------------------------------------------------------------------------
// Pictures: every picture the bot makes, rendered to PNG, beside a bare canvas of the same size filled with
// one colour and encoded by the same encoder (render/draw/png.ts: pixels read on the event loop, deflate on
// the thread pool), so the ratio shows what the drawing costs over the encoding every picture pays. "On the
// event loop" is the part of a render that blocks it (drawing and reading the pixels; the deflate is not).
// Skia's encoder (`encodeSync('png')`, what the bot used before) is timed on the same bare canvas, and on the
// board's drawing, to show the change.
// ---------------------------------------------------------------------------------------------------------
{
  const { createDrawing, encodePng } = await import('../src/render/draw/canvas.js');
  const { renderCampaignMap } = await import('../src/render/campaign-map.js');
  const { renderCalendar } = await import('../src/render/calendar.js');
  const { renderRealmSheet } = await import('../src/render/realm-sheet.js');
  const { boardDrawing, renderBoard, renderTile } = await import('../src/render/board.js');
  const { bigMap, fullSheet, sampleMap } = await import('../tests/render/fixtures.js');
  const { midsummerView } = await import('../tests/render/calendar-fixtures.js');
  const { board30 } = await import('../tests/render/board-fixtures.js');
  const f = (n: number) => `${n.toFixed(1)} ms`;
  const kb = (b: Buffer) => `${Math.round(b.length / 1024)} KB`;

  /** The baseline: a canvas of the same size filled with one colour, and its PNG. */
  const bare = (width: number, height: number) => {
    const d = createDrawing(width, height);
    d.ctx.fillStyle = '#f7f3ea';
    d.ctx.fillRect(0, 0, width, height);
    return d;
  };

  const view = board30();
  // The board as play redraws it: between two pictures one character has moved (the Berserker, from Tristar to Oak
  // Woods and back), so the picture is never the one before it; its base and last picture are kept (draw/layer-cache.ts).
  const mover = view.pieces.find((p) => p.kind === 'character')!;
  const moved = { ...view, pieces: view.pieces.map((p) => (p === mover ? { ...p, tile: 'OW', clearing: 4 } : p)) };
  let turn = 0;
  const pictures: [string, () => Promise<Buffer>, number][] = [
    [`Magic Realm board, 30 tiles, ${view.pieces.length} pieces, one moved each time`, () => renderBoard(turn++ % 2 ? moved : view), 30],
    ['Magic Realm board close-up of one tile', () => renderTile(view, 'B'), 60],
    ['Campaign map 12×10', () => renderCampaignMap(sampleMap()), 40],
    ['Campaign map 40×40', () => renderCampaignMap(bigMap(40)), 10],
    ['Calendar card', () => renderCalendar(midsummerView()), 40],
    ['Realm sheet', () => renderRealmSheet(fullSheet()), 40],
  ];
  /** Wall-clock and CPU milliseconds (the process's, thread pool included) of each of n runs. */
  const measure = async (n: number, fn: () => Promise<unknown>) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const c = process.cpuUsage();
      await fn();
      const u = process.cpuUsage(c);
      wall.push(performance.now() - t);
      cpu.push((u.user + u.system) / 1000);
    }
    return { wall: stats(wall), cpu: stats(cpu) };
  };
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  for (const [label, render, samples] of pictures) {
    const first = await render();
    const width = first.readUInt32BE(16);
    const height = first.readUInt32BE(20);
    await time(3, () => render());
    const blocking: number[] = [];
    const drawn = await measure(samples, async () => {
      const t = performance.now();
      const png = render();
      blocking.push(performance.now() - t);
      await png;
    });
    const base = await measure(samples, () => encodePng(bare(width, height)));
    const skia = await measure(samples, async () => bare(width, height).canvas.encodeSync('png'));
    const aim = label.startsWith('Magic Realm board, 30') ? ' (aim: within 1.5×)' : '';
    console.log(
      `${label} (${width}×${height} px, ${kb(first)}): render median ${f(drawn.wall.median)} (CPU ${f(drawn.cpu.median)}), on the event loop ${f(stats(blocking).median)};  ` +
        `bare fill+PNG median ${f(base.wall.median)} (CPU ${f(base.cpu.median)});  ratio ${ratio(drawn.wall.median, base.wall.median)} (CPU ${ratio(drawn.cpu.median, base.cpu.median)})${aim};  ` +
        `bare fill+Skia PNG median ${f(skia.wall.median)} (CPU ${f(skia.cpu.median)})`,
    );
  }
  // The board drawn cold: its base (background, tiles, paths, clearings) not kept, as the first picture of a new board is.
  const { forgetLayers } = await import('../src/render/draw/layer-cache.js');
  const cold = await measure(30, async () => {
    forgetLayers();
    await renderBoard(view);
  });
  console.log(`Magic Realm board, 30 tiles, cold (its base drawn anew): render median ${f(cold.wall.median)} (CPU ${f(cold.cpu.median)})`);
  // The board's drawing alone, and with Skia's encoder as before (aim for the drawing: well under 100 ms).
  // Skia records the drawing and rasterises it when the pixels are read, so "drawing alone" is the recording.
  const drawing = stats(await time(30, async () => boardDrawing(view)));
  const skiaPng = boardDrawing(view).canvas.encodeSync('png');
  const skiaBoard = await measure(30, async () => boardDrawing(view).canvas.encodeSync('png'));
  console.log(
    `Magic Realm board, 30 tiles: drawing alone median ${f(drawing.median)}  p99 ${f(drawing.p99)};  ` +
      `drawing + Skia PNG median ${f(skiaBoard.wall.median)} (CPU ${f(skiaBoard.cpu.median)}, ${kb(skiaPng)}, all on the event loop)`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// The scheduler (issue 26): one tick over 1,000 and 10,000 running games, 1 % due.
// ---------------------------------------------------------------------------------------------------------
{
  const { benchSchedulerTick } = await import('./scheduler-tick.js');
  await benchSchedulerTick();
}

// ---------------------------------------------------------------------------------------------------------
// Start-up: one console line and `npm start`, as whole processes (CPU seconds and peak memory).
// ---------------------------------------------------------------------------------------------------------
{
  const { benchStartUp } = await import('./start-up.js');
  benchStartUp();
}
