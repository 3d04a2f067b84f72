/**
 * Whole boards: a search that lays a list of tiles legally, the ready layouts a new game can start on at once,
 * and the GM's own board typed as a list (`B 0,0 0; BV 0,-1 3 enchanted; …`).
 */
import { distance, neighbour } from '../../../hex/grid.js';
import { clearingId, defOf, facing, faceUp, hexOf, tileAt, type Board, type ClearingId, type PlacedTile } from '../map/board.js';
import { boardGraph, reachable } from '../map/graph.js';
import { checkBoard, legalPlacements, STRICT_PLACEMENT, type PlacementRules } from './placement.js';
import { BORDERLAND, isEdgeName, tileByCode, type TileSideDef } from '../map/tiles.js';

/**
 * The clearings of a tile side that no road or cave road links to a road leaving the tile: the tile itself cuts
 * them off from travel by roads (the Dark Forest's normal side, whose exits are all hidden; the Tristar's
 * enchanted 5 and 6, reached by secret passages only).
 */
export function roadIsolated(side: TileSideDef): number[] {
  const open = (t: string) => t === 'normal' || t === 'caves';
  const linked = new Set(side.paths.filter((p) => isEdgeName(p.to) && open(p.type)).map((p) => p.from));
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of side.paths) {
      if (typeof p.to !== 'number' || !open(p.type)) continue;
      if (linked.has(p.from) !== linked.has(p.to)) {
        linked.add(p.from);
        linked.add(p.to);
        grew = true;
      }
    }
  }
  return side.clearings.map((c) => c.number).filter((n) => !linked.has(n));
}

/**
 * The clearings of a board that cannot be reached from the Borderland by roads and cave roads although their own
 * tile links them to a road leaving it. Empty for a well-connected board.
 */
export function cutOffClearings(board: Board): ClearingId[] {
  const b = board.find((t) => t.code === BORDERLAND);
  if (!b) return board.flatMap((t) => faceUp(t).clearings.map((c) => clearingId(t.code, c.number)));
  const start = clearingId(b.code, faceUp(b).clearings[0]!.number);
  const reached = reachable(board, start, []);
  const out: ClearingId[] = [];
  for (const t of board) {
    const isolated = roadIsolated(faceUp(t));
    for (const c of faceUp(t).clearings) {
      const id = clearingId(t.code, c.number);
      if (!isolated.includes(c.number) && !reached.has(id)) out.push(id);
    }
  }
  return out;
}

/**
 * While a board is being laid: a group of clearings joined by roads, cut off from the Borderland, with no road
 * leaving towards a free place, can never be joined later. The search gives up such a board at once.
 */
function hopeless(board: Board): boolean {
  const cut = new Set(cutOffClearings(board));
  const seen = new Set<ClearingId>();
  for (const id of cut) {
    if (seen.has(id)) continue;
    const group = reachable(board, id, []);
    for (const g of group) seen.add(g);
    const open = [...group].some((g) => {
      const c = boardGraph(board).clearings.get(g)!;
      const t = board.find((k) => k.code === c.code)!;
      const n = c.number;
      return faceUp(t).paths.some((p) => p.from === n && isEdgeName(p.to) && p.type === 'normal' && !tileAt(board, neighbour(hexOf(t), facing(t, p.to))));
    });
    if (!open) return true;
  }
  return false;
}

/**
 * Lays the given tiles in the given order (the Borderland first, at the origin, turned 0). Each tile tries its legal
 * placements by the rules best first — fewest clearings cut off by road, then nearest the origin, then by q, r and
 * rotation — and the search backtracks when a later tile cannot go anywhere, a road group is cut off for good, or
 * the finished board is not road-connected (cutOffClearings). Deterministic: the same list gives the same board.
 * Undefined when no board is found within the step budget.
 */
