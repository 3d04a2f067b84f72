/**
 * Issue 29, Remedy ("Cancels one spell or curse", target "spell,curse"): a curse on a character fighting in the
 * clearing named as a spell in force is ("Eyemist on the Amazon", or "Eyemist" when one character here has it). Its
 * target id is `curse:<user id>|<curse>` (combat/words.ts labelIn names it "the Amazon's Eyemist"). Pure.
 */
import type { GameState } from '../../../../core/state.js';
import { RuleError } from '../../../../core/types.js';
import { sheetOf } from '../../characters/sheet.js';
import { CURSE_NAMES } from '../../characters/curses.js';
import type { CurseName } from '../../tables/core-tables.js';
import type { ClearingCombat } from '../state.js';
import { spellsInForceHere } from '../spells-here.js';
import { nameOf } from '../words.js';

const simple = (s: string): string => s.trim().toLowerCase().replace(/^the /, '');

/** The target id of a curse on a character. */
export const curseKey = (userId: string, curse: CurseName): string => `curse:${userId}|${curse}`;

/** A `curse:` target id read back: whose, which. */
export function curseOfKey(id: string): { userId: string; curse: CurseName } | undefined {
  if (!id.startsWith('curse:')) return undefined;
  const [userId, curse] = id.slice('curse:'.length).split('|') as [string, CurseName];
  return { userId, curse };
}

/** The curses on the characters fighting in the clearing, as a target names them ("Eyemist on the Amazon"). */
export function cursesHere(state: GameState, c: ClearingCombat): { id: string; text: string }[] {
  return c.order.flatMap((userId) => (sheetOf(state, userId)?.curses ?? []).map((curse) => ({ id: curseKey(userId, curse), text: `${curse} on the ${nameOf(state, userId)}` })));
}

/**
 * A curse named "<curse>" or "<curse> on <character>" on a character fighting here: its target id; undefined when the
 * name is no curse; `broken` when no character here has it; a RuleError when two do and none is named.
 */
export function curseNamed(state: GameState, c: ClearingCombat, curse: string, on: string | undefined): { id: string } | { broken: string } | undefined {
  const name = CURSE_NAMES.find((n) => simple(n) === simple(curse));
  if (!name) return undefined;
  const here = c.order.filter((id) => (sheetOf(state, id)?.curses ?? []).includes(name) && (!on || simple(nameOf(state, id)) === simple(on)));
  if (!here.length) return { broken: `no character fighting in ${c.clearing} has the curse ${name}${on ? ` (on the ${on.replace(/^the /i, '')})` : ''}` };
  if (here.length > 1) throw new RuleError(`${here.length} characters here have the curse ${name}`, `name one: ${here.map((id) => `${name} on the ${nameOf(state, id)}`).join(', ')}`);
  return { id: curseKey(here[0]!, name) };
}

/**
 * MP-6: the targets beyond the individuals a spell may name here, as the target step takes them — the clearing, the
 * tile, each spell in force here and each curse on a character fighting here — for the offers (offers.ts tries each
 * against the spell's own check).
 */
export function otherTargetWords(state: GameState, c: ClearingCombat): string[] {
  return ['clearing', 'tile', ...spellsInForceHere(state, c).map((h) => `${h.spell} on ${h.labels[0]}`), ...cursesHere(state, c).map((x) => x.text)];
}
