import { columnLetters, fromOffset, hexToPixel, neighbour, toOffset, type Hex, type Layout } from '../engine/hex/grid.js';
import type { MapView, MapViewHex, MapViewRealm } from '../engine/rulesets/mtg-rpg/campaign/view-types.js';
import { drawingOnBase } from './draw/base-cache.js';
import { createDrawing, finish, type Drawing, type RenderResult } from './draw/canvas.js';
import { layerKey } from './draw/layer-cache.js';
import { roman } from './draw/format.js';
import { edgeMidpoint, fillHex, hexEdge, hexesPath, offsetMapLayout, offsetMapSize, traceHex, type Point } from './draw/hex.js';
import { drawLegend, measureLegend, type LegendEntry, type LegendSection, type LegendStyle } from './draw/legend.js';
import { drawPolyline, drawWavySegments } from './draw/lines.js';
import { MAP_FRAME } from './draw/frame.js';
import { INK, realmColour, shade, terrainStyle, withAlpha } from './draw/palette.js';
import { drawBadge, drawCastle, drawCrown, drawShield, drawSquare } from './draw/symbols.js';
import { drawTerrainSymbol, drawTerrainTexture } from './draw/terrain.js';
import { drawText } from './draw/text.js';

/**
 * The realm campaign's map as a PNG (RPG-E1): flat-topped 10-mile hexes in odd-q layout, coloured by terrain,
 * realms tinted and bordered, bases, capitols, fortifications, guarding armies, roads and rivers, with the hex
 * names along the edges and a legend. It draws only what the MapView holds: the view already left out what
 * this viewer may not see (a rival's fortification or guarding armies).
 */

const TERRAIN_ORDER = ['plains', 'forest', 'hills', 'swamp', 'coastal', 'desert', 'sea'] as const;
const TERRAIN_LABELS: Record<string, string> = {
  plains: 'Plains',
  forest: 'Forest',
  hills: 'Hills',
  swamp: 'Swamp',
  coastal: 'Coastal',
  desert: 'Desert',
  sea: 'Sea',
};

const DEFAULT_HEX_SIZE = 32;
const MIN_HEX_SIZE = 10;
const { margin: MARGIN, legendGap: LEGEND_GAP, maxSide: MAX_PICTURE_SIDE } = MAP_FRAME;
const LEGEND_STYLE: LegendStyle = { fontSize: 13, swatch: 20, padding: 12, width: 232 };
/**
 * A realm's tint over the terrain: light, so the terrain's colour and texture still read; a stronger band of the
 * same colour runs inside the border, as on a political map, so the territory is plain at a glance.
 */
const TINT_ALPHA = 0.16;
const BAND_ALPHA = 0.32;

export interface CampaignMapGeometry {
  /** Hex size (centre to corner) in pixels. */
  size: number;
  layout: Layout;
  width: number;
  height: number;
  /** The map's own rectangle, inside the coordinate gutters. */
  map: { left: number; top: number; width: number; height: number };
  gutter: number;
  titleHeight: number;
  legend: { left: number; top: number };
}

function titleSize(size: number): number {
  return Math.max(16, Math.min(22, size * 0.65));
}

function gutterFor(size: number): number {
  return Math.max(20, Math.round(size * 0.8));
}

/**
 * Where everything goes: hex size 32 px, shrunk for large maps so the picture stays within 2400 px a side.
 * Exported so tests can find a hex's pixels.
 */
