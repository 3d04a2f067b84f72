import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConsoleSession } from '../../src/console/session.js';
import type { Outbox } from '../../src/delivery/outbox.js';
import { forcedDice } from '../../src/engine/dice.js';
import { replay } from '../../src/engine/parts.js';
import { Scheduler } from '../../src/scheduler/scheduler.js';
import type { Database } from '../../src/store/db.js';
import { GameStore, STATE_FORMAT, type LoadedState } from '../../src/store/game-store.js';
import { ScheduleStore } from '../../src/store/schedule-store.js';
import { DATABASE_KINDS, ownDatabases } from '../helpers/databases.js';

const START = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;

const open = ownDatabases('batch');

/** Counts the statements the database's client is sent while `work` runs. */
async function statements(database: Database, work: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  const method = database.kind === 'pglite' ? 'query' : 'unsafe';
  const original = client[method]!;
  let n = 0;
  client[method] = (...args: unknown[]) => (n++, original.apply(client, args));
  try {
    await work();
  } finally {
    client[method] = original;
  }
  return n;
}

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

/**
 * A Magic Realm game waiting on Carol's Birdsong orders (played at START in #console), and `copies` more made in SQL
 * as the bench makes them: `copy-1` … in `channel-1` …, with the same events (the first naming the copy), each
 * `hoursLater(i)` later.
 */
async function games(kind: string, copies: number, hoursLater: (i: number) => number = () => 0) {
  const database = await open(kind);
  const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => new Date(START) });
  for (const line of ['@gm /game create ruleset:magic-realm', '@bob /game join character:Amazon', '@carol /game join character:"Black Knight"', '@gm /game start', '@bob /orders record phases:"S, S"']) {
    expect((await session.run(line)).ok, line).toBe(true);
  }
  const template = (await session.services.store.activeGameId('console'))!;
  for (let i = 1; i <= copies; i++) {
    const shift = `${hoursLater(i)} hours`;
    await database.db.execute(sql`INSERT INTO games (id, channel_id, guild_id, ruleset, status, version, created_at, next_due_at)
      SELECT ${`copy-${i}`}, ${`channel-${i}`}, guild_id, ruleset, status, version, created_at, next_due_at + ${shift}::interval FROM games WHERE id = ${template}`);
    await database.db.execute(sql`INSERT INTO events (game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)
      SELECT ${`copy-${i}`}, seq, action_seq, NULL, type,
        CASE WHEN seq = 1 THEN payload || jsonb_build_object('id', ${`copy-${i}`}::text, 'channelId', ${`channel-${i}`}::text) ELSE payload END,
        visibility, actor, created_at + ${shift}::interval FROM events WHERE game_id = ${template}`);
  }
  return { database, session, template };
}

