import { describe, expect, it } from 'vitest';
import type { RealmSheetView } from '../../src/engine/rulesets/mtg-rpg/campaign/view-types.js';
import { INK } from '../../src/render/draw/palette.js';
import { renderRealmSheet, renderRealmSheetWithLog } from '../../src/render/realm-sheet.js';
import { fullSheet, publicSheet } from './fixtures.js';
import { countColour, decode, isPng, pngSize } from './pixels.js';

function noBadText(texts: string[]): void {
  for (const t of texts) expect(t).not.toMatch(/undefined|NaN|null|\[object/);
}

/** Every field a public sheet lacks. */
const PRIVATE_KEYS = [
  'ruler', 'population', 'resources', 'military', 'militaryCap', 'discontent', 'hardship', 'treasury', 'tax', 'taxIncome', 'diplomacy',
  'wisdom', 'wildernessLore', 'war', 'encounterFactor', 'upkeep', 'illWill', 'tradeRoutes', 'roads', 'structures', 'units', 'modifiers',
  'failedDiscontent', 'shortfallSeasons', 'festivalBonus', 'intel',
] as const satisfies readonly (keyof RealmSheetView)[];

describe('renderRealmSheet', () => {
  it('makes a PNG of the full sheet with every section', async () => {
    const { png, texts } = renderRealmSheetWithLog(fullSheet());
    expect(isPng(await png)).toBe(true);
    const { width, height } = pngSize(await png);
    expect(width).toBe(1000);
    expect(height).toBeGreaterThan(800);
    expect(height).toBeLessThan(2400);
    noBadText(texts);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Harloon', 'Queen Ysolde of Harloon', 'Mercantile', 'Cautious', 'C4', 'POPULATION AND RESOURCES', 'Plains', 'Hexes held', '16', '88', '35',
        '125,000 gp', 'Medium', '17,600 gp', '88 resources', '53 resources', 'Diplomacy', 'Wilderness Lore', 'Encounter factor',
        'ILL-WILL', 'Vesk Marches', 'Conquest', 'TRADE ROUTES', 'ROADS', 'STRUCTURES', 'building, done turn 5', 'TEMPORARY MODIFIERS',
        'Failed discontent checks', 'INTELLIGENCE', 'III',
      ]),
    );
  });

  it('a public sheet shows the public fields only and never "undefined"', async () => {
    const { png, texts } = renderRealmSheetWithLog(publicSheet());
    expect(isPng(await png)).toBe(true);
    noBadText(texts);
    expect(texts).toEqual(expect.arrayContaining(['Vesk Marches', 'Conquest', 'Aggressive', 'I3', 'TERRITORY', 'Hexes held', '19', 'Harloon']));
    for (const hidden of ['Population', 'Resources', 'Treasury', 'Tax rate', 'Military strength', 'Discontent', 'Diplomacy', 'ILL-WILL', 'INTELLIGENCE', 'Fortification']) {
      expect(texts).not.toContain(hidden);
    }
  });

  it('draws a full sheet with any private field missing', async () => {
    for (const key of PRIVATE_KEYS) {
      const view = fullSheet();
      delete view[key];
      const { png, texts } = renderRealmSheetWithLog(view);
      expect(isPng(await png)).toBe(true);
      noBadText(texts);
    }
    const bare = publicSheet({ full: true, bases: [], wars: [], capitol: undefined, inPlay: false });
    const { texts } = renderRealmSheetWithLog(bare);
    noBadText(texts);
    expect(texts).toContain('OUT OF PLAY');
  });

  it('marks an upkeep shortfall in red, and only then', async () => {
    const red = await decode(await renderRealmSheet(fullSheet()));
    const fine = await decode(await renderRealmSheet(fullSheet({ upkeep: { needed: 88, shortfall: 0 }, shortfallSeasons: 0 })));
    expect(countColour(red, INK.alertFill, 4)).toBeGreaterThan(1000);
    expect(countColour(fine, INK.alertFill, 4)).toBe(0);
  });

  it('counts failed discontent checks in tally marks with the number beside them', () => {
    const { texts } = renderRealmSheetWithLog(fullSheet({ failedDiscontent: 7 }));
    expect(texts).toContain('Failed discontent checks');
    expect(texts).toContain('7');
  });
});
