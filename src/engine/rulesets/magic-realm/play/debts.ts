/**
 * The chits a character owes (issue 13: "fatigue and wounds are chosen chits, not counts"): what adds to his debts —
 * the weather's toll and his REST phases (owesForTurn), the GM's wound or fatigue (owedByGm), the Volcano, a site —
 * and how they are paid: by the chits he names (/character choose), or by the bot's default when the GM moves the day
 * on (payEveryDebt). The rules of paying are characters/effort.ts; this module keeps the debts in RealmPlay.owed.
 */
import { characterWords } from '../characters/kits.js';
import { characterOf, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { eventMaker } from '../../../core/part.js';
import { defaultChoice, owedText, settle, type Owed } from '../characters/effort.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import type { PlayAction } from './actions.js';
import { playOf } from './access.js';
import type { PlayEventPayloads, WeatherToll } from './events.js';
import type { RealmPlay } from './state.js';
import type { TurnOutcome } from './turn.js';
import { deathEvents } from './death.js';

const ev = eventMaker<PlayEventPayloads>();

export const owedOf = (play: RealmPlay, userId: string): Owed[] => play.owed?.[userId] ?? [];

/** Whether his character is dead: every chit of his sheet wounded. */
export function isDead(state: GameState, userId: string): boolean {
  const sheet = playOf(state).sheets?.[userId];
  return sheet !== undefined && sheet.chits.every((c) => c === 'wounded');
}

/** The GM adds fatigue or wounds to a character of the game: a choice of chits he owes, not a count. */
export function owedByGm(p: { userId: string; character: string }, action: Extract<PlayAction, { type: 'mr.numbers' }>, actor: string): GameEvent[] {
  if (action.mode !== 'add' || action.value <= 0) {
    throw new RuleError(`${p.character}'s ${action.field} are ${characterWords(p.character).possessive} chits, not a number`, `add them with add:1 (${characterWords(p.character).possessive} player chooses which chits), or set a chit yourself with /character chit chit:"MOVE M4" state:${action.field === 'fatigue' ? 'fatigued' : 'wounded'}`);
  }
  const owed: Owed = { kind: action.field === 'fatigue' ? 'fatigue' : 'wound', count: action.value, cause: 'the GM' };
  return [ev('mr.owed', { userId: p.userId, name: p.character, owed }, onlyPlayers(p.userId), actor)];
}

/** Pays a choice he owes with the chits named (undefined: the bot's default), and his death if it kills him. */
export function payOwed(state: GameState, userId: string, owed: Owed, chits: string[] | undefined, actor: string): GameEvent[] {
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  const name = characterOf(state, userId) ?? userId;
  if (!kit || !sheet) throw new RuleError(`${name} is not a character of the game, so ${characterWords(name).subject} has no chits`, `the GM keeps ${characterWords(name).possessive} numbers with /character set`);
  const paid = settle(sheet, kit, owed, chits ?? defaultChoice(sheet, kit, owed));
  const events: GameEvent[] = [
    ev('mr.chits-chosen', { userId, name, owed, chits: paid.chits, steps: paid.steps, lost: paid.lost, changes: sheetDelta(sheet, paid.sheet), ...(chits ? {} : { byDefault: true as const }) }, onlyPlayers(userId), actor),
  ];
  if (paid.dead) events.push(...deathEvents(state, userId, name, `${owed.cause}: ${owedText(owed)}`, actor, paid.sheet));
  return events;
}

/** Whose debts the bot pays, and while what is owed (all of them, and while anything is owed, when not said). */
export interface PayingDebts {
  of?: readonly string[];
  while?: (owed: Owed) => boolean;
}

/**
 * The choices still owed, paid by the bot, oldest first for each character: everyone's when the GM moves the day on;
 * in combat, each fighter's while he owes a wound or fatigue (the chits must be known before the plays).
 */
export function payEveryDebt(state: GameState, actor: string, apply: (s: GameState, e: GameEvent) => GameState, paying: PayingDebts = {}): GameEvent[] {
  const out: GameEvent[] = [];
  const owing = paying.while ?? (() => true);
  let now = state;
  for (const userId of paying.of ?? Object.keys(playOf(state).owed ?? {})) {
    while (owedOf(playOf(now), userId).some(owing) && !isDead(now, userId)) {
      const paid = payOwed(now, userId, owedOf(playOf(now), userId)[0]!, undefined, actor);
      out.push(...paid);
      now = paid.reduce(apply, now);
    }
  }
  return out;
}

/** A choice of chits added to what he owes. */
export function owes(state: GameState, userId: string, owed: Owed): GameState {
  const play = playOf(state);
  return { ...state, magicRealm: { ...play, owed: { ...play.owed, [userId]: [...owedOf(play, userId), owed] } } };
}

/**
 * What a turn leaves him owing (issue 13): the weather's toll (SW-12) as chits, then one asterisk of rest for each
 * REST phase — when there is anything to rest, or a toll before it that will leave something.
 */
export function owesForTurn(state: GameState, userId: string, outcome: TurnOutcome, toll: WeatherToll | undefined, weather: string | undefined): GameState {
  const now = toll ? owes(state, userId, { kind: toll.field === 'fatigue' ? 'fatigue' : 'wound', count: toll.count, cause: weather?.split(':')[0] ?? 'the weather' }) : state;
  const rests = outcome.phases.filter((p) => p.code === 'R').length;
  if (rests === 0 || !kitOf(now, userId)) return now;
  const sheet = sheetOf(now, userId);
  const tired = sheet?.chits.some((c) => c !== 'active') || owedOf(playOf(now), userId).some((o) => o.kind !== 'rest');
  return tired ? owes(now, userId, { kind: 'rest', count: rests, cause: 'REST' }) : now;
}
