import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { boardOf } from '../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import { hiresEnding, releaseHirelings } from '../../../src/engine/rulesets/magic-realm/play/meeting.js';
import type { StoredEvent } from '../../../src/engine/core/types.js';
import { PLAY_EVENT_WORDS } from '../../../src/engine/rulesets/magic-realm/play/events.js';
import { game, PEOPLE, SET_UP_DICE } from '../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;

/** X1-11 (002 7.5–7.8): the Amazon (10 gold) in the Curst Valley's clearing 1 with travellers face up beside her. */
function withTravellers(...travellers: string[]) {
  const g = game('expansion-one', [[bob, 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'CV1', kind: 'character', owner: 'bob' });
  for (const t of travellers) g.run({ type: 'board.piece', actor: gm, label: t, at: 'CV1', kind: 'traveller' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  return g;
}
const dealt = (events: readonly StoredEvent[]) => (events.find((e) => e.type === 'play.dealt')?.payload as { lines: string[] } | undefined)?.lines ?? [];

describe('X1-11: hiring travellers', () => {
  it('the Cook is hired by paying his 8 gold, no roll: 14 days, his piece hers; the next day he goes where she goes', () => {
    const g = withTravellers('Cook');
    g.run({ type: 'play.record', actor: bob, phases: 'HR Cook' });
    const day1 = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(dealt(day1)).toEqual(['You hired the Cook for 14 days for 8 gold: you have 2 gold.']);
    // Midnight counted his first day: 13 left at Birdsong of day 2.
    expect(playOf(g.state()).hirelings).toEqual({ bob: [{ group: 'Cook', natives: ['Cook'], days: 13, traveller: true }] });
    expect(boardOf(g.state()).pieces.find((p) => p.label === 'Cook')!.owner).toBe('bob');
    g.run({ type: 'play.record', actor: bob, phases: 'M CV4' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(boardOf(g.state()).pieces.filter((p) => ['Amazon', 'Cook'].includes(p.label)).map((p) => `${p.label} ${p.tile}${p.clearing}`)).toEqual(['Amazon CV4', 'Cook CV4']);
  });

  it('no substitute for gold: the Enchantress asks 20 and she has 10 — no deal; the Merchant is hired for no fixed wage — the GM settles it', () => {
    const g = withTravellers('Enchantress', 'Merchant');
    g.run({ type: 'play.record', actor: bob, phases: 'HR Enchantress, HR Merchant' });
    const day1 = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(dealt(day1)).toEqual(['The Enchantress asks 20 gold, and you have 10: no deal.', 'The Merchant is not hired for a fixed wage (not hired: buys at face value, sells at four times face value): the GM settles it.']);
    expect(playOf(g.state()).hirelings).toBeUndefined();
  });

  it('the term: the 14th Midnight tells the Cook leaves her service (he may be hired again); her death takes her hired travellers out of the game', () => {
    const g = withTravellers('Cook');
    g.run({ type: 'play.record', actor: bob, phases: 'HR Cook' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    const play = playOf(g.state());
    expect(hiresEnding({ ...play, hirelings: { bob: [{ ...play.hirelings!.bob![0]!, days: 1 }] } }, () => 'Amazon')).toEqual(["The Cook leaves Amazon's service: the term of hire is over (he may be hired again for his wage)."]);
    const after = releaseHirelings(g.state(), 'bob');
    expect(boardOf(after).pieces.some((p) => p.label === 'Cook')).toBe(false);
    expect(playOf(after).hirelings).toEqual({});
  });
});

/** The Amazon hires Lancer 1 in the Curst Valley's clearing 1 on day 1: the monster roll 6, the Meeting table (friendly) 2, 1 → 2: Price x2. */
function lancerHired() {
  const g = game('', [[bob, 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'CV1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Lancer 1', at: 'CV1', kind: 'native' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  g.run({ type: 'play.record', actor: bob, phases: 'HR Lancers' });
  const day1 = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 2, 1]));
  return { g, day1 };
}

describe('hirelings go where their employer goes (issue 30)', () => {
  it('the Amazon hires Lancer 1 (friendly 2, 1 → Price x2 of his wage 2: 4 gold); the next day her MOVE to CV4 takes him along, his pony with him', () => {
    const { g, day1 } = lancerHired();
    expect(dealt(day1)).toEqual(['You hired the Lancers (Lancer 1) for 14 days for 4 gold (Price x2 of 2): you have 6 gold.']);
    g.run({ type: 'play.record', actor: bob, phases: 'M CV4' });
    const day2 = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(day2.find((e) => e.type === 'board.piece-set')!.payload).toMatchObject({ piece: { label: 'Lancer 1', tile: 'CV', clearing: 4, owner: 'bob' } });
    expect(boardOf(g.state()).pieces.filter((p) => ['Amazon', 'Lancer 1'].includes(p.label)).map((p) => `${p.label} ${p.tile}${p.clearing}`)).toEqual(['Amazon CV4', 'Lancer 1 CV4']);
  });

  it('/character guard leaves Lancer 1 on guard in CV1: her MOVE to CV4 goes without him; follow:true, back in CV1, takes him along again; refused with how for a wrong name, a traveller, or twice', () => {
    const { g } = lancerHired();
    const r = g.refusal({ type: 'play.guard', actor: bob, hireling: 'Lancer 2' });
    expect([r.message, r.hint]).toEqual(['the Amazon has hired no "Lancer 2"', 'name one of her hired natives: Lancer 1']);
    const set = g.run({ type: 'play.guard', actor: bob, hireling: 'lancer 1' });
    expect(set[0]!.payload).toEqual({ userId: 'bob', name: 'Amazon', hireling: 'Lancer 1', guard: true, clearing: 'CV1' });
    expect(PLAY_EVENT_WORDS['play.guard-set'].log(set[0] as never, {} as never)).toBe('🛡 The Amazon leaves the Lancer 1 on guard in CV1');
    expect(g.refusal({ type: 'play.guard', actor: bob, hireling: 'Lancer 1' }).message).toBe('the Lancer 1 stands guard already');
    g.run({ type: 'play.record', actor: bob, phases: 'M CV4' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(boardOf(g.state()).pieces.filter((p) => ['Amazon', 'Lancer 1'].includes(p.label)).map((p) => `${p.label} ${p.tile}${p.clearing}`)).toEqual(['Amazon CV4', 'Lancer 1 CV1']);
    // Back in CV1 she takes him along again.
    g.run({ type: 'play.record', actor: bob, phases: 'M CV1' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'play.guard', actor: bob, hireling: 'Lancer 1', follow: true });
    g.run({ type: 'play.record', actor: bob, phases: 'M CV4' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(boardOf(g.state()).pieces.filter((p) => ['Amazon', 'Lancer 1'].includes(p.label)).map((p) => `${p.label} ${p.tile}${p.clearing}`)).toEqual(['Amazon CV4', 'Lancer 1 CV4']);
  });

  it('a hired traveller is never left on guard (Expansion One 7.5)', () => {
    const g = withTravellers('Cook');
    g.run({ type: 'play.record', actor: bob, phases: 'HR Cook' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(g.refusal({ type: 'play.guard', actor: bob, hireling: 'Cook' }).message).toBe('the Cook never ventures away from her employer (Expansion One 7.5)');
  });
});
