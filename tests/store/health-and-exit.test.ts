import { spawnSync } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heartbeatIsFresh, HEARTBEAT_MS, startHeartbeat } from '../../src/bot/health.js';

const root = resolve(__dirname, '../..');

describe('the container health check', () => {
  it('is healthy while the heartbeat is fresh, not once it is three beats old or missing', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'realm-health-')), 'health');
    expect(heartbeatIsFresh(file)).toBe(false);
    const stop = startHeartbeat(async () => true, file);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(heartbeatIsFresh(file)).toBe(true);
    const old = (Date.now() - 3 * HEARTBEAT_MS - 1000) / 1000;
    utimesSync(file, old, old);
    expect(heartbeatIsFresh(file)).toBe(false);
  });

  it('writes no beat while the bot is unhealthy', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'realm-health-')), 'health');
    const stop = startHeartbeat(async () => false, file);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(heartbeatIsFresh(file)).toBe(false);
  });
});

describe('npm start in production without a token', () => {
  it('stops with a sentence and a non-zero exit instead of opening a console on end-of-input', () => {
    const env = { ...process.env, NODE_ENV: 'production', DISCORD_TOKEN: '', DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'realm-prod-')) };
    writeFileSync(join(env.DATA_DIR, '.keep'), '');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env, input: '', encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DISCORD_TOKEN is not set: in production the bot needs it');
    expect(run.stdout).not.toContain('local console');
  });
});
