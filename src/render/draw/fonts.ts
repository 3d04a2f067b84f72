import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The one typeface of every picture: Noto Sans from the @fontsource/noto-sans npm package, registered under a
 * family name of our own. No system font is ever asked for, so a picture renders the same on a developer's
 * machine, in CI and in Docker (a font the system lacks would silently fall back to another one and change
 * every glyph). Skia reads the WOFF2 files directly.
 */
export const FONT_FAMILY = 'Realm Sans';

/**
 * Unicode subsets registered under the one family: Skia takes each glyph from the first file of the family that
 * has it, so realm and ruler names with accents, Greek or Cyrillic letters still come from Noto Sans.
 */
const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
const WEIGHTS = [400, 700] as const;

let registered = false;

/** Registers the font files once per process; every drawing calls it before it sets a font. */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff2`);
      if (!GlobalFonts.registerFromPath(file, FONT_FAMILY)) throw new Error(`could not register the font file ${file}`);
    }
  }
  registered = true;
}

export type FontWeight = 'normal' | 'bold';

/** The CSS font string of the family at a size in pixels. */
export function cssFont(size: number, weight: FontWeight = 'normal'): string {
  return `${weight === 'bold' ? 'bold ' : ''}${Math.round(size * 10) / 10}px "${FONT_FAMILY}"`;
}
