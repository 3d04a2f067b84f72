import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/core/types.js';
import { clearingType, connectionBetween } from '../../../src/engine/rulesets/magic-realm/map/graph.js';
import { readyLayout } from '../../../src/engine/rulesets/magic-realm/board/layouts.js';
import { parsePhases } from '../../../src/engine/rulesets/magic-realm/orders/phases.js';
import {
  bonusPlaceAllows,
  checkDayOrders,
  requireDayOrders,
  type DayBudget,
  type OrdersCheck,
  type OrdersContext,
} from '../../../src/engine/rulesets/magic-realm/orders/validate.js';

/** The ready layout of the original 20 tiles: the real board of a quick-start game. */
const board = readyLayout('original-20')!.board;

const NORMAL: DayBudget = { phasesPerDay: 4, weatherName: 'Clear' };

function check(text: string, start: string, over: Partial<Omit<OrdersContext, 'budget'>> & { budget?: Partial<DayBudget> } = {}): OrdersCheck {
  const { budget, ...rest } = over;
  return checkDayOrders(parsePhases(text), { board, start, known: [], ...rest, budget: { ...NORMAL, ...budget } });
}
const route = (r: OrdersCheck): string[] => {
  if (!r.ok) throw new Error(`refused: ${r.errors.map((e) => e.message).join(' | ')}`);
  return r.route;
};
const messages = (r: OrdersCheck): string[] => (r.ok ? [] : r.errors.map((e) => e.message));

describe('orders: the board the tests use (original-20)', () => {
  it('has the clearings and paths the tests rely on', () => {
    expect(connectionBetween(board, 'CV5', 'CV2')?.type).toBe('normal');
    expect(connectionBetween(board, 'CV2', 'BV4')?.type).toBe('normal');
    expect(connectionBetween(board, 'CV5', 'BV2')).toBeUndefined();
    expect(connectionBetween(board, 'DW1', 'DW4', ['DW1-DW4'])?.type).toBe('hidden');
    expect(connectionBetween(board, 'CN5', 'CN3', ['CN3-CN5'])?.type).toBe('secret');
    expect(connectionBetween(board, 'DW1', 'L5')?.type).toBe('normal');
    expect(clearingType(board, 'L5')).toBe('mountain');
    expect(clearingType(board, 'L2')).toBe('mountain');
    expect(clearingType(board, 'CN5')).toBe('caves');
    expect(clearingType(board, 'B5')).toBe('caves');
    expect(clearingType(board, 'DW1')).toBe('woods');
    expect(clearingType(board, 'CV5')).toBe('normal');
  });
});

describe('orders: moves', () => {
  it('legal orders give the clearing after each phase', () => {
    expect(route(check('M CV2, H, S, R', 'CV5'))).toEqual(['CV2', 'CV2', 'CV2', 'CV2']);
    expect(route(check('M CV2, M BV4, M BV1, A', 'CV5'))).toEqual(['CV2', 'BV4', 'BV1', 'BV1']);
    expect(route(check('S', 'CV5'))).toEqual(['CV5']);
  });

  it('a move to a clearing not joined to the current one is refused, naming the phase', () => {
    const r = check('M CV2, H, M BV2', 'CV5');
    expect(r.ok).toBe(false);
    expect(messages(r)).toEqual(['phase 3 (M BV2): BV2 is not joined to CV2 by a path you know']);
    expect(!r.ok && r.errors[0]).toMatchObject({ phase: 3, rule: 'move' });
    expect(messages(check('M BV2', 'CV5'))).toEqual(['phase 1 (M BV2): BV2 is not joined to CV5 by a path you know']);
  });

  it('a hidden path (Deep Woods 1–4) is refused until it is known, with the same words as no path at all', () => {
    expect(messages(check('M DW4, S', 'DW1'))).toEqual(['phase 1 (M DW4): DW4 is not joined to DW1 by a path you know']);
    expect(route(check('M DW4, S', 'DW1', { known: ['DW1-DW4'] }))).toEqual(['DW4', 'DW4']);
    expect(route(check('M DW4, M DW1', 'DW5', { known: new Set(['DW1-DW4']) }))).toEqual(['DW4', 'DW1']);
  });

  it('a secret passage (Cavern 3–5) likewise', () => {
    expect(messages(check('M CN3', 'CN5'))).toEqual(['phase 1 (M CN3): CN3 is not joined to CN5 by a path you know']);
    expect(route(check('M CN3', 'CN5', { known: ['CN3-CN5'] }))).toEqual(['CN3']);
  });

  it('after a refused move the check goes on from where he meant to be: no cascade', () => {
    // BV2 is refused; from BV2, BV5 is a road: no second error.
    expect(messages(check('M BV2, M BV5', 'CV5'))).toEqual(['phase 1 (M BV2): BV2 is not joined to CV5 by a path you know']);
  });

  it('a move to where he stands, or to a clearing not on this board', () => {
    expect(messages(check('M CV5', 'CV5'))).toEqual(['phase 1 (M CV5): you are already in CV5']);
    expect(messages(check('M SW1, S', 'CV5'))).toEqual(['phase 1 (M SW1): SW1 is not on this board']);
  });
});

