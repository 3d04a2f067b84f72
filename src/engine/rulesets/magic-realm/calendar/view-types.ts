/**
 * What the calendar picture receives (the month card): public facts only — the weather of past and current weeks,
 * skipped days, 7th-day colours. Never a character's orders.
 */

export type WeatherCounter = 'clear' | 'showers' | 'storm' | 'special';

export interface CalendarViewWeek {
  /** 1–4 within the month. */
  week: number;
  /** The weather drawn for the week, once drawn. */
  weather?: { counter: WeatherCounter; name: string; summary: string };
  /** Days 1–7 of the week: played, skipped (a short week loses its first days, SW-9), or not yet drawn. */
  days: { day: number; state: 'played' | 'today' | 'ahead' | 'skipped' | 'unknown'; colour?: string }[];
}

export interface CalendarView {
  /** Months since the game began, from 1. */
  month: number;
  season: { number: number; name: string; description: string; seventhDay?: string; mountainCost: number };
  weeks: CalendarViewWeek[];
  today: { week: number; day: number; phase: string };
  /** The rules in force today, as lines: "4 phases a day", "cannot HIDE", "fatigue 1 asterisk a day in woods". */
  inForce: string[];
}
