/**
 * Between sessions, in the sanctuary (issue 15; RPG-D2, D3, D53–D61, R34, R37–R40): XP spent on attributes, skills,
 * feats and spells, with the training's days and gold; and what researching a spell costs. Pure arithmetic; the
 * sanctuary itself (where the wizard is) is the GM's to judge.
 */
import { pronounWords } from '../../../pronouns.js';
import { RuleError } from '../../../core/types.js';
import { manaValue } from '../mana.js';
import { ATTRIBUTE_MAX, COLOURS, RENEWALS, SKILLS, primaryAttribute, type Attribute, type Colour, type Wizard } from '../sheet/creation.js';
import { featCount, featNamed } from '../sheet/feats.js';
import { cohortCap, cohortXp, parseCohort } from './cohorts.js';

export type Training = { kind: 'attribute'; attribute: Attribute } | { kind: 'skill'; skill: string } | { kind: 'feat'; feat: string; /** D21: the renewal time; D6: the colour; D36: the quickened spell's cost. */ with?: string } | { kind: 'spell'; cost: string; rarity: Rarity } | { kind: 'cohort'; spec: string };

export const RARITIES = ['common', 'uncommon', 'rare'] as const;
export type Rarity = (typeof RARITIES)[number];

/** D2: a rating raised by one costs its current value × the rate, at least the rate; 1 less for the primary (R34). */
const raise = (current: number, rate: number, primary: boolean) => Math.max(rate, current * rate) - (primary ? 1 : 0);

/** D61: XP per mana point of a spell acquired (at least 1: G22's Winged Ornithopter, cost 0, is 1 XP). */
export const SPELL_XP_PER_MANA: Readonly<Record<Rarity, number>> = { common: 1, uncommon: 2, rare: 3 };

