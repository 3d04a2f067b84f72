import { describe, expect, it } from 'vitest';
import { DiceExhaustedError, forcedDice } from '../../../src/engine/dice.js';
import { RuleError } from '../../../src/engine/core/types.js';
import type { Board, PlacedTile } from '../../../src/engine/rulesets/magic-realm/map/board.js';
import {
  canPlace,
  checkBoard,
  checkPlacement,
  dealTiles,
  legalPlacements,
  STRICT_PLACEMENT,
  swapAmbush,
} from '../../../src/engine/rulesets/magic-realm/board/placement.js';
import { ORIGINAL_TILES, SPECIAL_TILES, SWAMP_TILES } from '../../../src/engine/rulesets/magic-realm/map/tiles.js';

const tile = (code: string, q: number, r: number, rotation = 0, side: PlacedTile['side'] = 'normal'): PlacedTile => ({ code, q, r, rotation, side });
const B: Board = [tile('B', 0, 0)];

describe('board building: legal and illegal placements (BI-2)', () => {
  it('the Borderland goes first, anywhere, turned any way', () => {
    expect(checkPlacement([], tile('B', 4, -2, 5))).toBeUndefined();
    expect(checkPlacement([], tile('AV', 0, 0))).toBe('The Borderland (B) is placed first; the Awful Valley must wait.');
    expect(legalPlacements([], 'B')).toHaveLength(6);
    expect(legalPlacements([], 'AV')).toEqual([]);
  });

  it('a later tile touches the board, on a free place, and one of its roads meets a road', () => {
    // Awful Valley north of B: turned 3, its N edge (road from 5) faces the Borderland's road 1→N.
    expect(checkPlacement(B, tile('AV', 0, -1, 3))).toBeUndefined();
    expect(checkPlacement(B, tile('AV', 0, -1, 0))).toBe(
      'The Awful Valley at (0, -1) turned 0 would join no path of the tiles beside it: at least one of its roads must meet a road of a placed tile.',
    );
    expect(checkPlacement(B, tile('AV', 3, 0, 0))).toBe(
      'The Awful Valley at (3, 0) turned 0 would not touch the board: a new tile shares an edge with a placed tile.',
    );
    expect(checkPlacement(B, tile('AV', 0, 0, 0))).toBe('The place (0, 0) is taken by the Borderland (B).');
  });

  it('says why for a tile already placed, an unknown tile, a wrong rotation, an enchanted side', () => {
    const board = [...B, tile('AV', 0, -1, 3)];
    expect(checkPlacement(board, tile('AV', 1, 0, 0))).toBe('The Awful Valley (AV) is already on the board, at (0, -1).');
    expect(checkPlacement(board, tile('B', 1, 0, 0))).toBe('The Borderland (B) is already on the board, at (0, 0).');
    expect(checkPlacement(board, tile('ZZ', 1, 0, 0))).toBe('There is no tile "ZZ".');
    expect(checkPlacement(board, tile('BV', 1, 0, 6))).toBe('The rotation must be a whole number from 0 to 5 (sixths of a turn clockwise), not 6.');
    expect(checkPlacement(board, tile('BV', 1, 0, 0, 'enchanted'))).toBe(
      'Tiles are laid normal (green) side up while the board is built, not the Bad Valley enchanted.',
    );
    expect(checkPlacement([tile('AV', 0, 0)], tile('BV', 0, -1, 0))).toBe('The Borderland (B) must be on the board before any other tile.');
  });

  it('tile code NW (Nut Woods) and SW (Sweet Swamp) are placed as tiles', () => {
    expect(legalPlacements(B, 'NW').length).toBeGreaterThan(0);
    expect(legalPlacements(B, 'SW').length).toBeGreaterThan(0);
    for (const p of legalPlacements(B, 'NW')) expect(checkPlacement(B, { code: 'NW', ...p, side: 'normal' })).toBeUndefined();
  });

  it('legalPlacements lists exactly the placements checkPlacement allows', () => {
    const board = [...B, tile('AV', 0, -1, 3)];
    const legal = legalPlacements(board, 'CV');
    expect(legal.length).toBeGreaterThan(0);
    const all: string[] = [];
    for (let q = -2; q <= 2; q++)
      for (let r = -3; r <= 2; r++)
        for (let rotation = 0; rotation < 6; rotation++) if (!checkPlacement(board, tile('CV', q, r, rotation))) all.push(`${q},${r},${rotation}`);
    expect(legal.map((p) => `${p.q},${p.r},${p.rotation}`).sort()).toEqual(all.sort());
  });

  it('the stricter readings: a road may not run into a blank edge', () => {
    // B; Awful Valley north (turned 3: roads face S, NE, SE, SW, NW). The Curst Valley at (1, -1) touches both:
    // the Borderland's road 2→NE comes from its SW, the Awful Valley's road from its NW.
    const board = [...B, tile('AV', 0, -1, 3)];
    expect(checkPlacement(board, tile('CV', 1, -1, 0), STRICT_PLACEMENT)).toBeUndefined(); // CV roads face N, NW, SW, SE, NE
    // Turned 1, the Curst Valley has a road towards NW (joins AV) but none towards SW, where the Borderland's road comes.
    expect(checkPlacement(board, tile('CV', 1, -1, 1))).toBeUndefined();
    expect(checkPlacement(board, tile('CV', 1, -1, 1), STRICT_PLACEMENT)).toBe(
      "The Borderland's road would run into the Curst Valley's edge where it has none (at (1, -1) turned 1, towards SW).",
    );
  });

  it('the stricter readings: a tile touches two placed tiles where it can', () => {
    const board = [...B, tile('AV', 0, -1, 3)];
    // South of the Borderland it touches one tile only, though places touching two exist.
    expect(checkPlacement(board, tile('CV', 0, 1, 0))).toBeUndefined();
    expect(checkPlacement(board, tile('CV', 0, 1, 0), STRICT_PLACEMENT)).toMatch(
      /^The Curst Valley at \(0, 1\) turned 0 would touch only one tile, but \d+ placement\(s\) touch two; where it can, a tile touches two placed tiles\.$/,
    );
    expect(legalPlacements(board, 'CV', STRICT_PLACEMENT).every((p) => !(p.q === 0 && p.r === 1))).toBe(true);
  });

  it('the stricter readings: every clearing of a six-clearing tile has a way to the Borderland', () => {
    // High Pass: 1, 2, 4, 5 hang together and leave by N and S; 3 and 6 by NE and NW only.
    // North of B turned 0, its S road joins B1; NE and NW lead to no tile.
    expect(checkPlacement(B, tile('HP', 0, -1, 0))).toBeUndefined();
    expect(checkPlacement(B, tile('HP', 0, -1, 0), STRICT_PLACEMENT)).toBe(
      'The High Pass at (0, -1) turned 0 would leave clearings 3 and 6 without a way to the Borderland; every clearing of a six-clearing tile must have one.',
    );
  });

  it('checkBoard replays a board in order, one sentence per wrong tile', () => {
    const board = [tile('AV', 0, -1, 3), tile('B', 0, 0), tile('BV', 5, 5, 0)];
    expect(checkBoard(board)).toEqual([
      'Tile 1 (AV): The Borderland (B) is placed first; the Awful Valley must wait.',
      'Tile 2 (B): The Borderland (B) is placed first, before any other tile.',
      'Tile 3 (BV): The Bad Valley at (5, 5) turned 0 would not touch the board: a new tile shares an edge with a placed tile.',
    ]);
  });
});

