import { describe, expect, it } from 'vitest';
import type { LineOutcome } from '../../src/console/session.js';
import { ConsoleSession } from '../../src/console/session.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { MessagePayload } from '../../src/render/message.js';
import { Scheduler } from '../../src/scheduler/scheduler.js';
import type { Outbox } from '../../src/delivery/outbox.js';
import { ScheduleStore } from '../../src/store/schedule-store.js';
import { recordingConsole, publicText, textOf } from '../helpers/console.js';

/** Bob records, Carol never does: the day waits on her. */
async function waitingDay(dice: number[] = [0, 0]) {
  // The first Daylight's monster roll (6), then the turn order and what follows.
  const c = await recordingConsole([6, ...dice]);
  const { play } = c;
  await play('@gm /game create ruleset:magic-realm');
  await play('@bob /game join character:Amazon');
  await play('@carol /game join character:"Black Knight"');
  await play('@gm /game start');
  await play('@bob /orders record phases:"S, S"');
  return c;
}

const privateTo = (o: LineOutcome, who: string) => o.direct.filter((d) => d.to === who).map((d) => textOf(d.message));

describe('reminders and deadlines (issue 12)', () => {
  it('a player who never records is reminded at 24 h and 48 h in his private place, never in public; the GM is told at the deadline', async () => {
    const g = await waitingDay();
    try {
      expect((await g.play('@gm /schedule set step:birdsong deadline-hours:72')).ok).toBe(true);
      const quiet = await g.play('~wait 23h');
      expect(quiet.ok).toBe(true);
      expect(quiet.direct).toEqual([]);
      const first = await g.play('~wait 2h');
      expect(first.direct.map((d) => d.to)).toEqual(['carol']);
      expect(privateTo(first, 'carol')[0]).toContain('The game waits for your orders for Birdsong of day 1');
      expect(first.channel).toEqual([]);
      // The hours between reminders send nothing more.
      expect((await g.play('~wait 22h')).direct).toEqual([]);
      const second = await g.play('~wait 2h');
      expect(privateTo(second, 'carol')[0]).toContain('Second reminder');
      expect(privateTo(second, 'carol')[0]).toContain('waited 2 days');
      expect(second.direct.map((d) => d.to)).toEqual(['carol']);
      // 72 h: the deadline. The GM is told who is missing; the players are not pinged again; nothing moves.
      const deadline = await g.play('~wait 24h');
      expect(deadline.direct.map((d) => d.to)).toEqual(['gm']);
      expect(privateTo(deadline, 'gm')[0]).toContain('Still missing for the orders for Birdsong of day 1: Black Knight (carol)');
      expect(deadline.channel).toEqual([]);
      expect((await g.play('~wait 3d')).direct).toEqual([]);
      expect(textOf((await g.play('@gm /day status')).reply)).toContain('Birdsong');
      // Nothing of it was public, and nobody's orders were told.
      const everything = g.seen.map(publicText).join('\n');
      expect(everything).not.toMatch(/waits for your|Second reminder|Deadline passed|Still missing/);
      expect(g.seen.flatMap((o) => o.direct).filter((d) => d.to !== 'bob').map((d) => textOf(d.message)).join()).not.toContain('S, S');
      // Bob's orders are kept in his own private place.
      expect(g.seen.flatMap((o) => o.direct).filter((d) => d.to === 'bob').map((d) => textOf(d.message)).join()).toContain('S, S');
    } finally {
      await g.database.close();
    }
  });

  it('where the GM switched it on, the bot moves on at the deadline with the missing orders blank', async () => {
    const g = await waitingDay([1, 0]);
    try {
      await g.play('@gm /schedule set step:birdsong deadline-hours:30 auto-advance:true');
      expect((await g.play('~wait 29h')).channel).toEqual([]);
      const moved = await g.play('~wait 1h');
      const post = moved.channel.map(textOf).join('\n');
      expect(post).toContain('The deadline has passed: the bot moves the game on for the GM');
      expect(post).toContain('Daylight');
      expect(privateTo(moved, 'gm')[0]).toContain('The bot moves on now');
      // Carol's turn is blank; the day runs on to Bob's SEARCHes, which the GM resolves before his Next ▶.
      const turns = `${post}\n${textOf((await g.play('@gm /day next')).reply)}`;
      expect(turns).toContain('Black Knight');
      expect(turns).toContain('recorded nothing: the turn is blank');
      expect(turns).toContain('**S, S**');
      // Moved once only.
      expect((await g.play('~wait 5h')).channel).toEqual([]);
    } finally {
      await g.database.close();
    }
  });

  it('a restart in the middle of a waiting step sends no reminder twice', async () => {
    const g = await waitingDay();
    try {
      expect((await g.play('~wait 25h')).direct).toHaveLength(1);
      // A new process on the same database, its clock where the first one's was.
      const base = Date.parse('2026-11-22T12:00:00Z');
      let hours = 25;
      const again = new ConsoleSession(g.database, forcedDice([]), { now: () => new Date(base + hours * 3_600_000) });
      expect((await again.run('~wait 30m')).direct).toEqual([]);
      expect((await again.run('~wait 20h')).direct).toEqual([]);
      const second = await again.run('~wait 3h');
      expect(second.direct.map((d) => textOf(d.message))).toEqual([expect.stringContaining('Second reminder')]);
      hours = 0;
    } finally {
      await g.database.close();
    }
  });

  it('after 30 days without an action the game is stalled: said once in the channel, and the pings stop', async () => {
    const g = await waitingDay();
    try {
      const month = await g.play('~wait 30d');
      expect(month.channel.map(textOf).join()).toContain('This game is stalled');
      expect((await g.play('~wait 5d')).direct).toEqual([]);
      expect(textOf((await g.play('@carol /schedule show')).reply)).toContain('Stalled');
      // An action wakes it: Carol, still missing, is pinged again at the next look and then every interval.
      await g.play('@bob /orders record phases:"H, R"');
      const woken = await g.play('~wait 1d');
      expect(woken.direct.map((d) => d.to)).toEqual(['carol', 'carol']);
      expect(woken.direct.map((d) => textOf(d.message)).join()).toContain('Reminder 36');
    } finally {
      await g.database.close();
    }
  });

  it('the schedule is the GM’s; a player sets only his own interval; bad values are refused with the way to do it', async () => {
    const g = await waitingDay();
    try {
      const bob = await g.play('@bob /schedule set reminder-hours:2');
      expect(bob.ok).toBe(false);
      expect(textOf(bob.reply)).toMatch(/only the GM/i);
      const noStep = await g.play('@gm /schedule set deadline-hours:10');
      expect(noStep.ok).toBe(false);
      expect(textOf(noStep.reply)).toContain('step:birdsong');
      expect((await g.play('@gm /schedule set')).ok).toBe(false);
      expect((await g.play('@dave /schedule mine hours:3')).ok).toBe(false);
      expect((await g.play('@carol /schedule mine hours:6')).ok).toBe(true);
      expect((await g.play('~wait 6h')).direct.map((d) => d.to)).toEqual(['carol']);
      expect((await g.play('~wait')).ok).toBe(false);
      expect(textOf((await g.play('~wait soon')).reply)).toContain('~wait 25h');
    } finally {
      await g.database.close();
    }
  });
});

