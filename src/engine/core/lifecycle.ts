import { formatOptionValue, defaultOptions, findOption, parseOptionList, parseOptionValue, type RuleOption } from './options.js';
import type { z } from 'zod';
import { LIFECYCLE_ACTIONS, type createGameAction } from './actions.js';
import type { LifecycleEventPayloads } from './events.js';
import { definePart, eventMaker, type EventOf, type EventTable } from './part.js';
import { decideBy, evolveBy, type Appliers, type Handlers } from './handlers.js';
import type { HandOver } from './hand-over.js';
import { findPlayer, isGm, requireGm, unplayedSeat, type CoreState, type GameState, type Player } from './state.js';
import { revert } from './patch.js';
import { PUBLIC, RuleError, type GameEvent, type UserRef } from './types.js';
import type { DiceSource } from '../dice.js';

/** A ruleset as the core knows it: its title, what a player names when joining, and its options. */
export interface RulesetConfig {
  id: string;
  title: string;
  /** What a player names when joining: a Magic Realm character, or an MtG RPG wizard. */
  playerNoun: string;
  options: readonly RuleOption[];
  /**
   * The name a player joins with, checked by the ruleset: the name as the game writes it, or a RuleError that lists
   * the names allowed. Without it any name is taken as typed.
   */
  joinName?: (typed: string, options: CoreState['options']) => string;
  /** The names a player may join with (for autocomplete), when the ruleset has a list. */
  joinChoices?: (options: CoreState['options']) => readonly string[];
}

const ev = eventMaker<LifecycleEventPayloads>();

type CreateAction = z.output<ReturnType<typeof createGameAction>>;

/** `/game create`: refused while the channel's game runs; the options as typed over the ruleset's defaults. */
export function createGame(rulesets: Readonly<Record<string, RulesetConfig>>, state: GameState | undefined, action: CreateAction): GameEvent[] {
  if (state && state.status !== 'ended') {
    throw new RuleError('this channel already has a game', 'one game per channel or thread: open a thread for a second game, or /game end this one');
  }
  const ruleset = rulesets[action.ruleset]!;
  const options = { ...defaultOptions(ruleset.options), ...parseOptionList(ruleset.options, action.options) };
  const payload = { id: action.gameId, channelId: action.channelId, guildId: action.guildId, ruleset: ruleset.id, options, gm: action.actor, at: action.at };
  return [ev('game.created', payload, PUBLIC, action.actor.id)];
}

/** The state a new game starts from. */
export function createdState(p: LifecycleEventPayloads['game.created']): CoreState {
  return { id: p.id, channelId: p.channelId, guildId: p.guildId, ruleset: p.ruleset, options: p.options, gm: p.gm, players: [], status: 'setup', createdAt: p.at, rollCount: 0, diceRolled: 0, undo: [] };
}

/** A character's holder (its player, or its seat while nobody plays it) by the name as typed, any case. */
function holderOf(state: GameState, typed: string): { id: string; name: string; character: string; unplayed: boolean } | undefined {
  const same = (character: string) => character.toLowerCase() === typed.trim().toLowerCase();
  const player = state.players.find((p) => same(p.character));
  if (player) return { id: player.userId, name: player.userName, character: player.character, unplayed: false };
  const seat = Object.entries(state.unplayed ?? {}).find(([, u]) => same(u.character));
  return seat && { id: seat[0], name: seat[1].lastPlayer.name, character: seat[1].character, unplayed: true };
}

/** A user as a hint writes him in a command: `@erin`, or his Discord mention as it is. */
const userOption = (u: UserRef): string => (u.name.startsWith('<@') ? u.name : `@${u.name}`);

/** Why someone who runs the game cannot also play in it. */
function gmCannotPlay(state: GameState, user: UserRef, you: boolean): RuleError {
  const who = you ? 'you are' : `${user.name} is`;
  if (state.actingGm?.id === user.id) {
    return new RuleError(`${who} running this game through the server's GM role, and a GM cannot play`, 'another GM of the game can hand you the character with /game replace');
  }
  return state.gm.id === user.id
    ? new RuleError(`${who} the GM of this game`, 'the GM runs the game; players join with /game join')
    : new RuleError(`${who} a co-GM of this game, and a co-GM cannot play`, `the GM can first remove the co-GM with /gm remove user:${userOption(user)}`);
}

