import { requireTile } from '../../src/engine/rulesets/magic-realm/map/tiles.js';
import type {
  BoardView,
  BoardViewClearing,
  BoardViewPath,
  BoardViewPiece,
  BoardViewTile,
  EdgeName,
  PathType,
} from '../../src/engine/rulesets/magic-realm/board/view-types.js';

/**
 * Board views built by hand for the board picture's tests, the sample pictures and the bench, with the tiles'
 * real clearing positions and paths from the project's own tile data (src/engine/…/map/tile-data.ts).
 */

interface SideData {
  clearings: BoardViewClearing[];
  paths: BoardViewPath[];
}

interface TileData {
  code: string;
  name: string;
  sides: { normal: SideData; enchanted: SideData };
}

function tileData(code: string): TileData {
  const t = requireTile(code);
  const side = (s: (typeof t.sides)['normal']): SideData => ({
    clearings: s.clearings.map((c) => ({ number: c.number, type: c.type, xy: [c.xy[0], c.xy[1]], ...(c.magic ? { magic: [...c.magic] } : {}) })),
    paths: s.paths.map((p) => ({ from: p.from, to: p.to, type: p.type, ...(p.arc ? { arc: [p.arc[0], p.arc[1]] as [number, number] } : {}) })),
  });
  return { code: t.code, name: t.name, sides: { normal: side(t.sides.normal), enchanted: side(t.sides.enchanted) } };
}

/** The 30 tiles of the sample board, in the order they are laid from the middle outward. */
export const BOARD_TILES: readonly [string, string][] = [
  ['B', 'Borderland'], ['CV', 'Curst Valley'], ['LW', 'Linden Woods'], ['CN', 'Cavern'], ['DW', 'Deep Woods'], ['HP', 'High Pass'],
  ['BV', 'Bad Valley'], ['CG', 'Crag'], ['M', 'Mountain'], ['OW', 'Oak Woods'], ['R', 'Ruins'], ['EV', 'Evil Valley'],
  ['CS', 'Caves'], ['L', 'Ledges'], ['PW', 'Pine Woods'], ['AV', 'Awful Valley'], ['CL', 'Cliff'], ['MW', 'Maple Woods'],
  ['DV', 'Dark Valley'], ['NW', 'Nut Woods'], ['DF', 'Dark Forest'], ['V', 'Volcano'], ['HM', 'Hidden Mines'], ['SN', 'Snake'],
  ['LK', 'Lake'], ['DE', 'Descent'], ['FS', 'Foul Swamp'], ['G', 'Grove'], ['PI', 'Pinnacle'], ['TR', 'Tristar'],
];

// -----------------------------------------------------------------------------------------------------------
// Placing tiles
// -----------------------------------------------------------------------------------------------------------

/** Hexes around (0, 0) ring by ring, each ring clockwise from the north. */
export function honeycomb(count: number): { q: number; r: number }[] {
  const out = [{ q: 0, r: 0 }];
  const dirs = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]] as const;
  for (let radius = 1; out.length < count; radius++) {
    // Start at the hex `radius` steps north and walk the ring clockwise.
    let q = 0;
    let r = -radius;
    for (const [dq, dr] of dirs) {
      for (let i = 0; i < radius; i++) {
        out.push({ q, r });
        q += dq;
        r += dr;
      }
    }
  }
  return out.slice(0, count);
}

export interface TileSpec {
  code: string;
  name?: string;
  q: number;
  r: number;
  rotation?: number;
  side?: 'normal' | 'enchanted';
}

/** One tile of the view, every path included (the GM's knowledge). */
export function tile(spec: TileSpec, index = 0): BoardViewTile {
  const data = tileData(spec.code);
  const side = spec.side ?? 'normal';
  const s = data.sides[side];
  return {
    code: spec.code,
    name: data.name,
    q: spec.q,
    r: spec.r,
    rotation: spec.rotation ?? 0,
    side,
    clearings: s.clearings.map((c) => ({ ...c, xy: [c.xy[0], c.xy[1]] })),
    paths: s.paths.map((p) => ({ ...p, ...(p.arc ? { arc: [p.arc[0], p.arc[1]] as [number, number] } : {}) })),
  };
}

