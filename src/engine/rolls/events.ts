/** The rolls' events (their words for /log and /gm undo are in part.ts). */
import { eventMaker, type EventOf, type EventTable } from '../core/part.js';
import type { UserRef } from '../core/types.js';
import type { TableRoll } from '../tables/roll.js';

/** Rolls of any game: dice by notation and the tables of the catalog, public or private. */
export interface RollEventPayloads {
  'rolls.dice-rolled': { by: UserRef; notation: string; output: string; total: number; dice: number[]; private: boolean };
  'rolls.table-rolled': TableRoll & { by: UserRef; title: string; private: boolean };
  /** The channel's notice that a private roll happened, without its result. */
  'rolls.private-made': { by: UserRef; what: string };
}

export type RollEvent = EventOf<RollEventPayloads>;
export const ev = eventMaker<RollEventPayloads>();

/** A private roll's public undo words never say what was rolled. */
const rollWords = (p: { by: UserRef; private: boolean }, what: string) => (p.private ? `${p.by.name}'s private roll` : `${p.by.name}'s roll ${what}`);

/** The words of each event: its /log line and its /gm undo words. */
export const ROLL_EVENT_WORDS: EventTable<RollEventPayloads> = {
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
};
