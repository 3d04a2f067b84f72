/**
 * A Magic Realm game in play: each player's character numbers, the BIMR4 set-up secrets, the calendar and the day
 * (Birdsong orders, Daylight turns). Lives in GameState.play.
 */

declare module '../../../core/state.js' {
  interface PartStates {
    /** A Magic Realm game in play: characters' numbers, set-up secrets, the calendar and the day. */
    play: RealmPlay;
  }
}

/** The numbers of a character the GM keeps (every change is an event). */
export interface CharacterNumbers {
  gold: number;
  fame: number;
  notoriety: number;
  /**
   * Wounds and fatigue (asterisks) as counts, for a character who is no character of the game (a free-text name of an
   * older game): a character of the game has them as chosen chits on his sheet (characters/effort.ts).
   */
  wounds: number;
  fatigue: number;
}

export const NUMBER_FIELDS = ['gold', 'fame', 'notoriety', 'wounds', 'fatigue'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** BI-4: what a player tells the GM in secret before the dwellings are revealed. */
export interface SetUpSecret {
  victory?: string;
  start?: string;
  spells?: string;
  enchanted?: string;
}

/** One player's orders for the day: the text as typed and the phases as checked. */
export interface DayOrders {
  text: string;
  /** Each phase: its code, its argument (a clearing, a character, a deal), and a Choice row written with a search (`P/L4`). */
  phases: { code: string; target?: string; choice?: string }[];
  /** The clearings the character will be in after each phase (for the route shown to him and the GM). */
  route: string[];
  /** Issue 29, Premonition: the place in the day's turn order he chose (1 = first; play/chosen-turn.ts). */
  turn?: number;
  /** Issue 29, Phantasm: his phantasm's phases, MOVE and PEER only (play/phantasm.ts). */
  phantasm?: Pick<DayOrders, 'text' | 'phases' | 'route'>;
}

export type DayPart = 'birdsong' | 'daylight' | 'sunset' | 'evening' | 'midnight';

export interface DayState {
  part: DayPart;
  /** Birdsong: the orders recorded so far, by player id (secret: each player's own, and the GM's). */
  orders: Record<string, DayOrders>;
  /** Daylight: the turn order drawn, and how many turns have been revealed. */
  turnOrder: string[];
  revealed: number;
  /** The clearing each character stood in as his turn began today (FOLLOW reads his guide's). */
  started?: Record<string, string>;
  /**
   * The clearings each character was in after each phase he did today, as his turn revealed them (where Lost took
   * him, or as far as he went before a block): FOLLOW takes his guide's (absent in older logs: the recorded route).
   */
  went?: Record<string, string[]>;
  /** Which day of the game this is, from 1 (absent in states of older logs: day 1). */
  number?: number;
  /** Sunrise: the day's monster roll, one plain die (core-tables "appearance_chart"); absent before Daylight. */
  monsterRoll?: number;
  /** Characters blocked today (user id → the monster that blocks him): no more phases; unblocked at Sunset. */
  blocked?: Record<string, string>;
  /** Monsters blocked today (piece ids): they prowl no more; unblocked at Midnight (the new day's state). */
  blockedMonsters?: string[];
  /** Chits that summoned today (labels): each summons once a day. */
  summonedBy?: string[];
}

export interface RealmPlay {
  characters: Record<string, CharacterNumbers>;
  setUp: Record<string, SetUpSecret>;
  /** Whether the GM revealed the set-up secrets (at the game's end, BI-4). */
  setUpRevealed: boolean;
  /** The calendar (Seasons and Weather), once the GM began it. */
  calendar?: import('../calendar/calendar.js').CalendarState;
  day?: DayState;
  /**
   * The set-up card (setup/setup-card.ts), once dealt at /game start or by /board setup: its boxes' treasures (the
   * GM's) and the denizens waiting in them (everyone's).
   */
  setUpCard?: import('../setup/setup-card.js').SetUpCard;
  /** The characters' sheets that differ from their kits, by user id (issue 13; characters/sheet.ts). */
  sheets?: Record<string, import('../characters/sheet.js').CharacterSheet>;
  /**
   * The choices of chits each character owes, oldest first (issue 13): the weather's fatigue, a wound, a REST. He
   * names the chits (/character choose); when the GM moves the day on, the bot pays what is left (characters/effort.ts).
   */
  owed?: Record<string, import('../characters/effort.js').Owed[]>;
  /** X1-12: the travellers each character captured (by user id): they stay with him for the rest of the game. */
  captured?: Record<string, string[]>;
  /** Natives each character has hired (issue 13, HIRE), by user id: each hire's natives (pieces' labels) and the days left. */
  hirelings?: Record<string, Hire[]>;
  /**
   * The groups that battle a character this Evening after a Block/Battle result of the Meeting table (issue 13), by
   * user id; cleared when the next day begins. For the combat issue.
   */
  battling?: Record<string, string[]>;
  /**
   * Each character's relationships that play changed (issue 13: a STEAL that is Suspect or Caught, X1-7), by user id
   * and group; the kit's (with BI-14) for every other group.
   */
  /** MP-9: the spells in force (magic/in-force.ts), in the order they went into effect. */
  inForce?: import('../magic/in-force.js').SpellHeld[];
  /** Issue 29: the spells kept aside while Pentangle or Melt Into Mist is in force on their target (magic/nullify.ts). */
  suspended?: import('../magic/nullify.js').SpellSuspended[];
  /** Issue 29, Ask Demon: the questions waiting on the GM's answer (magic/ask-demon.ts), oldest first. */
  demonQuestions?: import('../magic/ask-demon.js').DemonQuestion[];
  /** Issue 29, Small Blessing: the wishes waiting for the wisher's choice (magic/wishes.ts), oldest first. */
  wishes?: import('../magic/wishes.js').PendingWish[];
  relationships?: Record<string, Record<string, import('../terms.js').Relationship>>;
}

/** One hire (issue 13): the native group, the natives hired (their pieces' labels, e.g. "Lancer HQ"), days left. */
export interface Hire {
  /** The native group hired, or (X1-11) the traveller. */
  group: string;
  /** The pieces' labels. */
  natives: string[];
  days: number;
  /** X1-11: a traveller at his fixed wage — he never leaves his employer, and leaves the game when his employer dies. */
  traveller?: true;
  /** Issue 30: the natives of this hire left as guards where they stand (they do not follow him: play/followers.ts). */
  guards?: string[];
}

export const emptyPlay = (): RealmPlay => ({ characters: {}, setUp: {}, setUpRevealed: false });

export const newCharacter = (): CharacterNumbers => ({ gold: 10, fame: 0, notoriety: 0, wounds: 0, fatigue: 0 });
