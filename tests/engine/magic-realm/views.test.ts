import { describe, expect, it } from 'vitest';
import { actionSchema, decide, evolve, type ActionInput } from '../../../src/engine/parts.js';
import type { GameState } from '../../../src/engine/core/state.js';
import { RuleError, type StoredEvent, type Viewer } from '../../../src/engine/core/types.js';
import { publicViewer } from '../../../src/engine/core/view.js';
import { forcedDice, type DiceSource } from '../../../src/engine/dice.js';
import { boardPart } from '../../../src/engine/rulesets/magic-realm/board/part.js';
import { fitsOn } from '../../../src/engine/rulesets/magic-realm/board/fits.js';
import { clearingOn, routeIn } from '../../../src/engine/rulesets/magic-realm/board/routes.js';
import type { BoardReplyView } from '../../../src/engine/rulesets/magic-realm/board/view-types.js';
import { playPart } from '../../../src/engine/rulesets/magic-realm/play/part.js';
import type { RealmView } from '../../../src/engine/rulesets/magic-realm/play/view-types.js';

/** The views the Magic Realm replies read (issue 9): each viewer gets his own secrets and the public facts, nothing more. */

const gm = { id: 'gm', name: 'Gandalf' };
const bob = { id: 'bob', name: 'Bob' };
const carol = { id: 'carol', name: 'Carol' };
const viewers: Record<string, Viewer> = { gm: { userId: 'gm' }, bob: { userId: 'bob' }, carol: { userId: 'carol' }, public: publicViewer };

/** A game in memory: decide, then evolve with numbered events, as the store does; a refusal fails the test. */
function game(options: string) {
  let state: GameState | undefined;
  let seq = 0;
  const run = (input: Record<string, unknown>, dice: DiceSource = forcedDice([])) => {
    const result = decide(state, actionSchema.parse(input as ActionInput), dice);
    if (result instanceof RuleError) throw result;
    const actionSeq = ++seq;
    for (const e of result) state = evolve(state, { ...e, seq: ++seq, actionSeq, at: 'now' } as StoredEvent);
  };
  run({ type: 'game.create', actor: gm, gameId: 'g1', channelId: 'c1', guildId: null, ruleset: 'magic-realm', options, at: '2026-11-22T00:00:00Z' });
  run({ type: 'game.join', actor: bob, character: 'Amazon' });
  run({ type: 'game.join', actor: carol, character: 'Dwarf' });
  return { run, state: () => state! };
}

const realm = (state: GameState, viewer: Viewer): RealmView => playPart.viewFor!(state, viewer)!;
const board = (state: GameState, viewer: Viewer): BoardReplyView => boardPart.viewFor!(state, viewer)!;

