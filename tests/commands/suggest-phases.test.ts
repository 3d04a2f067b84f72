import { describe, expect, it } from 'vitest';
import { phaseSuggestions, splitTyped, type RouteKnowledge } from '../../src/commands/suggest-phases.js';
import { stepsFrom } from '../../src/engine/rulesets/magic-realm/map/graph.js';
import { readyLayout } from '../../src/engine/rulesets/magic-realm/board/layouts.js';

/**
 * `/orders record phases:` suggestions (issue 12) on the real board of a quick-start game (original-20), whose
 * numbers tests/engine/magic-realm/orders-validate.test.ts checks against the tile data: CV5 joins CV2 and EV1 by
 * roads; CV2 joins BV4 and CV5; Deep Woods 1 joins CG2, DW6 and the mountain L5 by roads and DW4 by a hidden path;
 * Cavern 5 joins BV2 and CN4, and CN3 by a secret passage.
 */
const board = readyLayout('original-20')!.board;
const at = (start: string, more: Partial<RouteKnowledge> = {}): RouteKnowledge => ({ board, known: [], start, ...more });
const values = (typed: string, k: RouteKnowledge) => phaseSuggestions(typed, k).map((c) => c.value);
const moves = (typed: string, k: RouteKnowledge) => values(typed, k).filter((v) => /M [A-Z]+\d$/.test(String(v)));

describe('the board the suggestions are tested on', () => {
  it('has the neighbours the tests rely on (from the tile data)', () => {
    const next = (c: string, known: string[] = []) => stepsFrom(board, c, known).map((s) => s.clearing).sort();
    expect(next('CV5')).toEqual(['CV2', 'EV1']);
    expect(next('CV2')).toEqual(['BV4', 'CV5']);
    expect(next('DW1')).toEqual(['CG2', 'DW6', 'L5']);
    expect(next('DW1', ['DW1-DW4'])).toEqual(['CG2', 'DW4', 'DW6', 'L5']);
    expect(next('CN5', ['CN3-CN5'])).toEqual(['BV2', 'CN3', 'CN4']);
  });
});

