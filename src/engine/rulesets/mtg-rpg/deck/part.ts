import { z } from 'zod';
import { userRef } from '../../../core/actions.js';
import { definePart, eventMaker, type EventOf } from '../../../core/part.js';
import { gmNames, isGm, type GameState } from '../../../core/state.js';
import { GM_ONLY, PUBLIC, RuleError } from '../../../core/types.js';
import { applyDraw, drawCard, guidelineDeck, newDeck, parseDeckList, resolveCheck } from '../referee-deck.js';
import { decideBy, evolveBy, unchanged, type Appliers, type Handlers } from '../../../core/handlers.js';
import type { DeckEventPayloads } from './types.js';
import { currentDeck, hasRefereeDeck, landValue } from './view.js';

export const DECK_ACTIONS = [
  z.object({
    type: z.literal('deck.draw'),
    actor: userRef,
    check: z.string().trim().min(1).max(100),
    rating: z.number().int().min(-20).max(30),
    difficulty: z.number().int().min(0).max(40),
    secret: z.boolean().default(false),
  }),
  z.object({ type: z.literal('deck.set'), actor: userRef, list: z.string().max(6000).optional() }),
] as const;

const ev = eventMaker<DeckEventPayloads>();

function requireDeck(state: GameState, actor: string, command: string): void {
  if (!hasRefereeDeck(state)) {
    throw new RuleError('this game has no referee deck', 'the referee deck belongs to the mtg-rpg ruleset, or to a magic-realm game created with options:realm-campaign');
  }
  if (!isGm(state, actor)) throw new RuleError(`only ${gmNames(state)} may use ${command}`, "the referee deck is the GM's");
}

type DeckAction = z.output<(typeof DECK_ACTIONS)[number]>;

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

/** The referee deck after each of its events: a new deck set, a card drawn. */
const APPLY: Appliers<EventOf<DeckEventPayloads>> = {
  'deck.set': (state, e) => ({ ...state, deck: newDeck(e.payload.cards) }),
  'deck.drawn': (state, e) => ({ ...state, deck: applyDraw(currentDeck(state), e.payload) }),
  'deck.announced': unchanged,
};

/** The MtG RPG referee deck (RPG-B): checks drawn against it, and the GM's own deck. */
export const refereeDeckPart = definePart<typeof DECK_ACTIONS, DeckEventPayloads>({
  id: 'deck',
  actions: DECK_ACTIONS,
  decide: decideBy(HANDLERS, (state) => state),
  evolve: evolveBy(APPLY),
  events: {
    'deck.drawn': {
      log: (e) =>
        `${e.payload.secret ? '🔒 ' : ''}Referee deck, ${e.payload.check}: ${e.payload.card.name} (${e.payload.value}) + ${e.payload.rating} = ${e.payload.total} against ${e.payload.difficulty}: **${e.payload.success ? 'success' : 'failure'}**`,
      undo: (e) => (e.payload.secret ? 'a secret referee-deck check' : `the referee-deck check "${e.payload.check}"`),
    },
    'deck.set': { log: (e) => `The referee deck is set: ${e.payload.cards.length} cards (${e.payload.source})`, undo: () => 'the new referee deck' },
    'deck.announced': { log: (e) => `The GM sets a new referee deck of ${e.payload.size} cards`, undo: false },
  },
});