describe.each(DATABASE_KINDS)('reading a batch of games at once (issue 26), on %s', (kind) => {
  it('statesAt: each game as load() has it, cold (from the log or from a snapshot), cached older or newer; in one statement', async () => {
    const { database, session, template } = await games(kind, 3);
    const log = await session.services.store.events(template);
    const v = log.length;
    // copy-2 has a snapshot at version 3 (as the store writes them), copy-3 one that does not fit this code.
    const at3 = replay((await session.services.store.events('copy-2')).slice(0, 3))!;
    await database.db.execute(sql`INSERT INTO snapshots (game_id, version, format, state) VALUES ('copy-2', 3, ${STATE_FORMAT}, ${JSON.stringify(at3)}::jsonb)`);
    await database.db.execute(sql`INSERT INTO snapshots (game_id, version, format, state) VALUES ('copy-3', 3, ${STATE_FORMAT}, '{"not":"a state"}'::jsonb)`);
    const misfits: string[] = [];
    const cold = new GameStore(database.db, { onBackgroundError: (_e, what) => misfits.push(what) });
    const wanted = ['copy-1', 'copy-2', 'copy-3'].map((id) => ({ id, version: v }));
    let got = new Map<string, LoadedState>();
    // One statement for all (the copy whose snapshot does not fit then reads its log alone).
    expect(await statements(database, async () => (got = await cold.statesAt(wanted)))).toBe(2);
    for (const { id } of wanted) expect(got.get(id)!.state, id).toEqual(replay(await cold.events(id)));
    expect(got.get('copy-2')!.state.channelId).toBe('channel-2');
    const whole = replay(await cold.events('copy-1'))!;
    // The events it read: the whole log, the tail after the snapshot, and — the snapshot refused — the whole log again.
    expect(got.get('copy-1')).toMatchObject({ version: v, from: 0 });
    expect(got.get('copy-1')!.read.map((e) => e.seq)).toEqual(log.map((e) => e.seq));
    expect(got.get('copy-2')).toMatchObject({ from: 3 });
    expect(got.get('copy-2')!.read.map((e) => e.seq)).toEqual(log.slice(3).map((e) => e.seq));
    expect(got.get('copy-3')).toMatchObject({ from: 0 });
    expect(misfits).toEqual(['snapshot check']);
    // Read events are what the store's own reader gives, times included.
    expect(got.get('copy-1')!.read).toEqual(await cold.events('copy-1'));

    // Cached: at the version asked, nothing is read; cached older, only the events after it.
    const warm = new GameStore(database.db);
    const older = replay((await cold.events('copy-1')).slice(0, 4))!;
    // Cached as a load by this store would leave them: copy-1 at version 4, copy-2 at the latest.
    const remember = (warm as unknown as { remember(id: string, v: number, s: unknown): void }).remember.bind(warm);
    remember('copy-1', 4, older);
    remember('copy-2', v, got.get('copy-2')!.state);
    const again = await warm.statesAt([{ id: 'copy-1', version: v }, { id: 'copy-2', version: v }, { id: 'copy-3', version: v - 1 }]);
    expect(again.get('copy-1')).toMatchObject({ version: v, from: 4 });
    expect(again.get('copy-1')!.read.map((e) => e.seq)).toEqual(log.slice(4).map((e) => e.seq));
    expect(again.get('copy-1')!.state).toEqual(whole);
    expect(again.get('copy-2')).toMatchObject({ version: v, read: [], from: v });
    // Asked at an older version than a cache holds (a commit landed since the row was read), the newer comes back.
    const newer = await warm.statesAt([{ id: 'copy-2', version: v - 2 }]);
    expect(newer.get('copy-2')).toMatchObject({ version: v });
    expect(again.get('copy-3')!.version).toBe(v - 1);
  });

  it('stepsBegan: for many games at once, what times() says for each; none for a game without such an event', async () => {
    const { session } = await games(kind, 2, (i) => i * 5);
    const store = session.services.store;
    const ids = [(await store.activeGameId('console'))!, 'copy-1', 'copy-2'];
    const types = ['game.started', 'play.record-noted'];
    const got = await store.stepsBegan(ids.map((id) => ({ id, types })));
    for (const id of ids) expect(got.get(id), id).toEqual((await store.times(id, types)).stepBegan);
    expect(got.get('copy-2')!.getTime()).toBe(got.get(ids[0]!)!.getTime() + 10 * HOUR);
    expect((await store.stepsBegan([{ id: 'copy-1', types: ['no.such-event'] }])).size).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('the step’s time, from the events a load read or asked apart (issue 26), on %s', (kind) => {
  it.each(['read cold, from its events', 'cached, asked apart'])('a reminder counts from when the step began, not from the last action: the game %s', async (how) => {
    const database = await open(kind);
    let now = START;
    const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => new Date(now) });
    for (const line of ['@gm /game create ruleset:magic-realm', '@bob /game join character:Amazon', '@carol /game join character:"Black Knight"', '@gm /game start']) {
      expect((await session.run(line)).ok, line).toBe(true);
    }
    // Bob records 10 hours into the step: the last action; Carol's first reminder is still due 24 h after its start.
    now = START + 10 * HOUR;
    expect((await session.run('@bob /orders record phases:"S, S"')).ok).toBe(true);
    const store = how.startsWith('read cold') ? new GameStore(database.db) : session.services.store;
    const sent: string[] = [];
    const outbox: Outbox = { post: async () => {}, toPrivatePlace: async (to) => (sent.push(to.userId), 'thread'), status: async () => {} };
    const scheduler = new Scheduler({ services: { ...session.services, store, now: () => new Date(now) }, schedule: new ScheduleStore(database.db), outbox, holder: 'one' });
    // Make the tick look at the game now, as it would a game whose time was not known.
    await database.db.execute(sql`UPDATE games SET next_due_at = NULL`);
    now = START + 24.5 * HOUR;
    expect(await scheduler.tick()).toBe(1);
    expect(sent).toEqual(['carol']);
  });
});

describe.each(DATABASE_KINDS)('a tick costs by its due games, in statements of the batch, not of each game (issue 26), on %s', (kind) => {
  const quiet: Outbox = { post: async () => {}, toPrivatePlace: async () => 'thread', status: async () => {} };

  it('a tick over 2 due games and one over 10 send the same statements, six at most; the games not due cost none', async () => {
    // The game played here due at 24 h, 2 copies an hour later, 10 two hours later, 19 a day later.
    const { database, session } = await games(kind, 31, (i) => (i <= 2 ? 1 : i <= 12 ? 2 : 24));
    let now = new Date(START + 24.5 * HOUR);
    const scheduler = new Scheduler({ services: { ...session.services, now: () => now }, schedule: new ScheduleStore(database.db), outbox: quiet, holder: 'one', recordEvery: 100 });
    expect(await scheduler.tick()).toBe(1);
    let done = 0;
    now = new Date(START + 25.5 * HOUR);
    const few = await statements(database, async () => (done = await scheduler.tick()));
    expect(done).toBe(2);
    now = new Date(START + 26.5 * HOUR);
    const many = await statements(database, async () => (done = await scheduler.tick()));
    expect(done).toBe(10);
    expect(many).toBe(few);
    // The lease, the due games, their states (the times from their events), their claims, the record of what was sent
    // and done, their next times.
    expect(many).toBeLessThanOrEqual(6);
    // Nothing due: the lease and the look for due games.
    now = new Date(START + 27.5 * HOUR);
    expect(await statements(database, () => scheduler.tick())).toBe(2);
  });

  it('records every `recordEvery` deliveries, with the duties done so far: a kill leaves at most that many in doubt', async () => {
    const { database, session } = await games(kind, 4);
    const now = new Date(START + 24.5 * HOUR);
    const doneSoFar: number[] = [];
    const scheduler = new Scheduler({
      services: { ...session.services, now: () => now },
      schedule: new ScheduleStore(database.db),
      outbox: quiet,
      holder: 'one',
      recordEvery: 2,
      // At each duty's start, what the database has recorded done.
      crashPoint: async (point) => {
        if (point !== 'claimed') return;
        const rows = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM schedule_duties WHERE done_at IS NOT NULL AND sent = '["to:carol"]'::jsonb`));
        doneSoFar.push(Number(rows[0]!.n));
      },
    });
    expect(await scheduler.tick()).toBe(5);
    expect(doneSoFar).toEqual([0, 0, 2, 2, 4]);
    const rows = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM schedule_duties WHERE done_at IS NOT NULL`));
    expect(Number(rows[0]!.n)).toBe(5);
  });

  it('records a delivery within `recordWithinMs` of its confirmation too: a kill leaves none in doubt longer (Discord keeps a nonce a few minutes)', async () => {
    const { database, session } = await games(kind, 4);
    let now = START + 24.5 * HOUR;
    const doneSoFar: number[] = [];
    const scheduler = new Scheduler({
      services: { ...session.services, now: () => new Date(now) },
      schedule: new ScheduleStore(database.db),
      // Discord takes 3 s to confirm each message.
      outbox: { ...quiet, toPrivatePlace: async () => ((now += 3000), 'thread') },
      holder: 'one',
      recordEvery: 100,
      recordWithinMs: 5000,
      crashPoint: async (point) => {
        if (point !== 'claimed') return;
        const rows = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM schedule_duties WHERE done_at IS NOT NULL`));
        doneSoFar.push(Number(rows[0]!.n));
      },
    });
    expect(await scheduler.tick()).toBe(5);
    // Confirmed at 3, 6, 9, 12 and 15 s: at the third duty's end the first has waited 6 s, so the three are written;
    // then the fourth and fifth (3 s apart) go with the batch's end.
    expect(doneSoFar).toEqual([0, 0, 0, 3, 3]);
  });

  it('a game whose log cannot be read is skipped, reported, and stays due; the others are done', async () => {
    const { database, session } = await games(kind, 2);
    await database.db.execute(sql`DELETE FROM events WHERE game_id = 'copy-1'`);
    const now = new Date(START + 24.5 * HOUR);
    const reported: string[] = [];
    const skipped: string[] = [];
    const store = new GameStore(database.db, { onBackgroundError: (_e, what) => reported.push(what) });
    const log = { info: () => {}, warn: (o: object, msg: string) => skipped.push(`${(o as { game: string }).game}: ${msg}`), error: () => {} };
    const schedule = new ScheduleStore(database.db);
    const scheduler = new Scheduler({ services: { ...session.services, store, now: () => now }, schedule, outbox: quiet, holder: 'one', log });
    expect(await scheduler.tick()).toBe(2);
    expect(reported).toEqual(['game copy-1 could not be read']);
    expect(skipped).toEqual(['copy-1: scheduler: a game that cannot be read was skipped']);
    expect((await schedule.dueGames(now, 10)).map((g) => g.id)).toEqual(['copy-1']);
  });

  it('a batch slower than half its lease stops: the games left stay due, and are done once their claims ran out', async () => {
    const { database, session } = await games(kind, 2);
    const LEASE = 60_000;
    let now = START + 24.5 * HOUR;
    const sent: string[] = [];
    // Discord answers so slowly that the first delivery takes more than half the lease.
    const outbox: Outbox = { ...quiet, toPrivatePlace: async (to) => (sent.push(to.channelId), (now += LEASE / 2 + 1), 'thread') };
    const schedule = new ScheduleStore(database.db);
    const warned: string[] = [];
    const log = { info: () => {}, error: () => {}, warn: (_o: object, msg: string) => warned.push(msg) };
    const scheduler = new Scheduler({ services: { ...session.services, now: () => new Date(now) }, schedule, outbox, holder: 'one', leaseMs: LEASE, log });
    expect(await scheduler.tick()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(warned).toEqual(['scheduler: a batch ran past half its lease; the games left wait for a later tick']);
    expect(await schedule.dueGames(new Date(now), 10)).toHaveLength(2);
    // Their claims, this process's own, still run: nothing yet. Once they ran out, they are done (one a tick here).
    expect(await scheduler.tick()).toBe(0);
    now += LEASE;
    expect(await scheduler.tick()).toBe(1);
    now += LEASE;
    expect(await scheduler.tick()).toBe(1);
    expect(new Set(sent).size).toBe(3);
    expect(await schedule.dueGames(new Date(now), 10)).toEqual([]);
  });

  it('a game whose duty fails is skipped: the others are done and recorded, it stays due and is done once its claim runs out', async () => {
    const { database, session } = await games(kind, 2);
    let now = new Date(START + 24.5 * HOUR);
    let failFor: string | undefined = 'channel-1';
    const sent: string[] = [];
    const outbox: Outbox = {
      ...quiet,
      toPrivatePlace: async (to, _name, _m) => {
        if (to.channelId === failFor) throw new Error('Discord said no');
        sent.push(to.channelId);
        return 'thread';
      },
    };
    const schedule = new ScheduleStore(database.db);
    const scheduler = new Scheduler({ services: { ...session.services, now: () => now }, schedule, outbox, holder: 'one', leaseMs: 60_000 });
    expect(await scheduler.tick()).toBe(2);
    expect(sent.sort()).toEqual(['channel-2', 'console']);
    const due = await schedule.dueGames(now, 10);
    expect(due.map((g) => g.id)).toEqual(['copy-1']);
    failFor = undefined;
    // Its claim still runs: nothing yet. Once it ran out, the next tick does it.
    now = new Date(now.getTime() + 30_000);
    expect(await scheduler.tick()).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(await scheduler.tick()).toBe(1);
    expect(sent.sort()).toEqual(['channel-1', 'channel-2', 'console']);
    expect(await schedule.dueGames(now, 10)).toEqual([]);
  });
});
