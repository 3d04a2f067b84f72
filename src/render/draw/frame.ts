/**
 * The frames of the pictures, shared so they look like one set. Maps (the Magic Realm board, its close-up, the
 * campaign map) keep a narrow margin and a legend to the right, and stay within a side Discord shows whole; cards
 * (the calendar, the realm control sheet) are 1000 px wide on parchment with a wider margin.
 */
export const MAP_FRAME = {
  margin: 16,
  /** Between the map and its legend. */
  legendGap: 18,
  /** Pictures stay within this many pixels a side (Discord shows them whole; the 40 × 40 maximum campaign map fits). */
  maxSide: 2400,
} as const;

export const CARD_FRAME = {
  width: 1000,
  margin: 34,
  /** Between boxes and columns. */
  gap: 18,
} as const;
