/**
 * What one viewer sees of the MtG RPG's wizards (issue 15): the whole sheet of his own (every sheet for the GM), the
 * public part of others' — his name, calling, primary colour, demeanor and pronoun.
 */
import type { Pronoun } from '../../../pronouns.js';
import { isGm, type GameState } from '../../../core/state.js';
import type { Viewer } from '../../../core/types.js';
import { cardLabel } from '../sheet/cards.js';
import { ATTRIBUTE_COLOUR, ATTRIBUTES, SCORE_LABELS, SKILLS, skillTotal, wizardNumbers, type Attribute, type Colour, type Wizard } from '../sheet/creation.js';
import { dodgesPerTurn, landMinutes, spellMinutes, spellRangeYards, widenTargets } from '../sheet/feats.js';

/** The tables a sheet names its rows by (issue 28: pictures draw from the view, not the rules). */
export { ATTRIBUTE_COLOUR, ATTRIBUTES, SCORE_LABELS, SKILLS };

/** What his sheet's numbers come to in play (RPG-A11–A17, B3, D feats), computed for the read side. */
export interface WizardFigures {
  /** B3: each skill's total (dots + its attribute) where he has a dot. */
  skillTotals: Record<string, number>;
  dodgesPerTurn: number;
  /** Opponents a spell reaches (Widen Spell). */
  widenTargets: number;
  /** How long a spell lasts outside a duel, and a tapped land keeps its mana, in minutes. */
  spellMinutes: number;
  landMinutes: number;
  /** The range of each colour's spells in yards, by the attribute of that colour (CH has none). */
  rangeYards: Partial<Record<Attribute, number>>;
  /** His hand, each card as the table writes it. */
  hand: string[];
}

/** A sheet as its owner and the GM see it: the wizard, his numbers and his figures. */
export type WizardSheetView = Wizard & { numbers: ReturnType<typeof wizardNumbers>; figures: WizardFigures };

export function sheetView(w: Wizard): WizardSheetView {
  const lib = w.library;
  return {
    ...w,
    numbers: wizardNumbers(w),
    figures: {
      skillTotals: Object.fromEntries(SKILLS.filter((k) => (w.skills[k.name] ?? 0) > 0).map((k) => [k.name, skillTotal(w, k.name)])),
      dodgesPerTurn: dodgesPerTurn(w),
      widenTargets: widenTargets(w),
      spellMinutes: spellMinutes(w),
      landMinutes: landMinutes(w),
      rangeYards: Object.fromEntries(ATTRIBUTES.filter((a) => a !== 'CH').map((a) => [a, spellRangeYards(w.attributes[a], w)])),
      hand: lib ? lib.hand.map((i) => cardLabel(lib.cards[i]!)) : [],
    },
  };
}

export interface WizardView {
  userId: string;
  name: string;
  calling: string;
  primary: Colour;
  demeanor?: string[];
  /** Issue 27: the pronoun chosen at creation, for all to see (absent: he). */
  pronouns?: Pronoun;
  /** His and the GM's only. */
  sheet?: WizardSheetView;
}

export const wizardsOf = (state: GameState): Record<string, Wizard> => state.wizards ?? {};

const withoutCall = (w: Wizard): Wizard => {
  const { called: _secret, ...rest } = w;
  return rest;
};

export function wizardViewFor(state: GameState, viewer: Viewer): WizardView[] | undefined {
  if (state.ruleset !== 'mtg-rpg') return undefined;
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  return Object.entries(wizardsOf(state)).map(([userId, w]) => ({
    userId,
    name: w.name,
    calling: w.calling,
    primary: w.primary,
    ...(w.demeanor ? { demeanor: w.demeanor } : {}),
    ...(w.pronouns ? { pronouns: w.pronouns } : {}),
    // His own sheet leaves out the call he has to answer: its DC is the GM's (RPG-B2); the call itself was public.
    ...(gm || viewer.userId === userId ? { sheet: sheetView(gm ? w : withoutCall(w)) } : {}),
  }));
}

/**
 * The read-only queries and tables /wizard and /sanctuary ask of the rules, for their hints, choices and replies
 * (issue 28: commands import a part's view and types only). Each is pure and changes nothing.
 */
export { wizardWords } from '../sheet/words.js';
export { CALLINGS, COLOURS, DEMEANORS, RENEWALS, enduranceDc, fatiguePenalty, skillTotal } from '../sheet/creation.js';
export { cardLabel, parseLibraryList } from '../sheet/cards.js';
export { exampleLibrary } from '../sheet/library-rules.js';
export { cantripCasts, cantripsKnown, dodgesPerTurn, FEATS, landMinutes, spellMinutes, spellRangeYards, unusableFeats, widenTargets } from '../sheet/feats.js';
export { carriesPounds } from './cohorts.js';
export { CRAFT_FEAT, CRAFT_KINDS, craftPlan } from './crafting.js';
export { generalResearch, RARITIES, researchPlan, researchRetry } from './sanctuary.js';
