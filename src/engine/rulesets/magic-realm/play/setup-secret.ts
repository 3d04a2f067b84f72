/**
 * BI-4 (003 l.29): what a player tells the GM before the dwellings are revealed — his victory requirements (5 VPs),
 * his starting location (if he has a choice), his recorded spells and the MAGIC chits he begins enchanted. What can
 * be checked is checked here: the victory requirements are written `2 fame, 1 notoriety, 2 gold` in the game's
 * five categories and add up to 5; the start is one of the character's start locations; the spells are as many as
 * the character records, each of a type his MAGIC chits have. The enchanted chits are taken as written (the GM checks them against the chits).
 */
import { RuleError } from '../../../core/types.js';
import type { CharacterDef } from '../characters/characters.js';
import type { CharacterKit } from '../characters/kits.js';
import { SPELLS, spellNamed } from '../magic/spells.js';

/** The victory points a character must assign in a BIMR4 game (003 l.29: "5 VP's needed"). */
export const VICTORY_POINTS = 5;

/** The categories of victory requirements, as the game names them (the first word is how they are written). */
export const VICTORY_CATEGORIES = ['great treasures', 'spells', 'fame', 'notoriety', 'gold'] as const;
export type VictoryCategory = (typeof VICTORY_CATEGORIES)[number];

const CATEGORY_WORDS: Record<string, VictoryCategory> = {
  'great treasures': 'great treasures',
  'great treasure': 'great treasures',
  gt: 'great treasures',
  spells: 'spells',
  spell: 'spells',
  fame: 'fame',
  notoriety: 'notoriety',
  gold: 'gold',
};

const EXAMPLE = 'e.g. victory:"2 fame, 1 notoriety, 2 gold" (the categories: great treasures, spells, fame, notoriety, gold; 5 VPs in all)';

/** Parses `2 fame, 1 notoriety, 2 gold` into points per category, checking the format and the total of 5. */
export function parseVictory(text: string): Partial<Record<VictoryCategory, number>> {
  const parts = text.split(/[,;]/).map((p) => p.trim()).filter(Boolean);
  const points: Partial<Record<VictoryCategory, number>> = {};
  for (const part of parts) {
    const m = part.toLowerCase().replace(/\s+/g, ' ').match(/^(\d+) (?:vps? (?:in |of )?)?([a-z ]+)$/);
    const category = m ? CATEGORY_WORDS[m[2]!.trim()] : undefined;
    if (!m || !category) throw new RuleError(`"${part}" is not a victory requirement: write a number of VPs and a category`, EXAMPLE);
    if (points[category] !== undefined) throw new RuleError(`${category} is named twice in "${text}"`, EXAMPLE);
    points[category] = Number(m[1]);
  }
  const total = Object.values(points).reduce((a, b) => a + b, 0);
  if (total !== VICTORY_POINTS) throw new RuleError(`your victory requirements add up to ${total} VPs, not ${VICTORY_POINTS}`, `assign exactly ${VICTORY_POINTS} VPs (BI-4), ${EXAMPLE}`);
  return points;
}

/** The victory requirements as the game writes them: `2 fame, 1 notoriety, 2 gold`. */
export const victoryText = (points: Partial<Record<VictoryCategory, number>>): string =>
  VICTORY_CATEGORIES.filter((c) => points[c] !== undefined).map((c) => `${points[c]} ${c}`).join(', ');

/** The start as the character's start locations name it, or a RuleError listing them. */
export function checkStart(text: string, character: CharacterDef): string {
  const found = character.starts.find((s) => s.toLowerCase() === text.trim().toLowerCase().replace(/^the /, ''));
  if (found) return found;
  throw new RuleError(`the ${character.name} does not start at "${text}"`, `the ${character.name}'s start locations: ${character.starts.join(', ')}`);
}

/**
 * The spells as a list (BI-4, MP-2): as many as the character records, each a spell of the game (Expansion One's list
 * too in a game with it) of a type one of his MAGIC chits has, none twice; written as the spells print their names.
 */
export function checkSpells(text: string, character: CharacterDef, kit: CharacterKit | undefined, expansionOne: boolean): string {
  const named = text.split(/[,;]/).map((s) => s.trim()).filter(Boolean);
  if (character.spells === 0) throw new RuleError(`the ${character.name} records no spells`, 'leave spells: out');
  const types = new Set((kit?.chits ?? []).flatMap((c) => (c.kind === 'MAGIC' && c.magic ? [c.magic] : [])));
  const castable = SPELLS.filter((sp) => types.has(sp.type) && (expansionOne || sp.source === 'core'));
  const example = `e.g. spells:"${castable.slice(0, character.spells).map((sp) => sp.name).join(', ')}"`;
  if (named.length !== character.spells) {
    throw new RuleError(`the ${character.name} records ${character.spells} spell${character.spells === 1 ? '' : 's'}, and you named ${named.length}`, `name ${character.spells === 1 ? 'one spell' : `${character.spells} spells split by commas`}, ${example}`);
  }
  const spells = named.map((n) => {
    const spell = spellNamed(n);
    if (!spell || (spell.source === 'expansion-one' && !expansionOne)) throw new RuleError(`there is no spell "${n}" in this game`, `name spells as they are printed (/rules topic:<spell> shows one), ${example}`);
    if (!types.has(spell.type)) throw new RuleError(`${spell.name} is a type ${spell.type} spell, and the ${character.name} has no MAGIC chit of type ${spell.type}`, `the ${character.name}'s MAGIC chits are of type ${[...types].join(', ')}: ${example}`);
    return spell.name;
  });
  const twice = spells.find((sp, i) => spells.indexOf(sp) !== i);
  if (twice) throw new RuleError(`${twice} is named twice`, `name ${character.spells} different spells, ${example}`);
  return spells.join(', ');
}
