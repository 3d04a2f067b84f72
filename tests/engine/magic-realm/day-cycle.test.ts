import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../../src/engine/dice.js';
import { forcedDice } from '../../../src/engine/dice.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';

const { gm } = PEOPLE;
/** Every die its lowest value: every week's weather the first counter. */
const low: DiceSource = { int: (min) => min };

describe('the days of a month: Birdsong marks the first day of a new month (for its readings)', () => {
  it("only the day that begins a new month carries newMonth; the month's other days do not", () => {
    const g = game('seasons-weather');
    g.run({ type: 'play.calendar-start', actor: gm }, forcedDice([3, 3, 1]));
    const newDays: { month: number; newMonth: boolean }[] = [];
    for (let step = 0; step < 400 && newDays.filter((d) => d.newMonth).length < 1; step++) {
      for (const e of g.run({ type: 'play.advance', actor: gm }, low)) {
        if (e.type !== 'play.new-day') continue;
        const p = e.payload as { newMonth?: boolean };
        newDays.push({ month: playOf(g.state()).calendar!.month, newMonth: p.newMonth === true });
      }
    }
    const firstOfMonth2 = newDays.findIndex((d) => d.month === 2);
    expect(firstOfMonth2).toBeGreaterThan(0);
    expect(newDays.filter((d) => d.newMonth)).toEqual([{ month: 2, newMonth: true }]);
    expect(newDays[firstOfMonth2]!.newMonth).toBe(true);
    expect(newDays.slice(0, firstOfMonth2).every((d) => !d.newMonth && d.month === 1)).toBe(true);
  });
});
