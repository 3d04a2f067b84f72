/**
 * Rolls of any game: dice by notation and the tables of the catalog, public or private. The part's pieces:
 * actions.ts (the schemas), events.ts (the payloads), decide.ts (a handler per action), evolve.ts, view.ts,
 * access.ts (a table roll for other parts), old-logs.ts (the events' former names).
 */
import { definePart } from '../core/part.js';
import type { TableCatalog } from '../tables/catalog.js';
import { ROLL_ACTIONS } from './actions.js';
import { decideRolls } from './decide.js';
import { ROLL_EVENT_WORDS, type RollEventPayloads } from './events.js';
import { evolveRolls } from './evolve.js';
import { formerName } from './old-logs.js';


/** The rolls part over the tables the rulesets hand in (src/engine/parts.ts builds it with every ruleset's). */
export const rollsPart = (tables: TableCatalog) =>
  definePart<typeof ROLL_ACTIONS, RollEventPayloads>({
    id: 'rolls',
    formerName,
    actions: ROLL_ACTIONS,
    decide: decideRolls(tables),
    evolve: evolveRolls,
    events: ROLL_EVENT_WORDS,
  });
