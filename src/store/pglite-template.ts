import { appendFileSync, chmodSync, closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An embedded database already initialised and migrated, written by the build (scripts/build.mjs) as a data
 * directory in dist/: a new data directory is a copy of it, and an in-memory database a throwaway copy in the
 * temporary directory, so no start runs initdb (seconds of CPU) or unpacks an archive into memory. PostgreSQL
 * reads a copy's files as it needs them. A template older than the migrations is brought up to date by the usual
 * migration at open.
 */
export const TEMPLATE_DIR = resolve(root, 'dist/pglite-template');
export const MIGRATIONS_FOLDER = resolve(root, 'migrations');

/** The embedded database's shared buffers: PostgreSQL's default 128 MB is cleared at every start (CPU and memory). */
export const SHARED_BUFFERS = '16MB';

export async function writeTemplate(dir = TEMPLATE_DIR): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const client = new PGlite({ dataDir: dir });
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Written into the template's postgresql.auto.conf, so every database made from it starts with it.
    await client.exec(`ALTER SYSTEM SET shared_buffers = '${SHARED_BUFFERS}'`);
    // The bot never creates a database, so the two template databases initdb made are dropped: two thirds of the
    // files every new database would otherwise copy (and an in-memory one delete again).
    await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    for (const name of ['template0', 'template1']) await client.exec(`DROP DATABASE ${name}`);
    await client.exec('CHECKPOINT');
    // A fresh WAL segment holding little more than that checkpoint: the one every copy carries (copyTemplate writes
    // its zeros as a hole).
    await client.query('SELECT pg_switch_wal()');
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
  // The checkpoint recycled the old segment as a future one (stale bytes, not needed): only the current one stays.
  const wal = join(dir, 'pg_wal');
  const segments = readdirSync(wal).filter((n) => /^[0-9A-F]{24}$/.test(n)).sort();
  for (const future of segments.slice(1)) rmSync(join(wal, future));
  readableByAll(dir);
}

/**
 * PostgreSQL writes some files for its owner alone (0600). The template is built by whoever installs (root, in the
 * Docker image's build) and copied by whoever runs the bot (the image's `node` user), so every file of it is made
 * readable by all and every directory searchable; the copy belongs to the one who runs the bot, in a directory of his
 * (directory-lock.ts makes a new one private).
 */
function readableByAll(path: string): void {
  const stat = statSync(path);
  chmodSync(path, stat.isDirectory() ? 0o755 : 0o644);
  if (stat.isDirectory()) for (const name of readdirSync(path)) readableByAll(join(path, name));
}

/** The template, when the build made one. */
export const templateDir = (dir = TEMPLATE_DIR): string | undefined => (existsSync(join(dir, 'PG_VERSION')) ? dir : undefined);

/**
 * A new data directory from the template. A WAL segment is 16 MiB, almost all zeros: only its written part is
 * copied, and the file is extended to its size with a hole (PostgreSQL reads the zeros; no start copies or deletes
 * 16 MiB).
 */
export function copyTemplate(template: string, dir: string): void {
  const wal = join(template, 'pg_wal');
  cpSync(template, dir, { recursive: true, filter: (src) => dirname(src) !== wal || !statSync(src).isFile() });
  for (const name of readdirSync(wal)) {
    const from = join(wal, name);
    const size = statSync(from);
    if (!size.isFile()) continue;
    const to = join(dir, 'pg_wal', name);
    writeFileSync(to, writtenPages(from));
    truncateSync(to, size.size);
  }
}

/** A WAL segment's pages up to its first page of zeros (every written page begins with a header, never zero). */
function writtenPages(file: string): Buffer {
  const PAGE = 8192;
  const fd = openSync(file, 'r');
  try {
    const pages: Buffer[] = [];
    for (;;) {
      const page = Buffer.alloc(PAGE);
      const read = readSync(fd, page, 0, PAGE, pages.length * PAGE);
      if (read === 0 || page.every((b) => b === 0)) break;
      pages.push(page.subarray(0, read));
    }
    return Buffer.concat(pages);
  } finally {
    closeSync(fd);
  }
}

const scratch = new Set<string>();
process.once('exit', () => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/**
 * An in-memory database as a throwaway copy of the template (durability off: nothing in it outlives the process).
 * Returns its directory and the removal, which also runs at exit.
 */
export function scratchCopy(template: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'realm-memory-'));
  scratch.add(dir);
  copyTemplate(template, dir);
  appendFileSync(join(dir, 'postgresql.auto.conf'), 'fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n');
  return {
    dir,
    remove: () => {
      scratch.delete(dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
