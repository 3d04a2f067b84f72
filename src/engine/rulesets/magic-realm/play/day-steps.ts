/**
 * The GM moves the day on (issue 6; core-tables "day_order"): Birdsong → Daylight (turn order) → each turn → Sunset →
 * Evening → Midnight → the next day's Birdsong. One step a press, or (issue 12) as many as need nobody.
 */
import { characterOf, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { recordingDice, shuffle, type DiceSource } from '../../../dice.js';
import type { DecideContext } from '../../../core/part.js';
import { boardOf } from '../board/access.js';
import { advanceDay, calendarDay } from '../calendar/calendar.js';
import { isSeventhDay, regenerate } from '../denizens/regeneration.js';
import { playOf } from './access.js';
import { daylightTurn } from './daylight-turn.js';
import { gmActivities, needsChoice, shutLoot, siteCardForGm } from './day-flow.js';
import { dateOf, ev, type PlayEvent } from './events.js';
import { guideOf, leadingGuides, withFollowers } from './follow.js';
import { hiresEnding } from './meeting.js';
import type { DayPart, DayState, RealmPlay } from './state.js';
import { volcanoMidnight } from './volcano.js';
import { chosenPlaces, withChosenPlaces } from './chosen-turn.js';
import { prophecyCall, waitsForPhases } from './prophecy.js';
import { characterWords } from '../characters/kits.js';
import { spellsEndedEvents } from '../magic/in-force.js';
import { phantasmsGone } from './phantasm.js';
import { energisedEvents } from '../magic/energise.js';

/** One step of the day from where it stands: the events of the part of the day the GM moves on from. */
type DayStep = (state: GameState, play: RealmPlay, day: DayState, dice: DiceSource, actor: string, ctx: DecideContext) => GameEvent[];

/**
 * Issue 12: the day runs on by itself while nothing needs anyone — one press of the GM, one action (one undo), and
 * the events of every step it passed. day-flow.ts says where it stops.
 */
export function runThrough(state: GameState, dice: DiceSource, actor: string, ctx: DecideContext): GameEvent[] {
  const out: GameEvent[] = [];
  let now = state;
  // A day has at most (players + 5) steps; the bound only guards against a rule that never stops.
  for (let steps = 0; steps < state.players.length + 10; steps++) {
    // Issue 29, Prophecy: the day waits at his turn for the phases he records then (prophecy.ts).
    if (out.length && waitsForPhases(now)) break;
    const step = advance(now, dice, actor, ctx);
    out.push(...step);
    now = step.reduce(ctx.evolve, now);
    // A step's first event says what it was (a turn may be followed by its private finds).
    if (stopsAfter(step[0] as PlayEvent)) break;
  }
  return out;
}

/** Whether the day waits after this step: for the GM (a turn or an Evening he resolves) or the players (Birdsong). */
function stopsAfter(e: PlayEvent): boolean {
  switch (e.type) {
    case 'play.turn':
      return gmActivities(e.payload.orders).length > 0 || needsChoice(e.payload.outcome) || shutLoot(e.payload.outcome) || siteCardForGm(e.payload.outcome);
    case 'play.part':
      // Evening runs on into its first combat (the evening step begins it), which then waits on its fighters.
      return false;
    case 'play.daylight':
      return false;
    default:
      return true;
  }
}

/** The day a step belongs to, as its events carry it (issue 27): the game's count, and the calendar's own day. */
const dayOf = (play: RealmPlay): { day: number; when?: string } => ({ day: play.day?.number ?? 1, ...(play.calendar ? { when: calendarDay(play.calendar) } : {}) });

/** The GM moves the day on by one step, from the part of the day it stands in. */
export function advance(state: GameState, dice: DiceSource, actor: string, ctx: DecideContext): GameEvent[] {
  const play = playOf(state);
  const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
  // Issue 29, Prophecy: the day waits at his turn for the phases he records then (prophecy.ts).
  const waiting = waitsForPhases(state);
  if (waiting) {
    const name = characterOf(state, waiting) ?? waiting;
    const w = characterWords(name);
    throw new RuleError(`the day waits for the ${name}'s phases: Prophecy is in force on ${w.object}, and ${w.subject} records them at ${w.possessive} turn`, `${w.subject} records them with /orders record (told privately); or record them for ${w.object} with /orders record player:`);
  }
  const events = DAY_STEPS[day.part](state, play, day, dice, actor, ctx);
  // Prophecy: when the day comes to his turn, he is told privately that it waits for him.
  return [...events, ...prophecyCall(events.reduce(ctx.evolve, state), actor)];
}

/** Prophecy: his turn, carried out from the phases he has just recorded (the day waited for them). */
export const prophecyTurn = (state: GameState, dice: DiceSource, actor: string, ctx: DecideContext): GameEvent[] => {
  const play = playOf(state);
  return daylightTurn(state, play, play.day!, dice, actor, ctx);
};

/** Birdsong → Sunrise and Daylight: the monster roll, the turn order, a 7th day's regeneration. */
const sunrise: DayStep = (state, play, day, dice, actor) => {
  if (state.players.length === 0) throw new RuleError('nobody plays yet', 'players join with /game join character:<name>');
  // Sunrise: the monster roll, one plain die for the whole map (core-tables "day_order", "appearance_chart").
  const monsterRoll = dice.int(1, 6);
  const d = recordingDice(dice);
  // A random turn order: one die a place (the engine's one shuffle); a follower goes right after his guide.
  const players = state.players.map((p) => p.userId);
  const guides = leadingGuides(players, (id) => guideOf(state, id, day.orders[id]));
  // Issue 29, Premonition: who chose his place takes it among the others, drawn (chosen-turn.ts).
  const chosen = chosenPlaces(state, day.orders);
  const ids = withFollowers(withChosenPlaces(shuffle(d, players.filter((id) => !guides.has(id) && !chosen.some((c) => c.userId === id))), chosen), guides);
  const names = ids.map((id) => characterOf(state, id) ?? id);
  const chose = chosen.length ? { chose: chosen.map((c) => ({ name: characterOf(state, c.userId) ?? c.userId, place: ids.indexOf(c.userId) + 1 })) } : {};
  // Days 7, 14, 21, 28: the rolled row regenerates (core-tables "seventh_day_regeneration").
  const regenerated = isSeventhDay(play.calendar?.day, day.number ?? 1) ? regenerate(boardOf(state).pieces, play.setUpCard, monsterRoll) : undefined;
  const regen = regenerated && regenerated.returned.length + regenerated.moved.length > 0 ? { regenerated } : {};
  // MP-9: the day's colour (MP-2) energises the inert permanent spells it reaches (magic/energise.ts).
  return [ev('play.daylight', { turnOrder: ids, rolled: d.drawn, names, ...dayOf(play), monsterRoll, ...regen, ...chose }, PUBLIC, actor), ...energisedEvents(state, actor)];
};

/** Daylight: the next character's turn (daylight-turn.ts), and Sunset after the last. */
const daylight: DayStep = (state, play, day, dice, actor, ctx) =>
  day.revealed < day.turnOrder.length
    ? daylightTurn(state, play, day, dice, actor, ctx)
    : // MP-9: "A Day Spell expires at Sunset of the following day, before combat begins."
      withPhantasmsGone(state, [ev('play.part', { part: 'sunset', ...dayOf(play) }, PUBLIC, actor), ...spellsEndedEvents(state, { at: 'sunset', day: dayOf(play).day }, dayOf(play).day, actor)], actor, ctx);

/** Issue 29, Phantasm: its piece goes with the spell (phantasm.ts). */
const withPhantasmsGone = (state: GameState, events: GameEvent[], actor: string, ctx: DecideContext): GameEvent[] => [...events, ...phantasmsGone(events.reduce((s, e) => ctx.evolve(s, e), state), actor)];

const sunset: DayStep = (_state, play, _day, _dice, actor) => [ev('play.part', { part: 'evening', ...dayOf(play) }, PUBLIC, actor)];

/**
 * Evening: each press offers the step `evening` to the engine's parts (combat begins its next marked clearing there,
 * one at a time, through the engine: part.ts takesStep); when none takes it up, Midnight, with the Volcano's damage.
 */
const evening: DayStep = (state, play, _day, dice, actor, ctx) => {
  const fight = ctx.step(state, 'evening', dice, actor);
  if (fight) return fight;
  // X1-2: the Volcano's damage at midnight, each his own (where a hidden character stands is his secret).
  const d = recordingDice(dice);
  const burnt = volcanoMidnight(state, d).map((v) => ev('play.owed', { userId: v.userId, name: v.name, owed: v.owed, ...(v.rolled.length ? { rolled: v.rolled } : {}) }, onlyPlayers(v.userId), actor));
  // MP-9: Midnight ends the combat spells left (core-tables day_order) and leaves the permanent spells inert.
  return [ev('play.part', { part: 'midnight', ...dayOf(play) }, PUBLIC, actor), ...burnt, ...spellsEndedEvents(state, { at: 'midnight', day: dayOf(play).day }, dayOf(play).day, actor)];
};

/** Midnight → the next day's Birdsong: the calendar moves on (SW-1), the hire terms count down (meeting.ts). */
const midnight: DayStep = (state, play, _day, dice, actor) => {
  // Midnight counts the hire terms down (meeting.ts); the new day tells whose hirelings leave.
  const leaving = hiresEnding(play, (id) => characterOf(state, id) ?? id);
  if (!play.calendar) return [ev('play.new-day', { rolled: [], lines: ['A new day begins: Birdsong. Record your phases with /orders record.', ...leaving] }, PUBLIC, actor)];
  const d = recordingDice(dice);
  const next = advanceDay(play.calendar, d);
  return [ev('play.new-day', { rolled: d.drawn, lines: [...next.lines, ...leaving], date: dateOf(next.state), ...(next.newMonth ? { newMonth: true } : {}) }, PUBLIC, actor)];
};

/** Each part of the day, and the step the GM's Next takes from it. */
const DAY_STEPS: { [P in DayPart]: DayStep } = { birdsong: sunrise, daylight, sunset, evening, midnight };
