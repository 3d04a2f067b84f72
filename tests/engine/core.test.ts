import { describe, expect, it } from 'vitest';
import { actionSchema, decide, evolve, type ActionInput } from '../../src/engine/parts.js';
import type { GameState } from '../../src/engine/core/state.js';
import { RuleError, type GameEvent, type StoredEvent } from '../../src/engine/core/types.js';
import { canSee } from '../../src/engine/core/view.js';
import { engine } from '../../src/engine/parts.js';
import { forcedDice, type DiceSource } from '../../src/engine/dice.js';
import { rollNotation } from '../../src/engine/dice-notation.js';

const gm = { id: 'gm', name: 'Gandalf' };
const bob = { id: 'bob', name: 'Bob' };
const carol = { id: 'carol', name: 'Carol' };

/** A tiny in-memory game: decide, then evolve with numbered events, as the store does. */
class Game {
  state: GameState | undefined;
  log: StoredEvent[] = [];
  run(input: ActionInput, dice: DiceSource = forcedDice([])): GameEvent[] | RuleError {
    const result = decide(this.state, actionSchema.parse(input), dice);
    if (result instanceof RuleError) return result;
    const actionSeq = this.log.length + 1;
    for (const e of result) {
      const stored = { ...e, seq: this.log.length + 1, actionSeq, at: 'now' };
      this.log.push(stored);
      this.state = evolve(this.state, stored);
    }
    return result;
  }
}

function newGame(options = ''): Game {
  const g = new Game();
  g.run({ type: 'game.create', actor: gm, gameId: 'g1', channelId: 'c1', guildId: null, ruleset: 'magic-realm', options, at: '2026-11-22T00:00:00Z' });
  return g;
}

describe('game lifecycle', () => {
  it('creates a game with the creator as GM and the chosen options over the defaults', () => {
    const g = newGame('seasons-weather optional-combat=on expansion-one=off');
    expect(g.state!.gm).toEqual(gm);
    expect(g.state!.options).toMatchObject({ 'seasons-weather': true, 'optional-combat': true, 'expansion-one': false, 'watchful-natives': false });
    expect(g.state!.status).toBe('setup');
  });

  it('refuses unknown options and values with the list of what fits', () => {
    const g = new Game();
    const r = g.run({ type: 'game.create', actor: gm, gameId: 'g', channelId: 'c', guildId: null, ruleset: 'magic-realm', options: 'weather', at: 'x' });
    expect(r).toBeInstanceOf(RuleError);
    expect((r as RuleError).hint).toContain('seasons-weather');
    const v = g.run({ type: 'game.create', actor: gm, gameId: 'g', channelId: 'c', guildId: null, ruleset: 'mtg-rpg', options: 'land-mana-value=7', at: 'x' });
    expect((v as RuleError).hint).toContain('0 to 1');
  });

  it('lets players join once each, with distinct characters, and not the GM', () => {
    const g = newGame();
    expect(g.run({ type: 'game.join', actor: bob, character: 'Amazon' })).not.toBeInstanceOf(RuleError);
    expect(g.run({ type: 'game.join', actor: bob, character: 'Dwarf' })).toBeInstanceOf(RuleError);
    expect(g.run({ type: 'game.join', actor: carol, character: 'amazon' })).toBeInstanceOf(RuleError);
    expect(g.run({ type: 'game.join', actor: gm, character: 'Witch' })).toBeInstanceOf(RuleError);
    expect(g.state!.players.map((p) => p.character)).toEqual(['Amazon']);
  });

  it('lets only the GM change options, and only before play starts', () => {
    const g = newGame();
    expect(g.run({ type: 'game.set-option', actor: bob, key: 'seasons-weather', value: 'on' })).toBeInstanceOf(RuleError);
    g.run({ type: 'game.set-option', actor: gm, key: 'seasons-weather', value: 'on' });
    expect(g.state!.options['seasons-weather']).toBe(true);
    g.run({ type: 'game.start', actor: gm });
    const late = g.run({ type: 'game.set-option', actor: gm, key: 'seasons-weather', value: 'off' });
    expect((late as RuleError).message).toContain('before play begins');
  });

  it('an ended game refuses actions but undo brings it back', () => {
    const g = newGame();
    g.run({ type: 'game.end', actor: gm });
    expect(g.run({ type: 'rolls.dice', actor: bob, notation: '2d6' }, forcedDice([1, 1]))).toBeInstanceOf(RuleError);
    expect(g.run({ type: 'gm.undo', actor: gm })).not.toBeInstanceOf(RuleError);
    expect(g.state!.status).toBe('setup');
  });
});

