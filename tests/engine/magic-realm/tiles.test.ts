import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseClearingId } from '../../../src/engine/rulesets/magic-realm/map/board.js';
import {
  exitEdges,
  findTile,
  ORIGINAL_TILES,
  SPECIAL_TILES,
  SWAMP_TILES,
  TILES,
  tileByCode,
  tilePathId,
  type TileDef,
} from '../../../src/engine/rulesets/magic-realm/map/tiles.js';
import { EDGE_NAMES } from '../../../src/engine/rulesets/magic-realm/board/view-types.js';
import { clearingColourMagic } from '../../../src/engine/rulesets/magic-realm/magic/colour-magic.js';

const tile = (code: string): TileDef => tileByCode(code)!;
/** A side's paths as `1-4`, `1-NW h` (type letter when not a road), in data order. */
const paths = (code: string, side: 'normal' | 'enchanted') =>
  tile(code).sides[side].paths.map((p) => `${p.from}-${p.to}${p.type === 'normal' ? '' : ` ${p.type[0]}`}`);

describe('the tiles (X1-1)', () => {
  it('are the 20 originals, the 5 swamps and the 11 special tiles of Expansion One', () => {
    expect(TILES).toHaveLength(36);
    expect(new Set(TILES.map((t) => t.code)).size).toBe(36);
    expect(ORIGINAL_TILES).toHaveLength(20);
    expect(SWAMP_TILES).toEqual(['DS', 'FS', 'PS', 'SS', 'SW']);
    expect(SPECIAL_TILES).toHaveLength(11);
    const count = (g: string) => TILES.filter((t) => t.group === g).length;
    expect([count('valley'), count('woods'), count('mountain'), count('cave'), count('swamp'), count('special')]).toEqual([5, 5, 5, 5, 5, 11]);
    expect(ORIGINAL_TILES.every((c) => !tile(c).expansionOne)).toBe(true);
    expect([...SWAMP_TILES, ...SPECIAL_TILES].every((c) => tile(c).expansionOne)).toBe(true);
    expect(TILES.filter((t) => t.noOffroadTravel).map((t) => t.code)).toEqual(['V']);
  });

  it('have clearings 1–6 where the game has them: valleys and swamps 1, 2, 4, 5; woods 2, 4, 5; the rest all six — the same on both sides', () => {
    for (const t of TILES) {
      const expected = t.group === 'valley' || t.group === 'swamp' ? [1, 2, 4, 5] : t.group === 'woods' ? [2, 4, 5] : [1, 2, 3, 4, 5, 6];
      for (const side of ['normal', 'enchanted'] as const) {
        expect(t.sides[side].clearings.map((c) => c.number), `${t.code} ${side}`).toEqual(expected);
      }
    }
  });

  it('every path joins two clearings of its side, or a clearing and an edge; each edge is left by at most one path', () => {
    for (const t of TILES) {
      for (const side of ['normal', 'enchanted'] as const) {
        const s = t.sides[side];
        const numbers = s.clearings.map((c) => c.number);
        for (const p of s.paths) {
          expect(numbers, `${t.code} ${side} ${p.from}-${p.to}`).toContain(p.from);
          if (typeof p.to === 'number') {
            expect(numbers).toContain(p.to);
            expect(p.to).toBeGreaterThan(p.from);
          } else expect(EDGE_NAMES).toContain(p.to);
        }
        for (const e of EDGE_NAMES) expect(s.paths.filter((p) => p.to === e).length).toBeLessThanOrEqual(1);
        // Every clearing has at least one path.
        for (const n of numbers) expect(s.paths.some((p) => p.from === n || p.to === n), `${t.code} ${side} ${n}`).toBe(true);
      }
    }
  });

  it('a tile leaves by the same edges on both sides (enchanting never changes where it joins its neighbours)', () => {
    for (const t of TILES) expect(exitEdges(t.sides.enchanted), t.code).toEqual(exitEdges(t.sides.normal));
  });

  it('Awful Valley, normal side: 1–4 road, 2–5 road, exits 1→NW, 2→SW, 4→NE, 4→SE, 5→N', () => {
    expect(paths('AV', 'normal').sort()).toEqual(['1-4', '1-NW', '2-5', '2-SW', '4-NE', '4-SE', '5-N'].sort());
    expect(tile('AV').sides.normal.clearings.every((c) => c.type === 'normal')).toBe(true);
    expect(tile('AV').sides.enchanted.clearings.every((c) => c.magic?.join() === 'grey')).toBe(true);
  });

  it('colour magic of enchanted clearings: valleys grey, woods gold, the Crag grey, gold and purple, Borderland 6 grey and purple', () => {
    const magicOf = (code: string) => Object.fromEntries(tile(code).sides.enchanted.clearings.filter((c) => c.magic).map((c) => [c.number, c.magic!.join(' ')]));
    for (const t of TILES.filter((x) => x.group === 'valley')) {
      const m = Object.values(magicOf(t.code));
      expect(m.length, t.code).toBeGreaterThan(0);
      expect(new Set(m), t.code).toEqual(new Set(['grey']));
    }
    for (const t of TILES.filter((x) => x.group === 'woods')) {
      const m = Object.values(magicOf(t.code));
      expect(m.length, t.code).toBeGreaterThan(0);
      expect(new Set(m), t.code).toEqual(new Set(['gold']));
    }
    expect(magicOf('CG')).toEqual({ 1: 'grey gold purple', 2: 'grey gold purple', 3: 'grey gold purple', 4: 'grey gold purple', 5: 'grey gold purple', 6: 'grey gold purple' });
    expect(magicOf('B')[6]).toBe('grey purple');
    for (const t of TILES) expect(t.sides.normal.clearings.some((c) => c.magic), t.code).toBe(false);
  });

  it('a clearing supplies its colour magic only on the enchanted side', () => {
    const crag1 = tile('CG').sides.enchanted.clearings.find((c) => c.number === 1)!;
    expect(clearingColourMagic(crag1, 'enchanted')).toEqual(['grey', 'gold', 'purple']);
    expect(clearingColourMagic(crag1, 'normal')).toEqual([]);
    expect(clearingColourMagic({}, 'enchanted')).toEqual([]);
  });

  it('more graph facts against the data: Borderland, Crag, Cavern, Dark Forest, Volcano, Hidden Mines', () => {
    // Borderland: woods 1–3, caves 4–6; the secret passage 4–5 and the cave road 4–6; an exit on every edge.
    expect(tile('B').sides.normal.clearings.map((c) => c.type)).toEqual(['woods', 'woods', 'woods', 'caves', 'caves', 'caves']);
    expect(paths('B', 'normal')).toEqual(expect.arrayContaining(['4-5 s', '4-6 c', '1-N', '2-NE', '4-SE', '2-S', '1-SW', '5-NW']));
    expect(exitEdges(tile('B').sides.normal)).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    // Crag: six mountain clearings, one way out (2→N).
    expect(tile('CG').sides.normal.clearings.every((c) => c.type === 'mountain')).toBe(true);
    expect(exitEdges(tile('CG').sides.normal)).toEqual(['N']);
    expect(paths('CG', 'normal')).toEqual(expect.arrayContaining(['1-6 s', '2-3 h', '2-N']));
    // Cavern: every clearing a cave; cave roads and secret passages inside.
    expect(tile('CN').sides.normal.clearings.every((c) => c.type === 'caves')).toBe(true);
    expect(paths('CN', 'normal')).toEqual(expect.arrayContaining(['1-3 c', '1-4 s', '1-NE', '2-N', '5-NW']));
    // Dark Forest (X1-3): on the green side hidden paths leave by five sides; enchanted, roads from clearing 6.
    expect(tile('DF').sides.normal.paths.filter((p) => typeof p.to === 'string').map((p) => `${p.from}-${p.to} ${p.type}`)).toEqual([
      '1-SW hidden',
      '2-NW hidden',
      '3-N hidden',
      '4-NE hidden',
      '5-SE hidden',
    ]);
    expect(tile('DF').sides.enchanted.paths.filter((p) => typeof p.to === 'string').every((p) => p.from === 6 && p.type === 'normal')).toBe(true);
    // Volcano (X1-2): six mountain clearings; midnight effects by clearing.
    const v = tile('V');
    expect(v.sides.normal.clearings.every((c) => c.type === 'mountain')).toBe(true);
    expect(v.sides.normal.clearings.map((c) => c.midnight ?? 'none')).toEqual(['fatigue', 'fatigue', 'fatigue', 'fatigue', 'none', 'wound']);
    expect(v.sides.enchanted.clearings.map((c) => c.midnight)).toEqual(['wound', 'wound', 'wound', 'wound', 'fatigue', 'serious_wound']);
    // Hidden Mines: four secret passages on the normal side.
    expect(paths('HM', 'normal').filter((p) => p.endsWith(' s'))).toHaveLength(4);
  });

  it('tile codes NW and SW are tiles (Nut Woods, Sweet Swamp), never edges', () => {
    expect(tileByCode('NW')!.name).toBe('Nut Woods');
    expect(tileByCode('sw')!.name).toBe('Sweet Swamp');
    expect(findTile('sweet swamp')!.code).toBe('SW');
    expect(parseClearingId('SW4')).toEqual({ code: 'SW', number: 4 });
    expect(parseClearingId('nw5')).toEqual({ code: 'NW', number: 5 });
    expect(parseClearingId('NW1')).toBeUndefined(); // the Nut Woods has no clearing 1
    expect(parseClearingId('XX1')).toBeUndefined();
    expect(tilePathId('SW', { from: 1, to: 'NW', type: 'normal' })).toBe('SW1-NW');
    expect(tilePathId('BV', { from: 2, to: 5, type: 'normal' })).toBe('BV2-BV5');
  });
});

