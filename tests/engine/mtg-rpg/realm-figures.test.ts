import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/core/types.js';
import { hexAt, mapHexes, mapNeighbours, mapText, parseMapText, type CampaignHex } from '../../../src/engine/rulesets/mtg-rpg/campaign-map.js';
import { civilianUpkeep, DEFAULT_READINGS, encounterFactor, militaryCap, realmFigures, startingMilitary, startingTreasury, taxIncome } from '../../../src/engine/rulesets/mtg-rpg/realm-figures.js';

/** Harloon (RPG-E6, G-section): 5 plains, 2 forest, 5 mountains, 2 bases counted on top of their hexes. */
const HARLOON: CampaignHex[] = [
  ...Array.from({ length: 5 }, (_, i): CampaignHex => ({ terrain: 'plains', river: false, ...(i === 0 ? { base: { size: 'city', fortification: 0, capitol: true } } : {}) })),
  { terrain: 'forest', river: false },
  { terrain: 'forest', river: false },
  ...Array.from({ length: 5 }, (_, i): CampaignHex => ({ terrain: 'hills', river: false, ...(i === 0 ? { base: { size: 'town', fortification: 0, capitol: false } } : {}) })),
];

describe('the campaign map', () => {
  it('reads rows of terrain letters with ~ for a river, and writes them back', () => {
    const map = parseMapText('P P F M ~P\nW C S D J');
    expect(map).toMatchObject({ cols: 5, rows: 2 });
    expect(hexAt(map, 'E1').hex).toEqual({ terrain: 'plains', river: true });
    expect(hexAt(map, 'D1').hex.terrain).toBe('hills');
    expect(hexAt(map, 'A2').hex.terrain).toBe('sea');
    expect(mapText(map)).toBe('P P F H ~P\nW C S D F');
    expect(mapHexes(map).map((h) => h.name).slice(0, 6)).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'A2']);
  });

  it('refuses a bad map with the row and hex that break it', () => {
    expect(() => parseMapText('P P X')).toThrow(/row 1, hex 3/);
    expect(() => parseMapText('P P\nP')).toThrow(/row 2 has 1 hexes/);
    expect(() => parseMapText('')).toThrow(RuleError);
    expect(() => hexAt(parseMapText('P P\nP P'), 'C1')).toThrow(expect.objectContaining({ message: 'there is no hex C1 on this map', hint: 'the map runs from A1 to B2' }));
  });

  it('knows which hexes border a hex on the map', () => {
    const map = parseMapText('P P P\nP P P\nP P P');
    expect(mapNeighbours(map, hexAt(map, 'A1').at)).toHaveLength(2);
    expect(mapNeighbours(map, hexAt(map, 'B2').at)).toHaveLength(6);
  });
});

describe('realm figures from the map', () => {
  it("RPG-E6: Harloon's population is 73 and, with the default terrain values, its resources 35", () => {
    const f = realmFigures(HARLOON);
    expect(f.population).toBe(73);
    expect(f.resources).toBe(35);
    expect(f).toMatchObject({ hexes: 12, bases: 2 });
    expect(f.hexesByTerrain).toMatchObject({ plains: 5, forest: 2, hills: 5 });
  });

  it('RPG-E8/R49: military strength 8 by the rule (rounded up), 7 by the example reading (rounded down); at least 1', () => {
    expect(startingMilitary(73)).toBe(8);
    expect(startingMilitary(73, { ...DEFAULT_READINGS, militaryRounding: 'down' })).toBe(7);
    expect(startingMilitary(4)).toBe(1);
    expect(startingMilitary(4, { ...DEFAULT_READINGS, militaryRounding: 'down' })).toBe(1);
    expect(militaryCap(73)).toBe(15);
  });

  it('RPG-E16/R50: encounter factor 12 ÷ 8 = 1 by the rule; counting the bases, the example\'s 14 ÷ 7 = 2', () => {
    const f = realmFigures(HARLOON);
    expect(encounterFactor(f, 8)).toBe(1);
    expect(encounterFactor(f, 7, { ...DEFAULT_READINGS, encounterCountsBases: true })).toBe(2);
  });

  it('RPG-G43: taxes 7,300 / 14,600 / 21,900, starting treasury 87,600, upkeep 73 against 35', () => {
    expect(['low', 'medium', 'high'].map((r) => taxIncome(73, r as 'low'))).toEqual([7300, 14600, 21900]);
    expect(startingTreasury(73)).toBe(87_600);
    expect(startingTreasury(73, true)).toBe(0);
    expect(civilianUpkeep(73, 35)).toEqual({ needed: 73, shortfall: 38 });
    expect(civilianUpkeep(73, 35, { ...DEFAULT_READINGS, upkeepPerPopulation: 0.5 })).toEqual({ needed: 36.5, shortfall: 1.5 });
  });
});