export function campaignMapGeometry(view: Pick<MapView, 'cols' | 'rows'>, legendHeight = 0): CampaignMapGeometry {
  const fixedWidth = (s: number) => 2 * MARGIN + 2 * gutterFor(s) + LEGEND_GAP + (LEGEND_STYLE.width ?? 0);
  const fixedHeight = (s: number) => 2 * MARGIN + titleSize(s) * 2 + 2 * gutterFor(s);
  let size = DEFAULT_HEX_SIZE;
  for (; size > MIN_HEX_SIZE; size -= 0.5) {
    const m = offsetMapSize(view.cols, view.rows, size);
    if (m.width + fixedWidth(size) <= MAX_PICTURE_SIDE && m.height + fixedHeight(size) <= MAX_PICTURE_SIDE) break;
  }
  const gutter = gutterFor(size);
  const titleHeight = Math.round(titleSize(size) * 2);
  const m = offsetMapSize(view.cols, view.rows, size);
  const map = { left: MARGIN + gutter, top: MARGIN + titleHeight + gutter, width: m.width, height: m.height };
  const legend = { left: Math.round(map.left + map.width + gutter + LEGEND_GAP), top: MARGIN + titleHeight };
  const width = Math.ceil(legend.left + (LEGEND_STYLE.width ?? 0) + MARGIN);
  const height = Math.ceil(Math.max(map.top + map.height + gutter, legend.top + legendHeight) + MARGIN);
  return { size, layout: offsetMapLayout(size, map.left, map.top), width, height, map, gutter, titleHeight, legend };
}

/** The map's hexes with their axial coordinates and centres. */
interface PlacedHex {
  view: MapViewHex;
  at: Hex;
  centre: Point;
}

class MapIndex {
  readonly placed: PlacedHex[];
  private readonly byKey = new Map<string, PlacedHex>();
  private readonly byName = new Map<string, PlacedHex>();

  constructor(readonly view: MapView, layout: Layout) {
    this.placed = view.hexes.map((h) => {
      const at = fromOffset(h.col, h.row);
      return { view: h, at, centre: hexToPixel(at, layout) };
    });
    for (const p of this.placed) {
      this.byKey.set(`${p.view.col},${p.view.row}`, p);
      this.byName.set(p.view.name.toUpperCase(), p);
    }
  }

  at(h: Hex): PlacedHex | undefined {
    const { col, row } = toOffset(h);
    return this.byKey.get(`${col},${row}`);
  }

  named(name: string): PlacedHex | undefined {
    return this.byName.get(name.trim().toUpperCase());
  }

  onMap(h: Hex): boolean {
    const { col, row } = toOffset(h);
    return col >= 0 && row >= 0 && col < this.view.cols && row < this.view.rows;
  }
}

function realmColourOf(realms: Map<string, MapViewRealm>, id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const realm = realms.get(id);
  return realm ? realmColour(realm.colour) : '#6b6b6b';
}

// ----------------------------------------------------------------------------------------------------------
// Layers, bottom to top
// ----------------------------------------------------------------------------------------------------------

function drawTerrain(d: Drawing, index: MapIndex, layout: Layout, realms: Map<string, MapViewRealm>): void {
  for (const p of index.placed) fillHex(d.ctx, p.at, layout, terrainStyle(p.view.terrain).fill);
  // RPG-E1: the GM marks the realms — each realm's hexes tinted in its colour.
  for (const p of index.placed) {
    const colour = realmColourOf(realms, p.view.realm);
    if (colour) fillHex(d.ctx, p.at, layout, withAlpha(colour, TINT_ALPHA));
  }
  for (const p of index.placed) drawTerrainTexture(d.ctx, p.view.terrain, p.centre, layout.size);
  const { ctx } = d;
  ctx.save();
  ctx.beginPath();
  for (const p of index.placed) traceHex(ctx, p.at, layout);
  ctx.strokeStyle = INK.grid;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}

/**
 * RPG-E4 borders: along every edge of a realm's hex whose neighbour is another realm's, no realm's, or off the
 * map. The line is stroked twice as wide as wanted and clipped to the realm's own hexes, so two realms meeting
 * at an edge each show their colour on their own side, and the corners join cleanly.
 */
