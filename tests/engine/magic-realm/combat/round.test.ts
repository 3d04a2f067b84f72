import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { freshSheet } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { playRound, type InCombat } from '../../../../src/engine/rulesets/magic-realm/combat/round.js';
import { monstersNamed } from '../../../../src/engine/rulesets/magic-realm/denizens/denizens.js';

/**
 * Issue 14: one whole round on the Amazon's sheet, from her secret play to what she owes. She plays FIGHT M4* with
 * her Short Sword, thrusting at the Wolf, and MOVE M3* dodging: two asterisks. On her sheet the Wolf (L 4, move 3)
 * in box 1 and the T Troll (H 4, move 4) in box 2, both light side up.
 */
const kit = characterKit('Amazon')!;
const wolf = monstersNamed('Wolf').find((w) => w.light.strength === 'L')!;
const troll = monstersNamed('T Troll')[0]!;
const amazon = (): InCombat => ({
  userId: 'bob',
  kit,
  sheet: freshSheet(kit),
  play: { fight: { chit: 5, target: 'wolf1', direction: 'thrust' }, move: { chit: 1, maneuver: 'dodge' } },
  denizens: [
    { id: 'wolf1', def: wolf, side: 'light', box: 1 },
    { id: 'troll', def: troll, side: 'light', box: 2 },
  ],
});

describe('a whole melee round (combat/round.ts)', () => {
  it('tactics (4: no change; the Wolf\'s box 3, 1: no change; the T Troll never turns), the reveal, and what she owes: a wound, one fatigue', () => {
    const out = playRound([amazon()], 1, { dice: forcedDice([4, 3, 1]) });
    expect(out.tactics.bob).toEqual({
      reposition: { die: 4, text: 'No change' },
      changes: [{ box: 1, dice: [3, 1], turned: false }],
      placed: [
        { id: 'wolf1', box: 1, turned: false },
        { id: 'troll', box: 2, turned: false },
      ],
    });
    // Her sword (length 3) strikes first and kills the Wolf (L +1 +1 star = H ≥ M); the Troll swings into her dodge:
    // H on the Breastplate (M) destroys it and wounds her; it turns red.
    expect(out.reveal.killed).toEqual([{ id: 'wolf1', by: ['bob'] }]);
    expect(out.owed).toEqual([
      { userId: 'bob', owed: { kind: 'wound', count: 1, cause: 'combat, round 1' } },
      { userId: 'bob', owed: { kind: 'fatigue', count: 1, cause: 'combat, round 1' } },
    ]);
    expect(out.denizens).toEqual({ troll: { box: 2, side: 'dark' } });
    expect(out.spoils).toEqual({ bob: { fame: 0, notoriety: 1 } });
    expect(out.active).toBe(true);
  });

  it('a 6 of change tactics turns the Wolf to its other side before it strikes; repositioning 1 swaps boxes 2 and 3', () => {
    // Reposition 1: the Wolf stays in box 1, the Troll goes from 2 to 3; box 1's roll 6, 6: the Wolf turns to its
    // dark side (M 4, move 4).
    const out = playRound([{ ...amazon(), play: { move: { chit: 1, maneuver: 'duck' } } }], 2, { dice: forcedDice([1, 6, 6]) });
    expect(out.tactics.bob!.placed).toEqual([
      { id: 'wolf1', box: 1, turned: true },
      { id: 'troll', box: 3, turned: false },
    ]);
    expect(out.denizens.wolf1).toEqual({ box: 1, side: 'dark' });
    // She only ducked (box 3) at time 3: the dark Wolf (M, time 4, box 1) does not undercut; the Troll in box 3
    // intercepts her duck: H on the Helmet (M): destroyed, a wound; it turns red. One asterisk played: no fatigue.
    expect(out.reveal.strikes.find((s) => s.by === 'troll')).toMatchObject({ hit: 'intercept', armour: { name: 'Helmet', after: 'destroyed' }, wound: true });
    expect(out.owed).toEqual([{ userId: 'bob', owed: { kind: 'wound', count: 1, cause: 'combat, round 2' } }]);
  });
});
