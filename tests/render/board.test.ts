import { describe, expect, it } from 'vitest';
import type { BoardView, BoardViewPath } from '../../src/engine/rulesets/magic-realm/board/view-types.js';
import { boardDrawing, boardGeometry, closeUpGeometry, pathPoints, renderBoard, renderBoardWithLog, renderTile, renderTileWithLog, tileDrawing, tileFrame } from '../../src/render/board.js';
import { encodePng, type Drawing } from '../../src/render/draw/canvas.js';
import { pointsAlongBend } from '../../src/render/draw/lines.js';
import { MAGIC_PALETTE } from '../../src/render/draw/palette.js';
import { board30, board30Public, smallBoard, tile } from './board-fixtures.js';
import { decode, differingPixels, isPng, pngSize, type Pixels, type Rect } from './pixels.js';

function noBadText(texts: string[]): void {
  for (const t of texts) expect(t).not.toMatch(/undefined|NaN|null|\[object|Infinity/);
}

const isNumber = (t: string) => /^\d+$/.test(t);

/** Pixels that differ between two pictures of the same size, outside an allowed area. */
function differingOutside(a: Pixels, b: Pixels, allowed: (x: number, y: number) => boolean): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let n = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      if (a.data[i] === b.data[i] && a.data[i + 1] === b.data[i + 1] && a.data[i + 2] === b.data[i + 2]) continue;
      if (!allowed(x, y)) n++;
    }
  }
  return n;
}

const inRect = (r: Rect) => (x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/** The band a path covers on the whole board's picture: discs along its course, as wide as its widest stroke. */
function pathBand(view: BoardView, code: string, path: BoardViewPath): { points: { x: number; y: number }[]; radius: number } {
  const g = boardGeometry(view);
  const t = view.tiles.find((x) => x.code === code)!;
  const pts = pathPoints(tileFrame(t, g.layout), path)!;
  return { points: pointsAlongBend(pts.a, pts.b, pts.bend, 80), radius: g.size * 0.036 * 1.3 + 3 };
}

type Band = { points: { x: number; y: number }[]; radius: number };

/** The pixels of some bands and rectangles, as a test of (x, y). */
function area(width: number, height: number, bands: Band[], rects: Rect[] = []) {
  const mask = new Uint8Array(width * height);
  const mark = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) mask[y * width + x] = 1;
  };
  for (const b of bands) {
    const r = Math.ceil(b.radius);
    for (const p of b.points) {
      for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= b.radius ** 2) mark(Math.round(p.x) + dx, Math.round(p.y) + dy);
    }
  }
  for (const r of rects) for (let y = Math.floor(r.y); y < r.y + r.h; y++) for (let x = Math.floor(r.x); x < r.x + r.w; x++) mark(x, y);
  return (x: number, y: number) => mask[y * width + x] === 1;
}

/** Every hidden path and secret passage of a view, with its tile. */
function knownOnly(view: BoardView): { code: string; path: BoardViewPath }[] {
  return view.tiles.flatMap((t) => t.paths.filter((p) => p.type === 'hidden' || p.type === 'secret').map((p) => ({ code: t.code, path: p })));
}

/** A box around a clearing wide enough for a stack of chips on either side of it and below it. */
function clearingBox(view: BoardView, code: string, clearing: number, below = 0.3): Rect {
  const g = boardGeometry(view);
  const t = view.tiles.find((x) => x.code === code)!;
  const c = tileFrame(t, g.layout).clearing(clearing)!;
  return { x: c.x - g.size * 1.25, y: c.y - g.size * 0.25, w: g.size * 2.5, h: g.size * (0.25 + below) };
}

