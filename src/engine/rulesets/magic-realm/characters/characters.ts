/**
 * The characters a Magic Realm game may be played with (the 16 of the published game; with the option on,
 * Expansion One's Thief/Assassin replaces the Druid), their start locations and spells (BI-4), and the nine native groups (BI-3).
 * The data is derived from the shared reference facts by scripts/derive-characters.ts.
 */
import { RuleError } from '../../../core/types.js';
import { CHARACTER_DATA, NATIVE_GROUPS, type CharacterDef } from './character-data.js';

export { NATIVE_GROUPS, type CharacterDef };

/** The names a player may type for Expansion One's character (13.2 calls it both). */
const ALIASES: Record<string, string> = { thief: 'Thief/Assassin', assassin: 'Thief/Assassin' };

/** X1-19 (002 13.2): with Expansion One "the Druid character is being replaced" by the Thief/Assassin. */
const REPLACED_BY_EXPANSION_ONE = 'Druid';

/** The characters of a game: the 16 of the published game; with Expansion One the Thief/Assassin instead of the Druid. */
export const charactersOf = (expansionOne: boolean): readonly CharacterDef[] =>
  CHARACTER_DATA.filter((c) => (expansionOne ? c.name !== REPLACED_BY_EXPANSION_ONE : !c.expansionOne));

const key = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The character named (any case; `Thief` or `Assassin` for Thief/Assassin), or undefined. */
export function findCharacter(name: string, expansionOne: boolean): CharacterDef | undefined {
  const k = ALIASES[key(name)] ?? name;
  return charactersOf(expansionOne).find((c) => key(c.name) === key(k));
}

/** The character named, or a RuleError listing the characters of the game. */
export function requireCharacter(name: string, expansionOne: boolean): CharacterDef {
  const c = findCharacter(name, expansionOne);
  if (c) return c;
  throw new RuleError(`there is no character "${name}" in this game`, `the characters are: ${charactersOf(expansionOne).map((x) => x.name).join(', ')}`);
}

/** The native group named (any case; `Bashkar` for Bashkars, `the Order` for Order), or undefined. */
export function findNativeGroup(name: string): string | undefined {
  const k = key(name).replace(/^the /, '');
  return NATIVE_GROUPS.find((g) => key(g) === k || key(g) === `${k}s`);
}

/** The native group named, or a RuleError listing the nine (BI-3). */
export function requireNativeGroup(name: string): string {
  const g = findNativeGroup(name);
  if (g) return g;
  throw new RuleError(`there is no native group "${name}"`, `the nine native groups are: ${NATIVE_GROUPS.join(', ')} (BI-3)`);
}

/** Choices for an autocomplete: the names that start with (or contain) what is typed. */
export function suggest(names: readonly string[], typed: string): string[] {
  const t = key(typed);
  return [...names.filter((n) => key(n).startsWith(t)), ...names.filter((n) => !key(n).startsWith(t) && key(n).includes(t))].slice(0, 25);
}
