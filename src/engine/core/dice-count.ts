/**
 * How many dice an event records (issue 27: /game info counts "every die the bot rolled in the game", from the
 * events, where every roll is written). The engine's rolls are written under these keys wherever they sit in a
 * payload — a list of the dice read (`dice: [3, 5]`, `rolled: [2]`: a roll, a random order, a random assignment), or
 * one die (`die`, Sunrise's `monsterRoll`). A shuffle or a card drawn is no die: it is written as its result (an
 * order, a card), never under these keys. A new kind of roll is written under one of them, or added here.
 */
const DICE_LISTS = new Set(['dice', 'rolled']);
const ONE_DIE = new Set(['die', 'monsterRoll']);

/** The dice written anywhere in a payload. */
export function diceIn(payload: unknown): number {
  if (Array.isArray(payload)) return payload.reduce((n: number, x) => n + diceIn(x), 0);
  if (payload === null || typeof payload !== 'object') return 0;
  let n = 0;
  for (const [key, value] of Object.entries(payload)) {
    if (DICE_LISTS.has(key) && Array.isArray(value) && value.every((x) => typeof x === 'number')) n += value.length;
    else if (ONE_DIE.has(key) && typeof value === 'number') n += 1;
    else n += diceIn(value);
  }
  return n;
}
