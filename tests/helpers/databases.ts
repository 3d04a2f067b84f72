import { openDatabase, type Database } from '../../src/store/db.js';

/** The databases a store test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export const DATABASES: { name: string; open: () => Promise<Database> }[] = [
  { name: 'PGlite', open: () => openDatabase({ dataDir: ':memory:' }) },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', open: () => openDatabase({ dataDir: '', databaseUrl: process.env.DATABASE_URL }) }] : []),
];

let counter = 0;
/** A channel id no other test uses (tests share one PostgreSQL database). */
export const freshChannel = (label = 'ch') => `${label}-${process.pid}-${Date.now()}-${++counter}`;
