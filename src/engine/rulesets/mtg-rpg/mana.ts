import { RuleError } from '../../core/types.js';

export const COLOURS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Colour = (typeof COLOURS)[number];

/**
 * The mana value of a casting cost written `{2}{R}{R}` or `2RR`: generic numbers count their value, each
 * coloured, hybrid ({W/U}) or Phyrexian ({R/P}) symbol 1, a two-generic hybrid ({2/W}) 2, and each X 1 (the
 * RPG's reading, RPG-R37). An empty cost is 0.
 */
export function manaValue(cost: string): number {
  const text = cost.trim().toUpperCase();
  if (text === '') return 0;
  const symbols = text.includes('{') ? [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!) : (text.match(/\d+|[WUBRGCXSP]/g) ?? []);
  const leftover = text.includes('{') ? text.replace(/\{[^}]*\}/g, '') : text.replace(/\d+|[WUBRGCXSP]/g, '');
  if (leftover.trim() !== '' || symbols.length === 0) throw new RuleError(`"${cost}" is not a casting cost I can read`, 'write it like {2}{R}{R} or 2RR; X counts 1');
  return symbols.reduce((sum, s) => sum + symbolValue(s, cost), 0);
}

function symbolValue(symbol: string, cost: string): number {
  if (/^\d+$/.test(symbol)) return Number(symbol);
  if (/^[WUBRGCSX]$/.test(symbol)) return 1;
  const hybrid = symbol.match(/^([WUBRG2C])\/([WUBRGP])$/);
  if (hybrid) return hybrid[1] === '2' ? 2 : 1;
  throw new RuleError(`"{${symbol}}" in "${cost}" is not a mana symbol I know`, 'use numbers, W U B R G C, X, hybrids like {W/U} or {2/W}');
}

/** The colours a cost names. */
export function colours(cost: string): Colour[] {
  const found = new Set(cost.toUpperCase().match(/[WUBRG]/g) ?? []);
  return COLOURS.filter((c) => found.has(c));
}
