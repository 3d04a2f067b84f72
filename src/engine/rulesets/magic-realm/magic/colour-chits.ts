/**
 * A character's colour chits on his card (MP-1, MP-2, MP-11): a MAGIC chit of type I–V enchanted in an ENCHANT phase
 * becomes colour magic of its type's colour (colour.ts ENCHANTED_COLOUR), kept on his card (`CharacterSheet.colourChits`)
 * until he plays it; played, it "reverts back to an ordinary magic chit and fatigues" (seed 001 l.27). Pure: sheets
 * in, sheets out.
 *
 * Readings (docs/rules.md, "Enchanting (MP-1)"):
 * - A colour chit lasts until it is played: neither Midnight nor Birdsong turns it back (RealmSpeak keeps the chit's
 *   colour state until it is used; the seeds name no other end).
 * - A colour chit is his secret (his card: he and the GM), like the rest of his chits.
 */
import { RuleError } from '../../../core/types.js';
import { characterWords, chitLabel, type CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { enchantableColour, type ColourChit } from './colour.js';

/** The colour chit of his chit at this place in his kit, if that chit is one. */
export const colourChitAt = (sheet: Pick<CharacterSheet, 'colourChits'>, chit: number): ColourChit | undefined => (sheet.colourChits ?? []).find((c) => c.chit === chit);

/**
 * MP-1: the places (in his kit) of the MAGIC chits he may enchant into colour now: active, of type I–V, not colour
 * already. In the kit's order.
 */
export function enchantableChits(kit: CharacterKit, sheet: Pick<CharacterSheet, 'chits' | 'colourChits'>): number[] {
  return kit.chits.flatMap((c, i) => (enchantableColour(c) && sheet.chits[i] === 'active' && !colourChitAt(sheet, i) ? [i] : []));
}

/** The labels of those chits, each print once ("MAGIC III2*"): what a hint offers. */
export const enchantableLabels = (kit: CharacterKit, sheet: Pick<CharacterSheet, 'chits' | 'colourChits'>): string[] => [...new Set(enchantableChits(kit, sheet).map((i) => chitLabel(kit.chits[i]!)))];

const key = (s: string) => s.trim().toUpperCase().replace(/\s+/g, ' ');

/**
 * MP-1: the MAGIC chit of this label he would enchant now (the first of that print he may enchant), or the RuleError
 * that says why he may not and which chits he may enchant instead.
 */
export function chitToEnchant(kit: CharacterKit, sheet: Pick<CharacterSheet, 'chits' | 'colourChits'>, label: string): number {
  const w = characterWords(kit.name);
  const may = enchantableLabels(kit, sheet);
  const hint = may.length ? `enchant one of ${w.possessive} active MAGIC chits of type I–V: ${may.map((l) => `"E ${l}"`).join(', ')}` : `the ${kit.name} has no active MAGIC chit of type I–V to enchant: record another phase`;
  const same = kit.chits.flatMap((c, i) => (key(chitLabel(c)) === key(label) ? [i] : []));
  if (same.length === 0) throw new RuleError(`the ${kit.name} has no chit "${label}"`, hint);
  const chit = kit.chits[same[0]!]!;
  if (chit.kind !== 'MAGIC') throw new RuleError(`only a MAGIC chit is enchanted into colour, not ${chitLabel(chit)}`, hint);
  // MP-1 (colour.ts ENCHANTED_COLOUR): types VI–VIII have no colour to become.
  if (!enchantableColour(chit)) throw new RuleError(`${chitLabel(chit)} is type ${chit.magic}: only MAGIC chits of types I–V are enchanted into colour (I white, II grey, III gold, IV purple, V black)`, hint);
  const free = same.find((i) => sheet.chits[i] === 'active' && !colourChitAt(sheet, i));
  if (free === undefined) {
    const states = same.map((i) => (colourChitAt(sheet, i) ? `enchanted into ${colourChitAt(sheet, i)!.colour} already` : sheet.chits[i]));
    throw new RuleError(`${w.possessive} ${chitLabel(chit)} is ${[...new Set(states)].join(' or ')}: only an active MAGIC chit is enchanted`, hint);
  }
  return free;
}

/** MP-1: his card with the chit at this place enchanted into its colour (the caller checked it: chitToEnchant). */
export function enchantChit(kit: CharacterKit, sheet: CharacterSheet, chit: number): { sheet: CharacterSheet; colour: ColourChit } {
  const colour = enchantableColour(kit.chits[chit]!);
  if (!colour || sheet.chits[chit] !== 'active' || colourChitAt(sheet, chit)) throw new Error(`chit ${chit} of the ${kit.name} cannot be enchanted`);
  const made: ColourChit = { chit, colour };
  return { sheet: { ...sheet, colourChits: [...(sheet.colourChits ?? []), made] }, colour: made };
}

/**
 * MP-11 (seed 001 l.27): "Color magic chits revert back to ordinary magic chits and fatigue as soon as they are
 * played" — his card after he plays the colour chit at this place (to cast, to energise a spell, to enchant a tile):
 * no longer colour, and fatigued. The casting code calls this for each chit of CastChecked.fatigueNow.
 */
export function playColourChit(sheet: CharacterSheet, chit: number): CharacterSheet {
  if (!colourChitAt(sheet, chit)) throw new Error(`chit ${chit} of the ${sheet.character} is no colour chit`);
  const left = (sheet.colourChits ?? []).filter((c) => c.chit !== chit);
  const { colourChits: _old, ...rest } = sheet;
  return { ...rest, ...(left.length ? { colourChits: left } : {}), chits: sheet.chits.map((s, i) => (i === chit ? 'fatigued' : s)) };
}
