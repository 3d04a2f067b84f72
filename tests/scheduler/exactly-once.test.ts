import { describe, expect, it } from 'vitest';
import { ConsoleSession } from '../../src/console/session.js';
import type { Delivered, Outbox } from '../../src/delivery/outbox.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { MessagePayload } from '../../src/render/message.js';
import { Scheduler, type CrashPoint } from '../../src/scheduler/scheduler.js';
import type { Database } from '../../src/store/db.js';
import { ScheduleStore } from '../../src/store/schedule-store.js';
import { DATABASE_KINDS, ownDatabases } from '../helpers/databases.js';
import { textOf } from '../helpers/console.js';

const START = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const LEASE = 180_000;

const open = ownDatabases('sched');

/**
 * Discord as the scheduler meets it: every message it made, by where, and the nonce rule of `enforce_nonce` — a
 * second message with a nonce already used returns the first instead of making another.
 */
function fakeDiscord() {
  const made: { where: string; text: string; nonce?: string }[] = [];
  let attempts = 0;
  const make = (where: string, message: MessagePayload, nonce?: string) => {
    attempts++;
    if (nonce && made.some((m) => m.nonce === nonce)) return;
    made.push({ where, text: textOf({ content: message.content, embeds: message.embeds ?? [] }), ...(nonce ? { nonce } : {}) });
  };
  const outbox: Outbox = {
    post: async (channelId, message, nonce) => make(`#${channelId}`, message, nonce),
    toPrivatePlace: async (to, _name, message, nonce): Promise<Delivered> => (make(`@${to.userId}`, message, nonce), 'thread'),
    status: async (channelId, key, message, nonce) => make(`status ${channelId} ${key}`, message, nonce),
  };
  return { outbox, made, attempts: () => attempts };
}

class Killed extends Error {}

/**
 * A Magic Realm game waiting on Carol's Birdsong orders (Bob recorded), with `schedule` set by the GM; played at the
 * console clock's START. Returns the database and the services.
 */
async function waitingGame(kind: string, schedule?: string) {
  const database = await open(kind);
  const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => new Date(START) });
  const lines = ['@gm /game create ruleset:magic-realm', '@bob /game join character:Amazon', '@carol /game join character:"Black Knight"', '@gm /game start', '@bob /orders record phases:"S, S"'];
  if (schedule) lines.push(schedule);
  for (const line of lines) expect((await session.run(line)).ok, line).toBe(true);
  return { database, session };
}

/** A scheduler process: `kill` names the point and the duty (by its key's start) where it dies, the first time. */
function process_(g: Awaited<ReturnType<typeof waitingGame>>, name: string, outbox: Outbox, clock: () => Date, kill?: { point: CrashPoint; key: string }) {
  let killed = false;
  return new Scheduler({
    services: { ...g.session.services, now: clock },
    schedule: new ScheduleStore(g.database.db),
    outbox,
    holder: name,
    leaseMs: LEASE,
    crashPoint: (point, key) => {
      if (!killed && kill && point === kill.point && key.startsWith(kill.key)) {
        killed = true;
        throw new Killed(`${name} killed at ${point} of ${key}`);
      }
    },
  });
}

const POINTS: CrashPoint[] = ['claimed', 'sent', 'before-mark'];

