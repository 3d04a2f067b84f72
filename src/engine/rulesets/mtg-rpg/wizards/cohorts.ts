/**
 * Cohorts bought with the Leadership feat (issue 15; RPG-D27, D28, D89, R19; G17, G26): a natural creature of the
 * wizard's choosing, priced in XP by its power and toughness and its extras, capped per cohort. Pure.
 */
import { RuleError } from '../../../core/types.js';
import { featCount } from '../sheet/creation.js';

/** D27: the extras and their XP. */
export const COHORT_EXTRAS: Readonly<Record<string, number>> = {
  banding: 3,
  'first-strike': 3,
  flying: 3,
  riding: 5,
  protection: 5,
  landwalk: 5,
  /** Flying with the wizard mounted: on top of Flying (R19). */
  'mounted-flying': 7,
};

export interface Cohort {
  name: string;
  power: number;
  toughness: number;
  extras: string[];
  /** The XP spent on it, in all. */
  xp: number;
}

/** D27: 2 XP for power + toughness 2, then 1 a point up to 5/5, and each extra's price. */
export function cohortXp(c: Pick<Cohort, 'power' | 'toughness' | 'extras'>): number {
  if (c.power < 0 || c.toughness < 0 || c.power > 5 || c.toughness > 5) throw new RuleError(`a cohort of ${c.power}/${c.toughness}`, 'power and toughness go up to 5/5 (RPG-D27)');
  if (c.power + c.toughness < 2) throw new RuleError(`a cohort of ${c.power}/${c.toughness}`, 'the first 2 XP buy power and toughness of 2 in all: 0/2 or 1/1 (RPG-D27)');
  for (const e of c.extras) if (!(e in COHORT_EXTRAS)) throw new RuleError(`"${e}" is no extra a cohort may have`, `choose among ${Object.keys(COHORT_EXTRAS).join(', ')}`);
  if (c.extras.includes('mounted-flying') && !c.extras.includes('flying')) throw new RuleError('flying with the wizard mounted comes on top of Flying (RPG-R19)', 'add flying');
  if (new Set(c.extras).size !== c.extras.length) throw new RuleError('an extra is bought once', 'one protection and one landwalk at most (RPG-D27)');
  return 2 + (c.power + c.toughness - 2) + c.extras.reduce((n, e) => n + COHORT_EXTRAS[e]!, 0);
}

/** D27, R19: the most XP one cohort may take — 10, +5 per Enhanced Leadership. */
export const cohortCap = (w: { feats: string[] }): number => 10 + 5 * featCount(w, 'Enhanced Leadership');

/** D89, G26: 50 lb a point of power. */
export const carriesPounds = (power: number): number => 50 * power;

/** "Hippogriff 3/3 flying mounted-flying": a name, its power/toughness, its extras. */
export function parseCohort(text: string): Omit<Cohort, 'xp'> {
  const m = text.trim().match(/^(.*?)\s*(\d+)\s*\/\s*(\d+)\s*(.*)$/);
  if (!m || !m[1]) throw new RuleError(`"${text}" is not a cohort`, 'write its name, power/toughness and extras: Hippogriff 3/3 flying mounted-flying');
  const extras = m[4]!.split(/[\s,]+/).filter(Boolean).map((e) => e.toLowerCase());
  return { name: m[1].trim(), power: Number(m[2]), toughness: Number(m[3]), extras };
}
