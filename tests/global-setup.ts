import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './helpers/compiled.js';

/**
 * Every temporary file of a run goes under one directory of its own (TMPDIR for the workers and what they start),
 * removed when the run ends: the in-memory databases' copies of the template (tests/helpers/test-database.ts), which a
 * worker killed at the end of the run may not have removed, and the directories tests make. Runs beside each other
 * (another engineer's, CI's two databases) never touch each other's.
 *
 * First, dist/ is built when it is missing or older than a source or a migration: the tests that start processes run
 * the compiled bot (tests/helpers/compiled.ts), and none of them rebuilds it in the middle of the run.
 */
export default async function setup(): Promise<() => void> {
  await buildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'realm-tests-'));
  // Others may pass through it, not list it: a test's own PostgreSQL server runs as `postgres` in a directory of
  // its own under it (tests/helpers/own-postgres.ts).
  chmodSync(dir, 0o711);
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
