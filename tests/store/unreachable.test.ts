import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSession } from '../../src/console/session.js';
import { cryptoDice } from '../../src/engine/dice.js';
import { openDatabase, type Database } from '../../src/store/db.js';
import { textOf } from '../helpers/console.js';
import { ownPostgres, type OwnPostgres } from '../helpers/own-postgres.js';

/**
 * PostgreSQL stopped in the middle of play: every command meanwhile says the database is unreachable and that
 * nothing changed (before: "something went wrong on our side"), and play resumes by itself when it is back. The
 * test stops a server of its own (tests/helpers/own-postgres.ts), so the shared one keeps serving other tests.
 */
const bin = process.env.PG_TEST_BIN;

describe.skipIf(!process.env.DATABASE_URL || !bin)('PostgreSQL stopped in the middle of play', () => {
  let server: OwnPostgres;
  let database: Database;
  let session: ConsoleSession;
  const play = (line: string) => session.run(line.replace(' # ', ' #down '));
  beforeAll(async () => {
    server = await ownPostgres(bin!);
    database = await openDatabase({ dataDir: '', databaseUrl: server.url });
    session = new ConsoleSession(database, cryptoDice);
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    await server?.remove();
  });

  it('says the database is unreachable and nothing changed, then resumes when it is back', async () => {
    expect((await play('@gm # /game create ruleset:magic-realm')).ok).toBe(true);
    expect((await play('@bob # /roll dice notation:2d6')).ok).toBe(true);
    await server.stop();
    for (const line of ['@bob # /roll dice notation:2d6', '@bob # /log', '@gm # /game end']) {
      const outcome = await play(line);
      expect(outcome.ok, line).toBe(false);
      const text = textOf(outcome.reply);
      expect(text, line).toContain("he game's database is unreachable, nothing was changed");
      expect(text, line).toContain('try again in a minute');
      expect(text, line).not.toContain('something went wrong');
    }
    await server.start();
    const back = await play('@bob # /roll dice notation:2d6');
    expect(back.ok, textOf(back.reply)).toBe(true);
    expect((await session.services.store.events((await session.services.store.activeGameId('down'))!)).length).toBe(3);
  });

  it('a commit whose connection broke in flight never claims that nothing was changed', async () => {
    const store = session.services.store;
    const gameId = (await store.activeGameId('down'))!;
    const before = await store.version(gameId);
    server.stopUnnoticed();
    const outcome = await play('@bob # /roll dice notation:2d6');
    expect(outcome.ok).toBe(false);
    const text = textOf(outcome.reply);
    expect(text).not.toContain('nothing was changed');
    expect(text).toContain('may or may not have been applied');
    await server.start();
    // The server never got it: the game is as it was, and play goes on.
    expect(await store.version(gameId)).toBe(before);
    expect((await play('@bob # /roll dice notation:2d6')).ok).toBe(true);
  });
});
