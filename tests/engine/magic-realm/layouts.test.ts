import { describe, expect, it } from 'vitest';
import { distance } from '../../../src/engine/hex/grid.js';
import { faceUp, type Board } from '../../../src/engine/rulesets/magic-realm/map/board.js';
import { boardGraph } from '../../../src/engine/rulesets/magic-realm/map/graph.js';
import {
  cutOffClearings,
  defaultLayout,
  layoutFromList,
  layoutToList,
  READY_LAYOUT_ORDERS,
  READY_LAYOUTS,
  readyLayout,
  roadIsolated,
  searchLayout,
} from '../../../src/engine/rulesets/magic-realm/board/layouts.js';
import { BASIC_PLACEMENT, checkBoard, STRICT_PLACEMENT } from '../../../src/engine/rulesets/magic-realm/board/placement.js';
import { ORIGINAL_TILES, SPECIAL_TILES, SWAMP_TILES, tileByCode } from '../../../src/engine/rulesets/magic-realm/map/tiles.js';

const hexOf = (board: Board, code: string) => board.find((t) => t.code === code)!;

describe('the ready layouts', () => {
  it('one of the 20 original tiles and one of 30 tiles with Expansion One, each tile once', () => {
    const original = readyLayout('original-20')!;
    expect(original.board.map((t) => t.code).sort()).toEqual([...ORIGINAL_TILES].sort());
    const x1 = readyLayout('expansion-30')!;
    const codes = x1.board.map((t) => t.code);
    expect(codes).toHaveLength(30);
    expect(new Set(codes).size).toBe(30);
    for (const c of [...ORIGINAL_TILES, ...SWAMP_TILES]) expect(codes).toContain(c);
    expect(codes.filter((c) => SPECIAL_TILES.includes(c))).toHaveLength(5);
    expect(defaultLayout(false)).toBe(original);
    expect(defaultLayout(true)).toBe(x1);
  });

  for (const layout of READY_LAYOUTS) {
    describe(layout.name, () => {
      it('is legal by the default and the strict placement rules, laid in its order, the Borderland at the origin', () => {
        expect(layout.board[0]).toEqual({ code: 'B', q: 0, r: 0, rotation: 0, side: 'normal' });
        expect(checkBoard(layout.board, BASIC_PLACEMENT)).toEqual([]);
        expect(checkBoard(layout.board, STRICT_PLACEMENT)).toEqual([]);
        expect(layout.board.every((t) => t.side === 'normal')).toBe(true);
      });

      it('is connected: every clearing reachable from the Borderland by roads and cave roads, but those their own tile cuts off', () => {
        expect(cutOffClearings(layout.board)).toEqual([]);
        const g = boardGraph(layout.board);
        // Cross-tile joins only where two placed tiles meet.
        for (const c of g.connections.filter((k) => k.crossTile)) {
          const [a, b] = [g.clearings.get(c.a)!, g.clearings.get(c.b)!];
          expect(distance(hexOf(layout.board, a.code), hexOf(layout.board, b.code)), c.id).toBe(1);
        }
      });

      it('is what searchLayout finds from its tile order (deterministic)', () => {
        expect(searchLayout(READY_LAYOUT_ORDERS[layout.name]!)).toEqual(layout.board);
      });
    });
  }

  it('the tiles that cut clearings off by themselves: Dark Forest normal (all), Tristar enchanted 5 and 6', () => {
    expect(roadIsolated(tileByCode('DF')!.sides.normal)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(roadIsolated(tileByCode('TR')!.sides.enchanted)).toEqual([5, 6]);
    expect(roadIsolated(tileByCode('AV')!.sides.normal)).toEqual([]);
  });

  it('a board with a group of clearings cut off by road is reported', () => {
    // The High Pass north of B turned 0: 3 and 6 leave only by NE and NW, towards no tile.
    const board: Board = [
      { code: 'B', q: 0, r: 0, rotation: 0, side: 'normal' },
      { code: 'HP', q: 0, r: -1, rotation: 0, side: 'normal' },
    ];
    expect(cutOffClearings(board)).toEqual(['HP3', 'HP6']);
    expect(faceUp(board[1]!).clearings).toHaveLength(6);
  });
});

describe("the GM's board from a list", () => {
  it('reads code, q,r, rotation and an optional side; NW and SW are tiles', () => {
    const { board, errors } = layoutFromList('B 0,0 0; BV 0,-1 3 enchanted;\nNW 1,-1 2; sw -1,0 5 normal');
    expect(errors).toEqual([]);
    expect(board).toEqual([
      { code: 'B', q: 0, r: 0, rotation: 0, side: 'normal' },
      { code: 'BV', q: 0, r: -1, rotation: 3, side: 'enchanted' },
      { code: 'NW', q: 1, r: -1, rotation: 2, side: 'normal' },
      { code: 'SW', q: -1, r: 0, rotation: 5, side: 'normal' },
    ]);
    expect(layoutToList(board)).toBe('B 0,0 0; BV 0,-1 3 enchanted; NW 1,-1 2; SW -1,0 5');
    expect(layoutFromList(layoutToList(READY_LAYOUTS[1]!.board)).board).toEqual(READY_LAYOUTS[1]!.board);
  });

  it('one sentence per error', () => {
    const { errors } = layoutFromList('B 0,0 0; BV 0,-1; XX 1,0 0; AV 0,0 1; CV 2,0 6; B 3,3 0; DV 1,1 2 sideways');
    expect(errors).toEqual([
      'Entry 2 (`BV 0,-1`): write a tile as `CODE q,r rotation` with an optional side, like `BV 0,-1 3 enchanted`.',
      'Entry 3 (`XX 1,0 0`): there is no tile coded XX.',
      'Entry 4 (`AV 0,0 1`): the place (0, 0) is already taken by the Borderland (B).',
      'Entry 5 (`CV 2,0 6`): the rotation is 0 to 5 (sixths of a turn clockwise), not 6.',
      'Entry 6 (`B 3,3 0`): the Borderland (B) is listed twice.',
      'Entry 7 (`DV 1,1 2 sideways`): the side is `normal` or `enchanted`, not `sideways`.',
    ]);
    expect(layoutFromList('').errors).toEqual(['The list is empty: give one entry per tile, like `B 0,0 0; BV 0,-1 3 enchanted`.']);
    expect(layoutFromList('AV 0,0 0').errors).toEqual(['The board has no Borderland (B): every board has one.']);
  });

  it('with placement rules, checks the tiles in list order too', () => {
    expect(layoutFromList('B 0,0 0; AV 0,-1 3 enchanted', BASIC_PLACEMENT).errors).toEqual([]);
    expect(layoutFromList('B 0,0 0; AV 0,-1 0', BASIC_PLACEMENT).errors).toEqual([
      'Tile 2 (AV): The Awful Valley at (0, -1) turned 0 would join no path of the tiles beside it: at least one of its roads must meet a road of a placed tile.',
    ]);
  });
});
