/**
 * LOOT (issue 13; core-tables.json `loot`): a SEARCH on the Loot table at a site the character has discovered in his
 * clearing. Two dice, the higher counts: he takes the Nth card or counter from the top of the site's pile on the
 * set-up card, nothing if it holds fewer. What he takes is his secret (treasure cards lie face down); the table sees
 * the roll and whether he took something. The preconditions of the table's sites:
 * - the Vault and the Crypt of the Knight must be opened first: with the Lost Keys or an active T FIGHT chit he opens
 *   them (and they stay open), else the GM resolves the LOOT;
 * - the Cairns cost one asterisk of fatigue to search, the Pool one for each treasure drawn (owed as chits he chooses).
 * Pure.
 */
import type { Piece } from '../board/state.js';
import { isSite } from '../board/access.js';
import { siteClearing } from '../tables/core-tables.js';
import type { Owed } from '../characters/effort.js';
import type { CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';

/** Sites whose pile is shut until opened (core-tables loot preconditions). */
export const SHUT_SITES: ReadonlySet<string> = new Set(['Vault', 'Crypt of the Knight']);

/**
 * Whether he can open a shut site (core-tables loot preconditions: "Lost Keys, or T strength"): he carries the Lost
 * Keys, or has an active FIGHT chit of Tremendous strength. Once opened, it stays open (SetUpBox.opened).
 */
export function canOpen(sheet: CharacterSheet | undefined, kit: CharacterKit | undefined): boolean {
  if (!sheet) return false;
  if (sheet.treasures.includes('Lost Keys')) return true;
  return kit?.chits.some((c, i) => c.kind === 'FIGHT' && c.strength === 'T' && sheet.chits[i] === 'active') === true;
}

/** What searching a site costs in fatigue: the Cairns to search, the Pool for each treasure drawn. */
export function lootFatigue(site: string, took: boolean): Owed | undefined {
  if (site === 'Cairns') return { kind: 'fatigue', count: 1, cause: 'searching the Cairns' };
  if (site === 'Pool' && took) return { kind: 'fatigue', count: 1, cause: 'a treasure drawn from the Pool' };
  return undefined;
}

/**
 * The discovered site in his clearing: a site chit of his tile that he discovered (Locate: `discovered`, by label —
 * seeing a chit, by a Peer's clues or face up, is not discovering it), standing in his clearing — the appearance
 * chart's clearing for a site of the core game, the chit's own clearing, or anywhere on the tile for a site the chart
 * does not place (Expansion One's). `named`: the one he named (`LT Enchanted Meadow`), where a clearing has two.
 */
export function siteHere(pieces: readonly Piece[], discovered: readonly string[], tile: string, clearing: number, named?: string): string | undefined {
  const chit = pieces.find((p) => p.kind === 'chit' && p.tile === tile && isSite(p.label) && discovered.includes(p.label) && (p.clearing ?? siteClearing(p.label) ?? clearing) === clearing && (!named || p.label === named));
  return chit?.label;
}

/** The item the Loot table's read takes from a pile (top first): the Nth, or nothing when it holds fewer. */
export const takeNth = (pile: readonly string[], n: number): { item: string; index: number } | undefined =>
  n >= 1 && n <= pile.length ? { item: pile[n - 1]!, index: n - 1 } : undefined;
