import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The one typeface of every picture: Noto Sans from the @fontsource/noto-sans npm package (WOFF2 files, which
 * Skia reads directly), registered under family names of our own. No system font is asked for, so a picture
 * renders the same on a developer's machine, in CI and in Docker: a font name the system happens to have would
 * silently change every glyph where it is missing.
 */
export const FONT_FAMILY = 'Realm Sans';

/**
 * Fontsource splits the font into Unicode subsets. Each is registered as its own family and the CSS font names
 * them in order, so a realm or ruler name with Polish, Greek or Cyrillic letters still takes every glyph from
 * Noto Sans (Skia does not look for a missing glyph in a second file of the same family). A character in none
 * of them (CJK, emoji) would come from an installed font.
 */
const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
const WEIGHTS = [400, 700] as const;

const familyOf = (subset: (typeof SUBSETS)[number]) => (subset === 'latin' ? FONT_FAMILY : `${FONT_FAMILY} ${subset}`);
const FONT_STACK = SUBSETS.map((s) => `"${familyOf(s)}"`).join(', ');

let registered = false;

/** Registers the font files once per process; every drawing calls it before it sets a font. */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff2`);
      if (!GlobalFonts.registerFromPath(file, familyOf(subset))) throw new Error(`could not register the font file ${file}`);
    }
  }
  registered = true;
}

export type FontWeight = 'normal' | 'bold';

/** The CSS font string of the family at a size in pixels. */
export function cssFont(size: number, weight: FontWeight = 'normal'): string {
  return `${weight === 'bold' ? 'bold ' : ''}${Math.round(size * 10) / 10}px ${FONT_STACK}`;
}
