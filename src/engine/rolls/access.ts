/**
 * The rolls as other parts roll through them (issue 28: a part's face): a roll on a table of the catalog, its checks
 * and its event, as `/roll table` makes it — the Magic Realm part rolls through this when the roll changes a
 * character (play/table-roll.ts).
 */
import type { GameState } from '../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent, type UserRef } from '../core/types.js';
import type { DiceSource } from '../dice.js';
import type { Modifier } from '../tables/table-schema.js';
import { tableForOptions, type TableCatalog } from '../tables/catalog.js';
import { rollOnTable } from '../tables/roll.js';
import { ev } from './events.js';

/**
 * A roll on a table of the catalog: the checks, the roll, its event (and the channel's notice of a private one).
 * The Magic Realm part rolls through this too when the roll changes a character (play/table-roll.ts).
 */
export function tableRollEvents(
  tables: TableCatalog,
  state: GameState,
  action: { actor: UserRef; table: string; column?: string | undefined; modifiers: Modifier[]; private: boolean },
  dice: DiceSource,
): GameEvent[] {
  const actor = action.actor.id;
  const found = tables.find(action.table);
  if (!found) throw new RuleError(`there is no table "${action.table}"`, 'pick one from the list that /roll table offers, e.g. bounty or steal');
  // A seed rule's variant when the game's option is on (BI-6, expanded-meetings: the Meeting table's Opportunity).
  const table = tableForOptions(found, state.options);
  if (table.plain && action.modifiers.length > 0) {
    throw new RuleError(`the ${table.title} roll takes no modifiers`, `roll it without modifier:, e.g. /roll table name:${table.name}`);
  }
  if (table.dice === 'none') throw new RuleError(`the ${table.title} table is read, not rolled`, `look it up with /rules topic:${table.name}`);
  if (action.column !== undefined && table.columnMode === 'together') {
    throw new RuleError(`the ${table.name} table has no columns to choose from`, `roll it without column:, e.g. /roll table name:${table.name}`);
  }
  if (action.column !== undefined && !table.columns.some((c) => c.key === action.column)) {
    throw new RuleError(`the ${table.name} table has no column "${action.column}"`, `its columns are: ${table.columns.map((c) => c.key).join(', ')}`);
  }
  const roll = rollOnTable(table, dice, action.modifiers, action.column);
  const payload = { ...roll, by: action.actor, title: table.title, private: action.private };
  if (!action.private) return [ev('rolls.table-rolled', payload, PUBLIC, actor)];
  return [ev('rolls.table-rolled', payload, onlyPlayers(actor), actor), ev('rolls.private-made', { by: action.actor, what: 'a table' }, PUBLIC, actor)];
}
