/**
 * Enchanting (MP-1; seed 001 l.7): "Spell Phases that are recorded during the day are used to enchant hex tiles
 * (turning them over) or Magic chits (converting them into color magic chits). Spell Phases cannot be used to cast
 * spells." One ENCHANT phase (`E`, or `SP` as the older logs write it) does one of the two:
 *
 * - `E MAGIC III2*`: that MAGIC chit of his (active, type I–V, not colour already) becomes a colour chit of its
 *   type's colour (colour.ts ENCHANTED_COLOUR; colour-chits.ts).
 * - `E TILE` (or `E TILE MAGIC IV3*`, naming the chit): the tile he stands in is turned over (map/board.ts
 *   enchantTile: normal to enchanted, or back).
 *
 * Readings (docs/rules.md, "Enchanting (MP-1)"), the 2nd edition's procedure as RealmSpeak carries it out (its
 * ActionRow's enchant activity; the seeds say no more than the lines above):
 * - A chit needs no colour present: the colour is its own type's.
 * - The tile needs an active MAGIC chit of type I–V (the ritual: not colour, and it does not fatigue) and colour
 *   magic of that chit's colour present for him in his clearing (colour.ts: the day, his clearing if enchanted, an
 *   item there), else one of his own colour chits of that colour, which he plays: it reverts and fatigues (MP-11).
 *   A free source is used before one of his colour chits.
 * Pure: the caller passes his kit, his sheet as the turn has left it and the colour magic around him.
 */
import { RuleError } from '../../../core/types.js';
import { characterWords, chitLabel, type CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { chitToEnchant, enchantableChits, enchantableLabels } from './colour-chits.js';
import { colourSources, coloursPresent, enchantableColour, type ColourSource, type MagicMoment } from './colour.js';

/** What an ENCHANT phase names: a MAGIC chit of his (as printed), or the tile he stands in (with the ritual's chit, if he names one). */
export type EnchantTarget = { kind: 'chit'; chit: string } | { kind: 'tile'; with?: string };

/** The word for the tile: `E TILE`. */
export const TILE_WORD = 'TILE';

/** The syntax, for a hint: `E <MAGIC chit> | TILE [<MAGIC chit>]`. */
export const ENCHANT_SYNTAX = `<MAGIC chit>|${TILE_WORD} [<MAGIC chit>]`;

/** A fixed example of each kind (the public syntax help; a player's own examples are drawn from his card). */
export const ENCHANT_EXAMPLE = 'E MAGIC III2*';

const label = (words: readonly string[]) => words.join(' ').trim().toUpperCase().replace(/\s+/g, ' ');

/** The words after `E` as a target, or undefined when there are none. */
export function readEnchant(words: readonly string[]): EnchantTarget | undefined {
  if (words.length === 0) return undefined;
  if (words[0]!.toUpperCase() === TILE_WORD) return words.length > 1 ? { kind: 'tile', with: label(words.slice(1)) } : { kind: 'tile' };
  return { kind: 'chit', chit: label(words) };
}

/** The target as the orders keep it (`MAGIC III2*`, `TILE`, `TILE MAGIC IV3*`). */
export const enchantText = (t: EnchantTarget): string => (t.kind === 'chit' ? t.chit : t.with ? `${TILE_WORD} ${t.with}` : TILE_WORD);

/** The target as the table sees it once revealed: which chit is his secret (`MAGIC`); the tile is public. */
export const publicEnchantText = (t: EnchantTarget): string => (t.kind === 'chit' ? 'MAGIC' : TILE_WORD);

/** A tile turned over by a ritual and a colour (MP-1). */
export interface TileEnchantment {
  /** The ritual: the MAGIC chit (its place in his kit) whose type's colour the enchantment uses; it does not fatigue. */
  ritual: number;
  /** The colour magic used: a free source (day, clearing, item) or one of his colour chits. */
  source: ColourSource;
  /** The colour chit he played (its place in his kit), which reverts and fatigues. */
  played?: number;
}

/**
 * MP-1: how he turns over the tile he stands in — the ritual chit and the colour — or the RuleError that says why he
 * cannot and how he could. `withChit`: the ritual he named (`E TILE MAGIC IV3*`).
 */
export function tileEnchantment(kit: CharacterKit, sheet: Pick<CharacterSheet, 'chits' | 'colourChits'>, moment: Omit<MagicMoment, 'colourChits' | 'chitStates'>, withChit?: string): TileEnchantment {
  const w = characterWords(kit.name);
  const where = moment.clearing ? ` in ${moment.clearing}` : '';
  if (!moment.clearing) throw new RuleError(`the ${kit.name} is not on the board, so there is no tile to enchant`, 'enchant a MAGIC chit instead, e.g. "E MAGIC III2*", or record it once on the board');
  // The ritual: the chit he named (judged as a chit to enchant is: active, type I–V, not colour), else any of his.
  const rituals = withChit ? [chitToEnchant(kit, sheet, withChit)] : enchantableChits(kit, sheet);
  if (rituals.length === 0) throw new RuleError(`the ${kit.name} has no active MAGIC chit of type I–V: a tile is enchanted with one, and colour magic of its colour`, 'record another phase');
  const free = colourSources({ ...moment, colourChits: [] });
  const chits = (sheet.colourChits ?? []).filter((c) => sheet.chits[c.chit] === 'active');
  // A free source first (nothing fatigues), then one of his colour chits (it fatigues): RealmSpeak offers both, the
  // free one needing nothing more.
  for (const ritual of rituals) {
    const source = free.find((s) => s.colour === enchantableColour(kit.chits[ritual]!));
    if (source) return { ritual, source };
  }
  // (A ritual is never a colour chit itself: enchantableChits and chitToEnchant leave those out.)
  for (const ritual of rituals) {
    const chit = chits.find((c) => c.colour === enchantableColour(kit.chits[ritual]!));
    if (chit) return { ritual, source: { kind: 'chit', colour: chit.colour, chit: chit.chit }, played: chit.chit };
  }
  const present = coloursPresent({ ...moment, colourChits: chits, chitStates: sheet.chits });
  const needs = [...new Set(rituals.map((r) => `${enchantableColour(kit.chits[r]!)} for ${chitLabel(kit.chits[r]!)}`))].join(', ');
  throw new RuleError(
    `to enchant ${w.possessive} tile the ${kit.name} needs colour magic of ${withChit ? 'that' : 'a'} ritual chit's colour (${needs}); present for ${w.object}${where}: ${present.join(', ') || 'none'}`,
    `enchant the tile on a day or in a clearing with that colour, or first enchant another MAGIC chit of that type into a colour chit (e.g. "E ${chitLabel(kit.chits[rituals[0]!]!)}")`,
  );
}

/** The refusal of an ENCHANT phase's chit or tile, or undefined when it may be done (for the examples a hint offers). */
export function enchantRefusal(kit: CharacterKit, sheet: Pick<CharacterSheet, 'chits' | 'colourChits'>, target: EnchantTarget, moment: Omit<MagicMoment, 'colourChits' | 'chitStates'>): RuleError | undefined {
  try {
    if (target.kind === 'chit') chitToEnchant(kit, sheet, target.chit);
    else tileEnchantment(kit, sheet, moment, target.with);
    return undefined;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

/** The ENCHANT phases a hint may offer him, as typed: each chit he may enchant, then his tile. */
export const enchantCandidates = (kit: CharacterKit, sheet: Pick<CharacterSheet, 'chits' | 'colourChits'>): string[] => [...enchantableLabels(kit, sheet).map((l) => `E ${l}`), `E ${TILE_WORD}`];

