/**
 * What one viewer sees of the MtG RPG's wizards (issue 15): the whole sheet of his own (every sheet for the GM), the
 * public part of others' — his name, calling, primary colour, demeanor and pronoun.
 */
import type { Pronoun } from '../../../pronouns.js';
import { isGm, type GameState } from '../../../core/state.js';
import type { Viewer } from '../../../core/types.js';
import { wizardNumbers, type Colour, type Wizard } from './creation.js';

export interface WizardView {
  userId: string;
  name: string;
  calling: string;
  primary: Colour;
  demeanor?: string[];
  /** Issue 27: the pronoun chosen at creation, for all to see (absent: he). */
  pronouns?: Pronoun;
  /** His and the GM's only. */
  sheet?: Wizard & { numbers: ReturnType<typeof wizardNumbers> };
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
    ...(gm || viewer.userId === userId ? { sheet: { ...(gm ? w : withoutCall(w)), numbers: wizardNumbers(w) } } : {}),
  }));
}
