/**
 * Issue 29, Lost ("MOVE randomly (roll for clearing)") in a Daylight turn (turn-phases.ts move). Readings (docs/rules.md
 * "Spells on rolls and tiles", after RealmSpeak's ActionRow random move):
 * - Each MOVE phase he starts in a clearing where Lost holds him (on him, or on that clearing's tile: magic/day-rolls.ts
 *   lostIn) rolls one die, with no modifiers: he goes to the clearing of that number joined to his own by any path —
 *   hidden paths and secret passages too; none of that number: the phase is spent where he stands. Of two such
 *   clearings he goes to the one he recorded, if it is one, else the first in the board's order.
 * - Once a roll took him off his recorded route, the rest of the route no longer leads from where he stands: a later
 *   MOVE goes to the clearing it names only if a path he knows joins it to where he stands (a mountain's cost is not
 *   asked again), else the phase is spent; every other phase is done where he stands.
 * - The route his turn reveals is the one he went (TurnOutcome.route), so the board puts him where he is.
 */
import type { DiceSource } from '../../../dice.js';
import type { PronounWords } from '../../../pronouns.js';
import type { Board } from '../map/board.js';
import { parseClearingId } from '../map/board.js';
import { boardGraph, connectionBetween, otherEnd, type Known } from '../map/graph.js';
import { wentTo, type TurnRun } from './turn-run.js';

/** What his MOVE phases need to know of the board (daylight-turn.ts gathers it as his turn begins). */
export interface MoveGround {
  board: Board;
  /** The hidden paths and secret passages he has discovered. */
  known: Known;
  /** The Lost spell that holds him in this clearing, if any. */
  lost: (clearing: string) => { spell: string } | undefined;
}

/** What Lost did to a MOVE phase: the spell and its die, or the recorded clearing he could not reach off his route. */
export type LostPhase = { lost: { spell: string; die: number; options?: string[] } } | { astray: string };

/** The clearings joined to this one by any path (hidden and secret ones too), in the board's order. */
const exitsOf = (board: Board, from: string): string[] => [...new Set((boardGraph(board).byClearing.get(from) ?? []).map((c) => otherEnd(c, from)))];

/**
 * A MOVE phase under Lost, or off a route Lost changed: where it takes him, written into the turn (its phase and the
 * route from now on); false when it is an ordinary MOVE (turn-phases.ts does it).
 */
export function lostMove(run: TurnRun & { planned?: readonly string[] }, here: string | undefined, i: number, dice: DiceSource): boolean {
  const ground = run.at.moves;
  if (!ground || !here) return false;
  const planned = run.planned ?? run.route;
  const recorded = planned[i];
  const lost = ground.lost(here);
  if (lost) {
    const die = dice.int(1, 6);
    const options = exitsOf(ground.board, here).filter((c) => parseClearingId(c)?.number === die);
    const to = recorded && options.includes(recorded) ? recorded : options[0];
    run.phases.push({ code: 'M', ...(to ? { to } : {}), lost: { spell: lost.spell, die, ...(options.length > 1 ? { options } : {}) } });
    wentTo(run, i, to ?? here);
    return true;
  }
  if (!run.planned) return false;
  // Off his recorded route: the clearing the phase names, if a path he knows joins it to where he stands.
  const to = recorded && recorded !== here && connectionBetween(ground.board, here, recorded, ground.known) ? recorded : undefined;
  run.phases.push({ code: 'M', ...(to ? { to } : recorded && recorded !== here ? { astray: recorded } : {}) });
  wentTo(run, i, to ?? here);
  return true;
}

/** A Lost MOVE in words: "MOVE, Lost: the die 4 → to L4" / "… → no clearing 4 is next to him: he stays". */
export function lostLine(p: LostPhase & { to?: string }, w: PronounWords): string {
  if ('astray' in p) return `MOVE to ${p.astray}: nothing — Lost took ${w.object} off ${w.possessive} route, and no path ${w.subject} ${w.verb('knows')} leads there`;
  const choice = p.lost.options ? ` (clearings ${p.lost.options.join(', ')}: the one recorded, or the first)` : '';
  return `MOVE, ${p.lost.spell}: the die ${p.lost.die} → ${p.to ? `to ${p.to}${choice}` : `no clearing ${p.lost.die} is next to ${w.object}: ${w.subject} ${w.verb('stays')}`}`;
}
