/**
 * The referee deck as other parts draw on it (issue 28: a part's face): a monster's initiative, a focus, an item's
 * check drawn in another part's action.
 */
import type { GameState } from '../../../core/state.js';
import { GM_ONLY } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { drawCard, guidelineDeck, type Card, type Draw } from '../referee-deck.js';
import { ev } from './events.js';
import { currentDeck, landValue } from './view.js';

/**
 * Draws from the referee deck for another part (a monster's initiative, a focus, an item's check), one after another
 * in one action: `draw()` gives each card; `draws` are the draws for that part's event to record (applyDraw replays
 * them); `setUp` the events that must come first — the guideline deck written into the log on the first draw, so a
 * replay never depends on today's code.
 */
export function refereeDrawer(state: GameState, dice: DiceSource, actor: string) {
  const setUp = state.deck ? [] : [ev('deck.set', { cards: guidelineDeck(), source: 'guideline' }, GM_ONLY, actor)];
  let deck = currentDeck(state);
  const draws: Draw[] = [];
  return {
    setUp,
    draws,
    draw(): Card {
      const { card, index, reshuffled, deck: after } = drawCard(deck, dice, landValue(state));
      deck = after;
      draws.push({ card: { name: card.name }, index, reshuffled });
      return card;
    },
  };
}
