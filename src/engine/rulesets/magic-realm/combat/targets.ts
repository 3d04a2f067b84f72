/**
 * The targets a player names in a combat (issue 14): a monster by its label in this combat ("Wolf 2"), or a character
 * fighting here by his name. Shared by the weapon's target, a charge, an ambush (decide.ts) and a spell's (cast.ts).
 */
import type { GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import type { ClearingCombat, CombatDenizen } from './state.js';
import { nameOf } from './words.js';

/**
 * The denizen a player names: by its label in this combat ("Wolf 2"), any case; a traveller only as a target; a
 * native's horse only as a target with `optional-combat` (BI-9: "he must specify whether he is attacking the target
 * or his horse").
 */
export function denizenNamed(c: ClearingCombat, name: string, { travellers = false, steeds = false } = {}): CombatDenizen {
  const key = name.trim().toLowerCase().replace(/^the /, '');
  const bodies = c.denizens.filter((x) => (!x.part || (steeds && x.steed)) && (travellers || x.capture === undefined));
  const d = bodies.find((x) => x.label.toLowerCase() === key || x.id === name.trim());
  const part = c.denizens.find((x) => x.part && !(steeds && x.steed) && x.label.toLowerCase() === key);
  if (part) throw new RuleError(`the ${part.label} goes with the ${c.denizens.find((x) => x.id === part.of)?.label ?? 'monster'}`, `name the monster itself: ${c.denizens.find((x) => x.id === part.of)?.label}`);
  if (!d) throw new RuleError(`no monster "${name}" fights in ${c.clearing}`, `name one of ${bodies.map((x) => x.label).join(', ') || 'none'}`);
  return d;
}

/** A target named: a monster of this combat by its label, or a character fighting here by his name. */
export function targetNamed(state: GameState, c: ClearingCombat, who: string, userId: string): string {
  const key = who.trim().toLowerCase().replace(/^the /, '');
  const character = c.order.find((id) => nameOf(state, id).toLowerCase() === key || id === who.trim());
  if (character === userId) throw new RuleError('a character cannot attack themselves', 'name a monster or another character fighting here');
  if (character) return character;
  return denizenNamed(c, who, { travellers: true, steeds: state.options['optional-combat'] === true }).id;
}
