import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConsoleSession } from '../../src/console/session.js';
import { forcedDice } from '../../src/engine/dice.js';
import { openDatabase, type Database } from '../../src/store/db.js';
import { LEASE_MS } from '../../src/scheduler/scheduler.js';
import { assertBuildFresh, SHORT_PROCESS } from '../helpers/compiled.js';
import { DATABASE_KINDS, emptyPostgresDatabase } from '../helpers/databases.js';

const root = resolve(__dirname, '../..');
const START = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
/** The scheduler's lease (its default) and a second: each holder comes when the one before's claims ran out. */
const NEXT_HOLDER_MS = LEASE_MS + 1000;

/**
 * Each holder in turn is killed with SIGKILL at one point of a duty: the reminder after its claim, after its send (not
 * recorded), before its mark; the advance after its engine action committed, and after one of its posts was sent.
 */
const STOPS = ['claimed remind:', 'sent remind:', 'before-mark remind:', 'committed advance:', 'sent advance:'];

/**
 * One scheduler process (holder-process.mjs), started at once: it loads the compiled bot meanwhile, and does its tick
 * when `go()` lets it (after the holder before it is dead), to be killed where it says it stopped, or left to end it.
 */
function holder(env: Record<string, string>, path: string): { go: () => Promise<string>; kill: () => void } {
  // The child's database is the one named here: a DATABASE_URL of the suite's own does not reach a PGlite run.
  const { DATABASE_URL: _suite, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SHORT_PROCESS, path], { cwd: root, env: { ...inherited, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  // No fixed wait: the child says where it is, and the test acts on that.
  const said = new Promise<string>((done) => {
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const line = out.split('\n').find((l) => l.startsWith('stopped ') || l.startsWith('ticked '));
      if (line) done(line);
    });
    void exited.then(() => done(out.split('\n').find((l) => l.startsWith('ticked ')) ?? `ended without a word (${err.slice(-800)})`));
  });
  return {
    go: async () => {
      child.stdin.end('go\n');
      const line = await said;
      if (line.startsWith('stopped ')) child.kill('SIGKILL');
      const code = await exited;
      if (line.startsWith('ticked ') && code !== 0) throw new Error(`the holder failed (${code}): ${err.slice(-800)}`);
      return line;
    },
    kill: () => void child.kill('SIGKILL'),
  };
}

