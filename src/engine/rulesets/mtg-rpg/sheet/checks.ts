/**
 * A wizard's actions with cards (issue 15 groundwork; RPG-INVENTORY section B, 004 l.647–724): the card's value plus
 * the rating against the difficulty, opposed actions, the power-play, heroic deeds, repeats and cooperation. Pure
 * arithmetic on what was played; the draw and the hand are the caller's.
 */
import { RuleError } from '../../../core/types.js';
import { colours, manaValue, type Colour } from '../mana.js';
import type { Attribute } from './creation.js';

/** A card as the check reads it: its casting cost (a land has none) and whether it is a land. */
export interface PlayedCard {
  name: string;
  cost: string;
  land?: boolean;
}

/** RPG-B4, R3: a card's value is its mana value (each X 1); a land counts 1 in an action; no card, 0. */
export const cardValue = (card: PlayedCard | undefined, opts: { landValue?: 0 | 1 } = {}): number => (!card ? 0 : card.land ? (opts.landValue ?? 1) : manaValue(card.cost));

/** RPG-B12: the colour of an attribute's power-play card (CH: colourless, a card of no colour). */
export const POWER_COLOUR: Readonly<Record<Attribute, Colour | 'colourless'>> = { ST: 'R', DX: 'G', CN: 'B', IQ: 'U', WS: 'W', CH: 'colourless' };

export interface ActionCheck {
  /** The card played from his hand, and a power-play card of the attribute's colour after it (removed for good). */
  card?: PlayedCard;
  power?: PlayedCard;
  /** The attribute the action falls under, and the rating (skill total, or the raw attribute untrained: RPG-B3). */
  attribute: Attribute;
  rating: number;
  dc: number;
  /** RPG-B13: unspent XP spent to lower the DC one category (3) each, at most 3. */
  heroicXp?: number;
  /** RPG-B10: earlier attempts at the same (where the GM allows a repeat): +3 DC each. */
  attempts?: number;
  /** RPG-B11: helpers' DC 9 actions that succeeded: +1 each. */
  helpers?: number;
  /** The game's reading of a land's value (R3; option land-mana-value). */
  landValue?: 0 | 1;
  /** RPG-B8: the DC is the opposing side's total: the higher wins, a tie leaves things as they were. */
  opposed?: boolean;
  /** RPG-C7, R28: a surprise check — within 3 points of the DC (or the attacker's Stealth) is enough to act in round 1. */
  surprise?: boolean;
}

/** R28: how far below the DC a surprise check may fall and still act in round 1. */
export const SURPRISE_WITHIN = 3;

export interface CheckResult {
  total: number;
  dc: number;
  success: boolean;
  /** The total less the DC: how well (or how badly) it went. */
  margin: number;
  /** An opposed action that tied: things stay as they were (RPG-B8). */
  tie?: boolean;
}

export const HEROIC_XP_MAX = 3;
export const DC_CATEGORY = 3;
export const HELPER_DC = 9;

/** RPG-B3, B10–B13: the action's total against its DC. */
export function actionCheck(a: ActionCheck): CheckResult {
  if (a.power) {
    if (!a.card) throw new RuleError('a power-play follows the action card', 'play the action card first (RPG-B12)');
    const want = POWER_COLOUR[a.attribute];
    const its = colours(a.power.cost);
    const fits = want === 'colourless' ? its.length === 0 : its.includes(want);
    if (a.power.land || !fits) throw new RuleError(`the ${a.power.name} is not a ${want === 'colourless' ? 'colourless' : want} card for a ${a.attribute} action`, `power-play one card of the attribute's colour (RPG-B12)`);
  }
  const xp = a.heroicXp ?? 0;
  if (xp > HEROIC_XP_MAX) throw new RuleError(`${xp} XP on one heroic deed`, `at most ${HEROIC_XP_MAX} (RPG-B13)`);
  const dc = a.dc + DC_CATEGORY * (a.attempts ?? 0) - DC_CATEGORY * xp;
  const opts = a.landValue !== undefined ? { landValue: a.landValue } : {};
  const total = cardValue(a.card, opts) + cardValue(a.power, opts) + a.rating + (a.helpers ?? 0);
  if (a.opposed) return { total, dc, success: total > dc, margin: total - dc, ...(total === dc ? { tie: true } : {}) };
  if (a.surprise) return { total, dc, success: total >= dc - SURPRISE_WITHIN, margin: total - dc };
  return { total, dc, success: total >= dc, margin: total - dc };
}

/** RPG-B8: an opposed action — the higher total wins; a tie leaves things as they were. */
export const opposed = (first: number, second: number): 'first' | 'second' | 'tie' => (first > second ? 'first' : second > first ? 'second' : 'tie');