function drawBorders(d: Drawing, index: MapIndex, layout: Layout, realms: Map<string, MapViewRealm>): void {
  const byRealm = new Map<string, PlacedHex[]>();
  for (const p of index.placed) {
    if (p.view.realm === undefined) continue;
    byRealm.set(p.view.realm, [...(byRealm.get(p.view.realm) ?? []), p]);
  }
  const width = Math.max(2.5, layout.size * 0.13);
  const { ctx } = d;
  for (const [realm, hexes] of byRealm) {
    const colour = realmColourOf(realms, realm)!;
    ctx.save();
    ctx.clip(hexesPath(hexes.map((h) => h.at), layout));
    ctx.beginPath();
    for (const p of hexes) {
      for (let dir = 0; dir < 6; dir++) {
        const other = index.at(neighbour(p.at, dir));
        if (other?.view.realm === realm) continue;
        const [a, b] = hexEdge(p.at, dir, layout);
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
      }
    }
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = withAlpha(colour, BAND_ALPHA);
    ctx.lineWidth = layout.size * 0.6;
    ctx.stroke();
    ctx.strokeStyle = shade(colour, -0.1);
    ctx.lineWidth = width * 2;
    ctx.stroke();
    ctx.restore();
  }
}

/**
 * Rivers: a wavy blue line joining neighbouring river hexes through their centres. The view marks hexes, not
 * courses, so the line follows a spanning tree of each group of river hexes (no triangles where three touch),
 * and an end that borders the sea flows into it; an end at the map's edge runs off the map.
 */
function riverSegments(index: MapIndex, layout: Layout): [Point, Point][] {
  const river = index.placed.filter((p) => p.view.river);
  const isRiver = (h: Hex) => index.at(h)?.view.river === true;
  const key = (p: PlacedHex) => `${p.view.col},${p.view.row}`;
  const seen = new Set<string>();
  const degree = new Map<string, number>();
  const links = new Map<string, number[]>();
  const segments: [Point, Point][] = [];
  for (const start of river) {
    if (seen.has(key(start))) continue;
    seen.add(key(start));
    const queue = [start];
    while (queue.length) {
      const p = queue.shift()!;
      for (let dir = 0; dir < 6; dir++) {
        const n = neighbour(p.at, dir);
        if (!isRiver(n)) continue;
        const q = index.at(n)!;
        if (seen.has(key(q))) continue;
        seen.add(key(q));
        segments.push([p.centre, q.centre]);
        for (const [x, d] of [[p, dir], [q, (dir + 3) % 6]] as const) {
          degree.set(key(x), (degree.get(key(x)) ?? 0) + 1);
          links.set(key(x), [...(links.get(key(x)) ?? []), d]);
        }
        queue.push(q);
      }
    }
  }
  for (const p of river) {
    const deg = degree.get(key(p)) ?? 0;
    if (deg > 1) continue;
    const linked = links.get(key(p)) ?? [];
    // The outlet: the sea first, else off the map, as far from the river's other way as possible.
    const away = (dir: number) => (linked.length ? Math.abs(((dir - linked[0]! + 9) % 6) - 3) : 0);
    const dirs = [0, 1, 2, 3, 4, 5].sort((a, b) => away(a) - away(b));
    const sea = dirs.find((dir) => index.at(neighbour(p.at, dir))?.view.terrain === 'sea');
    const off = dirs.find((dir) => !index.onMap(neighbour(p.at, dir)));
    const out = sea ?? off;
    if (out !== undefined) segments.push([p.centre, edgeMidpoint(p.at, out, layout)]);
    // A lone river hex with nowhere to flow: a short stretch across it.
    if (deg === 0 && out === undefined) segments.push([edgeMidpoint(p.at, 4, layout), edgeMidpoint(p.at, 1, layout)]);
    else if (deg === 0 && out !== undefined) segments.push([edgeMidpoint(p.at, (out + 3) % 6, layout), p.centre]);
  }
  return segments;
}

function drawRivers(d: Drawing, index: MapIndex, layout: Layout): void {
  const s = layout.size;
  drawWavySegments(d.ctx, riverSegments(index, layout), s * 0.07, s * 0.55, {
    colour: INK.river,
    width: Math.max(2, s * 0.1),
    casing: { colour: INK.riverCasing, width: Math.max(4, s * 0.2) },
  });
}

