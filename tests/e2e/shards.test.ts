import { ServerSettings } from '../../src/store/server-settings.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../src/commands/dispatch.js';
import type { Services } from '../../src/commands/types.js';
import { cryptoDice } from '../../src/engine/dice.js';
import { openDatabase } from '../../src/store/db.js';
import { GameStore } from '../../src/store/game-store.js';
import { slashCommand } from '../fake-discord/interactions.js';
import { shardOfGuild, startFakeDiscord, type FakeDiscord, type FakeGuild } from '../fake-discord/server.js';
import { BOB, CAROL, DAVE, GM } from '../helpers/bot.js';
import { assertBuildFresh } from '../helpers/compiled.js';
import { emptyPostgresDatabase } from '../helpers/databases.js';

/**
 * Issue 12, when one process is not enough: `npm run start:sharded`'s own code path (scripts/launch.mjs →
 * dist/main-sharded.js → discord.js's ShardingManager forking dist/main.js per shard) against the fake Discord and one
 * PostgreSQL database.
 */
const root = resolve(__dirname, '../..');
const url = process.env.DATABASE_URL;
/** The bot's settings want a token of Discord's length. */
const TOKEN = `MTAwMDAwMDAwMDAwMDAwMDAx.fake.${'s'.repeat(40)}`;
const APP_ID = '100000000000000001';
const REMINDER = 'The game waits for your orders for Birdsong of day 1';

/**
 * dist/ as `npm run start:sharded` would run it: built by the suite's set-up when stale (tests/helpers/compiled.ts), so
 * the wait below is the bot's start alone; a build older than the sources is refused, not run.
 */
beforeAll(assertBuildFresh);

