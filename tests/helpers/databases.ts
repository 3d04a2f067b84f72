import postgres from 'postgres';
import { afterEach } from 'vitest';
import { openDatabase, type Database } from '../../src/store/db.js';
import { memoryDatabase } from './test-database.js';

/** The databases a store test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export const DATABASES: { name: string; open: () => Promise<Database> }[] = [
  { name: 'PGlite', open: memoryDatabase },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', open: () => openDatabase({ dataDir: '', databaseUrl: process.env.DATABASE_URL }) }] : []),
];

let counter = 0;
/** A channel id no other test uses (tests share one PostgreSQL database). */
export const freshChannel = (label = 'ch') => `${label}-${process.pid}-${Date.now()}-${++counter}`;

/** A new, empty database on the PostgreSQL server at `serverUrl`, its URL, and how to drop it (with its connections). */
export async function emptyPostgresDatabase(serverUrl: string, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `${label}_${process.pid}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The kinds of database a test runs on, by name: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export const DATABASE_KINDS = ['PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])] as const;

/**
 * For a test file whose tests each want databases of their own: `open(kind)` gives an empty one — in memory (borrowed
 * from the worker's pool and emptied when given back, tests/helpers/test-database.ts: no template copy, PGlite start
 * and removal per test), or a new PostgreSQL database named after `label` — closed (and a PostgreSQL one dropped)
 * after the test that opened it.
 */
export function ownDatabases(label: string): (kind: string) => Promise<Database> {
  const toClose: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of toClose.splice(0).reverse()) await close();
  });
  return async (kind) => {
    if (kind === 'PGlite') {
      const db = await memoryDatabase();
      toClose.push(() => db.close());
      return db;
    }
    const fresh = await emptyPostgresDatabase(process.env.DATABASE_URL!, label);
    const db = await openDatabase({ dataDir: '', databaseUrl: fresh.url });
    toClose.push(fresh.drop, () => db.close());
    return db;
  };
}
