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
  'duels.challenge': ({ state, actor }, action) => flow.challenge(state, actor, action.opponent),
  'duels.refuse': ({ state, actor }) => flow.refuse(state, actor),
  'duels.accept': ({ state, actor }, action) => flow.setLength(state, actor, action.length),
  'duels.stakes': ({ state, actor }, action) => flow.setStakes(state, actor, action.stakes),
  'duels.victory': ({ state, actor }, action) => flow.setVictory(state, actor, action.victory),
  'duels.initiative': ({ state, actor }, action) =>
    flow.chooseInitiative(state, actor, action.card && action.card.toLowerCase() !== 'none' ? action.card : undefined, action.first, { landValue: landValue(state) }),
  'duels.play': ({ state, actor }, action) => flow.chooseCard(state, actor, action.card),
  'duels.yield': ({ state, actor }) => flow.yieldDuel(state, actor),
  'duels.life': ({ state, actor }, action) => flow.adjustLife(state, actor, action.player, action.change),
  'duels.turn': ({ state, actor }, action) => flow.endTurn(state, actor, action.player),
  'duels.end': ({ state, actor }, action) => flow.gmEnd(state, actor, action.player, action.winner),
  'duels.backlash': ({ state, actor }, action) => flow.backlash(state, actor, action.player, action.on),
};

export const decideDuels = decideBy(HANDLERS, duelContext);
