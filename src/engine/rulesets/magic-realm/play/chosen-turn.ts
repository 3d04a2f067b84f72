/**
 * Issue 29, Premonition (VII, grey, day, character): "Choose when your written move is executed" (RealmSpeak
 * CHOOSE_TURN: he chooses his place in the day's turn order). The reading for play by post (docs/rules.md, "Spells on
 * the day's phases"): with his Birdsong orders he names his place (`/orders record phases:… turn:1`), his secret
 * with them; at Sunrise the others are drawn at random as ever and he takes the place he named (the last, when he
 * named one beyond them). Two who chose take their places in the order of the places named, a tie in the drawn order.
 * The place counts the characters who follow nobody: a follower still goes right after his guide (follow.ts), and
 * one who FOLLOWs does not choose (his turn is his guide's). Pure.
 */
import type { GameState, Player } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { DAY_PHASES_EFFECTS } from '../magic/effects/day-phases.js';
import { spellsOn } from '../magic/in-force.js';
import type { DayOrders } from './state.js';

/** Whether a spell that lets him choose his place in the turn order (Premonition) is in force on him, not inert. */
export const choosesTurn = (state: GameState, userId: string): boolean => spellsOn(state, userId).some((s) => !s.inert && DAY_PHASES_EFFECTS[s.spell]?.kind === 'choose-turn');

/** The /orders record `turn:` judged: refused unless Premonition is in force on him and he follows nobody. */
export function judgeChosenTurn(state: GameState, p: Pick<Player, 'userId' | 'character'>, orders: DayOrders, turn: number | undefined): void {
  if (turn === undefined) return;
  if (!choosesTurn(state, p.userId)) throw new RuleError(`no Premonition is in force on the ${p.character}: only its target chooses a place in the turn order ("Choose when your written move is executed")`, 'leave turn: out; the turn order is drawn at Sunrise');
  if (orders.phases.some((ph) => ph.code === 'F')) throw new RuleError('one who FOLLOWs takes his turn right after his guide: he chooses no place of his own', 'leave turn: out, or record phases of your own instead of FOLLOW');
}

/** The places chosen for today (Premonition still in force at Sunrise), in the order of the players. */
export function chosenPlaces(state: GameState, orders: Readonly<Record<string, DayOrders>>): { userId: string; place: number }[] {
  return state.players.flatMap((p) => {
    const place = orders[p.userId]?.turn;
    return place !== undefined && choosesTurn(state, p.userId) && !orders[p.userId]!.phases.some((ph) => ph.code === 'F') ? [{ userId: p.userId, place }] : [];
  });
}

/** The drawn order with each chooser put in his place (1 = first), by the places named, a tie in the players' order. */
export function withChosenPlaces(drawn: readonly string[], chosen: readonly { userId: string; place: number }[]): string[] {
  const order = drawn.filter((id) => !chosen.some((c) => c.userId === id));
  for (const c of [...chosen].sort((a, b) => a.place - b.place)) order.splice(Math.min(c.place, order.length + 1) - 1, 0, c.userId);
  return order;
}
