import { describe, expect, it } from 'vitest';
import { enchantTile, edgeFacing, facing, type Board, type PlacedTile } from '../../../src/engine/rulesets/magic-realm/map/board.js';
import {
  boardGraph,
  clearingType,
  connectionBetween,
  missionPayoff,
  mayUsePath,
  moveCost,
  reachable,
  routeMovePhases,
  shortestRoute,
  stepsFrom,
} from '../../../src/engine/rulesets/magic-realm/map/graph.js';

const tile = (code: string, q: number, r: number, rotation = 0, side: PlacedTile['side'] = 'normal'): PlacedTile => ({ code, q, r, rotation, side });
/** The clearings one step away, sorted, for a character who knows `known`. */
const next = (board: Board, from: string, known: string[] = []) => stepsFrom(board, from, known).map((s) => s.clearing).sort();

describe('the board graph: inside a tile', () => {
  it('a lone Awful Valley joins 1–4 and 2–5 by road and its exits go nowhere', () => {
    const board = [tile('AV', 0, 0)];
    const g = boardGraph(board);
    expect([...g.clearings.keys()]).toEqual(['AV1', 'AV2', 'AV4', 'AV5']);
    expect(g.connections.map((c) => `${c.id} ${c.type}`)).toEqual(['AV2-AV5 normal', 'AV1-AV4 normal']);
    expect(g.deadEnds.map((d) => d.pathId).sort()).toEqual(['AV1-NW', 'AV2-SW', 'AV4-NE', 'AV4-SE', 'AV5-N']);
    expect(next(board, 'AV1')).toEqual(['AV4']);
  });

  it('the edge a rotated tile leaves by: unrotated edge i faces direction (i + rotation) % 6', () => {
    const t = tile('AV', 0, 0, 2);
    expect(facing(t, 'N')).toBe(2); // N edge faces SE
    expect(facing(t, 'NW')).toBe(1); // NW edge faces NE
    expect(edgeFacing(t, 2)).toBe('N');
    expect(edgeFacing(t, 0)).toBe('SW');
  });
});

describe('the board graph: across tiles', () => {
  // The Borderland at the origin, turned 0: its road 1→N leaves towards (0, -1).
  // Awful Valley exits: 1→NW, 2→SW, 4→NE, 4→SE, 5→N. With rotation k its edge facing S (direction 3) is edge (3 − k) % 6.
  const cases: [number, string | undefined][] = [
    [0, undefined], // its S edge faces the Borderland: no path there
    [1, 'AV4'], // SE edge
    [2, 'AV4'], // NE edge
    [3, 'AV5'], // N edge
    [4, 'AV1'], // NW edge
    [5, 'AV2'], // SW edge
  ];
  for (const [rotation, joined] of cases) {
    it(`Awful Valley north of the Borderland, turned ${rotation}: B1 joins ${joined ?? 'nothing'}`, () => {
      const board = [tile('B', 0, 0), tile('AV', 0, -1, rotation)];
      const across = boardGraph(board).connections.filter((c) => c.crossTile);
      expect(across.map((c) => c.id)).toEqual(joined ? [['B1', joined].sort().join('-')] : []);
      if (joined) expect(next(board, joined)).toContain('B1');
      else expect(boardGraph(board).deadEnds.find((d) => d.pathId === 'B1-N')?.beyond).toBe('Awful Valley has no path on that edge');
    });
  }

  it('a turned Borderland: turned 1, its road 1→N faces NE and joins the tile there', () => {
    // B turned 1: the N edge faces NE (1, -1). Curst Valley exits: 1→N, 2→NW, 4→SW, 4→SE, 5→NE; turned 0 its SW edge faces B.
    const board = [tile('B', 0, 0, 1), tile('CV', 1, -1, 0)];
    expect(boardGraph(board).connections.filter((c) => c.crossTile).map((c) => c.id)).toEqual(['B1-CV4']);
    // Turned 1, the Curst Valley's SW-facing edge is its S edge (no path): no join.
    const turned = [tile('B', 0, 0, 1), tile('CV', 1, -1, 1)];
    expect(boardGraph(turned).connections.filter((c) => c.crossTile)).toEqual([]);
  });

  it('joins across several tiles at once, each join once', () => {
    // B turned 0 has an exit on every edge; the Curst Valley turned 0 at NE leaves by SW (4) towards B2's NE road.
    const board = [tile('B', 0, 0), tile('AV', 0, -1, 3), tile('CV', 1, -1, 0)];
    const across = boardGraph(board).connections.filter((c) => c.crossTile).map((c) => c.id).sort();
    // AV (turned 3) at N: its N edge faces S → AV5–B1; its NW edge faces SE, towards CV's NW-facing edge: CV2 → AV1.
    expect(across).toEqual(['AV1-CV2', 'AV5-B1', 'B2-CV4']);
    expect(new Set(across).size).toBe(across.length);
  });
});

