import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyGames, oneGame } from '../../bench/load-scenarios.js';
import type { Database } from '../../src/store/db.js';
import { GameStore } from '../../src/store/game-store.js';
import { DATABASES } from '../helpers/databases.js';

/**
 * The no-loss checks of `npm run bench:load` at a small size (bench/load-scenarios.ts): events per game equal to
 * the acknowledged actions, every interaction applied once (and a redelivery writes nothing), the order of arrival
 * kept — in one process and in two "processes" (two stores, each with its own cache and queue; on PostgreSQL each
 * with its own connection pool) on one database.
 */
describe.each(DATABASES)('many commands at once on $name', ({ name, open }) => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await open();
    // PGlite is one embedded instance: the second store shares it. PostgreSQL: a second pool, as a second process has.
    second = name === 'PGlite' ? first : await open();
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  it('one process, 16 concurrent commands over 10 games: nothing lost or doubled, no conflict', async () => {
    const store = new GameStore(first.db, { notices: first.notices });
    const f = await manyGames({ stores: [store], label: 'one' }, { games: 10, concurrency: 16, actions: 120, deadlineMs: 20_000 });
    expect(f.problems).toEqual([]);
    expect(f.refused + f.failed).toBe(0);
    expect(f.acknowledged).toBe(120);
    // One action at a time per game inside the process: the version guard never fires.
    expect(f.conflicts).toBe(0);
  });

  it('one process, 60 commands at once on one game: all applied, none refused, in order of arrival', async () => {
    const f = await oneGame({ stores: [new GameStore(first.db, { notices: first.notices })], label: 'one' }, { commands: 60 });
    expect(f.problems).toEqual([]);
    expect(f.acknowledged).toBe(60);
  });

  // On PostgreSQL each process hears the other's commits (commit-notices.ts) and trusts its cache between them.
  it('two processes on one database, 60 commands at once on one game and 16 at once over 4 games: nothing lost or doubled', async () => {
    const stores = [new GameStore(first.db, { notices: first.notices }), new GameStore(second.db, { notices: second.notices })];
    const one = await oneGame({ stores, label: 'two' }, { commands: 60 });
    expect(one.problems).toEqual([]);
    expect(one.acknowledged).toBe(60);
    const many = await manyGames({ stores, label: 'two' }, { games: 4, concurrency: 16, actions: 80, deadlineMs: 20_000 });
    expect(many.problems).toEqual([]);
    expect(many.acknowledged).toBe(80);
  });
});