const root = fileURLToPath(new URL('../../../', import.meta.url));
const source = resolve(root, '../shared/data/tiles.json');

describe('scripts/derive-tiles.ts', () => {
  it.skipIf(!existsSync(source))('derives exactly the committed tile-data.ts from the shared facts', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tiles-')), 'tile-data.ts');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/derive-tiles.ts', source, out], { cwd: root, stdio: 'pipe' });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(resolve(root, 'src/engine/rulesets/magic-realm/map/tile-data.ts'), 'utf8'));
  });

  it.skipIf(!existsSync(source))('fails loudly on a path to a clearing the side does not have, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tiles-'));
    const data = JSON.parse(readFileSync(source, 'utf8'));
    data.tiles[0].sides.normal.paths.push({ from: 3, to: 'S', type: 'normal' }); // Awful Valley has no clearing 3
    data.tiles[1].sides.normal.clearings[0].type = 'lake';
    writeFileSync(join(dir, 'tiles.json'), JSON.stringify(data));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/derive-tiles.ts', join(dir, 'tiles.json'), join(dir, 'out.ts')], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('tile AV (Awful Valley) normal side: path 3–"S": 3 is neither a clearing of this side nor an edge');
    expect(run.stderr).toContain('clearing 1 has unknown type "lake"');
    expect(existsSync(join(dir, 'out.ts'))).toBe(false);
  });
});
