/**
 * The feats (issue 15; RPG-D4–D46, 004 l.427–569) as data: each one's XP cost, whether it may be bought again
 * (R16), whether it is secret (D5: only through play, with the GM's approval) and what it needs first. And what the
 * sheet's numbers gain from them (G11–G15, G25).
 */
import { effectiveAttributes, featCount, primaryAttribute, skillTotal, type Wizard } from './creation.js';

export { featCount };

export interface FeatSpec {
  name: string;
  /** XP for the next purchase, given how many he already holds. */
  cost: (held: number) => number;
  /** How many times it may be bought (R16): 1, a number, or Infinity. */
  most: number;
  /** D5: only through play, with the GM's approval. */
  secret?: boolean;
  /** What it needs first (D4), or undefined when he has it. */
  lacks?: (w: Pick<Wizard, 'attributes' | 'skills' | 'feats' | 'primary'>) => string | undefined;
}

const flat = (xp: number) => () => xp;
const has = (w: Pick<Wizard, 'feats'>, feat: string) => w.feats.includes(feat);

export const FEATS: readonly FeatSpec[] = [
  // D6, R17: 15 XP each time; 5 dots in the primary colour's attribute; until all five colours are taken.
  { name: 'Add Mana Source', cost: flat(15), most: 4, secret: true, lacks: (w) => (w.attributes[primaryAttribute(w.primary)] >= 5 ? undefined : `5 dots in ${primaryAttribute(w.primary)}`) },
  { name: 'Alchemy', cost: flat(5), most: 1 },
  { name: 'Alertness', cost: flat(3), most: 1 },
  { name: 'Apprentice', cost: flat(10), most: 1 },
  { name: 'Channel Energy', cost: flat(7), most: 1 },
  { name: 'Charismatic Leader', cost: flat(3), most: Infinity },
  { name: 'Concentration', cost: flat(7), most: Infinity },
  { name: 'Craft Magic Item', cost: flat(10), most: 1, secret: true, lacks: (w) => (has(w, 'Alchemy') || has(w, 'Scribe Scrolls') ? undefined : 'Alchemy or Scribe Scrolls') },
  { name: 'Dark Vision', cost: flat(3), most: 1, lacks: (w) => (has(w, 'Low Light Vision') ? undefined : 'Low Light Vision') },
  { name: 'Elemental Resistance', cost: flat(5), most: 1 },
  { name: 'Energized Cantrips', cost: flat(1), most: Infinity },
  { name: 'Enhanced Cantrips', cost: flat(1), most: Infinity },
  { name: 'Enhanced Leadership', cost: flat(5), most: Infinity, secret: true },
  // D21, G15: 15, 20, then 25 XP; at most three.
  { name: 'Enhanced Renewal', cost: (held) => 15 + 5 * held, most: 3, secret: true },
  { name: 'Enhanced Spell Research', cost: flat(5), most: 1 },
  { name: 'Extend Spell', cost: flat(3), most: Infinity },
  { name: 'Immortality', cost: flat(25), most: 1, secret: true, lacks: (w) => (w.attributes.CN >= 5 ? undefined : 'CN 5') },
  { name: 'Improved Dodge', cost: flat(4), most: Infinity },
  { name: 'Increased Spell Range', cost: flat(4), most: Infinity },
  { name: 'Low Light Vision', cost: flat(3), most: 1 },
  { name: 'Lucky', cost: flat(5), most: 1 },
  { name: 'Machine Master – Power', cost: flat(10), most: 1, lacks: (w) => (skillTotal(w, 'Engineering') >= 5 ? undefined : 'Engineering 5') },
  { name: 'Machine Master – Toughness', cost: flat(10), most: 1, lacks: (w) => (skillTotal(w, 'Engineering') >= 5 ? undefined : 'Engineering 5') },
  { name: 'Mana Extension', cost: flat(2), most: Infinity },
  { name: 'Mana Reserve', cost: flat(7), most: Infinity },
  { name: 'Mental Toughness', cost: flat(5), most: 1 },
  { name: 'Scribe Scrolls', cost: flat(10), most: 1 },
  { name: 'Sleight of Hand', cost: flat(5), most: 1 },
  { name: 'Spell Cooperation', cost: flat(3), most: 1 },
  { name: 'Spell Preparation', cost: flat(10), most: 1 },
  { name: 'Toughness', cost: flat(2), most: Infinity },
  { name: 'Traveling Spell Book', cost: flat(7), most: 1 },
  { name: 'Weapon Specialization', cost: flat(5), most: Infinity },
  { name: 'Widen Spell', cost: flat(10), most: Infinity, secret: true },
];

/** A feat by its name (the seed's "Slight of Hand" is Sleight of Hand, R21). */
export function featNamed(name: string): FeatSpec | undefined {
  const n = name.trim().toLowerCase().replace(/slight of hand/, 'sleight of hand').replace(/\s*[-–]\s*/g, ' – ');
  return FEATS.find((f) => f.name.toLowerCase() === n);
}

/** G13, D25: dodges a turn — 1, +1 per Improved Dodge. */
export const dodgesPerTurn = (w: Pick<Wizard, 'feats'>): number => 1 + featCount(w, 'Improved Dodge');

/** G14, D46: opponents one spell may affect — 1, +1 per Widen Spell (each extra paying the full cost again). */
export const widenTargets = (w: Pick<Wizard, 'feats'>): number => 1 + featCount(w, 'Widen Spell');

/** G25, D72: a spell's range in yards — the dots of its colour's attribute (+1 per Increased Spell Range) × 10. */
export const spellRangeYards = (dots: number, w: Pick<Wizard, 'feats'>): number => (dots + featCount(w, 'Increased Spell Range')) * 10;

/**
 * G11, G12, D23, D33, R15: outside a duel a spell lasts the prime attribute's score in minutes, + the score again per
 * Extend Spell; unspent land keeps its mana as long, + the score per Mana Extension.
 */
export const spellMinutes = (w: Pick<Wizard, 'feats' | 'attributes' | 'primary'>): number => w.attributes[primaryAttribute(w.primary)] * (1 + featCount(w, 'Extend Spell'));
export const landMinutes = (w: Pick<Wizard, 'feats' | 'attributes' | 'primary'>): number => w.attributes[primaryAttribute(w.primary)] * (1 + featCount(w, 'Mana Extension'));

/** D48, R35: cantrips known — the primary attribute's score, +1 per Enhanced Cantrips. */
export const cantripsKnown = (w: Pick<Wizard, 'feats' | 'attributes' | 'primary'>): number => w.attributes[primaryAttribute(w.primary)] + featCount(w, 'Enhanced Cantrips');

/** D48, R35: cantrips cast a day, one pool for all of them — 1 + WS, +1 per Energized Cantrips. */
export const cantripCasts = (w: Pick<Wizard, 'feats' | 'attributes'>): number => 1 + w.attributes.WS + featCount(w, 'Energized Cantrips');

/**
 * D4: the feats he holds whose prerequisite he has lost (fatigue, drain: his attributes as they stand now) — they
 * cannot be used until it returns. Each with what it lacks.
 */
export function unusableFeats(w: Pick<Wizard, 'attributes' | 'skills' | 'feats' | 'primary'> & { awake?: number }): Record<string, string> {
  const now = { ...w, attributes: effectiveAttributes(w), awake: 0 };
  const out: Record<string, string> = {};
  for (const name of new Set(w.feats)) {
    const lacks = FEATS.find((f) => f.name === name)?.lacks?.(now);
    if (lacks) out[name] = lacks;
  }
  return out;
}
