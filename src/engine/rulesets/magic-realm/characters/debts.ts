/**
 * The chits a character owes (issue 13: "fatigue and wounds are chosen chits, not counts") and how they are paid: by
 * the chits he names (/character choose), or by the bot's default when the GM moves the day on or before a combat
 * round's plays (payEveryDebt). The day and combat both add to them and pay them; the rules of paying are effort.ts;
 * the debts are kept in RealmPlay.owed. What the day adds (the weather's toll, REST, the GM's wound or fatigue) is
 * play/debts.ts.
 */
import { characterOf, type GameState } from '../../../core/state.js';
import { onlyPlayers, RuleError, type GameEvent } from '../../../core/types.js';
import { eventMaker } from '../../../core/part.js';
import { playOf } from '../play/access.js';
import type { PlayEventPayloads } from '../play/events.js';
import type { RealmPlay } from '../play/state.js';
import { deathEvents } from './death.js';
import { defaultChoice, owedText, settle, type Owed } from './effort.js';
import { characterWords } from './kits.js';
import { kitOf, sheetOf } from './sheet.js';
import { sheetDelta } from './sheet-delta.js';

const ev = eventMaker<PlayEventPayloads>();

export const owedOf = (play: RealmPlay, userId: string): Owed[] => play.owed?.[userId] ?? [];

/** Whether his character is dead: every chit of his sheet wounded. */
export function isDead(state: GameState, userId: string): boolean {
  const sheet = playOf(state).sheets?.[userId];
  return sheet !== undefined && sheet.chits.every((c) => c === 'wounded');
}

/** Pays a choice he owes with the chits named (undefined: the bot's default), and his death if it kills him. */
export function payOwed(state: GameState, userId: string, owed: Owed, chits: string[] | undefined, actor: string): GameEvent[] {
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  const name = characterOf(state, userId) ?? userId;
  if (!kit || !sheet) throw new RuleError(`${name} is not a character of the game, so ${characterWords(name).subject} has no chits`, `the GM keeps ${characterWords(name).possessive} numbers with /character set`);
  const paid = settle(sheet, kit, owed, chits ?? defaultChoice(sheet, kit, owed));
  const events: GameEvent[] = [
    ev('play.chits-chosen', { userId, name, owed, chits: paid.chits, steps: paid.steps, lost: paid.lost, changes: sheetDelta(sheet, paid.sheet), ...(chits ? {} : { byDefault: true as const }) }, onlyPlayers(userId), actor),
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
  return { ...state, play: { ...play, owed: { ...play.owed, [userId]: [...owedOf(play, userId), owed] } } };
}
