import type { BoardView, BoardViewPiece } from '../engine/rulesets/magic-realm/board/view-types.js';

/** A place on the board shows this many chips of the pieces everyone in the picture sees; past it the last says "+n more". */
export const MAX_CHIPS = 6;
/** And this many of the hidden ones (the viewer's own, or the GM's). */
export const MAX_HIDDEN_CHIPS = 3;

/** A place whose pieces the board's picture cannot all name. */
export interface Crowd {
  tile: string;
  /** Its name, as the picture writes it (`Bad Valley`). */
  tileName: string;
  /** Absent: on the tile outside its clearings. */
  clearing?: number;
  /** Every piece there this view shows, in the picture's order (the seen ones first, then the hidden). */
  pieces: BoardViewPiece[];
}

/** Whether a place's pieces overflow its chips (the same test the picture's "+n more" chip makes). */
export function overflows(pieces: readonly BoardViewPiece[]): boolean {
  const hidden = pieces.filter((p) => p.hidden).length;
  return pieces.length - hidden > MAX_CHIPS || hidden > MAX_HIDDEN_CHIPS;
}

/**
 * The places of a board's view whose pieces the picture shortens to "+n more", with every piece there (issue 27: at
 * Discord's 450 px nobody could see who is at the Inn). Only what the view holds: a public view names no hidden piece.
 */
export function crowdedPlaces(view: BoardView): Crowd[] {
  const places = new Map<string, BoardViewPiece[]>();
  for (const p of view.pieces) {
    const key = `${p.tile} ${p.clearing ?? ''}`;
    places.set(key, [...(places.get(key) ?? []), p]);
  }
  const out: Crowd[] = [];
  for (const pieces of places.values()) {
    if (!overflows(pieces)) continue;
    const { tile, clearing } = pieces[0]!;
    const ordered = [...pieces.filter((p) => !p.hidden), ...pieces.filter((p) => p.hidden)];
    out.push({ tile, tileName: view.tiles.find((t) => t.code === tile)?.name ?? tile, ...(clearing !== undefined ? { clearing } : {}), pieces: ordered });
  }
  return out;
}

/** The crowded places as lines of text: "**Bad Valley 5** (BV5): Amazon, Inn, Giant, … — Berserker (hidden)". */
export function crowdLines(view: BoardView): string[] {
  return crowdedPlaces(view).map((c) => {
    const where = c.clearing !== undefined ? `**${c.tileName} ${c.clearing}** (${c.tile}${c.clearing})` : `**${c.tileName}**, off the clearings (${c.tile})`;
    return `${where}: ${c.pieces.map((p) => `${p.label}${p.hidden ? ' (hidden)' : ''}`).join(', ')}`;
  });
}
