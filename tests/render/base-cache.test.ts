import { afterEach, describe, expect, it } from 'vitest';
import { renderCalendar } from '../../src/render/calendar.js';
import { renderCampaignMap } from '../../src/render/campaign-map.js';
import { renderCharacterCard, renderCharacterCardWithLog } from '../../src/render/character-card.js';
import { createDrawing, encodePng } from '../../src/render/draw/canvas.js';
import { basesDrawn, basesKept, BYTES_KEPT, drawingOnBase, forgetBases, keepBases } from '../../src/render/draw/base-cache.js';
import { forgetLayers, keyedItemsDrawn } from '../../src/render/draw/layer-cache.js';
import { drawParchment } from '../../src/render/draw/sheet.js';
import { renderDuel } from '../../src/render/duel.js';
import { renderMelee } from '../../src/render/melee.js';
import { renderRealmSheet } from '../../src/render/realm-sheet.js';
import { renderWizardSheet } from '../../src/render/wizard-sheet.js';
import { freshetView, iceView, midsummerView } from './calendar-fixtures.js';
import { decode } from './pixels.js';
import { fullSheet, publicSheet, sampleMap } from './fixtures.js';
import { battered, duelView, meleeRound, sarinView } from './sheet-fixtures.js';

/**
 * Kept bases (issue 26): a sheet's parchment and a campaign map's land are drawn once and copied under each new
 * picture, and each base's PNG writer deflates only the bands of rows that changed since its last picture. Every
 * picture drawn over a kept base must be the picture drawn afresh, its base on its own canvas, written whole.
 */
afterEach(() => keepBases(true));

/** Midsummer's week 2 on its day 6: the card of the day before midsummerView's. */
function dayBefore() {
  const v = midsummerView();
  v.today = { ...v.today!, day: 6 };
  v.weeks[1] = { ...v.weeks[1]!, days: v.weeks[1]!.days.map((x) => ({ ...x, state: x.day < 6 ? ('played' as const) : x.day === 6 ? ('today' as const) : ('ahead' as const) })) };
  return v;
}

/** The pixels of a PNG (a picture over a kept base is written in bands, so its bytes are not writePng's). */
const pixelsOf = async (png: Buffer) => Buffer.from((await decode(png)).data);

/**
 * The picture drawn afresh, and with bases kept after `before` was drawn over the same base (so the base is kept, and
 * its PNG writer holds `before`'s bands), as pixels.
 */
async function bothWays(render: () => Promise<Buffer>, before: () => Promise<Buffer> = render): Promise<{ kept: Buffer; afresh: Buffer }> {
  keepBases(true);
  forgetBases();
  await before();
  const kept = await pixelsOf(await render());
  keepBases(false);
  const afresh = await pixelsOf(await render());
  keepBases(true);
  return { kept, afresh };
}

