/**
 * Curses (core-tables.json `curse`): rolled on the Curse table (Read Runes 5 here; the Imp, the Curse spell and the
 * site cards later), kept on the character's sheet, and what each forbids:
 * - Eyemist: no SEARCH activities (PEER, LOCATE, LOOT, MAGIC SIGHT, READ RUNES, SEARCH);
 * - Squeak: he cannot be hidden — unhidden at once, and a HIDE does nothing;
 * - Wither: no active chit with effort asterisks — all of them fatigue at once;
 * - Ill Health: no REST;
 * - Ashes: his gold is worthless (he may gain gold, not pay) — the GM applies it to a price;
 * - Disgust: his fame is worthless — the GM applies it.
 * A curse he has already does nothing more (no re-roll). A character who starts the day in the Chapel's clearing
 * loses every curse (the table's notes). Pure.
 */
import type { DiceSource } from '../../../dice.js';
import type { CharacterKit } from './kits.js';
import type { CharacterSheet } from './sheet.js';
import { CURSE, rollOn, type CurseName, type RollModifier } from '../tables/core-tables.js';
import { modifierWords } from './roll-modifiers.js';

/** The six curses, in the Curse table's order. */
export const CURSE_NAMES = ['Eyemist', 'Squeak', 'Wither', 'Ill Health', 'Ashes', 'Disgust'] as const satisfies readonly CurseName[];

/** A roll on the Curse table: the dice, the row, the curse, in words. */
export interface CurseRoll {
  dice: number[];
  read: number;
  curse: CurseName;
  line: string;
}

export function rollCurse(dice: DiceSource, mods: readonly RollModifier[] = []): CurseRoll {
  const roll = rollOn(CURSE, dice, mods);
  return { dice: roll.dice, read: roll.read, curse: roll.result.curse, line: `Curse table: ${roll.dice.join(', ')}${modifierWords(roll.modifiers)} → ${roll.read}: ${roll.text}` };
}

/** The activity codes each curse forbids (Eyemist every search, Squeak HIDE, Ill Health REST). */
const FORBIDS: Partial<Record<CurseName, readonly string[]>> = {
  Eyemist: ['P', 'L', 'LT', 'MS', 'RR', 'S'],
  Squeak: ['H'],
  'Ill Health': ['R'],
};

/** The curse of his that forbids this activity, if any. */
export const curseForbidding = (curses: readonly CurseName[] | undefined, code: string): CurseName | undefined =>
  (curses ?? []).find((c) => FORBIDS[c]?.includes(code));

/** His sheet with a new curse: a curse he has already does nothing; Wither fatigues every active chit with asterisks. */
export function cursed(sheet: CharacterSheet, kit: CharacterKit, curse: CurseName): CharacterSheet {
  if (sheet.curses?.includes(curse)) return sheet;
  const chits = curse === 'Wither' ? sheet.chits.map((s, i) => (s === 'active' && kit.chits[i]!.effort > 0 ? 'fatigued' : s)) : sheet.chits;
  return { ...sheet, chits, curses: [...(sheet.curses ?? []), curse] };
}

/** His sheet without curses (the Chapel). */
export function uncursed(sheet: CharacterSheet): CharacterSheet {
  const { curses: _curses, ...rest } = sheet;
  return rest;
}