describe("the day's view (SW, BI-4): a player's orders, numbers and set-up secret are his and the GM's", () => {
  // FRESHET (2 + 3), week 1 'Cool' (die 1): 7 days of 4 phases; then the turn order (dice 0, 0).
  const g = game('seasons-weather');
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
  g.run({ type: 'play.calendar-start', actor: gm }, forcedDice([2, 3, 1]));
  // The marker rides in the enchanted chits: the victory requirements are checked (BI-4, 003 l.29).
  g.run({ type: 'play.setup', actor: bob, victory: '2 fame, 1 notoriety, 2 gold', enchanted: 'ZEBRA-VICTORY', start: 'Inn' });
  g.run({ type: 'play.numbers', actor: gm, player: 'bob', field: 'gold', value: 4321, mode: 'set' });
  g.run({ type: 'play.numbers', actor: gm, player: 'bob', field: 'fame', value: 8765, mode: 'set' });
  g.run({ type: 'play.numbers', actor: gm, player: 'bob', field: 'notoriety', value: 9876, mode: 'set' });
  g.run({ type: 'play.record', actor: bob, phases: 'M BV2, S, H' });
  const birdsong = g.state();
  const secrets = ['M BV2', '4321', '8765', '9876', 'ZEBRA-VICTORY'];

  it('the GM reads every player\'s orders, numbers and set-up secret', () => {
    const v = realm(birdsong, viewers.gm!);
    expect(v.orders.map((o) => [o.userId, o.orders?.text])).toEqual([['bob', 'M BV2, S, H'], ['carol', undefined]]);
    expect(v.orders[0]!.orders!.route).toEqual(['BV2', 'BV2', 'BV2']);
    expect(v.characters.map((c) => c.userId)).toEqual(['bob', 'carol']);
    expect(v.characters[0]).toMatchObject({ character: 'Amazon', numbers: { gold: 4321, fame: 8765, notoriety: 9876 }, where: 'BV5' });
    expect(v.setUp.map((s) => [s.userId, s.secret?.enchanted])).toEqual([['bob', 'ZEBRA-VICTORY'], ['carol', undefined]]);
  });

  it('the player reads his own, and only his own', () => {
    const v = realm(birdsong, viewers.bob!);
    expect(v.orders).toEqual([{ userId: 'bob', character: 'Amazon', userName: 'Bob', orders: expect.objectContaining({ text: 'M BV2, S, H' }) }]);
    expect(v.characters.map((c) => [c.userId, c.numbers.gold])).toEqual([['bob', 4321]]);
    expect(v.setUp.map((s) => [s.userId, s.secret?.enchanted])).toEqual([['bob', 'ZEBRA-VICTORY']]);
  });

  it('another player and the public learn only who has recorded: no orders, no numbers, no set-up secret', () => {
    const carolView = realm(birdsong, viewers.carol!);
    expect(carolView.orders).toEqual([{ userId: 'carol', character: 'Dwarf', userName: 'Carol' }]);
    expect(carolView.characters.map((c) => c.userId)).toEqual(['carol']);
    expect(carolView.setUp).toEqual([{ userId: 'carol', character: 'Dwarf', userName: 'Carol' }]);
    const pub = realm(birdsong, viewers.public!);
    expect(pub.orders).toEqual([]);
    expect(pub.characters).toEqual([]);
    expect(pub.setUp).toEqual([]);
    for (const v of [carolView, pub]) {
      expect(v.recorded.map((r) => [r.userId, r.done])).toEqual([['bob', true], ['carol', false]]);
      const text = JSON.stringify(v);
      for (const s of secrets) expect(text, s).not.toContain(s);
    }
  });

  it('everyone reads the public day: the calendar, the part, the budget', () => {
    for (const viewer of Object.values(viewers)) {
      const v = realm(birdsong, viewer);
      expect(v.seasonsWeather).toBe(true);
      expect(v.calendar?.season.name).toBe('FRESHET');
      expect(v.part).toBe('birdsong');
      expect(v.budget.phasesPerDay).toBe(4);
      expect(v.setUpRevealed).toBe(false);
    }
  });

  it("in Daylight, before and after his turn, another player and the public still never receive his recorded orders", () => {
    const g2 = game('seasons-weather');
    g2.run({ type: 'play.calendar-start', actor: gm }, forcedDice([2, 3, 1]));
    g2.run({ type: 'play.record', actor: bob, phases: 'S, H, R' });
    g2.run({ type: 'play.advance', actor: gm }, forcedDice([6, 0, 0]));
    expect(realm(g2.state(), viewers.public!)).toMatchObject({ part: 'daylight', turns: { revealed: 0, of: 2 } });
    for (let turn = 0; turn <= 2; turn++) {
      for (const viewer of [viewers.carol!, viewers.public!]) expect(JSON.stringify(realm(g2.state(), viewer))).not.toContain('S, H, R');
      expect(realm(g2.state(), viewers.bob!).orders[0]!.orders?.text).toBe('S, H, R');
      if (turn < 2) g2.run({ type: 'play.advance', actor: gm }, forcedDice([4, 4])); // his HIDE's two dice
    }
  });

  it('BI-4: once the GM reveals them, everyone reads every set-up secret', () => {
    const g2 = game('');
    g2.run({ type: 'play.setup', actor: bob, victory: '2 fame, 1 notoriety, 2 gold', enchanted: 'ZEBRA-VICTORY' });
    expect(JSON.stringify(realm(g2.state(), viewers.carol!))).not.toContain('ZEBRA-VICTORY');
    g2.run({ type: 'play.setup-reveal', actor: gm });
    for (const viewer of Object.values(viewers)) {
      const v = realm(g2.state(), viewer);
      expect(v.setUpRevealed).toBe(true);
      expect(v.setUp.map((s) => [s.userId, s.secret?.enchanted])).toEqual([['bob', 'ZEBRA-VICTORY'], ['carol', undefined]]);
      // The numbers stay secret after the reveal.
      expect(v.characters.length).toBe(viewer.userId === 'gm' ? 2 : viewer.userId ? 1 : 0);
    }
  });

  it('without Seasons and Weather: no calendar, the core rules\' 4 phases', () => {
    const v = realm(game('').state(), viewers.public!);
    expect(v).toMatchObject({ seasonsWeather: false, readings: [], part: 'birdsong', budget: { phasesPerDay: 4 } });
    expect(v.calendar).toBeUndefined();
  });
});

