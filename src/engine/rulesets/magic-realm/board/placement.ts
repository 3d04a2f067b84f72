/**
 * Board building (BI-2, X1-1, X1-3): dealing the tiles, and where a tile may be placed.
 *
 * THE READING IMPLEMENTED (the seeds say only "each player will be dealt tiles and decide where each tile goes in
 * order" (BIMR4) and "the board is then set up as described in the 2nd edition rules, beginning with the
 * Borderlands" (Expansion One 15.2); the 2nd edition text itself is not among the seeds):
 * 1. Tiles are laid normal (green) side up.
 * 2. The Borderland (B) is placed first, anywhere and turned any way; where it lies becomes the origin of the board.
 * 3. Every later tile lies on a free place of the grid and shares an edge with at least one placed tile.
 * 4. At least one of its exits (a path leaving by an edge) meets an exit of a placed tile on their shared edge, so
 *    that a path runs on from the new tile into the board. An exit is a road or a hidden path: the Dark Forest's
 *    normal side leaves by hidden paths only (X1-3), and could never be placed if only roads counted. No secret
 *    passage or cave road leaves any tile.
 * That is all the default enforces. Three stricter readings of the 2nd edition rules, as RealmSpeak builds
 * boards, can be switched on together (STRICT_PLACEMENT) or one by one:
 *  - edgesMustMatch: on every shared edge both tiles have an exit or neither (no path runs into a blank edge);
 *  - twoNeighboursIfPossible: a tile touches two placed tiles when any legal place lets it;
 *  - clearingsReachBorderland: every clearing of a six-clearing tile (at least one clearing of a valley, woods or
 *    swamp tile) connects to the Borderland by paths of any kind.
 * The ready layouts (layouts.ts) satisfy the strict readings too.
 */
import { RuleError } from '../../../core/types.js';
import { shuffle, type DiceSource } from '../../../dice.js';
import { neighbours, hexKey } from '../../../hex/grid.js';
import { EDGE_NAMES } from './view-types.js';
import { defOf, facing, hexOf, tileAt, type Board, type PlacedTile } from '../map/board.js';
import { boardGraph, reachable } from '../map/graph.js';
import { AMBUSH, BORDERLAND, ORIGINAL_TILES, SPECIAL_TILES, SWAMP_TILES, isEdgeName, tileByCode, type PathDef } from '../map/tiles.js';

export interface PlacementRules {
  /** Both tiles of a shared edge have an exit there, or neither. */
  readonly edgesMustMatch?: boolean;
  /** A tile touches two placed tiles where any legal place lets it. */
  readonly twoNeighboursIfPossible?: boolean;
  /** Every clearing of a six-clearing tile, one of a smaller tile, connects to the Borderland by any paths. */
  readonly clearingsReachBorderland?: boolean;
  /** Tiles are laid normal side up (default true; the GM's own lists may lay enchanted tiles). */
  readonly normalSideUp?: boolean;
}

/** The default reading: the Borderland first, touching, at least one exit meeting an exit. */
export const BASIC_PLACEMENT: PlacementRules = {};
/** The 2nd edition rules as RealmSpeak reads them. */
export const STRICT_PLACEMENT: PlacementRules = { edgesMustMatch: true, twoNeighboursIfPossible: true, clearingsReachBorderland: true };

/** Where and how a tile is to be placed. */
export interface Placement {
  readonly q: number;
  readonly r: number;
  readonly rotation: number;
}

/** The exits of a placed tile by the grid direction they face. */
function exitsByDirection(t: PlacedTile): Map<number, PathDef> {
  const out = new Map<number, PathDef>();
  for (const p of defOf(t).sides[t.side].paths) if (isEdgeName(p.to)) out.set(facing(t, p.to), p);
  return out;
}

const where = (p: Placement) => `at (${p.q}, ${p.r}) turned ${p.rotation}`;

/**
 * Why a tile may not be placed so, as one sentence; undefined when it may. Checks, in order: the tile exists, the
 * rotation, the side, that it is not already placed, the Borderland first, a free place, touching the board, an
 * exit meeting an exit; then whichever stricter readings are switched on.
 */
