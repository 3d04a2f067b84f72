/**
 * Issue 29, Violent Storm ("Roll to see number of phases lost") in a Daylight turn (turn.ts carryOut): a character who
 * ends a phase in a woods or mountain clearing of a stormy tile (magic/day-rolls.ts stormIn) loses the phases its roll
 * said, once a turn — only phases left in his turn; more than he has left are ignored. Reading (docs/rules.md "Spells
 * on rolls and tiles"): he may choose which to cancel; the engine cancels the last of his turn, so he does first what
 * he recorded first, and his turn ends when the phases left are those lost. The phases lost are his secret, as a
 * blocked character's are (turn.ts ordersDone): the table sees how many.
 */
import type { PronounWords } from '../../../pronouns.js';
import type { TurnRun } from './turn-run.js';

/** The storm that caught him: the spell, the clearing, the phases he lost and the last phase he did. */
export interface StormCaught {
  spell: string;
  clearing: string;
  lost: number;
  /** The phase (from 0) after which his turn ends. */
  last: number;
}

/**
 * After phase i (of `count`), where he now stands: the storm catches him there if it has not yet this turn. True: his
 * turn ends now (the phases left are those lost).
 */
export function stormAfter(run: TurnRun & { storm?: StormCaught }, i: number, here: string | undefined, count: number): boolean {
  if (run.storm) return i >= run.storm.last;
  const now = run.route[i] ?? here;
  const storm = now ? run.at.storm?.(now) : undefined;
  if (!storm || storm.lost <= 0) return false;
  const left = count - i - 1;
  const lost = Math.min(storm.lost, left);
  run.storm = { spell: storm.spell, clearing: now!, lost, last: i + left - lost };
  return i >= run.storm.last;
}

/** The storm in words: "caught in the Violent Storm in L4: loses 2 phases (the last of the turn)". */
export const stormLine = (s: Pick<StormCaught, 'spell' | 'clearing' | 'lost'>, w: PronounWords): string =>
  `caught in the ${s.spell} in ${s.clearing}: ${w.subject} ${w.verb('loses')} ${s.lost === 0 ? 'no phase (none left in the turn)' : `${s.lost} phase${s.lost === 1 ? '' : 's'} (the last of ${w.possessive} turn)`}`;