describe('orders: mountain clearings (SW-3)', () => {
  it('a mountain clearing takes 2 MOVE phases in a row; the move completes on the last', () => {
    expect(route(check('M L5, M L5, S, R', 'DW1'))).toEqual(['DW1', 'L5', 'L5', 'L5']);
  });

  it('one MOVE phase into a mountain clearing is refused, with the way to write it', () => {
    const r = check('M L5, S, R', 'DW1');
    expect(messages(r)).toEqual(['phase 1 (M L5): entering L5, a mountain clearing (2 MOVE phases this month), takes 2 MOVE phases in a row and you recorded 1: write "M L5, M L5"']);
    expect(!r.ok && r.errors[0]!.rule).toBe('SW-3');
    // Interrupted: the same.
    expect(messages(check('M L5, H, M L5', 'DW1'))[0]).toContain('phase 1 (M L5): entering L5');
  });

  it('the season\'s 3 or 4 phases', () => {
    expect(route(check('M L5, M L5, M L5, S', 'DW1', { budget: { mountainMovePhases: 3 } }))).toEqual(['DW1', 'DW1', 'L5', 'L5']);
    expect(messages(check('M L5, M L5, S', 'DW1', { budget: { mountainMovePhases: 3 } }))).toEqual([
      'phases 1–2 (M L5): entering L5, a mountain clearing (3 MOVE phases this month), takes 3 MOVE phases in a row and you recorded 2: write "M L5, M L5, M L5"',
    ]);
    expect(route(check('M L5, M L5, M L5, M L5', 'DW1', { budget: { mountainMovePhases: 4 } }))).toEqual(['DW1', 'DW1', 'DW1', 'L5']);
  });

  it('mountain to mountain, and a third MOVE to the same clearing is a move to where he stands', () => {
    expect(route(check('M L5, M L5, M L2, M L2', 'DW1'))).toEqual(['DW1', 'L5', 'L5', 'L2']);
    expect(messages(check('M L5, M L5, M L5', 'DW1'))).toEqual(['phase 3 (M L5): you are already in L5']);
  });

  it('the Volcano\'s clearings (expansion-30) cost 2 MOVE phases too', () => {
    const volcano = readyLayout('expansion-30')!.board;
    const ctx = { board: volcano, start: 'SS4', known: [], budget: NORMAL };
    expect(checkDayOrders(parsePhases('M V5, M V5, S'), ctx)).toMatchObject({ ok: true, route: ['SS4', 'V5', 'V5'] });
    expect(messages(checkDayOrders(parsePhases('M V5, S'), ctx))).toEqual([
      'phase 1 (M V5): entering V5, a clearing of the Volcano, takes 2 MOVE phases in a row and you recorded 1: write "M V5, M V5"',
    ]);
  });

  it('a refused mountain move is one error for its phases', () => {
    expect(messages(check('M L2, M L2, S', 'DW1'))).toEqual(['phases 1–2 (M L2): L2 is not joined to DW1 by a path you know']);
  });
});

