import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/parts.js';
import { RuleError } from '../../src/engine/core/types.js';
import { cryptoDice, forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { GameStore } from '../../src/store/game-store.js';
import { counted } from '../helpers/counted-db.js';
import { DATABASES, freshChannel } from '../helpers/databases.js';
import { alice, bob, createAction } from '../helpers/store-actions.js';

/**
 * What a command costs the database before its commit (issue 10, the action's ratio): the channel's game read in one
 * query, or in none when the store is the sole writer (PGlite: its directory lock keeps other processes out).
 */
const create = (channelId: string) => createAction(channelId, { options: '' });
const roll: Action = { type: 'rolls.dice', actor: bob, notation: '2d6', private: false };

describe.each(DATABASES)('reading a channel\'s game on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads the running game and its version in one query, not two', async () => {
    const { db, calls } = counted(database.db);
    const store = new GameStore(db);
    const channel = freshChannel();
    await store.execute(channel, create(channel), cryptoDice);
    calls.length = 0;
    const state = await store.channelGame(channel);
    expect(state?.ruleset).toBe('magic-realm');
    expect(calls).toEqual(['execute']);
  });

  it('sees another store\'s commit when it is not the sole writer', async () => {
    const mine = new GameStore(database.db);
    const theirs = new GameStore(database.db);
    const channel = freshChannel();
    await mine.execute(channel, create(channel), cryptoDice);
    await theirs.execute(channel, { type: 'game.join', actor: bob, character: 'Amazon' }, cryptoDice);
    expect((await mine.channelGame(channel))?.players.map((p) => p.userId)).toEqual(['bob']);
  });
});

describe('a sole writer (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await memoryDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the channel\'s game from its cache and commits an action in one statement', async () => {
    const { db, calls } = counted(database.db);
    const store = new GameStore(db, { soleWriter: true });
    const channel = freshChannel();
    await store.execute(channel, create(channel), cryptoDice);
    calls.length = 0;
    expect((await store.channelGame(channel))?.ruleset).toBe('magic-realm');
    const rolled = await store.execute(channel, roll, forcedDice([6, 2]));
    if (rolled instanceof RuleError) throw rolled;
    expect(rolled.events[0]!.payload).toMatchObject({ total: 8 });
    expect(calls).toEqual(['execute']);
    // What it answered from the cache is what the database holds.
    expect((await new GameStore(database.db).channelGame(channel))).toEqual(await store.channelGame(channel));
  });

  it('refuses a broken rule on its cached state without a transaction, and writes nothing', async () => {
    const { db, calls } = counted(database.db);
    const store = new GameStore(db, { soleWriter: true });
    const channel = freshChannel();
    const created = await store.execute(channel, create(channel), cryptoDice);
    if (created instanceof RuleError) throw created;
    calls.length = 0;
    const refused = await store.execute(channel, { type: 'game.end', actor: bob }, cryptoDice);
    expect(refused).toBeInstanceOf(RuleError);
    expect(calls).toEqual([]);
    expect(await store.version(created.gameId)).toBe(1);
  });

  it('answers a redelivered interaction that its state now refuses with the first delivery\'s events', async () => {
    const store = new GameStore(database.db, { soleWriter: true });
    const channel = freshChannel();
    await store.execute(channel, create(channel), cryptoDice);
    const join: Action = { type: 'game.join', actor: bob, character: 'Amazon' };
    const first = await store.execute(channel, join, cryptoDice, 'interaction-join');
    const again = await store.execute(channel, join, cryptoDice, 'interaction-join');
    if (first instanceof RuleError || again instanceof RuleError) throw new Error('refused');
    expect(again.duplicate).toBe(true);
    expect(again.events).toEqual(first.events);
  });

  it('finds the channel\'s game in the database when it has not cached it (a restart)', async () => {
    const before = new GameStore(database.db, { soleWriter: true });
    const channel = freshChannel();
    await before.execute(channel, create(channel), cryptoDice);
    const { db, calls } = counted(database.db);
    const after = new GameStore(db, { soleWriter: true });
    expect((await after.channelGame(channel))?.ruleset).toBe('magic-realm');
    // Cold: the game's row (with its snapshot, had it one), then its events.
    expect(calls).toEqual(['execute', 'select']);
    calls.length = 0;
    expect((await after.channelGame(channel))?.ruleset).toBe('magic-realm');
    expect(calls).toEqual([]);
  });
});
