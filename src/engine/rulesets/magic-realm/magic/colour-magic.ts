/**
 * Colour magic (MP-2, SW-2): the five colours, what an enchanted clearing supplies, and the colours a 7th-day
 * entry of the TABLE OF SEASONS names. Casting reads these; the pictures only show them.
 */
import type { ClearingDef, TileSide } from '../map/tiles.js';

/** The colours of magic, in the game's order. */
export const MAGIC_COLOURS = ['white', 'grey', 'gold', 'purple', 'black'] as const;
export type MagicColour = (typeof MAGIC_COLOURS)[number];

/**
 * The colour magic a clearing supplies: none on a tile's normal side; on its enchanted side the colours printed
 * in the clearing (one for most, several for the Crag's and the Borderland's). In the game's order.
 */
export function clearingColourMagic(clearing: Pick<ClearingDef, 'magic'>, side: TileSide): MagicColour[] {
  if (side !== 'enchanted' || !clearing.magic) return [];
  return MAGIC_COLOURS.filter((c) => clearing.magic!.includes(c));
}

/**
 * The colours a 7th-day entry of the seasons table names, in the game's order: `GREY` → grey; `All colors` → all
 * five; `All colors except WHITE` → the four others. An entry that names no colour gives none.
 */
export function coloursNamedIn(text: string | undefined): MagicColour[] {
  const t = (text ?? '').toLowerCase().replace(/gray/g, 'grey');
  if (/\ball\b/.test(t)) {
    const except = t.split(/\b(?:except|but|not)\b/).slice(1).join(' ');
    return MAGIC_COLOURS.filter((c) => !except.includes(c));
  }
  return MAGIC_COLOURS.filter((c) => t.includes(c));
}