/** What one purchase costs in XP, and the rule that refuses it (the cap of 5, a feat's limit or prerequisite). */
export function trainingXp(w: Pick<Wizard, 'attributes' | 'skills' | 'feats' | 'primary' | 'cohorts' | 'renewal' | 'moreRenewals' | 'moreColours' | 'pronouns'>, t: Training, opts: { gmApproved?: boolean } = {}): { xp: number; what: string } {
  const primary = primaryAttribute(w.primary);
  switch (t.kind) {
    case 'attribute': {
      const now = w.attributes[t.attribute];
      if (now >= ATTRIBUTE_MAX) throw new RuleError(`${t.attribute} is ${now} already: attributes go up to ${ATTRIBUTE_MAX} (RPG-D2)`, 'raise another');
      return { xp: raise(now, 4, t.attribute === primary), what: `${t.attribute} ${now} → ${now + 1}` };
    }
    case 'skill': {
      const s = SKILLS.find((x) => x.name.toLowerCase() === t.skill.trim().toLowerCase());
      if (!s) throw new RuleError(`there is no skill "${t.skill}"`, `name one of ${SKILLS.map((x) => x.name).join(', ')}`);
      const now = w.skills[s.name] ?? 0;
      if (now >= 5) throw new RuleError(`${s.name} has ${now} dots already: skills go up to 5 (RPG-D2)`, 'raise another');
      return { xp: raise(now, 2, s.attribute === primary), what: `${s.name} ${now} → ${now + 1}` };
    }
    case 'feat': {
      // D36: Quicken Spell — 15 XP + 1 a point of the spell's cost; it needs Craft Magic Item; repeatable, secret.
      if (t.feat.trim().toLowerCase() === 'quicken spell') {
        if (!opts.gmApproved) throw new RuleError('Quicken Spell is a secret feat: it comes only through play, with the GM’s approval (RPG-D5)', 'the GM trains it for you with player:');
        if (!w.feats.includes('Craft Magic Item')) throw new RuleError('Quicken Spell needs Craft Magic Item first (RPG-D4)', 'gain it first');
        if (!t.with) throw new RuleError('Quicken Spell is priced by its spell', 'give the spell’s cost with with:, e.g. with:R');
        return { xp: 15 + manaValue(t.with), what: `Quicken Spell (a spell of cost ${t.with})` };
      }
      const f = featNamed(t.feat);
      if (!f) throw new RuleError(`there is no feat "${t.feat}" the bot prices`, 'Leadership is bought as a cohort (cohort:"Hippogriff 3/3 flying"); Quicken Spell is priced by the GM');
      const held = featCount(w, f.name);
      if (held >= f.most) throw new RuleError(`${f.name} is held ${held === 1 ? 'already' : `${held} times`}: ${f.most === 1 ? 'once only' : `at most ${f.most}`} (RPG-R16)`, 'choose another feat');
      if (f.secret && !opts.gmApproved) throw new RuleError(`${f.name} is a secret feat: it comes only through play, with the GM’s approval (RPG-D5)`, 'the GM trains it for you with player:');
      const lacks = f.lacks?.(w);
      if (lacks) throw new RuleError(`${f.name} needs ${lacks} first (RPG-D4)`, 'gain it first, or together with the feat');
      // D21: a renewal time he does not hold yet; D6: a colour that is not yet primary.
      if (f.name === 'Enhanced Renewal') {
        const held = [w.renewal, ...(w.moreRenewals ?? [])];
        if (!t.with || !(RENEWALS as readonly string[]).includes(t.with) || held.includes(t.with)) throw new RuleError(`Enhanced Renewal adds a renewal time ${pronounWords(w.pronouns).subject} ${pronounWords(w.pronouns).verb('does')} not hold yet (RPG-D21)`, `give it with with:, one of ${RENEWALS.filter((r) => !held.includes(r)).join(', ')}`);
      }
      if (f.name === 'Add Mana Source') {
        const held = [w.primary, ...(w.moreColours ?? [])];
        if (!t.with || !(COLOURS as readonly string[]).includes(t.with) || t.with === 'colourless' || held.includes(t.with as Colour)) throw new RuleError(`Add Mana Source adds a primary colour ${pronounWords(w.pronouns).subject} ${pronounWords(w.pronouns).verb('does')} not hold yet (RPG-D6)`, `give it with with:, one of ${COLOURS.filter((c) => c !== 'colourless' && !held.includes(c)).join(', ')}`);
      }
      return { xp: f.cost(held), what: held ? `${f.name} (${held + 1})` : f.name };
    }
    case 'spell':
      return { xp: Math.max(1, manaValue(t.cost) * SPELL_XP_PER_MANA[t.rarity]), what: `a ${t.rarity} spell of cost ${t.cost}` };
    case 'cohort': {
      // D27: a new cohort, or one improved later (the difference in price); R19: the cap on one cohort.
      const c = parseCohort(t.spec);
      const total = cohortXp(c);
      const had = (w.cohorts ?? []).find((x) => x.name.toLowerCase() === c.name.toLowerCase());
      const cap = cohortCap(w);
      if (total > cap) throw new RuleError(`${c.name} ${c.power}/${c.toughness}${c.extras.length ? ` with ${c.extras.join(', ')}` : ''} comes to ${total} XP: one cohort takes at most ${cap} (RPG-D27, R19)`, 'each Enhanced Leadership raises the cap by 5');
      if (had && total <= had.xp) throw new RuleError(`${c.name} is worth ${had.xp} XP already`, 'improve it: more power, toughness or an extra');
      return { xp: total - (had?.xp ?? 0), what: `${had ? 'improving ' : ''}the cohort ${c.name} (${total} XP in all)` };
    }
  }
}

/** D3, R34: a day of training per purchase and 25 gp per XP; paying 100 gp per XP halves the time. */
export const trainingTime = (xp: number, fast = false): { days: number; gold: number } => ({ days: fast ? 0.5 : 1, gold: xp * (fast ? 100 : 25) });

/** The sheet after a purchase (a spell's card is added to the library by the caller). */
export function trained(w: Wizard, t: Training, xp: number): Wizard {
  const after = { ...w, xp: w.xp - xp };
  if (t.kind === 'attribute') return { ...after, attributes: { ...w.attributes, [t.attribute]: w.attributes[t.attribute] + 1 } };
  if (t.kind === 'skill') {
    const s = SKILLS.find((x) => x.name.toLowerCase() === t.skill.trim().toLowerCase())!;
    return { ...after, skills: { ...w.skills, [s.name]: (w.skills[s.name] ?? 0) + 1 } };
  }
  if (t.kind === 'feat') {
    if (t.feat.trim().toLowerCase() === 'quicken spell') return { ...after, feats: [...w.feats, 'Quicken Spell'], quickened: [...(w.quickened ?? []), t.with!.toUpperCase()] };
    const name = featNamed(t.feat)!.name;
    return {
      ...after,
      feats: [...w.feats, name],
      ...(name === 'Enhanced Renewal' ? { moreRenewals: [...(w.moreRenewals ?? []), t.with!] } : {}),
      ...(name === 'Add Mana Source' ? { moreColours: [...(w.moreColours ?? []), t.with as Colour] } : {}),
    };
  }
  if (t.kind === 'cohort') {
    const c = parseCohort(t.spec);
    const others = (w.cohorts ?? []).filter((x) => x.name.toLowerCase() !== c.name.toLowerCase());
    return { ...after, cohorts: [...others, { ...c, xp: cohortXp(c) }] };
  }
  return after;
}

