import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { boardOf } from '../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import type { PlayEventPayloads } from '../../../src/engine/rulesets/magic-realm/play/events.js';
import { game, PEOPLE, SET_UP_DICE } from '../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

/**
 * core-tables "seventh_day_regeneration": the Amazon in AV1 and the Dwarf in CV1, blank days; the Inn at BV5 (the
 * Rogues stand there from /game start), one Rogue moved to BV2, a Wolf in LW2. Each day's press: the monster roll,
 * then the turn order's draw 0.
 */
function sevenDays() {
  const g = game('', [[bob, 'Amazon'], [carol, 'Dwarf']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'AV1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: 'CV1', kind: 'character', owner: 'carol' });
  g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'BV5', kind: 'dwelling' });
  g.run({ type: 'game.start', actor: gm }, forcedDice(SET_UP_DICE));
  g.run({ type: 'board.piece', actor: gm, label: 'Rogue 1', at: 'BV2' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'LW2', kind: 'monster' });
  const day = (roll: number) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([roll, 0]));
  const where = (label: string) => boardOf(g.state()).pieces.filter((p) => p.label === label).map((p) => `${p.tile}${p.clearing}`);
  return { g, day, where };
}

const daylight = (events: ReturnType<ReturnType<typeof sevenDays>['day']>) => events.find((e) => e.type === 'play.daylight')!.payload as PlayEventPayloads['play.daylight'];

describe('the 7th day regenerates the rolled row (core-tables seventh_day_regeneration)', () => {
  it('day 7, roll 3: the Wolf goes back into the Wolves Box; day 6 on the same roll regenerates nothing', () => {
    const t = sevenDays();
    for (let d = 1; d <= 5; d++) t.day(6);
    expect(daylight(t.day(3)).regenerated).toBeUndefined();
    expect(t.where('Wolf')).toEqual(['LW2']);
    const seventh = daylight(t.day(3));
    expect(seventh.regenerated).toEqual({ returned: [{ id: expect.any(String), label: 'Wolf', box: 'Wolves Box' }], moved: [] });
    expect(t.where('Wolf')).toEqual([]);
    expect(playOf(t.g.state()).setUpCard!.boxes['Wolves Box']!.denizens).toHaveLength(7);
  });

  it('day 7, roll 5: the Rogue who wandered goes home to the Inn; the Rogues already there stay', () => {
    const t = sevenDays();
    for (let d = 1; d <= 6; d++) t.day(6);
    expect(t.where('Rogue 1')).toEqual(['BV2']);
    const seventh = daylight(t.day(5));
    expect(seventh.regenerated).toEqual({ returned: [], moved: [{ id: 'native-rogue-1', label: 'Rogue 1', to: 'BV5' }] });
    expect(t.where('Rogue 1')).toEqual(['BV5']);
    expect(t.where('Wolf')).toEqual(['LW2']);
  });
});