describe('dealing the tiles (BI-2, X1-1)', () => {
  it('without Expansion One: the 19 tiles besides the Borderland, shuffled and dealt round the players — forced dice, the same deal', () => {
    // Fisher–Yates with every die 0 moves the first tile to the end: BV CV … CN AV.
    const dice = forcedDice(Array(18).fill(0));
    const deal = dealTiles(dice, 2, false);
    expect(dice.remaining()).toBe(0);
    expect(deal.first).toBe('B');
    expect(deal.hands).toEqual([
      ['BV', 'DV', 'LW', 'NW', 'PW', 'L', 'M', 'HP', 'CS', 'AV'],
      ['CV', 'EV', 'MW', 'OW', 'DW', 'CG', 'CL', 'R', 'CN'],
    ]);
    expect(deal.discarded).toEqual([]);
    expect(dealTiles(forcedDice(Array(18).fill(0)), 2, false)).toEqual(deal);
    // Every die at its highest leaves the order as it is.
    const top = dealTiles(forcedDice(Array.from({ length: 18 }, (_, k) => 18 - k)), 3, false);
    expect(top.hands[0]).toEqual(['AV', 'DV', 'MW', 'PW', 'CG', 'HP', 'CN']);
  });

  it('with Expansion One: 5 of the 11 special tiles drawn, the 5 swamps, 29 tiles dealt; the 6 others discarded (X1-1)', () => {
    const dice = forcedDice([0, 0, 0, 0, 0, ...Array(28).fill(0)]);
    const deal = dealTiles(dice, 3, true);
    expect(dice.remaining()).toBe(0);
    const dealt = deal.hands.flat();
    expect(dealt).toHaveLength(29);
    expect(deal.hands.map((h) => h.length)).toEqual([10, 10, 9]);
    expect(new Set(dealt).size).toBe(29);
    for (const c of [...ORIGINAL_TILES.filter((c) => c !== 'B'), ...SWAMP_TILES]) expect(dealt).toContain(c);
    expect(dealt.filter((c) => SPECIAL_TILES.includes(c)).sort()).toEqual(['AM', 'CH', 'DE', 'PI', 'SN']);
    expect(deal.discarded).toEqual(['HM', 'DF', 'G', 'LK', 'TR', 'V']);
    // Other dice, other specials: 10, 9, 8, 7, 6 take the last five.
    const other = dealTiles(forcedDice([10, 9, 8, 7, 6, ...Array(28).fill(0)]), 3, true);
    expect(other.discarded).toEqual(['AM', 'CH', 'DE', 'PI', 'SN', 'HM']);
  });

  it('asks exactly the dice it needs: too few forced dice fail loudly', () => {
    expect(() => dealTiles(forcedDice(Array(17).fill(0)), 2, false)).toThrow(DiceExhaustedError);
    expect(() => dealTiles(forcedDice([]), 0, false)).toThrow(RuleError);
  });
});