describe('controls that know their step (issue 12)', () => {
  it('/day next with orders missing asks first, naming who; nothing moves until the GM confirms', async () => {
    const g = await waitingDay([1, 0]);
    try {
      const ask = await g.play('@gm /day next');
      expect(ask.ok).toBe(true);
      expect(ask.reply.ephemeral).toBe(true);
      expect(textOf(ask.reply)).toContain('Black Knight (carol)');
      expect(ask.events ?? []).toEqual([]);
      expect(textOf((await g.play('@gm /day status')).reply)).toContain('Birdsong');
      const confirm = ask.reply.buttons[0]!.id;
      expect(confirm).toBe('day:next:1.birdsong.0:anyway');
      // Only the GM may press it.
      expect((await g.play(`@bob !click ${confirm}`)).ok).toBe(false);
      const moved = await g.play(`@gm !click ${confirm}`);
      expect(textOf(moved.reply)).toContain('Daylight');
      // Pressed again, it is a stale control.
      expect(textOf((await g.play(`@gm !click ${confirm}`)).reply)).toMatch(/this step has already passed/i);
    } finally {
      await g.database.close();
    }
  });
});

describe('one status message per step (issue 12)', () => {
  it('Birdsong: posted when the day begins, edited as each records or the deadline is set, closed when the day moves on', async () => {
    const c = await recordingConsole([6, 0, 0]);
    const { play } = c;
    try {
      await play('@gm /game create ruleset:magic-realm');
      await play('@bob /game join character:Amazon');
      await play('@carol /game join character:"Black Knight"');
      const started = await play('@gm /game start');
      expect(started.status?.map((s) => [s.key.split(':')[1], s.edited])).toEqual([['1.birdsong.0', false]]);
      expect(textOf(started.status![0]!.message)).toContain('… Amazon (bob)');
      expect(textOf(started.status![0]!.message)).toContain('No deadline');
      const recorded = await play('@bob /orders record phases:"S, S"');
      expect(recorded.channel).toEqual([]);
      expect(recorded.status?.map((s) => s.edited)).toEqual([true]);
      expect(textOf(recorded.status![0]!.message)).toContain('✔ Amazon (bob)');
      expect(textOf(recorded.status![0]!.message)).toContain('… Black Knight (carol)');
      expect(textOf(recorded.status![0]!.message)).not.toContain('S, S');
      // The deadline is 72 hours from the day's start (the console's clock: 2026-11-22 12:00 UTC), as a Discord timestamp.
      const deadline = await play('@gm /schedule set step:birdsong deadline-hours:72');
      expect(textOf(deadline.status![0]!.message)).toContain(`Deadline <t:${Date.parse('2026-11-25T12:00:00Z') / 1000}:R>`);
      // A command that changes nothing of the step leaves the status alone.
      expect((await play('@bob /orders show')).status).toBeUndefined();
      const moved = await play('@gm /day next anyway:true');
      expect(moved.status?.map((s) => [s.key.split(':')[1], s.edited])).toEqual([['1.birdsong.0', true]]);
      expect(textOf(moved.status![0]!.message)).toContain('closed');
      expect(textOf(moved.status![0]!.message)).toContain('✖ Black Knight (carol) — nothing recorded');
    } finally {
      await c.database.close();
    }
  });
});

