import type { GameState } from '../../../core/state.js';
import { guidelineDeck, newDeck, type RefereeDeck } from '../referee-deck.js';
import type { DeckView } from './types.js';

/** The referee deck belongs to the MtG RPG, and to a Magic Realm game that runs the realm campaign. */
export function hasRefereeDeck(state: Pick<GameState, 'ruleset' | 'options'>): boolean {
  return state.ruleset === 'mtg-rpg' || state.options['realm-campaign'] === true;
}

/** RPG-R3: a land's value in a check, by the game's option (1 by default; the option allows 0 or 1). */
export function landValue(state: Pick<GameState, 'options'>): 0 | 1 {
  return state.options['land-mana-value'] === 0 ? 0 : 1;
}

/** The game's referee deck: the guideline deck until the referee sets another. */
export function currentDeck(state: GameState): RefereeDeck {
  return state.deck ?? newDeck(guidelineDeck());
}

/** The referee deck as a viewer sees it (RPG-B), or undefined when the game has none; the drawn cards' names are the GM's. */
export function deckView(state: GameState, viewer: { isGm: boolean }): DeckView | undefined {
  if (!hasRefereeDeck(state)) return undefined;
  const deck = currentDeck(state);
  return { left: deck.library.length, drawnSinceShuffle: deck.drawn.length, drawn: viewer.isGm ? deck.drawn.map((c) => c.name) : [] };
}
