import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSession } from '../../src/console/session.js';
import { cryptoDice } from '../../src/engine/dice.js';
import { openDatabase, type Database } from '../../src/store/db.js';
import { textOf } from '../helpers/console.js';
import { ownPostgres, type OwnPostgres } from '../helpers/own-postgres.js';

/**
 * A frozen PostgreSQL (issue 26): connections open, nothing answers. Without a client-side deadline a command
 * waited as long as the freeze, and so did every later command of its channel. With it, each is told within the
 * deadline, truthfully, and the queue moves on; once the server wakes, play goes on. A server of the test's own.
 */
const bin = process.env.PG_TEST_BIN;

describe.skipIf(!process.env.DATABASE_URL || !bin)('PostgreSQL frozen in the middle of play', () => {
  let server: OwnPostgres;
  let database: Database;
  let session: ConsoleSession;
  const play = (line: string) => session.run(line.replace(' # ', ' #frozen '));
  beforeAll(async () => {
    server = await ownPostgres(bin!);
    database = await openDatabase({ dataDir: '', databaseUrl: server.url, queryDeadlineMs: 1000 });
    session = new ConsoleSession(database, cryptoDice);
  });
  afterAll(async () => {
    server?.thaw();
    await database?.close().catch(() => {});
    await server?.remove();
  });

  it('answers each command within the deadline without claiming what happened, the queue moves on, and play resumes', async () => {
    expect((await play('@gm # /game create ruleset:magic-realm')).ok).toBe(true);
    expect((await play('@bob # /roll dice notation:2d6')).ok).toBe(true);
    const store = session.services.store;
    const gameId = (await store.activeGameId('frozen'))!;
    server.freeze();
    try {
      // Two commands of one channel: the second waits behind the first in the game's queue.
      const [first, second] = await Promise.all([play('@bob # /roll dice notation:2d6'), play('@bob # /roll dice notation:1d6')]);
      for (const outcome of [first, second]) {
        expect(outcome.ok).toBe(false);
        const text = textOf(outcome.reply);
        expect(text).not.toContain('something went wrong');
        expect(text).not.toContain('nothing was changed'); // the commit went out: the server may run it when it wakes
        expect(text).toContain('may or may not have been applied');
      }
    } finally {
      server.thaw();
    }
    // Awake: play goes on, on a state that counts whatever the server did with the frozen commits.
    let back = await play('@bob # /roll dice notation:2d6');
    if (!back.ok) back = await play('@bob # /roll dice notation:2d6'); // a stale cached version is refused once, then read afresh
    expect(back.ok, textOf(back.reply)).toBe(true);
    const events = await store.events(gameId);
    expect(events.filter((e) => e.type === 'rolls.dice-rolled').length).toBeGreaterThanOrEqual(2);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  }, 60_000);
});