describe('orders by form (issue 12)', () => {
  it("Record orders opens a form with today's orders, or else yesterday's; sending it is /orders record", async () => {
    const g = await waitingDay([0, 0]);
    try {
      expect((await g.play('@bob !click form:orders:record')).form?.fields).toEqual([expect.objectContaining({ id: 'phases', value: 'S, S', required: true, maxLength: 300 })]);
      const carols = await g.play('@carol !click form:orders:record');
      expect(carols.form?.fields[0]?.value).toBeUndefined();
      const sent = await g.play('@carol !submit form:orders:record phases:"R, R"');
      expect(sent.ok).toBe(true);
      expect(sent.reply.ephemeral).toBe(true);
      expect(sent.direct.map((d) => d.to)).toEqual(['carol', 'gm']);
      expect(textOf(sent.direct[0]!.message)).toContain('R, R');
      // Day 2: nothing recorded yet, so the form holds what each recorded the day before.
      await g.play('@gm /day next');
      await g.play('@gm /day next');
      await g.play('@gm /day next');
      expect(textOf((await g.play('@gm /day status')).reply)).toContain('Birdsong');
      expect((await g.play('@carol !click form:orders:record')).form?.fields[0]?.value).toBe('R, R');
      expect((await g.play('@bob !click form:orders:record')).form?.fields[0]?.value).toBe('S, S');
      // A form is checked as the command is: bad orders are refused with the rule.
      const bad = await g.play('@bob !submit form:orders:record phases:"Q"');
      expect(bad.ok).toBe(false);
      expect((await g.play('@bob !submit form:nothing:here phases:"H"')).error).toContain('there is no form');
    } finally {
      await g.database.close();
    }
  });

  it('the realm orders form opens with the orders as they stand, and sending it gives them', async () => {
    const g = await recordingConsole();
    try {
      await g.play('@gm /game create ruleset:mtg-rpg');
      await g.play('@bob /game join character:Sarin');
      await g.play('@gm /campaign create map:"F H P P P H F H / H F P P F F H F / F H P P P H F H / F F P P P P P P"');
      await g.play('@gm /realm create name:Westmark capitol:A3 hexes:"A1 A2 A3 A4 B1 B2 B3 B4" bases:B3 diplomacy:5 wisdom:2 lore:5');
      expect((await g.play('@gm /realm ruler realm:Westmark player:@bob')).ok).toBe(true);
      // Nothing given yet: the form holds the default orders.
      const form = await g.play('@bob !click form:realm:orders');
      expect(form.form?.title).toBe('Your realm orders for the season');
      expect(Object.fromEntries(form.form!.fields.map((f) => [f.id, f.value]))).toEqual({ tax: 'medium', troops: '0', 'hardship-gold': 'no', delay: 'no', reduce: '0' });
      const given = await g.play('@bob !submit form:realm:orders tax:high troops:2 hardship-gold:yes delay:no reduce:0');
      expect(given.ok, given.error).toBe(true);
      expect(given.reply.ephemeral).toBe(true);
      expect(given.status?.map((x) => textOf(x.message))).toEqual([expect.stringContaining('1 of 1 done')]);
      const again = await g.play('@bob !click form:realm:orders');
      expect(Object.fromEntries(again.form!.fields.map((f) => [f.id, f.value]))).toMatchObject({ tax: 'high', troops: '2', 'hardship-gold': 'yes' });
      // Someone who rules no realm is told so, and no form opens.
      const carol = await g.play('@carol !click form:realm:orders');
      expect(carol.form).toBeUndefined();
      expect(textOf(carol.reply)).toMatch(/you rule no realm/i);
    } finally {
      await g.database.close();
    }
  });
});