describe('renderBoard', () => {
  it('draws a 30-tile board 1600–2400 px wide, within 2400 px a side', async () => {
    const png = await renderBoard(board30());
    expect(isPng(await png)).toBe(true);
    const { width, height } = pngSize(await png);
    expect(width).toBeGreaterThanOrEqual(1600);
    expect(width).toBeLessThanOrEqual(2400);
    expect(height).toBeLessThanOrEqual(2400);
    expect({ width, height }).toEqual({ width: boardGeometry(board30()).width, height: boardGeometry(board30()).height });
  });

  it('writes the title, every tile name, every clearing number and the legend, and nothing undefined', () => {
    const view = board30();
    const { texts } = renderBoardWithLog(view);
    noBadText(texts);
    expect(texts[0]).toBe('Magic Realm — the board, GM’s view — 30 tiles');
    for (const t of view.tiles) expect(texts).toContain(`${t.name} (${t.code})`);
    // Every clearing's number, once each (no other text on the board is a bare number).
    const clearings = view.tiles.flatMap((t) => t.clearings.map((c) => String(c.number)));
    expect(texts.filter(isNumber).sort()).toEqual(clearings.sort());
    expect(texts).toEqual(expect.arrayContaining(['Woods clearing', 'Cave clearing', 'Mountain clearing', 'Clearing']));
    expect(texts).toEqual(expect.arrayContaining(['Road', 'Cave road (tunnel)', 'Hidden path', 'Secret passage']));
    expect(texts).toEqual(expect.arrayContaining(['Tile, normal side', 'Tile, enchanted side']));
    expect(texts).toEqual(
      expect.arrayContaining(['Character', 'Dwelling', 'Natives', 'Monster', 'Visitor', 'Mission', 'Traveller', 'Chit', 'Gate', 'Other', 'Hidden (you and the GM)', 'Outside the clearings']),
    );
    // Every piece's label is written (none of the fixture's is longer than a chip holds).
    for (const p of view.pieces) expect(texts).toContain(p.label);
  });

  it('shows the enchanted side’s colour magic in the legend', () => {
    const { texts } = renderBoardWithLog(board30());
    expect(texts).toEqual(expect.arrayContaining(['Gold magic', 'Grey magic', 'Purple magic']));
  });

  it('the public picture has no hidden piece and no key for one', () => {
    const { texts } = renderBoardWithLog(board30Public());
    noBadText(texts);
    expect(texts[0]).toBe('Magic Realm — the board, public view — 30 tiles');
    expect(texts).not.toContain('Berserker');
    expect(texts).not.toContain('Hidden (you and the GM)');
    // The key to the paths is the same whatever the viewer has found.
    expect(texts).toEqual(expect.arrayContaining(['Hidden path', 'Secret passage']));
  });

  it('draws a hidden path and a secret passage exactly where the view holds them, and nothing else changes', async () => {
    const known = smallBoard();
    const unknown = smallBoard({ discovered: false });
    const found = knownOnly(known);
    expect(found.map((f) => f.path.type)).toEqual(expect.arrayContaining(['hidden', 'secret']));
    const a = await decode(await renderBoard(unknown));
    const b = await decode(await renderBoard(known));
    const bands = found.map((f) => pathBand(known, f.code, f.path));
    // Each path drawn shows somewhere along its course (the clearings at its ends may cover a short one).
    const drawn = bands.map((band) => band.points.filter((p) => differingPixels(a, b, { x: p.x - 1, y: p.y - 1, w: 3, h: 3 }) > 0).length);
    expect(drawn.filter((n) => n > 0).length).toBeGreaterThanOrEqual(found.length - 1);
    expect(Math.max(...drawn)).toBeGreaterThan(10);
    expect(differingOutside(a, b, area(a.width, a.height, bands))).toBe(0);
  });

  it('the GM’s 30-tile board and the public one differ only along the hidden paths and secret passages and at the hidden piece', async () => {
    const gm = board30();
    const pub = board30Public();
    const a = await decode(await renderBoard(pub));
    const b = await decode(await renderBoard(gm));
    const hidden = gm.pieces.filter((p) => p.hidden);
    expect(hidden).toHaveLength(1);
    const bands = knownOnly(gm).map((f) => pathBand(gm, f.code, f.path));
    expect(bands.length).toBeGreaterThan(10);
    const boxes = hidden.map((p) => clearingBox(gm, p.tile, p.clearing!));
    expect(differingPixels(a, b, boxes[0]!)).toBeGreaterThan(200);
    // The title names the viewer, and the legend's line for hidden pieces is in every picture but the public one.
    const g = boardGeometry(gm);
    const title: Rect = { x: 0, y: 0, w: g.width, h: g.titleHeight + 16 };
    const legend: Rect = { x: g.legend.left - 2, y: g.legend.top - 2, w: g.width - g.legend.left + 2, h: g.height - g.legend.top + 2 };
    expect(differingOutside(a, b, area(a.width, a.height, bands, [...boxes, title, legend]))).toBe(0);
  });

  it('draws a hidden piece alone in its clearing only where it stands, and nothing else changes', async () => {
    const shown = smallBoard();
    const berserker = shown.pieces.find((p) => p.hidden)!;
    const a = await decode(await renderBoard(smallBoard({ hiddenPieces: false })));
    const b = await decode(await renderBoard(shown));
    const box = clearingBox(shown, berserker.tile, berserker.clearing!);
    expect(differingPixels(a, b, box)).toBeGreaterThan(200);
    expect(differingOutside(a, b, inRect(box))).toBe(0);
  });

  it('hangs a hidden piece below the others of its clearing without moving them', async () => {
    const plain = smallBoard({ hiddenPieces: false });
    const withHidden: BoardView = { ...plain, pieces: [...plain.pieces, { id: 'h', label: 'Amazon', kind: 'character', tile: 'B', clearing: 2, hidden: true }] };
    const a = await decode(await renderBoard(plain));
    const b = await decode(await renderBoard(withHidden));
    const g = boardGeometry(plain);
    const c = tileFrame(plain.tiles.find((t) => t.code === 'B')!, g.layout).clearing(2)!;
    // Inn and Black Knight stand centred on the clearing; the hidden chip comes below them.
    const upper: Rect = { x: c.x - g.size * 1.25, y: c.y - g.size * 0.3, w: g.size * 2.5, h: g.size * 0.3 + 20 };
    const lower: Rect = { x: upper.x, y: upper.y + upper.h, w: upper.w, h: g.size * 0.3 };
    expect(differingPixels(a, b, upper)).toBe(0);
    expect(differingPixels(a, b, lower)).toBeGreaterThan(200);
    expect(differingOutside(a, b, inRect(lower))).toBe(0);
    const { texts } = renderBoardWithLog(withHidden);
    expect(texts).toContain('Amazon');
  });

  it('draws a piece outside the clearings on its tile (a lost character)', () => {
    const view = smallBoard();
    expect(view.pieces.find((p) => p.label === 'White Knight')?.clearing).toBeUndefined();
    const { texts } = renderBoardWithLog(view);
    expect(texts).toContain('White Knight');
    expect(texts).toContain('Outside the clearings');
  });

  it('turns a tile about its centre: a clearing moves, the tile stays where it lies', () => {
    const t0 = tile({ code: 'B', q: 0, r: 0, rotation: 0 });
    const layout = { size: 100, orientation: 'flat' as const, origin: { x: 0, y: 0 } };
    const at = (rotation: number, n: number) => tileFrame({ ...t0, rotation }, layout).clearing(n)!;
    for (const c of t0.clearings) {
      const p0 = at(0, c.number);
      const p2 = at(2, c.number);
      // Same distance from the centre, turned 120° clockwise (y grows downward).
      expect(Math.hypot(p2.x, p2.y)).toBeCloseTo(Math.hypot(p0.x, p0.y), 6);
      const turn = ((Math.atan2(p2.y, p2.x) - Math.atan2(p0.y, p0.x)) * 180) / Math.PI;
      expect((((turn % 360) + 360) % 360)).toBeCloseTo(120, 4);
      expect(at(6, c.number).x).toBeCloseTo(p0.x, 6);
    }
    // A path to an edge runs to the middle of the edge that faces that way once turned: N faces NE at rotation 1.
    const f = tileFrame({ ...t0, rotation: 1 }, layout);
    const ne = f.edge('N');
    expect(Math.atan2(ne.y, ne.x) * (180 / Math.PI)).toBeCloseTo(-30, 6);
    expect(Math.hypot(ne.x, ne.y)).toBeCloseTo(50 * Math.sqrt(3), 6);
  });

  it('bends a path toward its arc point, so every path stays on its tile (roads round the rim included)', () => {
    const view = board30();
    const g = boardGeometry(view);
    const s = g.size;
    let bent = 0;
    for (const t of view.tiles) {
      const f = tileFrame(t, g.layout);
      for (const path of t.paths) {
        const pts = pathPoints(f, path);
        if (!pts) continue;
        if (pts.bend) bent++;
        for (const p of pointsAlongBend(pts.a, pts.b, pts.bend, 40)) {
          const x = Math.abs(p.x - f.centre.x);
          const y = Math.abs(p.y - f.centre.y);
          // Inside the flat-topped hex, give or take a pixel.
          expect(y).toBeLessThanOrEqual((s * Math.sqrt(3)) / 2 + 1);
          expect(x).toBeLessThanOrEqual(s - y / Math.sqrt(3) + 1);
        }
      }
    }
    expect(bent).toBeGreaterThan(0);
  });

  it('paints the enchanted side darker than the normal side', async () => {
    const one = (side: 'normal' | 'enchanted'): BoardView => ({ tiles: [tile({ code: 'CV', q: 0, r: 0, side })], pieces: [], perspective: 'public' });
    const mean = async (view: BoardView) => {
      const p = await decode(await renderBoard(view));
      const g = boardGeometry(view);
      const c = tileFrame(view.tiles[0]!, g.layout).centre;
      let sum = 0;
      let n = 0;
      for (let y = Math.round(c.y - g.size * 0.8); y < c.y + g.size * 0.8; y++) {
        for (let x = Math.round(c.x - g.size * 0.8); x < c.x + g.size * 0.8; x++) {
          const i = (y * p.width + x) * 4;
          sum += p.data[i]! + p.data[i + 1]! + p.data[i + 2]!;
          n++;
        }
      }
      return sum / n / 3;
    };
    expect(await mean(one('enchanted'))).toBeLessThan((await mean(one('normal'))) - 60);
  });

  it('renders an empty board, and the same bytes twice', async () => {
    const empty = renderBoardWithLog({ tiles: [], pieces: [], perspective: 'public' });
    expect(isPng(await empty.png)).toBe(true);
    expect(empty.texts).toContain('No tiles are on the board yet.');
    expect((await renderBoard(smallBoard())).equals(await renderBoard(smallBoard()))).toBe(true);
  });

  it('skips what it cannot place: a piece on a tile not on the board, a path to a clearing the tile lacks', async () => {
    const view = smallBoard();
    view.pieces.push({ id: 'x', label: 'Nowhere', kind: 'monster', tile: 'ZZ', clearing: 1 });
    view.tiles[0]!.paths.push({ from: 9, to: 'N', type: 'normal' });
    const { texts, png } = renderBoardWithLog(view);
    expect(isPng(await png)).toBe(true);
    expect(texts).not.toContain('Nowhere');
    noBadText(texts);
  });
});

