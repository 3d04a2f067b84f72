import { formatOptionValue, defaultOptions, findOption, parseOptionList, parseOptionValue, type RuleOption } from './options.js';
import type { z } from 'zod';
import { LIFECYCLE_ACTIONS, type createGameAction } from './actions.js';
import type { LifecycleEventPayloads } from './events.js';
import { definePart, eventMaker } from './part.js';
import { findPlayer, isGm, requireGm, type CoreState, type GameState } from './state.js';
import { revert } from './patch.js';
import { PUBLIC, RuleError, type GameEvent } from './types.js';

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
  return { id: p.id, channelId: p.channelId, guildId: p.guildId, ruleset: p.ruleset, options: p.options, gm: p.gm, players: [], status: 'setup', createdAt: p.at, rollCount: 0, undo: [] };
}

/**
 * The game's own lifecycle as a part: joining, options, start, end and undo (creation is the engine's, since
 * there is no state before it).
 */
export const lifecyclePart = (rulesets: Readonly<Record<string, RulesetConfig>>) =>
  definePart<typeof LIFECYCLE_ACTIONS, LifecycleEventPayloads>({
    id: 'game',
    actions: LIFECYCLE_ACTIONS,
    decide(state, action) {
      const actor = action.actor.id;
      switch (action.type) {
        case 'game.join': {
          if (isGm(state, actor)) throw new RuleError('you are the GM of this game', 'the GM runs the game; players join with /game join');
          if (findPlayer(state, actor)) throw new RuleError('you have already joined this game', 'see who plays with /game info');
          const ruleset = rulesets[state.ruleset];
          const character = ruleset?.joinName ? ruleset.joinName(action.character, state.options) : action.character;
          const taken = state.players.find((p) => p.character.toLowerCase() === character.toLowerCase());
          if (taken) throw new RuleError(`${character} is already played by ${taken.userName}`, `choose another ${ruleset?.playerNoun ?? 'name'}`);
          return [ev('game.joined', { userId: actor, userName: action.actor.name, character }, PUBLIC, actor)];
        }
        case 'game.set-option': {
          requireGm(state, actor, '/game options');
          if (state.status !== 'setup') throw new RuleError('options can change only before play starts', 'options are fixed once the GM has run /game start');
          const option = findOption(rulesets[state.ruleset]!.options, action.key);
          return [ev('game.option-set', { key: option.key, value: parseOptionValue(option, action.value) }, PUBLIC, actor)];
        }
        case 'game.start':
          requireGm(state, actor, '/game start');
          if (state.status !== 'setup') throw new RuleError('play has already started', 'see the game with /game info');
          return [ev('game.started', {}, PUBLIC, actor)];
        case 'game.end':
          requireGm(state, actor, '/game end');
          return [ev('game.ended', {}, PUBLIC, actor)];
        case 'gm.undo': {
          requireGm(state, actor, '/gm undo');
          const last = state.undo[state.undo.length - 1];
          if (!last) throw new RuleError('there is nothing left to undo', 'undo reaches back over the last actions of this game, not its creation');
          return [ev('action.undone', { actionSeq: last.actionSeq, summary: last.summary, by: action.actor }, PUBLIC, actor)];
        }
      }
    },
    evolve(state, e) {
      switch (e.type) {
        case 'game.created':
          return state;
        case 'game.joined':
          return { ...state, players: [...state.players, { userId: e.payload.userId, userName: e.payload.userName, character: e.payload.character }] };
        case 'game.option-set':
          return { ...state, options: { ...state.options, [e.payload.key]: e.payload.value } };
        case 'game.started':
          return { ...state, status: 'playing' };
        case 'game.ended':
          return { ...state, status: 'ended' };
        case 'action.undone': {
          const entry = state.undo[state.undo.length - 1];
          // An action whose events this version does not know left no entry: nothing of it is in the state to undo.
          if (!entry || entry.actionSeq < e.payload.actionSeq) return state;
          if (entry.actionSeq !== e.payload.actionSeq) throw new Error(`undo of action ${e.payload.actionSeq} does not match the undo history`);
          return { ...revert(state, entry.changes), undo: state.undo.slice(0, -1) };
        }
      }
    },
    events: {
      'game.created': { log: (e) => `Game created (${e.payload.ruleset}), GM ${e.payload.gm.name}`, undo: false },
      'game.joined': {
        log: (e) => `${e.payload.userName} joins as **${e.payload.character}**`,
        undo: (e) => `${e.payload.userName} joining as ${e.payload.character}`,
      },
      'game.option-set': { log: (e) => `Option \`${e.payload.key}\` set to ${formatOptionValue(e.payload.value)}`, undo: (e) => `setting ${e.payload.key}` },
      'game.started': { log: () => 'Play begins', undo: () => 'the start of play' },
      'game.ended': { log: () => 'The game ends', undo: () => 'the end of the game' },
      'action.undone': { log: (e) => `↶ ${e.payload.by.name} undoes ${e.payload.summary}`, undo: false },
    },
  });
