import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every temporary file of a run goes under one directory of its own (TMPDIR for the workers and what they start),
 * removed when the run ends: the in-memory databases' copies of the template (tests/helpers/test-database.ts), which a
 * worker killed at the end of the run may not have removed, and the directories tests make. Runs beside each other
 * (another engineer's, CI's two databases) never touch each other's.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'realm-tests-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
