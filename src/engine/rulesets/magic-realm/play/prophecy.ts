/**
 * Issue 29, Prophecy (II, purple, day, character): "Do not write move in advance" (RealmSpeak DAYTIME_ACTIONS: he
 * records no phases at Birdsong, and does them during his turn). The reading for play by post (docs/rules.md, "Spells
 * on the day's phases"): he records nothing at Birdsong (Birdsong does not wait on him); when his turn comes the day
 * waits, and he is told so privately; he records his phases then (`/orders record`, his secret as ever), judged by
 * the same checks from where he stands, and his turn is carried out at once. Pure.
 */
import { characterOf, type GameState, type Player } from '../../../core/state.js';
import { onlyPlayers, RuleError, type GameEvent } from '../../../core/types.js';
import { DAY_PHASES_EFFECTS } from '../magic/effects/day-phases.js';
import { spellsOn } from '../magic/in-force.js';
import { playOf } from './access.js';
import { ev } from './events.js';
import { exampleOrdersFor } from '../orders/example.js';

/** Whether a spell that lets him write no move in advance (Prophecy) is in force on him, not inert. */
export const writesNoMove = (state: GameState, userId: string): boolean => spellsOn(state, userId).some((s) => !s.inert && DAY_PHASES_EFFECTS[s.spell]?.kind === 'daytime-phases');

/** Daylight: the player whose turn is next and waits for his phases (Prophecy, nothing recorded), if any. */
export function waitsForPhases(state: GameState): string | undefined {
  const day = playOf(state).day;
  if (day?.part !== 'daylight') return undefined;
  const next = day.turnOrder[day.revealed];
  // One blocked before his turn gets none (core-tables day_order): nothing to wait for.
  return next !== undefined && !day.orders[next] && !day.blocked?.[next] && writesNoMove(state, next) ? next : undefined;
}

/**
 * When /orders record is his under Prophecy: 'turn' (his turn waits for them: record and carry out now), or the
 * RuleError that says when instead; undefined when Prophecy is not his (the usual Birdsong rules).
 */
export function prophecyRecording(state: GameState, p: Pick<Player, 'userId' | 'character'>): 'turn' | undefined {
  if (!writesNoMove(state, p.userId)) return undefined;
  const day = playOf(state).day;
  if (waitsForPhases(state) === p.userId) return 'turn';
  if (day?.part === 'daylight' && day.turnOrder.slice(0, day.revealed).includes(p.userId)) return undefined;
  throw new RuleError(`the ${p.character} writes no move in advance (Prophecy in force): ${day?.part === 'daylight' ? 'his turn has not come yet' : 'he records nothing at Birdsong'}`, 'record your phases when your turn comes in Daylight: the day waits for you then, and you are told');
}

/** The private call when the day comes to his turn and waits: his and the GM's. */
export function prophecyCall(state: GameState, actor: string): GameEvent[] {
  const userId = waitsForPhases(state);
  if (!userId) return [];
  const name = characterOf(state, userId) ?? userId;
  return [ev('play.phases-awaited', { userId, name, spell: 'Prophecy', example: exampleOrdersFor(state, userId) }, onlyPlayers(userId), actor)];
}