const withoutKey = <T>(record: Readonly<Record<string, T>> | undefined, key: string): Record<string, T> => {
  const { [key]: _gone, ...rest } = record ?? {};
  return rest;
};

type LifecycleAction = z.output<(typeof LIFECYCLE_ACTIONS)[number]>;
type StartsWith = (state: GameState, dice: DiceSource, actor: string, how: { chits?: boolean }) => GameEvent[];

/** The lifecycle's decisions, one named handler per action type. */
function lifecycleHandlers(rulesets: Readonly<Record<string, RulesetConfig>>, startsWith: StartsWith): Handlers<LifecycleAction, GameState> {
  return {
    'game.join': (state, action) => {
      const actor = action.actor.id;
      if (isGm(state, actor)) throw gmCannotPlay(state, action.actor, true);
      if (findPlayer(state, actor)) throw new RuleError('you have already joined this game', 'see who plays with /game info');
      const ruleset = rulesets[state.ruleset];
      const character = ruleset?.joinName ? ruleset.joinName(action.character, state.options) : action.character;
      // Issue 27: a dead character is out of play; his player may start anew with another.
      const dead = Object.values(state.fallen ?? {}).find((f) => f.character.toLowerCase() === character.toLowerCase());
      if (dead) throw new RuleError(`${dead.character} died in this game (${dead.cause})`, `choose another ${ruleset?.playerNoun ?? 'name'}, one nobody plays`);
      const taken = holderOf(state, character);
      if (taken?.unplayed) {
        throw new RuleError(`nobody plays ${taken.character} since ${taken.name} left: the character waits for a new player`, `the GM gives it to you with /game replace character:"${taken.character}" user:${userOption(action.actor)}, or choose another ${ruleset?.playerNoun ?? 'name'}`);
      }
      if (taken) throw new RuleError(`${character} is already played by ${taken.name}`, `choose another ${ruleset?.playerNoun ?? 'name'}`);
      return [ev('game.joined', { userId: actor, userName: action.actor.name, character }, PUBLIC, actor)];
    },
    'game.leave': (state, action) => {
      const actor = action.actor.id;
      const player = findPlayer(state, actor);
      if (!player && state.gm.id === actor) throw new RuleError('the GM cannot leave his game', 'end it with /game end (its log stays); a co-GM added with /gm add can run it with you');
      if (!player && isGm(state, actor)) throw new RuleError('you are a co-GM, not a player', `step down with /gm remove user:${userOption(action.actor)}`);
      if (!player) throw new RuleError('you have not joined this game', 'see who plays with /game info');
      return [ev('game.left', { userId: actor, userName: player.userName, character: player.character, seat: unplayedSeat(player.character) }, PUBLIC, actor)];
    },
    'game.replace': (state, action) => {
      const actor = action.actor.id;
      requireGm(state, actor, '/game replace');
      const from = holderOf(state, action.character);
      if (!from) {
        const names = [...state.players.map((p) => p.character), ...Object.values(state.unplayed ?? {}).map((u) => u.character)];
        throw new RuleError(`nobody in this game plays "${action.character}"`, names.length ? `name one of: ${names.join(', ')}` : 'players join with /game join first');
      }
      const to = action.user;
      if (isGm(state, to.id)) throw gmCannotPlay(state, to, to.id === actor);
      const plays = findPlayer(state, to.id);
      if (plays?.character === from.character) throw new RuleError(`${to.name} plays ${from.character} already`, 'name another player');
      if (plays) throw new RuleError(`${to.name} plays ${plays.character} already: one character a player`, `he leaves it first with /game leave, or give ${from.character} to another player`);
      const payload = { character: from.character, from: { id: from.id, name: from.name }, unplayed: from.unplayed, to, by: action.actor };
      return [ev('game.replaced', payload, PUBLIC, actor)];
    },
    'gm.add': (state, action) => {
      requireGm(state, action.actor.id, '/gm add');
      const { user } = action;
      if (user.id === state.gm.id) throw new RuleError(`${user.name} is the GM of this game`, 'add someone else as co-GM');
      if (state.coGms?.[user.id]) throw new RuleError(`${user.name} is a co-GM already`, 'see who runs the game with /game info');
      const player = findPlayer(state, user.id);
      if (player) throw new RuleError(`${player.userName} plays ${player.character}: a player cannot be a co-GM`, 'he leaves the game first with /game leave (his character waits for a new player)');
      return [ev('game.gm-added', { user, by: action.actor }, PUBLIC, action.actor.id)];
    },
    'gm.remove': (state, action) => {
      requireGm(state, action.actor.id, '/gm remove');
      if (action.user === state.gm.id) throw new RuleError(`${state.gm.name} created this game: its GM cannot be removed`, 'a GM who is done ends the game with /game end');
      const user = state.coGms?.[action.user];
      if (!user) throw new RuleError('that user is not a co-GM of this game', 'see who runs the game with /game info');
      return [ev('game.gm-removed', { user, by: action.actor }, PUBLIC, action.actor.id)];
    },
    'game.set-option': (state, action) => {
      requireGm(state, action.actor.id, '/game options');
      if (state.status !== 'setup') throw new RuleError('options can change only before play begins', 'they are fixed once play has begun: with /game start, or with the first order or /day next');
      const option = findOption(rulesets[state.ruleset]!.options, action.key);
      return [ev('game.option-set', { key: option.key, value: parseOptionValue(option, action.value) }, PUBLIC, action.actor.id)];
    },
    'game.start': (state, action, dice) => {
      const actor = action.actor.id;
      requireGm(state, actor, '/game start');
      if (state.status !== 'setup') throw new RuleError('play has already started', 'see the game with /game info');
      return [ev('game.started', {}, PUBLIC, actor), ...startsWith({ ...state, status: 'playing' }, dice, actor, action.chits === undefined ? {} : { chits: action.chits })];
    },
    'game.end': (state, action) => {
      requireGm(state, action.actor.id, '/game end');
      return [ev('game.ended', {}, PUBLIC, action.actor.id)];
    },
    'gm.undo': (state, action) => {
      requireGm(state, action.actor.id, '/gm undo');
      const last = state.undo[state.undo.length - 1];
      if (!last) throw new RuleError('there is nothing left to undo', 'undo reaches back over the last actions of this game, not its creation');
      return [ev('action.undone', { actionSeq: last.actionSeq, summary: last.summary, by: action.actor }, PUBLIC, action.actor.id)];
    },
  };
}