describe('hidden paths and secret passages (discovery per character)', () => {
  // Cliff north of the Borderland, turned 1: its SE edge faces the Borderland, CL5 joins B1.
  // Cliff normal: 1–6, 2–3, 2–5 hidden, 3–5, 3–6 secret, 4–6, exits 1→NW, 2→SW, 4→NE, 5→SE.
  const board = [tile('B', 0, 0), tile('CL', 0, -1, 1)];

  it('a hidden path may be used only once discovered', () => {
    const hidden = connectionBetween(board, 'CL2', 'CL5', ['CL2-CL5'])!;
    expect(hidden.type).toBe('hidden');
    expect(mayUsePath(hidden, [])).toBe(false);
    expect(mayUsePath(hidden, ['CL2-CL5'])).toBe(true);
    expect(next(board, 'CL5')).toEqual(['B1', 'CL3']);
    expect(next(board, 'CL5', ['CL2-CL5'])).toEqual(['B1', 'CL2', 'CL3']);
  });

  it('a secret passage likewise; roads and cave roads always', () => {
    expect(next(board, 'CL6')).toEqual(['CL1', 'CL4']);
    expect(next(board, 'CL6', ['CL3-CL6'])).toEqual(['CL1', 'CL3', 'CL4']);
    expect(next(board, 'B6')).toEqual(['B1', 'B3', 'B4']); // B4–B6 is a cave road
    expect(next(board, 'B4')).toEqual(['B6']); // B4–B5 is a secret passage
    expect(next(board, 'B4', ['B4-B5'])).toEqual(['B5', 'B6']);
  });

  it("X1-3: a road joined to the Dark Forest's hidden path is hidden, known by the Dark Forest's path id", () => {
    // Dark Forest turned 1 north of B: its SE edge (hidden path from 5) faces the Borderland's road 1→N.
    const df = [tile('B', 0, 0), tile('DF', 0, -1, 1)];
    const join = boardGraph(df).connections.find((c) => c.crossTile)!;
    expect(join.id).toBe('B1-DF5');
    expect(join.type).toBe('hidden');
    expect(join.parts).toEqual([
      { id: 'B1-N', type: 'normal' },
      { id: 'DF5-SE', type: 'hidden' },
    ]);
    expect(next(df, 'B1')).toEqual(['B6']);
    expect(next(df, 'B1', ['DF5-SE'])).toEqual(['B6', 'DF5']);
  });
});

describe('routes and the mission payoff (SW-5)', () => {
  const board = [tile('B', 0, 0), tile('CL', 0, -1, 1), tile('TR', 0, 1, 0, 'enchanted')];

  it('the shortest route counts the clearings entered; a discovered hidden path shortens it', () => {
    expect(shortestRoute(board, 'B1', 'CL2')).toEqual(['B1', 'CL5', 'CL3', 'CL2']);
    expect(missionPayoff(board, 'B1', 'CL2', [])).toBe(6);
    expect(shortestRoute(board, 'B1', 'CL2', ['CL2-CL5'])).toEqual(['B1', 'CL5', 'CL2']);
    expect(missionPayoff(board, 'B1', 'CL2', new Set(['CL2-CL5']))).toBe(4);
    expect(missionPayoff(board, 'B4', 'CL2', [])).toBe(2 * 5); // B4 B6 B1 CL5 CL3 CL2
  });

  it('30 gold when there is no route for this character, or the destination is not on the board', () => {
    // Tristar, enchanted: 3–5 and 2–6 are secret passages, the only ways to 5 and 6.
    expect(shortestRoute(board, 'B1', 'TR5')).toBeUndefined();
    expect(missionPayoff(board, 'B1', 'TR5', [])).toBe(30);
    expect(missionPayoff(board, 'B1', 'BV5', [])).toBe(30);
    // Known: B2 → S road → Tristar (turned 0, its N edge): the Tristar leaves by NE and SE only, so no join; still 30.
    expect(missionPayoff(board, 'B1', 'TR5', ['TR3-TR5'])).toBe(30);
  });

  it('routes are the same every time (ties go to the clearing id that sorts first)', () => {
    const a = shortestRoute(board, 'CL2', 'B4');
    expect(a).toEqual(['CL2', 'CL3', 'CL5', 'B1', 'B6', 'B4']);
    for (let i = 0; i < 5; i++) expect(shortestRoute(board, 'CL2', 'B4')).toEqual(a);
    // CL4 reaches the rest of the Cliff only by the secret passage 3–6.
    expect(shortestRoute(board, 'CL4', 'B2')).toBeUndefined();
    expect(shortestRoute(board, 'CL4', 'B2', ['CL3-CL6'])).toEqual(['CL4', 'CL6', 'CL3', 'CL5', 'B1', 'B6', 'B3', 'B2']);
  });

  it('reachable clearings grow with discoveries', () => {
    expect(reachable(board, 'B4').has('B5')).toBe(true); // B4 → B6 → B3 → B5 by roads
    expect(reachable(board, 'TR4').size).toBe(1);
  });
});