describe('renderTile', () => {
  it('draws one tile close up, about 800 px wide, with its clearing numbers larger than on the board', async () => {
    const view = board30();
    const { png, texts } = renderTileWithLog(view, 'B');
    expect(isPng(await png)).toBe(true);
    const { width, height } = pngSize(await png);
    expect(width).toBeGreaterThanOrEqual(700);
    expect(width).toBeLessThanOrEqual(900);
    expect(height).toBeLessThanOrEqual(900);
    noBadText(texts);
    expect(texts[0]).toBe('Borderland (B) — normal side — GM’s view');
    const b = view.tiles.find((t) => t.code === 'B')!;
    expect(texts.filter(isNumber).sort()).toEqual(b.clearings.map((c) => String(c.number)).sort());
    // Its neighbours' names at its edges, and its pieces.
    expect(texts).toEqual(expect.arrayContaining(view.pieces.filter((p) => p.tile === 'B').map((p) => p.label)));
    const neighbours = view.tiles.filter((t) => Math.abs(t.q - b.q) + Math.abs(t.r - b.r) + Math.abs(t.q + t.r - b.q - b.r) === 2).map((t) => t.name);
    expect(neighbours).toHaveLength(6);
    expect(texts).toEqual(expect.arrayContaining(neighbours));
    expect(closeUpGeometry(view, 'B').size).toBeGreaterThan(boardGeometry(view).size);
  });

  it('draws an enchanted, turned tile and finds a tile by its code in any case', () => {
    const view = smallBoard();
    const { texts } = renderTileWithLog(view, 'cg');
    expect(texts[0]).toBe('Crag (CG) — enchanted side — GM’s view');
    expect(texts).toContain('White Knight');
    expect(() => renderTile(view, 'XX')).toThrow(/no tile XX/);
  });
});

