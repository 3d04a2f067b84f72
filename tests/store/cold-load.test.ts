import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/core/types.js';
import { cryptoDice } from '../../src/engine/dice.js';
import { replay, type Action } from '../../src/engine/parts.js';
import type { Database } from '../../src/store/db.js';
import { GameStore, STATE_FORMAT } from '../../src/store/game-store.js';
import { counted } from '../helpers/counted-db.js';
import { DATABASES, freshChannel } from '../helpers/databases.js';
import { alice, createAction } from '../helpers/store-actions.js';

/**
 * Issue 26: a cold load (a process that has not cached the game) reads a game in at most two statements — the game's
 * row with its latest snapshot (and the first event that checks it), then the events after the snapshot.
 */
const roll: Action = { type: 'rolls.dice', actor: alice, notation: '1d6', private: false };

describe.each(DATABASES)('a cold load on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A game of seven events (created, six rolls) in a new channel. */
  async function sixRolls(): Promise<{ channel: string; gameId: string; store: GameStore }> {
    const store = new GameStore(database.db, { snapshotEvery: 1000 });
    const channel = freshChannel('cold');
    const created = await store.execute(channel, createAction(channel), cryptoDice);
    if (created instanceof RuleError) throw created;
    for (let i = 0; i < 6; i++) await store.execute(channel, roll, cryptoDice);
    return { channel, gameId: created.gameId, store };
  }

  it('reads the row with the latest snapshot, then only the events after it: two statements', async () => {
    const { channel, gameId, store } = await sixRolls();
    // A snapshot at version 4 that says 100 rolls had been made by then: only a load that starts from it and replays
    // the three rolls after it ends at 103 (the log alone says 6).
    const at4 = replay(await store.events(gameId, { upToSeq: 4 }))!;
    await database.db.execute(sql`INSERT INTO snapshots (game_id, version, format, state) VALUES (${gameId}, 4, ${STATE_FORMAT}, ${JSON.stringify({ ...at4, rollCount: 100 })}::jsonb)`);
    // An older snapshot, and one of another format, are passed over.
    await database.db.execute(sql`INSERT INTO snapshots (game_id, version, format, state) VALUES (${gameId}, 2, ${STATE_FORMAT}, ${JSON.stringify({ ...at4, rollCount: 50 })}::jsonb)`);
    await database.db.execute(sql`INSERT INTO snapshots (game_id, version, format, state) VALUES (${gameId}, 6, ${STATE_FORMAT - 1}, ${JSON.stringify({ ...at4, rollCount: 70 })}::jsonb)`);

    const byId = counted(database.db);
    const loaded = await new GameStore(byId.db).load(gameId);
    expect(byId.calls).toEqual(['execute', 'select']);
    expect(loaded!.version).toBe(7);
    expect(loaded!.state.rollCount).toBe(103);

    const byChannel = counted(database.db);
    const state = await new GameStore(byChannel.db).channelGame(channel);
    expect(byChannel.calls).toEqual(['execute', 'select']);
    expect(state!.rollCount).toBe(103);
  });

  it('without a snapshot, the row and then the whole log: two statements, the same state', async () => {
    const { gameId, store } = await sixRolls();
    const { db, calls } = counted(database.db);
    const loaded = await new GameStore(db).load(gameId);
    expect(calls).toEqual(['execute', 'select']);
    expect(loaded!.state).toEqual(replay(await store.events(gameId)));
  });

  it('a snapshot newer than the version read is not taken', async () => {
    const { gameId, store } = await sixRolls();
    const all = replay(await store.events(gameId))!;
    // Written by a process whose commit this read does not see yet would be at a later version; one above the row's is never used.
    await database.db.execute(sql`INSERT INTO snapshots (game_id, version, format, state) VALUES (${gameId}, 9, ${STATE_FORMAT}, ${JSON.stringify({ ...all, rollCount: 100 })}::jsonb)`);
    expect((await new GameStore(database.db).load(gameId))!.state.rollCount).toBe(6);
  });

  it('warm, the row alone and the events this process has not seen', async () => {
    const { channel, gameId } = await sixRolls();
    const { db, calls } = counted(database.db);
    const reader = new GameStore(db);
    await reader.load(gameId);
    const writer = new GameStore(database.db);
    await writer.execute(channel, roll, cryptoDice);
    calls.length = 0;
    const loaded = await reader.load(gameId);
    expect(calls).toEqual(['execute', 'select']);
    expect(loaded!.version).toBe(8);
    expect(loaded!.state.rollCount).toBe(7);
  });
});
