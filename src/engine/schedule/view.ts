/** The schedule's read-only questions (the scheduler and /schedule ask them): the game's settings, a player's interval. */
import type { GameState } from '../core/state.js';
import { DEFAULT_REMINDER_HOURS, type ScheduleSettings } from './state.js';

export const scheduleOf = (state: GameState): ScheduleSettings =>
  state.schedule ?? { reminderHours: DEFAULT_REMINDER_HOURS, playerHours: {}, deadlineHours: {}, autoAdvance: false };

/** The interval between one player's reminders: his own, else the game's. */
export const reminderHoursOf = (s: ScheduleSettings, userId: string): number => s.playerHours[userId] ?? s.reminderHours;
