/**
 * Issue 29, Ask Demon (V, black, instant: "Ask question with yes/no or number answer"; RealmSpeak AskDemonEffect puts
 * the question to another player). Reading (docs/rules.md "Spells that move, look, ask, protect or enchant"): the
 * demon's answer is the GM's judgment — GM-assisted with `/character answer`. At the reveal the question goes to the GM
 * privately (`play.demon-asked`, the caster's and the GM's); it waits in `play.demonQuestions` until the GM answers,
 * and while it waits the scheduler reminds the GM (demonWaiting) whenever no other step waits; the answer goes to the
 * caster privately (`play.demon-answered`). The table learns only that a question was asked. Pure.
 */
import type { Waiting } from '../../../core/part.js';
import { isGm, type GameState } from '../../../core/state.js';
import { onlyPlayers, RuleError, type GameEvent } from '../../../core/types.js';
import { playOf } from '../play/access.js';

/** A question to the demon awaiting the GM's answer. */
export interface DemonQuestion {
  userId: string;
  name: string;
  question: string;
  day: number;
}

/** What `play.demon-answered` says: the question (its place among those waiting) and the answer. */
export interface DemonAnswer extends DemonQuestion {
  index: number;
  answer: string;
}

/** The questions waiting on the GM, oldest first. */
export const demonQuestions = (state: GameState): DemonQuestion[] => playOf(state).demonQuestions ?? [];

/** The question asked at the reveal, the caster's and the GM's. */
export const demonAsked = (q: DemonQuestion, actor: string): GameEvent => ({ type: 'play.demon-asked', payload: q, visibility: onlyPlayers(q.userId), actor });

/** The GM answers the oldest question of this player; or the RuleError that refuses it. */
export function answerDemon(state: GameState, actor: string, userId: string, answer: string): GameEvent[] {
  if (!isGm(state, actor)) throw new RuleError("only the GM answers for the demon", 'the GM answers with /character answer');
  const waiting = demonQuestions(state);
  const index = waiting.findIndex((q) => q.userId === userId);
  if (index < 0) throw new RuleError('that player has asked the demon nothing that waits for an answer', waiting.length ? `answer ${waiting.map((q) => `the ${q.name}`).join(', ')}` : 'no question waits');
  const payload: DemonAnswer = { ...waiting[index]!, index, answer: answer.trim() };
  return [{ type: 'play.demon-answered', payload, visibility: onlyPlayers(userId), actor }];
}

/** While a question waits, the GM is reminded (when no Birdsong or combat play waits: those come first). */
export function demonWaiting(state: GameState): Waiting | undefined {
  if (state.ruleset !== 'magic-realm' || state.status !== 'playing') return undefined;
  const q = demonQuestions(state)[0];
  if (!q) return undefined;
  const gms = [state.gm, ...Object.values(state.coGms ?? {})];
  return {
    step: `${q.day}.demon.${q.userId}.${demonQuestions(state).length}`,
    kind: 'demon',
    what: `the demon's answer to the ${q.name}'s question (Ask Demon)`,
    how: `/character answer player:<the ${q.name}'s player> answer:"yes"`,
    missing: [state.gm.id],
    everyone: gms.map((g) => ({ userId: g.id, name: `the GM (${g.name})` })),
    showsWho: false,
    beganWith: ['play.demon-asked'],
  };
}
