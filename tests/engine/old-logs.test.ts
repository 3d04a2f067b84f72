import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/engine/core/types.js';
import { forcedDice } from '../../src/engine/dice.js';
import { decide, describeEvent, replay } from '../../src/engine/parts.js';

/**
 * A Magic Realm log recorded with the code before the engine parts (commit 0401cdb; tests/fixtures/README.md says
 * how): two characters, the board, a GM's change of gold, a set-up secret, a whisper, the calendar, a day with an
 * undone turn. Its `play.turn` events still carry the character's numbers, and its state kept the play under `realm`.
 */
const fixture = JSON.parse(readFileSync(resolve(__dirname, '../fixtures/magic-realm-log-0401cdb.json'), 'utf8')) as {
  events: StoredEvent[];
  final: Record<string, unknown> & { realm: unknown; board: unknown };
  undo: { actionSeq: number; summary: string }[];
};

describe('a log stored before the engine parts', () => {
  it('loads to the state the old code computed (the play now under play)', () => {
    const state = replay(fixture.events)!;
    const { realm, ...core } = fixture.final;
    // Days are numbered now (for the Next ▶ button's step): the one new day of the log is day 2; the rest is as it was.
    const { number, ...day } = state.play!.day!;
    expect(number).toBe(2);
    expect({ ...state.play, day }).toEqual(realm);
    // Issue 27: the dice rolled in the open, counted from the events: the calendar's 2d6 and its first week's weather
    // die (2, 3, 3), the Daylight's turn-order die (1), the new day's none — 4 (its start 2d6, kept in the calendar
    // the new day carries, counted once).
    const { undo: _undo, play: _play, diceRolled, ...now } = state;
    expect(diceRolled).toBe(4);
    expect(now).toEqual(core);
    expect(state.undo.map((u) => ({ actionSeq: u.actionSeq, summary: u.summary }))).toEqual(fixture.undo);
  });

  it('reads as a story in /log, with no raw event ids', () => {
    const characterOf = (id: string) => ({ bob: 'Amazon', carol: 'Dwarf' })[id];
    const lines = fixture.events.map((e) => describeEvent(e, { viewer: { userId: 'gm' }, isGm: true, characterOf }));
    for (const [i, line] of lines.entries()) expect(line, fixture.events[i]!.type).not.toBe(fixture.events[i]!.type);
    expect(lines).toContain('🔒 Amazon recorded: M BV2, H, S, R, A, R');
    expect(lines).toContain('🔒 Amazon: gold 10 → 4711');
    expect(lines).toContain('Daylight: Amazon, Dwarf');
    expect(lines).toContain('Amazon: M BV2, H, S, R, A, R — moved to BV2');
  });

  it('plays on: the GM undoes the new day, and the day is back at Midnight', () => {
    const state = replay(fixture.events)!;
    const seq = fixture.events.at(-1)!.seq + 1;
    const undo = decide(state, { type: 'gm.undo', actor: state.gm }, forcedDice([]));
    if (!Array.isArray(undo)) throw undo;
    const after = replay(
      undo.map((e, i) => ({ ...e, seq: seq + i, actionSeq: seq, at: 'now' })),
      state,
    )!;
    expect(after.play!.day!.part).toBe('midnight');
    expect(after.play!.calendar).toEqual(replay(fixture.events.slice(0, -1))!.play!.calendar);
  });
});
