import { z } from 'zod';
import type { DiceSource } from '../dice.js';
import { createGameAction } from './actions.js';
import type { LifecycleEventPayloads } from './events.js';
import type { HandOver } from './hand-over.js';
import { createdState, createGame, lifecyclePart, type RulesetConfig } from './lifecycle.js';
import { eventMaker, type AnyPart, type DecideContext, type EventWords, type LogReader } from './part.js';
import { diceIn } from './dice-count.js';
import { changesBetween } from './patch.js';
import { throughGmRole, UNDO_DEPTH, type GameState } from './state.js';
import { PUBLIC, RuleError, type GameEvent, type StoredEvent, type UserRef, type Viewer } from './types.js';
import { coreView, type GameView } from './view.js';

/** The actions of a list of parts. */
export type PartActions<Parts extends readonly AnyPart[]> = z.output<Parts[number]['actions'][number]>;
export type PartActionInputs<Parts extends readonly AnyPart[]> = z.input<Parts[number]['actions'][number]>;

/** How the actor comes to the action, as the command layer found it (see decide). */
export interface DecideAs {
  /** The id of the server's GM role, when the actor holds it. */
  gmRole?: string;
}

const roleUsed = eventMaker<LifecycleEventPayloads>();

/** A member's own steps in or out of a game as a player: the server's GM role changes nothing in them. */
const NOT_THROUGH_ROLE = new Set(['game.create', 'game.join', 'game.leave']);

/** The undo history is not itself undone: it is left out when an event's changes are recorded. */
const NOT_RECORDED = new Set(['undo']);

/**
 * What a decision borrows from the engine (part.ts DecideContext), from its list of parts: each event applied by its
 * own part (an event no part knows leaves the state as it is), and the steps of play one part offers the others.
 */
function decideContext(parts: readonly AnyPart[], partOf: (eventType: string) => AnyPart | undefined): DecideContext {
  const context: DecideContext = {
    evolve: (state, event) => partOf(event.type)?.evolve(state, event as StoredEvent) ?? state,
    step: (state, step, dice, actor) => {
      for (const part of parts) {
        const events = part.takesStep?.(state, step, dice, actor, context);
        if (events) return events;
      }
      return undefined;
    },
  };
  return context;
}

type Route = { part: AnyPart; words: EventWords<StoredEvent> };
type CreateAction = z.output<ReturnType<typeof createGameAction>>;

/**
 * Today's type of each event type stored under a former name (Part.formerName), checked at start: a former name is
 * no event type of today's.
 */
function formerNames(byEvent: ReadonlyMap<string, Route>): Map<string, string> {
  const former = new Map<string, string>();
  for (const [type, route] of byEvent) {
    const old = route.part.formerName?.(type);
    if (old === undefined || old === type) continue;
    if (byEvent.has(old) || former.has(old)) throw new Error(`event ${type}'s former name ${old} is taken`);
    former.set(old, type);
  }
  return former;
}

/** Each action type and each event type to its part. Two parts claiming one is a programming error, found at start. */
function routes(parts: readonly AnyPart[]): { byAction: Map<string, AnyPart>; byEvent: Map<string, Route> } {
  const byAction = new Map<string, AnyPart>();
  const byEvent = new Map<string, Route>();
  for (const part of parts) {
    for (const schema of part.actions) {
      const type = (schema as unknown as z.ZodObject<{ type: z.ZodLiteral<string> }>).shape.type.value;
      if (byAction.has(type) || type === 'game.create') throw new Error(`action ${type} of part ${part.id} is claimed twice`);
      byAction.set(type, part);
    }
    for (const [type, words] of Object.entries(part.events as Record<string, EventWords<StoredEvent>>)) {
      if (byEvent.has(type)) throw new Error(`event ${type} of part ${part.id} is claimed twice`);
      byEvent.set(type, { part, words });
    }
  }
  return { byAction, byEvent };
}

/**
 * The engine's one entry point for change: given the state (undefined before /game create), a valid action and
 * the dice source, the events that happen, or the RuleError that says why not. Pure.
 *
 * `as.gmRole`: the actor holds the server's GM role (its id), as the command layer found it — the engine never
 * reads Discord. Unless he runs or plays in the game already, he acts as one of its GMs (throughGmRole), and his
 * first action so taken begins with the event that records it; either the whole action commits or none of it.
 * Joining and leaving are his own as a person, not a GM's, so the role plays no part in them.
 */
