import { GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fromOffset, hexToPixel, parseHexName } from '../../src/engine/hex/grid.js';
import type { MapView } from '../../src/engine/rulesets/mtg-rpg/campaign/view-types.js';
import { campaignMapGeometry, renderCampaignMap, renderCampaignMapWithLog } from '../../src/render/campaign-map.js';
import { FONT_FAMILY } from '../../src/render/draw/fonts.js';
import { bigMap, sampleMap, tinyMap } from './fixtures.js';
import { decode, differingPixels, isPng, pngSize, type Rect } from './pixels.js';

/** The box inside a hex (its inner circle's square), where its marks are drawn. */
function hexBox(view: MapView, name: string): Rect {
  const g = campaignMapGeometry(view);
  const c = hexToPixel(parseHexName(name)!, g.layout);
  const half = g.size * 0.8;
  return { x: c.x - half, y: c.y - half, w: 2 * half, h: 2 * half };
}

function noBadText(texts: string[]): void {
  for (const t of texts) expect(t).not.toMatch(/undefined|NaN|null|\[object/);
}

describe('renderCampaignMap', () => {
  it('makes a PNG of a gaming-table size for a 12 × 10 map, and registers its own font', async () => {
    const png = await renderCampaignMap(sampleMap());
    expect(isPng(await png)).toBe(true);
    const { width, height } = pngSize(await png);
    expect(width).toBeGreaterThanOrEqual(800);
    expect(width).toBeLessThanOrEqual(1100);
    expect(height).toBeGreaterThanOrEqual(500);
    expect(height).toBeLessThanOrEqual(1100);
    expect(GlobalFonts.has(FONT_FAMILY)).toBe(true);
  });

  it('keeps a 40 × 40 map within 2400 px a side, and a 1 × 1 map tall enough for its legend', async () => {
    const big = pngSize(await renderCampaignMap(bigMap(40)));
    expect(big.width).toBeLessThanOrEqual(2400);
    expect(big.height).toBeLessThanOrEqual(2400);
    const one: MapView = { cols: 1, rows: 1, hexes: [{ name: 'A1', col: 0, row: 0, terrain: 'plains', river: true }], roads: [], realms: [], turn: 0, perspective: 'public' };
    const small = renderCampaignMapWithLog(one);
    expect(isPng(await small.png)).toBe(true);
    expect(small.texts).toContain('River');
  });

  it('writes the title, the hex names along the edges, and the legend with out-of-play realms', () => {
    const { texts } = renderCampaignMapWithLog(sampleMap());
    noBadText(texts);
    expect(texts).toContain('Campaign map — turn 3 — GM');
    for (const edge of ['A', 'L', '1', '10']) expect(texts.filter((t) => t === edge)).toHaveLength(2);
    expect(texts).toEqual(expect.arrayContaining(['Harloon', 'Vesk Marches', 'Thornmere', 'Ashkar', 'Old Drannor (out of play)']));
    expect(texts).toEqual(expect.arrayContaining(['Plains', 'Sea', 'Capitol', 'City', 'Town', 'Road', 'River', 'Realm border']));
    // RPG-F57: the fortification levels the view holds, as numerals (C4 III, I3 IV, J8 VI; K2's 0 shows none).
    expect(texts).toEqual(expect.arrayContaining(['III', 'IV', 'VI', 'I', 'II']));
    // RPG-E3: five guards, one with a wizard, plus the legend's two shields.
    expect(texts.filter((t) => t === 'g')).toHaveLength(7);
    expect(texts.filter((t) => t === 'W')).toHaveLength(2);
  });

  it('a public view without guards and fortifications draws neither', () => {
    const view = sampleMap({ perspective: 'public' });
    for (const h of view.hexes) {
      delete h.guard;
      if (h.base) delete h.base.fortification;
    }
    const { texts } = renderCampaignMapWithLog(view);
    noBadText(texts);
    expect(texts).toContain('Campaign map — turn 3 — public');
    // No numerals but the column letter I, top and bottom.
    expect(texts.filter((t) => /^[IVX]+$/.test(t))).toEqual(['I', 'I']);
    expect(texts).not.toContain('g');
    expect(texts).not.toContain('W');
    expect(texts.some((t) => /Fortification|Guard/.test(t))).toBe(false);
  });

  it('draws a guarding army only where the view holds one (RPG-E3)', async () => {
    const without = tinyMap({ B2: { realm: 'r1' } });
    const withGuard = tinyMap({ B2: { realm: 'r1', guard: 'army' } });
    const a = await decode(await renderCampaignMap(without));
    const b = await decode(await renderCampaignMap(withGuard));
    expect(differingPixels(a, b, hexBox(without, 'B2'))).toBeGreaterThan(50);
    // Nothing else on the map moves: another hex is the same pixel for pixel.
    expect(differingPixels(a, b, hexBox(without, 'A1'))).toBe(0);

    const wizard = await decode(await renderCampaignMap(tinyMap({ B2: { realm: 'r1', guard: 'army-with-wizard' } })));
    expect(differingPixels(b, wizard, hexBox(without, 'B2'))).toBeGreaterThan(20);
  });

  it('draws a fortification only where the view holds it (RPG-F57)', async () => {
    const base = (fortification?: number) => tinyMap({ B2: { realm: 'r1', base: { size: 'town', capitol: false, ...(fortification === undefined ? {} : { fortification }) } } });
    const unknown = await decode(await renderCampaignMap(base()));
    const known = await decode(await renderCampaignMap(base(3)));
    const none = await decode(await renderCampaignMap(base(0)));
    expect(differingPixels(unknown, known, hexBox(base(), 'B2'))).toBeGreaterThan(30);
    // Level 0 has no numeral: the same picture as an unknown level.
    expect(differingPixels(unknown, none, { x: 0, y: 0, w: unknown.width, h: unknown.height })).toBe(0);
  });

  it('draws a road through the centres of its hexes (RPG-F37)', async () => {
    const plain = tinyMap();
    const road = { ...tinyMap(), roads: [{ hexes: ['A1', 'B1', 'C1'] }] };
    const a = await decode(await renderCampaignMap(plain));
    const b = await decode(await renderCampaignMap(road));
    const g = campaignMapGeometry(plain);
    const mid = hexToPixel(fromOffset(1, 0), g.layout);
    expect(differingPixels(a, b, { x: mid.x - 4, y: mid.y - 4, w: 8, h: 8 })).toBeGreaterThan(0);
  });

  it('renders the same bytes twice', async () => {
    expect((await renderCampaignMap(sampleMap())).equals(await renderCampaignMap(sampleMap()))).toBe(true);
  });
});
