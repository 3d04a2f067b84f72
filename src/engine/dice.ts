import { randomInt } from 'node:crypto';

/**
 * The one source of randomness of the engine: every die roll and every card draw asks it.
 * Production uses {@link cryptoDice}; tests and the console force values with {@link forcedDice}.
 * What was drawn is written into the events, so a replay never draws again.
 */
export interface DiceSource {
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /**
   * Only where card draws are forced (the console's --draws): given the values of the cards left in a deck,
   * the index of the one to draw. Without it a deck draws at random with `int`.
   */
  card?(values: readonly number[]): number;
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
 * `draws` forces referee-deck draws the same way: each the first card left of that value.
 * `remaining()` tells how many dice are left (the console reports unused forced dice).
 */
export function forcedDice(values: readonly number[], draws?: readonly number[]): DiceSource & { remaining(): number; drawsRemaining(): number } {
  let next = 0;
  let nextDraw = 0;
  return {
    card(left) {
      if (!draws || nextDraw >= draws.length) {
        throw new DiceExhaustedError(draws ? `the forced draws ran out after ${draws.length}; give more with --draws` : 'a card is drawn, but no draws were forced: give them with --draws 6,3,0');
      }
      const wanted = draws[nextDraw]!;
      const index = left.indexOf(wanted);
      if (index < 0) throw new DiceExhaustedError(`forced draw #${nextDraw + 1} wants a card of value ${wanted}, but the deck has none left`);
      nextDraw += 1;
      return index;
    },
    drawsRemaining() {
      return (draws?.length ?? 0) - nextDraw;
    },
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
    ...(source.card ? { card: (values: readonly number[]) => source.card!(values) } : {}),
    int(min, max) {
      const value = source.int(min, max);
      drawn.push(value);
      return value;
    },
  };
}

export const d6 = (dice: DiceSource): number => dice.int(1, 6);

/** Fisher–Yates from the last item: one die 0–i for each i down to 1. The input is not changed. */
export function shuffle<T>(dice: DiceSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
