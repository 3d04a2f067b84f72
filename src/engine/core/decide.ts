import type { DiceSource } from '../dice.js';
import { rollNotation } from '../dice-notation.js';
import { RULESETS } from '../rulesets/index.js';
import { defaultOptions, findOption, parseOptionList, parseOptionValue } from '../rulesets/options.js';
import { decideDraw, decideSetDeck } from '../rulesets/mtg-rpg/deck-rules.js';
import { decideCampaign } from '../rulesets/mtg-rpg/campaign/rules.js';
import { decideBoard } from '../rulesets/magic-realm/board/rules.js';
import { decidePlay } from '../rulesets/magic-realm/play/rules.js';
import { findTable } from '../tables/catalog.js';
import { rollOnTable } from '../tables/roll.js';
import type { Action, ActionOf } from './actions.js';
import { event } from './events.js';
import { findPlayer, isGm, requireGm, type GameState } from './state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from './types.js';

/**
 * The engine's one entry point for change: given the state (undefined before /game create), a valid
 * action and the dice source, the events that happen, or the RuleError that says why not.
 * Pure: the same state, action and dice give the same events.
 */
export function decide(state: GameState | undefined, action: Action, dice: DiceSource): GameEvent[] | RuleError {
  try {
    if (action.type === 'game.create') return createGame(state, action);
    if (!state) throw new RuleError('there is no game in this channel', 'start one with /game create ruleset:magic-realm');
    if (state.status === 'ended' && action.type !== 'gm.undo') {
      throw new RuleError('the game in this channel has ended', 'start a new one with /game create, or the GM can /gm undo the end');
    }
    return decideInGame(state, action, dice);
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
}

function decideInGame(state: GameState, action: Exclude<Action, ActionOf<'game.create'>>, dice: DiceSource): GameEvent[] {
  const actor = action.actor.id;
  switch (action.type) {
    case 'game.join': {
      if (isGm(state, actor)) throw new RuleError('you are the GM of this game', 'the GM runs the game; players join with /game join');
      if (findPlayer(state, actor)) throw new RuleError('you have already joined this game', 'see who plays with /game info');
      const taken = state.players.find((p) => p.character.toLowerCase() === action.character.toLowerCase());
      if (taken) throw new RuleError(`${action.character} is already played by ${taken.userName}`, 'choose another name');
      return [event('game.joined', { userId: actor, userName: action.actor.name, character: action.character }, PUBLIC, actor)];
    }
    case 'game.set-option': {
      requireGm(state, actor, '/game options');
      if (state.status !== 'setup') throw new RuleError('options can change only before play starts', 'options are fixed once the GM has run /game start');
      const option = findOption(RULESETS[state.ruleset].options, action.key);
      return [event('game.option-set', { key: option.key, value: parseOptionValue(option, action.value) }, PUBLIC, actor)];
    }
    case 'game.start':
      requireGm(state, actor, '/game start');
      if (state.status !== 'setup') throw new RuleError('play has already started', 'see the game with /game info');
      return [event('game.started', {}, PUBLIC, actor)];
    case 'game.end':
      requireGm(state, actor, '/game end');
      return [event('game.ended', {}, PUBLIC, actor)];
    case 'roll.dice': {
      const roll = rollNotation(action.notation, dice);
      const payload = { by: action.actor, notation: roll.notation, output: roll.output, total: roll.total, dice: roll.drawn, private: action.private };
      if (!action.private) return [event('dice.rolled', payload, PUBLIC, actor)];
      return [
        event('dice.rolled', payload, onlyPlayers(actor), actor),
        event('roll.private-made', { by: action.actor, what: 'dice' }, PUBLIC, actor),
      ];
    }
    case 'roll.table': {
      const table = findTable(action.table);
      if (!table) throw new RuleError(`there is no table "${action.table}"`, 'pick one from the list that /roll table offers, e.g. bounty or steal');
      if (table.dice === 'none') {
        throw new RuleError(`the ${table.title} table is read, not rolled`, `look it up with /rules topic:${table.name}`);
      }
      if (action.column !== undefined && table.columnMode === 'together') {
        throw new RuleError(`the ${table.name} table has no columns to choose from`, `roll it without column:, e.g. /roll table name:${table.name}`);
      }
      if (action.column !== undefined && !table.columns.some((c) => c.key === action.column)) {
        throw new RuleError(
          `the ${table.name} table has no column "${action.column}"`,
          `its columns are: ${table.columns.map((c) => c.key).join(', ')}`,
        );
      }
      const roll = rollOnTable(table, dice, action.modifiers, action.column);
      const payload = { ...roll, by: action.actor, title: table.title, private: action.private };
      if (!action.private) return [event('table.rolled', payload, PUBLIC, actor)];
      return [
        event('table.rolled', payload, onlyPlayers(actor), actor),
        event('roll.private-made', { by: action.actor, what: 'a table' }, PUBLIC, actor),
      ];
    }
    case 'deck.draw':
      return decideDraw(state, action, dice);
    case 'deck.set':
      return decideSetDeck(state, action);
    case 'campaign.create':
    case 'campaign.setting':
    case 'campaign.hex':
    case 'campaign.turn':
    case 'campaign.resolve':
    case 'realm.create':
    case 'realm.set':
    case 'realm.ruler':
    case 'realm.orders':
    case 'realm.action':
    case 'realm.free':
      return decideCampaign(state, action, dice);
    case 'board.layout':
    case 'board.deal':
    case 'board.chits':
    case 'board.place':
    case 'board.swap-ambush':
    case 'board.pick':
    case 'board.enchant':
    case 'board.piece':
    case 'board.remove':
    case 'board.discover':
      return decideBoard(state, action, dice);
    case 'mr.numbers':
    case 'mr.setup':
    case 'mr.setup-reveal':
    case 'mr.whisper':
    case 'mr.calendar-start':
    case 'mr.record':
    case 'mr.advance':
      return decidePlay(state, action, dice);
    case 'gm.undo': {
      requireGm(state, actor, '/gm undo');
      const last = state.undo[state.undo.length - 1];
      if (!last) throw new RuleError('there is nothing left to undo', 'undo reaches back over the last actions of this game, not its creation');
      return [event('action.undone', { actionSeq: last.actionSeq, summary: last.summary, by: action.actor }, PUBLIC, actor)];
    }
  }
}

function createGame(state: GameState | undefined, action: ActionOf<'game.create'>): GameEvent[] {
  if (state && state.status !== 'ended') {
    throw new RuleError('this channel already has a game', 'one game per channel or thread: open a thread for a second game, or /game end this one');
  }
  const ruleset = RULESETS[action.ruleset];
  const options = { ...defaultOptions(ruleset.options), ...parseOptionList(ruleset.options, action.options) };
  return [
    event(
      'game.created',
      { id: action.gameId, channelId: action.channelId, guildId: action.guildId, ruleset: ruleset.id, options, gm: action.actor, at: action.at },
      PUBLIC,
      action.actor.id,
    ),
  ];
}
