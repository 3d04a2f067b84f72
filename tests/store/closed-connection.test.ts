import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build's, without types
import { driverFiles, isPatched } from '../../scripts/patch-postgres.mjs';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../helpers/backend-killed.mjs', import.meta.url));
const afterClose = fileURLToPath(new URL('../helpers/statement-after-close.mjs', import.meta.url));

/**
 * A PostgreSQL connection closed by the server while the driver has a write queued (issue 26): postgres 3.4.9 threw
 * from a timer and the process died (porsager/postgres#1154), and a dead transaction's later statements ran outside
 * it on the reconnected connection; the build mends both (scripts/patch-postgres.mjs).
 */
describe('a connection the server closes in the middle of a transaction', () => {
  it('the driver installed is the mended one, in its ESM and CommonJS builds', () => {
    const { version, files } = driverFiles(import.meta.url) as { version: string; files: string[] };
    expect(version).toBe('3.4.9');
    for (const file of files) expect(isPatched(file), file).toBe(true);
  });

  // The child forces the order that once killed it in CI under load: the driver sees the connection close (and the
  // transaction fail) a whole event-loop turn before the killer's answer is read. See tests/helpers/backend-killed.mjs.
  it.skipIf(!process.env.DATABASE_URL)('leaves the process alive: the transaction fails with CONNECTION_CLOSED and the pool serves on', async () => {
    const { stdout } = await run(process.execPath, [script], { env: process.env, timeout: 30_000 });
    expect(JSON.parse(stdout.trim())).toEqual({ outcome: 'CONNECTION_CLOSED', queued: 'CONNECTION_CLOSED', after: 1, killed: true });
  }, 40_000);

  it.skipIf(!process.env.DATABASE_URL)('a statement the transaction sends after its connection closed fails with it: never run outside it on the reconnected connection; so does one on a reserved connection', async () => {
    const { stdout } = await run(process.execPath, [afterClose], { env: process.env, timeout: 30_000 });
    expect(JSON.parse(stdout.trim())).toEqual({
      outcome: 'CONNECTION_CLOSED',
      late: 'CONNECTION_CLOSED',
      other: 42,
      onReserved: 'CONNECTION_CLOSED',
      afterRelease: 1,
      onReconnected: 'CONNECTION_CLOSED',
      after: 1,
    });
  }, 40_000);

  it.skipIf(!process.env.DATABASE_URL)('a transaction left without a handler until after the kill ends the process: the CI failure, reproduced', async () => {
    const failed = await run(process.execPath, [script, 'late-handler'], { env: process.env, timeout: 30_000 }).then(
      () => null,
      (e: { code?: number; stderr?: string }) => e,
    );
    expect(failed?.code).toBe(1);
    // The driver's own rejection of the transaction (src/index.js begin(), from closed() in src/connection.js),
    // which nobody was listening for: Node's unhandled rejection, not the write timer's TypeError the patch mends.
    expect(failed?.stderr).toMatch(/Error: write CONNECTION_CLOSED[^\n]*\n\s+at Socket\.closed /);
    expect(failed?.stderr).not.toContain('TypeError');
  }, 40_000);
});
