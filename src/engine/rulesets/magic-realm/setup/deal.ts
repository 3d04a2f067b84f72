/**
 * The game's set-up (core-tables "treasure_setup", "appearance_chart"; 003 BI-4's set-up before play): the treasure
 * cards dealt at random into the boxes of the set-up card, the monsters into their boxes, the natives onto their
 * dwellings or into their boxes. Pure: every card is drawn with the injected dice (shuffles), and the caller writes
 * the result into the set-up's events.
 *
 * Order of dealing (TREASURE_SETUP.when): the treasure-within-treasure cards first receive their own treasures; then
 * those six cards are shuffled into the large-treasure pile; then the sites, dwellings, native boxes and the Scholar
 * are filled. Then the spells are dealt by type (TREASURE_SETUP.when): each type's pile of spell cards
 * (magic/spells.ts) is shuffled, and each box takes the top card of the pile of each type it names, in the card's
 * order — the sites (Altar, Shrine, Statue), the visitors (Shaman, Warlock, Crone) and the artifacts and spell books,
 * whose spells travel with the treasure card. A character's recorded spells (BI-4) are written on his sheet, not
 * taken from these piles: a spell may be both recorded and dealt.
 */
import { shuffle, type DiceSource } from '../../../dice.js';
import { TREASURES } from '../belongings/belongings.js';
import type { Piece } from '../board/state.js';
import { MONSTERS, NATIVES } from '../denizens/denizens.js';
import { spellCardsOfType } from '../magic/spells.js';
import { MAGIC_TYPES } from '../terms.js';
import { TREASURE_SETUP, type SetupBox } from '../tables/core-tables.js';
import { monsterBoxName } from './setup-card.js';
import { DWELLING_CLEARING } from '../board/core-chits.js';

const CONTAINERS = TREASURE_SETUP.boxes.filter((b) => b.kind === 'treasure-within-treasure');
const CONTAINER_NAMES = new Set(CONTAINERS.map((b) => b.box));
const GARRISON_DWELLINGS = new Set(TREASURE_SETUP.boxes.filter((b) => b.kind === 'dwelling').map((b) => b.box));

/** The name of a TREASURE_SETUP box on our set-up card: a dwelling's and a native group's box is the group's name. */
export function setUpBoxName(box: SetupBox): string {
  if (box.kind === 'dwelling') return NATIVES.find((n) => n.name === box.garrison[0])?.group ?? box.box;
  if (box.kind === 'native-group') return NATIVES.find((n) => n.setUp.start === box.box)?.group ?? box.box;
  return box.box;
}

/** Whether a native group lives on its dwelling (Soldiers at the House, Rogues at the Inn, Order, Guard). */
export const isGarrison = (start: string): boolean => GARRISON_DWELLINGS.has(start);

const piles = () => ({
  large: TREASURES.filter((t) => t.size === 'large' && !CONTAINER_NAMES.has(t.name)).map((t) => t.name),
  small: TREASURES.filter((t) => t.size === 'small').map((t) => t.name),
});

/** How many dice the set-up draws (three shuffles of treasures, one of each type of spell): tests that force dice give this many. */
export function setUpDraws(): number {
  const { large, small } = piles();
  const left = large.length - CONTAINERS.reduce((n, b) => n + b.large, 0) + CONTAINERS.length;
  const spells = MAGIC_TYPES.reduce((n, t) => n + spellCardsOfType(t).length - 1, 0);
  return large.length - 1 + (small.length - 1) + (left - 1) + spells;
}

