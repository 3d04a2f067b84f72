import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { userRef } from '../../src/engine/core/actions.js';
import { createEngine } from '../../src/engine/core/engine.js';
import { definePart, eventMaker } from '../../src/engine/core/part.js';
import type { GameState } from '../../src/engine/core/state.js';
import { PUBLIC, RuleError, type GameEvent, type StoredEvent } from '../../src/engine/core/types.js';
import { forcedDice } from '../../src/engine/dice.js';
import { engine, PARTS, replay } from '../../src/engine/parts.js';
import { RULESETS } from '../../src/engine/rulesets/index.js';

const gm = { id: 'gm', name: 'Gandalf' };
const reader = { viewer: { userId: 'gm' }, isGm: true };

describe('the list of parts', () => {
  it('every event type of every part has its log words and its undo words (or says undo does not restore it)', () => {
    const types = engine.eventTypes();
    expect(types.length).toBeGreaterThan(40);
    for (const part of engine.parts) {
      for (const [type, words] of Object.entries(part.events as Record<string, { log: unknown; undo: unknown }>)) {
        expect(typeof words.log, type).toBe('function');
        expect(words.undo === false || typeof words.undo === 'function', type).toBe(true);
        expect(types).toContainEqual({ type, part: part.id });
      }
    }
    // The game's own lifecycle is a part too, and every ruleset area is in the list.
    expect(engine.parts.map((p) => p.id)).toEqual(['game', ...PARTS.map((p) => p.id)]);
  });

  it('no two parts claim one action or one event type', () => {
    const actions = engine.actionTypes().map((a) => a.type);
    expect(new Set(actions).size).toBe(actions.length);
    expect(() => createEngine({ rulesets: RULESETS, parts: [...PARTS, PARTS[0]] })).toThrow(/claimed twice/);
  });
});

/** A part added in a test: one action, one event, its words, its slice of the state — nothing outside this file and the list. */
interface TinyPayloads {
  'tiny.counted': { by: string; by_: number };
}
const TINY_ACTIONS = [z.object({ type: z.literal('tiny.count'), actor: userRef, by: z.number().int().min(1).max(9) })] as const;
const tinyEvent = eventMaker<TinyPayloads>();
const tinyPart = definePart<typeof TINY_ACTIONS, TinyPayloads, number>({
  id: 'tiny',
  actions: TINY_ACTIONS,
  decide(state, action) {
    if ((state as GameState & { tiny?: number }).tiny === 7) throw new RuleError('the counter is full', 'undo a count');
    return [tinyEvent('tiny.counted', { by: action.actor.name, by_: action.by }, PUBLIC, action.actor.id)];
  },
  evolve(state, e) {
    const s = state as GameState & { tiny?: number };
    return { ...s, tiny: (s.tiny ?? 0) + e.payload.by_ };
  },
  events: { 'tiny.counted': { log: (e) => `${e.payload.by} counts ${e.payload.by_}`, undo: (e) => `${e.payload.by}'s count` } },
  viewFor: (state) => (state as GameState & { tiny?: number }).tiny,
});

describe('a new part plugs in by its own file and one line in the list', () => {
  const tinyEngine = createEngine({ rulesets: RULESETS, parts: [...PARTS, tinyPart] });
  const run = (events: StoredEvent[], input: unknown) => {
    const state = tinyEngine.replay(events);
    const decided = tinyEngine.decide(state, tinyEngine.actionSchema.parse(input), forcedDice([]));
    if (decided instanceof RuleError) return decided;
    const actionSeq = (events.at(-1)?.seq ?? 0) + 1;
    return [...events, ...decided.map((e, i) => ({ ...e, seq: actionSeq + i, actionSeq, at: 'now' }))];
  };

  it('its action is checked and decided, its event evolves the state, is logged in its words and undone', () => {
    let log = run([], { type: 'game.create', actor: gm, gameId: 'g', channelId: 'c', guildId: null, ruleset: 'mtg-rpg', at: 'x' }) as StoredEvent[];
    log = run(log, { type: 'tiny.count', actor: gm, by: 3 }) as StoredEvent[];
    log = run(log, { type: 'tiny.count', actor: gm, by: 4 }) as StoredEvent[];
    const state = tinyEngine.replay(log)!;
    expect(tinyPart.viewFor!(state, { userId: 'gm' })).toBe(7);
    expect((run(log, { type: 'tiny.count', actor: gm, by: 1 }) as RuleError).message).toBe('the counter is full');
    expect(() => tinyEngine.actionSchema.parse({ type: 'tiny.count', actor: gm, by: 10 })).toThrow();
    expect(tinyEngine.describeEvent(log.at(-1)!, reader)).toBe('Gandalf counts 4');
    expect(state.undo.at(-1)!.summary).toBe("Gandalf's count");
    log = run(log, { type: 'gm.undo', actor: gm }) as StoredEvent[];
    expect(tinyPart.viewFor!(tinyEngine.replay(log)!, { userId: 'gm' })).toBe(3);
    // The engine without the part keeps such a log loadable: an event it does not know leaves the state as it is.
    expect(replay(log)!.players).toEqual([]);
  });
});