/** RPG-F37 roads, base to base: a brown dashed line through the centres of the hexes it passes. */
function drawRoads(d: Drawing, index: MapIndex, layout: Layout): void {
  const s = layout.size;
  for (const road of index.view.roads) {
    const points = road.hexes.map((n) => index.named(n)?.centre).filter((p): p is Point => p !== undefined);
    drawPolyline(d.ctx, points, roadStyle(s));
  }
}

function roadStyle(s: number) {
  return {
    colour: INK.road,
    width: Math.max(2, s * 0.09),
    dash: [Math.max(4, s * 0.22), Math.max(3, s * 0.14)],
    casing: { colour: INK.roadCasing, width: Math.max(4, s * 0.18) },
  };
}

// ----------------------------------------------------------------------------------------------------------
// Marks
// ----------------------------------------------------------------------------------------------------------

const markPaint = (s: number) => ({ fill: INK.baseFill, stroke: INK.base, lineWidth: Math.max(1.5, s * 0.06) });

/** RPG-E2: a town is a small square, a city a larger one with battlements. Returns the mark's half height. */
function drawBaseMark(d: Drawing, x: number, y: number, s: number, size: 'town' | 'city'): number {
  if (size === 'city') {
    drawCastle(d.ctx, x, y, s * 0.5, markPaint(s));
    return s * 0.25;
  }
  drawSquare(d.ctx, x, y, s * 0.34, markPaint(s));
  return s * 0.17;
}

/** RPG-E1: the realm's one capitol wears a crown above its base. */
function drawCapitolMark(d: Drawing, x: number, bottom: number, s: number): void {
  const w = s * 0.46;
  drawCrown(d.ctx, x, bottom - w * 0.35, w, { fill: INK.crown, stroke: INK.base, lineWidth: Math.max(1.2, s * 0.045) });
}

/** RPG-F57: the fortification level I–VI, below the base, only where the view holds it. */
function drawFortification(d: Drawing, x: number, top: number, s: number, level: number): void {
  const size = Math.max(10, s * 0.38);
  drawText(d, roman(level), x, top + size * 0.62, { size, weight: 'bold', colour: INK.text, align: 'center', baseline: 'middle', halo: { colour: INK.halo, width: Math.max(2, size * 0.22) } });
}

/** RPG-E3: a guarding army is marked "g"; a wizard with it adds a "W". */
function drawGuardMark(d: Drawing, x: number, y: number, s: number, guard: 'army' | 'army-with-wizard'): void {
  const h = s * 0.6;
  drawShield(d, x, y, h, { fill: INK.guard, stroke: INK.halo, lineWidth: Math.max(1.2, s * 0.05) }, { text: 'g', colour: '#ffffff' });
  if (guard === 'army-with-wizard') {
    drawBadge(d, x + h * 0.48, y + h * 0.3, h * 0.38, { fill: '#6a1b9a', stroke: INK.halo, lineWidth: Math.max(1, s * 0.04) }, { text: 'W', colour: '#ffffff' });
  }
}

function drawMarks(d: Drawing, index: MapIndex, layout: Layout): void {
  const s = layout.size;
  for (const p of index.placed) {
    const { x, y } = p.centre;
    const { base, guard } = p.view;
    // A base and a guard share the hex side by side; either alone takes its middle.
    const baseX = base && guard ? x - s * 0.22 : x;
    if (base) {
      const half = drawBaseMark(d, baseX, y, s, base.size);
      if (base.capitol) drawCapitolMark(d, baseX, y - half, s);
      if (base.fortification !== undefined && base.fortification > 0) drawFortification(d, baseX, y + half, s, base.fortification);
    }
    if (guard) drawGuardMark(d, base ? x + s * 0.42 : x, base ? y - s * 0.08 : y, s, guard);
  }
}

// ----------------------------------------------------------------------------------------------------------
// Frame: title, hex names along the edges, legend
// ----------------------------------------------------------------------------------------------------------