describe('orders: phases per day (SW-10)', () => {
  it('4 phases in a normal week; a 5th is refused', () => {
    const r = check('M CV2, H, S, R, A', 'CV5');
    expect(messages(r)).toEqual(['phase 5 (A): only 4 phases today (Clear: 4 phases a day)']);
    expect(!r.ok && r.errors[0]!.rule).toBe('SW-10');
  });

  it('6 phases in a 6-phase week; a 7th is refused', () => {
    const rain = { phasesPerDay: 6, weatherName: 'Rain' };
    expect(route(check('M CV2, M BV4, M BV1, M AV4, S, R', 'CV5', { budget: rain }))).toEqual(['CV2', 'BV4', 'BV1', 'AV4', 'AV4', 'AV4']);
    expect(messages(check('M CV2, M BV4, M BV1, M AV4, S, R, H, A', 'CV5', { budget: rain }))).toEqual([
      'phases 7–8 (H, A): only 6 phases today (Rain: 6 phases a day)',
    ]);
  });

  it('3 phases in a 3-phase week', () => {
    expect(messages(check('S, R, H, A', 'CV5', { budget: { phasesPerDay: 3, weatherName: 'Snowstorm' } }))).toEqual([
      'phase 4 (A): only 3 phases today (Snowstorm: 3 phases a day)',
    ]);
  });
});

describe('orders: caves (SW-10)', () => {
  const rain = { phasesPerDay: 6, weatherName: 'Rain' };

  it('starting the day in caves: 2 phases whatever the weather', () => {
    expect(route(check('S, H', 'CN5', { budget: rain }))).toEqual(['CN5', 'CN5']);
    const r = check('S, H, R', 'CN5', { budget: rain });
    expect(messages(r)).toEqual(['phase 3 (R): only 2 phases today (Rain: 6 phases a day, but you start the day in caves (CN5): 2)']);
    expect(!r.ok && r.allowance).toMatchObject({ basic: 2, bonus: 0, caves: { clearing: 'CN5', phase: 0 } });
  });

  it('entering caves at any point of the day limits the whole day to 2', () => {
    expect(messages(check('M CN5, S, R', 'BV2'))).toEqual(['phase 3 (R): only 2 phases today (Clear: 4 phases a day, but you enter caves (CN5) at phase 1: 2)']);
    // Moving into the Borderland's caves (B5) as the last phase: the earlier phases count against the 2.
    expect(messages(check('S, R, M B5', 'AV4'))).toEqual(['phase 3 (M B5): only 2 phases today (Clear: 4 phases a day, but you enter caves (B5) at phase 3: 2)']);
    expect(route(check('S, M B5', 'AV4'))).toEqual(['AV4', 'B5']);
  });

  it('leaving caves does not give the phases back', () => {
    expect(messages(check('M BV2, S, R', 'CN5'))[0]).toContain('only 2 phases today');
  });

  it('a character out of caves keeps the weather\'s phases', () => {
    expect(check('M CV2, H, S, R', 'CV5').ok).toBe(true);
  });
});

