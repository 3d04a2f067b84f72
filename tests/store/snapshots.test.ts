import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuleError, type StoredEvent } from '../../src/engine/core/types.js';
import { cryptoDice } from '../../src/engine/dice.js';
import { replay, type Action } from '../../src/engine/parts.js';
import type { Database } from '../../src/store/db.js';
import { GameStore, STATE_FORMAT } from '../../src/store/game-store.js';
import { snapshotMisfit } from '../../src/store/snapshot-fit.js';
import { DATABASES, freshChannel } from '../helpers/databases.js';
import { alice, createAction } from '../helpers/store-actions.js';

const create = (channelId: string, gameId?: string) => createAction(channelId, { gameId });
const roll: Action = { type: 'rolls.dice', actor: alice, notation: '1d6', private: false };

/** Rows of a raw statement on either driver. */
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : ((r as { rows: unknown[] }).rows ?? [])) as Record<string, unknown>[];

describe.each(DATABASES)('snapshots and the cache on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('a snapshot write that fails after the commit leaves the action applied and answered as applied', async () => {
    // Snapshots of games whose id starts with this prefix are refused by the database (other tests' games are not).
    const prefix = `snapfail${Date.now()}`;
    const constraint = `no_snapshots_${prefix}`;
    await database.db.execute(sql.raw(`ALTER TABLE snapshots ADD CONSTRAINT ${constraint} CHECK (game_id NOT LIKE '${prefix}%') NOT VALID`));
    try {
      const failures: unknown[] = [];
      const store = new GameStore(database.db, { snapshotEvery: 2, onBackgroundError: (e) => failures.push(e) });
      const channel = freshChannel('snapfail');
      const created = await store.execute(channel, create(channel, `${prefix}-${randomUUID()}`), cryptoDice);
      if (created instanceof RuleError) throw created;
      for (let i = 0; i < 5; i++) {
        const rolled = await store.execute(channel, roll, cryptoDice, `snapfail-${channel}-${i}`);
        // Before: the failed snapshot write threw out of execute and the user read "nothing was changed".
        expect(rolled).not.toBeInstanceOf(RuleError);
      }
      await store.flush();
      expect(failures.length).toBeGreaterThan(0);
      expect(await store.version(created.gameId)).toBe(6);
    } finally {
      await database.db.execute(sql.raw(`ALTER TABLE snapshots DROP CONSTRAINT ${constraint}`));
    }
  });

  it('keeps only the latest few snapshots of a game', async () => {
    const store = new GameStore(database.db, { snapshotEvery: 2, keepSnapshots: 2 });
    const channel = freshChannel('keep');
    const created = await store.execute(channel, create(channel), cryptoDice);
    if (created instanceof RuleError) throw created;
    for (let i = 0; i < 11; i++) {
      await store.execute(channel, roll, cryptoDice);
      await store.flush(); // one at a time, so each write's clean-up sees the one before
    }
    const rows = rowsOf(await database.db.execute(sql`SELECT version FROM snapshots WHERE game_id = ${created.gameId} ORDER BY version`));
    expect(rows.map((r) => r.version)).toEqual([10, 12]);
  });

  it('a snapshot that does not fit the code is passed over: the log is replayed', async () => {
    const store = new GameStore(database.db, { snapshotEvery: 1000 });
    const channel = freshChannel('misfit');
    const created = await store.execute(channel, create(channel), cryptoDice);
    if (created instanceof RuleError) throw created;
    for (let i = 0; i < 4; i++) await store.execute(channel, roll, cryptoDice);
    // What an older version of the code could have written under the same STATE_FORMAT: a renamed field.
    const { players: _players, ...old } = (await store.load(created.gameId))!.state;
    const stale = { ...old, people: [], rollCount: 2 };
    await database.db.execute(sql`INSERT INTO snapshots (game_id, version, format, state) VALUES (${created.gameId}, 3, ${STATE_FORMAT}, ${JSON.stringify(stale)}::jsonb)`);
    const fresh = new GameStore(database.db);
    const loaded = await fresh.load(created.gameId);
    // Before: the snapshot was trusted, players was missing and every command failed.
    expect(loaded!.state).toEqual(replay(await store.events(created.gameId)));
    expect(loaded!.state.rollCount).toBe(4);
  });

  it('keeps at most the configured number of games in memory', async () => {
    const store = new GameStore(database.db, { cachedGames: 3 });
    for (let i = 0; i < 6; i++) {
      const channel = freshChannel('lru');
      await store.execute(channel, create(channel), cryptoDice);
      await store.execute(channel, roll, cryptoDice);
    }
    expect(store.cachedGames).toBe(3);
  });

  it('a concurrent redelivery of /game create answers with the game the first delivery created', async () => {
    const stores = [new GameStore(database.db), new GameStore(database.db)];
    const channel = freshChannel('recreate');
    const interaction = `i-${randomUUID()}`;
    // The same interaction delivered twice to one process and once to another, all at once; each delivery's
    // handler makes its own new game id, as the bot does.
    const answers = await Promise.all([stores[0]!, stores[0]!, stores[1]!].map((s) => s.execute(channel, create(channel), cryptoDice, interaction)));
    const ids = new Set<string>();
    for (const a of answers) {
      if (a instanceof RuleError) throw new Error(`a redelivery was refused: ${a.message}`);
      ids.add(a.gameId);
    }
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => !(a instanceof RuleError) && !a.duplicate)).toHaveLength(1);
  });
});

describe('the snapshot shape check', () => {
  const reference = { id: 'g', options: { a: true }, gm: { id: 'x', name: 'x' }, players: [], rollCount: 0, undo: [], guildId: null } as never;
  it('accepts a state of the same shape, with part slices and null fields filled in', () => {
    expect(snapshotMisfit(reference, { id: 'h', options: { a: false, b: 1 }, gm: { id: 'y', name: 'y' }, players: [{}], rollCount: 3, undo: [], guildId: 'g', board: {} })).toBeUndefined();
  });
  it('names the first field that is missing or of another kind', () => {
    expect(snapshotMisfit(reference, { id: 'h', options: { a: false }, gm: { id: 'y' }, players: [], rollCount: 3, undo: [] })).toBe('gm.name');
    expect(snapshotMisfit(reference, { id: 'h', options: { a: false }, gm: { id: 'y', name: 'y' }, players: {}, rollCount: 3, undo: [] })).toBe('players');
    expect(snapshotMisfit(reference, { id: 'h', options: { a: 1 }, gm: { id: 'y', name: 'y' }, players: [], rollCount: 3, undo: [], board: 'x' })).toBe('options.a');
    expect(snapshotMisfit(reference, { id: 'h', options: { a: true }, gm: { id: 'y', name: 'y' }, players: [], rollCount: 3, undo: [], board: 'x' })).toBe('board');
  });

  it('passes the states of real games as they are stored (a campaign and a Magic Realm game)', () => {
    // A check that refused good snapshots would quietly replay every long game on every cold load.
    for (const name of ['campaign-log-0d7a168.json', 'magic-realm-log-0401cdb.json']) {
      const { events } = JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as { events: StoredEvent[] };
      const state = JSON.parse(JSON.stringify(replay(events)));
      expect(snapshotMisfit(replay(events.slice(0, 1))!, state), name).toBeUndefined();
    }
  });
});
