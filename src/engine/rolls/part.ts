/**
 * Rolls of any game: dice by notation and the tables of the catalog, public or private. The part's pieces:
 * actions.ts (the schemas), events.ts (the payloads), decide.ts (a handler per action), evolve.ts, view.ts,
 * access.ts (a table roll for other parts), old-logs.ts (the events' former names).
 */
import { definePart } from '../core/part.js';
import type { UserRef } from '../core/types.js';
import type { TableCatalog } from '../tables/catalog.js';
import { ROLL_ACTIONS } from './actions.js';
import { decideRolls } from './decide.js';
import type { RollEventPayloads } from './events.js';
import { evolveRolls } from './evolve.js';
import { formerName } from './old-logs.js';

/** A private roll's public undo words never say what was rolled. */
const rollWords = (p: { by: UserRef; private: boolean }, what: string) => (p.private ? `${p.by.name}'s private roll` : `${p.by.name}'s roll ${what}`);

/** The rolls part over the tables the rulesets hand in (src/engine/parts.ts builds it with every ruleset's). */
export const rollsPart = (tables: TableCatalog) =>
  definePart<typeof ROLL_ACTIONS, RollEventPayloads>({
    id: 'rolls',
    formerName,
    actions: ROLL_ACTIONS,
    decide: decideRolls(tables),
    evolve: evolveRolls,
    events: {
      'rolls.dice-rolled': {
        log: (e) => `${e.payload.private ? '🔒 ' : ''}${e.payload.by.name} rolls ${e.payload.notation}: **${e.payload.total}** (${e.payload.dice.join(', ')})`,
        undo: (e) => rollWords(e.payload, `of ${e.payload.notation}`),
      },
      'rolls.table-rolled': {
        log: (e) => {
          const mods = e.payload.modifiers.reduce((n, m) => n + m.value, 0);
          const modText = mods ? ` ${mods > 0 ? '+' : '−'}${Math.abs(mods)}` : '';
          return `${e.payload.private ? '🔒 ' : ''}${e.payload.by.name} rolls on ${e.payload.title}: ${e.payload.dice.join(', ')}${modText} → ${e.payload.read}: ${e.payload.result}`;
        },
        undo: (e) => rollWords(e.payload, `on the ${e.payload.title} table`),
      },
      'rolls.private-made': { log: (e) => `🔒 ${e.payload.by.name} makes a private roll`, undo: false },
    },
  });
