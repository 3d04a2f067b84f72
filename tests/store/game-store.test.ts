import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type Action } from '../../src/engine/parts.js';
import { RuleError } from '../../src/engine/core/types.js';
import { cryptoDice, forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { GameStore } from '../../src/store/game-store.js';
import { DATABASES, freshChannel } from '../helpers/databases.js';
import { alice, bob, createAction } from '../helpers/store-actions.js';

const create = (channelId: string) => createAction(channelId);
const rollDice = (notation = '2d6'): Action => ({ type: 'rolls.dice', actor: bob, notation, private: false });

describe.each(DATABASES)('the event store on $name', ({ open }) => {
  let database: Database;
  let store: GameStore;
  beforeAll(async () => {
    database = await open();
    store = new GameStore(database.db, { snapshotEvery: 10 });
  });
  afterAll(async () => {
    await database.close();
  });

  it('appends the events of an action with consecutive versions and loads the same state', async () => {
    const channel = freshChannel();
    const created = await store.execute(channel, create(channel), cryptoDice);
    expect(created).not.toBeInstanceOf(RuleError);
    const joined = await store.execute(channel, { type: 'game.join', actor: bob, character: 'Amazon' }, cryptoDice);
    if (joined instanceof RuleError) throw joined;
    expect(joined.events.map((e) => e.seq)).toEqual([2]);
    const rolled = await store.execute(channel, rollDice('2d6'), forcedDice([4, 3]));
    if (rolled instanceof RuleError) throw rolled;
    expect(rolled.events[0]!.payload).toMatchObject({ total: 7, dice: [4, 3] });
    store.clearCache();
    const loaded = await store.load(rolled.gameId);
    expect(loaded!.version).toBe(3);
    expect(loaded!.state).toEqual(rolled.state);
    expect(loaded!.state.players).toEqual([{ userId: 'bob', userName: 'bob', character: 'Amazon' }]);
  });

  it('refuses a second game in the same channel and commits nothing for a broken rule', async () => {
    const channel = freshChannel();
    await store.execute(channel, create(channel), cryptoDice);
    const second = await store.execute(channel, create(channel), cryptoDice);
    expect(second).toBeInstanceOf(RuleError);
    const id = (await store.activeGameId(channel))!;
    const notGm = await store.execute(channel, { type: 'game.end', actor: bob }, cryptoDice);
    expect(notGm).toBeInstanceOf(RuleError);
    expect(await store.version(id)).toBe(1);
  });

  it('applies an interaction delivered twice once', async () => {
    const channel = freshChannel();
    await store.execute(channel, create(channel), cryptoDice);
    const interaction = `i-${randomUUID()}`;
    const first = await store.execute(channel, rollDice(), forcedDice([2, 5]), interaction);
    const again = await store.execute(channel, rollDice(), forcedDice([6, 6]), interaction);
    if (first instanceof RuleError || again instanceof RuleError) throw new Error('unexpected rule error');
    expect(again.duplicate).toBe(true);
    expect(again.events).toEqual(first.events);
    expect(await store.version(first.gameId)).toBe(2);
  });

  it('answers a redelivered /game create with the game it created, not an error', async () => {
    const channel = freshChannel();
    const interaction = `i-${randomUUID()}`;
    const first = await store.execute(channel, create(channel), cryptoDice, interaction);
    const again = await store.execute(channel, create(channel), cryptoDice, interaction);
    if (first instanceof RuleError || again instanceof RuleError) throw new Error('a redelivery must not be refused');
    expect(again.duplicate).toBe(true);
    expect(again.gameId).toBe(first.gameId);
  });

  it('loads a long game from its latest snapshot and the tail of the log, equal to a full replay', async () => {
    const channel = freshChannel();
    await store.execute(channel, create(channel), cryptoDice);
    for (let i = 0; i < 25; i++) await store.execute(channel, rollDice('1d6'), cryptoDice);
    const id = (await store.activeGameId(channel))!;
    store.clearCache();
    const loaded = await store.load(id);
    expect(loaded!.version).toBe(26);
    expect(loaded!.state).toEqual(replay(await store.events(id)));
    expect(loaded!.state.rollCount).toBe(25);
  });

  it('undo appends a compensating event and never deletes', async () => {
    const channel = freshChannel();
    await store.execute(channel, create(channel), cryptoDice);
    await store.execute(channel, { type: 'game.join', actor: bob, character: 'Amazon' }, cryptoDice);
    const undone = await store.execute(channel, { type: 'gm.undo', actor: alice }, cryptoDice);
    if (undone instanceof RuleError) throw undone;
    expect(undone.state.players).toEqual([]);
    const all = await store.events(undone.gameId);
    expect(all.map((e) => e.type)).toEqual(['game.created', 'game.joined', 'action.undone']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('concurrency on PostgreSQL', () => {
  it('50 racing actions on one game: none lost, none doubled, the state equals a sequential replay', async () => {
    const [pg] = DATABASES.filter((d) => d.name === 'PostgreSQL');
    // Five processes' worth of stores, each with its own connection pool and cache.
    const databases = await Promise.all([1, 2, 3, 4, 5].map(() => pg!.open()));
    try {
      const stores = databases.map((d) => new GameStore(d.db));
      const channel = freshChannel('race');
      const created = await stores[0]!.execute(channel, create(channel), cryptoDice);
      if (created instanceof RuleError) throw created;
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => stores[i % stores.length]!.execute(channel, rollDice('1d6'), cryptoDice, `race-${channel}-${i}`)),
      );
      expect(results.every((r) => !(r instanceof RuleError))).toBe(true);
      const events = await stores[0]!.events(created.gameId);
      expect(events).toHaveLength(51);
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
      const fresh = new GameStore(databases[0]!.db);
      const loaded = await fresh.load(created.gameId);
      expect(loaded!.state.rollCount).toBe(50);
      expect(loaded!.state).toEqual(replay(events));
      // Each interaction applied once: a redelivery of all 50 changes nothing.
      await Promise.all(Array.from({ length: 50 }, (_, i) => stores[(i + 1) % stores.length]!.execute(channel, rollDice('1d6'), cryptoDice, `race-${channel}-${i}`)));
      expect(await fresh.version(created.gameId)).toBe(51);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });
});