export function checkPlacement(board: Board, placed: PlacedTile, rules: PlacementRules = BASIC_PLACEMENT): string | undefined {
  const def = tileByCode(placed.code);
  if (!def) return `There is no tile "${placed.code}".`;
  const name = `the ${def.name}`;
  if (!Number.isInteger(placed.rotation) || placed.rotation < 0 || placed.rotation > 5) {
    return `The rotation must be a whole number from 0 to 5 (sixths of a turn clockwise), not ${placed.rotation}.`;
  }
  if (!Number.isInteger(placed.q) || !Number.isInteger(placed.r)) return `The place (${placed.q}, ${placed.r}) is not a hex of the board.`;
  if ((rules.normalSideUp ?? true) && placed.side !== 'normal') return `Tiles are laid normal (green) side up while the board is built, not ${name} enchanted.`;
  const already = board.find((t) => t.code === def.code);
  if (already) return `${cap(name)} (${def.code}) is already on the board, at (${already.q}, ${already.r}).`;
  if (board.length === 0) return def.code === BORDERLAND ? undefined : `The Borderland (B) is placed first; ${name} must wait.`;
  if (!board.some((t) => t.code === BORDERLAND)) {
    return def.code === BORDERLAND ? 'The Borderland (B) is placed first, before any other tile.' : 'The Borderland (B) must be on the board before any other tile.';
  }
  const taken = tileAt(board, placed);
  if (taken) return `The place (${placed.q}, ${placed.r}) is taken by the ${defOf(taken).name} (${taken.code}).`;

  const t: PlacedTile = { ...placed, code: def.code };
  const exits = exitsByDirection(t);
  const beside = neighbours(hexOf(t))
    .map((h, direction) => ({ direction, tile: tileAt(board, h) }))
    .filter((n): n is { direction: number; tile: PlacedTile } => n.tile !== undefined);
  if (beside.length === 0) return `${cap(name)} ${where(placed)} would not touch the board: a new tile shares an edge with a placed tile.`;
  const joins = beside.filter((n) => exits.has(n.direction) && exitsByDirection(n.tile).has((n.direction + 3) % 6));
  if (joins.length === 0) {
    return `${cap(name)} ${where(placed)} would join no path of the tiles beside it: at least one of its roads must meet a road of a placed tile.`;
  }
  if (rules.edgesMustMatch) {
    for (const n of beside) {
      const mine = exits.has(n.direction);
      const theirs = exitsByDirection(n.tile).has((n.direction + 3) % 6);
      if (mine === theirs) continue;
      const other = defOf(n.tile).name;
      return mine
        ? `${cap(name)} ${where(placed)} would run a road into the ${other}'s edge where it has none (towards ${EDGE_NAMES[n.direction]}).`
        : `The ${other}'s road would run into ${name}'s edge where it has none (${where(placed)}, towards ${EDGE_NAMES[n.direction]}).`;
    }
  }
  if (rules.clearingsReachBorderland) {
    const after = [...board, t];
    const graph = boardGraph(after);
    const everything = new Set(graph.connections.flatMap((c) => c.parts.map((p) => p.id)));
    const borderland = [...graph.clearings.values()].filter((c) => c.code === BORDERLAND).map((c) => c.id);
    const own = [...graph.clearings.values()].filter((c) => c.code === def.code);
    const cut = own.filter((c) => ![...reachable(after, c.id, everything)].some((id) => borderland.includes(id)));
    if (own.length === 6 && cut.length > 0) {
      return `${cap(name)} ${where(placed)} would leave ${numbered(cut.map((c) => c.number))} without a way to the Borderland; every clearing of a six-clearing tile must have one.`;
    }
    if (cut.length === own.length) return `${cap(name)} ${where(placed)} would have no clearing with a way to the Borderland.`;
  }
  if (rules.twoNeighboursIfPossible && beside.length < 2) {
    const others = legalPlacements(board, def.code, { ...rules, twoNeighboursIfPossible: false });
    const two = others.filter((p) => neighbours(p).filter((h) => tileAt(board, h)).length >= 2).length;
    if (two > 0) return `${cap(name)} ${where(placed)} would touch only one tile, but ${two} placement(s) touch two; where it can, a tile touches two placed tiles.`;
  }
  return undefined;
}

/** Every legal placement of a tile (normal side up), in a fixed order: by q, by r, by rotation. */
export function legalPlacements(board: Board, code: string, rules: PlacementRules = BASIC_PLACEMENT): Placement[] {
  const def = tileByCode(code);
  if (!def) return [];
  if (board.length === 0) return def.code === BORDERLAND ? [0, 1, 2, 3, 4, 5].map((rotation) => ({ q: 0, r: 0, rotation })) : [];
  const free = new Map<string, { q: number; r: number }>();
  for (const t of board) for (const h of neighbours(hexOf(t))) if (!tileAt(board, h)) free.set(hexKey(h), h);
  const places = [...free.values()].sort((a, b) => a.q - b.q || a.r - b.r);
  // The two-neighbour reading compares places with each other: find the legal ones without it first.
  const base = { ...rules, twoNeighboursIfPossible: false };
  const out: Placement[] = [];
  for (const h of places) {
    for (let rotation = 0; rotation < 6; rotation++) {
      if (!checkPlacement(board, { code: def.code, q: h.q, r: h.r, rotation, side: 'normal' }, base)) out.push({ q: h.q, r: h.r, rotation });
    }
  }
  if (!rules.twoNeighboursIfPossible) return out;
  const touchingTwo = out.filter((p) => neighbours(p).filter((h) => tileAt(board, h)).length >= 2);
  return touchingTwo.length ? touchingTwo : out;
}

