/**
 * Prepared MAGIC chits (MP-8, MP-11; seed 001 l.11, l.35; core-tables day_order "fatigue alerted MAGIC chits" at
 * Birdsong): an ALERT phase by day may name one of his MAGIC chits (`A MAGIC IV3*`) instead of his weapon; the chit is
 * then "prepared": a spell cast with it that evening has speed 0 (magic/casting.ts checkCast's `prepared`), and it
 * fatigues at the end of the combat in his clearing even if it was not used (spell-fatigue.ts 'end-of-combat'), or at
 * the next Birdsong's clean-up when no combat ended it. Kept on his card (`CharacterSheet.prepared`): his secret.
 * Pure: sheets in, sheets out.
 *
 * Readings (docs/rules.md MP-11):
 * - The chit prepared must be an active MAGIC chit of his, not enchanted into colour and not prepared already; an
 *   ALERT with a chit prepares that chit only (his weapon is not alerted by the same phase).
 * - It stays prepared until it fatigues: used for a spell, when that spell expires (MP-11); else at the end of the
 *   combat in his clearing; else at the next Birdsong.
 */
import { RuleError } from '../../../core/types.js';
import { characterWords, chitLabel, type CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { colourChitAt } from './colour-chits.js';
import { fatiguedAt } from './spell-fatigue.js';

type Card = Pick<CharacterSheet, 'chits' | 'colourChits' | 'prepared'>;

const key = (s: string) => s.trim().toUpperCase().replace(/\s+/g, ' ');

/** The code and syntax of the phase: `A <MAGIC chit>`. */
export const PREPARE_SYNTAX = '[<MAGIC chit>]';

/** The places (in his kit) of the MAGIC chits he may prepare now: active, not colour, not prepared already. */
export function preparableChits(kit: CharacterKit, sheet: Card): number[] {
  return kit.chits.flatMap((c, i) => (c.kind === 'MAGIC' && sheet.chits[i] === 'active' && !colourChitAt(sheet, i) && !(sheet.prepared ?? []).includes(i) ? [i] : []));
}

/** The ALERT phases that prepare a chit he may record now, as typed (`A MAGIC IV3*`), each print once. */
export const prepareCandidates = (kit: CharacterKit, sheet: Card): string[] => [...new Set(preparableChits(kit, sheet).map((i) => `A ${chitLabel(kit.chits[i]!)}`))];

/**
 * MP-8: the MAGIC chit of this label he would prepare now (the first of that print he may), or the RuleError that
 * says why not and which he may prepare instead (the hint from the same check: prepareCandidates).
 */
export function chitToPrepare(kit: CharacterKit, sheet: Card, label: string): number {
  const w = characterWords(kit.name);
  const may = prepareCandidates(kit, sheet);
  const hint = may.length ? `prepare one of ${w.possessive} active MAGIC chits: ${may.map((l) => `"${l}"`).join(', ')}, or write just "A" to alert ${w.possessive} weapon` : `the ${kit.name} has no active MAGIC chit to prepare: write just "A" to alert ${w.possessive} weapon`;
  const same = kit.chits.flatMap((c, i) => (key(chitLabel(c)) === key(label) ? [i] : []));
  if (same.length === 0) throw new RuleError(`the ${kit.name} has no chit "${label}"`, hint);
  const chit = kit.chits[same[0]!]!;
  if (chit.kind !== 'MAGIC') throw new RuleError(`only a MAGIC chit is prepared by an ALERT phase, not ${chitLabel(chit)}`, hint);
  const free = same.find((i) => preparableChits(kit, sheet).includes(i));
  if (free === undefined) {
    const states = same.map((i) => (colourChitAt(sheet, i) ? `enchanted into ${colourChitAt(sheet, i)!.colour}` : (sheet.prepared ?? []).includes(i) ? 'prepared already' : sheet.chits[i]));
    throw new RuleError(`${w.possessive} ${chitLabel(chit)} is ${[...new Set(states)].join(' or ')}: only an active MAGIC chit is prepared`, hint);
  }
  return free;
}

/** MP-8: his card with the chit at this place prepared (the caller checked it: chitToPrepare). */
export const withPrepared = (sheet: CharacterSheet, chit: number): CharacterSheet => ({ ...sheet, prepared: [...(sheet.prepared ?? []), chit] });

/**
 * MP-11: his card when his prepared chits fatigue (at the end of combat, or at Birdsong when none ended them): each
 * still active fatigues, and none is prepared any more. The chits that fatigued, by place.
 */
export function preparedSpent(sheet: CharacterSheet): { sheet: CharacterSheet; fatigued: number[] } {
  if (!sheet.prepared?.length) return { sheet, fatigued: [] };
  // MP-11 (spell-fatigue.ts): "prepared … fatigue at the end of combat even if they were not used".
  const fatigued = fatiguedAt(sheet.prepared.map((chit) => ({ chit, kind: 'prepared' as const })), { at: 'end-of-combat' }).filter((i) => sheet.chits[i] === 'active');
  const { prepared: _gone, ...rest } = sheet;
  return { sheet: { ...rest, chits: sheet.chits.map((s, i) => (fatigued.includes(i) ? 'fatigued' : s)) }, fatigued };
}