describe('MOVE phases and clearing types', () => {
  const board = [tile('B', 0, 0), tile('CG', 0, -1, 0), tile('V', 1, 0, 0)];

  it('mountains cost the season\'s mountain phases (SW-3, 2 by default), others 1', () => {
    expect(moveCost(board, 'CG1')).toBe(2);
    expect(moveCost(board, 'CG1', { mountainMovePhases: 4 })).toBe(4);
    expect(moveCost(board, 'B1')).toBe(1); // woods
    expect(moveCost(board, 'B4')).toBe(1); // caves: the daylight rule lives elsewhere
    expect(clearingType(board, 'B4')).toBe('caves');
    expect(clearingType(board, 'CG3')).toBe('mountain');
  });

  it('X1-2: every clearing of the Volcano costs two MOVE phases', () => {
    for (let n = 1; n <= 6; n++) expect(moveCost(board, `V${n}`)).toBe(2);
    expect(moveCost(board, 'V5', { mountainMovePhases: 3 })).toBe(3);
    expect(routeMovePhases(board, ['V1', 'V2', 'V3'])).toBe(4);
  });
});

describe('enchanting a tile turns it over', () => {
  it('the Linden Woods: 2–4 on the normal side, 4–5 on the enchanted side; and back', () => {
    const board: Board = [tile('LW', 0, 0)];
    expect(next(board, 'LW4')).toEqual(['LW2']);
    const enchanted = enchantTile(board, 'LW');
    expect(enchanted[0]!.side).toBe('enchanted');
    expect(board[0]!.side).toBe('normal'); // the old board is untouched
    expect(next(enchanted, 'LW4')).toEqual(['LW5']);
    expect(next(enchantTile(enchanted, 'LW'), 'LW4')).toEqual(['LW2']);
  });

  it('the Ruins: the hidden path 1–5 becomes a road, the road 1–2 becomes hidden; the Borderland 1 becomes a normal clearing', () => {
    const board: Board = [tile('B', 0, 0), tile('R', 0, -1, 0)];
    expect(connectionBetween(board, 'R1', 'R2')!.type).toBe('normal');
    expect(connectionBetween(board, 'R1', 'R5')).toBeUndefined();
    const e = enchantTile(board, 'R');
    expect(connectionBetween(e, 'R1', 'R5')!.type).toBe('normal');
    expect(connectionBetween(e, 'R1', 'R2')).toBeUndefined();
    expect(connectionBetween(e, 'R1', 'R2', ['R1-R2'])!.type).toBe('hidden');
    expect(clearingType(board, 'B1')).toBe('woods');
    expect(clearingType(enchantTile(board, 'B'), 'B1')).toBe('normal');
  });

  it("the Dark Forest enchanted: roads from clearing 6 to five sides, and the neighbour's road joins it openly", () => {
    const board: Board = [tile('B', 0, 0), tile('DF', 0, -1, 1)];
    const e = enchantTile(board, 'DF');
    const join = boardGraph(e).connections.find((c) => c.crossTile)!;
    expect(join.id).toBe('B1-DF6');
    expect(join.type).toBe('normal');
  });
});