describe("the board's reply view: routes only by the paths the viewer knows (SW-5), board building (BI-2)", () => {
  const g = game('');
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  const hidden = 'DW1-DW4';

  it('the GM knows every hidden path; a player his discoveries; the public none', () => {
    expect(board(g.state(), viewers.gm!).known).toContain(hidden);
    expect(board(g.state(), viewers.bob!).known).toEqual([]);
    expect(board(g.state(), viewers.public!).known).toEqual([]);
  });

  it("a player's route never runs by a hidden path he has not discovered; once he has, it does", () => {
    const from = clearingOn(board(g.state(), viewers.bob!), 'dw1')!;
    const to = clearingOn(board(g.state(), viewers.bob!), 'DW4')!;
    expect([from, to]).toEqual(['DW1', 'DW4']);
    expect(routeIn(board(g.state(), viewers.gm!), from, to)).toEqual({ route: ['DW1', 'DW4'], payoff: 2 });
    const before = routeIn(board(g.state(), viewers.bob!), from, to);
    expect(before.route).not.toEqual(['DW1', 'DW4']);
    g.run({ type: 'board.discover', actor: gm, player: 'bob', path: hidden });
    expect(board(g.state(), viewers.bob!).known).toEqual([hidden]);
    expect(routeIn(board(g.state(), viewers.bob!), from, to)).toEqual({ route: ['DW1', 'DW4'], payoff: 2 });
    // Carol and the public did not discover it.
    expect(routeIn(board(g.state(), viewers.carol!), from, to)).toEqual(before);
    expect(board(g.state(), viewers.public!).known).toEqual([]);
  });

  it('a clearing on a tile not on the board is not a clearing of the view', () => {
    const g2 = game('');
    g2.run({ type: 'board.layout', actor: gm, list: 'B 0,0 0' });
    const v = board(g2.state(), viewers.bob!);
    expect(clearingOn(v, 'B1')).toBe('B1');
    expect(clearingOn(v, 'BV5')).toBeUndefined();
    expect(clearingOn(v, 'ZZ9')).toBeUndefined();
  });

  it('BI-2: while the board is built, every viewer reads the order, the hands and whose turn it is; the Borderland fits at the origin', () => {
    const g2 = game('');
    g2.run({ type: 'board.deal', actor: gm }, forcedDice(Array(60).fill(0)));
    const views = Object.values(viewers).map((v) => board(g2.state(), v).building);
    for (const b of views) expect(b).toEqual(views[0]);
    const b = views[0]!;
    expect(b.players.map((p) => p.name)).toEqual(['Bob', 'Carol']);
    expect(b.players[b.turn]!.hand[0]).toBe('B');
    expect(fitsOn(board(g2.state(), viewers.bob!), 'B')).toEqual([0, 1, 2, 3, 4, 5].map((r) => `at:0,0 rotation:${r}`));
    expect(fitsOn(board(g2.state(), viewers.bob!), 'BV')).toEqual([]);
  });

  it('a game without a board has no board view', () => {
    expect(boardPart.viewFor!(game('').state(), viewers.gm!)).toBeUndefined();
  });
});
