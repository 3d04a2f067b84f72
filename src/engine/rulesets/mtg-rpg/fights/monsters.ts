/**
 * Monsters for a fight (issue 15; RPG-D87, D88, R48, C9): MtG creature cards from the GM's list, with the statistics
 * the seed derives from the card. Pure.
 */
import { RuleError } from '../../../core/types.js';
import { manaValue } from '../mana.js';
import { parseLibraryList } from '../sheet/cards.js';
import { colouredSymbols } from '../sheet/library-rules.js';

/** RPG-D88 with R48: halves and averages round down, at least 0; WS = cost ÷ 2 − 1; size at least 1 hex. */
export interface MonsterStats {
  ST: number;
  DX: number;
  CN: number;
  IQ: number;
  WS: number;
  /** C9, G6: the coloured symbols of its cost, added to its initiative card. */
  initiative: number;
  /** Hexes. */
  size: number;
}

export function monsterStats(cost: string, power: number, toughness: number): MonsterStats {
  const coloured = Object.values(colouredSymbols(cost)).reduce((n, k) => n + (k ?? 0), 0);
  const average = Math.floor((power + toughness) / 2);
  return {
    ST: power,
    DX: Math.floor(toughness / 2),
    CN: average,
    IQ: coloured,
    WS: Math.max(0, Math.floor(manaValue(cost) / 2) - 1),
    initiative: coloured,
    size: Math.max(1, average),
  };
}

/**
 * RPG-D86, D87, R47: how many times a creature regenerates. A natural creature pays each regeneration from a mana
 * reserve equal to its whole cost (G7: the Uthden Troll, cost 3, regenerating for 1, three times); a summoned one
 * regenerates at most once per coloured symbol of its cost (G8: the Skeleton, 1 generic + 1 black, once).
 */
export function regenerations(o: { natural: boolean; cost: string; regenerationCost: number }): number {
  if (!o.natural) return Object.values(colouredSymbols(o.cost)).reduce((n, k) => n + (k ?? 0), 0);
  return o.regenerationCost > 0 ? Math.floor(manaValue(o.cost) / o.regenerationCost) : Infinity;
}

export interface Monster {
  /** `m1`, `m2`, … in the order listed. */
  id: string;
  /** Its name, numbered when the list holds several ("Goblin 2"). */
  name: string;
  cost: string;
  power: number;
  toughness: number;
  stats: MonsterStats;
  /**
   * Its life points: the card's toughness (our reading of C4/C5: a natural creature is a creature with LP, and the
   * card gives no other figure). The GM may change them with /fight life.
   */
  life: number;
  /** D87: a natural creature's mana reserve, its casting cost, for its own abilities (the GM spends it). */
  reserve: number;
  dead?: boolean;
}

/** The GM's list: `1 Uthden Troll 2R | creature 2/2; 2 Goblin R | creature 1/1`. Every entry a creature with its P/T. */
export function parseMonsters(list: string): Monster[] {
  const cards = parseLibraryList(list);
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return cards.map((c, i) => {
    if (c.effect?.kind !== 'creature') throw new RuleError(`${c.name} is not a creature with its power and toughness`, 'write each monster as a creature card: 1 Uthden Troll 2R | creature 2/2');
    const n = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, n);
    const name = (counts.get(c.name) ?? 0) > 1 ? `${c.name} ${n}` : c.name;
    return { id: `m${i + 1}`, name, cost: c.cost, power: c.effect.power, toughness: c.effect.toughness, stats: monsterStats(c.cost, c.effect.power, c.effect.toughness), life: c.effect.toughness, reserve: manaValue(c.cost) };
  });
}