function drawEdgeNames(d: Drawing, view: MapView, g: CampaignMapGeometry): void {
  const { layout, map, gutter } = g;
  const size = Math.max(10, Math.min(14, g.size * 0.42));
  const style = { size, weight: 'bold' as const, colour: INK.muted, align: 'center' as const, baseline: 'middle' as const };
  for (let col = 0; col < view.cols; col++) {
    const x = hexToPixel(fromOffset(col, 0), layout).x;
    const label = columnLetters(col);
    drawText(d, label, x, map.top - gutter / 2, style);
    drawText(d, label, x, map.top + map.height + gutter / 2, style);
  }
  const last = view.cols - 1;
  for (let row = 0; row < view.rows; row++) {
    const label = String(row + 1);
    drawText(d, label, map.left - gutter / 2, hexToPixel(fromOffset(0, row), layout).y, style);
    drawText(d, label, map.left + map.width + gutter / 2, hexToPixel(fromOffset(last, row), layout).y, style);
  }
}

function titleText(view: MapView): string {
  return `Campaign map — turn ${view.turn} — ${view.perspective}`;
}

function hexSwatch(terrain: string) {
  return (d: Drawing, x: number, y: number, size: number) => {
    const layout: Layout = { size: size * 0.55, orientation: 'flat', origin: { x, y } };
    fillHex(d.ctx, { q: 0, r: 0 }, layout, terrainStyle(terrain).fill);
    const style = terrainStyle(terrain);
    drawTerrainSymbol(d.ctx, style.pattern, x, y, size * 0.28, style.ink);
    d.ctx.save();
    d.ctx.beginPath();
    traceHex(d.ctx, { q: 0, r: 0 }, layout);
    d.ctx.strokeStyle = INK.grid;
    d.ctx.lineWidth = 1;
    d.ctx.stroke();
    d.ctx.restore();
  };
}

function realmSwatch(colour: string) {
  return (d: Drawing, x: number, y: number, size: number) => {
    const { ctx } = d;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x - size / 2 + 1.5, y - size / 2 + 3, size - 3, size - 6);
    ctx.fillStyle = withAlpha(colour, 0.45);
    ctx.fill();
    ctx.strokeStyle = shade(colour, -0.1);
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.restore();
  };
}

function legendSections(view: MapView): LegendSection[] {
  const present = new Set(view.hexes.map((h) => h.terrain));
  const terrain: LegendEntry[] = TERRAIN_ORDER.filter((t) => present.has(t)).map((t) => ({ label: TERRAIN_LABELS[t]!, swatch: hexSwatch(t) }));
  const realms: LegendEntry[] = [...view.realms]
    .sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || a.colour - b.colour)
    .map((r) => ({ label: r.inPlay ? r.name : `${r.name} (out of play)`, swatch: realmSwatch(realmColour(r.colour)), muted: !r.inPlay }));

  // Marks: only those on this map, so the legend explains the picture rather than the rulebook.
  const s = 26;
  const hexes = view.hexes;
  const marks: LegendEntry[] = [];
  if (hexes.some((h) => h.base?.capitol)) {
    marks.push({
      label: 'Capitol',
      // The crown alone: a capitol may be a city or a town.
      swatch: (d, x, y) => drawCapitolMark(d, x, y + 6, 38),
    });
  }
  if (hexes.some((h) => h.base?.size === 'city')) marks.push({ label: 'City', swatch: (d, x, y) => void drawBaseMark(d, x, y, s, 'city') });
  if (hexes.some((h) => h.base?.size === 'town')) marks.push({ label: 'Town', swatch: (d, x, y) => void drawBaseMark(d, x, y, s, 'town') });
  if (hexes.some((h) => (h.base?.fortification ?? 0) > 0)) {
    marks.push({
      label: 'Fortification level I–VI',
      swatch: (d, x, y) => drawText(d, 'III', x, y, { size: 13, weight: 'bold', colour: INK.text, align: 'center', baseline: 'middle' }),
    });
  }
  if (hexes.some((h) => h.guard)) marks.push({ label: 'Guarding army (g)', swatch: (d, x, y) => drawGuardMark(d, x, y, 32, 'army') });
  if (hexes.some((h) => h.guard === 'army-with-wizard')) {
    marks.push({ label: 'Guard with wizard (W)', swatch: (d, x, y) => drawGuardMark(d, x - 3, y - 1, 28, 'army-with-wizard') });
  }
  if (view.roads.some((r) => r.hexes.length > 1)) {
    marks.push({ label: 'Road', swatch: (d, x, y, size) => drawPolyline(d.ctx, [{ x: x - size / 2, y }, { x: x + size / 2, y }], roadStyle(22)) });
  }
  if (hexes.some((h) => h.river)) {
    marks.push({
      label: 'River',
      swatch: (d, x, y, size) =>
        drawWavySegments(d.ctx, [[{ x: x - size / 2, y }, { x: x + size / 2, y }]], 2.2, size / 1.5, { colour: INK.river, width: 2.5, casing: { colour: INK.riverCasing, width: 5 } }),
    });
  }
  if (hexes.some((h) => h.realm !== undefined)) {
    marks.push({
      label: 'Realm border',
      swatch: (d, x, y, size) => drawPolyline(d.ctx, [{ x: x - size / 2, y }, { x: x + size / 2, y }], { colour: INK.text, width: 4 }),
    });
  }
  return [
    { title: 'Terrain', entries: terrain },
    ...(realms.length ? [{ title: 'Realms', entries: realms }] : []),
    ...(marks.length ? [{ title: 'Marks', entries: marks }] : []),
  ];
}

