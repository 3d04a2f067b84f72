import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/store/db.js';

/**
 * In-memory databases shared by the tests of a worker (its files share modules: isolate is off in vitest.config.ts).
 * Opening one copies the build's template (25 MB, 412 files), starts PGlite and deletes the copy again at close: a
 * third of a second of CPU, more than most tests take. So a test borrows one already open, and its close() empties it
 * (every row of the bot's tables deleted) and gives it back instead of closing it: the next test starts on an empty
 * database, as on a new one. Their directories go with the run's temporary directory (tests/global-setup.ts).
 *
 * A test that holds two at once gets two; one never given back (a test that forgets its close()) is simply not
 * reused. A database that cannot be emptied (a test broke it on purpose) is closed for good, not given back.
 */
const idle: Database[] = [];
/** Idle databases kept beyond this are closed: no test holds more than a few at once. */
const KEEP = 3;

/** The statement that empties a database (made once: the schema does not change in a run). */
let emptying: string | undefined;

/** Closes the idle databases (for the test of this pool). */
export async function closeIdleDatabases(): Promise<void> {
  for (const database of idle.splice(0)) await database.close();
}

export async function memoryDatabase(): Promise<Database> {
  const database = idle.pop() ?? (await openDatabase({ dataDir: ':memory:' }));
  let returned = false;
  return {
    ...database,
    close: async () => {
      if (returned) return;
      returned = true;
      if (await emptied(database)) {
        if (idle.length < KEEP) return void idle.push(database);
      }
      await database.close();
    },
  };
}

/** Empties the database for the next test; false when it cannot (then it is not reused). */
async function emptied(database: Database): Promise<boolean> {
  try {
    emptying ??= await emptyingStatement(database);
    await database.db.execute(sql.raw(emptying));
    return true;
  } catch {
    return false;
  }
}

/**
 * One DELETE per table of the bot, the tables other tables refer to last. Not TRUNCATE: that gives each table and
 * index new files, ten times the CPU of deleting the few rows a test writes. The bot's tables have no sequences to
 * restart (their keys are ids it makes).
 */
async function emptyingStatement(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`
    SELECT c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY (SELECT count(*) FROM pg_constraint k WHERE k.contype = 'f' AND k.confrelid = c.oid), c.relname`)) as unknown as { rows: { name: string }[] };
  return `DO $$ BEGIN ${result.rows.map((r) => `DELETE FROM "${r.name}";`).join(' ')} END $$`;
}
