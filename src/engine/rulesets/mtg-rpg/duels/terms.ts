/**
 * A duel's terms and its state (issue 15; RPG-C20–C32, 004 l.815–887). The steps of the ritual alternate: the
 * challenger challenges, the defender sets the length (C26), the challenger the stakes (C27), the defender the victory
 * condition (C28); then initiative, and the cards.
 */
import type { CardEffect } from '../sheet/cards.js';

/** RPG-C26, R30: the lengths the defender may choose. The quick duels are the bot's to play; the others the GM's. */
export const DUEL_LENGTHS = ['1-card', '3-cards', '7-cards', '5-turns', '7-turns', '10-turns', '15-turns', 'full-deck'] as const;
export type DuelLength = (typeof DUEL_LENGTHS)[number];
export const LENGTH_LABEL: Readonly<Record<DuelLength, string>> = {
  '1-card': 'a single-card duel',
  '3-cards': 'a three-card duel',
  '7-cards': 'a seven-card duel',
  '5-turns': 'a duel of 5 turns',
  '7-turns': 'a duel of 7 turns',
  '10-turns': 'a duel of 10 turns',
  '15-turns': 'a duel of 15 turns',
  'full-deck': 'a full-deck duel',
};
/** The quick duels of one, three and seven cards (C21–C23): cards chosen in secret by both, resolved by the bot. */
export const QUICK_CARDS: Partial<Record<DuelLength, number>> = { '1-card': 1, '3-cards': 3, '7-cards': 7 };
/** The limited-turns duels (C24): standard duels stopped after so many turns, played at the table with the GM. */
export const TURN_LIMIT: Partial<Record<DuelLength, number>> = { '5-turns': 5, '7-turns': 7, '10-turns': 10, '15-turns': 15 };

/** RPG-C27: the stakes the challenger proclaims. */
export const STAKES = ['ante', 'passage', 'learning', 'honour', 'gold', 'death'] as const;
export type Stakes = (typeof STAKES)[number];
export const STAKES_LABEL: Readonly<Record<Stakes, string>> = {
  ante: 'ante',
  passage: 'passage through an area',
  learning: 'fun, enjoyment or learning',
  honour: 'honour or bragging rights',
  gold: 'gold, treasure or money',
  death: 'death',
};

/** RPG-C28: the victory conditions the defender sets. */
export const VICTORIES = ['first-blood', 'unconsciousness', 'most-life', 'most-damage'] as const;
export type Victory = (typeof VICTORIES)[number];
export const VICTORY_LABEL: Readonly<Record<Victory, string>> = {
  'first-blood': 'first blood',
  unconsciousness: 'unconsciousness or yield',
  'most-life': 'most life points at the end',
  'most-damage': 'most damage dealt',
};

export type DuelStage = 'challenged' | 'stakes' | 'victory' | 'initiative' | 'playing' | 'over';

/** One wizard's card in a revealed turn, and what it did (public words: never a life total). */
export interface TurnPlay {
  userId: string;
  card?: string;
  effect?: CardEffect;
  did: string;
}

export interface RevealedTurn {
  n: number;
  plays: TurnPlay[];
}

export interface DuelResult {
  winner: string;
  loser: string;
  /** Why, in public words (never a life total). */
  why: string;
}

export interface Duel {
  id: number;
  challenger: string;
  defender: string;
  stage: DuelStage;
  length?: DuelLength;
  stakes?: Stakes;
  victory?: Victory;
  /** R32: each wizard's ante card set aside (its index in his library), his and the GM's until the end. */
  ante?: Record<string, number>;
  /** C8: each wizard's initiative card (none: DX alone) and who he would have play first, chosen in secret. */
  initiative: Record<string, { card?: number; first: 'me' | 'opponent' }>;
  /** Who plays first, then second, once initiative is decided. */
  order?: [string, string];
  /** C20: life points, hidden from the opponent; his and the GM's. */
  life: Record<string, number>;
  /** The life points each began the duel with (as secret as `life`). */
  began?: Record<string, number>;
  /** Damage each has dealt (for "most damage dealt"). */
  dealt: Record<string, number>;
  /** The first wizard to lose a life point (for "first blood"). */
  blooded?: string;
  /** The card turn being chosen (1-based); past the quick duel's cards, the tie-breaking turns (C21.6). */
  turn: number;
  /** This turn's cards, chosen in secret (a card's index in his library, or none when his hand is empty). */
  chosen: Record<string, number | 'none'>;
  turns: RevealedTurn[];
  result?: DuelResult;
}

export const otherOf = (d: Pick<Duel, 'challenger' | 'defender'>, userId: string): string => (userId === d.challenger ? d.defender : d.challenger);
/** C25: a duel as its challenge opens it. */
export const challengedDuel = (id: number, challenger: string, defender: string): Duel => ({ id, challenger, defender, stage: 'challenged', initiative: {}, life: {}, dealt: { [challenger]: 0, [defender]: 0 }, turn: 0, chosen: {}, turns: [] });

export const isIn = (d: Pick<Duel, 'challenger' | 'defender'>, userId: string): boolean => userId === d.challenger || userId === d.defender;
