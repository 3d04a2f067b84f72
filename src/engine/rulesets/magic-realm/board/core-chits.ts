/**
 * The core game's map chits (core-tables.json `treasure_setup.map_chits`, issue 13's set-up): the 10 sound chits and
 * the 8 site chits are shuffled; 5 go inside the Lost Castle and 5 inside the Lost City (set aside, placed when that
 * chit is found); the Lost Castle and 4 of the rest go one to each Mountain tile, the Lost City and the last 4 one to
 * each Cave tile. The 5 warning chits of each kind of tile (Bones, Dank, Ruins, Smoke, Stink) go one to each Valley,
 * Woods, Mountain and Cave tile. All lie face down (the GM's) — but the Valley warnings, which hold the dwellings:
 * they are turned up at once and each dwelling (Smoke V the House, Stink V the Inn, Dank V the Chapel, Ruins V the
 * Guard house; Bones V holds the two Ghosts) stands in clearing 5 of its valley (our reading: every valley tile has a
 * clearing 5, where the published map draws its dwelling). Expansion One's own set-up is chits.ts. Pure.
 */
import { RuleError } from '../../../core/types.js';
import { shuffle, type DiceSource } from '../../../dice.js';
import type { Board } from '../map/board.js';
import { MAJOR_CHITS, onePerTile, type ChitSetUp } from './chits.js';
import type { Piece } from './state.js';
import { tileByCode, type TileGroup } from '../map/tiles.js';

const WARNINGS = ['Bones', 'Dank', 'Ruins', 'Smoke', 'Stink'] as const;
/** The letter a warning chit carries for its kind of tile. */
const WARNING_LETTER: Partial<Record<TileGroup, string>> = { valley: 'V', woods: 'W', mountain: 'M', cave: 'C' };
/** The core game's site chits: the original eight. */
export const CORE_SITES = MAJOR_CHITS.treasureLocations.slice(0, 8);
/** What a Valley warning holds: its dwelling (the Ghosts of Bones V are monsters: the set-up card's 'Bones V' box). */
export const VALLEY_DWELLINGS: Readonly<Record<string, string>> = { 'Smoke V': 'House', 'Stink V': 'Inn', 'Dank V': 'Chapel', 'Ruins V': 'Guard' };
/** The valley clearing a dwelling stands in (and the Ghosts of Bones V: setup/deal.ts). */
export const DWELLING_CLEARING = 5;

export interface CoreChitSetUp extends ChitSetUp {
  /** The dwellings the Valley warnings revealed, as public pieces. */
  dwellings: Piece[];
}

/** How many dice the core deal draws (its shuffles, of fixed length): tests that force dice give this many. */
export const coreChitDraws = (): number => MAJOR_CHITS.sounds.length + CORE_SITES.length - 1 + 2 * 4 + 4 * (WARNINGS.length - 1);

export function setUpCoreChits(dice: DiceSource, board: Board): CoreChitSetUp {
  const group = (g: TileGroup) => board.filter((t) => tileByCode(t.code)?.group === g).map((t) => t.code);
  const tiles = { valley: group('valley'), woods: group('woods'), mountain: group('mountain'), cave: group('cave') };
  for (const [g, list] of Object.entries(tiles)) {
    if (list.length !== 5) throw new RuleError(`the board has ${list.length} ${g} tiles, and the map chits need 5 of each`, 'lay a board of the 20 original tiles first (/board layout layout:original-20)');
  }
  const mixed = shuffle(dice, [...MAJOR_CHITS.sounds, ...CORE_SITES]);
  const setAside = { 'Lost Castle': mixed.splice(0, 5), 'Lost City': mixed.splice(0, 5) };
  const mountains = shuffle(dice, [...mixed.splice(0, 4), 'Lost Castle']);
  const caves = shuffle(dice, [...mixed.splice(0, 4), 'Lost City']);
  const warnings = (g: keyof typeof tiles) => onePerTile(shuffle(dice, WARNINGS.map((w) => `${w} ${WARNING_LETTER[g]}`)), tiles[g], g);
  const valley = warnings('valley').map((p) => ({ ...p, seenBy: 'all' as const }));
  const dwellings = valley.flatMap((p): Piece[] => {
    const dwelling = VALLEY_DWELLINGS[p.label];
    return dwelling ? [{ id: `dwelling-${dwelling.toLowerCase()}`, label: dwelling, kind: 'dwelling', tile: p.tile, clearing: DWELLING_CLEARING, seenBy: 'all' }] : [];
  });
  const pieces = [
    ...onePerTile(mountains, tiles.mountain, 'mountain'),
    ...onePerTile(caves, tiles.cave, 'cave'),
    ...valley,
    ...warnings('woods'),
    ...warnings('mountain'),
    ...warnings('cave'),
  ];
  return { pieces, setAside, dwellings };
}
