/**
 * Where the day stops for the GM (issue 12: "a day costs the GM one press when nothing needs him"). `/day next`
 * runs the day on, step after step, and stops only where someone has to do something: a revealed turn with an
 * activity the engine does not resolve yet (the GM rolls it), an Evening with a clearing where combat may come, and
 * the new day's Birdsong (the players record). Sunset and Midnight hold nothing the engine does not do itself
 * (core-tables.md, "The day": Sunset unblocks and wakes; Midnight's calendar is the new day's roll), so they pass.
 *
 * Everything a hold reads is public (the turn's revealed phases, the pieces everyone sees), so the public reason
 * leaks nothing: a hidden character, or a piece only the GM sees, is not counted.
 */
import { activityByCode } from '../orders/phases.js';
import type { DayOrders } from './state.js';
import { CARRIED_OUT, type TurnOutcome } from './turn.js';

/**
 * The activities of a turn's orders the GM resolves (their rules' names, once each, in order): those the engine does
 * not carry out (turn.ts CARRIED_OUT; the characters-and-day issue moves them there one by one).
 */
export function gmActivities(orders: DayOrders | undefined): string[] {
  const names = (orders?.phases ?? []).map((p) => activityByCode(p.code)).filter((a) => a && !CARRIED_OUT.has(a.code)).map((a) => a!.name);
  return [...new Set(names)];
}

/** A search whose roll was Choice: the player picks the row, and until the bot asks him, the GM applies it. */
export const needsChoice = (outcome: TurnOutcome | undefined): boolean => (outcome?.phases ?? []).some((p) => 'choice' in p && p.choice === true);

/** A site card's LOOT whose result the GM applies (a teleport, a Wish, the Power of the Pit: site-cards.ts). */
export const siteCardForGm = (outcome: TurnOutcome | undefined): boolean => (outcome?.phases ?? []).some((p) => 'card' in p && p.card?.gmApplies === true);

/** A LOOT at a site that must be opened first (the Vault, the Crypt of the Knight): the GM resolves it. */
export const shutLoot = (outcome: TurnOutcome | undefined): boolean => (outcome?.phases ?? []).some((p) => 'shut' in p && p.shut === true);

