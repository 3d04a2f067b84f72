/**
 * What one viewer sees of the MtG RPG's fights with monsters (issue 15): every monster, each wizard's life only to
 * himself (the GM: all). And the card words the read side shows (issue 28).
 */
import { isGm, type GameState } from '../../../core/state.js';
import type { Viewer } from '../../../core/types.js';
import * as flow from './flow.js';
import type { Fight } from './state.js';

export { cardLabel } from '../sheet/cards.js';

export const fightsOf = (state: GameState): Fight[] => state.fights ?? [];
export const currentFight = (state: GameState): Fight | undefined => fightsOf(state).find((f) => f.stage !== 'over');

/** A fight as one viewer may see it: every monster, each wizard's life only to himself (the GM: all). */
export interface FightView {
  id: number;
  round: number;
  stage: Fight['stage'];
  monsters: { id: string; name: string; power: number; toughness: number; dead: boolean; life?: number; reserve?: number }[];
  wizards: { userId: string; name: string; life?: number; down: boolean; armour: number }[];
  order: string[];
  now?: string;
  pending?: Fight['pending'];
  grappled: Fight['grappled'];
  /** Who has chosen his initiative (not what). */
  chosen: string[];
}

export function fightViewFor(state: GameState, viewer: Viewer, f: Fight): FightView {
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  return {
    id: f.id,
    round: f.round,
    stage: f.stage,
    // C3: a monster's statistics are the GM's (its card and the damage dealt to it are seen).
    monsters: f.monsters.map((m) => ({ id: m.id, name: m.name, power: m.power, toughness: m.toughness, dead: !!m.dead, ...(gm ? { life: m.life, reserve: m.reserve } : {}) })),
    wizards: f.wizards.map((w) => ({ userId: w.userId, name: state.wizards?.[w.userId]?.name ?? w.userId, ...(gm || viewer.userId === w.userId ? { life: w.life } : {}), down: w.life <= 0, armour: w.armour })),
    order: f.order,
    ...(flow.current(f) ? { now: flow.current(f)! } : {}),
    ...(f.pending ? { pending: f.pending } : {}),
    grappled: f.grappled,
    chosen: Object.keys(f.initiative),
  };
}

export function fightsViewFor(state: GameState, viewer: Viewer): FightView[] | undefined {
  if (state.ruleset !== 'mtg-rpg') return undefined;
  return fightsOf(state).map((f) => fightViewFor(state, viewer, f));
}