// -----------------------------------------------------------------------------------------------------------
// Pieces
// -----------------------------------------------------------------------------------------------------------

/** The first clearing of a tile's side in the list, or the tile's first clearing (tiles have 3, 4 or 6). */
function clearingOf(t: BoardViewTile, wanted: number[]): number {
  const numbers = t.clearings.map((c) => c.number);
  return wanted.find((n) => numbers.includes(n)) ?? numbers[0]!;
}

type PieceSpec = [label: string, kind: BoardViewPiece['kind'], tile: string, clearings: number[] | 'lost', hidden?: boolean];

/** Every kind of piece, stacks of several, a lost character and a hidden one. */
const PIECES: PieceSpec[] = [
  // Hidden: in the GM's picture (and his own) only. First, so that every stack after it would move if it took room.
  ['Berserker', 'character', 'TR', [4], true],
  // The Borderland's inn, with a crowd.
  ['Inn', 'dwelling', 'B', [2, 3]],
  ['Black Knight', 'character', 'B', [2, 3]],
  ['Rogues', 'native', 'B', [2, 3]],
  ['Merchant', 'traveller', 'B', [2, 3]],
  ['Escort Party', 'mission', 'B', [2, 3]],
  ['Swordsman', 'character', 'B', [5]],
  ['Chapel', 'dwelling', 'AV', [5]],
  ['Order', 'native', 'AV', [5]],
  ['Scholar', 'visitor', 'AV', [5]],
  ['House', 'dwelling', 'CV', [5]],
  ['Soldiers', 'native', 'CV', [5]],
  ['Guard', 'dwelling', 'DV', [5]],
  ['Guard', 'native', 'DV', [5]],
  ['Large Fire', 'dwelling', 'EV', [5]],
  ['Bashkars', 'native', 'EV', [5]],
  ['Crone', 'visitor', 'EV', [5]],
  ['Giant', 'monster', 'CL', [6]],
  ['Giant', 'monster', 'CL', [6]],
  ['Tremendous Dragon', 'monster', 'M', [2]],
  ['Winged Demon', 'monster', 'DW', [3]],
  ['Octopus', 'monster', 'LK', [2]],
  ['Ghosts', 'monster', 'R', [1]],
  ['Amazon', 'character', 'R', [4]],
  ['White Knight', 'character', 'DW', 'lost'],
  ['Wizard', 'character', 'CN', [2]],
  ['Elf', 'character', 'LW', [2]],
  ['Dwarf', 'character', 'CS', [6]],
  ['Lost City', 'chit', 'CN', [3]],
  ['Smoke C', 'chit', 'CS', [1]],
  ['Hoard', 'chit', 'CG', [4]],
  ['Bones V', 'chit', 'DW', [5]],
  ['Gate', 'gate', 'HP', [4]],
  ['Gate', 'gate', 'DF', [6]],
  ['Food/Ale', 'mission', 'HP', [1]],
  ['Pathfinder', 'traveller', 'G', [5]],
  ['Dragonslayer', 'traveller', 'PI', [4]],
  ['Campfire', 'other', 'OW', [2]],
  ['Wolves', 'monster', 'PW', [4]],
  ['Bats', 'monster', 'CS', [3]],
  ['Viper', 'monster', 'SN', [6]],
  ['Captain', 'character', 'V', [5]],
];

function pieces(tiles: BoardViewTile[], specs: PieceSpec[]): BoardViewPiece[] {
  const byCode = new Map(tiles.map((t) => [t.code, t]));
  return specs
    .filter(([, , code]) => byCode.has(code))
    .map(([label, kind, code, where, hidden], i) => ({
      id: `p${i + 1}`,
      label,
      kind,
      tile: code,
      ...(where === 'lost' ? {} : { clearing: clearingOf(byCode.get(code)!, where) }),
      ...(hidden ? { hidden: true } : {}),
    }));
}

// -----------------------------------------------------------------------------------------------------------
// Views
// -----------------------------------------------------------------------------------------------------------

const KNOWN_ONLY: PathType[] = ['hidden', 'secret'];

