/**
 * The dice of a round that are not attacks (issue 14; core-tables.json procedures "random_assignment", "combat_round",
 * "wounds_and_fatigue", "end_of_combat" and the tables "reposition" and "change_tactics"). Pure: every roll is made
 * with the injected dice and returned, for the events.
 *
 * - Random assignment: for each unassigned denizen every candidate rolls two dice, the higher counts; the highest
 *   gets it; the tied highest roll again.
 * - Repositioning: one die for each sheet's group of denizens; the row says where boxes 1–3 go.
 * - Change tactics: two dice for each box holding a denizen that can turn over; a 6 turns them over. A Tremendous
 *   monster that holds (its red side) never turns.
 * - Running: a MOVE faster than the move time of every denizen on his sheet (strictly).
 * - Effort: at most two asterisks played in a round (MOVE, FIGHT, MAGIC together); one is free, so two fatigue one.
 * - The end: two quiet rounds in a row end combat in the clearing, unless a red-side Tremendous monster holds
 *   someone there; so does a clearing with no character left.
 */
import type { DiceSource } from '../../../dice.js';
import { CHANGE_TACTICS, REPOSITION, rollOn } from '../tables/core-tables.js';
import type { Box } from './melee.js';

/** One candidate's roll for a denizen. */
export interface AssignRoll {
  denizen: string;
  rolls: { candidate: string; dice: number[]; read: number }[];
  to: string;
}

/** Random assignment (core-tables "random_assignment"): each denizen to the candidate with the highest roll. */
export function assignAtRandom(denizens: readonly string[], candidates: readonly string[], dice: DiceSource): AssignRoll[] {
  if (candidates.length === 0) return [];
  return denizens.map((denizen) => {
    const rolls: AssignRoll['rolls'] = [];
    let tied = [...candidates];
    // Ties roll again among the tied; the bound only guards a dice source that always ties.
    for (let n = 0; n < 50 && tied.length > 1; n++) {
      const round = tied.map((candidate) => {
        const d = [dice.int(1, 6), dice.int(1, 6)];
        return { candidate, dice: d, read: Math.max(...d) };
      });
      rolls.push(...round);
      const top = Math.max(...round.map((r) => r.read));
      tied = round.filter((r) => r.read === top).map((r) => r.candidate);
    }
    return { denizen, rolls, to: tied[0]! };
  });
}

/** A denizen's place on a sheet, and whether it may turn over (change tactics). */
export interface Placed {
  id: string;
  box: Box;
  /** It may turn over to its other side (not a holding Tremendous monster). */
  canTurn: boolean;
}

export interface Tactics {
  /** The repositioning die and its row. */
  reposition: { die: number; text: string };
  /** Each box's change-tactics roll (only boxes holding a denizen that can turn). */
  changes: { box: Box; dice: number[]; turned: boolean }[];
  /** Where each denizen is now, and whether it turned over. */
  placed: { id: string; box: Box; turned: boolean }[];
}

/** The tactics step of one group (one character's sheet): the repositioning die, then each box's change of tactics. */
export function tacticsOf(group: readonly Placed[], dice: DiceSource): Tactics {
  const r = rollOn(REPOSITION, dice);
  const moved = group.map((p) => ({ ...p, box: r.result.moves[p.box] as Box }));
  const changes: Tactics['changes'] = [];
  for (const box of [1, 2, 3] as const) {
    if (!moved.some((p) => p.box === box && p.canTurn)) continue;
    const c = rollOn(CHANGE_TACTICS, dice);
    changes.push({ box, dice: c.dice, turned: c.result.kind === 'change-tactics' });
  }
  const turnedBoxes = new Set(changes.filter((c) => c.turned).map((c) => c.box));
  return { reposition: { die: r.dice[0]!, text: r.text }, changes, placed: moved.map((p) => ({ id: p.id, box: p.box, turned: p.canTurn && turnedBoxes.has(p.box) })) };
}

/** Whether a MOVE of this time runs from these denizens on his sheet: faster than every one of their move times. */
export const canRun = (moveTime: number, onSheet: readonly number[]): boolean => onSheet.every((t) => moveTime < t);

/** The most effort asterisks a character plays in one round. */
export const MAX_EFFORT = 2;

/** The asterisks a round's plays fatigue: one is free. */
export const fatigueOf = (asterisks: number): number => Math.max(0, asterisks - 1);

/** Whether combat in the clearing ends (core-tables "end_of_combat"), from the rounds so far (true: harm, fatigue or a spell). */
export function combatEnds(activeRounds: readonly boolean[], opts: { redHolding: boolean; charactersLeft: number }): boolean {
  if (opts.charactersLeft === 0) return true;
  if (opts.redHolding) return false;
  return activeRounds.length >= 2 && !activeRounds.at(-1) && !activeRounds.at(-2);
}
