import { describe, expect, it } from 'vitest';
import { renderMeleeWithLog } from '../../src/render/melee.js';
import { meleeRound } from './sheet-fixtures.js';

/** Issue 27: the melee picture of a round draws what the round did to armour, and a Tremendous monster turned red. */
describe('the melee picture', () => {
  it("writes the armour the round's hits damaged or destroyed under his name, and NOW RED on a monster its hit turned", async () => {
    const round = meleeRound();
    const plain = renderMeleeWithLog(round);
    expect(plain.texts.some((t) => t.startsWith('Armour:'))).toBe(false);
    expect(plain.texts).not.toContain('NOW RED');
    round.sheets[0]!.armour = [{ name: 'Breastplate', after: 'damaged' }, { name: 'Helmet', after: 'destroyed' }];
    round.sheets[0]!.denizens[1] = { ...round.sheets[0]!.denizens[1]!, turnedRed: true, dead: false };
    const drawn = renderMeleeWithLog(round);
    expect(drawn.texts).toContain('Armour: Breastplate damaged, Helmet destroyed');
    expect(drawn.texts).toContain('NOW RED');
    await drawn.png;
  });
});
