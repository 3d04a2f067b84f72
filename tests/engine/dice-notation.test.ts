import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/core/types.js';
import { rollNotation, MAX_DICE_PER_ROLL } from '../../src/engine/dice-notation.js';
import { forcedDice } from '../../src/engine/dice.js';

/** Forced dice in, the exact total, the written-out roll and the dice drawn out (issue 26: our own notation parser). */
describe('free dice notation', () => {
  it.each([
    ['2d6kh1', [2, 5], 5, '2d6kh1: [2d, 5] = 5'],
    ['4d6kh3', [1, 6, 3, 5], 14, '4d6kh3: [1d, 6, 3, 5] = 14'],
    ['4d6k3', [1, 6, 3, 5], 14, '4d6k3: [1d, 6, 3, 5] = 14'],
    ['4d6kl2', [1, 6, 3, 5], 4, '4d6kl2: [1, 6d, 3, 5d] = 4'],
    ['4d6dl1', [2, 5, 3, 6], 14, '4d6dl1: [2d, 5, 3, 6] = 14'],
    ['4d6d1', [2, 5, 3, 6], 14, '4d6d1: [2d, 5, 3, 6] = 14'],
    ['4d6dh1', [2, 5, 3, 6], 10, '4d6dh1: [2, 5, 3, 6d] = 10'],
    ['1d6+2', [4], 6, '1d6+2: [4]+2 = 6'],
    ['2d6-1', [3, 4], 6, '2d6-1: [3, 4]-1 = 6'],
    ['-1d4+10', [2], 8, '-1d4+10: -[2]+10 = 8'],
    ['(2d6+1)*2', [3, 4], 16, '(2d6+1)*2: ([3, 4]+1)*2 = 16'],
    ['1d6/4', [3], 0.75, '1d6/4: [3]/4 = 0.75'],
    ['2+3*2', [], 8, '2+3*2: 2+3*2 = 8'],
    ['d20', [17], 17, 'd20: [17] = 17'],
    ['D%', [73], 73, 'd%: [73] = 73'],
    ['4dF', [-1, 0, 1, 1], 1, '4df: [-1, 0, 1, 1] = 1'],
    // A die at its highest rolls again and is added, as often as it comes up highest.
    ['3d6!', [6, 2, 6, 6, 1, 3], 24, '3d6!: [6!, 2, 6!, 6!, 1, 3] = 24'],
    // A die that matches is rolled again until it does not (r), or once (ro); the rolled-over die counts for nothing.
    ['4d6r1', [1, 1, 3, 4, 5, 6], 18, '4d6r1: [1r, 1r, 3, 4, 5, 6] = 18'],
    ['4d6ro1', [1, 1, 4, 5, 6], 16, '4d6ro1: [1r, 1, 4, 5, 6] = 16'],
    ['2d6r<3', [2, 1, 5, 3], 8, '2d6r<3: [2r, 1r, 5, 3] = 8'],
    ['2d6r', [1, 4, 2], 6, '2d6r: [1r, 4, 2] = 6'],
    [' 2 d 6 + 1 ', [1, 1], 3, '2d6+1: [1, 1]+1 = 3'],
  ] as const)('%s with dice %j totals %d: %s', (notation, dice, total, output) => {
    const roll = rollNotation(notation, forcedDice([...dice]));
    expect(roll.total).toBe(total);
    expect(roll.output).toBe(output);
    expect(roll.drawn).toEqual(dice);
  });

  it.each(['2d', '', 'abc', '2d6+', '(2d6', '2d6)', '1d6/0', '0d6', 'd0', '1d1!', '3d6r<7', '2d6r>', '1d6x2', '2d6kh1kx'])('refuses "%s" with how to write it', (notation) => {
    const roll = () => rollNotation(notation, forcedDice([1, 1, 1, 1, 1, 1]));
    expect(roll).toThrow(RuleError);
    expect(roll).toThrow(`"${notation}" is not dice notation I can read`);
  });

  it(`refuses a roll of more than ${MAX_DICE_PER_ROLL} dice, exploding ones counted, before it draws the ${MAX_DICE_PER_ROLL + 1}st`, () => {
    expect(() => rollNotation('1000d6', forcedDice(Array.from({ length: 1000 }, () => 1)))).toThrow(`"1000d6" rolls more than ${MAX_DICE_PER_ROLL} dice`);
    const dice = forcedDice(Array.from({ length: 300 }, () => 2));
    expect(() => rollNotation('1d2!', dice)).toThrow('rolls more than');
    expect(rollNotation(`${MAX_DICE_PER_ROLL}d6`, forcedDice(Array.from({ length: MAX_DICE_PER_ROLL }, () => 1))).total).toBe(MAX_DICE_PER_ROLL);
  });

  it('takes no time to load: no library of thousands of modules on the first roll (the module is its own)', async () => {
    const source = await import('node:fs/promises').then((fs) => fs.readFile(new URL('../../src/engine/dice-notation.ts', import.meta.url), 'utf8'));
    expect(source).not.toMatch(/from '(?!\.)/);
  });
});