export interface DealtSetUp {
  /** Box → its treasure and belonging cards (secret). */
  treasures: Record<string, string[]>;
  /** Box → its spell cards, top first (secret: face down like the treasures). */
  spells: Record<string, string[]>;
  /** Box → the monsters and natives waiting in it (public). */
  denizens: Record<string, string[]>;
  /** The garrison natives placed on their dwellings (public pieces). */
  natives: Piece[];
  /** The monsters placed on the board: the Ghosts in clearing 5 of the valley whose Bones warning lies face up. */
  monsters: Piece[];
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Deals the set-up card. `pieces`: the board's pieces, whose public dwellings receive their garrisons. */
export function dealSetUp(dice: DiceSource, pieces: readonly Piece[]): DealtSetUp {
  const start = piles();
  let large = shuffle(dice, start.large);
  const small = shuffle(dice, start.small);
  const take = (pile: string[], n: number, box: string): string[] => {
    if (pile.length < n) throw new Error(`the treasure piles ran out at ${box}: the set-up data does not add up`);
    return pile.splice(0, n);
  };
  const treasures: Record<string, string[]> = {};
  const fill = (b: SetupBox) => {
    const cards = [...take(large, b.large, b.box), ...take(small, b.small, b.box), ...b.alsoHolds];
    if (cards.length) treasures[setUpBoxName(b)] = cards;
  };
  // The treasure-within-treasure cards first; then they are shuffled into the large pile.
  CONTAINERS.forEach(fill);
  large = shuffle(dice, [...large, ...CONTAINER_NAMES]);
  TREASURE_SETUP.boxes.filter((b) => b.kind !== 'treasure-within-treasure').forEach(fill);
  if (large.length || small.length) throw new Error(`${large.length + small.length} treasures were left over: the set-up data does not add up`);

  const denizens: Record<string, string[]> = {};
  const wait = (box: string, name: string) => (denizens[box] ??= []).push(name);
  // Monsters start in their boxes, sites or warning chit (the base game's; Expansion One's are the GM's). The Ghosts
  // of a Valley warning turned up (Bones V: core-chits.ts) stand in its clearing 5, as the garrisons on their dwellings.
  const warnings = new Map(pieces.filter((p) => p.kind === 'chit' && p.seenBy === 'all' && / V$/.test(p.label)).map((p) => [p.label, p]));
  const monsters: Piece[] = [];
  for (const m of MONSTERS.filter((x) => !x.expansionOne)) {
    for (let i = 0; i < m.count; i++) {
      const chit = warnings.get(m.setUp.start);
      if (chit && !m.setUp.box) monsters.push({ id: `monster-${slug(m.name)}-${i + 1}`, label: m.name, kind: 'monster', tile: chit.tile, clearing: DWELLING_CLEARING, seenBy: 'all' });
      else wait(monsterBoxName(m.setUp), m.name);
    }
  }
  // Garrisons start on their dwelling when it is on the board; every other native waits in his group's box.
  const dwellings = new Map(pieces.filter((p) => p.kind === 'dwelling' && p.clearing !== undefined && p.seenBy === 'all').map((p) => [p.label.trim().toLowerCase(), p]));
  const natives: Piece[] = [];
  for (const n of NATIVES) {
    const at = isGarrison(n.setUp.start) ? dwellings.get(n.setUp.start.toLowerCase()) : undefined;
    if (at) natives.push({ id: `native-${slug(n.name)}`, label: n.name, kind: 'native', tile: at.tile, clearing: at.clearing!, seenBy: 'all' });
    else wait(n.group, n.name);
  }
  return { treasures, spells: dealSpells(dice), denizens, natives, monsters };
}

/** The spells by type (TREASURE_SETUP.when): one shuffled pile per type, each box taking its types in order. */
function dealSpells(dice: DiceSource): Record<string, string[]> {
  const pile = Object.fromEntries(MAGIC_TYPES.map((t) => [t, shuffle(dice, spellCardsOfType(t))]));
  const spells: Record<string, string[]> = {};
  for (const b of TREASURE_SETUP.boxes.filter((x) => x.spells.length)) {
    spells[setUpBoxName(b)] = b.spells.map((t) => {
      const card = pile[t]!.shift();
      if (!card) throw new Error(`the type ${t} spells ran out at ${b.box}: the set-up data does not add up`);
      return card;
    });
  }
  return spells;
}