function draw(view: MapView): Drawing {
  // Size the legend first: a small map may need the picture taller than the map to fit it.
  const probe = createDrawing(1, 1);
  const sections = legendSections(view);
  const legendSize = measureLegend(probe, sections, LEGEND_STYLE);
  const g = campaignMapGeometry(view, legendSize.height);
  const realms = new Map(view.realms.map((r) => [r.id, r]));
  const index = new MapIndex(view, g.layout);

  // The land — terrain, realms' tints and borders, rivers, roads, the hex names — is drawn once and kept while it stays
  // the same (draw/base-cache.ts): most of a map's cost, and what a campaign turn seldom changes. The title, the marks
  // and the legend are drawn over it: none of them shares a pixel with the hex names (the title, drawn first before,
  // shares none with the land at all), so the picture is the one drawn in the old order (tests/render/base-cache.test.ts).
  const d = drawingOnBase(g.width, g.height, `campaign map ${landKey(view, g)}`, (base) => {
    base.ctx.fillStyle = INK.background;
    base.ctx.fillRect(0, 0, g.width, g.height);
    drawTerrain(base, index, g.layout, realms);
    drawBorders(base, index, g.layout, realms);
    drawRivers(base, index, g.layout);
    drawRoads(base, index, g.layout);
    drawEdgeNames(base, view, g);
  });
  drawText(d, titleText(view), MARGIN, MARGIN + titleSize(g.size), { size: titleSize(g.size), weight: 'bold', colour: INK.text });
  drawMarks(d, index, g.layout);
  drawLegend(d, g.legend.left, g.legend.top, sections, LEGEND_STYLE);
  return d;
}

/** Everything the land layer shows: the geometry, each hex's terrain, realm and river, the realms' colours, the roads. */
function landKey(view: MapView, g: CampaignMapGeometry): string {
  const hexes = view.hexes.map((h) => [h.col, h.row, h.name, h.terrain, h.realm ?? null, h.river === true]);
  const realms = view.realms.map((r) => [r.id, r.colour]);
  return layerKey({ cols: view.cols, rows: view.rows, size: g.size, width: g.width, height: g.height, hexes, realms, roads: view.roads.map((r) => r.hexes) });
}

export function renderCampaignMapWithLog(view: MapView): RenderResult {
  return finish(draw(view));
}

export function renderCampaignMap(view: MapView): Promise<Buffer> {
  return renderCampaignMapWithLog(view).png;
}
