import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuleError, type StoredEvent } from '../../src/engine/core/types.js';
import { cryptoDice } from '../../src/engine/dice.js';
import type { Action } from '../../src/engine/parts.js';
import { listenForCommits, type CommitNotices } from '../../src/store/commit-notices.js';
import { openDatabase, type Database } from '../../src/store/db.js';
import { GameStore } from '../../src/store/game-store.js';
import { counted } from '../helpers/counted-db.js';
import { freshChannel } from '../helpers/databases.js';
import { alice, createAction } from '../helpers/store-actions.js';

/**
 * Issue 26: on PostgreSQL a command reads nothing before its commit. Every change of a game's version is announced
 * (migration 0005's trigger); a process that hears the announcements trusts its cached states, and stops trusting
 * them the moment it may have missed one: the listening connection closed, or a notice names a later version.
 */
const url = process.env.DATABASE_URL;
const roll: Action = { type: 'rolls.dice', actor: alice, notation: '1d6', private: false };
const rolls = (state: { rollCount?: number } | undefined) => state?.rollCount;

describe.skipIf(!url)('commit notices on PostgreSQL', () => {
  const toClose: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of toClose.splice(0).reverse()) await close();
  });

  /** A process of its own: a pool, its notices (under a name the test can find the listening backend by), a store. */
  async function process_(name: string): Promise<{ database: Database; notices: CommitNotices; store: GameStore; calls: string[] }> {
    const database = await openDatabase({ dataDir: '', databaseUrl: url! });
    const notices = await listenForCommits(url!, { connectTimeoutS: 5, applicationName: name });
    toClose.push(() => database.close(), () => notices.close());
    const c = counted(database.db);
    return { database, notices, store: new GameStore(c.db, { notices }), calls: c.calls };
  }

  async function startGame(store: GameStore, channel: string): Promise<string> {
    const created = await store.execute(channel, createAction(channel), cryptoDice);
    if (created instanceof RuleError) throw created;
    return created.gameId;
  }

  const ok = async (p: Promise<unknown>) => {
    const r = await p;
    if (r instanceof RuleError) throw r;
    return r as { events: StoredEvent[] };
  };

  it('a command of a process that hears the notices is one statement: its commit', async () => {
    const a = await process_(`notices-a-${Date.now()}`);
    const channel = freshChannel('notices');
    await startGame(a.store, channel);
    await ok(a.store.execute(channel, roll, cryptoDice));
    a.calls.length = 0;
    // What a command does: look at the channel's game, then act on it.
    expect(rolls(await a.store.channelGame(channel))).toBe(1);
    await ok(a.store.execute(channel, roll, cryptoDice));
    expect(a.calls).toEqual(['execute']);
    // A refusal decided on an exact state is final, without a second look under the row lock.
    a.calls.length = 0;
    const refused = await a.store.execute(channel, { ...roll, notation: '1d' } as Action, cryptoDice);
    expect(refused).toBeInstanceOf(RuleError);
    expect(a.calls).toEqual([]);
  });

  it("another process's commit is heard: the cached state is read again, not served stale", async () => {
    const a = await process_(`notices-a-${Date.now()}`);
    const b = await process_(`notices-b-${Date.now()}`);
    const channel = freshChannel('notices');
    const gameId = await startGame(a.store, channel);
    expect(rolls(await a.store.channelGame(channel))).toBe(0);
    expect(rolls(await b.store.channelGame(channel))).toBe(0);
    const version = (await ok(b.store.execute(channel, roll, cryptoDice))).events.at(-1)!.seq;
    await vi.waitFor(() => expect(a.notices.noticed(gameId)).toBe(version), { timeout: 5_000, interval: 5 });
    a.calls.length = 0;
    expect(rolls(await a.store.channelGame(channel))).toBe(1);
    expect(a.calls.length).toBeGreaterThan(0);
  });

  it('a commit made while the connection was cut is not missed: a state read before listening began again is read again', async () => {
    const name = `notices-a-${Date.now()}`;
    const a = await process_(name);
    const b = await process_(`notices-b-${Date.now()}`);
    const channel = freshChannel('notices');
    await startGame(a.store, channel);
    expect(rolls(await a.store.channelGame(channel))).toBe(0);
    const epoch = a.notices.epoch;

    // The listening connection is cut; B commits while A hears nothing; A listens again (a new epoch).
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    toClose.push(() => admin.end());
    await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${name}`;
    await vi.waitFor(() => expect(a.notices.live()).toBe(false), { timeout: 5_000, interval: 1 });
    await ok(b.store.execute(channel, roll, cryptoDice));
    await vi.waitFor(() => expect(a.notices.epoch).toBeGreaterThan(epoch), { timeout: 5_000, interval: 5 });
    expect(a.notices.live()).toBe(true);

    // The state A read under the old epoch is read again, and so shows B's roll.
    a.calls.length = 0;
    expect(rolls(await a.store.channelGame(channel))).toBe(1);
    expect(a.calls.length).toBeGreaterThan(0);
    // Read under the new epoch, it is trusted again.
    a.calls.length = 0;
    expect(rolls(await a.store.channelGame(channel))).toBe(1);
    expect(a.calls).toEqual([]);
  });
});
