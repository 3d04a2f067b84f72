/**
 * Where combat lives in the game state (issue 14; state.ts): today's combats, the one under way, and the small
 * changes the events make to it. Also a fighter's card, as combat reads it.
 */
import { kitUnderSpells } from '../magic/in-force.js';
import { RuleError } from '../../../core/types.js';
import type { GameState } from '../../../core/state.js';
import type { CharacterKit } from '../characters/kits.js';
import { characterWords } from '../characters/kits.js';
import { kitOf, sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { playOf } from '../play/access.js';
import type { Box } from './melee.js';
import type { ClearingCombat, CombatDenizen, RealmCombat } from './state.js';
import { nameOf } from './words.js';
import { kitUnderSheetSpells } from './spells/sheet-spells.js';

const today = (state: GameState): number => playOf(state).day?.number ?? 1;

/** Today's combats (a combat state of an earlier day counts as none). */
export function combatOf(state: GameState): RealmCombat {
  const c = state.combat;
  return c && c.day === today(state) ? c : { day: today(state), done: [] };
}

/** The combat under way, if any. */
export const currentCombat = (state: GameState): ClearingCombat | undefined => combatOf(state).current;

export const withCombat = (state: GameState, f: (c: RealmCombat) => RealmCombat): GameState => ({ ...state, combat: f(combatOf(state)) });

export const withCurrent = (state: GameState, f: (c: ClearingCombat) => ClearingCombat): GameState => withCombat(state, (k) => (k.current ? { ...k, current: f(k.current) } : k));

export const withoutOn = (d: CombatDenizen): CombatDenizen => {
  const { on: _on, ...rest } = d;
  return rest;
};

/** Monsters lured onto his sheet, in the boxes after those already there. */
export function placeOn(denizens: readonly CombatDenizen[], ids: readonly string[], userId: string): CombatDenizen[] {
  let k = denizens.filter((d) => d.on === userId).length;
  // A monster's head, club or buckler comes with it, into the next box.
  return denizens.map((d) => (ids.includes(d.id) || (d.of && ids.includes(d.of)) ? { ...d, on: userId, box: ((k++ % 3) + 1) as Box } : d));
}

/**
 * His kit as combat reads it: issue 29, his chits as the spells in force on him change them (Witch's Brew, Elven
 * Grace…), a shape's own chits after his; undefined for a name that is no character of the game.
 */
export function kitInCombat(state: GameState, userId: string): CharacterKit | undefined {
  const printed = kitOf(state, userId);
  return printed && kitUnderSheetSpells(state, userId, kitUnderSpells(state, userId, printed));
}

/** His kit and sheet; a RuleError for a name that is no character of the game. */
export function cardOf(state: GameState, userId: string): { kit: CharacterKit; sheet: CharacterSheet } {
  const printed = kitOf(state, userId);
  const sheet = printed && sheetOf(state, userId, printed);
  const kit = kitInCombat(state, userId);
  if (!kit || !sheet) throw new RuleError(`${nameOf(state, userId)} is not a character of the game, so ${characterWords(nameOf(state, userId)).subject} has no chits to fight with`, `the GM resolves ${characterWords(nameOf(state, userId)).possessive} fight and sets what it did with /character set`);
  return { kit, sheet };
}