describe('/orders record phases: suggestions', () => {
  it('at the start: a move to each clearing joined to his own, then the codes', () => {
    const all = values('', at('CV5'));
    expect(all.slice(0, 2)).toEqual(['M CV2', 'M EV1']);
    expect(all).toEqual(expect.arrayContaining(['H', 'S', 'R', 'A', 'P', 'L', 'LT', 'T', 'HR', 'E', 'B']));
    // SP is E (MP-1): offered once, as E.
    expect(all).not.toContain('SP');
    // Expansion One's codes only in a game with it; no bare M or F (they need what follows).
    expect(all).not.toContain('ST');
    expect(all).not.toContain('M');
    expect(values('', at('CV5', { expansionOne: true }))).toEqual(expect.arrayContaining(['ST', 'G']));
    // STEAL names the native group (X1-7).
    expect(values('ST So', at('CV5', { expansionOne: true }))).toEqual(['ST Soldiers']);
  });

  it('as he types "M CV5, M ": each clearing reachable from the last clearing of his route, the text completed', () => {
    expect(moves('M CV2, M ', at('CV5'))).toEqual(['M CV2, M BV4', 'M CV2, M CV5']);
    expect(moves('M CV2, M', at('CV5'))).toEqual(['M CV2, M BV4', 'M CV2, M CV5']);
    expect(moves('M CV2,', at('CV5'))).toEqual(['M CV2, M BV4', 'M CV2, M CV5']);
    expect(moves('M CV2 M B', at('CV5'))).toEqual(['M CV2, M BV4']);
    expect(moves('M CV2, H, M CV 5', at('CV5'))).toEqual(['M CV2, H, M CV5']);
    expect(moves('M CV2, M CV5, M CV', at('CV5'))).toEqual(['M CV2, M CV5, M CV2']); // never where he stands
    expect(moves('M C', at('CV5'))).toEqual(['M CV2']);
    // The phase letters when no move is typed: the next phase after a written one.
    expect(values('M CV2, H', at('CV5'))).toEqual(['M CV2, H', 'M CV2, HR']);
    expect(values('M CV2 ', at('CV5'))).toEqual(expect.arrayContaining(['M CV2, M BV4', 'M CV2, S', 'M CV2, B']));
  });

  it('an undiscovered hidden path or secret passage is never suggested; a discovered one is, and says so', () => {
    expect(moves('M ', at('DW1'))).toEqual(['M CG2', 'M DW6', 'M L5']);
    expect(values('', at('DW1')).join()).not.toContain('DW4');
    const known = phaseSuggestions('M ', at('DW1', { known: ['DW1-DW4'] }));
    expect(known.map((c) => c.value)).toEqual(['M CG2', 'M DW4', 'M DW6', 'M L5']);
    expect(known.find((c) => c.value === 'M DW4')!.name).toBe('M DW4 (the hidden path you found)');
    expect(moves('M BV2, M CN5, M ', at('BV5'))).toEqual(['M BV2, M CN5, M BV2', 'M BV2, M CN5, M CN4']);
    expect(moves('M BV2, M CN5, M ', at('BV5', { known: ['CN3-CN5'] }))).toContain('M BV2, M CN5, M CN3');
  });

  it('a mountain clearing takes its MOVE phases in a row: the same clearing is the only move until he is there', () => {
    const l5 = phaseSuggestions('M ', at('DW1')).find((c) => c.value === 'M L5')!;
    expect(l5.name).toBe('M L5 (mountain: 2 MOVE phases)');
    expect(moves('M L5, ', at('DW1'))).toEqual(['M L5, M L5']);
    expect(moves('M L5, M L5, ', at('DW1'))).toEqual(['M L5, M L5, M DW1', 'M L5, M L5, M L2']);
    // A season of 3 MOVE phases for a mountain (SW-3).
    expect(moves('M L5, M L5, ', at('DW1', { mountainMovePhases: 3 }))).toEqual(['M L5, M L5, M L5']);
  });

  it('FOLLOW names another character, as the first and only phase', () => {
    const k = at('CV5', { others: ['Black Knight', 'Berserker', 'Wizard'] });
    expect(values('F', k)).toEqual(['F Black Knight', 'F Berserker', 'F Wizard']);
    expect(values('F Bl', k)).toEqual(['F Black Knight']);
    expect(values('', k)).toContain('F Wizard');
    expect(values('H, ', k)).not.toContain('H, F Wizard');
  });

  it('TRADE and HIRE name the group (then buy or sell, and the item he types); a written deal is read as parsePhases reads it', () => {
    const k = at('CV5');
    expect(values('HR La', k)).toEqual(['HR Lancers']);
    expect(values('HR ', k)).toContain('HR Woodfolk');
    expect(values('H, T La', k)).toEqual(['H, T Lancers buy ', 'H, T Lancers sell ']);
    expect(values('T C', k)).toEqual(['T Company buy ', 'T Company sell ', 'T Crone buy ', 'T Crone sell ']);
    expect(values('T Lancers buy Shield, ', k)).toContain('T Lancers buy Shield, H');
  });

  it('without a clearing (not on the board yet, or nobody to record for) only the codes; written nonsense gets nothing', () => {
    expect(values('', { board: [], known: [] })).toEqual(['H', 'A', 'R', 'S', 'P', 'L', 'LT', 'MS', 'RR', 'T', 'HR', 'E', 'B']);
    expect(values('XYZ, ', at('CV5'))).toEqual([]);
    expect(values('M ZZ9, ', at('CV5'))).toEqual([]);
    // A value over Discord's 100 characters is never sent (Discord would refuse the whole answer).
    const long = Array(33).fill('H').join(', ');
    expect(phaseSuggestions(`${long}, `, at('CV5')).every((c) => String(c.value).length <= 100)).toBe(true);
  });

  it('MP-1: ENCHANT offers the chits he may enchant and his tile, as the command judged them; a written one is read on', () => {
    const k = { ...at('CV5'), enchant: ['E MAGIC V6*', 'E MAGIC V4*', 'E TILE'] };
    expect(values('E', k)).toEqual(['E MAGIC V6*', 'E MAGIC V4*', 'E TILE']);
    expect(values('H, e magic v4', k)).toEqual(['H, E MAGIC V4*']);
    expect(values('SP ti', k)).toEqual(['E TILE']);
    expect(values('E TILE, ', k)).toContain('E TILE, H');
    expect(values('E MAGIC V4*, ', k)).toContain('E MAGIC V4*, H');
    // One who may enchant nothing is offered nothing to enchant.
    expect(values('E ', at('CV5'))).toEqual([]);
  });

  it('issue 29: FLY offers the tiles he may fly to, as the command judged them, never a bare FL; nothing to one without a FLY chit', () => {
    const k = { ...at('CV5'), fly: ['FL CV', 'FL B', 'FL CN'] };
    expect(values('FL', k)).toEqual(['FL CV', 'FL B', 'FL CN']);
    expect(values('H, fl c', k)).toEqual(['H, FL CV', 'H, FL CN']);
    expect(values('FL CV, ', k)).toContain('FL CV, H');
    expect(values('', k)).toContain('FL B');
    expect(values('', k)).not.toContain('FL');
    expect(values('FL ', at('CV5'))).toEqual([]);
    expect(splitTyped('FL C')).toEqual({ before: '', typing: { code: 'FL', argument: 'C' } });
  });

  it('reads the text as parsePhases does', () => {
    expect(splitTyped('M CV5, H')).toEqual({ before: 'M CV5, ', typing: { code: 'H', argument: '' } });
    expect(splitTyped('M CV 5')).toEqual({ before: '', typing: { code: 'M', argument: 'CV5' } });
    expect(splitTyped('M CV5 ')).toEqual({ before: 'M CV5 ' });
    expect(splitTyped('F Black Kn')).toEqual({ before: '', typing: { code: 'F', argument: 'Black Kn' } });
    expect(splitTyped('')).toEqual({ before: '' });
  });
});
