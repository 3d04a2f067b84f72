/**
 * The fights' events (issue 15; RPG-C): their payloads — what a step changed in the fight, the cards it moved, the life
 * points it left, the referee cards drawn — and their log and undo words. Undo words are public: never a life total.
 */
import { eventMaker, type EventTable } from '../../../core/part.js';
import type { Edit } from '../../../core/patch.js';
import type { Draw } from '../referee-deck.js';
import type { LibraryChange } from '../sheet/library-change.js';
import type { FightStanding } from './state.js';

export interface FightEventPayloads {
  /**
   * A step of the fight (GM only: it holds every life total and secret choice): what it changed in the fight (`changes`,
   * from the fight before; from nothing when it starts), the life points it leaves, and the referee cards drawn.
   */
  'fights.moved': { id: number; changes: Edit[]; standing: FightStanding; draws: Draw[] };
  /** What the table sees of the step (public). */
  'fights.told': { id: number; lines: string[] };
  /** The cards the fight's step moved in a wizard's library, and his hand's size after (his and the GM's). */
  'fights.library': { userId: string; change: LibraryChange; hand: number };
  /** His life points now (his and the GM's). */
  'fights.life': { id: number; userId: string; life: number };
  /** D84: an item's destruction check, with its referee card (public). */
  'fights.item-checked': { item: string; toughness: number; draw: Draw; destroyed: boolean; lines: string[] };
  /** His sheet after the fight: the life points he lost (his and the GM's). */
  'fights.wizard-after': { userId: string; damage: number };
}

export const fightEvent = eventMaker<FightEventPayloads>();

/** The words of each fight event, as today's payloads hold them (old-logs.ts reads older ones into these shapes). */
export const FIGHT_EVENT_WORDS: EventTable<FightEventPayloads> = {
  'fights.moved': { log: (e) => `🔒 The fight, round ${e.payload.standing.round}: ${e.payload.standing.wizards.map(([userId, life]) => `${userId} ${life} LP`).join(', ')}; ${e.payload.standing.monsters.map(([name, life]) => `${name} ${life} LP`).join(', ')}`, undo: () => 'a step of a fight' },
  'fights.told': { log: (e) => e.payload.lines.join(' '), undo: false },
  'fights.library': { log: (e) => `🔒 The hand in the fight: ${e.payload.hand} cards`, undo: false },
  'fights.life': { log: (e) => `🔒 Life points in the fight: ${e.payload.life}`, undo: false },
  'fights.item-checked': { log: (e) => e.payload.lines.join(' '), undo: (e) => `the check of ${e.payload.item}` },
  'fights.wizard-after': { log: (e) => `🔒 After the fight: ${e.payload.damage} life points lost`, undo: false },
};
