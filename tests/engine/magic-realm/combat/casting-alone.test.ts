import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { combatOf, currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { castingClearings } from '../../../../src/engine/rulesets/magic-realm/combat/clearings.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;

/**
 * MP-1: spells are cast only in combat, so a character alone in his clearing who could cast one has an encounter step
 * of his own at Evening. The Wizard alone in the Ledges' clearing 1, the Ledges enchanted (purple there, MP-2), with
 * Elemental Spirit (IV, purple, day) and Fiery Blast (IV, purple, attack) recorded; day 1, the monster roll 6 (no monster of that row on the board).
 */
function alone(spells: string, { enchanted = true, hidden = false } = {}) {
  const g = game('', [[bob, 'Wizard']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells });
  if (enchanted) g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at: 'L1', kind: 'character', owner: 'bob', ...(hidden ? { hidden: true } : {}) });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  const evening = () => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
  return { ...g, evening };
}

describe('casting alone at Evening (issue 29; MP-1)', () => {
  it('the Wizard alone, able to cast Elemental Spirit (purple present), gets an encounter step: he casts it on himself, it goes into force, and the next round he passes ends it', () => {
    const g = alone('Elemental Spirit, Fiery Blast');
    expect(castingClearings(g.state())).toEqual(['L1']);
    const begun = g.evening();
    expect(begun.find((e) => e.type === 'combat.begun')!.payload).toMatchObject({ clearing: 'L1', order: ['bob'], casting: true });
    expect(currentCombat(g.state())).toMatchObject({ step: 'action', turn: 0, casting: true });
    // The offers are the cast's own checks: Elemental Spirit with his type IV chits.
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain('/combat cast spell:"Elemental Spirit" chit:"MAGIC IV3*"');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Elemental Spirit', chit: 'MAGIC IV3*' });
    const round = g.run({ type: 'combat.target', actor: bob, who: 'Wizard' });
    expect(round.map((e) => e.type)).toContain('play.spell-in-force');
    expect(playOf(g.state()).inForce?.map((s) => s.spell)).toEqual(['Elemental Spirit']);
    // Round 2: still his (a round with a spell is an active one); he passes, and the round with no spell ends it.
    expect(currentCombat(g.state())).toMatchObject({ round: 2, step: 'action' });
    const end = g.run({ type: 'combat.pass', actor: bob });
    expect(end.find((e) => e.type === 'combat.ended')!.payload).toMatchObject({ clearing: 'L1', why: 'the Wizard cast nothing more' });
    expect(currentCombat(g.state())).toBeUndefined();
    expect(combatOf(g.state()).done).toEqual(['L1']);
  });

  it('no step for him when he could cast nothing (no purple: day 1, the Ledges on their normal side), nor when he is hidden, nor when his spells have nothing here to aim at', () => {
    expect(castingClearings(alone('Elemental Spirit, Fiery Blast', { enchanted: false }).state())).toEqual([]);
    expect(castingClearings(alone('Elemental Spirit, Fiery Blast', { hidden: true }).state())).toEqual([]);
    // MP-6: attack spells only, with nobody else here, have nothing to aim at: no step (a cast would only break).
    expect(castingClearings(alone('Fiery Blast, Lightning Bolt').state())).toEqual([]);
  });

  it('a pass at once ends his evening in one round', () => {
    const g = alone('Elemental Spirit, Fiery Blast');
    g.evening();
    const end = g.run({ type: 'combat.pass', actor: bob });
    expect(end.find((e) => e.type === 'combat.ended')!.payload).toMatchObject({ why: 'the Wizard cast nothing more' });
  });
});