function decider(rulesets: Readonly<Record<string, RulesetConfig>>, byAction: ReadonlyMap<string, AnyPart>, context: DecideContext) {
  /** decide's work on the state as the actor acts on it; a broken rule is thrown. */
  function decideOn(state: GameState | undefined, action: { type: string }, dice: DiceSource): GameEvent[] {
    const { type } = action;
    if (type === 'game.create') return createGame(rulesets, state, action as CreateAction);
    if (!state) throw new RuleError('there is no game in this channel', 'start one with /game create ruleset:magic-realm');
    if (state.status === 'ended' && type !== 'gm.undo') {
      throw new RuleError('the game in this channel has ended', 'start a new one with /game create, or the GM can /gm undo the end');
    }
    const part = byAction.get(type);
    if (!part) throw new Error(`no part decides ${type}`);
    return part.decide(state, action as never, dice, context);
  }

  return function decide(state: GameState | undefined, action: { type: string }, dice: DiceSource, as: DecideAs = {}): GameEvent[] | RuleError {
    try {
      if (as.gmRole && state && !NOT_THROUGH_ROLE.has(action.type)) {
        const { actor } = action as unknown as { actor: UserRef };
        const acting = throughGmRole(state, actor);
        if (acting !== state) {
          const events = decideOn(acting, action, dice);
          const first = state.roleGms?.[actor.id] ? [] : [roleUsed('game.gm-role-used', { user: { id: actor.id, name: actor.name }, role: as.gmRole }, PUBLIC, actor.id)];
          return [...first, ...events];
        }
      }
      return decideOn(state, action, dice);
    } catch (error) {
      if (error instanceof RuleError) return error;
      throw error;
    }
  };
}

/**
 * Applies one stored event. Pure. The changes of every event of an undoable action are recorded (the values they
 * replaced), so /gm undo restores exactly what that action changed.
 */
function evolver(byEvent: ReadonlyMap<string, Route>) {
  /** The dice an event rolled in the open, added to the game's count (issue 27; dice-count.ts). */
  function counted(state: GameState, stored: StoredEvent): GameState {
    const n = stored.visibility.kind === 'public' ? diceIn(stored) : 0;
    return n ? { ...state, diceRolled: (state.diceRolled ?? 0) + n } : state;
  }

  return function evolve(state: GameState | undefined, stored: StoredEvent): GameState {
    if (stored.type === 'game.created') return createdState(stored.payload as LifecycleEventPayloads['game.created']);
    if (!state) throw new Error(`event ${stored.type} #${stored.seq} arrived before its game was created`);
    const route = byEvent.get(stored.type);
    // An event this version does not know: keep the state, never lose the log.
    if (!route) return state;
    const next = counted(route.part.evolve(state, stored), stored);
    const top = next.undo[next.undo.length - 1];
    const open = top?.actionSeq === stored.actionSeq;
    if (!open && route.words.undo === false) return next;
    const changes = changesBetween(state, next, NOT_RECORDED);
    if (open) return { ...next, undo: [...next.undo.slice(0, -1), { ...top, changes: [...top.changes, ...changes] }] };
    const entry = { actionSeq: stored.actionSeq, summary: (route.words.undo as (e: StoredEvent) => string)(stored), changes };
    return { ...next, undo: [...next.undo, entry].slice(-UNDO_DEPTH) };
  };
}

/**
 * Builds the engine from its rulesets and its list of parts: one action schema, the routing of every action and
 * every event to its part, the undo summaries and the log lines. Two parts claiming one action or event type is a
 * programming error, found here at start.
 */