/** D53–D56, D58, D59, R37–R40: a spell's research — the days, the gold, the DC — before any check. */
export interface ResearchPlan {
  days: number;
  gold: number;
  dc: number;
  /** The mana points the time and gold are reckoned on (R37). */
  points: number;
  /** D59: a spell's market value, twice its research cost (as first researched: no copy, no extra gold). */
  marketValue: number;
}

/** D54: gold per mana point; D56: the DC by rarity. */
export const RESEARCH_GOLD: Readonly<Record<Rarity, number>> = { common: 100, uncommon: 200, rare: 500 };
export const RESEARCH_DC: Readonly<Record<Rarity, number>> = { common: 9, uncommon: 12, rare: 15 };

export function researchPlan(o: {
  cost: string;
  rarity: Rarity;
  /** D55: a spell of his primary colour is reckoned one point lower (at least 1, R37). */
  primaryColour?: boolean;
  /** D59: a copy of a spell he already researched or holds: half the time and gold, −3 DC. */
  copy?: boolean;
  /** D58, R39: twice the minimum gold lowers the DC by 3. */
  doubleGold?: boolean;
  /** R40: other DC reductions of one category each (a scroll or potion of it, a monster focus, Enhanced Spell Research). */
  reductions?: number;
}): ResearchPlan {
  // R37: a 0-cost spell counts 1, each X 1; the primary colour one point less, at least 1.
  const points = Math.max(1, manaValue(o.cost) - (o.primaryColour ? 1 : 0));
  let days = points;
  let gold = points * RESEARCH_GOLD[o.rarity];
  if (o.copy) {
    days /= 2;
    gold /= 2;
  }
  if (o.doubleGold) gold *= 2;
  const cuts = (o.copy ? 1 : 0) + (o.doubleGold ? 1 : 0) + (o.reductions ?? 0);
  return { days, gold, dc: Math.max(0, RESEARCH_DC[o.rarity] - 3 * cuts), points, marketValue: 2 * points * RESEARCH_GOLD[o.rarity] };
}

/** D57, R38: each further block of study after a failed check costs 10% of the first gold and the minimum time again. */
export const researchRetry = (plan: ResearchPlan): { days: number; gold: number } => ({ days: plan.days, gold: Math.round(plan.gold / 10) });

/**
 * D62, R41, R42: general research (history, engineering, whether a spell exists) — the GM sets skill, DC, time and
 * gold; each 1,000 gp with a week of research lowers the DC by one category (3), at most 3. A spell's lore costs
 * about 100 gp (common), 200 (uncommon) or 300 (rare) a week, a week a mana point at least.
 */
export const GENERAL_RESEARCH_WEEKLY: Readonly<Record<Rarity, number>> = { common: 100, uncommon: 200, rare: 300 };
export function generalResearch(o: { dc: number; categories?: number; cost?: string; rarity?: Rarity }): { dc: number; extraGold: number; extraWeeks: number; loreWeeks?: number; loreGold?: number } {
  const cuts = Math.min(3, Math.max(0, o.categories ?? 0));
  const lore = o.cost !== undefined ? Math.max(1, manaValue(o.cost)) : undefined;
  return {
    dc: Math.max(0, o.dc - 3 * cuts),
    extraGold: 1000 * cuts,
    extraWeeks: cuts,
    ...(lore !== undefined ? { loreWeeks: lore, loreGold: lore * GENERAL_RESEARCH_WEEKLY[o.rarity ?? 'common'] } : {}),
  };
}

/** D9, G16: an apprentice's dots after so many years — 5 attribute and 10 skill dots, +1 and +2 a year, up to a wizard's 10 and 20. */
export const apprenticeDots = (years: number): { attributes: number; skills: number } => ({ attributes: Math.min(10, 5 + years), skills: Math.min(20, 10 + 2 * years) });

/**
 * D10, R18: Channel Energy — each IQ point given up while casting makes 3 mana; the points heal one a renewal. At IQ 0
 * he is unconscious; giving up more than his IQ (more than 3 × IQ in mana) kills him.
 */
export function channelEnergy(iq: number, mana: number): { points: number; iqAfter: number; outcome: 'awake' | 'unconscious' | 'dead' } {
  const points = Math.ceil(mana / 3);
  const iqAfter = iq - points;
  return { points, iqAfter, outcome: iqAfter < 0 ? 'dead' : iqAfter === 0 ? 'unconscious' : 'awake' };
}
