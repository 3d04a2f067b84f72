/**
 * The one hex grid of the program: the Magic Realm board (tiles) and the realm campaign's map (10-mile hexes)
 * both stand on it. Axial coordinates (q, r); a campaign map names its hexes by column letter and row number
 * (`C4`), in "odd-q" offset layout: flat-topped hexes, odd columns shifted down by half a hex.
 */
export interface Hex {
  q: number;
  r: number;
}

/** The six directions, in order around a hex starting at the top (flat-topped: N, NE, SE, S, SW, NW). */
export const DIRECTIONS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const addHex = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });

/** The neighbour in direction 0–5 (taken modulo 6). */
export function neighbour(h: Hex, direction: number): Hex {
  return addHex(h, DIRECTIONS[((direction % 6) + 6) % 6]!);
}

export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => addHex(h, d));
}

/** The direction from a hex to an adjacent one, or undefined when they are not adjacent. */
export function directionTo(from: Hex, to: Hex): number | undefined {
  const i = DIRECTIONS.findIndex((d) => d.q === to.q - from.q && d.r === to.r - from.r);
  return i < 0 ? undefined : i;
}

/** Steps between two hexes. */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Offset (column, row), both from 0, of a flat-topped odd-q map → axial. */
export function fromOffset(col: number, row: number): Hex {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

export function toOffset(h: Hex): { col: number; row: number } {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

/** Column letters as a player says them: A … Z, then AA, AB … */
export function columnLetters(col: number): string {
  let n = col + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** `C4` for column 2, row 3 (both from 0). */
export function hexName(h: Hex): string {
  const { col, row } = toOffset(h);
  return `${columnLetters(col)}${row + 1}`;
}

/** The hex a name like `C4` or `aa12` means, or undefined when it is not such a name. */
export function parseHexName(name: string): Hex | undefined {
  const m = name.trim().toUpperCase().match(/^([A-Z]{1,2})(\d{1,3})$/);
  if (!m) return undefined;
  const col = [...m[1]!].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0) - 1;
  const row = Number(m[2]) - 1;
  if (row < 0) return undefined;
  return fromOffset(col, row);
}

/** Pixel layout: the centre of a hex and the corners around it, flat-topped or pointy-topped. */
export interface Layout {
  size: number;
  orientation: 'flat' | 'pointy';
  origin: { x: number; y: number };
}

export function hexToPixel(h: Hex, layout: Layout): { x: number; y: number } {
  const s = layout.size;
  if (layout.orientation === 'flat') {
    return { x: layout.origin.x + s * 1.5 * h.q, y: layout.origin.y + s * Math.sqrt(3) * (h.r + h.q / 2) };
  }
  return { x: layout.origin.x + s * Math.sqrt(3) * (h.q + h.r / 2), y: layout.origin.y + s * 1.5 * h.r };
}

export function hexCorners(h: Hex, layout: Layout): { x: number; y: number }[] {
  const c = hexToPixel(h, layout);
  const start = layout.orientation === 'flat' ? 0 : 30;
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((start + 60 * i) * Math.PI) / 180;
    return { x: c.x + layout.size * Math.cos(a), y: c.y + layout.size * Math.sin(a) };
  });
}
