import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';
import { NUMBER_FIELDS } from './state.js';
import { CURSE_NAMES } from '../characters/curses.js';


const actor = userRef;

/** A Magic Realm game in play: characters' numbers, BIMR4 set-up secrets, whispers, the calendar, the day. */
export const PLAY_ACTIONS = [
  z.object({ type: z.literal('play.numbers'), actor, player: playerId, field: z.enum(NUMBER_FIELDS), value: z.number().int().min(-10_000).max(10_000), mode: z.enum(['set', 'add']) }),
  z.object({
    type: z.literal('play.setup'),
    actor,
    victory: z.string().trim().min(1).max(300).optional(),
    start: z.string().trim().min(1).max(100).optional(),
    spells: z.string().trim().min(1).max(300).optional(),
    enchanted: z.string().trim().min(1).max(300).optional(),
  }),
  z.object({ type: z.literal('play.setup-reveal'), actor }),
  z.object({ type: z.literal('play.whisper'), actor, to: playerId, text: z.string().trim().min(1).max(1500) }),
  /** Issue 29, Ask Demon: the GM answers a player's question to the demon, privately (magic/ask-demon.ts). */
  z.object({ type: z.literal('play.demon-answer'), actor, player: playerId, answer: z.string().trim().min(1).max(300) }),
  /** Issue 29, Small Blessing: the wisher makes the wish that waits for his choice (magic/wishes.ts); the GM with `player`. */
  z.object({ type: z.literal('play.wish'), actor, player: playerId.optional(), to: z.string().trim().min(1).max(10).optional(), who: z.string().trim().min(1).max(60).optional(), box: z.string().trim().min(1).max(60).optional() }),
  z.object({ type: z.literal('play.calendar-start'), actor }),
  /** The GM deals the set-up card (core-tables "treasure_setup"), when /game start found no board to deal it on. */
  z.object({ type: z.literal('play.set-up'), actor }),
  /** The GM changes a character's sheet (issue 13): give or take a belonging, a chit's or a piece of armour's state. */
  z.object({
    type: z.literal('play.sheet'),
    actor,
    player: playerId,
    change: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('give'), item: z.string().trim().min(1).max(60) }),
      z.object({ kind: z.literal('take'), item: z.string().trim().min(1).max(60) }),
      z.object({ kind: z.literal('chit'), chit: z.string().trim().min(1).max(30), state: z.enum(['active', 'fatigued', 'wounded']) }),
      z.object({ kind: z.literal('armour'), item: z.string().trim().min(1).max(60), state: z.enum(['intact', 'damaged', 'destroyed']) }),
      z.object({ kind: z.literal('curse'), curse: z.enum(CURSE_NAMES), lift: z.boolean().optional() }),
      z.object({ kind: z.literal('activate'), item: z.string().trim().min(1).max(60) }),
      z.object({ kind: z.literal('inactivate'), item: z.string().trim().min(1).max(60) }),
    ]),
  }),
  /**
   * Issue 27: he makes a weapon he carries his active one (the one active before goes inactive), or with `inactivate`
   * his active weapon inactive — by day (001 l.67: "at the beginning of any phase during the day"). GM: for `player`.
   */
  z.object({ type: z.literal('play.activate'), actor, player: playerId.optional(), item: z.string().trim().min(1).max(60), inactivate: z.boolean().optional() }),
  /** Issue 30: a hired native left where he stands as a guard (no longer following his employer), or following again. */
  z.object({ type: z.literal('play.guard'), actor, player: playerId.optional(), hireling: z.string().trim().min(1).max(60), follow: z.boolean().optional() }),
  /**
   * MP-12: he plays a colour chit to energise an inert permanent spell whose target is in his clearing — in Daylight,
   * or on his turn of a combat's encounter step (no action). `on`: the spell's target, where several of that name are inert.
   */
  z.object({ type: z.literal('play.energise'), actor, player: playerId.optional(), spell: z.string().trim().min(1).max(60), chit: z.string().trim().min(1).max(40), on: z.string().trim().min(1).max(60).optional() }),
  /** He pays the oldest choice of chits he owes (issue 13): the chits named as printed, or `none` (a rest). GM: for `player`. */
  z.object({ type: z.literal('play.chits'), actor, player: playerId.optional(), chits: z.string().trim().min(1).max(300) }),
  /** A roll on a seed table for a character (table-roll.ts): the roll, then what its row does to him. GM: for `player`. */
  z.object({
    type: z.literal('play.table'),
    actor,
    player: playerId.optional(),
    table: z.string().min(1).max(60),
    column: z.string().max(60).optional(),
    modifiers: z.array(z.object({ label: z.string().min(1).max(100), value: z.number().int().min(-100).max(100) })).max(10).default([]),
    private: z.boolean().default(false),
  }),
  /** `turn`: Premonition's place in the day's turn order (play/chosen-turn.ts); `phantasm`: Phantasm's phases (play/phantasm.ts). */
  z.object({ type: z.literal('play.record'), actor, player: playerId.optional(), phases: z.string().trim().min(1).max(300), turn: z.number().int().min(1).max(99).optional(), phantasm: z.string().trim().min(1).max(300).optional() }),
  /**
   * `step`: the step a button was made for (dayStep); a press on a step that has passed changes nothing.
   * `through`: run the day on until something needs the GM or the players (day-flow.ts), not one step only.
   */
  z.object({ type: z.literal('play.advance'), actor, step: z.string().trim().max(40).optional(), through: z.boolean().optional() }),
] as const;

export type PlayAction = z.output<(typeof PLAY_ACTIONS)[number]>;