describe('colour magic', () => {
  /** Pixels near a colour within a square of half-side `r` around a point. */
  const near = (p: Pixels, x: number, y: number, r: number, hex: string) => {
    const c = parseInt(hex.slice(1), 16);
    const want = [(c >> 16) & 255, (c >> 8) & 255, c & 255];
    let n = 0;
    for (let j = Math.round(y - r); j <= y + r; j++) {
      for (let i = Math.round(x - r); i <= x + r; i++) {
        const k = (j * p.width + i) * 4;
        if (want.every((v, ch) => Math.abs(p.data[k + ch]! - v) <= 10)) n++;
      }
    }
    return n;
  };

  it('draws every colour of a clearing that supplies several: the Crag grey, gold and purple; a valley grey only', async () => {
    const view = (code: string): BoardView => ({ tiles: [tile({ code, q: 0, r: 0, side: 'enchanted' })], pieces: [], perspective: 'public' });
    const dotsAt = async (code: string, number: number) => {
      const v = view(code);
      const p = await decode(await renderBoard(v));
      const g = boardGeometry(v);
      const at = tileFrame(v.tiles[0]!, g.layout).point(v.tiles[0]!.clearings.find((c) => c.number === number)!.xy);
      const r = g.size * 0.25;
      return { grey: near(p, at.x, at.y, r, MAGIC_PALETTE.grey.fill), gold: near(p, at.x, at.y, r, MAGIC_PALETTE.gold.fill), purple: near(p, at.x, at.y, r, MAGIC_PALETTE.purple.fill) };
    };
    const crag = await dotsAt('CG', 1);
    expect(crag.grey).toBeGreaterThan(8);
    expect(crag.gold).toBeGreaterThan(8);
    expect(crag.purple).toBeGreaterThan(8);
    const valley = await dotsAt('CV', 5);
    expect(valley.grey).toBeGreaterThan(8);
    expect(valley.gold).toBe(0);
    expect(valley.purple).toBe(0);
  });

  it('keys each colour shown in the legend', () => {
    const { texts } = renderBoardWithLog({ tiles: [tile({ code: 'CG', q: 0, r: 0, side: 'enchanted' })], pieces: [], perspective: 'public' });
    expect(texts).toEqual(expect.arrayContaining(['Grey magic', 'Gold magic', 'Purple magic']));
    expect(texts).not.toContain('White magic');
  });
});

