import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableConfig, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.js';
import { DatabaseLockedError, lockDirectory } from './directory-lock.js';
import { causes } from '../error-causes.js';
import { copyTemplate, MIGRATIONS_FOLDER, scratchCopy, templateDir } from './pglite-template.js';
import { readyForDrizzle } from './pglite-client.js';
import { withQueryDeadline, within } from './query-deadline.js';
import { listenForCommits, type CommitNotices } from './commit-notices.js';

export { DatabaseLockedError, MIGRATIONS_FOLDER };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up line: a directory, ':memory:', or the server (without password). */
  where: string;
  /** PostgreSQL's notices of every game's commits (none on PGlite, where one process is the only writer). */
  notices?: CommitNotices;
  /** Whether the database answers a trivial query now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The line printed while the database opens, so a start never looks hung. */
export function openingLine(opts: { databaseUrl?: string; dataDir: string }): string {
  if (opts.databaseUrl) return 'Opening the PostgreSQL database in DATABASE_URL …';
  return opts.dataDir === ':memory:' ? 'Opening an in-memory database …' : `Opening the embedded database in ${opts.dataDir} …`;
}

/** Opens the database the configuration names and applies the migrations. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; queryDeadlineMs?: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.queryDeadlineMs ?? QUERY_DEADLINE_MS) : openPglite(opts.dataDir);
}

/** How long a connection may take, and a statement may run, before PostgreSQL is taken as hung (seconds). */
const CONNECT_TIMEOUT_S = 10;
const STATEMENT_TIMEOUT_MS = 15_000;
/**
 * How long the bot waits for any statement or transaction before taking the server as frozen (query-deadline.ts):
 * past the server's own statement timeout, so a server that answers always answers first; well within the minute
 * a deferred command is given (bot/interactions.ts), so the user is told and the game's queue moves on.
 */
const QUERY_DEADLINE_MS = 20_000;
/** The advisory lock key that serialises migrations across processes starting together ("realmmig"). */
const MIGRATION_LOCK = 0x7265616c6d6d6967n;

async function openPostgres(url: string, queryDeadlineMs: number): Promise<Database> {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_S,
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS, idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS, 'realm.notices': 'on' },
  });
  try {
    // Migrations may take their time; the bot's own statements each have a deadline.
    await migrateOnce(client, () => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }));
    const db = drizzlePostgres(withQueryDeadline(client, queryDeadlineMs), { schema });
    const where = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    const ping = () => within(client`SELECT 1`, queryDeadlineMs).then(() => true, () => false);
    const notices = await listenForCommits(url, { connectTimeoutS: CONNECT_TIMEOUT_S });
    const close = async () => {
      await notices.close();
      await client.end({ timeout: 5 });
    };
    return { db: db as unknown as Db, kind: 'postgres', where, notices, ping, close };
  } catch (error) {
    // A pool left open would keep a failed start alive for ever.
    await client.end({ timeout: 1 }).catch(() => {});
    throw error;
  }
}

/**
 * Applies the migrations unless the database is already up to date — which needs only the rights the bot uses
 * (reading its tables), not the right to create schemas. Processes starting together take turns on an advisory
 * lock, so none sees another's half-applied migration.
 */