type LifecycleEvent<K extends keyof LifecycleEventPayloads> = EventOf<LifecycleEventPayloads, K>;

/** The state after each lifecycle event, one named step per event type. */
function lifecycleEvolve(handOver: HandOver): Appliers<LifecycleEvent<keyof LifecycleEventPayloads>> {
  return {
    'game.created': (state) => state,
    'game.joined': (state, e) => ({ ...state, players: [...state.players, { userId: e.payload.userId, userName: e.payload.userName, character: e.payload.character }] }),
    'game.left': (state, e) => {
      const { userId, userName, character, seat } = e.payload;
      const left = { ...state, players: state.players.filter((p) => p.userId !== userId), unplayed: { ...state.unplayed, [seat]: { character, lastPlayer: { id: userId, name: userName } } } };
      return handOver(left, { id: userId, name: userName }, { id: seat, name: `nobody (${userName} left)` });
    },
    'game.replaced': (state, e) => {
      const { character, from, to, unplayed } = e.payload;
      const player: Player = { userId: to.id, userName: to.name, character };
      // A player's successor takes his place in the list; an unplayed character's joins at its end.
      if (unplayed) return handOver({ ...state, players: [...state.players, player], unplayed: withoutKey(state.unplayed, from.id) }, from, to);
      return handOver({ ...state, players: state.players.map((p) => (p.userId === from.id ? player : p)) }, from, to);
    },
    'game.gm-added': (state, e) => ({ ...state, coGms: { ...state.coGms, [e.payload.user.id]: e.payload.user } }),
    'game.gm-removed': (state, e) => ({ ...state, coGms: withoutKey(state.coGms, e.payload.user.id) }),
    'game.gm-role-used': (state, e) => ({ ...state, roleGms: { ...state.roleGms, [e.payload.user.id]: { ...e.payload.user, role: e.payload.role } } }),
    'game.option-set': (state, e) => ({ ...state, options: { ...state.options, [e.payload.key]: e.payload.value } }),
    'game.started': (state) => ({ ...state, status: 'playing' }),
    'game.ended': (state) => ({ ...state, status: 'ended' }),
    'action.undone': (state, e) => {
      const entry = state.undo[state.undo.length - 1];
      // An action whose events this version does not know left no entry: nothing of it is in the state to undo.
      if (!entry || entry.actionSeq < e.payload.actionSeq) return state;
      if (entry.actionSeq !== e.payload.actionSeq) throw new Error(`undo of action ${e.payload.actionSeq} does not match the undo history`);
      return { ...revert(state, entry.changes), undo: state.undo.slice(0, -1) };
    },
  };
}

