/**
 * Making potions, scrolls and magic items in the sanctuary (issue 15; RPG-D7, D13–D15, D37, D84; G18, G19): the days,
 * the gold, what is sacrificed, the uses a day, the item's toughness and market value. Pure arithmetic; no check is
 * needed (l.483: once the mana, time and money are spent, the item is made).
 */
import { manaValue } from '../mana.js';
import { ATTRIBUTE_COLOUR, ATTRIBUTES, type Attribute } from '../sheet/creation.js';
import { colouredSymbols } from '../sheet/library-rules.js';
import type { Rarity } from './sanctuary.js';

export const CRAFT_KINDS = ['potion', 'scroll', 'charged', 'continuous', 'unpowered'] as const;
export type CraftKind = (typeof CRAFT_KINDS)[number];

/** The feat each kind needs (D7, D37, D13). */
export const CRAFT_FEAT: Readonly<Record<CraftKind, string>> = { potion: 'Alchemy', scroll: 'Scribe Scrolls', charged: 'Craft Magic Item', continuous: 'Craft Magic Item', unpowered: 'Craft Magic Item' };

/** D7: a potion's gold per mana point by rarity; D37: a scroll's. */
const POTION_GOLD: Readonly<Record<Rarity, number>> = { common: 10, uncommon: 25, rare: 50 };
const SCROLL_GOLD: Readonly<Record<Rarity, number>> = { common: 25, uncommon: 50, rare: 100 };
/** D13: an item's gold per mana point (at least 1,000), its days per mana point (a week, at least one). */
const ITEM_GOLD = 1000;
const ITEM_DAYS = 7;

export interface CraftPlan {
  days: number;
  gold: number;
  /** What goes into it for good. */
  sacrifice: string[];
  /** Uses a day (a charged or unpowered item: one per set sacrificed; D14). */
  usesPerDay?: number;
  /** D84: an item's toughness, the mana cost of its spell. */
  toughness: number;
  marketValue?: number;
  /** Continuous items: the attribute and the points given up for good (D14, G19). */
  attributeLost?: { attribute: Attribute; points: number };
}

/** What making one thing takes. `sets`: for a charged or unpowered item, how many sets of card (and land) go in. */
export function craftPlan(o: { kind: CraftKind; cost: string; rarity?: Rarity; sets?: number; receptaclePrice?: number }): CraftPlan {
  // X counts 1 unless more land is sacrificed (D7, D37): manaValue reads each X as 1.
  const mana = manaValue(o.cost);
  const points = Math.max(1, mana);
  const rarity = o.rarity ?? 'common';
  const lands = `lands for ${mana} mana`;
  switch (o.kind) {
    case 'potion': {
      const gold = points * POTION_GOLD[rarity];
      return { days: points, gold, sacrifice: ['the spell card', lands], toughness: mana, marketValue: 50 + 2 * gold };
    }
    case 'scroll':
      return { days: points, gold: points * SCROLL_GOLD[rarity], sacrifice: ['the spell card', lands], toughness: mana };
    case 'charged':
    case 'unpowered': {
      const sets = Math.max(1, o.sets ?? 1);
      // G18: doubling the gold, the cards and the land doubles the uses.
      const gold = sets * points * ITEM_GOLD + 10 * (o.receptaclePrice ?? 0);
      const sacrifice = o.kind === 'charged' ? [`${sets} spell card${sets === 1 ? '' : 's'}`, `${sets} × ${lands}`] : [`${sets} spell card${sets === 1 ? '' : 's'} (mana paid at each use)`];
      return { days: points * ITEM_DAYS, gold, sacrifice, usesPerDay: sets, toughness: mana, marketValue: 5 * gold };
    }
    case 'continuous': {
      const gold = points * ITEM_GOLD + 10 * (o.receptaclePrice ?? 0);
      const attribute = attributeOfCost(o.cost);
      return { days: points * ITEM_DAYS, gold, sacrifice: ['the spell card', `${mana} ${attribute}`], toughness: mana, marketValue: 10 * gold, attributeLost: { attribute, points: mana } };
    }
  }
}

/** The attribute that powers a spell: its colour's (the most symbols), or CH for a colourless one. */
function attributeOfCost(cost: string): Attribute {
  const symbols = Object.entries(colouredSymbols(cost)).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
  const colour = ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const)[symbols[0]?.[0] as 'W' | 'U' | 'B' | 'R' | 'G'];
  return ATTRIBUTES.find((a) => ATTRIBUTE_COLOUR[a] === (colour ?? 'colourless'))!;
}
