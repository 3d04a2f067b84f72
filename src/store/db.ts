import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.js';
import { MIGRATIONS_FOLDER, readTemplate } from './pglite-template.js';

export { MIGRATIONS_FOLDER };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up line: a directory, ':memory:', or the server (without password). */
  where: string;
  close(): Promise<void>;
}


export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: string) {
    super(
      `the database in ${dir} is already open in another process (pid ${pid}); stop that one first, or give this one another directory with --data`,
    );
    this.name = 'DatabaseLockedError';
  }
}

/** Opens the database the configuration names and applies the migrations. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const where = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  return { db: db as unknown as Db, kind: 'postgres', where, close: () => client.end({ timeout: 5 }) };
}

/**
 * PGlite, embedded: a directory on disk (or ':memory:'). Only one process may open a directory:
 * a lock file with our pid refuses a second, and a lock left by a dead process is taken over.
 */
async function openPglite(dataDir: string): Promise<Database> {
  const memory = dataDir === ':memory:';
  const dir = memory ? dataDir : resolve(dataDir);
  const release = memory ? () => {} : lockDirectory(dir);
  try {
    // A new database starts from the build's template (initialised and migrated) rather than running initdb.
    const fresh = memory || !existsSync(join(dir, 'PG_VERSION'));
    const template = fresh ? readTemplate() : undefined;
    const client = await openClient(memory ? undefined : dir, template);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      where: dir,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite on a directory (or in memory), from the template when given; a template this PGlite cannot read is skipped. */
async function openClient(dir: string | undefined, template: Blob | undefined): Promise<PGlite> {
  if (template) {
    const client = new PGlite(dir, { loadDataDir: template });
    try {
      await client.waitReady;
      return client;
    } catch {
      await client.close().catch(() => {});
    }
  }
  const client = new PGlite(dir);
  await client.waitReady;
  return client;
}

function lockDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'bot.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = existsSync(lock) ? readFileSync(lock, 'utf8').trim() : '';
      if (pid && isAlive(Number(pid))) throw new DatabaseLockedError(dir, pid);
      rmSync(lock, { force: true }); // left by a process that is gone
    }
  }
  throw new DatabaseLockedError(dir, 'unknown');
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
