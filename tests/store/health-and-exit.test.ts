import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscordAPIError } from '@discordjs/rest';
import { discordFailure } from '../../src/bot/discord-failure.js';
import { heartbeatIsFresh, HEARTBEAT_MS, startHeartbeat } from '../../src/bot/health.js';
import { assertBuildFresh, SHORT_PROCESS } from '../helpers/compiled.js';

const root = resolve(__dirname, '../..');
/**
 * `npm start` is `node scripts/launch.mjs main`: the compiled bot on plain node (no tsx compiling its imports in every
 * process started here), with the flags of a short process (SHORT_PROCESS). The suite's set-up built dist/; a build
 * older than the sources is refused, not run.
 */
const NPM_START = [...SHORT_PROCESS, join(root, 'scripts/launch.mjs'), 'main'];
beforeAll(assertBuildFresh);

describe('the container health check', () => {
  // The beats' timers run on fake time (the file's modification time and the check's clock stay real: a few
  // milliseconds apart).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is healthy while the heartbeat is fresh, not once it is three beats old or missing', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'realm-health-')), 'health');
    expect(heartbeatIsFresh(file)).toBe(false);
    const stop = startHeartbeat(async () => true, { file });
    await vi.advanceTimersByTimeAsync(50);
    stop();
    expect(heartbeatIsFresh(file)).toBe(true);
    const old = (Date.now() - 3 * HEARTBEAT_MS - 1000) / 1000;
    utimesSync(file, old, old);
    expect(heartbeatIsFresh(file)).toBe(false);
  });

  it('a beat it cannot write is told once and never stops the bot', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'realm-health-')), 'no-such-directory', 'health');
    const told: unknown[] = [];
    let tries = 0;
    const stop = startHeartbeat(async () => (tries++, true), { file, every: 10, untilFirst: 10, unwritable: (e) => told.push(e) });
    await vi.advanceTimersByTimeAsync(60);
    stop();
    // It went on trying, and said so once.
    expect(tries).toBeGreaterThan(5);
    expect(told).toHaveLength(1);
    expect((told[0] as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(heartbeatIsFresh(file)).toBe(false);
  });

  it('beats as soon as the bot is connected, not a whole period after its start', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'realm-health-')), 'health');
    let connected = false;
    const stop = startHeartbeat(async () => connected, { file, every: 60_000, untilFirst: 10 });
    await vi.advanceTimersByTimeAsync(30);
    expect(heartbeatIsFresh(file)).toBe(false);
    connected = true;
    // Within a try of 10 ms, far sooner than `every`.
    await vi.advanceTimersByTimeAsync(10);
    stop();
    expect(heartbeatIsFresh(file)).toBe(true);
  });

  it('writes no beat while the bot is unhealthy', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'realm-health-')), 'health');
    const stop = startHeartbeat(async () => false, { file });
    await vi.advanceTimersByTimeAsync(50);
    stop();
    expect(heartbeatIsFresh(file)).toBe(false);
  });
});

describe('npm start in production without a token', () => {
  it('stops with a sentence and a non-zero exit instead of opening a console on end-of-input', () => {
    const env = { ...process.env, NODE_ENV: 'production', DISCORD_TOKEN: '', DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'realm-prod-')) };
    writeFileSync(join(env.DATA_DIR, '.keep'), '');
    const run = spawnSync(process.execPath, NPM_START, { cwd: root, env, input: '', encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DISCORD_TOKEN is not set: in production the bot needs it');
    expect(run.stdout).not.toContain('local console');
  });
});

describe('a start that cannot reach Discord says so, not something about the database', () => {
  const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB';
  /** `npm start` with a token, against the Discord API at `api`; the embedded database in a new directory. */
  const start = (api: string) =>
    new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const env = { ...process.env, NODE_ENV: 'production', DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: '123456789012345678', DISCORD_API_URL: api, DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'realm-login-')) };
      const child = spawn(process.execPath, NPM_START, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      child.once('exit', (status) => resolve({ status, stderr }));
    });

  it('reads the cause under the error discord.js throws', () => {
    const offline = new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND discord.com'), { code: 'ENOTFOUND', hostname: 'discord.com' }) });
    expect(discordFailure(offline, 'The bot could not start')).toBe(
      "The bot could not start: Discord could not be reached (ENOTFOUND for discord.com); check this machine's network connection, firewall or proxy, and DISCORD_API_URL if it is set.",
    );
    expect(discordFailure(Object.assign(new Error('An invalid token was provided.'), { code: 'TokenInvalid' }), 'x')).toMatch(/^The setting DISCORD_TOKEN is wrong/);
    // A REST call's refusal (the shards' plan, register): discord.js's DiscordAPIError with status 401.
    const refused = new DiscordAPIError({ message: '401: Unauthorized', code: 0 }, 0, 401, 'GET', 'http://127.0.0.1/api/v10/gateway/bot', {});
    expect(discordFailure(refused, 'x')).toMatch(/^The setting DISCORD_TOKEN is wrong: Discord refused it \(401\)/);
    expect(discordFailure(new Error('Missing Access'), 'Registering the commands failed')).toBe('Registering the commands failed while connecting to Discord: Missing Access.');
  });

  it('a token Discord refuses: the setting is named, the exit is non-zero', async () => {
    const refusing = createServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
    });
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
    try {
      const run = await start(`http://127.0.0.1:${(refusing.address() as AddressInfo).port}/api`);
      expect(run.stderr).toContain('The setting DISCORD_TOKEN is wrong: Discord refused it (401)');
      expect(run.status).toBe(1);
    } finally {
      refusing.close();
    }
  });

  it('no answer from Discord: it says Discord could not be reached', async () => {
    // A port just closed: the connection is refused.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const run = await start(`http://127.0.0.1:${port}/api`);
    expect(run.stderr).toContain('The bot could not start: Discord could not be reached (ECONNREFUSED)');
    expect(run.stderr).not.toContain('DATABASE_URL refused');
    expect(run.status).toBe(1);
  });
});
