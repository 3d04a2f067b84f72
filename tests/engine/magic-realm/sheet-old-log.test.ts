import { oldLogFixture } from '../../helpers/old-log-fixture.js';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/core/state.js';
import type { StoredEvent } from '../../../src/engine/core/types.js';
import { forcedDice } from '../../../src/engine/dice.js';
import { decide, describeEvent, replay } from '../../../src/engine/parts.js';
import { recordingConsole } from '../../helpers/console.js';
import { SHEET_DICE, SHEET_LINES } from '../../fixtures/sheet-game.js';

/**
 * Issue 28: `play.sheet-set`, `play.chits-chosen` and `play.dealt` carried the character's whole sheet after them until
 * 10d2d2a. A log of that code (tests/fixtures/sheet-log-10d2d2a.json, made by record-sheet-log.ts: the GM's changes,
 * a combat's wounds, alerts, abandoned and put-away weapons, chits chosen, the Fountain, a trade) still loads to the
 * same game, tells the same in /log, undoes as it did; and today's play of the same lines reaches the same game.
 */
const fixture = oldLogFixture<{ events: StoredEvent[] }>('sheet-log-10d2d2a.json') as unknown as {
  outcomes: boolean[];
  events: StoredEvent[];
  expected: { final: Omit<GameState, 'undo'>; afterUndo: Omit<GameState, 'undo'>; words: { seq: number; log: string }[] };
};
const withoutUndo = (s: GameState | undefined) => {
  const { undo: _undo, ...rest } = s!;
  return rest;
};
const SHEET_TYPES = new Set(['play.sheet-set', 'play.chits-chosen', 'play.dealt']);
const GM_READER = { viewer: { userId: 'gm' }, isGm: true };

describe('a log stored when the card events carried the whole sheet (10d2d2a)', () => {
  it('holds the old shape: every card event carries a sheet', () => {
    const carried = fixture.events.filter((e) => SHEET_TYPES.has(e.type));
    expect(carried.map((e) => e.type).sort()).toEqual([...Array(13).fill('play.sheet-set'), 'play.chits-chosen', 'play.chits-chosen', 'play.dealt'].sort());
    for (const e of carried) expect((e.payload as { sheet?: unknown }).sheet, e.type).toBeDefined();
  });

  it('replays to the game the old code computed, and tells each card event in /log as it did', () => {
    const state = replay(fixture.events)!;
    expect(withoutUndo(state)).toEqual(fixture.expected.final);
    expect(fixture.events.filter((e) => SHEET_TYPES.has(e.type)).map((e) => ({ seq: e.seq, log: describeEvent(e, GM_READER) }))).toEqual(fixture.expected.words);
  });

  it('undoes its last action as it did', () => {
    const state = replay(fixture.events)!;
    const GM = { id: 'gm', name: 'gm' };
    const undo = decide(state, { type: 'gm.undo', actor: GM }, forcedDice([]));
    if (!Array.isArray(undo)) throw undo;
    const seq = fixture.events.at(-1)!.seq + 1;
    expect(withoutUndo(replay(undo.map((e, i) => ({ ...e, seq: seq + i, actionSeq: seq, at: 'now' })), state))).toEqual(fixture.expected.afterUndo);
  });

  it('played today, the same lines reach the same game, and a replay of today’s log gives the same state', async () => {
    const g = await recordingConsole([...SHEET_DICE]);
    try {
      const outcomes: boolean[] = [];
      for (const line of SHEET_LINES) outcomes.push((await g.play(line)).ok);
      expect(outcomes).toEqual(fixture.outcomes);
      const store = g.session.services.store;
      const today = await store.events((await store.latestGameId('console'))!);
      // The same game but its id, which each console draws afresh.
      const sameGame = (s: GameState | undefined) => ({ ...withoutUndo(s), id: fixture.expected.final.id });
      expect(sameGame((await store.channelGame('console'))!)).toEqual(fixture.expected.final);
      expect(sameGame(replay(today))).toEqual(fixture.expected.final);
      expect(today.filter((e) => SHEET_TYPES.has(e.type)).map((e) => ({ seq: e.seq, log: describeEvent(e, GM_READER) }))).toEqual(fixture.expected.words);
    } finally {
      await g.database.close();
    }
  });
});
