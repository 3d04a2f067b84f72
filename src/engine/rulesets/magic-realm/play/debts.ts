/**
 * What the day adds to the chits a character owes (issue 13): the weather's toll and his REST phases (owesForTurn),
 * the GM's wound or fatigue (owedByGm). The debts themselves and their paying are characters/debts.ts.
 */
import { characterWords } from '../characters/kits.js';
import type { GameState } from '../../../core/state.js';
import { onlyPlayers, RuleError, type GameEvent } from '../../../core/types.js';
import { eventMaker } from '../../../core/part.js';
import { owedOf, owes } from '../characters/debts.js';
import type { Owed } from '../characters/effort.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import type { PlayAction } from './actions.js';
import { playOf } from './access.js';
import type { PlayEventPayloads, WeatherToll } from './events.js';
import type { TurnOutcome } from './turn.js';

const ev = eventMaker<PlayEventPayloads>();

/** The GM adds fatigue or wounds to a character of the game: a choice of chits he owes, not a count. */
export function owedByGm(p: { userId: string; character: string }, action: Extract<PlayAction, { type: 'play.numbers' }>, actor: string): GameEvent[] {
  if (action.mode !== 'add' || action.value <= 0) {
    throw new RuleError(`${p.character}'s ${action.field} are ${characterWords(p.character).possessive} chits, not a number`, `add them with add:1 (${characterWords(p.character).possessive} player chooses which chits), or set a chit yourself with /character chit chit:"MOVE M4" state:${action.field === 'fatigue' ? 'fatigued' : 'wounded'}`);
  }
  const owed: Owed = { kind: action.field === 'fatigue' ? 'fatigue' : 'wound', count: action.value, cause: 'the GM' };
  return [ev('play.owed', { userId: p.userId, name: p.character, owed }, onlyPlayers(p.userId), actor)];
}

/**
 * What a turn leaves him owing (issue 13): the weather's toll (SW-12) as chits, then one asterisk of rest for each
 * REST phase — when there is anything to rest, or a toll before it that will leave something.
 */
export function owesForTurn(state: GameState, userId: string, outcome: TurnOutcome, toll: WeatherToll | undefined, weather: string | undefined): GameState {
  const now = toll ? owes(state, userId, { kind: toll.field === 'fatigue' ? 'fatigue' : 'wound', count: toll.count, cause: weather?.split(':')[0] ?? 'the weather' }) : state;
  // A REST done: not one a curse (Ill Health) or a shape barred.
  const rests = outcome.phases.filter((p) => p.code === 'R' && !('barred' in p) && !('shape' in p)).length;
  if (rests === 0 || !kitOf(now, userId)) return now;
  const sheet = sheetOf(now, userId);
  const tired = sheet?.chits.some((c) => c !== 'active') || owedOf(playOf(now), userId).some((o) => o.kind !== 'rest');
  return tired ? owes(now, userId, { kind: 'rest', count: rests, cause: 'REST' }) : now;
}
