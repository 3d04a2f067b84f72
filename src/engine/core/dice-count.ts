/**
 * How many dice an event rolled (issue 27: /game info counts "every die the bot rolled in the game", from the events,
 * where every roll is written). The rolls are written under these keys wherever they sit in a payload — a list of the
 * dice read (`dice: [3, 5]`, `rolled: [2]`: a table's roll, the calendar's, a random order, a random assignment), or
 * one die (`die`, Sunrise's `monsterRoll`). A new kind of roll is written under one of them, or added here.
 */
const DICE_LISTS = new Set(['dice', 'rolled']);
const ONE_DIE = new Set(['die', 'monsterRoll']);
/** Copies of a state an event carries, whose dice were counted when they were rolled (an older log's calendar events carried the calendar, with its start 2d6). */
const STATE_COPIES = new Set(['calendar']);
/** Events whose `rolled` are a shuffle's draws, not dice: a wizard's library shuffled, a card drawn from it. */
const SHUFFLES = new Set(['wizards.library-set', 'wizards.checked', 'wizards.lucked', 'wizards.renewed']);

/** The dice written anywhere in a payload. */
function diceInPayload(payload: unknown): number {
  if (Array.isArray(payload)) return payload.reduce((n: number, x) => n + diceInPayload(x), 0);
  if (payload === null || typeof payload !== 'object') return 0;
  let n = 0;
  for (const [key, value] of Object.entries(payload)) {
    if (STATE_COPIES.has(key)) continue;
    if (DICE_LISTS.has(key) && Array.isArray(value) && value.every((x) => typeof x === 'number')) n += value.length;
    else if (ONE_DIE.has(key) && typeof value === 'number') n += 1;
    else n += diceInPayload(value);
  }
  return n;
}

/** The dice an event rolled. */
export const diceIn = (event: { type: string; payload: unknown }): number => (SHUFFLES.has(event.type) ? 0 : diceInPayload(event.payload));
