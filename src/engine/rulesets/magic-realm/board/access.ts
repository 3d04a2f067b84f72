/**
 * Reading the board in a game's state, for every part: the board itself (an empty one before the GM lays it), and
 * what a search finds where a character stands (issue 13): the hidden paths and secret passages of his clearing,
 * and the face-down chits of his tile — which of them are sites, found by Locate's "discover chits": the treasure
 * locations, Expansion One's generators, its minor treasure locations (10.1/2) and its gates, "located like
 * treasure sites" (X1-5). Read from the board only; the Peer and Locate tables say which of these a roll turns up.
 */
import type { GameState } from '../../../core/state.js';
import { TREASURES } from '../belongings/belongings.js';
import { parseClearingId } from '../map/board.js';
import { boardGraph, needsDiscovery } from '../map/graph.js';
import { MAJOR_CHITS, MINOR_CHITS } from './chits.js';
import { emptyBoard, type BoardState } from './state.js';

/** The board (an empty one before the GM lays it). */
export const boardOf = (state: GameState): BoardState => state.board ?? emptyBoard();

/** 10.1: "five minor treasure locations … Runestone, Box, Bag, Stump, and Pouch". */
const MINOR_SITES = MINOR_CHITS.slice(0, 5);
/** The site cards found in a pile, which then lie in their clearing as sites (play/site-cards.ts). */
const SITE_CARD_NAMES = TREASURES.filter((t) => t.kind === 'site').map((t) => t.name);
const SITES = new Set<string>([...MAJOR_CHITS.treasureLocations, ...MAJOR_CHITS.generators, ...MAJOR_CHITS.gates, ...MINOR_SITES, ...SITE_CARD_NAMES]);

/** Whether a chit is a site (found by Locate), by its label. */
export const isSite = (label: string): boolean => SITES.has(label);

/** A site by name as a player writes it (`crypt of the knight`), as the game prints it; undefined for no site. */
export const siteNamed = (text: string): string | undefined => [...SITES].find((s) => s.toLowerCase() === text.trim().toLowerCase().replace(/\s+/g, ' '));

/** The ground a search of this clearing covers, on the game's board. */
/** What a search can find where he stands (play/turn.ts carryOut asks the board). */
export interface SearchGround {
  /** The hidden paths (type `hidden`) and the secret passages (type `secret`) of his clearing, by tile path id. */
  paths: { id: string; type: 'hidden' | 'secret' }[];
  /** The chits of his tile, which of them are sites, and which still lie face down (clues show only those). */
  chits: { label: string; site: boolean; faceDown?: boolean }[];
}

export function searchGround(state: GameState, clearing: string): SearchGround {
  const board = boardOf(state);
  const connections = boardGraph(board.tiles).byClearing.get(clearing) ?? [];
  const paths = connections.flatMap((c) => c.parts).filter((p) => needsDiscovery(p.type)).map((p) => ({ id: p.id, type: p.type as 'hidden' | 'secret' }));
  const tile = parseClearingId(clearing)?.code;
  const chits = board.pieces.filter((p) => p.kind === 'chit' && p.tile === tile).map((p) => ({ label: p.label, site: isSite(p.label), faceDown: p.seenBy !== 'all' }));
  return { paths: [...new Map(paths.map((p) => [p.id, p])).values()], chits };
}
