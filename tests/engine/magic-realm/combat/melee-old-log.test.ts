import { oldLogFixture } from '../../../helpers/old-log-fixture.js';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../../src/engine/parts.js';
import type { GameState } from '../../../../src/engine/core/state.js';
import type { StoredEvent } from '../../../../src/engine/core/types.js';
import { meleeViewFor } from '../../../../src/engine/rulesets/magic-realm/combat/view.js';
import type { MeleeSheet } from '../../../../src/engine/rulesets/magic-realm/combat/view-types.js';
import { renderMelee } from '../../../../src/render/pictures.js';
import { BOB, CAROL, EngineGame, seededDice } from '../../../fixtures/campaign-game.js';
import { MELEE_DICE, MELEE_LINES } from '../../../fixtures/melee-game.js';
import { playAllOk, recordingConsole } from '../../../helpers/console.js';

/**
 * Issue 28: `combat.round` no longer carries `sheets` (each sheet as the melee picture shows it); the view computes
 * them from the state (combat/view.ts meleeViewFor). A log stored by eda515b, when the event carried them
 * (tests/fixtures/record-melee-log.ts), still replays to the state that code computed and plays on; and the same game
 * played today draws the same sheets, to the same picture, byte for byte.
 */
const fixture = oldLogFixture<{ events: StoredEvent[] }>('melee-log-eda515b.json') as unknown as {
  events: StoredEvent[];
  expected: { combat: unknown; sheets: unknown; owed: unknown; pieces: unknown; melee: { clearing: string; round: number; sheets: MeleeSheet[]; png: string } };
};

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

describe('a combat round stored with its melee sheets in the event (eda515b)', () => {
  const state = replay(fixture.events)!;

  it('holds the old shape: the round event with `sheets` and no `reveal`', () => {
    const round = fixture.events.find((e) => e.type === 'combat.round')!.payload as Record<string, unknown>;
    expect(round).toHaveProperty('sheets');
    expect(round).not.toHaveProperty('reveal');
  });

  it('replays into the combat, sheets, debts and pieces that code computed (its sheets ignored: no picture kept)', () => {
    expect(state.combat).toEqual(fixture.expected.combat);
    expect(state.play?.sheets ?? {}).toEqual(fixture.expected.sheets);
    expect(state.play?.owed ?? {}).toEqual(fixture.expected.owed);
    expect(state.board?.pieces).toEqual(fixture.expected.pieces);
    expect(meleeViewFor(state)).toBeUndefined();
  });

  it('plays on with today’s events: round 2 to its reveal, whose sheets the view gives', () => {
    const g = new EngineGame(seededDice(3));
    g.state = state;
    g.events.push(...fixture.events);
    // Round 2: the Wolf is dead; each passes his encounter action, then attacks nobody; nobody must play, so the
    // round reveals at once (a quiet round).
    const who = { bob: BOB, carol: CAROL } as Record<string, typeof BOB>;
    g.must({ type: 'combat.pass', actor: BOB });
    g.must({ type: 'combat.pass', actor: CAROL });
    const order = (g.state as GameState).combat!.current!.targetOrder!;
    g.must({ type: 'combat.pass', actor: who[order[0]!]! });
    const last = g.must({ type: 'combat.pass', actor: who[order[1]!]! });
    const round = last.find((e) => e.type === 'combat.round')!;
    expect(round.payload).toMatchObject({ round: 2, reveal: { marks: [] } });
    expect(round.payload).not.toHaveProperty('sheets');
    expect(meleeViewFor(g.state!)).toMatchObject({ clearing: 'BV5', round: 2, sheets: [] });
    expect(replay(g.events)).toEqual(g.state);
  });
});

describe('the same game played today', () => {
  it('the view gives the sheets the old event carried, and the melee picture is the same, byte for byte', async () => {
    const g = await recordingConsole([...MELEE_DICE]);
    try {
      await playAllOk(g.play, [...MELEE_LINES]);
      const store = g.session.services.store;
      const events = await store.events((await store.latestGameId('console'))!);
      expect(events.find((e) => e.type === 'combat.round')!.payload).not.toHaveProperty('sheets');
      const melee = meleeViewFor((await store.channelGame('console'))!)!;
      expect({ clearing: melee.clearing, round: melee.round, sheets: melee.sheets }).toEqual({ clearing: fixture.expected.melee.clearing, round: fixture.expected.melee.round, sheets: fixture.expected.melee.sheets });
      expect(melee.fighters).toEqual(['bob', 'carol']);
      expect(sha(await renderMelee(melee))).toBe(fixture.expected.melee.png);
    } finally {
      await g.database.close();
    }
  });
});
