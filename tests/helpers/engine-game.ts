import { setUpDraws } from '../../src/engine/rulesets/magic-realm/setup/deal.js';
import { coreChitDraws } from '../../src/engine/rulesets/magic-realm/board/core-chits.js';
import { actionSchema, decide, evolve, type ActionInput } from '../../src/engine/parts.js';
import type { DecideAs } from '../../src/engine/core/engine.js';
import type { GameState } from '../../src/engine/core/state.js';
import { RuleError, type StoredEvent } from '../../src/engine/core/types.js';
import { forcedDice, type DiceSource } from '../../src/engine/dice.js';

export const PEOPLE = { gm: { id: 'gm', name: 'Gandalf' }, bob: { id: 'bob', name: 'Bob' }, carol: { id: 'carol', name: 'Carol' } };
const { gm, bob } = PEOPLE;

/**
 * A Magic Realm game (or, with `ruleset`, an MtG RPG game) in memory, decided and evolved as the store does: `run` applies an action (a refusal fails the
 * test), `refusal` returns the RuleError of an action that must be refused, `events` is the log so far.
 */
export function game(options: string, joins: [{ id: string; name: string }, string][] = [[bob, 'Amazon']], ruleset: 'magic-realm' | 'mtg-rpg' = 'magic-realm') {
  let state: GameState | undefined;
  let seq = 0;
  const log: StoredEvent[] = [];
  const attempt = (input: Record<string, unknown>, dice: DiceSource = forcedDice([]), as: DecideAs = {}): RuleError | StoredEvent[] => {
    const result = decide(state, actionSchema.parse(input as ActionInput), dice, as);
    if (result instanceof RuleError) return result;
    const actionSeq = ++seq;
    const stored = result.map((e) => ({ ...e, seq: ++seq, actionSeq, at: 'now' }) as StoredEvent);
    for (const e of stored) state = evolve(state, e);
    log.push(...stored);
    return stored;
  };
  /** `as`: how the actor comes to the action (the server's GM role he holds), as the command layer tells the engine. */
  const run = (input: Record<string, unknown>, dice?: DiceSource, as?: DecideAs): StoredEvent[] => {
    const r = attempt(input, dice, as);
    if (r instanceof RuleError) throw new Error(`refused: ${r.message} — ${r.hint}`);
    return r;
  };
  const refusal = (input: Record<string, unknown>, as?: DecideAs): RuleError => {
    const r = attempt(input, undefined, as);
    if (!(r instanceof RuleError)) throw new Error(`accepted: ${JSON.stringify(input)}`);
    return r;
  };
  run({ type: 'game.create', actor: gm, gameId: 'g1', channelId: 'c1', guildId: null, ruleset, options, at: '2026-11-22T00:00:00Z' });
  for (const [who, character] of joins) run({ type: 'game.join', actor: who, character });
  return { run, refusal, state: () => state!, events: (): readonly StoredEvent[] => log };
}

/**
 * The dice of the set-up card dealt at /game start on a laid board (setup/deal.ts: three shuffles, every draw 0
 * keeps the piles in the data's order), for tests that force their dice.
 */
export const SET_UP_DICE: readonly number[] = Array(setUpDraws()).fill(0);

/** The dice of the core map chits' deal (/board chits, or /game start on a board without chits: core-chits.ts). */
export const CHIT_DICE: readonly number[] = Array(coreChitDraws()).fill(0);

/** The dice of a /game start that deals the map chits and then the set-up card. */
export const START_DICE: readonly number[] = [...CHIT_DICE, ...SET_UP_DICE];
