import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { afterHiddenCast } from '../../../../src/engine/rulesets/magic-realm/combat/hidden-cast.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { chitLabel, characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import type { StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

const wizard = characterKit('Wizard')!;
const chitState = (label: string, sheet: { chits: string[] }): string[] => wizard.chits.flatMap((c, i) => (chitLabel(c) === label ? [sheet.chits[i]!] : []));
const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const wizardPiece = (g: { state: () => Parameters<typeof boardOf>[0] }) => boardOf(g.state()).pieces.find((p) => p.owner === 'bob')!;

/**
 * MP-7 with forced dice (seed 001 l.33–37). The Wizard (bob) and the Black Knight (carol) in the Ledges' clearing 1 of
 * the original board, the Ledges enchanted (purple in every clearing), the Wolf (light L4 move 3, vulnerability M)
 * there. The Wizard records Fiery Blast and Lightning Bolt at set-up and hides by day: the turn order's die 1 (the
 * Wizard first), his HIDE 2, 1 → 2: hidden. The Black Knight alone fights; the Wolf comes to his sheet.
 */
function ledges(options = '', spells = 'Fiery Blast, Lightning Bolt') {
  const g = game(options, [[bob, 'Wizard'], [carol, 'Black Knight']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells });
  g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at: 'L1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Black Knight', at: 'L1', kind: 'character', owner: 'carol' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'L1', kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  const evening = (dice: number[] = []) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, ...dice]));
  const hiddenWizard = () => {
    g.run({ type: 'play.record', actor: bob, phases: 'H' });
    evening([1, 2, 1]);
    expect(currentCombat(g.state())).toMatchObject({ order: ['carol'], step: 'lure' });
    expect(wizardPiece(g).hidden).toBe(true);
  };
  /** The Black Knight's turns: no luring, no action, his target the Wolf; then his play (a duck) reveals the round. */
  const blackKnightPlays = (dice: number[]) => {
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.target', actor: carol, who: 'Wolf' });
    const forced = forcedDice(dice);
    const events = g.run({ type: 'combat.play', actor: carol, move: 'MOVE H6', maneuver: 'duck' }, forced);
    expect(forced.remaining()).toBe(0);
    return events;
  };
  return { ...g, evening, hiddenWizard, blackKnightPlays };
}

