import { describe, expect, it } from 'vitest';
import { columnLetters, directionTo, distance, fromOffset, hexCorners, hexName, hexToPixel, neighbour, neighbours, parseHexName, toOffset } from '../../src/engine/hex/grid.js';

describe('the hex grid', () => {
  it('names hexes by column letter and row number, both ways', () => {
    expect(hexName(fromOffset(2, 3))).toBe('C4');
    expect(hexName(fromOffset(0, 0))).toBe('A1');
    expect(columnLetters(25)).toBe('Z');
    expect(columnLetters(26)).toBe('AA');
    for (const name of ['A1', 'C4', 'D7', 'Z10', 'AA3', 'AB12']) expect(hexName(parseHexName(name)!)).toBe(name);
    expect(parseHexName('c4')).toEqual(parseHexName('C4'));
    expect(parseHexName('4C')).toBeUndefined();
    expect(parseHexName('C0')).toBeUndefined();
  });

  it('offset and axial coordinates convert both ways', () => {
    for (let col = 0; col < 8; col++) for (let row = 0; row < 8; row++) expect(toOffset(fromOffset(col, row))).toEqual({ col, row });
  });

  it('each hex has six neighbours at distance 1, and the directions are opposite in pairs', () => {
    const c = parseHexName('C4')!;
    const around = neighbours(c);
    expect(around).toHaveLength(6);
    for (const [i, n] of around.entries()) {
      expect(distance(c, n)).toBe(1);
      expect(directionTo(c, n)).toBe(i);
      expect(directionTo(n, c)).toBe((i + 3) % 6);
    }
    // odd-q: column C (even, from 0) — its neighbours by name
    expect(around.map(hexName).sort()).toEqual(['B3', 'B4', 'C3', 'C5', 'D3', 'D4'].sort());
    expect(hexName(neighbour(parseHexName('B2')!, 2))).toBe('C3');
  });

  it('measures distances in steps', () => {
    expect(distance(parseHexName('A1')!, parseHexName('A5')!)).toBe(4);
    expect(distance(parseHexName('A1')!, parseHexName('E1')!)).toBe(4);
    expect(distance(parseHexName('C4')!, parseHexName('C4')!)).toBe(0);
  });

  it('lays hexes out in pixels with corners one size from the centre', () => {
    const layout = { size: 10, orientation: 'flat' as const, origin: { x: 0, y: 0 } };
    expect(hexToPixel({ q: 0, r: 0 }, layout)).toEqual({ x: 0, y: 0 });
    expect(hexToPixel({ q: 2, r: 0 }, layout).x).toBe(30);
    const corners = hexCorners({ q: 1, r: 1 }, layout);
    const c = hexToPixel({ q: 1, r: 1 }, layout);
    for (const p of corners) expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(10);
    // Neighbours' centres are √3 × size apart.
    const a = hexToPixel(parseHexName('C4')!, layout);
    const b = hexToPixel(parseHexName('C5')!, layout);
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(10 * Math.sqrt(3));
  });
});
