/**
 * The colours of every picture, in one place so the map, its legend and the sheets agree. Terrain colours are
 * soft and light so marks, borders and labels in strong colours stand out over them.
 */
import type { MagicColour } from '../../engine/rulesets/magic-realm/magic/view-types.js';

/** The colours of magic, on the board and on the calendar card: the fill, the ink written on it, and its name. */
export const MAGIC_PALETTE: Record<MagicColour, { fill: string; ink: string; label: string }> = {
  white: { fill: '#ffffff', ink: '#1f1a14', label: 'White magic' },
  grey: { fill: '#8f8f8f', ink: '#ffffff', label: 'Grey magic' },
  gold: { fill: '#e8b41c', ink: '#1f1a14', label: 'Gold magic' },
  purple: { fill: '#9b3fe0', ink: '#ffffff', label: 'Purple magic' },
  black: { fill: '#111111', ink: '#ffffff', label: 'Black magic' },
};

export const INK = {
  text: '#1f1a14',
  muted: '#7a7166',
  faint: '#a59d92',
  halo: '#fffdf6',
  grid: 'rgba(40, 32, 20, 0.28)',
  background: '#f7f3ea',
  frame: '#3b3024',
  alert: '#b3261e',
  alertFill: '#f8d7d3',
  road: '#7a4a1e',
  roadCasing: 'rgba(255, 244, 220, 0.85)',
  river: '#2f74c0',
  riverCasing: 'rgba(235, 245, 255, 0.8)',
  base: '#2b2620',
  baseFill: '#fffaf0',
  crown: '#d4a017',
  guard: '#3a3f8f',
} as const;

/** The paper of the control sheets. */
export const PARCHMENT = {
  paper: '#f3e7c9',
  paperEdge: '#e2cd9c',
  box: 'rgba(255, 250, 235, 0.55)',
  rule: '#8b6d45',
  heading: '#5a3d1e',
  headingFill: '#e6d2a4',
  speck: 'rgba(120, 90, 40, 0.06)',
} as const;

/** How a texture symbol is drawn inside a hex (terrain.ts). */
export type TerrainPattern = 'grass' | 'trees' | 'hills' | 'reeds' | 'shore' | 'dunes' | 'waves' | 'none';

export interface TerrainStyle {
  fill: string;
  /** The colour of the texture symbols: a darker tone of the fill, so the texture reads under a realm tint. */
  ink: string;
  pattern: TerrainPattern;
}

/** Terrain by name; the MtG RPG campaign map's seven, and any later board adds its own names here. */
export const TERRAIN_STYLES: Record<string, TerrainStyle> = {
  plains: { fill: '#dfe8b0', ink: '#8fa34f', pattern: 'grass' },
  forest: { fill: '#9cc58a', ink: '#2f6130', pattern: 'trees' },
  hills: { fill: '#d8c29a', ink: '#7d6038', pattern: 'hills' },
  swamp: { fill: '#a9bfa6', ink: '#4b6a55', pattern: 'reeds' },
  coastal: { fill: '#d3e6cf', ink: '#3f86a8', pattern: 'shore' },
  desert: { fill: '#f1e2a8', ink: '#b88a3a', pattern: 'dunes' },
  sea: { fill: '#9fcbe8', ink: '#4f8dc0', pattern: 'waves' },
};

const UNKNOWN_TERRAIN: TerrainStyle = { fill: '#e4e0d8', ink: '#8a847a', pattern: 'none' };

export function terrainStyle(terrain: string): TerrainStyle {
  return TERRAIN_STYLES[terrain] ?? UNKNOWN_TERRAIN;
}

/**
 * Realm (or player) colours by a stable index: strong hues that differ from each other and from the terrain
 * greens and browns. Past the list the colours repeat.
 */
export const REALM_COLOURS = ['#d62828', '#1f4fd1', '#8e2bc9', '#e07b00', '#c2185b', '#00838f', '#6d4c41', '#37474f'] as const;

export function realmColour(index: number): string {
  const n = REALM_COLOURS.length;
  return REALM_COLOURS[((Math.floor(index) % n) + n) % n]!;
}

/** A colour with an alpha, from `#rrggbb`. */
export function withAlpha(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** A `#rrggbb` colour mixed toward black (amount < 0) or white (amount > 0), −1 … 1. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * t);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Two `#rrggbb` colours mixed: `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseInt(a.slice(1), 16);
  const y = parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(((x >> shift) & 255) + (((y >> shift) & 255) - ((x >> shift) & 255)) * t);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}
