import { describe, expect, it } from 'vitest';
import type { Waiting } from '../../src/engine/core/part.js';
import { DEFAULT_REMINDER_HOURS, type ScheduleSettings } from '../../src/engine/schedule/state.js';
import { plan } from '../../src/engine/schedule/plan.js';

const HOUR = 3_600_000;
const began = new Date('2026-11-01T00:00:00Z');
const at = (hours: number) => new Date(began.getTime() + hours * HOUR);
const waiting: Waiting = { step: '3.birdsong.0', kind: 'birdsong', what: 'orders for Birdsong of day 3', how: '/orders record', missing: ['carol', 'dave'], everyone: [], showsWho: true, beganWith: ['play.new-day'] };
const settings = (s: Partial<ScheduleSettings> = {}): ScheduleSettings => ({ reminderHours: DEFAULT_REMINDER_HOURS, playerHours: {}, deadlineHours: {}, autoAdvance: false, ...s });
const keys = (hours: number, s = settings(), w: Waiting | undefined = waiting, lastAction = began) => plan({ waiting: w, settings: s, now: at(hours), stepBegan: began, lastAction }).map((d) => d.key);

describe('what the scheduler owes a game (issue 12)', () => {
  it('reminds each missing player once per interval, the latest count only', () => {
    expect(keys(23.99)).toEqual([]);
    expect(keys(24)).toEqual(['remind:3.birdsong.0:carol:1', 'remind:3.birdsong.0:dave:1']);
    expect(keys(47)).toEqual(['remind:3.birdsong.0:carol:1', 'remind:3.birdsong.0:dave:1']);
    expect(keys(48)).toEqual(['remind:3.birdsong.0:carol:2', 'remind:3.birdsong.0:dave:2']);
    // A bot down for three days sends the third reminder, not the ones it missed.
    expect(keys(73)).toEqual(['remind:3.birdsong.0:carol:3', 'remind:3.birdsong.0:dave:3']);
  });

  it("a player's own interval wins over the game's; nobody missing, nothing due", () => {
    expect(keys(24, settings({ playerHours: { carol: 12 }, reminderHours: 30 }))).toEqual(['remind:3.birdsong.0:carol:2']);
    expect(keys(100, settings(), { ...waiting, missing: [] })).toEqual([]);
    expect(plan({ waiting: undefined, settings: settings(), now: at(100), stepBegan: began, lastAction: began })).toEqual([]);
  });

  it('at the deadline the GM is told and the reminders stop; with auto-advance the bot moves on', () => {
    const due = settings({ deadlineHours: { birdsong: 36 } });
    expect(keys(35.9, due)).toEqual(['remind:3.birdsong.0:carol:1', 'remind:3.birdsong.0:dave:1']);
    expect(keys(36, due)).toEqual(['deadline:3.birdsong.0']);
    expect(keys(36, { ...due, autoAdvance: true })).toEqual(['deadline:3.birdsong.0', 'advance:3.birdsong.0']);
    // A deadline for another kind of step does not apply.
    expect(keys(36, settings({ deadlineHours: { 'realm-orders': 1 } }))).toEqual(['remind:3.birdsong.0:carol:1', 'remind:3.birdsong.0:dave:1']);
  });

  it('with auto-advance on and every order in, the bot moves on at once, under the one key of the step (issue 27)', () => {
    const allIn = { ...waiting, missing: [] };
    expect(keys(0, settings({ autoAdvance: true }), allIn)).toEqual(['advance:3.birdsong.0']);
    expect(keys(0, settings({ autoAdvance: true, deadlineHours: { birdsong: 36 } }), allIn)).toEqual(['advance:3.birdsong.0']);
    expect(plan({ waiting: allIn, settings: settings({ autoAdvance: true }), now: at(0), stepBegan: began, lastAction: began })[0]).toMatchObject({ kind: 'advance', why: 'all-in' });
    // Without auto-advance the GM moves on: nothing is due.
    expect(keys(0, settings(), allIn)).toEqual([]);
  });

  it('after 30 days without an action the game is stalled: told once per silence, nothing else', () => {
    expect(keys(30 * 24 - 1)).toHaveLength(2);
    expect(keys(30 * 24)).toEqual([`stalled:${began.toISOString()}`]);
    const later = at(10);
    expect(plan({ waiting, settings: settings(), now: at(10 + 30 * 24), stepBegan: began, lastAction: later }).map((d) => d.key)).toEqual([`stalled:${later.toISOString()}`]);
  });
});