export function searchLayout(codes: readonly string[], rules: PlacementRules = STRICT_PLACEMENT, budget = 200_000): Board | undefined {
  if (codes[0] !== BORDERLAND) throw new Error('the Borderland is laid first');
  let steps = 0;
  const place = (board: Board, i: number): Board | undefined => {
    if (i === codes.length) return cutOffClearings(board).length === 0 ? board : undefined;
    // Best first: the places that leave the fewest clearings cut off by road, then the nearest the origin.
    const options = legalPlacements(board, codes[i]!, rules)
      .map((o) => {
        const next: Board = [...board, { code: codes[i]!, q: o.q, r: o.r, rotation: o.rotation, side: 'normal' }];
        return { o, next, cut: cutOffClearings(next).length };
      })
      .sort(
        (a, b) =>
          a.cut - b.cut ||
          distance(a.o, ORIGIN) - distance(b.o, ORIGIN) ||
          a.o.q - b.o.q ||
          a.o.r - b.o.r ||
          a.o.rotation - b.o.rotation,
      );
    for (const { next } of options) {
      if (++steps > budget) return undefined;
      if (hopeless(next)) continue;
      const done = place(next, i + 1);
      if (done) return done;
    }
    return undefined;
  };
  return place([{ code: BORDERLAND, q: 0, r: 0, rotation: 0, side: 'normal' }], 1);
}

const ORIGIN = { q: 0, r: 0 };

// ——— the GM's list ———

/** `B 0,0 0; BV 0,-1 3 enchanted` — one entry per tile: code, q,r, rotation, optional side. */
export function layoutToList(board: Board): string {
  return board.map((t) => `${t.code} ${t.q},${t.r} ${t.rotation}${t.side === 'enchanted' ? ' enchanted' : ''}`).join('; ');
}

/**
 * Reads a board typed as a list: entries split by `;` or new lines, each `CODE q,r rotation [normal|enchanted]`
 * (`BV 0,-1 3 enchanted`). Tile codes NW and SW are tiles here (Nut Woods, Sweet Swamp), never edges. One sentence
 * per error; with `rules`, the tiles are also checked in list order against the placement rules.
 */
export function layoutFromList(text: string, rules?: PlacementRules): { board: Board; errors: string[] } {
  const errors: string[] = [];
  const board: PlacedTile[] = [];
  const entries = text
    .split(/[;\n]/)
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) errors.push('The list is empty: give one entry per tile, like `B 0,0 0; BV 0,-1 3 enchanted`.');
  entries.forEach((entry, i) => {
    const label = `Entry ${i + 1} (\`${entry}\`)`;
    const m = entry.match(/^([A-Za-z]{1,2})\s+(-?\d+)\s*,\s*(-?\d+)\s+(-?\d+)(?:\s+([A-Za-z]+))?$/);
    if (!m) {
      errors.push(`${label}: write a tile as \`CODE q,r rotation\` with an optional side, like \`BV 0,-1 3 enchanted\`.`);
      return;
    }
    const def = tileByCode(m[1]!);
    if (!def) {
      errors.push(`${label}: there is no tile coded ${m[1]!.toUpperCase()}.`);
      return;
    }
    const [q, r, rotation] = [Number(m[2]), Number(m[3]), Number(m[4])];
    const sideText = (m[5] ?? 'normal').toLowerCase();
    if (sideText !== 'normal' && sideText !== 'enchanted') {
      errors.push(`${label}: the side is \`normal\` or \`enchanted\`, not \`${m[5]}\`.`);
      return;
    }
    if (rotation < 0 || rotation > 5) {
      errors.push(`${label}: the rotation is 0 to 5 (sixths of a turn clockwise), not ${rotation}.`);
      return;
    }
    const twice = board.find((t) => t.code === def.code);
    if (twice) {
      errors.push(`${label}: the ${def.name} (${def.code}) is listed twice.`);
      return;
    }
    const taken = tileAt(board, { q, r });
    if (taken) {
      errors.push(`${label}: the place (${q}, ${r}) is already taken by the ${defOf(taken).name} (${taken.code}).`);
      return;
    }
    board.push({ code: def.code, q, r, rotation, side: sideText });
  });
  if (entries.length > 0 && !board.some((t) => t.code === BORDERLAND) && errors.length === 0) errors.push('The board has no Borderland (B): every board has one.');
  if (rules && errors.length === 0) errors.push(...checkBoard(board, { normalSideUp: false, ...rules }));
  return { board, errors };
}

