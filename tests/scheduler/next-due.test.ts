import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConsoleSession } from '../../src/console/session.js';
import type { Waiting } from '../../src/engine/core/part.js';
import { forcedDice } from '../../src/engine/dice.js';
import { DEFAULT_REMINDER_HOURS, type ScheduleSettings } from '../../src/engine/schedule/state.js';
import { nextDue } from '../../src/store/next-due.js';
import { plan } from '../../src/engine/schedule/plan.js';
import type { Database } from '../../src/store/db.js';
import { ScheduleStore } from '../../src/store/schedule-store.js';
import { memoryDatabase } from '../helpers/test-database.js';

const HOUR = 3_600_000;
const began = new Date('2026-11-01T00:00:00Z');
const at = (hours: number) => new Date(began.getTime() + hours * HOUR);
const waiting: Waiting = { step: '3.birdsong.0', kind: 'birdsong', what: 'orders', how: '/orders record', missing: ['carol', 'dave'], everyone: [], showsWho: true, beganWith: ['play.new-day'] };
const settings = (s: Partial<ScheduleSettings> = {}): ScheduleSettings => ({ reminderHours: DEFAULT_REMINDER_HOURS, playerHours: {}, deadlineHours: {}, autoAdvance: false, ...s });

describe('a game’s next due time (issue 26)', () => {
  it('is the first moment plan() owes something not yet done: checked hour by hour against plan over many schedules', () => {
    const cases: { s: ScheduleSettings; w: Waiting | undefined; last: number }[] = [
      { s: settings(), w: waiting, last: 0 },
      { s: settings({ playerHours: { carol: 7 }, reminderHours: 30 }), w: waiting, last: 3 },
      { s: settings({ deadlineHours: { birdsong: 50 } }), w: waiting, last: 0 },
      { s: settings({ deadlineHours: { birdsong: 50 }, autoAdvance: true, playerHours: { dave: 5 } }), w: waiting, last: 10 },
      { s: settings(), w: undefined, last: 2 },
      { s: settings(), w: { ...waiting, missing: [] }, last: 0 },
    ];
    for (const { s, w, last } of cases) {
      // Walk time on as the scheduler would: at each due time, do what plan() owes and ask again.
      const done = new Set<string>();
      let hour = 0;
      let due: Date | null = at(0);
      const input = (h: number) => ({ waiting: w, settings: s, now: at(h), stepBegan: began, lastAction: at(last) });
      while (hour < 32 * 24) {
        due = nextDue(input(hour), done);
        if (due === null) break;
        const dueHour = (due.getTime() - began.getTime()) / HOUR;
        expect(dueHour).toBeGreaterThanOrEqual(hour);
        // Nothing owed before it...
        for (let h = hour; h < dueHour; h += 0.5) expect(plan(input(h)).filter((d) => !done.has(d.key)), `${JSON.stringify(s)} at ${h} h`).toEqual([]);
        // ...and something owed at it.
        const owed = plan(input(dueHour)).filter((d) => !done.has(d.key));
        expect(owed.length, `${JSON.stringify(s)} at ${dueHour} h`).toBeGreaterThan(0);
        for (const d of owed) done.add(d.key);
        hour = dueHour;
      }
      // Once the stall is told, nothing more until someone acts.
      expect(due).toBeNull();
      expect([...done].some((k) => k.startsWith('stalled:'))).toBe(true);
    }
  });
});

const toClose: Database[] = [];
afterEach(async () => {
  for (const db of toClose.splice(0)) await db.close();
});

describe('games.next_due_at, written with each commit; a tick reads only the games whose time has come (issue 26)', () => {
  const START = Date.parse('2026-11-22T12:00:00Z');

  async function game() {
    const database = await memoryDatabase();
    toClose.push(database);
    let now = START;
    const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => new Date(now) });
    const play = async (line: string) => expect((await session.run(line)).ok, line).toBe(true);
    const due = async () => {
      const rows = (await database.db.execute(sql`SELECT next_due_at::text AS due FROM games`)) as unknown as { rows?: { due: string | null }[] };
      const v = (rows.rows ?? (rows as unknown as { due: string | null }[]))[0]!.due;
      return v === null || v === 'infinity' ? v : new Date(v).toISOString();
    };
    return { database, session, play, due, setNow: (ms: number) => (now = ms) };
  }

  it('a new game: due at its stall; a step begun: at its first reminder; a record in the step keeps it; a new setting: computed by the next tick', async () => {
    const g = await game();
    await g.play('@gm /game create ruleset:magic-realm');
    expect(await g.due()).toBe(new Date(START + 30 * 24 * HOUR).toISOString());
    await g.play('@bob /game join character:Amazon');
    await g.play('@carol /game join character:"Black Knight"');
    await g.play('@gm /game start');
    expect(await g.due()).toBe(new Date(START + 24 * HOUR).toISOString());
    g.setNow(START + HOUR);
    await g.play('@bob /orders record phases:"S, S"');
    expect(await g.due()).toBe(new Date(START + 24 * HOUR).toISOString());
    await g.play('@gm /schedule set reminder-hours:2');
    expect(await g.due()).toBeNull();
    const store = new ScheduleStore(g.database.db);
    expect((await store.dueGames(new Date(START + HOUR), 10)).length).toBe(1);
    // The tick computes it: Carol's first reminder at 2 h.
    const scheduler = new (await import('../../src/scheduler/scheduler.js')).Scheduler({ services: g.session.services, schedule: store, outbox: { post: async () => {}, toPrivatePlace: async () => 'thread', status: async () => {} }, holder: 'one' });
    expect(await scheduler.tick()).toBe(0);
    expect(await g.due()).toBe(new Date(START + 2 * HOUR).toISOString());
    expect(await store.dueGames(new Date(START + 2 * HOUR - 1), 10)).toEqual([]);
    expect((await store.dueGames(new Date(START + 2 * HOUR), 10)).length).toBe(1);
  });

  it('a database from before the column: its games are found by the first tick and their time written', async () => {
    const g = await game();
    await g.play('@gm /game create ruleset:magic-realm');
    await g.play('@bob /game join character:Amazon');
    await g.play('@gm /game start');
    // As migration 0004 leaves an existing game.
    await g.database.db.execute(sql`UPDATE games SET next_due_at = NULL`);
    const store = new ScheduleStore(g.database.db);
    expect((await store.dueGames(new Date(START), 10)).length).toBe(1);
    const scheduler = new (await import('../../src/scheduler/scheduler.js')).Scheduler({ services: g.session.services, schedule: store, outbox: { post: async () => {}, toPrivatePlace: async () => 'thread', status: async () => {} }, holder: 'one' });
    await scheduler.tick();
    expect(await store.dueGames(new Date(START), 10)).toEqual([]);
    expect(await g.due()).toBe(new Date(START + 24 * HOUR).toISOString());
  });
});