describe('the Ambush swap (X1-3, Expansion One 1.2/3)', () => {
  it('swaps the Ambush for a discarded special tile drawn at random; the Ambush leaves the game', () => {
    const discarded = ['HM', 'DF', 'G', 'LK', 'TR', 'V'];
    const result = swapAmbush(['BV', 'AM', 'CN'], discarded, forcedDice([2]));
    expect(result).toEqual({ hand: ['BV', 'G', 'CN'], discarded: ['HM', 'DF', 'LK', 'TR', 'V', 'AM'], drawn: 'G' });
    // One tile left: no die.
    expect(swapAmbush(['AM'], ['V'], forcedDice([])).hand).toEqual(['V']);
  });

  it('refuses without the Ambush in hand or without discarded tiles', () => {
    expect(() => swapAmbush(['BV'], ['V'], forcedDice([0]))).toThrow('Only the Ambush (AM) may be swapped, and it is not in this hand.');
    expect(() => swapAmbush(['AM'], [], forcedDice([0]))).toThrow('There is no discarded special tile to swap the Ambush for.');
  });

  it('a player unable to place a tile can be told so (the Ambush may then be swapped)', () => {
    expect(canPlace(B, 'AM')).toBe(true);
    expect(canPlace([], 'AM')).toBe(false);
  });
});
