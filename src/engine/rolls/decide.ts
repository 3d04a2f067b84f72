/** The rolls' decisions: one named handler per action type (ROLL_DECISIONS), routed by decideBy. */
import { decideBy, type Handlers } from '../core/handlers.js';
import type { GameState } from '../core/state.js';
import { onlyPlayers, PUBLIC } from '../core/types.js';
import { rollNotation } from '../dice-notation.js';
import type { TableCatalog } from '../tables/catalog.js';
import { tableRollEvents } from './access.js';
import type { RollAction } from './actions.js';
import { ev } from './events.js';

/** What every roll is decided with: the game's state and the tables the rulesets hand in. */
interface RollContext {
  state: GameState;
  tables: TableCatalog;
}

const ROLL_DECISIONS: Handlers<RollAction, RollContext> = {
  'rolls.dice': (_c, action, dice) => {
    const actor = action.actor.id;
    const roll = rollNotation(action.notation, dice);
    const payload = { by: action.actor, notation: roll.notation, output: roll.output, total: roll.total, dice: roll.drawn, private: action.private };
    if (!action.private) return [ev('rolls.dice-rolled', payload, PUBLIC, actor)];
    return [ev('rolls.dice-rolled', payload, onlyPlayers(actor), actor), ev('rolls.private-made', { by: action.actor, what: 'dice' }, PUBLIC, actor)];
  },
  'rolls.table': ({ state, tables }, action, dice) => tableRollEvents(tables, state, action, dice),
};

/** The rolls' decide over the tables the rulesets hand in. */
export const decideRolls = (tables: TableCatalog) => decideBy(ROLL_DECISIONS, (state): RollContext => ({ state, tables }));
