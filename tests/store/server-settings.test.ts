import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/store/db.js';
import { ServerSettings } from '../../src/store/server-settings.js';
import { DATABASES, freshChannel } from '../helpers/databases.js';

/** Rows of a raw statement on either driver. */
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : ((r as { rows: unknown[] }).rows ?? [])) as Record<string, unknown>[];

describe.each(DATABASES)("a server's GM role (server_settings) on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it('is set, changed and cleared, each process reading the database (never a copy of its own)', async () => {
    const guild = freshChannel('guild');
    const here = new ServerSettings(database.db, () => new Date('2026-11-22T12:00:00Z'));
    const elsewhere = new ServerSettings(database.db);
    expect(await elsewhere.gmRole(guild)).toBeUndefined();
    await here.setGmRole(guild, '555', 'alice');
    expect(await elsewhere.gmRole(guild)).toBe('555');
    await elsewhere.setGmRole(guild, '777', 'bob');
    expect(await here.gmRole(guild)).toBe('777');
    await here.setGmRole(guild, null, 'alice');
    expect(await elsewhere.gmRole(guild)).toBeUndefined();
    // The cleared row says who cleared it and when; another server is untouched.
    const row = rowsOf(await database.db.execute(sql`SELECT gm_role_id, set_by, set_at FROM server_settings WHERE guild_id = ${guild}`))[0]!;
    expect(row).toMatchObject({ gm_role_id: null, set_by: 'alice' });
    expect(new Date(row.set_at as string).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(await here.gmRole(freshChannel('guild'))).toBeUndefined();
  });
});
