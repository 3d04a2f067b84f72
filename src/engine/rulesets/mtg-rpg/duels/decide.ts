/**
 * What each duel action decides (issue 15; RPG-C20–C32), one named handler per action type (issue 28): each calls
 * the step of flow.ts that judges it and says what happened as events.
 */
import type { GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { landValue } from '../deck/view.js';
import { decideBy, type Handlers } from '../../../core/handlers.js';
import type { DuelAction } from './actions.js';
import * as flow from './flow.js';

/** What every duel action knows: the game (a duel is the MtG RPG's) and who acts. */
interface Ctx {
  state: GameState;
  actor: string;
}

function duelContext(state: GameState, action: DuelAction): Ctx {
  if (state.ruleset !== 'mtg-rpg') throw new RuleError('duels are the MtG RPG’s', 'Magic Realm fights with /combat');
  return { state, actor: action.actor.id };
}

const HANDLERS: Handlers<DuelAction, Ctx> = {
  'duel.challenge': ({ state, actor }, action) => flow.challenge(state, actor, action.opponent),
  'duel.refuse': ({ state, actor }) => flow.refuse(state, actor),
  'duel.accept': ({ state, actor }, action) => flow.setLength(state, actor, action.length),
  'duel.stakes': ({ state, actor }, action) => flow.setStakes(state, actor, action.stakes),
  'duel.victory': ({ state, actor }, action) => flow.setVictory(state, actor, action.victory),
  'duel.initiative': ({ state, actor }, action) =>
    flow.chooseInitiative(state, actor, action.card && action.card.toLowerCase() !== 'none' ? action.card : undefined, action.first, { landValue: landValue(state) }),
  'duel.play': ({ state, actor }, action) => flow.chooseCard(state, actor, action.card),
  'duel.yield': ({ state, actor }) => flow.yieldDuel(state, actor),
  'duel.life': ({ state, actor }, action) => flow.adjustLife(state, actor, action.player, action.change),
  'duel.turn': ({ state, actor }, action) => flow.endTurn(state, actor, action.player),
  'duel.end': ({ state, actor }, action) => flow.gmEnd(state, actor, action.player, action.winner),
  'duel.backlash': ({ state, actor }, action) => flow.backlash(state, actor, action.player, action.on),
};

export const decideDuels = decideBy(HANDLERS, duelContext);