describe('orders: the Dwarf', () => {
  it('the classic Dwarf has 2 phases, in caves or not', () => {
    const dwarf = { character: { dwarf: 'classic' as const } };
    expect(route(check('M CV2, S', 'CV5', dwarf))).toEqual(['CV2', 'CV2']);
    expect(messages(check('M CV2, S, R', 'CV5', dwarf))).toEqual(['phase 3 (R): only 2 phases today (Clear: 4 phases a day, but the Dwarf has 2)']);
    expect(check('S, R', 'CN5', dwarf).ok).toBe(true);
  });

  describe("the Thief/Assassin's extra HIDE phase (X1-19, 002 13.2)", () => {
    const thief = { character: { extraHide: true as const } };

    it('records one phase more when the day has a HIDE to use it for', () => {
      expect(route(check('M CV2, S, R, H, A', 'CV5', thief))).toEqual(['CV2', 'CV2', 'CV2', 'CV2', 'CV2']);
      expect(route(check('H, S, S, S, S', 'CV5', thief))).toHaveLength(5);
    });

    it('without a HIDE the day has its usual phases; with one, one more and no further', () => {
      const none = check('M CV2, S, R, A, S', 'CV5', thief);
      expect(messages(none)).toEqual(["phase 5 (S): only 4 phases today (Clear: 4 phases a day; the Thief/Assassin's extra phase is for a HIDE (X1-19), and these orders have none)"]);
      expect(!none.ok && none.errors[0]!.rule).toBe('X1-19');
      expect(messages(check('H, S, S, S, S, S', 'CV5', thief))).toEqual(["phase 6 (S): only 5 phases today (Clear: 4 phases a day; the Thief/Assassin's extra phase is for a HIDE (X1-19), one only)"]);
      // Any other character has the day's phases only.
      expect(messages(check('H, S, S, S, S', 'CV5'))).toEqual(['phase 5 (S): only 4 phases today (Clear: 4 phases a day)']);
    });
  });

  describe('the revised Dwarf (X1-19)', () => {
    const dwarf = { character: { dwarf: 'revised' as const } };

    it('has 4 activities, of which 2 are moves', () => {
      expect(route(check('M CV2, M BV4, S, R', 'CV5', dwarf))).toEqual(['CV2', 'BV4', 'BV4', 'BV4']);
      const r = check('M CV2, M BV4, M BV1, S', 'CV5', dwarf);
      expect(messages(r)).toEqual([
        'phase 3 (M BV1): the Dwarf records at most 2 MOVE phases a day (revised Dwarf, X1-19; a mountain clearing\'s phases count each) and this is the 3rd of 3',
      ]);
      expect(!r.ok && r.errors[0]!.rule).toBe('X1-19');
      expect(messages(check('M CV2, S, R, H, A', 'CV5', dwarf))).toEqual(['phase 5 (A): only 4 phases today (Clear: 4 phases a day)']);
    });

    it('a mountain clearing of 2 MOVE phases uses both his moves', () => {
      expect(route(check('M L5, M L5, S, R', 'DW1', dwarf))).toEqual(['DW1', 'L5', 'L5', 'L5']);
      expect(messages(check('M L5, M L5, M L2, M L2', 'DW1', dwarf))[0]).toContain('phase 3 (M L2): the Dwarf records at most 2 MOVE phases');
    });

    it('in a season of 3 mountain phases he cannot walk into a mountain clearing (the reading: phases, not clearings)', () => {
      const r = check('M L5, M L5, M L5, S', 'DW1', { ...dwarf, budget: { mountainMovePhases: 3 } });
      expect(!r.ok && r.errors.map((e) => [e.phase, e.rule])).toEqual([[3, 'X1-19']]);
    });

    it('caves do not limit him', () => {
      expect(route(check('S, R, H, A', 'CN5', dwarf))).toEqual(['CN5', 'CN5', 'CN5', 'CN5']);
      expect(check('M CN5, S, R, H', 'BV2', dwarf).ok).toBe(true);
    });

    it('he has the weather\'s phases: 6 in a 6-phase week, still 2 moves', () => {
      expect(check('M CV2, M BV4, S, R, H, A', 'CV5', { ...dwarf, budget: { phasesPerDay: 6, weatherName: 'Rain' } }).ok).toBe(true);
    });
  });
});