// ——— ready layouts ———

export interface ReadyLayout {
  readonly name: string;
  readonly description: string;
  readonly expansionOne: boolean;
  readonly board: Board;
}

const fromList = (text: string): Board => {
  const { board, errors } = layoutFromList(text);
  if (errors.length) throw new Error(`a ready layout is wrong: ${errors.join(' ')}`);
  return board;
};

/**
 * Ready layouts, found once by searchLayout (STRICT_PLACEMENT, the tile order given in the description) and kept
 * as data so that loading the module costs nothing; tests check that they are legal and road-connected.
 */
export const READY_LAYOUTS: readonly ReadyLayout[] = [
  {
    name: 'original-20',
    description: 'The 20 tiles of the original game, laid in data order (B, the valleys, woods, mountains, caves).',
    expansionOne: false,
    board: fromList(
      'B 0,0 0; AV -1,0 0; BV 0,-1 2; CV 1,-1 0; DV 1,-2 2; EV 2,-2 0; LW 2,-3 2; MW 3,-3 5; NW 3,-2 1; OW 3,-4 3; ' +
        'PW 2,-4 2; DW -1,1 3; L 0,1 0; CG -1,2 0; M -2,2 1; CL 1,0 0; HP 1,-3 0; R -2,1 0; CS -2,0 4; CN 0,-2 4',
    ),
  },
  {
    name: 'expansion-30',
    description:
      'X1-1: the 20 original tiles, the 5 swamps and 5 special tiles (Chasm, Descent, Grove, Lake, Volcano), laid in that order.',
    expansionOne: true,
    board: fromList(
      'B 0,0 0; AV -1,0 0; BV 0,-1 2; CV 1,-1 0; DV 1,-2 2; EV 2,-2 0; LW 2,-3 2; MW 3,-3 5; NW 3,-2 1; OW 3,-4 3; ' +
        'PW 2,-4 2; DW -1,1 3; L 0,1 0; CG -1,2 0; M -2,2 1; CL 1,0 0; HP 1,-3 0; R -2,1 0; CS -2,0 4; CN 0,-2 4; ' +
        'DS -1,-1 5; FS -3,2 2; PS -2,-1 3; SS -3,1 2; SW -1,-2 3; CH 1,1 0; DE -2,3 0; G -1,3 1; LK 0,2 0; V -3,0 1',
    ),
  },
];

/** The tile order each ready layout was searched with (searchLayout reproduces the board from it). */
export const READY_LAYOUT_ORDERS: Readonly<Record<string, readonly string[]>> = {
  'original-20': ['B', 'AV', 'BV', 'CV', 'DV', 'EV', 'LW', 'MW', 'NW', 'OW', 'PW', 'DW', 'L', 'CG', 'M', 'CL', 'HP', 'R', 'CS', 'CN'],
  'expansion-30': [
    ...['B', 'AV', 'BV', 'CV', 'DV', 'EV', 'LW', 'MW', 'NW', 'OW', 'PW', 'DW', 'L', 'CG', 'M', 'CL', 'HP', 'R', 'CS', 'CN'],
    ...['DS', 'FS', 'PS', 'SS', 'SW', 'CH', 'DE', 'G', 'LK', 'V'],
  ],
};

export function readyLayout(name: string): ReadyLayout | undefined {
  return READY_LAYOUTS.find((l) => l.name === name.trim().toLowerCase());
}

/** The default board of a quick start: the 20 original tiles, or the 30 tiles of Expansion One (X1-1). */
export const defaultLayout = (expansionOne: boolean): ReadyLayout => READY_LAYOUTS.find((l) => l.expansionOne === expansionOne)!;

