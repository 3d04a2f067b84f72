/**
 * A wizard of the MtG RPG as he is created (issue 15 groundwork; RPG-INVENTORY section A, 004 l.127–421): the six
 * attributes with their colours, the skills with their attributes, the checks of creation, and the numbers that follow
 * from the sheet. Pure: a RuleError names the rule a choice breaks and how to choose right.
 */
import { pronounWords, type Pronoun } from '../../../pronouns.js';
import { RuleError } from '../../../core/types.js';
import type { LibraryCard } from './cards.js';

/** RPG-A5: the six attributes, each 0–5 (5 the human maximum). */
export const ATTRIBUTES = ['ST', 'DX', 'CN', 'IQ', 'WS', 'CH'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export const ATTRIBUTE_MAX = 5;

/** RPG-A7 with R7: what a score means, 0 to 5. */
export const SCORE_LABELS: readonly string[] = ['Poor/Novice/Weak', 'Untrained human', 'Experienced human', 'Very good human', 'Exceptional', 'Superhuman'];

/** RPG-A8: the colour of each attribute (a wizard needs a dot in it to cast that colour's spells). */
export const ATTRIBUTE_COLOUR: Readonly<Record<Attribute, Colour>> = { ST: 'red', DX: 'green', CN: 'black', IQ: 'blue', WS: 'white', CH: 'colourless' };
export const COLOURS = ['white', 'blue', 'black', 'red', 'green', 'colourless'] as const;
export type Colour = (typeof COLOURS)[number];

/** RPG-A9, R8: the primary attribute is the attribute of the primary colour (colourless: CH). */
export const primaryAttribute = (colour: Colour): Attribute => (Object.entries(ATTRIBUTE_COLOUR) as [Attribute, Colour][]).find(([, c]) => c === colour)![0];

/**
 * RPG-A20 and R10: the skills and the attribute each is linked to. History/Lore, Diplomacy/Subterfuge, Perform, Dodge
 * and Engineering take R10's default links; War has none (the GM records a commander's War rating).
 */
export const SKILLS: readonly { name: string; attribute?: Attribute }[] = [
  { name: 'Athletics', attribute: 'ST' },
  { name: 'Animal Handling', attribute: 'CH' },
  { name: 'Arcane Knowledge', attribute: 'IQ' },
  { name: 'Awareness', attribute: 'WS' },
  { name: 'Craft', attribute: 'IQ' },
  { name: 'Endurance', attribute: 'CN' },
  { name: 'Larceny', attribute: 'DX' },
  { name: 'Healing', attribute: 'WS' },
  { name: 'Investigate', attribute: 'WS' },
  { name: 'History/Lore', attribute: 'IQ' },
  { name: 'Other Languages', attribute: 'IQ' },
  { name: 'Resistance', attribute: 'CN' },
  { name: 'Riding', attribute: 'CN' },
  { name: 'Seamanship', attribute: 'CH' },
  { name: 'Spell Research', attribute: 'IQ' },
  { name: 'Stabilize Self', attribute: 'CN' },
  { name: 'Wilderness Lore', attribute: 'DX' },
  { name: 'Diplomacy/Subterfuge', attribute: 'CH' },
  { name: 'Perform', attribute: 'CH' },
  { name: 'Dodge', attribute: 'DX' },
  { name: 'Engineering', attribute: 'IQ' },
  { name: 'War' },
];

/** RPG-A2: the 24 callings (the seed's "Solider" is the Soldier); others need the GM's approval. */
export const CALLINGS = [
  'Adventurer', 'Animal Nature', 'Benefactor', 'Demolisher', 'Exemplar', 'Explorer', 'Glory Hound', 'Greed', 'Guardian', 'Idealist', 'Investigator', 'Majesty',
  'Mentor', 'Outcast', 'Peace of Mind', 'Protector', 'Repentant', 'Responsibility of Power', 'Soldier', 'Thrill-Seeker', 'Uncontrolled Power', 'Vengeance',
  'World Domination', 'Youthful Exuberance',
] as const;

/** RPG-A3: the 80 demeanors; others need the GM's approval. */
export const DEMEANORS = [
  'Absent-Minded', 'Aggressive', 'Artistic', 'Authoritative', 'Belligerent', 'Bigoted', 'Brave', 'Brutal', 'Bureaucratic', 'Cantankerous', 'Careless', 'Charismatic', 'Charitable', 'Clever',
  'Commanding', 'Compassionate', 'Confident', 'Courageous', 'Cowardly', 'Critic', 'Cruel', 'Curious', 'Cynical', 'Deceitful', 'Decisive', 'Demanding', 'Dishonest', 'Dogmatic', 'Domineering',
  'Eccentric', 'Egotistical', 'Fastidious', 'Follower', 'Gallant', 'Gregarious', 'Hedonistic', 'Honest', 'Honorable', 'Immoral', 'Imperious', 'Impulsive', 'Independent', 'Inquisitive', 'Jester',
  'Lazy', 'Leader', 'Malicious', 'Megalomaniac', 'Merciful', 'Methodical', 'Modest', 'Mysterious', 'Nosy', 'Obsessive', 'Open-Minded', 'Opinionated', 'Optimistic', 'Pessimistic', 'Practical',
  'Pragmatic', 'Prejudiced', 'Rash', 'Rebel', 'Relentless', 'Reserved', 'Ruthless', 'Sadistic', 'Scheming', 'Self-Centered', 'Serious', 'Simple', 'Stubborn', 'Studious', 'Timid', 'Treacherous',
  'Uncaring', 'Vain', 'Valiant', 'Vigilant', 'Wild',
] as const;

/** RPG-A3: his demeanors read from a list ("Commanding, Lazy"): at least one, each of the 80 unless the GM approves. */
export function readDemeanors(text: string, approved = false): string[] {
  const names = text.split(/[,;]/).map((x) => x.trim()).filter(Boolean);
  if (!names.length) throw new RuleError('no demeanor given', 'choose at least one, e.g. Commanding, Lazy (RPG-A3)');
  return names.map((n) => {
    const known = DEMEANORS.find((d) => d.toLowerCase() === n.toLowerCase());
    if (!known && !approved) throw new RuleError(`"${n}" is not one of the 80 demeanors (RPG-A3)`, 'choose from the list, or the GM approves one of your own');
    return known ?? n;
  });
}

/** RPG-A6: 10 attribute dots at creation, at most 3 in any, at least 1 in the primary attribute. */
export const CREATION_ATTRIBUTE_DOTS = 10;
export const CREATION_ATTRIBUTE_CAP = 3;
/** RPG-A19, R9: 20 skill dots, at most 3 in any skill, one in a skill of the primary attribute; and the free ones. */
export const CREATION_SKILL_DOTS = 20;
export const CREATION_SKILL_CAP = 3;
export const FREE_SKILLS = ['Arcane Knowledge', 'Spell Research'] as const;

/** RPG-A27: when his renewal period comes each day. */
export const RENEWALS = ['sunrise', 'noon', 'sunset', 'midnight'] as const;

export interface WizardDraft {
  name: string;
  attributes: Record<Attribute, number>;
  /** Skill dots as the player spends them (the free Arcane Knowledge and Spell Research dots are added, R9). */
  skills: Record<string, number>;
  primary: Colour;
  calling: string;
  /** His calling is one of the GM's own (RPG-A2: "with the approval of the referee"). */
  callingApproved?: boolean;
  /** RPG-A3: his demeanors (chosen at creation, or later once). */
  demeanor?: string[];
  renewal: (typeof RENEWALS)[number];
  /** Issue 27: his or her pronoun, chosen at creation; absent (older logs, or none chosen): "he", as before. */
  pronouns?: Pronoun;
}

/**
 * His library (issue 15): the cards he pasted, the order they lie in, his hand and his graveyard — each card by its
 * index in `cards`. All of it his and the GM's.
 */
export interface Library {
  cards: LibraryCard[];
  /** The cards left to draw, top first. */
  deck: number[];
  hand: number[];
  /** Spent cards (spells, initiative, extra movement): back at renewal (RPG-B7). */
  graveyard: number[];
  /** Cards out of his library for good: power-play cards (RPG-B12), an ante lost in a duel (RPG-C32, R32). */
  removed?: number[];
  /** RPG-C20: a truncated deck of 7 lands and 14 spells standing for a whole library (an opponent the GM plays). */
  truncated?: boolean;
}

export interface Wizard extends Omit<WizardDraft, 'callingApproved'> {
  library?: Library;
  /** A check the GM called for and he has not answered yet (its DC the GM's). */
  called?: import('../wizards/check-flow.js').CalledCheck;
  /** Every skill's dots, the free ones included. */
  skills: Record<string, number>;
  /** RPG-A37: a beginning wizard has no feats and no unused XP. */
  feats: string[];
  xp: number;
  /** Life points lost and not yet healed (a duel's damage carries over: RPG-C33). */
  damage?: number;
  /** RPG-C29: a loser who did not honour a duel's terms taps no land until restitution; the winner's user id. */
  backlash?: string;
  /** RPG-C43: days gone without sleep, as the GM records them (an 8-hour rest sets them back to 0). */
  awake?: number;
  /** RPG-A29: his gold, from the starting draw on (the GM keeps the purse after with /wizard gold change:). */
  gold?: number;
  /**
   * RPG-C44: he ran out of library cards — until renewal he only walks, talks or sleeps (with Mental Toughness he
   * stays awake but casts no spells).
   */
  exhausted?: boolean;
  /** RPG-D21: renewal times gained with Enhanced Renewal, beside the first. */
  moreRenewals?: string[];
  /** RPG-D6: primary colours gained with Add Mana Source, beside the first. */
  moreColours?: Colour[];
  /** RPG-D36: the spells quickened, by their costs. */
  quickened?: string[];
  /** RPG-D27: the cohorts bought with Leadership. */
  cohorts?: import('../wizards/cohorts.js').Cohort[];
}

/** RPG-C43, G27: −1 on every attribute for each day without sleep (3 days: −3). */
export const fatiguePenalty = (w: { awake?: number }): number => Math.max(0, w.awake ?? 0);

/**
 * His attributes as they stand now: lowered by fatigue, never below 0 (R14: the derived numbers — hand, reserve,
 * creatures, life points, walk — and every check follow them).
 */
export function effectiveAttributes(w: Pick<Wizard, 'attributes'> & { awake?: number }): Record<Attribute, number> {
  const less = fatiguePenalty(w);
  return Object.fromEntries(ATTRIBUTES.map((a) => [a, Math.max(0, w.attributes[a] - less)])) as Record<Attribute, number>;
}

/** RPG-C43: the Endurance check that keeps off a day's fatigue: DC 9, +3 for each further day. */
export const enduranceDc = (day: number): number => 9 + 3 * Math.max(0, day - 1);

const skillNamed = (name: string) => SKILLS.find((s) => s.name.toLowerCase() === name.trim().toLowerCase());

/** Checks a new wizard against RPG-A5, A6, A9, A18, A19 and A2; the wizard as created, or the rule broken. */
export function createWizard(d: WizardDraft): Wizard {
  for (const a of ATTRIBUTES) {
    const v = d.attributes[a];
    if (!Number.isInteger(v) || v < 0 || v > ATTRIBUTE_MAX) throw new RuleError(`${a} ${v} is not a score of 0 to ${ATTRIBUTE_MAX} (RPG-A5)`, 'give each attribute 0–5 dots');
    if (v > CREATION_ATTRIBUTE_CAP) throw new RuleError(`${a} has ${v} dots: at most ${CREATION_ATTRIBUTE_CAP} in any attribute at creation (RPG-A6)`, `move ${v - CREATION_ATTRIBUTE_CAP} to another attribute`);
  }
  const dots = ATTRIBUTES.reduce((n, a) => n + d.attributes[a], 0);
  if (dots !== CREATION_ATTRIBUTE_DOTS) throw new RuleError(`the attributes have ${dots} dots: a new wizard has ${CREATION_ATTRIBUTE_DOTS} (RPG-A6)`, `${dots > CREATION_ATTRIBUTE_DOTS ? 'take away' : 'add'} ${Math.abs(dots - CREATION_ATTRIBUTE_DOTS)}`);
  const primary = primaryAttribute(d.primary);
  if (d.attributes[primary] < 1) throw new RuleError(`${pronounWords(d.pronouns).possessive} primary colour is ${d.primary}, and ${primary} has no dot (RPG-A6, A9)`, `put at least 1 dot in ${primary}`);
  if (!(CALLINGS as readonly string[]).includes(d.calling) && !d.callingApproved) throw new RuleError(`"${d.calling}" is not one of the 24 callings (RPG-A2)`, `choose one of ${CALLINGS.join(', ')}, or the GM approves one of their own`);
  const skills: Record<string, number> = {};
  let spent = 0;
  for (const [name, v] of Object.entries(d.skills)) {
    const s = skillNamed(name);
    if (!s) throw new RuleError(`there is no skill "${name}" (RPG-A20)`, `name one of ${SKILLS.map((x) => x.name).join(', ')}`);
    if (!Number.isInteger(v) || v < 0) throw new RuleError(`${s.name} ${v} is not a number of dots`, 'give a skill 0–3 dots at creation');
    spent += v;
    skills[s.name] = (skills[s.name] ?? 0) + v;
  }
  if (spent !== CREATION_SKILL_DOTS) throw new RuleError(`the skills have ${spent} dots: a new wizard spends ${CREATION_SKILL_DOTS} (RPG-A19)`, `${spent > CREATION_SKILL_DOTS ? 'take away' : 'add'} ${Math.abs(spent - CREATION_SKILL_DOTS)} (the free Arcane Knowledge and Spell Research dots come on top)`);
  if (!SKILLS.some((s) => s.attribute === primary && (skills[s.name] ?? 0) > 0)) throw new RuleError(`no dot in a skill of ${pronounWords(d.pronouns).possessive} primary attribute ${primary} (RPG-A19)`, `put a dot in one of ${SKILLS.filter((s) => s.attribute === primary).map((s) => s.name).join(', ')}`);
  // R9: the free dots come on top of the 20 and count toward the cap of 3.
  for (const f of FREE_SKILLS) skills[f] = (skills[f] ?? 0) + 1;
  for (const [name, v] of Object.entries(skills)) {
    if (v > CREATION_SKILL_CAP) throw new RuleError(`${name} has ${v} dots${(FREE_SKILLS as readonly string[]).includes(name) ? ' with its free dot' : ''}: at most ${CREATION_SKILL_CAP} in a skill at creation (RPG-A19, R9)`, `move ${v - CREATION_SKILL_CAP} to another skill`);
  }
  const { callingApproved: _approved, ...rest } = d;
  return { ...rest, skills, feats: [], xp: 0 };
}

/** How many times he holds a feat (the ones that change the sheet's numbers: RPG-A12–A15; feats.ts has the rest). */
export const featCount = (w: Pick<Wizard, 'feats'>, feat: string): number => w.feats.filter((f) => f === feat).length;

/** The numbers that follow from the sheet. */
export function wizardNumbers(w: Pick<Wizard, 'attributes' | 'feats'> & { awake?: number }, opts: { armour?: number } = {}) {
  const a = effectiveAttributes(w);
  const walk = Math.max(0, a.ST + a.DX + 1 - (opts.armour ?? 0));
  return {
    /** RPG-A12: 10 + 2 × CN, +1 a Toughness feat. */
    lifePoints: 10 + 2 * a.CN + featCount(w, 'Toughness'),
    /** RPG-A13: 2 + IQ, +1 a Concentration feat, never more than 10. */
    handSize: Math.min(10, 2 + a.IQ + featCount(w, 'Concentration')),
    /** RPG-A14: WS, +1 a Mana Reserve feat. */
    reserve: a.WS + featCount(w, 'Mana Reserve'),
    /** RPG-A15: CH + 1 creatures at once, +1 a Charismatic Leader feat. */
    creatures: a.CH + 1 + featCount(w, 'Charismatic Leader'),
    /** RPG-A17: walk ST + DX + 1, less a point of non-magical armour; sprint twice, run four times. */
    walk,
    sprint: 2 * walk,
    run: 4 * walk,
  };
}

/** His life points now: his life points (A12, with fatigue: R14) less the damage he carries. */
export const currentLife = (w: Pick<Wizard, 'attributes' | 'feats' | 'damage' | 'awake'>): number => wizardNumbers(w).lifePoints - (w.damage ?? 0);

/** RPG-C44: what running out of cards still lets him do — nothing but walk, talk and sleep, or (Mental Toughness) all but spells. */
export function exhaustedRefusal(w: Pick<Wizard, 'exhausted' | 'feats' | 'name' | 'pronouns'>, doing: 'spell' | 'action'): RuleError | undefined {
  if (!w.exhausted) return undefined;
  const tough = w.feats.includes('Mental Toughness');
  if (doing === 'action' && tough) return undefined;
  const pw = pronounWords(w.pronouns);
  return new RuleError(`${w.name} ran out of library cards: ${tough ? `${pw.subject} ${pw.verb('casts')} no spells` : `${pw.subject} can only walk, talk or sleep`} until renewal (RPG-C44)`, `${pw.possessive} renewal (/wizard renew) ends it`);
}

/** RPG-A18: a skill's total is its attribute plus its dots (War, with no attribute: its dots). */
export function skillTotal(w: Pick<Wizard, 'attributes' | 'skills'> & { awake?: number }, skill: string): number {
  const s = skillNamed(skill);
  return (s?.attribute ? effectiveAttributes(w)[s.attribute] : 0) + (w.skills[s?.name ?? skill] ?? 0);
}
