/**
 * The duels' events (issue 15; RPG-C20–C32): their payloads — facts: the terms, the cards moved, the choices, the
 * turns revealed, the outcome — and their log and undo words. Undo words are public: never a card before its reveal,
 * never a life total.
 */
import { eventMaker, type EventTable } from '../../../core/part.js';
import type { LibraryChange } from '../sheet/library-change.js';
import { STAKES_LABEL, VICTORY_LABEL, type DuelLength, type DuelResult, type RevealedTurn, type Stakes, type Victory } from './terms.js';

export interface DuelEventPayloads {
  /** C25: a challenge: who challenges whom (public). */
  'duels.challenged': { id: number; challenger: string; defender: string; names: Record<string, string> };
  /** C25: the challenged wizard refuses; the challenger is bound by no rules against him (public). */
  'duels.refused': { id: number; challenger: string; defender: string };
  /** C26, C27, C28: a term set by the wizard whose step it is (public). */
  'duels.length-set': { id: number; length: DuelLength };
  'duels.stakes-set': { id: number; stakes: Stakes };
  'duels.victory-set': { id: number; victory: Victory };
  /**
   * The cards the duel moved in a wizard's library (his and the GM's): drawn up (C21.1), the ante set aside (its
   * index and name), cards played; `hand`: his hand's size after.
   */
  'duels.library': { id: number; userId: string; change: LibraryChange; hand: number; ante?: number; anteCard?: string };
  /** His life points in the duel (his and the GM's: C20). */
  'duels.life': { id: number; userId: string; life: number };
  /** The duel begins: initiative is chosen next (public). */
  'duels.began': { id: number };
  /** A secret choice: his initiative card and who he would have play first, or his card for the turn (his and the GM's). */
  'duels.initiative-chosen': { id: number; userId: string; card?: number; first: 'me' | 'opponent' };
  'duels.card-chosen': { id: number; userId: string; card: number | 'none' };
  /** The table learns only that he has chosen (public). */
  'duels.choice-noted': { id: number; userId: string; step: string };
  /** C8: who won the initiative and who plays first; the initiative cards as played (public, no totals). */
  'duels.initiative-decided': { id: number; order: [string, string]; winner: string; cards: Record<string, string | null>; tieDraws?: number };
  /** A turn revealed and resolved (public: the cards and what they did). */
  'duels.turn-revealed': { id: number; turn: RevealedTurn; dealt: Record<string, number>; blooded?: string };
  /** A turn of a limited duel played at the table is over (public). */
  'duels.turn-ended': { id: number; turn: number };
  /** The GM applied a change to a wizard's life points (public: that he did, not how much). */
  'duels.adjusted': { id: number; userId: string };
  /** C15: a wizard yields (public). */
  'duels.yielded': { id: number; userId: string };
  /** The duel is over (public): who won and why; the ante card won, if any (C32). */
  'duels.over': { id: number; result?: DuelResult; anteWon?: string; calledOff?: boolean };
  /** His sheet after the duel (his and the GM's): life points lost carried over, the cards it moved (ante, hand lost). */
  'duels.wizard-after': { userId: string; damage: number; change?: LibraryChange; unconscious: boolean; exhausted?: boolean };
  /** C29: the GM marks a loser who did not honour the terms (no land tapped until restitution), or lifts it (public). */
  'duels.backlash': { userId: string; winner?: string };
}

export const duelEvent = eventMaker<DuelEventPayloads>();

/** The words of each duel event, as today's payloads hold them (old-logs.ts reads older ones into these shapes). */
export const DUEL_EVENT_WORDS: EventTable<DuelEventPayloads> = {
  'duels.challenged': { log: (e) => `${e.payload.names[e.payload.challenger]} challenges ${e.payload.names[e.payload.defender]} to a duel`, undo: () => 'a challenge to a duel' },
  'duels.refused': { log: () => 'The challenge is refused: the challenger is bound by no rules against the refuser (RPG-C25)', undo: () => 'a refused challenge' },
  'duels.length-set': { log: (e) => `The challenge is accepted: a duel of ${e.payload.length}`, undo: () => 'the duel’s length' },
  'duels.stakes-set': { log: (e) => `The stakes: ${STAKES_LABEL[e.payload.stakes]}`, undo: () => 'the duel’s stakes' },
  'duels.victory-set': { log: (e) => `The victory condition: ${VICTORY_LABEL[e.payload.victory]}`, undo: () => 'the duel’s victory condition' },
  'duels.library': { log: (e) => `🔒 In the duel, a hand of ${e.payload.hand}${e.payload.ante !== undefined ? `; the ante set aside: ${e.payload.anteCard}` : ''}`, undo: () => 'a wizard’s cards in a duel' },
  'duels.life': { log: (e) => `🔒 Life points in the duel: ${e.payload.life}`, undo: () => 'life points in a duel' },
  'duels.began': { log: () => 'The duel begins: both choose their initiative in secret', undo: () => 'the start of a duel' },
  'duels.initiative-chosen': { log: (e) => `🔒 Initiative chosen: ${e.payload.card === undefined ? 'no card' : `card #${e.payload.card + 1} of the library`}, ${e.payload.first === 'me' ? 'to play first' : 'to let the other play first'}`, undo: () => 'a secret choice in a duel' },
  'duels.card-chosen': { log: (e) => `🔒 Card chosen: ${e.payload.card === 'none' ? 'none' : `#${e.payload.card + 1} of the library`}`, undo: () => 'a secret choice in a duel' },
  'duels.choice-noted': { log: (e) => `A wizard has chosen (${e.payload.step})`, undo: false },
  'duels.initiative-decided': { log: (e) => `Initiative decided; the order of play is set`, undo: () => 'the duel’s initiative' },
  'duels.turn-revealed': { log: (e) => `Duel, turn ${e.payload.turn.n}: ${e.payload.turn.plays.map((x) => `${x.card ?? 'no card'} — ${x.did}`).join('; ')}`, undo: () => 'a turn of a duel' },
  'duels.turn-ended': { log: (e) => `Duel: turn ${e.payload.turn} is over`, undo: () => 'the end of a duel’s turn' },
  'duels.adjusted': { log: () => 'The GM applies a change to life points in the duel', undo: () => 'a life change in a duel' },
  'duels.yielded': { log: () => 'A wizard yields the duel', undo: () => 'a yield' },
  'duels.over': { log: (e) => (e.payload.calledOff || !e.payload.result ? 'The duel is called off' : `The duel is over (${e.payload.result.why})${e.payload.anteWon ? `; the ante won: ${e.payload.anteWon}` : ''}`), undo: () => 'the end of a duel' },
  'duels.wizard-after': { log: (e) => `🔒 After the duel: ${e.payload.damage} life points lost${e.payload.unconscious ? ', unconscious (the hand lost)' : ''}`, undo: () => 'a wizard’s sheet after a duel' },
  'duels.backlash': { log: (e) => (e.payload.winner ? 'Karmic backlash: the loser taps no land until restitution is made (RPG-C29)' : 'The karmic backlash is lifted'), undo: () => 'a karmic backlash' },
};
