/**
 * What one viewer sees of the MtG RPG's duels (issue 15; RPG-C20): life points only his own (the GM's: every one),
 * the secret choices only once revealed. And the terms' names the read side shows (issue 28).
 */
import { isGm, type GameState } from '../../../core/state.js';
import type { Viewer } from '../../../core/types.js';
import { duelsOf } from './flow.js';
import { isIn, type Duel } from './terms.js';

export { DUEL_LENGTHS, LENGTH_LABEL, QUICK_CARDS, STAKES, STAKES_LABEL, VICTORIES, VICTORY_LABEL } from './terms.js';
export { cardLabel } from '../sheet/cards.js';

/** A duel as one viewer may see it: life points only his own (C20), every one for the GM; choices only once revealed. */
export interface DuelView {
  id: number;
  challenger: string;
  defender: string;
  names: Record<string, string>;
  stage: Duel['stage'];
  length?: Duel['length'];
  stakes?: Duel['stakes'];
  victory?: Duel['victory'];
  order?: [string, string];
  turn: number;
  /** Who has chosen this step (not what). */
  chosen: string[];
  turns: Duel['turns'];
  result?: Duel['result'];
  /** The life points this viewer may know, and what they began at. */
  life: Record<string, number>;
  began: Record<string, number>;
  /** His own secret choice of this step, if he made one. */
  mine?: string;
}

export const wizardName = (state: GameState, userId: string) => state.wizards?.[userId]?.name ?? userId;

export function duelViewFor(state: GameState, viewer: Viewer, d: Duel): DuelView {
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  const knows = (id: string) => gm || id === viewer.userId;
  const lib = state.wizards?.[viewer.userId]?.library;
  const myChoice = d.stage === 'initiative' ? d.initiative[viewer.userId]?.card : d.chosen[viewer.userId];
  const chosen = d.stage === 'initiative' ? Object.keys(d.initiative) : Object.keys(d.chosen);
  return {
    id: d.id,
    challenger: d.challenger,
    defender: d.defender,
    names: { [d.challenger]: wizardName(state, d.challenger), [d.defender]: wizardName(state, d.defender) },
    stage: d.stage,
    ...(d.length ? { length: d.length } : {}),
    ...(d.stakes ? { stakes: d.stakes } : {}),
    ...(d.victory ? { victory: d.victory } : {}),
    ...(d.order ? { order: d.order } : {}),
    turn: d.turn,
    chosen,
    turns: d.turns,
    ...(d.result ? { result: d.result } : {}),
    life: Object.fromEntries(Object.entries(d.life).filter(([id]) => knows(id))),
    began: Object.fromEntries(Object.entries(d.began ?? {}).filter(([id]) => knows(id))),
    ...(isIn(d, viewer.userId) && chosen.includes(viewer.userId) ? { mine: typeof myChoice === 'number' && lib ? lib.cards[myChoice]!.name : 'no card' } : {}),
  };
}

/** Every duel the viewer may see, the latest last. */
export function duelsViewFor(state: GameState, viewer: Viewer): DuelView[] | undefined {
  if (state.ruleset !== 'mtg-rpg') return undefined;
  return duelsOf(state).map((d) => duelViewFor(state, viewer, d));
}

