import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cryptoDice } from '../../src/engine/dice.js';
import { GameStore } from '../../src/store/game-store.js';
import { createAction } from '../helpers/store-actions.js';
import { closeIdleDatabases, memoryDatabase } from '../helpers/test-database.js';

/** The tests' shared in-memory databases (tests/helpers/test-database.ts): reused, yet each test starts empty. */
describe('a borrowed in-memory database', () => {
  const rows = async (database: Awaited<ReturnType<typeof memoryDatabase>>, table: string) =>
    Number(((await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const backend = (database: Awaited<ReturnType<typeof memoryDatabase>>) => (database.db as unknown as { $client: object }).$client;

  it('is the one given back before, with nothing left of what the last test wrote in any table', async () => {
    const first = await memoryDatabase();
    const store = new GameStore(first.db);
    await store.execute('ch-1', createAction('ch-1', { options: '' }), cryptoDice);
    await first.db.execute(sql`INSERT INTO server_settings (guild_id, gm_role_id, set_by) VALUES ('g', 'r', 'gm')`);
    expect(await rows(first, 'events')).toBeGreaterThan(0);
    const client = backend(first);
    await first.close();

    const second = await memoryDatabase();
    try {
      expect(backend(second)).toBe(client);
      for (const table of ['games', 'events', 'snapshots', 'server_settings']) expect(await rows(second, table), table).toBe(0);
      // And it works as a new one: the same channel takes a new game.
      await new GameStore(second.db).execute('ch-1', createAction('ch-1', { options: '' }), cryptoDice);
      expect(await rows(second, 'games')).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('two held at once are two databases; a close twice gives it back once', async () => {
    const a = await memoryDatabase();
    const b = await memoryDatabase();
    try {
      expect(backend(a)).not.toBe(backend(b));
      await a.db.execute(sql`INSERT INTO server_settings (guild_id, gm_role_id, set_by) VALUES ('g', 'r', 'gm')`);
      expect(await rows(b, 'server_settings')).toBe(0);
    } finally {
      await a.close();
      await a.close();
      await b.close();
    }
    const c = await memoryDatabase();
    const d = await memoryDatabase();
    const e = await memoryDatabase();
    try {
      expect(new Set([c, d, e].map(backend)).size).toBe(3);
    } finally {
      for (const x of [c, d, e]) await x.close();
    }
  });

  it('a database that cannot be emptied is closed, not given back; closeIdleDatabases closes the idle ones', async () => {
    const broken = await memoryDatabase();
    const client = backend(broken);
    await broken.db.execute(sql`DROP TABLE status_messages`);
    await broken.close();
    const next = await memoryDatabase();
    expect(backend(next)).not.toBe(client);
    await next.close();
    await closeIdleDatabases();
    const fresh = await memoryDatabase();
    try {
      expect(backend(fresh)).not.toBe(backend(next));
    } finally {
      await fresh.close();
    }
  });
});
