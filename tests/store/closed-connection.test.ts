import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build's, without types
import { driverFiles, isPatched } from '../../scripts/patch-postgres.mjs';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../helpers/backend-killed.mjs', import.meta.url));

/**
 * A PostgreSQL connection closed by the server while the driver has a write queued (issue 26): postgres 3.4.9 threw
 * from a timer and the process died (porsager/postgres#1154); the build mends it (scripts/patch-postgres.mjs).
 */
describe('a connection the server closes in the middle of a transaction', () => {
  it('the driver installed is the mended one, in its ESM and CommonJS builds', () => {
    const { version, files } = driverFiles(import.meta.url) as { version: string; files: string[] };
    expect(version).toBe('3.4.9');
    for (const file of files) expect(isPatched(file), file).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)('leaves the process alive: the transaction fails with CONNECTION_CLOSED and the pool serves on', async () => {
    const { stdout } = await run(process.execPath, [script], { env: process.env, timeout: 30_000 });
    expect(JSON.parse(stdout.trim())).toEqual({ outcome: 'CONNECTION_CLOSED', after: 1 });
  }, 40_000);
});
