import type { OptionValue } from '../rulesets/options.js';
import type { TableRoll } from '../tables/roll.js';
import type { Card, CheckResult } from '../rulesets/mtg-rpg/referee-deck.js';
import type { GameState } from './state.js';
import type { GameEvent, UserRef } from './types.js';

/** The payload of every event type of the core; rulesets add their own beside these. */
export interface CoreEventPayloads {
  'game.created': Pick<GameState, 'id' | 'channelId' | 'guildId' | 'ruleset' | 'options' | 'gm'> & { at: string };
  'game.joined': { userId: string; userName: string; character: string };
  'game.option-set': { key: string; value: OptionValue };
  'game.started': Record<string, never>;
  'game.ended': Record<string, never>;
  'dice.rolled': { by: UserRef; notation: string; output: string; total: number; dice: number[]; private: boolean };
  'table.rolled': TableRoll & { by: UserRef; title: string; private: boolean };
  /** The channel's notice that a private roll happened, without its result. */
  'roll.private-made': { by: UserRef; what: string };
  'action.undone': { actionSeq: number; summary: string; by: UserRef };
  /** A referee-deck check (RPG-B): the card, its value, the rating, the difficulty, and whether it succeeded. */
  'deck.drawn': CheckResult & { by: UserRef; index: number; reshuffled: boolean; secret: boolean };
  /** The referee's new deck (GM only: the list is his). */
  'deck.set': { cards: Card[]; source: 'guideline' | 'list' };
  /** What the table learns of a new referee deck: its size. */
  'deck.announced': { size: number; source: 'guideline' | 'list' };
}

export type CoreEventType = keyof CoreEventPayloads;
export type CoreEvent = { [K in CoreEventType]: GameEvent<K, CoreEventPayloads[K]> }[CoreEventType];

export function event<K extends CoreEventType>(
  type: K,
  payload: CoreEventPayloads[K],
  visibility: GameEvent['visibility'],
  actor: string,
): GameEvent<K, CoreEventPayloads[K]> {
  return { type, payload, visibility, actor };
}