describe('orders: the hint of a refused move', () => {
  it('names the clearings the character can reach from where he stood, by the paths he knows', () => {
    const ctx: OrdersContext = { board, start: 'CV5', known: [], budget: NORMAL };
    let error: unknown;
    try {
      requireDayOrders(parsePhases('M BV2'), ctx);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    // On the original-20 board CV5 is joined to CV2 and, across the tile edge, to EV1.
    expect(connectionBetween(board, 'CV5', 'EV1')).toBeDefined();
    expect((error as RuleError).hint).toBe('Fix the phases named and record the whole day again. From CV5 you can move to CV2 or EV1, e.g. "M CV2".');
    // After a first move, the hint is about the clearing the refused move left from.
    const second = (() => {
      try {
        requireDayOrders(parsePhases('M CV2, M DW1'), ctx);
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('accepted');
    })();
    expect(second.hint).toMatch(/^Fix the phases named and record the whole day again\. From CV2 you can move to .*BV4/);
  });
});

describe('orders: bonus phases (SW-11)', () => {
  const snowstorm: Partial<DayBudget> = { phasesPerDay: 3, weatherName: 'Snowstorm', bonus: { count: 2, where: ['caves', 'dwellings'] } };

  it('in caves: 2 basic phases and 2 bonus phases recorded there', () => {
    const r = check('S, R, H, A', 'CN5', { budget: snowstorm });
    expect(route(r)).toEqual(['CN5', 'CN5', 'CN5', 'CN5']);
    expect(r.allowance).toMatchObject({ basic: 2, bonus: 2 });
    expect(messages(check('S, R, H, A, P', 'CN5', { budget: snowstorm }))).toEqual([
      'phase 5 (P): only 4 phases today (Snowstorm: 3 phases a day, but you start the day in caves (CN5): 2; plus 2 bonus phases in caves or clearings with a dwelling)',
    ]);
  });

  it('out of caves and dwellings a bonus phase is refused', () => {
    const r = check('S, R, H, A', 'CV5', { budget: snowstorm });
    // 000 l.72: recorded where he stands in Birdsong (CV5), which must be of the proper type.
    expect(messages(r)).toEqual([
      "phase 4 (A): a bonus phase (the day has 3 basic phases): Snowstorm's bonus phases are recorded only in caves or clearings with a dwelling (SW-11), and in Birdsong you stand in CV5, a normal clearing without a dwelling",
    ]);
    expect(!r.ok && r.errors[0]!.rule).toBe('SW-11');
  });

  it('in a clearing with a dwelling it is allowed', () => {
    expect(check('S, R, H, A, P', 'CV5', { budget: snowstorm, dwellings: ['CV5'] }).ok).toBe(true);
    expect(check('S, R, H, A', 'CV5', { budget: snowstorm, dwellings: new Set(['CV5']) }).ok).toBe(true);
  });

  it('the clearing that counts is where he stands when the bonus phase begins', () => {
    // Phase 4 is a MOVE out of the dwelling's clearing: recorded in CV5.
    expect(route(check('S, R, H, M CV2', 'CV5', { budget: snowstorm, dwellings: ['CV5'] }))).toEqual(['CV5', 'CV5', 'CV5', 'CV2']);
    // Phase 4 after leaving it: recorded in CV2, which has none.
    expect(messages(check('S, R, M CV2, H', 'CV5', { budget: snowstorm, dwellings: ['CV5'] }))).toEqual([
      // 000 l.73: recorded in CV5 (a dwelling), executed in CV2, which must be of the proper type too.
      "phase 4 (H): a bonus phase (the day has 3 basic phases): Snowstorm's bonus phases are executed only in caves or clearings with a dwelling (SW-11), and there you are in CV2, a normal clearing without a dwelling",
    ]);
  });

  it('entering caves: the day drops to 2 basic phases, and the bonus phases come on top there', () => {
    // Recorded in a dwelling's clearing at Birdsong, executed in the caves.
    expect(route(check('M CN5, S, R, H', 'BV2', { budget: snowstorm, dwellings: ['BV2'] }))).toEqual(['CN5', 'CN5', 'CN5', 'CN5']);
    // Corrected (000 l.72-74): from BV2 without a dwelling the bonus phases cannot be recorded, though executed in caves.
    expect(messages(check('M CN5, S, R, H', 'BV2', { budget: snowstorm }))).toEqual([
      "phases 3–4 (R, H): bonus phases (the day has 2 basic phases): Snowstorm's bonus phases are recorded only in caves or clearings with a dwelling (SW-11), and in Birdsong you stand in BV2, a normal clearing without a dwelling",
    ]);
  });

  it('recorded and executed both in the proper clearing (000 2.42): from DV4 in a Hot week, not from HP5 alone', () => {
    const hot: Partial<DayBudget> = { phasesPerDay: 4, weatherName: 'Hot', bonus: { count: 1, where: ['caves', 'mountain'] } };
    const r = check('M HP5, M HP5, S, R, A', 'DV4', { budget: hot });
    expect(messages(r)).toEqual([
      "phase 5 (A): a bonus phase (the day has 4 basic phases): Hot's bonus phases are recorded only in caves or mountain clearings (SW-11), and in Birdsong you stand in DV4, a normal clearing",
    ]);
    expect(!r.ok && r.errors[0]).toMatchObject({ phase: 5, rule: 'SW-11' });
    // From a mountain clearing (HP5 at Birdsong) the fifth phase, executed there too, is allowed.
    expect(route(check('S, R, A, H, S', 'HP5', { budget: hot }))).toEqual(['HP5', 'HP5', 'HP5', 'HP5', 'HP5']);
    // Recorded in HP5, executed in DV4 after leaving: refused at execution.
    expect(messages(check('S, R, H, M DV4, A', 'HP5', { budget: hot }))).toEqual([
      "phase 5 (A): a bonus phase (the day has 4 basic phases): Hot's bonus phases are executed only in caves or mountain clearings (SW-11), and there you are in DV4, a normal clearing",
    ]);
  });

  it('bonus phases in mountain clearings (a week of "1 bonus phase in caves, mountain")', () => {
    const budget: Partial<DayBudget> = { phasesPerDay: 4, weatherName: 'Showers', bonus: { count: 1, where: ['caves', 'mountain'] } };
    // Corrected (000 l.72): from DW1 (woods) at Birdsong the bonus phase cannot be recorded; from L2 (mountain) it can.
    expect(messages(check('M L5, M L5, S, R, H', 'DW1', { budget }))[0]).toContain('in Birdsong you stand in DW1, a woods clearing');
    expect(route(check('S, R, H, A, P', 'L5', { budget }))).toEqual(['L5', 'L5', 'L5', 'L5', 'L5']);
    expect(messages(check('S, R, H, A, P', 'DW1', { budget }))[0]).toContain('you stand in DW1, a woods clearing');
  });

  it('the classic Dwarf gets the bonus phases too', () => {
    expect(check('S, R, H, A', 'CN5', { budget: snowstorm, character: { dwarf: 'classic' } }).ok).toBe(true);
  });

  it('bonusPlaceAllows reads the clearing type and the dwellings', () => {
    expect(bonusPlaceAllows(board, 'CN5', ['caves'])).toBe(true);
    expect(bonusPlaceAllows(board, 'DW1', ['woods'])).toBe(true);
    expect(bonusPlaceAllows(board, 'CV5', ['caves', 'dwellings'])).toBe(false);
    expect(bonusPlaceAllows(board, 'CV5', ['caves', 'dwellings'], ['CV5'])).toBe(true);
  });
});

describe('orders: the weather forbids HIDE or PEER (SW-13)', () => {
  it('HIDE in a Soft Ground week', () => {
    const r = check('M CV2, H, S', 'CV5', { budget: { weatherName: 'Soft Ground', noHide: true } });
    expect(messages(r)).toEqual(['phase 2 (H): nobody may HIDE this week (Soft Ground)']);
    expect(!r.ok && r.errors[0]!.rule).toBe('SW-13');
    expect(check('M CV2, P, S', 'CV5', { budget: { weatherName: 'Soft Ground', noHide: true } }).ok).toBe(true);
  });

  it('PEER in a week that forbids it', () => {
    expect(messages(check('P, S, P', 'CV5', { budget: { weatherName: 'Normal', noPeer: true } }))).toEqual([
      'phase 1 (P): nobody may PEER this week (Normal)',
      'phase 3 (P): nobody may PEER this week (Normal)',
    ]);
  });
});

describe('orders: several errors, FOLLOW, the RuleError', () => {
  it('every broken rule is listed, in phase order', () => {
    const r = check('H, M BV2, S, R, A', 'CV5', { budget: { weatherName: 'Soft Ground', noHide: true } });
    expect(!r.ok && r.errors.map((e) => [e.phase, e.rule])).toEqual([
      [1, 'SW-13'],
      [2, 'move'],
      [5, 'SW-10'],
    ]);
  });

  it('FOLLOW is recorded alone', () => {
    expect(route(check('F Amazon', 'CV5'))).toEqual(['CV5']);
    expect(messages(check('F Amazon, S', 'CV5'))).toEqual([
      "phase 1 (F Amazon): FOLLOW is recorded alone: following another character takes the place of the whole day's phases",
    ]);
  });

  it('requireDayOrders returns the route or throws one RuleError with a line per error', () => {
    expect(requireDayOrders(parsePhases('M CV2'), { board, start: 'CV5', budget: NORMAL })).toEqual(['CV2']);
    let thrown: unknown;
    try {
      requireDayOrders(parsePhases('M BV2, S, R, H, A'), { board, start: 'CV5', budget: NORMAL });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect((thrown as RuleError).message).toBe(
      'These orders break 2 rules:\n• phase 1 (M BV2): BV2 is not joined to CV5 by a path you know\n• phase 5 (A): only 4 phases today (Clear: 4 phases a day)',
    );
  });

  it('a starting clearing not on the board is the program\'s mistake, not the player\'s', () => {
    expect(() => check('S', 'SW1')).toThrow('the starting clearing SW1 is not on the board');
  });
});
