/**
 * Suggestions for the options that name something of a Magic Realm board (issue 12): clearings, tiles, places to put
 * a tile, pieces, hidden paths, start locations. Each is computed from what the user may see — his board view (his
 * discoveries, the pieces he sees), the GM's for a GM — so a suggestion never tells more than the command would.
 */
import { findPlayer, type GameState } from '../engine/core/state.js';
import { boardGraph, boardReplyViewFor, clearingOf, clearingOn, findTile, fitsOn, stepsFrom } from '../engine/rulesets/magic-realm/board/view.js';
import type { Board, BoardReplyView, ClearingId } from '../engine/rulesets/magic-realm/board/view-types.js';
import { findCharacter, suggest } from '../engine/rulesets/magic-realm/characters/view.js';
import { realmViewFor } from '../engine/rulesets/magic-realm/play/view.js';
import { currentGame, viewOf } from './game-context.js';
import type { AutocompleteContext, Choice } from './types.js';

const CAP = 25;
const named = (names: readonly string[]): Choice[] => names.slice(0, CAP).map((n) => ({ name: n, value: n }));

/** The names that match what is typed, as autocomplete choices (each its own value). */
export const suggestNames = (names: readonly string[], typed: string): Choice[] => named(suggest(names, typed));
/** What a user types for a clearing or a tile, as the ids are written: `bv 5` → `BV5`. */
const normalised = (typed: string): string => typed.toUpperCase().replace(/\s+/g, '');

/**
 * The board's clearings whose id starts with what is typed: those reachable from `origin` by the paths this view may
 * use first, nearest first (breadth first, as /board route counts), then the others in order.
 */
export function clearingSuggestions(view: Pick<BoardReplyView, 'tiles' | 'known'>, typed: string, origin?: ClearingId): Choice[] {
  const board: Board = view.tiles;
  const all = [...boardGraph(board).clearings.keys()].sort();
  const near: ClearingId[] = [];
  if (origin && clearingOf(board, origin)) {
    const seen = new Set([origin]);
    for (let frontier = [origin]; frontier.length; ) {
      near.push(...frontier);
      frontier = frontier.flatMap((c) => stepsFrom(board, c, view.known).map((s) => s.clearing)).filter((c) => !seen.has(c) && (seen.add(c), true));
    }
  }
  const order = [...near, ...all.filter((c) => !near.includes(c))];
  const want = normalised(typed);
  return order
    .filter((c) => c.startsWith(want))
    .slice(0, CAP)
    .map((c) => clearingChoice(board, c));
}

/** A clearing as a suggestion shows it: `BV2 (Bad Valley, normal)`. */
function clearingChoice(board: Board, id: ClearingId): Choice & { value: string } {
  const clearing = clearingOf(board, id)!;
  return { name: `${id} (${findTile(clearing.code)?.name ?? clearing.code}, ${clearing.type})`, value: id };
}

/** The user's board view, and his character's clearing when it stands in one. */
async function boardOfUser(ctx: AutocompleteContext): Promise<{ game: GameState; view: BoardReplyView; where?: ClearingId } | undefined> {
  const game = await currentGame(ctx);
  if (game.ruleset !== 'magic-realm') return undefined;
  const userId = ctx.invocation.user.id;
  const view = boardReplyViewFor(game, { userId });
  const where = realmViewFor(game, { userId }).characters.find((c) => c.userId === userId)?.where;
  return { game, view, ...(where ? { where } : {}) };
}

/** `/board route from:` — his own clearing first, then the clearings nearest to it. */
export async function suggestRouteFrom(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const b = await boardOfUser(ctx);
  return b ? clearingSuggestions(b.view, typed, b.where) : [];
}

/** `/board route to:` — the clearings nearest to the `from:` already given (or to his own), by the paths he knows. */
export async function suggestRouteTo(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const b = await boardOfUser(ctx);
  if (!b) return [];
  const from = clearingOn(b.view, String(ctx.invocation.options.from ?? ''));
  return clearingSuggestions(b.view, typed, from ?? b.where);
}

/** `/board piece at:` — the tiles on the board and their clearings. */
export async function suggestPlaces(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const b = await boardOfUser(ctx);
  if (!b) return [];
  const want = normalised(typed);
  const tiles: (Choice & { value: string })[] = b.view.tiles.map((t) => ({ name: `${t.code} (${t.name}, off its clearings)`, value: t.code }));
  const clearings = [...boardGraph(b.view.tiles).clearings.keys()].map((c) => clearingChoice(b.view.tiles, c));
  // Sorted by id, each tile comes just before its clearings: `BV`, `BV1`, `BV2` …
  return [...tiles, ...clearings].filter((c) => c.value.startsWith(want)).sort((x, y) => x.value.localeCompare(y.value)).slice(0, CAP);
}

/**
 * `/board piece label:` and `/board remove label:` — the pieces the user sees (`withCharacters`: and the characters
 * of the game not on the board yet, for a first placing).
 */
export function suggestPieces(withCharacters: boolean) {
  return async (typed: string, ctx: AutocompleteContext): Promise<Choice[]> => {
    const b = await boardOfUser(ctx);
    if (!b) return [];
    const labels = [...new Set(b.view.pieces.map((p) => p.label))];
    const missing = withCharacters ? b.game.players.map((p) => p.character).filter((c) => !labels.includes(c)) : [];
    return suggestNames([...labels, ...missing], typed);
  };
}

/**
 * `/board discover path:` — the GM's only: the hidden paths and secret passages of the board that the named player's
 * character has not discovered yet. Anyone else gets nothing: the list would show where the hidden paths are.
 */
export async function suggestHiddenPaths(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const b = await boardOfUser(ctx);
  if (!b || !viewOf(b.game, ctx).viewer.isGm) return [];
  const player = String(ctx.invocation.options.player ?? '').replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '');
  const his = new Set(player && findPlayer(b.game, player) ? boardReplyViewFor(b.game, { userId: player }).known : []);
  const want = normalised(typed);
  return b.view.known
    .filter((id) => !his.has(id) && id.toUpperCase().startsWith(want))
    .sort()
    .slice(0, CAP)
    .map((id) => ({ name: `${id} (${findTile(id.match(/^[A-Z]+/i)?.[0] ?? '')?.name ?? 'on the board'})`, value: id }));
}

/** `/board place at:` — where the tile named in `tile:` may go now, each with its rotations (fits.ts). */
export async function suggestTilePlaces(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const b = await boardOfUser(ctx);
  const tile = findTile(String(ctx.invocation.options.tile ?? ''));
  if (!b || !tile) return [];
  const rotations = new Map<string, number[]>();
  for (const fit of fitsOn(b.view, tile.code)) {
    const m = fit.match(/^at:"?([^"]+)"? rotation:(\d)$/);
    if (m) rotations.set(m[1]!, [...(rotations.get(m[1]!) ?? []), Number(m[2])]);
  }
  const want = typed.trim().toUpperCase();
  return [...rotations]
    .filter(([at]) => at.toUpperCase().startsWith(want))
    .slice(0, CAP)
    .map(([at, r]) => ({ name: `${at} (rotation ${r.length > 1 ? `${r.slice(0, -1).join(', ')} or ${r.at(-1)}` : r[0]})`, value: at }));
}

/** `/setup tell start:` — the start locations of the user's character (BI-4). */
export async function suggestStarts(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const game = await currentGame(ctx);
  const player = findPlayer(game, ctx.invocation.user.id);
  const character = player && game.ruleset === 'magic-realm' ? findCharacter(player.character, game.options['expansion-one'] === true) : undefined;
  return character ? suggestNames(character.starts, typed) : [];
}
