import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide, describeEvent, evolve, PARTS, replay } from '../../src/engine/parts.js';
import type { GameState } from '../../src/engine/core/state.js';
import { RuleError, type StoredEvent } from '../../src/engine/core/types.js';
import type { ScheduleSettings } from '../../src/engine/schedule/state.js';
import { BOB, EngineGame, GM, seededDice } from '../fixtures/campaign-game.js';
import { playSchedule } from '../fixtures/schedule-game.js';

/**
 * A log recorded with the code of f865c50 (tests/fixtures/record-schedule-log.ts), when schedule.set carried the
 * whole ScheduleSettings after the change (issue 28). Today's code reads it: the same schedule, the same words, /gm
 * undo of its last change, and the game plays on; today's events of the same game state only what the GM set.
 */
const fixture = JSON.parse(readFileSync(new URL('../fixtures/schedule-log-f865c50.json', import.meta.url), 'utf8')) as {
  events: StoredEvent[];
  words: { seq: number; log: string; undo: string | false | undefined }[];
  expected: { final: ScheduleSettings; afterUndo: ScheduleSettings };
};

const undoWords = (e: StoredEvent) => {
  for (const part of PARTS) {
    const w = (part.events as Record<string, { undo: ((e: StoredEvent) => string) | false }>)[e.type];
    if (w) return w.undo === false ? false : w.undo(e);
  }
  return undefined;
};
const wordsOf = (events: StoredEvent[]) =>
  events.filter((e) => e.type.startsWith('schedule.')).map((e) => ({ seq: e.seq, log: describeEvent(e, { viewer: { userId: GM.id }, isGm: true }), undo: undoWords(e) }));
const sets = (events: StoredEvent[]) => events.filter((e) => e.type === 'schedule.set').map((e) => e.payload as Record<string, unknown>);

describe('a schedule log stored when schedule.set carried the whole settings (f865c50)', () => {
  const state = replay(fixture.events)!;

  it('holds the old shape: every schedule.set with the whole settings after it', () => {
    expect(sets(fixture.events)).toHaveLength(5);
    for (const p of sets(fixture.events)) expect(p).toHaveProperty('settings');
  });

  it('replays into the schedule that code computed, saying the same in the log and the undo words', () => {
    expect(state.schedule).toEqual(fixture.expected.final);
    expect(wordsOf(fixture.events)).toEqual(fixture.words);
  });

  it('undoes its last change as that code did', () => {
    const events = decide(state, { type: 'gm.undo', actor: GM }, seededDice(1));
    if (events instanceof RuleError) throw events;
    const last = fixture.events.at(-1)!;
    const undone = events.reduce<GameState>((s, e, i) => evolve(s, { ...e, seq: last.seq + 1 + i, actionSeq: last.actionSeq + 1, at: last.at }), state);
    expect(undone.schedule).toEqual(fixture.expected.afterUndo);
  });

  it('plays on with today’s events: each change merged into the old settings', () => {
    const g = new EngineGame(seededDice(3));
    g.state = state;
    g.events.push(...fixture.events);
    g.must({ type: 'schedule.set', actor: GM, step: 'birdsong', deadlineHours: 24 });
    g.must({ type: 'schedule.mine', actor: BOB, hours: 4 });
    g.must({ type: 'schedule.set', actor: GM, reminderHours: 5 });
    // The old settings (reminders every 8 hours, realm orders due after 72, carol's 30) stay where not changed.
    expect(g.state!.schedule).toEqual({ reminderHours: 5, playerHours: { carol: 30, bob: 4 }, deadlineHours: { 'realm-orders': 72, birdsong: 24 }, autoAdvance: false });
    expect(replay(g.events)).toEqual(g.state);
  });
});

describe('the same schedule changes made today', () => {
  const g = playSchedule();

  it('state only what the GM set: no whole settings in the events', () => {
    expect(sets(g.events)).toEqual([
      { by: GM, reminderHours: 12, what: ['reminders every 12 hours'] },
      { by: GM, deadline: { step: 'birdsong', hours: 48 }, autoAdvance: true, what: expect.any(Array) },
      { by: GM, reminderHours: 8, deadline: { step: 'realm-orders', hours: 72 }, what: expect.any(Array) },
      { by: GM, deadline: { step: 'birdsong', hours: 0 }, what: ['no deadline for Birdsong orders'] },
      { by: GM, autoAdvance: false, what: ['the GM moves on himself at a deadline'] },
    ]);
  });

  it('replay into the schedule the old code built, with the same words', () => {
    expect(replay(g.events)).toEqual(g.state);
    expect(g.state!.schedule).toEqual(fixture.expected.final);
    expect(wordsOf(g.events)).toEqual(fixture.words);
  });
});
