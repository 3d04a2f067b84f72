import { z } from 'zod';
import { userRef } from '../../core/actions.js';
import { definePart, eventMaker } from '../../core/part.js';
import { gmNames, isGm, type GameState } from '../../core/state.js';
import { GM_ONLY, PUBLIC, RuleError, type UserRef } from '../../core/types.js';
import type { DiceSource } from '../../dice.js';
import { applyDraw, drawCard, guidelineDeck, newDeck, parseDeckList, resolveCheck, type Card, type CheckResult, type Draw, type RefereeDeck } from './referee-deck.js';

declare module '../../core/state.js' {
  interface PartStates {
    /** The MtG RPG referee deck, once the GM has set it or drawn from it (the guideline deck until then). */
    refereeDeck: RefereeDeck;
  }
}

export interface DeckEventPayloads {
  /** A referee-deck check (RPG-B): the card, its value, the rating, the difficulty, and whether it succeeded. */
  'deck.drawn': CheckResult & { by: UserRef; index: number; reshuffled: boolean; secret: boolean };
  /** The referee's new deck (GM only: the list is his). */
  'deck.set': { cards: Card[]; source: 'guideline' | 'list' };
  /** What the table learns of a new referee deck: its size. */
  'deck.announced': { size: number; source: 'guideline' | 'list' };
}

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
  return state.refereeDeck ?? newDeck(guidelineDeck());
}

/**
 * Draws from the referee deck for another part (a monster's initiative, a focus, an item's check), one after another
 * in one action: `draw()` gives each card; `draws` are the draws for that part's event to record (applyDraw replays
 * them); `setUp` the events that must come first — the guideline deck written into the log on the first draw, so a
 * replay never depends on today's code.
 */
export function refereeDrawer(state: GameState, dice: DiceSource, actor: string) {
  const setUp = state.refereeDeck ? [] : [ev('deck.set', { cards: guidelineDeck(), source: 'guideline' }, GM_ONLY, actor)];
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

function requireDeck(state: GameState, actor: string, command: string): void {
  if (!hasRefereeDeck(state)) {
    throw new RuleError('this game has no referee deck', 'the referee deck belongs to the mtg-rpg ruleset, or to a magic-realm game created with options:realm-campaign');
  }
  if (!isGm(state, actor)) throw new RuleError(`only ${gmNames(state)} may use ${command}`, "the referee deck is the GM's");
}

/** The MtG RPG referee deck (RPG-B): checks drawn against it, and the GM's own deck. */
export const refereeDeckPart = definePart<typeof DECK_ACTIONS, DeckEventPayloads>({
  id: 'deck',
  actions: DECK_ACTIONS,
  decide(state, action, dice) {
    const actor = action.actor.id;
    switch (action.type) {
      case 'deck.draw': {
        // `/deck draw`: the drawn card's value plus the rating against the difficulty.
        requireDeck(state, actor, '/deck draw');
        // The first draw writes the guideline deck into the log, so a replay never depends on today's code.
        const setUp = state.refereeDeck ? [] : [ev('deck.set', { cards: guidelineDeck(), source: 'guideline' }, GM_ONLY, actor)];
        const { card, index, reshuffled } = drawCard(currentDeck(state), dice, landValue(state));
        const result = resolveCheck(action.check, card, action.rating, action.difficulty, landValue(state));
        return [...setUp, ev('deck.drawn', { ...result, by: action.actor, index, reshuffled, secret: action.secret }, action.secret ? GM_ONLY : PUBLIC, actor)];
      }
      case 'deck.set': {
        // `/deck set`: the guideline deck, or a pasted list; the list itself is the GM's.
        requireDeck(state, actor, '/deck set');
        const cards = action.list ? parseDeckList(action.list.replace(/;/g, '\n')) : guidelineDeck();
        const source = action.list ? 'list' : 'guideline';
        return [ev('deck.set', { cards, source }, GM_ONLY, actor), ev('deck.announced', { size: cards.length, source }, PUBLIC, actor)];
      }
    }
  },
  evolve(state, e) {
    switch (e.type) {
      case 'deck.set':
        return { ...state, refereeDeck: newDeck(e.payload.cards) };
      case 'deck.drawn':
        return { ...state, refereeDeck: applyDraw(currentDeck(state), e.payload) };
      case 'deck.announced':
        return state;
    }
  },
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