describe('a tile’s name keeps clear of the pieces on it', () => {
  it('moves away from a crowd that stands where it was written, and is farther from the pieces than it would have been', () => {
    const borderland = tile({ code: 'B', q: 0, r: 0 });
    const at = (pieces: BoardView['pieces']) => {
      const texts = boardDrawing({ tiles: [borderland], pieces, perspective: 'GM' }).texts;
      const name = texts.find((t) => t.text === 'Borderland (B)')!;
      return { name, chips: texts.filter((t) => pieces.some((p) => p.label === t.text)) };
    };
    const alone = at([]).name;
    const nearest = (p: { x: number; y: number }, chips: { x: number; y: number }[]) => Math.min(...chips.map((c) => Math.hypot(c.x - p.x, c.y - p.y)));
    let moved = 0;
    for (const c of borderland.clearings) {
      const crowd = ['Amazon', 'Dwarf', 'Elf'].map((label) => ({ id: label, label, kind: 'character' as const, tile: 'B', clearing: c.number }));
      const { name, chips } = at(crowd);
      expect(chips.length).toBeGreaterThan(0);
      if (name.x === alone.x && name.y === alone.y) continue;
      moved++;
      expect(nearest(name, chips), `crowd in clearing ${c.number}`).toBeGreaterThan(nearest(alone, chips));
    }
    expect(moved).toBeGreaterThan(0);
  });
});

