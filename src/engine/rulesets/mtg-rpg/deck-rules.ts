import type { ActionOf } from '../../core/actions.js';
import { event, type CoreEventPayloads } from '../../core/events.js';
import { isGm, type GameState } from '../../core/state.js';
import { GM_ONLY, PUBLIC, RuleError, type GameEvent } from '../../core/types.js';
import type { DiceSource } from '../../dice.js';
import { drawCard, guidelineDeck, newDeck, parseDeckList, resolveCheck, type Card, type RefereeDeck } from './referee-deck.js';

/** The referee deck belongs to the MtG RPG, and to a Magic Realm game that runs the realm campaign. */
export function hasRefereeDeck(state: Pick<GameState, 'ruleset' | 'options'>): boolean {
  return state.ruleset === 'mtg-rpg' || state.options['realm-campaign'] === true;
}

/** RPG-R3: a land's value in a check, by the game's option (1 by default). */
export function landValue(state: Pick<GameState, 'options'>): number {
  const v = state.options['land-mana-value'];
  return typeof v === 'number' ? v : 1;
}

/** The game's referee deck: the guideline deck until the referee sets another. */
export function currentDeck(state: GameState): RefereeDeck {
  return state.refereeDeck ?? newDeck(guidelineDeck());
}

function requireDeck(state: GameState, actor: string, command: string): void {
  if (!hasRefereeDeck(state)) {
    throw new RuleError('this game has no referee deck', 'the referee deck belongs to the mtg-rpg ruleset, or to a magic-realm game created with options:realm-campaign');
  }
  if (!isGm(state, actor)) throw new RuleError(`only the GM (${state.gm.name}) may use ${command}`, 'the referee deck is the GM\'s');
}

/** `/deck draw`: a check against the referee deck — the drawn card's value plus the rating against the difficulty. */
export function decideDraw(state: GameState, action: ActionOf<'deck.draw'>, dice: DiceSource): GameEvent[] {
  requireDeck(state, action.actor.id, '/deck draw');
  // The first draw writes the guideline deck into the log, so a replay never depends on today's code.
  const setUp = state.refereeDeck ? [] : [event('deck.set', { cards: guidelineDeck(), source: 'guideline' as const }, GM_ONLY, action.actor.id)];
  const { card, index, reshuffled } = drawCard(currentDeck(state), dice, landValue(state));
  const result = resolveCheck(action.check, card, action.rating, action.difficulty, landValue(state));
  const payload: CoreEventPayloads['deck.drawn'] = { ...result, by: action.actor, index, reshuffled, secret: action.secret };
  return [...setUp, event('deck.drawn', payload, action.secret ? GM_ONLY : PUBLIC, action.actor.id)];
}

/** `/deck set`: the guideline deck, or a pasted list; the list itself is the GM's. */
export function decideSetDeck(state: GameState, action: ActionOf<'deck.set'>): GameEvent[] {
  requireDeck(state, action.actor.id, '/deck set');
  const cards = action.list ? parseDeckList(action.list.replace(/;/g, '\n')) : guidelineDeck();
  return [
    event('deck.set', { cards, source: action.list ? 'list' : 'guideline' }, GM_ONLY, action.actor.id),
    event('deck.announced', { size: cards.length, source: action.list ? 'list' : 'guideline' }, PUBLIC, action.actor.id),
  ];
}

export function applySetDeck(state: GameState, cards: Card[]): GameState {
  return { ...state, refereeDeck: newDeck(cards) };
}

/** Applies a draw: the card leaves the library (after a reshuffle when it was empty). */
export function applyDraw(state: GameState, p: CoreEventPayloads['deck.drawn']): GameState {
  let { library, drawn } = currentDeck(state);
  if (p.reshuffled) {
    library = drawn;
    drawn = [];
  }
  const card = library[p.index];
  if (!card || card.name !== p.card.name) throw new Error(`deck.drawn names ${p.card.name}, but card ${p.index} of the library is ${card?.name}`);
  return { ...state, refereeDeck: { library: library.filter((_, i) => i !== p.index), drawn: [...drawn, card] } };
}
