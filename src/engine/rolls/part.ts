import { z } from 'zod';
import { userRef } from '../core/actions.js';
import { evolveBy, unchanged, type Appliers } from '../core/handlers.js';
import { definePart, eventMaker, type EventOf } from '../core/part.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent, type UserRef } from '../core/types.js';
import type { GameState } from '../core/state.js';
import type { DiceSource } from '../dice.js';
import type { Modifier } from '../tables/table-schema.js';
import { rollNotation } from '../dice-notation.js';
import { tableForOptions, type TableCatalog } from '../tables/catalog.js';

/** The names the rolls' events had until issue 28 gave each part one name (`rolls.…`): read as today's (engine.ts). */
const FORMER_NAMES: Readonly<Record<string, string>> = { 'rolls.dice-rolled': 'dice.rolled', 'rolls.table-rolled': 'table.rolled', 'rolls.private-made': 'roll.private-made' };
import { rollOnTable, type TableRoll } from '../tables/roll.js';

/** Rolls of any game: dice by notation and the tables of the catalog, public or private. */
export interface RollEventPayloads {
  'rolls.dice-rolled': { by: UserRef; notation: string; output: string; total: number; dice: number[]; private: boolean };
  'rolls.table-rolled': TableRoll & { by: UserRef; title: string; private: boolean };
  /** The channel's notice that a private roll happened, without its result. */
  'rolls.private-made': { by: UserRef; what: string };
}

const modifier = z.object({ label: z.string().min(1).max(100), value: z.number().int().min(-100).max(100) });

export const ROLL_ACTIONS = [
  z.object({
    type: z.literal('rolls.dice'),
    actor: userRef,
    notation: z.string().trim().min(1).max(100),
    private: z.boolean().default(false),
    reason: z.string().max(200).optional(),
  }),
  z.object({
    type: z.literal('rolls.table'),
    actor: userRef,
    table: z.string().min(1).max(60),
    column: z.string().max(60).optional(),
    modifiers: z.array(modifier).max(10).default([]),
    private: z.boolean().default(false),
  }),
] as const;

const ev = eventMaker<RollEventPayloads>();

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

/** A private roll's public undo words never say what was rolled. */
const rollWords = (p: { by: UserRef; private: boolean }, what: string) => (p.private ? `${p.by.name}'s private roll` : `${p.by.name}'s roll ${what}`);

/** A roll counted in the game's rolls. */
const counted = (state: GameState): GameState => ({ ...state, rollCount: state.rollCount + 1 });

/** The state after each roll event. */
const APPLY: Appliers<EventOf<RollEventPayloads>> = { 'rolls.dice-rolled': counted, 'rolls.table-rolled': counted, 'rolls.private-made': unchanged };

/** The rolls part over the tables the rulesets hand in (src/engine/parts.ts builds it with every ruleset's). */
export const rollsPart = (tables: TableCatalog) =>
  definePart<typeof ROLL_ACTIONS, RollEventPayloads>({
    id: 'rolls',
    formerName: (type) => FORMER_NAMES[type],
    actions: ROLL_ACTIONS,
    decide(state, action, dice) {
      const actor = action.actor.id;
      switch (action.type) {
        case 'rolls.dice': {
          const roll = rollNotation(action.notation, dice);
          const payload = { by: action.actor, notation: roll.notation, output: roll.output, total: roll.total, dice: roll.drawn, private: action.private };
          if (!action.private) return [ev('rolls.dice-rolled', payload, PUBLIC, actor)];
          return [ev('rolls.dice-rolled', payload, onlyPlayers(actor), actor), ev('rolls.private-made', { by: action.actor, what: 'dice' }, PUBLIC, actor)];
        }
        case 'rolls.table':
          return tableRollEvents(tables, state, action, dice);
      }
    },
    evolve: evolveBy(APPLY),
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