/**
 * Two parts that never import each other (issue 28): the bell's action runs on through the engine's evolve, and offers
 * the step `ring` to the parts; the echo takes it up and answers with its own event, applied by its own evolve.
 */
interface BellPayloads {
  'bell.rung': { times: number };
}
interface EchoPayloads {
  'echo.heard': { after: number };
}
const bellEvent = eventMaker<BellPayloads>();
const echoEvent = eventMaker<EchoPayloads>();
type Rung = GameState & { rung?: number; heard?: number };
const BELL_ACTIONS = [z.object({ type: z.literal('bell.ring'), actor: userRef })] as const;
const bellPart = definePart<typeof BELL_ACTIONS, BellPayloads>({
  id: 'bell',
  actions: BELL_ACTIONS,
  decide(state, action, _dice, ctx) {
    const rung = bellEvent('bell.rung', { times: 1 }, PUBLIC, action.actor.id);
    // The step is offered on the state the bell's own event made (ctx.evolve), so the echo hears the count after it.
    return [rung, ...(ctx.step(ctx.evolve(state, rung), 'ring', forcedDice([]), action.actor.id) ?? [])];
  },
  evolve: (state, e) => ({ ...state, rung: ((state as Rung).rung ?? 0) + e.payload.times }) as GameState,
  events: { 'bell.rung': { log: () => 'the bell rings', undo: () => 'the bell' } },
});
const echoPart = definePart<readonly [], EchoPayloads>({
  id: 'echo',
  actions: [],
  decide: () => [],
  evolve: (state, e) => ({ ...state, heard: e.payload.after }) as GameState,
  events: { 'echo.heard': { log: (e) => `an echo after ${e.payload.after}`, undo: () => 'the echo' } },
  takesStep: (state, step, _dice, actor) => (step === 'ring' ? [echoEvent('echo.heard', { after: (state as Rung).rung ?? 0 }, PUBLIC, actor)] : undefined),
});

describe('parts move each other through the engine, never by import (issue 28: core/part.ts DecideContext, takesStep)', () => {
  // A game created through the engine, as any: the two engines' action types differ.
  const created = (e: { decide: unknown; actionSchema: { parse(x: unknown): unknown }; replay(events: readonly StoredEvent[]): GameState | undefined }): GameState => {
    const decide = e.decide as (state: undefined, action: unknown, dice: ReturnType<typeof forcedDice>) => GameEvent[];
    const made = decide(undefined, e.actionSchema.parse({ type: 'game.create', actor: gm, gameId: 'g', channelId: 'c', guildId: null, ruleset: 'mtg-rpg', at: 'x' }), forcedDice([]));
    return e.replay(made.map((x, i) => ({ ...x, seq: i + 1, actionSeq: 1, at: 'x' })))!;
  };

  it('a step one part offers is taken up by the part that has it, on the state the decision made so far', () => {
    const both = createEngine({ rulesets: RULESETS, parts: [bellPart, echoPart] });
    const events = both.decide(created(both), { type: 'bell.ring', actor: gm }, forcedDice([]));
    expect(events).toEqual([
      { type: 'bell.rung', payload: { times: 1 }, visibility: PUBLIC, actor: 'gm' },
      { type: 'echo.heard', payload: { after: 1 }, visibility: PUBLIC, actor: 'gm' },
    ]);
    // The engine's evolve applies each to its own part's state.
    const after = (events as StoredEvent[]).reduce((s, e) => both.context.evolve(s, e), created(both)) as Rung;
    expect([after.rung, after.heard]).toEqual([1, 1]);
  });

  it('a step no part takes up is nothing: the offering part goes on alone', () => {
    const alone = createEngine({ rulesets: RULESETS, parts: [bellPart] });
    expect(alone.decide(created(alone), { type: 'bell.ring', actor: gm }, forcedDice([]))).toEqual([{ type: 'bell.rung', payload: { times: 1 }, visibility: PUBLIC, actor: 'gm' }]);
    expect(alone.context.step(created(alone), 'ring', forcedDice([]), 'gm')).toBeUndefined();
  });
});

describe('undo costs what one action changed', () => {
  it('an undo entry holds the values the action replaced, not a copy of the game', () => {
    const fixture = JSON.parse(readFileSync(resolve(__dirname, '../fixtures/magic-realm-log-0401cdb.json'), 'utf8')) as { events: StoredEvent[] };
    const state = replay(fixture.events)!;
    const { undo, ...rest } = state;
    const whole = JSON.stringify(rest).length;
    for (const entry of undo) expect(JSON.stringify(entry.changes).length, entry.summary).toBeLessThan(whole / 3);
    // A whisper changes nothing that undo must restore beyond its own entry; a recorded order only the day's orders.
    const recorded = undo.find((u) => u.summary === 'recorded orders')!;
    expect(recorded.changes.every((c) => c.path.join('.').startsWith('play.day'))).toBe(true);
  });
});
