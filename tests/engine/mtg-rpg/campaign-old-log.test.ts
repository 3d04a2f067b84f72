import { oldLogFixture } from '../../helpers/old-log-fixture.js';
import { describe, expect, it } from 'vitest';
import { decide, evolve, replay } from '../../../src/engine/parts.js';
import type { GameState } from '../../../src/engine/core/state.js';
import { RuleError, type StoredEvent } from '../../../src/engine/core/types.js';
import { GM, EngineGame, playTurn, seededDice } from '../../fixtures/campaign-game.js';

/**
 * A log recorded with the code of 0d7a168 (tests/fixtures/record-campaign-log.ts), when campaign.turn-resolved
 * carried the whole next campaign, every past report inside, and the whole referee deck. Today's code reads it:
 * the same sheets, map and deck, without the reports, and /gm undo of its last turn still works.
 */
interface Sheets {
  turn: number;
  realms: Record<string, unknown>[];
  map: unknown;
  illWill: unknown;
  orders: unknown;
  deck: unknown;
}
const fixture = oldLogFixture<{ events: StoredEvent[] }>('campaign-log-0d7a168.json') as unknown as {
  turns: number;
  events: StoredEvent[];
  expected: { final: Sheets; afterUndo: Sheets };
};

/** The old sheets kept the realm's log; today the realm-report events hold it. */
const withoutLogs = (s: Sheets) => ({ ...s, realms: s.realms.map(({ log: _log, ...r }) => r) });
const sheetsOf = (s: GameState): Sheets => {
  const c = s.campaign!;
  return { turn: c.turn, realms: c.realms as unknown as Record<string, unknown>[], map: c.map, illWill: c.illWill, orders: c.orders, deck: s.deck };
};

describe('a campaign log stored before events held facts (0d7a168)', () => {
  const state = replay(fixture.events)!;

  it('holds the old shape: turn-resolved with the whole campaign, its reports and the whole deck', () => {
    const turns = fixture.events.filter((e) => e.type === 'campaign.turn-resolved');
    expect(turns).toHaveLength(fixture.turns);
    expect((turns.at(-1)!.payload as { campaign: { reports: unknown[] } }).campaign.reports).toHaveLength(fixture.turns);
  });

  it('replays into the sheets, map and deck that code computed, with no reports or realm logs in the state', () => {
    expect(sheetsOf(state)).toEqual(withoutLogs(fixture.expected.final));
    expect(state.campaign).not.toHaveProperty('reports');
    for (const r of state.campaign!.realms) expect(r).not.toHaveProperty('log');
    // What RPG-F60's trace needs of past turns is read from the old reports: both rulers spied every turn.
    expect(state.campaign!.espionage.map((e) => e.turn)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('/gm undo of its last turn restores the sheets of the turn before', () => {
    const events = decide(state, { type: 'gm.undo', actor: GM }, seededDice(1));
    if (events instanceof RuleError) throw events;
    expect(events.map((e) => e.payload)).toMatchObject([{ summary: 'campaign turn 3' }]);
    const last = fixture.events.at(-1)!;
    const undone = events.reduce<GameState>((s, e, i) => evolve(s, { ...e, seq: last.seq + 1 + i, actionSeq: last.actionSeq + 1, at: last.at }), state);
    expect(sheetsOf(undone)).toEqual(withoutLogs(fixture.expected.afterUndo));
  });

  it('plays on with today’s events', () => {
    const g = new EngineGame(seededDice(5));
    g.state = state;
    g.events.push(...fixture.events);
    const turn = playTurn(g);
    expect(g.state!.campaign!.turn).toBe(fixture.turns + 1);
    expect(turn.find((e) => e.type === 'campaign.turn-resolved')!.payload).toHaveProperty('changes');
    expect(replay(g.events)).toEqual(g.state);
  });
});
