/** The referee deck's decisions (RPG-B): one named handler per action type, routed by decideBy. */
import { decideBy, type Handlers } from '../../../core/handlers.js';
import { gmNames, isGm, type GameState } from '../../../core/state.js';
import { GM_ONLY, PUBLIC, RuleError } from '../../../core/types.js';
import { drawCard, guidelineDeck, parseDeckList, resolveCheck } from '../referee-deck.js';
import type { DeckAction } from './actions.js';
import { ev } from './events.js';
import { currentDeck, hasRefereeDeck, landValue } from './view.js';

function requireDeck(state: GameState, actor: string, command: string): void {
  if (!hasRefereeDeck(state)) {
    throw new RuleError('this game has no referee deck', 'the referee deck belongs to the mtg-rpg ruleset, or to a magic-realm game created with options:realm-campaign');
  }
  if (!isGm(state, actor)) throw new RuleError(`only ${gmNames(state)} may use ${command}`, "the referee deck is the GM's");
}

const HANDLERS: Handlers<DeckAction, GameState> = {
  // `/deck draw` (RPG-B): the drawn card's value plus the rating against the difficulty.
  'deck.draw': (state, action, dice) => {
    const actor = action.actor.id;
    requireDeck(state, actor, '/deck draw');
    // The first draw writes the guideline deck into the log, so a replay never depends on today's code.
    const setUp = state.deck ? [] : [ev('deck.set', { cards: guidelineDeck(), source: 'guideline' }, GM_ONLY, actor)];
    const { card, index, reshuffled } = drawCard(currentDeck(state), dice, landValue(state));
    const result = resolveCheck(action.check, card, action.rating, action.difficulty, landValue(state));
    return [...setUp, ev('deck.drawn', { ...result, by: action.actor, index, reshuffled, secret: action.secret }, action.secret ? GM_ONLY : PUBLIC, actor)];
  },
  // `/deck set`: the guideline deck, or a pasted list; the list itself is the GM's.
  'deck.set': (state, action) => {
    const actor = action.actor.id;
    requireDeck(state, actor, '/deck set');
    const cards = action.list ? parseDeckList(action.list.replace(/;/g, '\n')) : guidelineDeck();
    const source = action.list ? 'list' : 'guideline';
    return [ev('deck.set', { cards, source }, GM_ONLY, actor), ev('deck.announced', { size: cards.length, source }, PUBLIC, actor)];
  },
};

export const decideDeck = decideBy(HANDLERS, (state) => state);