/** Replays a board tile by tile (in list order) against the placement rules: one sentence per wrong tile. */
export function checkBoard(board: Board, rules: PlacementRules = BASIC_PLACEMENT): string[] {
  const errors: string[] = [];
  for (let i = 0; i < board.length; i++) {
    const why = checkPlacement(board.slice(0, i), board[i]!, rules);
    if (why) errors.push(`Tile ${i + 1} (${board[i]!.code}): ${why}`);
  }
  return errors;
}

// ——— dealing ———

export interface Deal {
  /** The Borderland, set aside: the first player places it first (BI-2). */
  readonly first: string;
  /** Each player's tiles, in the players' order. */
  readonly hands: readonly (readonly string[])[];
  /** X1-1: the special tiles not drawn, out of the game (the Ambush may be swapped for one of them, X1-3). */
  readonly discarded: readonly string[];
}

/** The one shuffle of the engine (src/engine/dice.ts). */
export { shuffle };

/**
 * BI-2, X1-1: deals the tiles. Without Expansion One the 20 original tiles; with it also the 5 swamps and 5 of the
 * 11 special tiles, drawn one at a time without replacement (5 dice: 0–10, 0–9, … 0–6, indexes into the specials
 * left in data order). The Borderland is set aside for the first player to place first; the rest are shuffled
 * (Fisher–Yates from the last tile: one die 0–i for each i down to 1) and dealt one at a time round the players,
 * starting with the first. Every draw asks `dice`, so forced dice give the same deal every time.
 */
export function dealTiles(dice: DiceSource, players: number, expansionOne: boolean): Deal {
  if (!Number.isInteger(players) || players < 1) throw new RuleError('Tiles are dealt to at least one player.');
  const chosen: string[] = [];
  const left = [...(expansionOne ? SPECIAL_TILES : [])];
  if (expansionOne) for (let i = 0; i < 5; i++) chosen.push(left.splice(dice.int(0, left.length - 1), 1)[0]!);
  const pool = [...ORIGINAL_TILES.filter((c) => c !== BORDERLAND), ...(expansionOne ? [...SWAMP_TILES, ...chosen] : [])];
  const deck = shuffle(dice, pool);
  const hands: string[][] = Array.from({ length: players }, () => []);
  deck.forEach((code, i) => hands[i % players]!.push(code));
  return { first: BORDERLAND, hands, discarded: left };
}

/**
 * X1-3 (Expansion One 1.2/3): a player unable or unwilling to place the Ambush swaps it for one of the discarded
 * special tiles, drawn at random (one die 0 to n−1 over the discarded tiles in their order; no die when only one
 * is left). The new tile takes the Ambush's place in his hand; the Ambush leaves the game with the discarded tiles.
 */
export function swapAmbush(
  hand: readonly string[],
  discarded: readonly string[],
  dice: DiceSource,
): { hand: string[]; discarded: string[]; drawn: string } {
  const at = hand.indexOf(AMBUSH);
  if (at < 0) throw new RuleError('Only the Ambush (AM) may be swapped, and it is not in this hand.');
  if (discarded.length === 0) throw new RuleError('There is no discarded special tile to swap the Ambush for.', 'Without Expansion One no special tile was set aside.');
  const i = discarded.length === 1 ? 0 : dice.int(0, discarded.length - 1);
  const drawn = discarded[i]!;
  return {
    hand: hand.map((c, k) => (k === at ? drawn : c)),
    discarded: [...discarded.filter((_, k) => k !== i), AMBUSH],
    drawn,
  };
}

/** Whether a tile can go anywhere now (a player unable to place the Ambush may swap it, X1-3). */
export const canPlace = (board: Board, code: string, rules: PlacementRules = BASIC_PLACEMENT): boolean => legalPlacements(board, code, rules).length > 0;

/** `clearing 3`, `clearings 3 and 6`, `clearings 1, 3 and 6`. */
function numbered(ns: number[]): string {
  if (ns.length === 1) return `clearing ${ns[0]}`;
  return `clearings ${ns.slice(0, -1).join(', ')} and ${ns.at(-1)}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The rules players build the board by (BI-2): the reading in docs/rules.md — the Borderland first, each tile
 * touching the board with one of its roads meeting a road. The GM's own lists and the ready layouts follow it too.
 */
export const BOARD_RULES = BASIC_PLACEMENT;