/** Runs `npm run start:sharded` (as `node scripts/launch.mjs main-sharded`) in a process group of its own, so its shards can be ended with it. */
function startSharded(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(root, 'scripts/launch.mjs'), 'main-sharded'], {
    cwd: root,
    // Blank settings count as unset, and dotenv leaves a set (even blank) variable alone: a developer's .env stays out.
    env: { ...process.env, DISCORD_TOKEN: '', DISCORD_APP_ID: '', DISCORD_API_URL: '', DATABASE_URL: '', SHARD_COUNT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (b: Buffer) => (out.stdout += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out.stderr += b.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, out, exited };
}

/** Waits for a condition, checking every 100 ms; past `capMs` fails saying what was awaited. No assertion rests on the time. */
async function until(what: string, condition: () => boolean | Promise<boolean>, capMs: number, context: () => string = () => ''): Promise<void> {
  const end = Date.now() + capMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`gave up waiting ${capMs / 1000} s for ${what}\n${context()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm run start:sharded refuses what it cannot run, in a sentence', () => {
  it('without DATABASE_URL: the embedded database is one process’s', async () => {
    const run = startSharded({ DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: APP_ID, DISCORD_API_URL: 'http://127.0.0.1:9/api' });
    expect(await run.exited).toBe(1);
    expect(run.out.stderr.trim()).toMatch(/^The sharded bot needs DATABASE_URL: .*PGlite\) can be opened by one process only; set DATABASE_URL to a PostgreSQL server/);
    expect(run.out.stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);
});

describe.skipIf(!url)('two shard processes over one PostgreSQL (npm run start:sharded)', () => {
  let fake: FakeDiscord;
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let sql: postgres.Sql;
  let sharded: ReturnType<typeof startSharded>;
  /** Each server's game, and the player it waits on. */
  const games: { guild: FakeGuild; waitsOn: typeof CAROL; character: string }[] = [];

  /** The JSON log lines of the manager and its shards (they share its stdout). */
  const logs = () =>
    sharded.out.stdout.split('\n').flatMap((line) => {
      try {
        return [JSON.parse(line) as { msg: string; pid: number; shard?: number; [k: string]: unknown }];
      } catch {
        return [];
      }
    });
  const logTail = () => `--- stdout ---\n${sharded?.out.stdout.slice(-4000)}\n--- stderr ---\n${sharded?.out.stderr.slice(-2000)}`;
  /** Every message the bot posted anywhere (channels, threads, direct messages) with the reminder. */
  const reminders = () => fake.channelMessages.filter((m) => JSON.stringify(m.body).includes(REMINDER));

  /**
   * A game in the server's channel where Bob recorded his orders and the other player never did. It is written through
   * the store with a clock 25 hours back, as if played yesterday: the smallest reminder interval is an hour and the
   * shards run on the real clock, so this is how a reminder is due the moment they start. The commands are the real
   * ones (dispatch), only their time is yesterday's.
   */
  async function seedWaitingGame(guild: FakeGuild, other: typeof CAROL, character: string, dbUrl: string): Promise<void> {
    const database = await openDatabase({ dataDir: '', databaseUrl: dbUrl });
    const yesterday = () => new Date(Date.now() - 25 * 3_600_000);
    const services: Services = { store: new GameStore(database.db, { now: yesterday }), servers: new ServerSettings(database.db, yesterday), dice: cryptoDice, now: yesterday, newId: randomUUID };
    const play = async (who: typeof GM, command: string, subcommand: string, options: Record<string, unknown> = {}) => {
      const r = await dispatch({ command, subcommand, options, user: { id: who.userId, name: who.username }, channelId: guild.channelId, guildId: guild.id }, services);
      if (r.error) throw new Error(`seeding /${command} ${subcommand}: ${r.error}`);
    };
    try {
      await play(GM, 'game', 'create', { ruleset: 'magic-realm' });
      await play(BOB, 'game', 'join', { character: 'Amazon' });
      await play(other, 'game', 'join', { character });
      await play(GM, 'game', 'start');
      await play(BOB, 'orders', 'record', { phases: 'S, S' });
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    // A database of its own: the shards' schedulers act on every game in theirs, and the lease is theirs alone.
    db = await emptyPostgresDatabase(url!, 'shards');
    sql = postgres(db.url, { max: 1, onnotice: () => {} });
    fake = await startFakeDiscord({ token: TOKEN, applicationId: APP_ID, shards: 2, maxConcurrency: 2 });
    const [first, second] = fake.guilds as [FakeGuild, FakeGuild];
    games.push({ guild: first, waitsOn: CAROL, character: 'Black Knight' }, { guild: second, waitsOn: DAVE, character: 'Dwarf' });
    for (const g of games) await seedWaitingGame(g.guild, g.waitsOn, g.character, db.url);
    sharded = startSharded({
      DISCORD_TOKEN: TOKEN,
      DISCORD_APP_ID: APP_ID,
      DISCORD_API_URL: fake.apiBase,
      DATABASE_URL: db.url,
      // SHARD_COUNT stays auto: the fake recommends 2.
      SCHEDULER_TICK_SECONDS: '1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      HEALTH_FILE: join(mkdtempSync(join(tmpdir(), 'realm-shards-')), 'health'),
    });
    const both = () => fake.connectedShards().map((s) => s.join('/')).sort().join() === '0/2,1/2';
    await until('both shards to connect', both, 90_000, logTail);
    // Their logs, and the manager's word that they are ready (by IPC), come a moment after the gateway saw them.
    const logged = () => logs().filter((l) => l.msg === 'connected to Discord').length >= 2 && logs().some((l) => l.msg === 'every shard started');
    await until('both shards and the manager to log the connections', logged, 30_000, logTail);
  }, 180_000);

  afterAll(async () => {
    if (sharded) {
      const pid = sharded.child.pid!;
      if (sharded.child.exitCode === null) sharded.child.kill('SIGTERM');
      // The manager stops its shards on SIGTERM; whatever of its group is left after that (or after 20 s) is killed.
      await Promise.race([sharded.exited, new Promise((r) => setTimeout(r, 20_000))]);
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    }
    await sql?.end();
    await fake?.close();
    await db?.drop();
  }, 60_000);

  it('each process connects as its own shard and receives only its own server', () => {
    expect(fake.guilds.map((g) => shardOfGuild(g.id, 2))).toEqual([0, 1]);
    expect(fake.identified.map((s) => s.join('/')).sort()).toEqual(['0/2', '1/2']);
    const connected = logs().filter((l) => l.msg === 'connected to Discord');
    expect(connected.map((l) => [l.shard, l.guilds]).sort()).toEqual([[0, 1], [1, 1]]);
    expect(new Set(connected.map((l) => l.pid)).size).toBe(2);
    expect(logs().filter((l) => l.msg === 'shard connected to Discord').map((l) => l.shard).sort()).toEqual([0, 1]);
  });

  it("a command in each server's channel is answered once, by the shard that holds the server", async () => {
    for (const { guild, character } of games) {
      const r = await fake.sendInteraction(slashCommand({ ...GM, guildId: guild.id, channelId: guild.channelId, name: 'day', subcommand: 'status' }), { timeoutMs: 20_000 });
      expect(r.shard).toEqual([shardOfGuild(guild.id, 2), 2]);
      // The shard read the game from the shared database: its own server's game.
      expect(JSON.stringify(r.callback.data)).toContain(`✔ Amazon · … ${character}`);
      expect(fake.requests.filter((q) => q.path.includes(`/interactions/${r.payload.id}/`))).toHaveLength(1);
    }
  }, 60_000);

  it('a game waiting on a player gets one reminder, from the one process that holds the lease', async () => {
    const lease = async () => (await sql`SELECT holder, expires_at FROM scheduler_lease WHERE name = 'scheduler'`)[0] as { holder: string; expires_at: Date } | undefined;
    const said = (msg: string) => logs().filter((l) => l.msg === msg);
    await until('a reminder in each game', () => games.every((g) => reminders().some((m) => fake.threads.get(m.channelId)?.parent_id === g.guild.channelId)), 60_000, logTail);
    await until("both processes' schedulers to tick", () => said('scheduler: this process holds the lease and acts').length + said('scheduler: another process holds the lease; this one stands by').length >= 2, 30_000, logTail);
    // Let the lease holder tick twice more after the reminders (each tick renews the lease): they must not come again.
    const renewals = new Set<number>();
    await until('two more ticks of the lease holder', async () => {
      const at = (await lease())?.expires_at.getTime();
      if (at !== undefined) renewals.add(at);
      return renewals.size >= 3;
    }, 30_000, logTail);

    // One process held the lease all along; the other stood by.
    const holders = said('scheduler: this process holds the lease and acts');
    const standing = said('scheduler: another process holds the lease; this one stands by');
    expect(holders).toHaveLength(1);
    expect(standing).toHaveLength(1);
    expect(holders[0]!.pid).not.toBe(standing[0]!.pid);
    expect((await lease())?.holder).toBe(holders[0]!.holder);
    // Each game: one reminder, in the private thread of the player it waits on, in that game's channel — also the game
    // in the server whose shard is not the lease holder's (fetched by REST there).
    for (const { guild, waitsOn } of games) {
      const here = reminders().filter((m) => fake.threads.get(m.channelId)?.parent_id === guild.channelId);
      expect(here).toHaveLength(1);
      expect(fake.threads.get(here[0]!.channelId).members).toContain(waitsOn.userId);
    }
    expect(reminders()).toHaveLength(2);
    // The duties done, as the database claimed them: the first reminder of each, nothing else.
    const duties = (await sql`SELECT key FROM schedule_duties`).map((r) => String(r.key));
    expect(duties).toHaveLength(2);
    expect(duties).toEqual(expect.arrayContaining([expect.stringMatching(`^remind:.*:${CAROL.userId}:1$`), expect.stringMatching(`^remind:.*:${DAVE.userId}:1$`)]));
    // And the commands of the test before were still answered once each.
    const callbacks = fake.requests.filter((q) => q.method === 'POST' && /\/interactions\/\d+\/[^/]+\/callback$/.test(q.path));
    expect(callbacks).toHaveLength(games.length);
  }, 120_000);

  it('a shard that dies is started again by the manager, and answers again', async () => {
    const [, second] = games;
    const started = () => logs().filter((l) => l.msg === 'shard started' && l.shard === 1);
    const pid = Number(started()[0]!.process);
    process.kill(pid, 'SIGKILL');
    const both = () => fake.connectedShards().map((s) => s.join('/')).sort().join() === '0/2,1/2';
    await until('the manager to start shard 1 again and it to connect', () => started().length === 2 && fake.identified.length === 3 && both(), 60_000, logTail);
    expect(logs().find((l) => l.msg === 'shard died: starting it again')).toMatchObject({ shard: 1, code: null, signal: 'SIGKILL' });
    expect(Number(started()[1]!.process)).not.toBe(pid);
    const r = await fake.sendInteraction(slashCommand({ ...GM, guildId: second!.guild.id, channelId: second!.guild.channelId, name: 'day', subcommand: 'status' }), { timeoutMs: 20_000 });
    expect(r.shard).toEqual([1, 2]);
    expect(JSON.stringify(r.callback.data)).toContain(`✔ Amazon · … ${second!.character}`);
  }, 90_000);
});