/** The words of the lifecycle's events in /log and /gm undo. */
const LIFECYCLE_WORDS: EventTable<LifecycleEventPayloads> = {
  'game.created': { log: (e) => `Game created (${e.payload.ruleset}), GM ${e.payload.gm.name}`, undo: false },
  'game.joined': {
    log: (e) => `${e.payload.userName} joins as **${e.payload.character}**`,
    undo: (e) => `${e.payload.userName} joining as ${e.payload.character}`,
  },
  'game.option-set': { log: (e) => `Option \`${e.payload.key}\` set to ${formatOptionValue(e.payload.value)}`, undo: (e) => `setting ${e.payload.key}` },
  'game.started': { log: () => 'Play begins', undo: () => 'the start of play' },
  'game.ended': { log: () => 'The game ends', undo: () => 'the end of the game' },
  'game.gm-added': { log: (e) => `${e.payload.by.name} makes ${e.payload.user.name} a co-GM`, undo: (e) => `making ${e.payload.user.name} a co-GM` },
  // Not undone with the action it came with: it records who acted, which stays true.
  'game.gm-role-used': { log: (e) => `${e.payload.user.name} runs the game through the server's GM role`, undo: false },
  'game.gm-removed': { log: (e) => `${e.payload.by.name} removes ${e.payload.user.name} as co-GM`, undo: (e) => `removing ${e.payload.user.name} as co-GM` },
  'game.left': {
    log: (e) => `${e.payload.userName} leaves the game: nobody plays **${e.payload.character}** now`,
    undo: (e) => `${e.payload.userName} leaving the game`,
  },
  'game.replaced': {
    log: (e) =>
      e.payload.unplayed
        ? `${e.payload.to.name} takes over **${e.payload.character}**, whom nobody played since ${e.payload.from.name} left`
        : `**${e.payload.character}** passes from ${e.payload.from.name} to ${e.payload.to.name}`,
    undo: (e) => `handing ${e.payload.character} to ${e.payload.to.name}`,
  },
  'action.undone': { log: (e) => `↶ ${e.payload.by.name} undoes ${e.payload.summary}`, undo: false },
};

/**
 * The game's own lifecycle as a part: joining and leaving, who plays which character and who runs the game with
 * the GM, options, start, end and undo (creation is the engine's, since there is no state before it). `handOver`
 * moves what the parts key by a player's id when his character changes hands (src/engine/core/hand-over.ts).
 */
export const lifecyclePart = (rulesets: Readonly<Record<string, RulesetConfig>>, handOver: HandOver = (state) => state, startsWith: StartsWith = () => []) => {
  return definePart<typeof LIFECYCLE_ACTIONS, LifecycleEventPayloads>({
    id: 'game',
    actions: LIFECYCLE_ACTIONS,
    decide: decideBy(lifecycleHandlers(rulesets, startsWith), (state) => state),
    evolve: evolveBy(lifecycleEvolve(handOver)),
    events: LIFECYCLE_WORDS,
  });
};
