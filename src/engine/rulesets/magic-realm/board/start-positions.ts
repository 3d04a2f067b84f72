/**
 * Where each character begins the game: at one of his start locations (the reference data's, e.g. the Wizard at the
 * Inn, the House or the Guard), as a dwelling piece on the board shows it. The start a player told the GM in his
 * set-up secret (BI-4) is taken when that dwelling is on the board; else the first of his start locations that is
 * (the Inn first, as every character may start there). A character whose start is not on the board is left to the GM.
 */
import { findCharacter } from '../characters/characters.js';
import { clearingId, type ClearingId } from '../map/board.js';
import type { Piece } from './state.js';

export interface StartPlayer {
  readonly userId: string;
  readonly character: string;
  /** The start told the GM (BI-4), if any. */
  readonly told?: string;
}

export interface StartPositions {
  /** Characters placed: the clearing and the dwelling. */
  readonly placed: { userId: string; character: string; clearing: ClearingId; tile: string; number: number; dwelling: string }[];
  /** Characters none of whose start locations is on the board. */
  readonly missing: { userId: string; character: string; starts: readonly string[] }[];
}

/** The dwelling pieces on the board by name (`inn` → its clearing), as the table sees them. */
function dwellings(pieces: readonly Piece[]): Map<string, Piece> {
  const out = new Map<string, Piece>();
  for (const p of pieces) if (p.kind === 'dwelling' && p.clearing !== undefined && p.seenBy === 'all') out.set(p.label.trim().toLowerCase(), p);
  return out;
}

/** Each player without a character piece: where he starts, or that his start is not on the board. */
export function startPositions(pieces: readonly Piece[], players: readonly StartPlayer[], expansionOne: boolean): StartPositions {
  const onBoard = dwellings(pieces);
  const placed: StartPositions['placed'][number][] = [];
  const missing: StartPositions['missing'][number][] = [];
  for (const p of players) {
    if (pieces.some((x) => x.kind === 'character' && x.owner === p.userId)) continue;
    const starts = findCharacter(p.character, expansionOne)?.starts ?? ['Inn'];
    const order = [...(p.told && starts.includes(p.told) ? [p.told] : []), ...starts];
    const at = order.map((s) => ({ s, piece: onBoard.get(s.toLowerCase()) })).find((x) => x.piece);
    if (!at) {
      missing.push({ userId: p.userId, character: p.character, starts });
      continue;
    }
    placed.push({ userId: p.userId, character: p.character, clearing: clearingId(at.piece!.tile, at.piece!.clearing!), tile: at.piece!.tile, number: at.piece!.clearing!, dwelling: at.piece!.label });
  }
  return { placed, missing };
}

