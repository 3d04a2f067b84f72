/**
 * BI-4 (003 l.29): what a player tells the GM before the dwellings are revealed — his victory requirements (5 VPs),
 * his starting location (if he has a choice), his recorded spells and the MAGIC chits he begins enchanted. What can
 * be checked is checked here: the victory requirements are written `2 fame, 1 notoriety, 2 gold` in the game's
 * five categories and add up to 5; the start is one of the character's start locations; the spells are as many as
 * the character records. The enchanted chits are taken as written (the GM checks them against the chits).
 */
import { RuleError } from '../../../core/types.js';
import type { CharacterDef } from '../characters/characters.js';

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

/** The spells as a list, checked against the character's count. */
export function checkSpells(text: string, character: CharacterDef): string {
  const spells = text.split(/[,;]/).map((s) => s.trim()).filter(Boolean);
  if (character.spells === 0) throw new RuleError(`the ${character.name} records no spells`, 'leave spells: out');
  if (spells.length !== character.spells) {
    throw new RuleError(
      `the ${character.name} records ${character.spells} spell${character.spells === 1 ? '' : 's'}, and you named ${spells.length}`,
      `name ${character.spells === 1 ? 'one spell' : `${character.spells} spells split by commas`}, e.g. spells:"${['Hurricane Winds', 'Peace', 'Fog', 'Curse'].slice(0, character.spells).join(', ')}"`,
    );
  }
  return spells.join(', ');
}