describe('pictures over a kept base', () => {
  const pictures: [string, () => Promise<Buffer>][] = [
    ['character card', () => renderCharacterCard(battered())],
    ['public character card', () => renderCharacterCard({ ...battered(), full: false })],
    ['melee round', () => renderMelee(meleeRound())],
    ['wizard sheet', () => renderWizardSheet(sarinView())],
    ['duel', () => renderDuel(duelView())],
    ['calendar card', () => renderCalendar(midsummerView())],
    ['realm sheet', () => renderRealmSheet(fullSheet())],
    ['public realm sheet', () => renderRealmSheet(publicSheet())],
    ['campaign map', () => renderCampaignMap(sampleMap())],
    ['public campaign map', () => renderCampaignMap(sampleMap({ perspective: 'public' }))],
  ];
  it.each(pictures)('the %s is the same, pixel for pixel, as drawn afresh', async (_, render) => {
    const { kept, afresh } = await bothWays(render);
    expect(kept.equals(afresh)).toBe(true);
  });

  // Each drawn after another picture of the same size, whose PNG bands its writer keeps: only what changed is
  // deflated again, and the picture is still its own, whole.
  const changes: [string, () => Promise<Buffer>, () => Promise<Buffer>][] = [
    ['a character card whose gold changed', () => renderCharacterCard({ ...battered(), gold: 24 }), () => renderCharacterCard(battered())],
    ['a realm sheet whose treasury changed', () => renderRealmSheet(fullSheet({ treasury: 99 })), () => renderRealmSheet(fullSheet())],
    ['a wizard sheet whose life changed', () => renderWizardSheet({ ...sarinView(), sheet: { ...sarinView().sheet!, damage: 5 } }), () => renderWizardSheet(sarinView())],
    ['a campaign map of the next turn', () => renderCampaignMap(sampleMap({ turn: 4, perspective: 'public' })), () => renderCampaignMap(sampleMap())],
    ['a calendar card of the next day', () => renderCalendar(midsummerView()), () => renderCalendar(dayBefore())],
    // The same size (1000 × 773), another month and season: its header and key are not the kept ones.
    ['a calendar card of another month', () => renderCalendar(iceView()), () => renderCalendar(freshetView())],
  ];
  it.each(changes)('%s is the same, pixel for pixel, as drawn afresh', async (_, render, before) => {
    const { kept, afresh } = await bothWays(render, before);
    expect(kept.equals(afresh)).toBe(true);
  });

  it('deflates again only the bands a change touched', async () => {
    forgetBases();
    const draw = (text: string) => {
      const d = drawingOnBase(400, 600, 'bands', drawParchment);
      d.ctx.fillStyle = '#000';
      d.ctx.fillRect(20, 300, 40, 10);
      d.ctx.font = '20px sans-serif';
      d.ctx.fillText(text, 100, 305);
      return d;
    };
    const first = draw('12');
    await encodePng(first);
    expect(first.bands!.lastDeflated).toBe(first.bands!.lastRead);
    const second = draw('13');
    const png = await encodePng(second);
    // 600 rows of 400 px are 4 bands of 163 rows; the text's rows lie in one.
    expect(second.bands!.lastRead).toBe(4);
    expect(second.bands!.lastDeflated).toBe(1);
    keepBases(false);
    const afresh = draw('13');
    expect((await pixelsOf(png)).equals(Buffer.from(afresh.ctx.getImageData(0, 0, 400, 600).data))).toBe(true);
  });

  it('draws a sheet\'s parchment once for pictures of its size', async () => {
    forgetBases();
    const before = basesDrawn();
    await renderMelee(meleeRound());
    await renderMelee({ ...meleeRound(), round: 3 });
    expect(basesDrawn() - before).toBe(1);
  });

  it('draws again only the sections of a sheet that changed, and logs its texts whole', async () => {
    forgetLayers();
    await renderCharacterCard(battered());
    const before = keyedItemsDrawn();
    const changed = { ...battered(), gold: 24 };
    const kept = renderCharacterCardWithLog(changed);
    // The header, the chits and five sections are as they were; the Numbers section is drawn again.
    expect(keyedItemsDrawn() - before).toBe(1);
    const keptPixels = await pixelsOf(await kept.png);
    keepBases(false);
    const afresh = renderCharacterCardWithLog(changed);
    expect(kept.texts).toEqual(afresh.texts);
    expect(keptPixels.equals(await pixelsOf(await afresh.png))).toBe(true);
  });

  it('draws again only the week of a calendar card that changed, and what is in force', async () => {
    forgetLayers();
    await renderCalendar(dayBefore());
    const before = keyedItemsDrawn();
    const kept = await pixelsOf(await renderCalendar(midsummerView()));
    // Week 2 (day 6 played, day 7 today) and the lines in force; weeks 1, 3 and 4 are as they were.
    expect(keyedItemsDrawn() - before).toBe(2);
    keepBases(false);
    expect(kept.equals(await pixelsOf(await renderCalendar(midsummerView())))).toBe(true);
  });

  it('draws the land of a map once while it stays, and again when a hex changes hands', async () => {
    forgetBases();
    const before = basesDrawn();
    await renderCampaignMap(sampleMap());
    // Another turn: marks and the title change, the land does not.
    await renderCampaignMap(sampleMap({ turn: 4 }));
    expect(basesDrawn() - before).toBe(1);
    const view = sampleMap();
    const taken = view.hexes.find((h) => h.realm !== undefined && h.realm !== view.hexes[0]!.realm && !h.base)!;
    taken.realm = view.realms.find((r) => r.id !== taken.realm)!.id;
    // Drawn right after the map before it: the land kept then is not this map's land.
    const kept = await pixelsOf(await renderCampaignMap(view));
    expect(basesDrawn() - before).toBe(2);
    keepBases(false);
    const afresh = await pixelsOf(await renderCampaignMap(view));
    expect(kept.equals(afresh)).toBe(true);
    expect(kept.equals(await pixelsOf(await renderCampaignMap(sampleMap())))).toBe(false);
  });

  it('copies the base exactly, clear pixels too', () => {
    forgetBases();
    const draw = (d: ReturnType<typeof createDrawing>) => {
      drawParchment(d);
      d.ctx.clearRect(40, 40, 30, 30);
      d.ctx.fillStyle = 'rgba(200, 30, 30, 0.4)';
      d.ctx.fillRect(50, 50, 40, 40);
    };
    drawingOnBase(120, 100, 'test', draw);
    const kept = drawingOnBase(120, 100, 'test', draw);
    const afresh = createDrawing(120, 100);
    draw(afresh);
    expect(Buffer.from(kept.ctx.getImageData(0, 0, 120, 100).data).equals(Buffer.from(afresh.ctx.getImageData(0, 0, 120, 100).data))).toBe(true);
  });

  it('keeps bases up to its bound in bytes, the latest always', () => {
    forgetBases();
    const side = 1024; // 4 MiB of pixels each, and as much in its PNG writer's rows
    const each = 2 * side * side * 4;
    const count = Math.ceil(BYTES_KEPT / each) + 3;
    for (let i = 0; i < count; i++) drawingOnBase(side, side, `bound ${i}`, () => {});
    expect(basesKept()).toBe(Math.floor(BYTES_KEPT / each));
    const before = basesDrawn();
    drawingOnBase(side, side, `bound ${count - 1}`, () => {});
    expect(basesDrawn()).toBe(before);
    drawingOnBase(side, side, 'bound 0', () => {});
    expect(basesDrawn()).toBe(before + 1);
    forgetBases();
  });
});
