/**
 * A wizard's fights (issue 15 groundwork; RPG-INVENTORY section C, 004 l.728–964): initiative, the dodge, damage
 * through armour, spell resistance, the life-point thresholds, grappling and healing at renewal. Pure arithmetic on
 * what was drawn or played; the duel's steps are the caller's.
 */
import type { Attribute } from './creation.js';

/** RPG-A33, R22: armour's points (scale mail read as 1 point, its first listing; option: 2). */
export const ARMOUR_POINTS: Readonly<Record<string, number>> = {
  padded: 1, leather: 1, 'studded leather': 1, 'chain shirt': 1, hide: 1, 'scale mail': 1, banded: 2, 'banded mail': 2, plate: 2, 'plate mail': 2, shield: 1,
};

/** RPG-A35: armour and shield together protect at most 2 points, unless the armour is magical. */
export const ARMOUR_CAP = 2;

/** RPG-A35's damage resistance of what he wears. */
export const damageResistance = (points: readonly number[], magical = false): number => {
  const sum = points.reduce((n, p) => n + p, 0);
  return magical ? sum : Math.min(ARMOUR_CAP, sum);
};

/** RPG-A36, C14: an attack always hits; its damage less the DR comes off the life points (never below 0 damage). */
export const damageTaken = (damage: number, dr: number): number => Math.max(0, damage - dr);

/** One side's initiative (RPG-C8): a card's value (optional) + DX + feats (Alertness +3), and what breaks a tie. */
export interface Initiative {
  id: string;
  card: number;
  /** Breaks a tie; a wizard's is also added to his card (C8). */
  dx: number;
  iq: number;
  alertness?: number;
  /**
   * RPG-C9: what a monster adds to its referee card instead — the coloured symbols of its cost, nothing more (its
   * derived DX, D88, only breaks a tie). Absent for a wizard: his DX + 3 a point of Alertness.
   */
  modifier?: number;
}

export const ALERTNESS = 3;

export const initiativeTotal = (i: Initiative): number => i.card + (i.modifier ?? i.dx + ALERTNESS * (i.alertness ?? 0));

/**
 * RPG-C8: the order of action, highest first; ties go to the higher DX, then the higher IQ; those still tied draw a
 * card each (`draw`: the caller's forced or random draw), the higher first.
 */
export function initiativeOrder(sides: readonly Initiative[], draw: (id: string) => number): string[] {
  const key = (i: Initiative) => [initiativeTotal(i), i.dx, i.iq] as const;
  const cmp = (a: Initiative, b: Initiative) => {
    const [x, y] = [key(a), key(b)];
    return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
  };
  const sorted = [...sides].sort(cmp);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && cmp(sorted[i]!, sorted[j]!) === 0) j++;
    const tied = sorted.slice(i, j);
    if (tied.length === 1) out.push(tied[0]!.id);
    else out.push(...tied.map((t) => ({ id: t.id, d: draw(t.id) })).sort((a, b) => b.d - a.d).map((t) => t.id));
    i = j;
  }
  return out;
}

/** RPG-C9 (G6): a monster's initiative — a referee card's value + the coloured mana symbols of its cost. */
export const monsterInitiative = (card: number, cost: string): number => card + (cost.toUpperCase().match(/[WUBRG]/g) ?? []).length;

/**
 * RPG-C10, R27: a dodge — the Dodge total (skill + DX) + the card's value must exceed the attacker's power +
 * toughness (the option `dodge-equal`: equal is enough).
 */
export const dodges = (o: { dodgeTotal: number; card: number; power: number; toughness: number; equalIsEnough?: boolean }): boolean =>
  o.equalIsEnough ? o.dodgeTotal + o.card >= o.power + o.toughness : o.dodgeTotal + o.card > o.power + o.toughness;

/** RPG-C5, R29: a spell against a creature with life points — full, partial (half or more) or no effect. */
export function spellResistance(o: { attribute: number; manaCost: number; power: number; toughness: number }): 'full' | 'partial' | 'none' {
  const spell = o.attribute + o.manaCost;
  const target = o.power + o.toughness;
  return spell >= target ? 'full' : 2 * spell >= target ? 'partial' : 'none';
}

/** RPG-C33, R33: where his life points leave him — at 0 unconscious; at −1 and below bleeding 1 a turn; at −5 dead. */
export function lifeState(lp: number): 'standing' | 'unconscious' | 'bleeding' | 'dead' {
  if (lp <= -5) return 'dead';
  if (lp <= -1) return 'bleeding';
  if (lp === 0) return 'unconscious';
  return 'standing';
}

/** RPG-C38: a grapple's contest — the higher of ST and DX on each side; the higher wins, a tie changes nothing. */
export const grappleScore = (a: Pick<Record<Attribute, number>, 'ST' | 'DX'>): number => Math.max(a.ST, a.DX);

/**
 * RPG-A27, C42, R13: life points healed at renewal — 1 a CN point (at least 1); doubled by a day of bed rest; +3 for a
 * healer's DC 9 care; +1 for a night's care.
 */
export function healedAtRenewal(o: { cn: number; bedRest?: boolean; healerCare?: boolean; nightCare?: boolean }): number {
  const base = Math.max(1, o.cn) * (o.bedRest ? 2 : 1);
  return base + (o.healerCare ? 3 : 0) + (o.nightCare ? 1 : 0);
}
