import { randomInt } from 'node:crypto';

/**
 * The one source of randomness of the engine: every die roll and every card draw asks it.
 * Production uses {@link cryptoDice}; tests and the console force values with {@link forcedDice}.
 * What was drawn is written into the events, so a replay never draws again.
 */
export interface DiceSource {
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

export class DiceExhaustedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiceExhaustedError';
  }
}

export const cryptoDice: DiceSource = {
  int(min, max) {
    return randomInt(min, max + 1);
  },
};

/**
 * Returns the given values in order and fails loudly when they run out or a value does not fit the die.
 * `remaining()` tells how many are left (the console reports unused forced dice).
 */
export function forcedDice(values: readonly number[]): DiceSource & { remaining(): number } {
  let next = 0;
  return {
    int(min, max) {
      if (next >= values.length) {
        throw new DiceExhaustedError(
          `the forced dice ran out after ${values.length} value(s); give more with --dice`,
        );
      }
      const value = values[next]!;
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new DiceExhaustedError(
          `forced die #${next + 1} is ${value}, but this roll needs a number from ${min} to ${max}`,
        );
      }
      next += 1;
      return value;
    },
    remaining() {
      return values.length - next;
    },
  };
}

/** Wraps a source and keeps every value it returned, in order. */
export function recordingDice(source: DiceSource): DiceSource & { drawn: number[] } {
  const drawn: number[] = [];
  return {
    drawn,
    int(min, max) {
      const value = source.int(min, max);
      drawn.push(value);
      return value;
    },
  };
}

export const d6 = (dice: DiceSource): number => dice.int(1, 6);