export interface BoardOptions {
  /** Default "GM". */
  perspective?: string;
  /** Keep the hidden paths and secret passages (the GM's knowledge). Default true. */
  discovered?: boolean;
  /** Keep hidden pieces. Default true. */
  hiddenPieces?: boolean;
  /** Leave the pieces off. */
  noPieces?: boolean;
}

function finishView(tiles: BoardViewTile[], specs: PieceSpec[], opts: BoardOptions): BoardView {
  if (opts.discovered === false) for (const t of tiles) t.paths = t.paths.filter((p) => !KNOWN_ONLY.includes(p.type));
  let ps = opts.noPieces ? [] : pieces(tiles, specs);
  if (opts.hiddenPieces === false) ps = ps.filter((p) => !p.hidden);
  return { tiles, pieces: ps, perspective: opts.perspective ?? 'GM' };
}

const EDGES: readonly EdgeName[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
const STEPS = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]] as const;

/** The board directions (0 = N … 5 = NW) a tile turned `rotation` sixths leaves by. */
function exits(t: BoardViewTile, rotation: number): Set<number> {
  const out = new Set<number>();
  for (const p of t.paths) {
    for (const end of [p.from, p.to]) if (typeof end === 'string') out.add((EDGES.indexOf(end) + rotation) % 6);
  }
  return out;
}

/**
 * Turns each tile, in the order laid, to join as many of its exits as it can to its placed neighbours' exits and
 * to leave as few ending at a neighbour's blank edge (as players lay a board), preferring a varied turn on a tie.
 */
function turnToFit(tiles: BoardViewTile[]): void {
  const placed = new Map<string, BoardViewTile>();
  tiles.forEach((t, i) => {
    let best = { rotation: 0, score: -Infinity };
    for (let k = 0; k < 6; k++) {
      const rotation = (i * 5 + k) % 6;
      const mine = exits(t, rotation);
      let score = 0;
      STEPS.forEach(([dq, dr], dir) => {
        const other = placed.get(`${t.q + dq},${t.r + dr}`);
        if (!other) return;
        const theirs = exits(other, other.rotation).has((dir + 3) % 6);
        if (mine.has(dir) && theirs) score += 2;
        else if (mine.has(dir) !== theirs) score -= 1;
      });
      if (score > best.score) best = { rotation, score };
    }
    t.rotation = best.rotation;
    placed.set(`${t.q},${t.r}`, t);
  });
}

/** 30 tiles in a honeycomb around (0, 0), turned to join their roads, every fourth tile enchanted, pieces of every kind. */
export function board30(opts: BoardOptions = {}): BoardView {
  const at = honeycomb(BOARD_TILES.length);
  const tiles = BOARD_TILES.map(([code, name], i) =>
    tile({ code, name, q: at[i]!.q, r: at[i]!.r, side: i % 4 === 3 || code === 'DF' ? 'enchanted' : 'normal' }, i),
  );
  turnToFit(tiles);
  return finishView(tiles, PIECES, opts);
}

/** The public picture of the same board: no hidden path, secret passage or hidden piece. */
export function board30Public(): BoardView {
  return board30({ perspective: 'public', discovered: false, hiddenPieces: false });
}

/**
 * Three tiles for the pixel tests: the Borderland in the middle, the Crag (hidden path and secret passage) turned
 * two sixths and enchanted, the Tristar (where the hidden Berserker stands) below.
 */
export function smallBoard(opts: BoardOptions = {}): BoardView {
  const tiles = [
    tile({ code: 'B', q: 0, r: 0 }, 0),
    tile({ code: 'CG', q: 1, r: -1, rotation: 2, side: 'enchanted' }, 1),
    tile({ code: 'TR', q: 0, r: 1, rotation: 1 }, 2),
  ];
  const specs: PieceSpec[] = [
    ['Inn', 'dwelling', 'B', [2, 3]],
    ['Black Knight', 'character', 'B', [2, 3]],
    ['Hoard', 'chit', 'CG', [4]],
    ['White Knight', 'character', 'CG', 'lost'],
    ['Berserker', 'character', 'TR', [4], true],
  ];
  return finishView(tiles, specs, opts);
}
