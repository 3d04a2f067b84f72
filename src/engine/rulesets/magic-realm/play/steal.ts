/**
 * STEAL (X1-7, Expansion One 5.2; X1-19's Thief/Assassin): one STEAL phase per attempt at a native group in his
 * clearing. The Steal Attempt table (two dice, the higher counts) has 1 added for each earlier attempt that day
 * (5.2/1), and the Thief/Assassin subtracts 1 from all his stealing rolls (13.2/2): 1 success, take the item he
 * wants; 2 success, roll for the item subtracting 1; 3–4 success, roll for the item; 5 Suspect, one level less
 * friendly; 6 Caught/Block, the natives become his enemies (5.2/2: that group only). The Steal Reward table: 1 Choice,
 * 2 Mount, 3 Armor (his choice), 4 Treasure (at random), 5 10 gold, 6 Nothing — and nothing where the group has
 * nothing of that kind (5.2/4). Rolls read below 1 as 1 and above 6 as 6. Pure: the dice come from the caller's source.
 *
 * Readings: "take desired item" and "Choice" take the item named in his phase (`ST Soldiers Short Sword`) when the
 * group holds it, else the most costly thing it holds; "Armor (players choice)" takes the named item when it is
 * armour, else the most costly armour; the Thieves Guild's −1 (9.2) waits for the guilds (the GM's until then).
 */
import type { DiceSource } from '../../../dice.js';
import { armourNamed, HORSES, priced, treasureNamed } from '../belongings/belongings.js';
import type { Relationship } from '../terms.js';

/** The five levels of friendliness, friendliest first. */
const LEVELS: readonly Relationship[] = ['ally', 'friendly', 'neutral', 'unfriendly', 'enemy'];

/** One level less friendly (Suspect), never below Enemy. */
export const lessFriendly = (r: Relationship): Relationship => LEVELS[Math.min(LEVELS.indexOf(r) + 1, LEVELS.length - 1)]!;

const clamp = (n: number) => Math.min(6, Math.max(1, n));
const high = (dice: DiceSource) => {
  const rolled = [dice.int(1, 6), dice.int(1, 6)];
  return { rolled, high: Math.max(...rolled) };
};

export type AttemptResult = 'take-desired' | 'reward-less-one' | 'reward' | 'suspect' | 'caught';
const ATTEMPT: Record<number, AttemptResult> = { 1: 'take-desired', 2: 'reward-less-one', 3: 'reward', 4: 'reward', 5: 'suspect', 6: 'caught' };
export const ATTEMPT_WORDS: Record<AttemptResult, string> = {
  'take-desired': 'Success – Take desired item',
  'reward-less-one': 'Success – Roll for item (subtract 1)',
  reward: 'Success – Roll for item',
  suspect: 'Suspect – Lose one level of friendliness',
  caught: 'Caught/Block - Natives become Enemy',
};

/** A roll on the Steal Attempt table: `earlier` attempts today, and whether he is the Thief/Assassin. */
export function stealAttempt(dice: DiceSource, earlier: number, thief: boolean): { dice: number[]; modifier: number; read: number; result: AttemptResult } {
  const { rolled, high: h } = high(dice);
  const modifier = earlier - (thief ? 1 : 0);
  const read = clamp(h + modifier);
  return { dice: rolled, modifier, read, result: ATTEMPT[read]! };
}

export type Reward = 'choice' | 'mount' | 'armour' | 'treasure' | 'gold' | 'nothing';
const REWARD: Record<number, Reward> = { 1: 'choice', 2: 'mount', 3: 'armour', 4: 'treasure', 5: 'gold', 6: 'nothing' };
export const REWARD_WORDS: Record<Reward, string> = { choice: 'Choice', mount: 'Mount', armour: 'Armor (players choice)', treasure: 'Treasure (randomly selected)', gold: '10 gold', nothing: 'Nothing' };

/** A roll on the Steal Reward table, with the attempt's "subtract 1" and the Thief's −1. */
export function stealReward(dice: DiceSource, modifier: number): { dice: number[]; modifier: number; read: number; reward: Reward } {
  const { rolled, high: h } = high(dice);
  const read = clamp(h + modifier);
  return { dice: rolled, modifier, read, reward: REWARD[read]! };
}

const price = (item: string) => priced(item)?.price ?? 0;
/** The most costly of these (the first of equals). */
const dearest = (items: readonly string[]): string | undefined => [...items].sort((a, b) => price(b) - price(a))[0];

/**
 * What a reward takes from the group's goods: an item (by name), 10 gold, or nothing. `desired`: the item named in his
 * phase. Treasure at random takes a die among the group's treasure cards.
 */
export function rewardFrom(reward: Reward | 'desired', goods: readonly string[], desired: string | undefined, dice: DiceSource): { item?: string; gold?: number } {
  switch (reward) {
    case 'desired':
    case 'choice': {
      const item = desired && goods.includes(desired) ? desired : dearest(goods);
      return item ? { item } : {};
    }
    case 'mount': {
      const horses = goods.filter((g) => HORSES.some((h) => h.name === g));
      return horses.length ? { item: dearest(horses)! } : {};
    }
    case 'armour': {
      const armour = goods.filter((g) => armourNamed(g) ?? armourNamed(g, { treasure: true }));
      if (!armour.length) return {};
      return { item: desired && armour.includes(desired) ? desired : dearest(armour)! };
    }
    case 'treasure': {
      const cards = goods.filter((g) => treasureNamed(g));
      return cards.length ? { item: cards[dice.int(0, cards.length - 1)]! } : {};
    }
    case 'gold':
      return { gold: 10 };
    case 'nothing':
      return {};
  }
}
