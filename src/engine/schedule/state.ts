/**
 * How time passes in a game between sessions (issue 12): how often the bot reminds players who keep a step
 * waiting (the game's interval, or a player's own), the deadline of each kind of step, and whether the bot moves
 * past a step at its deadline. Settings only: the scheduler (src/scheduler) acts on them.
 */
export interface ScheduleSettings {
  /** Hours between reminders (a reminder when a step has waited this long, and again each time after). */
  reminderHours: number;
  /** A player's own interval, by user id. */
  playerHours: Record<string, number>;
  /** Hours from the start of a step to its deadline, by kind of step (`birdsong`, `realm-orders`). */
  deadlineHours: Record<string, number>;
  /** At the deadline the bot moves on with the missing orders blank. */
  autoAdvance: boolean;
}

declare module '../core/state.js' {
  interface PartStates {
    /** The game's reminder and deadline settings, once the GM or a player changed one. */
    schedule: ScheduleSettings;
  }
}

export const DEFAULT_REMINDER_HOURS = 24;
/** A game without an action for this long is stalled: the reminders stop until someone acts again. */
export const STALLED_AFTER_DAYS = 30;
/** The kinds of step a deadline can be set for, with the words for them. */
export const STEP_KINDS = { birdsong: 'Birdsong orders', 'realm-orders': 'realm orders' } as const;
export type StepKind = keyof typeof STEP_KINDS;