describe('rolls', () => {
  it('records the dice drawn in the event, so replay never rolls again', () => {
    const g = newGame();
    const [e] = g.run({ type: 'rolls.dice', actor: bob, notation: '2d6kh1' }, forcedDice([2, 5])) as GameEvent[];
    expect(e!.payload).toMatchObject({ notation: '2d6kh1', total: 5, dice: [2, 5] });
  });

  it('a private roll is seen by the roller and the GM; the channel sees only that it was made', () => {
    const g = newGame();
    const events = g.run({ type: 'rolls.table', actor: bob, table: 'bounty', private: true }, forcedDice([1, 2])) as GameEvent[];
    expect(events.map((e) => e.type)).toEqual(['rolls.table-rolled', 'rolls.private-made']);
    const [secret, notice] = events;
    expect(canSee(secret!, { gm }, { userId: 'bob' })).toBe(true);
    expect(canSee(secret!, { gm }, { userId: 'gm' })).toBe(true);
    expect(canSee(secret!, { gm }, { userId: 'carol' })).toBe(false);
    expect(canSee(secret!, { gm }, { userId: '' })).toBe(false);
    expect(canSee(notice!, { gm }, { userId: 'carol' })).toBe(true);
    expect(JSON.stringify(notice!.payload)).not.toContain('Troll');
  });

  it('table rolls read the higher of two dice plus modifiers', () => {
    const g = newGame();
    const [e] = g.run({ type: 'rolls.table', actor: bob, table: 'bounty', modifiers: [{ label: 'x', value: 1 }] }, forcedDice([1, 2])) as GameEvent[];
    expect(e!.payload).toMatchObject({ natural: 2, total: 3, read: 3, dice: [1, 2] });
  });

  it('refuses an unknown table or column without drawing', () => {
    const g = newGame();
    const dice = forcedDice([3, 3]);
    expect((g.run({ type: 'rolls.table', actor: bob, table: 'nonsense' }, dice) as RuleError).message).toContain('no table');
    expect((g.run({ type: 'rolls.table', actor: bob, table: 'offroad', column: 'swamp' }, dice) as RuleError).hint).toContain('mountains');
    expect(dice.remaining()).toBe(2);
  });

  it('dice notation is read by the notation parser and fed by the injected dice', () => {
    expect(rollNotation('1d6+2', forcedDice([4])).total).toBe(6);
    expect(rollNotation('4d6kh3', forcedDice([1, 6, 3, 5])).total).toBe(14);
    expect(rollNotation('d20', forcedDice([17])).total).toBe(17);
    expect(() => rollNotation('2d', forcedDice([]))).toThrow(RuleError);
    expect(() => rollNotation('1000d6', forcedDice([]))).toThrow(RuleError);
    expect(() => rollNotation('1d6', forcedDice([7]))).toThrow(/1 to 6/);
  });
});

describe('undo', () => {
  it('reverts the last actions one by one by appending events', () => {
    const g = newGame();
    g.run({ type: 'game.join', actor: bob, character: 'Amazon' });
    g.run({ type: 'rolls.dice', actor: bob, notation: '1d6' }, forcedDice([3]));
    g.run({ type: 'gm.undo', actor: gm });
    expect(g.state!.rollCount).toBe(0);
    expect(g.state!.players).toHaveLength(1);
    g.run({ type: 'gm.undo', actor: gm });
    expect(g.state!.players).toHaveLength(0);
    expect((g.run({ type: 'gm.undo', actor: gm }) as RuleError).message).toContain('nothing left');
    expect(g.log.map((e) => e.type)).toEqual(['game.created', 'game.joined', 'rolls.dice-rolled', 'action.undone', 'action.undone']);
  });

  it('is for the GM only', () => {
    const g = newGame();
    g.run({ type: 'game.join', actor: bob, character: 'Amazon' });
    expect((g.run({ type: 'gm.undo', actor: bob }) as RuleError).message).toContain('only the GM');
  });

  it('does not name what a private roll was in the public undo notice', () => {
    const g = newGame();
    g.run({ type: 'rolls.table', actor: bob, table: 'steal', private: true }, forcedDice([6, 6]));
    const [e] = g.run({ type: 'gm.undo', actor: gm }) as GameEvent[];
    expect(e!.visibility).toEqual({ kind: 'public' });
    expect(JSON.stringify(e!.payload)).not.toMatch(/steal|Caught/i);
  });
});

describe('views', () => {
  it('the GM view names the next undo; a player view does not', () => {
    const g = newGame();
    g.run({ type: 'game.join', actor: bob, character: 'Amazon' });
    expect(engine.viewFor(g.state!, { userId: 'gm' }).nextUndo).toContain('Amazon');
    expect(engine.viewFor(g.state!, { userId: 'bob' }).nextUndo).toBeUndefined();
    expect(engine.viewFor(g.state!, { userId: 'bob' }).viewer.player?.character).toBe('Amazon');
  });
});
