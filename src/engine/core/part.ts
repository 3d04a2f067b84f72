import type { z } from 'zod';
import type { DiceSource } from '../dice.js';
import type { GameState } from './state.js';
import type { GameEvent, StoredEvent, Viewer, Visibility } from './types.js';

/**
 * A part of the engine: one rule area (the referee deck, the realm campaign, the Magic Realm board, the Magic
 * Realm day, …) with its actions, its decisions, its events and the words for them, and its view. The engine keeps
 * one list of parts (src/engine/parts.ts) and builds from it the action schema, the routing of actions and events,
 * the undo summaries and the log: a new area is its folder plus one line in that list.
 *
 * The shape follows the Decider pattern (`decide(state, action) → events`, `evolve(state, event) → state`) and
 * boardgame.io's game plugins, with what this engine adds: zod-checked actions, dice written into the events, and
 * a visibility on every event.
 */
export interface Part<Schemas extends readonly z.ZodType[] = readonly z.ZodType[], Payloads = any, View = unknown> {
  /** Unique, short: `campaign`. */
  readonly id: string;
  /** The zod schema of each action; each is an object whose `type` is a literal no other part uses. */
  readonly actions: Schemas;
  /**
   * The events an action of this part causes, or a thrown RuleError. Pure: the dice are the only source of chance.
   * `ctx` is what the engine lends a decision that runs on by itself (DecideContext); a part that needs none leaves it out.
   */
  decide(state: GameState, action: z.output<Schemas[number]>, dice: DiceSource, ctx: DecideContext): GameEvent[];
  /** The state after one of this part's events. Pure, and it builds new objects wherever it changes something. */
  evolve(state: GameState, event: EventOf<Payloads>): GameState;
  /** The words of every event type: a missing entry is a compile error. */
  readonly events: EventTable<Payloads>;
  /** What one viewer may see of this part's state (undefined when the game has none of it). */
  viewFor?(state: GameState, viewer: Viewer): View | undefined;
  /**
   * Events this part adds to `/game start`, in the same action (one undo): what play begins with, dealt with the
   * start's dice (the Magic Realm set-up card). `state` is the game as play begins.
   */
  startsWith?(state: GameState, dice: DiceSource, actor: string, how: { /** false: the GM places the map chits himself. */ chits?: boolean }, ctx: DecideContext): GameEvent[];
  /** The step of this part that waits on players now, if any: what the scheduler reminds them of (issue 12). */
  waitingOn?(state: GameState): Waiting | undefined;
  /**
   * A step of play another part offers (issue 28), which this part may take up: the events it causes there (run on
   * through `ctx` as far as they go by themselves), or undefined when it has nothing to do at that step. The engine
   * offers the step to each part in the list's order and the first that takes it up has it (DecideContext.step). So
   * one part moves another without importing it: the Magic Realm day offers `evening` at each GM's Next in the
   * Evening, and combat begins its next fight there; when no part takes it up, the day goes on to Midnight.
   */
  takesStep?(state: GameState, step: string, dice: DiceSource, actor: string, ctx: DecideContext): GameEvent[] | undefined;
  /**
   * The name an event type of this part had in logs stored by older versions, if it had another (issue 28 gave each
   * part one name for its folder, id, state and events: `mr.turn` became `play.turn`). The engine reads a stored
   * event of a former name as today's, so old games load and play on (engine.ts currentEvent).
   */
  formerName?(type: string): string | undefined;
}

/**
 * What the engine lends a part's decision (issue 28), built from its list of parts: the parts never import each
 * other's rules to apply or cause each other's events.
 */
export interface DecideContext {
  /**
   * The state after one more event not yet stored, as the engine's evolve makes it (the event's own part applies it;
   * nothing is recorded for undo): a decision that runs on — the day moving by itself, a combat's next steps — judges
   * each step on the state its events so far have made.
   */
  evolve(state: GameState, event: GameEvent): GameState;
  /** The events of the first part that takes up this step of play (Part.takesStep), or undefined when none does. */
  step(state: GameState, step: string, dice: DiceSource, actor: string): GameEvent[] | undefined;
}

/**
 * A step of play that waits on players (Birdsong orders, a season's realm orders): the scheduler reminds those
 * missing, tells the GM at the deadline and, where the GM allowed it, moves past it.
 */
export interface Waiting {
  /** Names this step and changes with it (`3.birdsong.0`): reminders are counted per step. */
  step: string;
  /** The kind of step, as its deadline is set: `birdsong`, `realm-orders`. */
  kind: string;
  /** What is awaited: "orders for Birdsong of day 3" (a reminder says "your …"). */
  what: string;
  /** How a player does it: "/orders record phases:…" (a public example: no one's secrets). */
  how: string;
  /** How each player does it, from where he stands (his private reminders; issue 27): by user id, where it differs. */
  howFor?: (userId: string) => string;
  /** The user ids of those who have not done it. */
  missing: string[];
  /** Everyone the step waits on, done or not, as the table knows them ("Amazon (bob)"): the step's status message. */
  everyone: { userId: string; name: string }[];
  /** Whether the table may know who has done it (Birdsong: it is told), or only how many (realm orders are secret). */
  showsWho: boolean;
  /** The command whose form does it (its status message's button): `orders record`. */
  form?: { command: string; subcommand: string; label: string };
  /** The event types that begin such a step: the latest of them in the log is when this one began. */
  beganWith: readonly string[];
}

/** Any part, as the list holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPart = Part<readonly z.ZodType[], any, any>;

/** A stored event of one type of a payload table. */
export type EventOf<Payloads, K extends keyof Payloads & string = keyof Payloads & string> = {
  [T in K]: StoredEvent & GameEvent<T, Payloads[T]>;
}[K];

/** Who reads a log line: the viewer, whether he is the GM, and the game's players by user id (for older events that name only ids). */
export interface LogReader {
  viewer: Viewer;
  isGm: boolean;
  /** The character a user plays, when the game knows him. */
  characterOf?: (userId: string) => string | undefined;
}

export interface EventWords<E> {
  /** The line of /log for this event, in the reader's terms (the reader may see the event: the log filters first). */
  log(e: E, reader: LogReader): string;
  /**
   * A few public words naming the action for "/gm undo: undid …" — never a secret of the event. `false`: the event
   * changes nothing that undo restores (a notice, a report, the record of an undo itself).
   */
  undo: ((e: E) => string) | false;
}

/** The words of every event type of a payload table. */
export type EventTable<Payloads> = { [K in keyof Payloads & string]: EventWords<EventOf<Payloads, K>> };

/** Declares a part with its types inferred. */
export const definePart = <Schemas extends readonly z.ZodType[], Payloads, View = never>(part: Part<Schemas, Payloads, View>) => part;

/** The typed event maker of a payload table: `const ev = eventMaker<BoardEventPayloads>()`. */
export const eventMaker =
  <Payloads>() =>
  <K extends keyof Payloads & string>(type: K, payload: Payloads[K], visibility: Visibility, actor: string): GameEvent<K, Payloads[K]> => ({ type, payload, visibility, actor });

/**
 * A part's `formerName` when its events were renamed by prefix (issue 28: `mr.turn` became `play.turn`): an event
 * type beginning `today` had the same name beginning `former`.
 */
export const formerPrefix =
  (today: string, former: string) =>
  (type: string): string | undefined =>
    type.startsWith(today) ? `${former}${type.slice(today.length)}` : undefined;