export function createEngine<const Parts extends readonly AnyPart[]>(config: { rulesets: Readonly<Record<string, RulesetConfig>>; parts: Parts }) {
  const { rulesets } = config;
  const rulesetIds = Object.keys(rulesets) as [string, ...string[]];
  // A character changing hands: every part that keys something by a player's id moves it (hand-over.ts).
  const handOver: HandOver = (state, from, to) => config.parts.reduce((s, part) => part.handOver?.(s, from, to) ?? s, state);
  // Play begins: every part adds what it deals at /game start (part.ts startsWith), in the list's order, each on the
  // state the parts before it made (the board deals the map chits, then the day the set-up card on them).
  const startsWith = (state: GameState, dice: DiceSource, actor: string, how: { chits?: boolean }): GameEvent[] => {
    const events: GameEvent[] = [];
    let now = state;
    for (const part of config.parts) {
      const dealt = part.startsWith?.(now, dice, actor, how, context) ?? [];
      events.push(...dealt);
      now = dealt.reduce(context.evolve, now);
    }
    return events;
  };
  const lifecycle = lifecyclePart(rulesets, handOver, startsWith);
  const parts: readonly AnyPart[] = [lifecycle, ...config.parts];
  const createSchema = createGameAction(rulesetIds);

  const { byAction, byEvent } = routes(parts);

  const context = decideContext(parts, (type) => byEvent.get(type)?.part);

  type Action = z.output<typeof createSchema> | z.output<typeof lifecycle.actions[number]> | PartActions<Parts>;
  type ActionInput = z.input<typeof createSchema> | z.input<typeof lifecycle.actions[number]> | PartActionInputs<Parts>;
  const actionSchema = z.discriminatedUnion('type', [createSchema, ...parts.flatMap((p) => p.actions)] as unknown as [
    z.ZodObject,
    ...z.ZodObject[],
  ]) as unknown as z.ZodType<Action, ActionInput>;

  const decide = decider(rulesets, byAction, context) as (state: GameState | undefined, action: Action, dice: DiceSource, as?: DecideAs) => GameEvent[] | RuleError;

  const former = formerNames(byEvent);
  /** A stored event under today's type (one stored under a former name is renamed; any other is itself). */
  const currentEvent = <E extends { type: string }>(e: E): E => {
    const today = former.get(e.type);
    return today ? { ...e, type: today } : e;
  };
  /** These event types and the former names of each: what a query of the stored log must look for. */
  const withFormerNames = (types: readonly string[]): string[] => [...types, ...[...former].filter(([, today]) => types.includes(today)).map(([old]) => old)];

  const evolveToday = evolver(byEvent);
  const evolve = (state: GameState | undefined, stored: StoredEvent): GameState => evolveToday(state, currentEvent(stored));

  /** Folds a whole history (or the tail after a snapshot). */
  function replay(events: readonly StoredEvent[], from?: GameState): GameState | undefined {
    return events.reduce<GameState | undefined>((s, e) => evolve(s, e), from);
  }

  /** The log's line for an event, in the reader's terms; an event this version does not know shows its type. */
  function describeEvent(e: StoredEvent, reader: LogReader): string {
    const today = currentEvent(e);
    return byEvent.get(today.type)?.words.log(today, reader) ?? e.type;
  }

  /** What one viewer may see of the game itself (its parts' views come from each part's viewFor). */
  const viewFor = (state: GameState, viewer: Viewer): GameView => coreView(rulesets[state.ruleset]!, state, viewer);

  /** The step that waits on players now (the first part that has one), for the scheduler. */
  const waitingOn = (state: GameState) => {
    if (state.status === 'ended') return undefined;
    for (const part of parts) {
      const waiting = part.waitingOn?.(state);
      if (waiting) return waiting;
    }
    return undefined;
  };

  return {
    rulesets,
    /** What the engine lends a decision (part.ts DecideContext): for a test that calls a part's rules itself. */
    context,
    viewFor,
    waitingOn,
    parts,
    actionSchema,
    decide,
    evolve,
    replay,
    describeEvent,
    currentEvent,
    withFormerNames,
    /** Every event type the engine knows, with the part it belongs to. */
    eventTypes: (): { type: string; part: string }[] => [...byEvent].map(([type, r]) => ({ type, part: r.part.id })),
    /** Every action type the engine knows, with its part (`game.create` belongs to the game). */
    actionTypes: (): { type: string; part: string }[] => [{ type: 'game.create', part: lifecycle.id }, ...[...byAction].map(([type, p]) => ({ type, part: p.id }))],
  };
}

export type Engine<Parts extends readonly AnyPart[]> = ReturnType<typeof createEngine<Parts>>;
