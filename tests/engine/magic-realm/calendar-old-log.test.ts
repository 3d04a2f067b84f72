import { oldLogFixture } from '../../helpers/old-log-fixture.js';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/core/state.js';
import type { StoredEvent } from '../../../src/engine/core/types.js';
import { forcedDice } from '../../../src/engine/dice.js';
import { decide, describeEvent, replay } from '../../../src/engine/parts.js';
import { GM } from '../../fixtures/campaign-game.js';
import { playCalendar } from '../../fixtures/calendar-game.js';

/**
 * Issue 28: `play.calendar-started` and `play.new-day` carried the whole calendar after them until 0a4d319; now they carry
 * the dice and the calendar is worked out from them. A log of that code (tests/fixtures/calendar-log-0a4d319.json,
 * made by record-calendar-log.ts) still loads to the same game, undoes as it did, and plays on.
 */
const fixture = oldLogFixture<{ events: StoredEvent[] }>('calendar-log-0a4d319.json') as unknown as {
  events: StoredEvent[];
  expected: { final: Omit<GameState, 'undo'>; afterUndo: Omit<GameState, 'undo'> };
};
const withoutUndo = (s: GameState | undefined) => {
  const { undo: _undo, ...rest } = s!;
  return rest;
};

describe('a calendar log stored when its events carried the whole calendar', () => {
  it('holds the old shape: each calendar event carries the calendar', () => {
    const calendarEvents = fixture.events.filter((e) => e.type === 'play.calendar-started' || e.type === 'play.new-day');
    expect(calendarEvents).toHaveLength(11);
    for (const e of calendarEvents) expect((e.payload as { calendar?: unknown }).calendar).toBeDefined();
  });

  it('replays to the game the old code computed, and undoes its last action as it did', () => {
    const state = replay(fixture.events)!;
    expect(withoutUndo(state)).toEqual(fixture.expected.final);
    const undo = decide(state, { type: 'gm.undo', actor: GM }, forcedDice([]));
    if (!Array.isArray(undo)) throw undo;
    const seq = fixture.events.at(-1)!.seq + 1;
    expect(withoutUndo(replay(undo.map((e, i) => ({ ...e, seq: seq + i, actionSeq: seq, at: 'now' })), state))).toEqual(fixture.expected.afterUndo);
  });

  it('played today, the same game reaches the same calendar, and a replay of today’s log gives the same state', () => {
    const today = playCalendar();
    expect(withoutUndo(today.state)).toEqual(fixture.expected.final);
    expect(withoutUndo(replay(today.events))).toEqual(fixture.expected.final);
  });

  it('tells each calendar event in /log as the old code did: the day it begins, from the old event and from today’s', () => {
    const reader = { viewer: { userId: GM.id }, isGm: true };
    const words = (events: readonly StoredEvent[]) => events.filter((e) => e.type === 'play.calendar-started' || e.type === 'play.new-day').map((e) => describeEvent(e, reader));
    const old = words(fixture.events);
    expect(old[0]).toMatch(/^The calendar begins \(\d+ \+ \d+.*\): Month 1, week 1, day \d+$/);
    for (const line of old.slice(1)) expect(line).toMatch(/^A new day: Birdsong — Month \d+, week \d+, day \d+$/);
    expect(words(playCalendar().events)).toEqual(old);
  });
});

