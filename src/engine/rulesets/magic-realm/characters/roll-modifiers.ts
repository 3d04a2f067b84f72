/**
 * The die modifiers a character's own rolls take (core-tables.json `modifier_catalogue`): his character's special
 * advantages, as every character starts at level 4 in the standard game (the Woods Girl rolls one die in the woods,
 * the Dwarf in caves, the Druid to hide, the Wizard, Sorcerer and Pilgrim to read runes, the Witch and the Magician
 * −1 there, the White Knight −1 to meet, the Black Knight one die, the Swordsman one die to trade), and the
 * treasures he carries whose effect is always on (Lucky Charm, Shoes of Stealth, Deft Gloves, the three Maps). The
 * catalogue is the data; this reads it for one roll in one place. The spells in force on him or his tile that change
 * his rolls (Bad Luck, Illusion: issue 29, magic/day-rolls.ts) are read here too, once, for every roll that goes
 * through rollerModifiers. Not read here: the Cloven Hoof of a clearing, the Magic Wand's chosen red die and
 * RealmSpeak's optional character rules.
 * Combat reads them too (issue 27): a hit's Missile table (the Aim −1, the Archer's one die, the Lucky Charm), BIMR4's
 * Optional Missile, Fumble and Stumble rolls (combat/aftermath.ts, combat/bimr4.ts). Pure.
 */
import { MODIFIER_CATALOGUE, type ModifierDef, type RollKey, type RollModifier } from '../tables/core-tables.js';
import type { ClearingType } from '../board/view-types.js';
import type { GameState } from '../../../core/state.js';
import { parseClearingId, type ClearingId } from '../map/board.js';
import { clearingType } from '../map/graph.js';
import { boardOf } from '../board/access.js';
import { tileByCode } from '../map/tiles.js';
import { kitOf, sheetOf } from './sheet.js';
import { spellRollModifiers } from '../magic/day-rolls.js';

/** Who rolls, and where: his character, the treasures he carries, the tile's name and the clearing's type. */
export interface Roller {
  character: string;
  treasures: readonly string[];
  tileName?: string;
  clearingType?: ClearingType;
}

/** Every character starts at level 4 (the standard game): he has the advantages of levels 1–4. */
const LEVEL = 4;

function holds(m: ModifierDef, r: Roller): boolean {
  if (m.carrier === 'character') {
    if (m.object !== r.character) return false;
    if (typeof m.gainedAt !== 'object' || !('level' in m.gainedAt) || m.gainedAt.level > LEVEL) return false;
  } else if (m.carrier === 'treasure') {
    if (m.gainedAt !== 'always' || !r.treasures.includes(m.object)) return false;
  } else return false;
  const tile = (r.tileName ?? '').toLowerCase();
  switch (m.where.kind) {
    case 'anywhere':
      return true;
    case 'tile-name-ends-with':
      return tile.endsWith(m.where.text.toLowerCase());
    case 'tile-named':
      return tile === m.where.name.toLowerCase();
    case 'name-contains':
      return tile.includes(m.where.text.toLowerCase());
    case 'clearing-type':
      return r.clearingType === m.where.type;
    default:
      return false;
  }
}

/** The modifiers of one roll (a roll that is several kinds at once — a TRADE is a meeting and a trade — gives them all): one "one die" at most (several do not add up), and each number added. */
export function rollModifiers(r: Roller, roll: RollKey | readonly RollKey[]): RollModifier[] {
  const keys: readonly RollKey[] = typeof roll === 'string' ? [roll, 'all'] : [...roll, 'all'];
  const mine = MODIFIER_CATALOGUE.filter((m) => m.rolls.some((k) => keys.includes(k)) && holds(m, r));
  const oneDie = mine.find((m) => 'oneDie' in m.effect);
  return [
    ...(oneDie ? [{ label: oneDie.object, oneDie: true as const }] : []),
    ...mine.flatMap((m) => ('add' in m.effect ? [{ label: m.object, value: m.effect.add }] : [])),
  ];
}

/** A roll's modifiers in words, for the channel: " (one die: Woods Girl; −1 Magician)". Empty when none. */
export function modifierWords(mods: readonly RollModifier[]): string {
  if (mods.length === 0) return '';
  return ` (${mods.map((m) => ('oneDie' in m ? `one die: ${m.label}` : `${m.value > 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label}`)).join('; ')})`;
}

/** His rolls' modifiers in a clearing (roll-modifiers.ts): his character's advantages, the treasures he carries, the spells in force on him or his tile (issue 29: Bad Luck, Illusion). */
export function rollerModifiers(state: GameState, userId: string): (clearing: string | undefined, roll: RollKey | readonly RollKey[]) => RollModifier[] {
  const kit = kitOf(state, userId);
  const treasures = sheetOf(state, userId, kit)?.treasures ?? [];
  const tiles = boardOf(state).tiles;
  return (clearing, roll) => {
    if (!kit) return [];
    const at = clearing ? parseClearingId(clearing) : undefined;
    const tileName = at ? tileByCode(at.code)?.name : undefined;
    const type = at ? clearingType(tiles, clearing as ClearingId) : undefined;
    return [...rollModifiers({ character: kit.name, treasures, ...(tileName ? { tileName } : {}), ...(type ? { clearingType: type } : {}) }, roll), ...spellRollModifiers(state, userId, clearing, roll)];
  };
}