describe.each(DATABASE_KINDS)('a scheduler process killed with SIGKILL at each point of a duty: the next holder does each duty once (issue 26), on %s', (kind) => {
  it('a reminder and a deadline with its auto-advance, over five killed holders and one that finishes', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'realm-kill-'));
    const discord = join(dir, 'discord.jsonl');
    writeFileSync(discord, '');
    const pg = kind === 'PostgreSQL' ? await emptyPostgresDatabase(process.env.DATABASE_URL!, 'kill') : undefined;
    const where: Record<string, string> = pg ? { DATABASE_URL: pg.url } : { REALM_TEST_DATA: join(dir, 'data') };
    const open = (): Promise<Database> => openDatabase(pg ? { dataDir: '', databaseUrl: pg.url } : { dataDir: join(dir, 'data') });
    try {
      // Two games: in #a Carol owes her Birdsong orders (her reminder is due at 24 h); in #d Erin owes hers, and the GM
      // set a deadline of 30 h with auto-advance (at 31 h the GM is told, and the bot moves on).
      const setUp = await open();
      const session = new ConsoleSession(setUp, forcedDice([6, 1, 0]), { now: () => new Date(START) });
      for (const line of [
        '@gm #a /game create ruleset:magic-realm',
        '@bob #a /game join character:Amazon',
        '@carol #a /game join character:"Black Knight"',
        '@gm #a /game start',
        '@bob #a /orders record phases:"S, S"',
        '@gm2 #d /game create ruleset:magic-realm',
        '@dave #d /game join character:Amazon',
        '@erin #d /game join character:"Black Knight"',
        '@gm2 #d /game start',
        '@dave #d /orders record phases:"S, S"',
        '@gm2 #d /schedule set step:birdsong deadline-hours:30 auto-advance:true',
      ]) {
        expect((await session.run(line)).ok, line).toBe(true);
      }
      const gameD = (await session.services.store.activeGameId('d'))!;
      const versionD = await session.services.store.version(gameD);
      await setUp.close();

      // Each holder in turn (the next one loading the bot while the one before works): five killed, then one left to end.
      const holders = [...STOPS, undefined].map((stop, i) => ({
        REALM_TEST_NOW: String(START + 31 * HOUR + i * NEXT_HOLDER_MS),
        REALM_TEST_HOLDER: stop ? `killed-${i}` : 'last',
        ...(stop ? { REALM_TEST_STOP: stop } : {}),
      }));
      // The holder runs dist/: the suite's set-up built it, and it is no older than the sources.
      await assertBuildFresh();
      const path = join(__dirname, 'holder-process.mjs');
      let next = holder({ ...where, REALM_TEST_DISCORD: discord, ...holders[0]! }, path);
      const started = [next];
      try {
        for (const [i, stop] of STOPS.entries()) {
          const current = next;
          next = holder({ ...where, REALM_TEST_DISCORD: discord, ...holders[i + 1]! }, path);
          started.push(next);
          const said = await current.go();
          // It got to the point and was killed there.
          expect(said.startsWith(`stopped ${stop}`), said).toBe(true);
        }
        expect(await next.go()).toMatch(/^ticked \d+/);
      } finally {
        for (const h of started) h.kill();
      }

      // Discord made a message per nonce (enforce_nonce): the first attempt with it; a later one returns that message.
      const attempts = readFileSync(discord, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { by: string; where: string; nonce?: string; text: string });
      expect(attempts.every((a) => a.nonce), 'every message of the scheduler carries a nonce').toBe(true);
      const made = attempts.filter((a, i) => attempts.findIndex((b) => b.nonce === a.nonce) === i);
      // Carol's reminder: made once, though sent again after the kills after its send and before its mark.
      expect(made.filter((m) => m.where === '@carol')).toHaveLength(1);
      expect(made.find((m) => m.where === '@carol')!.text).toContain('Reminder');
      expect(attempts.filter((a) => a.where === '@carol').length).toBeGreaterThan(1);
      // The deadline told to the GM once; the move announced once in the channel; no text made twice anywhere.
      expect(made.filter((m) => m.where === '@gm2' && m.text.includes('Deadline passed'))).toHaveLength(1);
      expect(made.filter((m) => m.where === '#d' && m.text.includes('The deadline has passed: the bot moves the game on'))).toHaveLength(1);
      expect(new Set(made.map((m) => `${m.where} ${m.text}`)).size).toBe(made.length);
      // Nothing of game #d reached game #a's channel or players, nor the reverse.
      expect(made.filter((m) => ['#a', '@bob', '@carol'].includes(m.where)).every((m) => !m.text.includes('Deadline'))).toBe(true);

      const check = await open();
      try {
        const store = new ConsoleSession(check, forcedDice([6, 1, 0])).services.store;
        // Every duty claimed is done; the reminder, the deadline and the advance among them.
        const rows = await check.db.execute(sql`SELECT key, done_at IS NOT NULL AS done FROM schedule_duties ORDER BY key`);
        const duties = (Array.isArray(rows) ? rows : (rows as { rows: { key: string; done: boolean }[] }).rows) as { key: string; done: boolean }[];
        expect(duties.filter((d) => !d.done)).toEqual([]);
        expect(duties.map((d) => d.key.split(':')[0])).toEqual(expect.arrayContaining(['remind', 'deadline', 'advance']));
        // The game moved on by one action, the scheduler's, under the advance's own id: applied once although four
        // holders did the advance (the repeats were duplicates of it).
        const advance = duties.find((d) => d.key.startsWith('advance:'))!.key;
        const ids = await store.interactionIds(gameD);
        expect(ids.filter((id) => id?.startsWith('scheduler:'))).toEqual([`scheduler:${gameD}:${advance}`]);
        const after = await store.events(gameD, { afterSeq: versionD });
        expect(new Set(after.map((e) => e.actionSeq)).size).toBe(1);
      } finally {
        await check.close();
      }
    } finally {
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