describe('hidden casters (MP-7, seed 001 l.33–37)', () => {
  it('MP-7 without the Ambush rule: the hidden Wizard casts Fiery Blast at the Wolf in secret; it kills the Wolf (Missile table 2, 1 → 2: X), and, his target an individual, he is unhidden — a fighter from the next round', () => {
    const g = ledges();
    g.hiddenWizard();
    // In secret: his and the GM's only, nothing public (nobody is told he is there).
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf', aim: 'thrust' });
    expect(cast.map((e) => [e.type, e.visibility])).toEqual([['combat.cast', { kind: 'players', userIds: ['bob'] }]]);
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ spell: 'Fiery Blast', speed: 3, hidden: true, aim: 'thrust', targets: ['p3-wolf'] });
    // The reveal: repositioning 4, change tactics 2, 3; the Fiery Blast (length 13, speed 3) intercepts the Wolf in
    // box 1 (thrust), Missile table 2, 1 → 2: one level more, L*** is X — killed before it strikes.
    const events = g.blackKnightPlays([4, 2, 3, 2, 1]);
    const round = payload(events, 'combat.round');
    expect(round.plays.map((p) => p.text)).toEqual(['no attack; MOVE H6 duck', 'casts from hiding, aimed thrust']);
    expect(round.strikes[0]!.text).toBe('The Wizard’s Fiery Blast → the Wolf: intercepts (Missile table 2, 1 → 2: +1 level), harm X — killed');
    expect(payload(events, 'combat.unhid')).toEqual({ userId: 'bob', name: 'Wizard', why: "Wizard's spell named an individual" });
    expect(events.some((e) => e.type === 'combat.rehid')).toBe(false);
    expect(wizardPiece(g).hidden).toBe(false);
    expect(currentCombat(g.state())).toMatchObject({ round: 2, order: ['carol', 'bob'] });
    // MP-11: the chit fatigues as the attack spell expires.
    expect(chitState('MAGIC IV3*', sheetOf(g.state(), 'bob')!)).toEqual(['fatigued']);
  });

  it('MP-7, MP-8: a chit prepared by day casts from hiding at speed 0 — no direction needed, it always hits the Wolf (Missile table 2, 1 → 2: X)', () => {
    const g = ledges();
    g.run({ type: 'play.record', actor: bob, phases: 'H, A MAGIC IV3*' });
    g.evening([1, 2, 1]);
    expect(wizardPiece(g).hidden).toBe(true);
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf' });
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ spell: 'Fiery Blast', speed: 0, hidden: true, targets: ['p3-wolf'] });
    const events = g.blackKnightPlays([4, 2, 3, 2, 1]);
    const round = payload(events, 'combat.round');
    expect(round.spells![0]!.text).toBe('Wizard casts Fiery Blast with MAGIC IV3* (prepared) at speed 0, purple from the enchanted clearing L1, at the Wolf (speed 0: it always hits)');
    expect(round.strikes[0]!.text).toBe('The Wizard’s Fiery Blast → the Wolf: hits (speed 0) (Missile table 2, 1 → 2: +1 level), harm X — killed');
    expect(wizardPiece(g).hidden).toBe(false);
  });

  it('MP-7: a hidden caster’s spell on himself (Elemental Spirit, his own MAGIC chits) goes into force; himself an individual, he is unhidden', () => {
    const g = ledges('', 'Fiery Blast, Elemental Spirit');
    g.hiddenWizard();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Elemental Spirit', chit: 'MAGIC IV3*', who: 'Wizard' });
    const events = g.blackKnightPlays([4, 2, 3]);
    expect(events.find((e) => e.type === 'play.spell-in-force')!.payload).toMatchObject({ held: { spell: 'Elemental Spirit', targets: ['bob'] } });
    expect(payload(events, 'combat.unhid')).toEqual({ userId: 'bob', name: 'Wizard', why: "Wizard's spell named an individual" });
    expect(wizardPiece(g).hidden).toBe(false);
  });

  it('MP-7 with the Ambush rule: one individual — a Hide roll; 3, 1 → 3, he stays hidden', () => {
    const g = ledges('ambush');
    g.hiddenWizard();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf', aim: 'thrust' });
    const events = g.blackKnightPlays([4, 2, 3, 2, 1, 3, 1]);
    expect(payload(events, 'combat.rehid')).toMatchObject({ userId: 'bob', dice: [3, 1], read: 3, hidden: true });
    expect(events.some((e) => e.type === 'combat.unhid')).toBe(false);
    expect(wizardPiece(g).hidden).toBe(true);
  });

  it('MP-7 with the Ambush rule: one individual and a Hide roll of 6, 6 → 6: seen, a fighter from the next round', () => {
    const g = ledges('ambush');
    g.hiddenWizard();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf', aim: 'thrust' });
    const events = g.blackKnightPlays([4, 2, 3, 2, 1, 6, 6]);
    expect(payload(events, 'combat.rehid')).toMatchObject({ userId: 'bob', dice: [6, 6], read: 6, hidden: false });
    expect(wizardPiece(g).hidden).toBe(false);
    expect(currentCombat(g.state())!.order).toEqual(['carol', 'bob']);
  });

  it('MP-7 with the Ambush rule: two individuals (the Wolf and the Black Knight) — always unhidden, no Hide roll', () => {
    const g = ledges('ambush');
    g.hiddenWizard();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf, Black Knight', aim: 'thrust' });
    // The Black Knight is not made to play for it (nobody is told); the Wolf as before (Missile table 2, 1), then the
    // Black Knight: speed 3 undercuts his MOVE H6, Missile table 1, 1 → 1: two levels more, X — killed.
    const events = g.blackKnightPlays([4, 2, 3, 2, 1, 1, 1]);
    expect(payload(events, 'combat.round').strikes.map((s) => s.text).slice(0, 2)).toEqual([
      'The Wizard’s Fiery Blast → the Wolf: intercepts (Missile table 2, 1 → 2: +1 level), harm X — killed',
      'The Wizard’s Fiery Blast → the Black Knight: undercuts (Missile table 1, 1 → 1: +2 levels), harm X — killed',
    ]);
    expect(payload(events, 'combat.unhid')).toEqual({ userId: 'bob', name: 'Wizard', why: "Wizard's spell named 2 individuals" });
    expect(events.some((e) => e.type === 'combat.rehid')).toBe(false);
    expect(wizardPiece(g).hidden).toBe(false);
  });

  it('MP-7: the clearing is no individual — the attack spell is broken (its chit fatigued at once, in secret) and he stays hidden, with or without the Ambush rule', () => {
    for (const options of ['', 'ambush']) {
      const g = ledges(options);
      g.hiddenWizard();
      const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'clearing' });
      expect(cast.every((e) => e.visibility.kind === 'players')).toBe(true);
      expect(payload(cast, 'combat.cast').cast).toMatchObject({ broken: 'Fiery Blast is aimed at individuals, not the clearing', targets: [] });
      expect(chitState('MAGIC IV3*', sheetOf(g.state(), 'bob')!)).toEqual(['fatigued']);
      // The Wolf (L4) strikes the Black Knight's sheet box 1 thrust; he ducks: a miss. No roll for the Wizard.
      const events = g.blackKnightPlays([4, 2, 3]);
      expect(events.some((e) => e.type === 'combat.unhid' || e.type === 'combat.rehid')).toBe(false);
      expect(wizardPiece(g).hidden).toBe(true);
    }
  });

  it('MP-7: what the reveal does with a hidden caster, by the individuals named and the Ambush rule', () => {
    expect([0, 1, 2, 3].map((n) => afterHiddenCast(n, false))).toEqual(['hidden', 'unhidden', 'unhidden', 'unhidden']);
    expect([0, 1, 2, 3].map((n) => afterHiddenCast(n, true))).toEqual(['hidden', 'hide-roll', 'unhidden', 'unhidden']);
  });

  it('MP-7 refusals: a hidden cast names its target and the attack spell its direction, before the secret plays; not with an ambush; a fighter names neither with the cast', () => {
    const g = ledges('ambush');
    g.hiddenWizard();
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' }).message).toContain("a hidden caster names the spell's target with the cast");
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf' }).message).toContain('needs its direction');
    expect(g.refusal({ type: 'combat.cast', actor: carol, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf' }).message).toContain('picked in the target step');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', who: 'Wolf', aim: 'thrust' });
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV4*', who: 'Wolf', aim: 'thrust' }).message).toContain('has cast a spell this round already');
    expect(g.refusal({ type: 'combat.ambush', actor: bob, who: 'Wolf', fight: 'FIGHT M4*', direction: 'thrust' }).message).toContain('cast a spell from hiding this round');
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.target', actor: carol, who: 'Wolf' });
    expect(currentCombat(g.state())!.step).toBe('play');
  });
});