describe('one scheduler among several processes (issue 12)', () => {
  it('only the lease holder acts; when it stops, another takes over; no duty is done twice', async () => {
    const g = await waitingDay();
    try {
      const sent: { by: string; to: string }[] = [];
      const outbox = (by: string): Outbox => ({
        post: async () => {},
        toPrivatePlace: async (to, _name, _m: MessagePayload) => (sent.push({ by, to: to.userId }), 'thread'),
        status: async () => {},
      });
      let now = new Date('2026-11-23T13:00:00Z');
      const services = { ...g.session.services, now: () => now };
      const one = new Scheduler({ services, schedule: new ScheduleStore(g.database.db), outbox: outbox('one'), holder: 'one' });
      const two = new Scheduler({ services, schedule: new ScheduleStore(g.database.db), outbox: outbox('two'), holder: 'two' });
      expect(await one.tick()).toBe(1);
      expect(await two.tick()).toBe(0);
      // The holder renews its lease at every tick: the other keeps out.
      now = new Date('2026-11-23T13:01:00Z');
      expect(await one.tick()).toBe(0);
      now = new Date('2026-11-23T13:02:00Z');
      expect(await two.tick()).toBe(0);
      now = new Date('2026-11-24T13:00:00Z');
      expect(await one.tick()).toBe(1);
      expect(await two.tick()).toBe(0);
      await one.stop();
      now = new Date('2026-11-25T13:00:00Z');
      expect(await two.tick()).toBe(1);
      expect(sent).toEqual([
        { by: 'one', to: 'carol' },
        { by: 'one', to: 'carol' },
        { by: 'two', to: 'carol' },
      ]);
      // Two processes racing for one duty: the database lets one claim it.
      const store = new ScheduleStore(g.database.db);
      const gameId = (await g.session.services.store.activeGameId('console'))!;
      const until = new Date(now.getTime() + 60_000);
      const claims = await Promise.all([store.claim(gameId, 'race', 'one', now, until), store.claim(gameId, 'race', 'two', now, until)]);
      expect(claims.map(Boolean)).toEqual(expect.arrayContaining([true, false]));
      expect((await store.dutiesOf(gameId, ['race', 'other'], now)).settled).toEqual(new Set(['race']));
    } finally {
      await g.database.close();
    }
  });
});
