/** The rolls' events (their words for /log and /gm undo are in part.ts). */
import { eventMaker, type EventOf } from '../core/part.js';
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
