import { createRequire } from 'node:module';
import type * as DiceRoller from '@dice-roller/rpg-dice-roller';
import type { DiceSource } from './dice.js';
import { RuleError } from './core/types.js';

/** At most this many dice in one roll (exploding dice count every die): a typo never hangs the bot. */
export const MAX_DICE_PER_ROLL = 200;

export interface NotationRoll {
  notation: string;
  /** The library's own rendering of the roll, e.g. `2d6kh1: [5, 2d] = 5`. */
  output: string;
  total: number;
  /** Every die as drawn from the dice source, in order. */
  drawn: number[];
}

class TooManyDice extends Error {}

let library: typeof DiceRoller | undefined;

/**
 * The dice library, loaded when a notation first needs it: it brings a whole math library (about 1,000 modules,
 * over a second of CPU), which a start-up or a game that never rolls free notation should not pay for. Its
 * CommonJS build loads synchronously, so the engine stays synchronous.
 */
function diceRoller(): typeof DiceRoller {
  library ??= createRequire(import.meta.url)('@dice-roller/rpg-dice-roller') as typeof DiceRoller;
  return library;
}

/**
 * Rolls free-form dice notation (`2d6`, `1d6+2`, `4d6kh3`, `2d6kh1`) with the well-kept rpg-dice-roller
 * library, fed by the engine's dice source: the library asks its engine for a number after telling it
 * the range, and we answer with the source's draw offset into that range.
 */
export function rollNotation(notation: string, dice: DiceSource): NotationRoll {
  const { DiceRoll, NumberGenerator } = diceRoller();
  const generator = NumberGenerator.generator;
  const previous = generator.engine;
  const drawn: number[] = [];
  const engine = {
    range: [1, 6] as number[],
    next(): number {
      const [min = 1, max = 6] = this.range;
      if (drawn.length >= MAX_DICE_PER_ROLL) throw new TooManyDice();
      const value = dice.int(min, max);
      drawn.push(value);
      // random-js reads (next() >>> 0) % (max - min + 1) + min, or a mask for powers of two: both give `value`.
      return value - min;
    },
  };
  generator.engine = engine;
  try {
    const roll = new DiceRoll(notation);
    return { notation: roll.notation, output: roll.output, total: roll.total, drawn };
  } catch (error) {
    if (error instanceof TooManyDice) {
      throw new RuleError(`"${notation}" rolls more than ${MAX_DICE_PER_ROLL} dice`, 'roll fewer dice at a time, e.g. 10d6');
    }
    if (error instanceof Error && /notation|Expected|invalid|must be/i.test(`${error.name} ${error.message}`)) {
      throw new RuleError(
        `"${notation}" is not dice notation I can read`,
        'write it like 2d6, 1d6+2, 4d6kh3 (keep the highest 3) or 2d6kh1 (the higher of two dice)',
      );
    }
    throw error;
  } finally {
    generator.engine = previous;
  }
}
