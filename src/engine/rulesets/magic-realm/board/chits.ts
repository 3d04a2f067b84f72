import { RuleError } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import type { Board } from '../map/board.js';
import { shuffle } from './placement.js';
import type { Piece } from './state.js';
import { tileByCode, type TileGroup } from '../map/tiles.js';

/**
 * X1-21 (Expansion One 15.3, 15.4): the chit set-up. Reading of a garbled table (docs/rules.md): the major pool is
 * the 36 chits 15.3/2 names — 10 sounds, 13 treasure locations (the original 8; Stones, Trap, Tree, Web; one
 * generator of Hive, Graveyard or Pond drawn at random, 15.3/1), 4 gates, 6 travellers, 3 guilds — since the
 * table's totals (30) do not add up. Four piles of five go aside for the four groups (15.3/2); four chits with the
 * Lost City go to the 5 cave tiles, four with the Lost Castle to the 5 mountain tiles, four with the Necromancer's
 * Tower to the 5 special tiles (15.3/3–5); the 4 left and the Gate of Chaos group chit, which 15.3 places nowhere
 * else, are the "remaining 5" (15.3/6). The 25 minor chits (15.4) are shuffled; 10 of them with those 5 go one to
 * each cave, mountain and special tile, the other 15 one to each valley, woods and swamp tile. Chits lie face down
 * on their tile, seen by the GM only, until discovered.
 */
export const MAJOR_CHITS = {
  sounds: ['Flutter 1', 'Flutter 2', 'Howl 4', 'Howl 5', 'Patter 2', 'Patter 5', 'Roar 4', 'Roar 6', 'Slither 3', 'Slither 6'],
  /** The original eight (the core game's site chits), then Expansion One's four. */
  treasureLocations: ['Altar', 'Cairns', 'Hoard', 'Lair', 'Pool', 'Shrine', 'Statue', 'Vault', 'Stones', 'Trap', 'Tree', 'Web'],
  /** 15.3/1: one of these, drawn at random, undisclosed until discovered. */
  generators: ['Hive', 'Graveyard', 'Pond'],
  gates: ['Gate 1', 'Gate 2', 'Gate 3', 'Gate 4'],
  travellers: ['Traveller 1', 'Traveller 2', 'Traveller 3', 'Traveller 4', 'Traveller 5', 'Traveller 6'],
  guilds: ['Fight Guild', 'Thief Guild', 'Wiz Guild'],
} as const;

export const GROUP_CHITS = { caves: 'Lost City', mountains: 'Lost Castle', special: "Necromancer's Tower", left: 'Gate of Chaos' } as const;

/** 15.4 and 10.1: the minor pool. */
export const MINOR_CHITS: readonly string[] = [
  ...['Runestone', 'Box', 'Bag', 'Stump', 'Pouch'],
  ...['Event 1', 'Event 2', 'Event 3', 'Event 4', 'Event 5'],
  ...['Gold 1', 'Gold 2', 'Gold 3', 'Gold 4', 'Gold 5'],
  ...Array.from({ length: 10 }, (_, i) => `Blank ${i + 1}`),
];

export interface ChitSetUp {
  /** The chits on the board, face down: GM only. */
  pieces: Piece[];
  /** The piles set aside for each group chit, placed when it is discovered (15.3/2). */
  setAside: Record<string, string[]>;
}

/** Deals chits of a pile one to each tile of a group, in the board's order of those tiles. */
export function onePerTile(chits: readonly string[], tiles: readonly string[], kind: string): Piece[] {
  if (chits.length !== tiles.length) throw new Error(`${chits.length} ${kind} chits for ${tiles.length} tiles`);
  return tiles.map((tile, i) => ({ id: `chit-${chits[i]!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: chits[i]!, kind: 'chit' as const, tile, seenBy: 'gm' as const }));
}

export function setUpChits(dice: DiceSource, board: Board): ChitSetUp {
  const group = (g: TileGroup) => board.filter((t) => tileByCode(t.code)?.group === g).map((t) => t.code);
  const tiles = { cave: group('cave'), mountain: group('mountain'), special: group('special'), valley: group('valley'), woods: group('woods'), swamp: group('swamp') };
  for (const [g, list] of Object.entries(tiles)) {
    if (list.length !== 5) throw new RuleError(`the board has ${list.length} ${g} tiles, and the Expansion One set-up needs 5 of each group`, 'lay the 30-tile board of Expansion One first (X1-1)');
  }
  const generator = MAJOR_CHITS.generators[dice.int(0, MAJOR_CHITS.generators.length - 1)]!;
  const major = shuffle(dice, [
    ...MAJOR_CHITS.sounds,
    ...MAJOR_CHITS.treasureLocations,
    generator,
    ...MAJOR_CHITS.gates,
    ...MAJOR_CHITS.travellers,
    ...MAJOR_CHITS.guilds,
  ]);
  const take = (n: number) => major.splice(0, n);
  const setAside = { [GROUP_CHITS.caves]: take(5), [GROUP_CHITS.mountains]: take(5), [GROUP_CHITS.special]: take(5), [GROUP_CHITS.left]: take(5) };
  const caves = shuffle(dice, [...take(4), GROUP_CHITS.caves]);
  const mountains = shuffle(dice, [...take(4), GROUP_CHITS.mountains]);
  const special = shuffle(dice, [...take(4), GROUP_CHITS.special]);
  const remaining = [...take(4), GROUP_CHITS.left];
  const minor = shuffle(dice, MINOR_CHITS);
  const second = shuffle(dice, [...minor.splice(0, 10), ...remaining]);
  const pieces = [
    ...onePerTile(caves, tiles.cave, 'cave'),
    ...onePerTile(mountains, tiles.mountain, 'mountain'),
    ...onePerTile(special, tiles.special, 'special'),
    ...onePerTile(second.slice(0, 5), tiles.cave, 'cave'),
    ...onePerTile(second.slice(5, 10), tiles.mountain, 'mountain'),
    ...onePerTile(second.slice(10, 15), tiles.special, 'special'),
    ...onePerTile(minor.slice(0, 5), tiles.valley, 'valley'),
    ...onePerTile(minor.slice(5, 10), tiles.woods, 'woods'),
    ...onePerTile(minor.slice(10, 15), tiles.swamp, 'swamp'),
  ];
  return { pieces, setAside };
}
