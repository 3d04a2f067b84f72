/**
 * The melee of a round (issue 14; core-tables.json procedures "hit" and "attack_order"): whether an attack hits,
 * and the order attacks land in. Pure.
 *
 * - The boxes: an attack in box 1 thrusts, 2 swings, 3 smashes; a maneuver in box 1 charges, 2 dodges, 3 ducks.
 * - An attack intercepts when its box is the box of the target's maneuver (or the target made none): it hits.
 *   Otherwise it undercuts when its attack time is strictly faster (lower) than the target's maneuver time: it hits.
 *   Otherwise it misses; equal times do not undercut.
 * - Order: in the first round of the evening in a clearing, the longest weapon first, equal lengths the fastest
 *   first; in later rounds the fastest first, equal times the longest first. The same length and time strike at once.
 */
import type { AttackDirection } from '../terms.js';

export type Box = 1 | 2 | 3;
export type Maneuver = 'charge' | 'dodge' | 'duck';

export const ATTACK_BOX: Readonly<Record<AttackDirection, Box>> = { thrust: 1, swing: 2, smash: 3 };
export const MANEUVER_BOX: Readonly<Record<Maneuver, Box>> = { charge: 1, dodge: 2, duck: 3 };

export type HitKind = 'intercept' | 'undercut' | 'miss';

/** Whether an attack in `box` at `time` hits a target who maneuvered in `defence` (absent: no maneuver) at `moveTime`. */
export function hitOf(attack: { box: Box; time: number }, defence?: { box: Box; time: number }): HitKind {
  if (!defence || defence.box === attack.box) return 'intercept';
  return attack.time < defence.time ? 'undercut' : 'miss';
}

/** An attack as the order sees it: who, its length and its time. */
export interface Striker {
  id: string;
  length: number;
  time: number;
}

/**
 * The attacks in the order they land, as groups that strike at once (core-tables "attack_order"). `round` counts from
 * 1 for the first round of the evening in this clearing.
 */
export function attackOrder<S extends Striker>(strikers: readonly S[], round: number): S[][] {
  const first = round === 1;
  const sorted = [...strikers].sort((a, b) => (first ? b.length - a.length || a.time - b.time : a.time - b.time || b.length - a.length));
  const groups: S[][] = [];
  for (const s of sorted) {
    const last = groups.at(-1);
    if (last && last[0]!.length === s.length && last[0]!.time === s.time) last.push(s);
    else groups.push([s]);
  }
  return groups;
}