describe('the board’s still layer is kept and reused (issue 10, draw/layer-cache.ts)', () => {
  it('a board drawn again from its kept layer is the same picture, with the same texts; another viewer’s paths are another layer; at most LAYERS_KEPT are kept', async () => {
    const { forgetLayers, layersKept, LAYERS_KEPT } = await import('../../src/render/draw/layer-cache.js');
    forgetLayers();
    const cold = renderBoardWithLog(board30());
    expect(layersKept()).toBe(1);
    const warm = renderBoardWithLog(board30());
    expect(layersKept()).toBe(1);
    expect(warm.texts).toEqual(cold.texts);
    expect(Buffer.compare(await warm.png, await cold.png)).toBe(0);
    // The public board shows no discovered path: its own layer, never the player's.
    const open = renderBoardWithLog(board30Public());
    expect(layersKept()).toBe(2);
    forgetLayers();
    expect(Buffer.compare(await renderBoardWithLog(board30Public()).png, await open.png)).toBe(0);
    for (let i = 0; i < LAYERS_KEPT + 2; i++) renderTileWithLog(board30(), board30().tiles[i]!.code);
    expect(layersKept()).toBe(LAYERS_KEPT);
  });
});

describe('pictures drawn over a kept base are the pictures drawn afresh (issue 10, draw/layer-cache.ts)', () => {
  /** Both PNGs decoded: the same pixels and the same texts, or the kept picture showed what it should not. */
  async function sameAsFresh(kept: Drawing, fresh: Drawing, what: string): Promise<void> {
    const texts = kept.texts.map((t) => t.text);
    const [a, b] = await Promise.all([decode(await encodePng(kept)), decode(await encodePng(fresh))]);
    expect([a.width, a.height], what).toEqual([b.width, b.height]);
    expect(differingPixels(a, b, { x: 0, y: 0, w: a.width, h: a.height }), what).toBe(0);
    expect(texts, what).toEqual(fresh.texts.map((t) => t.text));
  }

  it('a board as its pieces move, crowd, carry long accented names, leave the clearings, and another viewer’s board between', async () => {
    const { forgetLayers } = await import('../../src/render/draw/layer-cache.js');
    forgetLayers();
    const view = board30();
    const berserker = view.pieces.find((p) => p.label === 'Berserker')!;
    const moved = { ...view, pieces: view.pieces.map((p) => (p === berserker ? { ...p, tile: 'OW', clearing: 4, hidden: false } : p)) };
    // Eight more in the Borderland's crowded clearing (its "+n more" chip), named with accents and descenders.
    const crowd = Array.from({ length: 8 }, (_, i) => ({ id: `x${i}`, label: `Jörmungandr Ågypt ${i}`, kind: 'monster' as const, tile: 'B', clearing: 2 }));
    const crowded = { ...moved, pieces: [...moved.pieces, ...crowd] };
    // The Captain loses his way: off the clearings, on his tile.
    const captain = view.pieces.find((p) => p.label === 'Captain')!;
    const lost = { ...view, pieces: view.pieces.map((p) => (p === captain ? { id: p.id, label: p.label, kind: p.kind, tile: p.tile } : p)) };
    for (const [what, v] of [['first', view], ['moved', moved], ['crowded', crowded], ['public', board30Public()], ['lost', lost], ['back', view], ['moved again', moved]] as const) {
      await sameAsFresh(boardDrawing(v), boardDrawing(v, { kept: false }), what);
    }
    // A picture drawn and never encoded: the next one over the same base still shows what it drew over.
    boardDrawing(crowded);
    await sameAsFresh(boardDrawing(view), boardDrawing(view, { kept: false }), 'after one never encoded');
  });

  it('a picture without the hidden Berserker, drawn over the same base right after the GM’s, shows nothing of him', async () => {
    const { forgetLayers, layersKept } = await import('../../src/render/draw/layer-cache.js');
    forgetLayers();
    const gms = board30();
    // The same tiles and paths: only the hidden piece is left out, so both pictures are drawn over one kept base.
    const without = board30({ hiddenPieces: false });
    await encodePng(boardDrawing(gms));
    const kept = boardDrawing(without);
    expect(layersKept()).toBe(1);
    expect(kept.texts.map((t) => t.text)).not.toContain('Berserker');
    await sameAsFresh(kept, boardDrawing(without, { kept: false }), 'without the hidden piece');
  });

  it('a close-up as a piece comes and goes, with its neighbours’ names around it', async () => {
    const view = board30();
    const berserker = view.pieces.find((p) => p.label === 'Berserker')!;
    const gone = { ...view, pieces: view.pieces.filter((p) => p !== berserker) };
    for (const [what, v] of [['with him', view], ['without', gone], ['back', view]] as const) {
      await sameAsFresh(tileDrawing(v, 'TR'), tileDrawing(v, 'TR', { kept: false }), what);
    }
  });
});
