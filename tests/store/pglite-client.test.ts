import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../helpers/test-database.js';
import { DRIZZLE_PARSERS } from '../../src/store/pglite-client.js';

describe('PGlite as drizzle is given it (store/pglite-client.ts)', () => {
  it('sets once on the client exactly the parsers drizzle passes with every query', async () => {
    let passed: Record<number, (value: string) => unknown> | undefined;
    const client = {
      query: async (_q: string, _p: unknown[], options?: { parsers?: Record<number, (value: string) => unknown> }) => {
        passed = options?.parsers;
        return { rows: [], fields: [] };
      },
    };
    await drizzle({ client: client as unknown as PGlite }).execute(sql`SELECT 1`);
    expect(Object.keys(DRIZZLE_PARSERS).sort()).toEqual(Object.keys(passed ?? {}).sort());
    for (const [type, parse] of Object.entries(passed!)) expect(DRIZZLE_PARSERS[Number(type)]!('2026-11-27'), `type ${type}`).toBe(parse('2026-11-27'));
  });

  it('returns dates, times, intervals and numeric arrays as the text PostgreSQL sends, in and out of a transaction', async () => {
    const database = await memoryDatabase();
    try {
      const query = sql`SELECT '2026-11-27 10:00:00+00'::timestamptz AS at, '2026-11-27 10:00'::timestamp AS local, '1 day 02:00'::interval AS span,
        '2026-11-27'::date AS day, ARRAY[1.5, 2]::numeric[] AS amounts`;
      const expected = { at: '2026-11-27 10:00:00+00', local: '2026-11-27 10:00:00', span: '1 day 02:00:00', day: '2026-11-27', amounts: '{1.5,2}' };
      const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
      expect(rows(await database.db.execute(query))[0]).toEqual(expected);
      expect(rows(await database.db.transaction((tx) => tx.execute(query)))[0]).toEqual(expected);
    } finally {
      await database.close();
    }
  });
});