async function migrateOnce(sql: postgres.Sql, migrate: () => Promise<void>): Promise<void> {
  const latest = Math.max(...readMigrationJournal().map((e) => e.when));
  const applied = async () => {
    const rows = await sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`.catch((e: { code?: string }) => e);
    // A role kept out of the migrations' bookkeeping: the database is up to date when every table and column is there.
    if (!Array.isArray(rows)) return (rows as { code?: string }).code === '42501' && (await hasEverySchemaColumn(sql));
    return Number(rows[0]?.at ?? 0) >= latest;
  };
  if (await applied()) return;
  const reserved = await sql.reserve();
  try {
    await reserved`SELECT pg_advisory_lock(${MIGRATION_LOCK.toString()}::bigint)`;
    if (!(await applied())) await migrate();
  } finally {
    await reserved`SELECT pg_advisory_unlock(${MIGRATION_LOCK.toString()}::bigint)`.catch(() => {});
    reserved.release();
  }
}

/** Every table and column of src/store/schema.ts exists (as far as this role can see: it sees what it may use). */
async function hasEverySchemaColumn(sql: postgres.Sql): Promise<boolean> {
  const rows = await sql<{ t: string; c: string }[]>`SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public'`;
  const have = new Set(rows.map((r) => `${r.t}.${r.c}`));
  return [schema.games, schema.events, schema.snapshots, schema.privatePlaces, schema.schedulerLease, schema.scheduleDuties, schema.statusMessages, schema.serverSettings].every((table) => {
    const config = getTableConfig(table);
    return config.columns.every((c) => have.has(`${config.name}.${c.name}`));
  });
}

function readMigrationJournal(): { when: number; tag: string }[] {
  return (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
}

/** Why a start failed, in one sentence a person can act on (the database's own words after it where they help). */
export function startFailure(error: unknown): string {
  if (error instanceof DatabaseLockedError) return `The bot could not start: ${error.message}.`;
  const chain = causes(error, 5);
  const has = (code: string) => chain.find((e) => e.code === code);
  const said = chain.map((e) => e.message).filter(Boolean).at(-1) ?? String(error);
  const denied = has('EACCES') ?? has('EPERM');
  if (denied) {
    const { path, dest } = denied as { path?: string; dest?: string };
    const where = [path, dest].filter(Boolean).join(' or ') || 'its data directory';
    return `The bot could not start: it was refused access to ${where} (permission denied); the user it runs as must be able to read the build's dist/ and own its data directory (DATA_DIR or --data).`;
  }
  if (has('ECONNREFUSED')) return 'The bot could not start: the PostgreSQL server in DATABASE_URL refused the connection — is it running, and are the host and port right?';
  if (has('ENOTFOUND') || has('EAI_AGAIN')) return 'The bot could not start: the host named in DATABASE_URL was not found.';
  if (has('CONNECT_TIMEOUT') || has('ETIMEDOUT')) return `The bot could not start: the PostgreSQL server in DATABASE_URL did not answer within ${CONNECT_TIMEOUT_S} s.`;
  if (has('28P01') || has('28000')) return 'The bot could not start: PostgreSQL refused the user or password in DATABASE_URL.';
  if (has('3D000')) return 'The bot could not start: the database named in DATABASE_URL does not exist on the server (create it first).';
  if (has('42501')) {
    return `The bot could not start: its database role lacks a right the migration needs (${said}); grant CREATE on the database and its schema to that role, or start the bot once with the database's owner to migrate it.`;
  }
  return `The bot could not start: ${said}`;
}

/** PGlite, embedded: a directory on disk (or ':memory:'); only one process may open a directory (directory-lock.ts). */
async function openPglite(dataDir: string): Promise<Database> {
  const memory = dataDir === ':memory:';
  const dir = memory ? dataDir : resolve(dataDir);
  const release = memory ? () => {} : await lockDirectory(dir);
  let cleanup = release;
  try {
    // A new database starts as a copy of the build's template (initialised and migrated) rather than running initdb.
    const template = templateDir();
    let dataDirectory: string | undefined = memory ? undefined : dir;
    if (template && memory) {
      const copy = scratchCopy(template);
      dataDirectory = copy.dir;
      cleanup = copy.remove;
    } else if (template && !existsSync(join(dir, 'PG_VERSION'))) {
      copyTemplate(template, dir);
    }
    const client = new PGlite(dataDirectory ? { dataDir: dataDirectory } : {});
    // drizzle's queries without its per-query parsers, which PGlite copies its whole table for (pglite-client.ts).
    const db = drizzlePglite({ client: (await readyForDrizzle(client)) as unknown as PGlite, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      where: dir,
      ping: () => client.query('SELECT 1').then(() => true, () => false),
      close: async () => {
        await client.close();
        cleanup();
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}


