import type { CalendarView } from '../calendar/view-types.js';
import type { MagicOfTheDay } from '../magic/view-types.js';
import type { DayBudget } from '../orders/validate.js';
import type { CharacterNumbers, DayOrders, DayPart, SetUpSecret } from './state.js';

/**
 * What one viewer may see of a Magic Realm game in play: the day's replies (/calendar, /orders, /day, /character,
 * /setup) receive only this, never the day's state, so another player's orders, numbers or set-up secret cannot
 * reach a reply by accident.
 */

/** A player as the replies name him. */
export interface RealmViewPlayer {
  userId: string;
  /** His character: `Amazon`. */
  character: string;
  userName: string;
}

export interface RealmView {
  /** Whether the game plays with Seasons and Weather (the calendar). */
  seasonsWeather: boolean;
  /** The calendar once the GM began it: public facts only. */
  calendar?: CalendarView;
  /** The readings of the calendar table's lost cells that touch today's season (`id: text`). */
  readings: string[];
  /** The day's part: Birdsong before the first day begins. */
  part: DayPart;
  /** Daylight: how many turns of how many are revealed. */
  turns: { revealed: number; of: number };
  /** What every character may record today (SW-3, SW-10, SW-11, SW-13). */
  budget: DayBudget;
  /** Every player and whether he has recorded today: all the table learns of the others' orders. */
  recorded: (RealmViewPlayer & { done: boolean })[];
  /** The orders this viewer may read today: a player his own (recorded or not), the GM everyone's, the public none. */
  orders: (RealmViewPlayer & { orders?: DayOrders })[];
  /** The numbers this viewer may read: a player his own character's, the GM everyone's, the public none. */
  characters: (RealmViewPlayer & { numbers: CharacterNumbers; /** His clearing, when his piece stands in one. */ where?: string })[];
  /** BI-4: the set-up secrets this viewer may read: a player his own, the GM everyone's; once revealed, everyone's. */
  setUp: (RealmViewPlayer & { secret?: SetUpSecret })[];
  /** Whether the GM revealed the set-up secrets (BI-4). */
  setUpRevealed: boolean;
  /**
   * The set-up card once dealt, box by box: the denizens waiting in it (everyone's) and, for the GM only, its face-down
   * treasure and belonging cards.
   */
  /** The set-up card's boxes: the denizens for everyone, the face-down treasures and spells for the GM. */
  setUpCard?: { box: string; denizens: string[]; treasures?: string[]; spells?: string[] }[];
  /** Where the day stands (the GM's Next ▶ button carries it, so a press on a passed step changes nothing). */
  step: string;
  /** MP-2: the day of the month and the colour magic it brings every caster today (magic/today.ts). */
  magicToday: MagicOfTheDay;
}

/** The day's types the read side names (issue 28): the play part's events, a set-up secret. */
export type { PlayEventPayloads } from './events.js';
export type { SetUpSecret } from './state.js';
