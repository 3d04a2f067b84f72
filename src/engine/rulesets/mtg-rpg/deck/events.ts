/** The referee deck's events (their words for /log and /gm undo are in part.ts). */
import { eventMaker, type EventOf } from '../../../core/part.js';
import type { UserRef } from '../../../core/types.js';
import type { Card, CheckResult } from '../referee-deck.js';

export interface DeckEventPayloads {
  /** A referee-deck check (RPG-B): the card, its value, the rating, the difficulty, and whether it succeeded. */
  'deck.drawn': CheckResult & { by: UserRef; index: number; reshuffled: boolean; secret: boolean };
  /** The referee's new deck (GM only: the list is his). */
  'deck.set': { cards: Card[]; source: 'guideline' | 'list' };
  /** What the table learns of a new referee deck: its size. */
  'deck.announced': { size: number; source: 'guideline' | 'list' };
}

export type DeckEvent = EventOf<DeckEventPayloads>;
export const ev = eventMaker<DeckEventPayloads>();