describe.each(DATABASE_KINDS)('each duty exactly once, whatever point its holder dies at (issue 26), on %s', (kind) => {
  it.each(POINTS)('a reminder: the holder killed at "%s", the next holder sends it once', async (point) => {
    const g = await waitingGame(kind);
    const discord = fakeDiscord();
    let now = new Date(START + 25 * HOUR);
    const one = process_(g, 'one', discord.outbox, () => now, { point, key: 'remind:' });
    await one.tick();
    // Dead: it never ticks again, and keeps its leases until they run out. Nobody else may act before.
    const two = process_(g, 'two', discord.outbox, () => now);
    now = new Date(now.getTime() + LEASE - 1000);
    expect(await two.tick()).toBe(0);
    now = new Date(now.getTime() + 2000);
    expect(await two.tick()).toBe(1);
    expect(discord.made.map((m) => m.where)).toEqual(['@carol']);
    expect(discord.made[0]!.text).toContain('Reminder');
    // Killed after the send and before its record, the retry sent it again, with the same nonce: Discord made one.
    expect(discord.attempts()).toBe(point === 'sent' ? 2 : 1);
    // Done, and never again.
    now = new Date(now.getTime() + HOUR);
    expect(await two.tick()).toBe(0);
    expect(discord.made).toHaveLength(1);
  });

  it.each([...POINTS, 'committed' as const])('the deadline and the auto-advance: the holder killed at "%s" of the advance, the game moves on once and each message goes once', async (point) => {
    const g = await waitingGame(kind, '@gm /schedule set step:birdsong deadline-hours:30 auto-advance:true');
    const discord = fakeDiscord();
    let now = new Date(START + 31 * HOUR);
    const gameId = (await g.session.services.store.activeGameId('console'))!;
    const versionBefore = await g.session.services.store.version(gameId);
    const one = process_(g, 'one', discord.outbox, () => now, { point, key: 'advance:' });
    await one.tick();
    now = new Date(now.getTime() + LEASE + 1000);
    const two = process_(g, 'two', discord.outbox, () => now);
    await two.tick();
    now = new Date(now.getTime() + HOUR);
    await two.tick();
    const where = discord.made.map((m) => m.where);
    // The GM told once; the announcement once in the channel.
    expect(where.filter((w) => w === '@gm')).toHaveLength(1);
    const announcements = discord.made.filter((m) => m.text.includes('The deadline has passed: the bot moves the game on'));
    expect(announcements).toHaveLength(1);
    // No text went out twice anywhere.
    expect(new Set(discord.made.map((m) => `${m.where} ${m.text}`)).size).toBe(discord.made.length);
    // The game moved on by one action, the scheduler's, applied once.
    const events = await g.session.services.store.events(gameId, { afterSeq: versionBefore });
    expect(new Set(events.map((e) => e.actionSeq)).size).toBe(1);
    expect(await g.session.services.store.interactionIds(gameId)).toEqual(expect.arrayContaining([`scheduler:${gameId}:advance:${(await waitingOf(g, gameId, versionBefore))}`]));
    expect((await g.session.services.store.interactionIds(gameId)).filter((id) => id?.startsWith('scheduler:'))).toHaveLength(1);
    // The step statuses the advance changes (Birdsong's closed, the next one's) go out as when nobody dies: a retry whose
    // action comes back as a duplicate still knows what that action changed.
    const reference = await waitingGame(kind, '@gm /schedule set step:birdsong deadline-hours:30 auto-advance:true');
    const referenceId = (await reference.session.services.store.activeGameId('console'))!;
    const quiet = fakeDiscord();
    await process_(reference, 'quiet', quiet.outbox, () => new Date(START + 31 * HOUR)).tick();
    const statuses = (made: typeof discord.made, id: string) => made.filter((m) => m.where.startsWith('status ')).map((m) => `${m.where.replace(id, 'G')} ${m.text}`);
    expect(statuses(quiet.made, referenceId).length).toBeGreaterThan(0);
    expect(statuses(discord.made, gameId)).toEqual(statuses(quiet.made, referenceId));
  });

  it.each(POINTS)('the stalled notice: the holder killed at "%s", the channel is told once', async (point) => {
    const g = await waitingGame(kind);
    const discord = fakeDiscord();
    let now = new Date(START + 30 * 24 * HOUR);
    await process_(g, 'one', discord.outbox, () => now, { point, key: 'stalled:' }).tick();
    now = new Date(now.getTime() + LEASE + 1000);
    const two = process_(g, 'two', discord.outbox, () => now);
    await two.tick();
    now = new Date(now.getTime() + 5 * 24 * HOUR);
    await two.tick();
    expect(discord.made.filter((m) => m.text.includes('This game is stalled')).map((m) => m.where)).toEqual(['#console']);
    expect(discord.made.filter((m) => m.where === '@carol')).toEqual([]);
  });

  it('a claim left unfinished by a dead holder is overtaken when the game moved on: closed, not sent', async () => {
    const g = await waitingGame(kind);
    const discord = fakeDiscord();
    let now = new Date(START + 25 * HOUR);
    await process_(g, 'one', discord.outbox, () => now, { point: 'claimed', key: 'remind:' }).tick();
    // Carol records before anyone takes the claim over: her reminder is owed no more.
    expect((await g.session.run('@carol /orders record phases:"R, R"')).ok).toBe(true);
    now = new Date(now.getTime() + LEASE + 1000);
    const two = process_(g, 'two', discord.outbox, () => now);
    expect(await two.tick()).toBe(0);
    expect(discord.made).toEqual([]);
    const gameId = (await g.session.services.store.activeGameId('console'))!;
    expect((await new ScheduleStore(g.database.db).dutiesOf(gameId, [], now)).abandoned).toEqual([]);
  });
});

/** The step the game waited on at `version` (the advance's key names it). */
async function waitingOf(g: Awaited<ReturnType<typeof waitingGame>>, gameId: string, version: number): Promise<string> {
  const events = await g.session.services.store.events(gameId, { upToSeq: version });
  const { replay, waitingOn } = await import('../../src/engine/parts.js');
  return waitingOn(replay(events)!)!.step;
}
