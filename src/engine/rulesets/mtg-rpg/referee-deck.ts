import { RuleError } from '../../core/types.js';
import type { DiceSource } from '../../dice.js';
import { COLOURS, colours, manaValue, type Colour } from './mana.js';

/** One card of the referee deck. A land has no cost; its value in a check is the campaign's reading (RPG-R3). */
export interface Card {
  name: string;
  cost: string;
  land: boolean;
  /** What the card is, where known: the guideline deck's kinds; a pasted list says only land or not. */
  kind?: 'land' | 'creature' | 'spell' | 'artifact';
  /** The mana value of its cost (0 for a land). */
  manaValue: number;
  colours: Colour[];
}

/** The referee deck's state: what is left to draw, and what was drawn since the last reshuffle. */
export interface RefereeDeck {
  library: Card[];
  drawn: Card[];
}

const COLOUR_NAME: Record<Colour | 'C', string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green', C: 'Colourless' };
const BASIC_LAND: Record<Colour, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** Line 1199 on: cards per mana value beside the 5 lands and the colourless 0-cost card. */
export const GUIDELINE_CURVE: readonly (readonly [manaValue: number, count: number])[] = [
  [1, 8],
  [2, 10],
  [3, 12],
  [4, 10],
  [5, 8],
  [6, 6],
];

/**
 * The referee deck by the seed's guideline (RPG-D81, line 1199 on): 60 cards — one basic land of each colour,
 * a colourless card costing 0, and 8/10/12/10/8/6 cards of mana value 1 to 6, spread evenly over the five
 * colours and colourless in turn, two non-creature spells of each colour among them (RPG-R45). The optional
 * 1–4 extra high-cost cards are left to the referee's own list.
 */
export function guidelineDeck(): Card[] {
  const deck: Card[] = COLOURS.map((c) => ({ name: BASIC_LAND[c], cost: '', land: true, kind: 'land', manaValue: 0, colours: [c] }));
  deck.push({ name: 'Colourless artifact {0}', cost: '{0}', land: false, kind: 'artifact', manaValue: 0, colours: [] });
  const colourKinds = [...COLOURS, 'C'] as const;
  const spellsOf = new Map<string, number>();
  let turn = 0;
  for (const [value, count] of GUIDELINE_CURVE) {
    for (let i = 0; i < count; i++, turn++) {
      const colour = colourKinds[turn % colourKinds.length]!;
      const cost = colour === 'C' ? `{${value}}` : `${value > 1 ? `{${value - 1}}` : ''}{${colour}}`;
      // Two non-creature spells of each colour (RPG-R45), the cheapest ones; the colourless cards are artifacts.
      const seen = spellsOf.get(colour) ?? 0;
      spellsOf.set(colour, seen + 1);
      const kind = colour === 'C' ? 'artifact' : seen < 2 ? 'spell' : 'creature';
      const noun = kind === 'artifact' ? 'artifact' : kind === 'spell' ? 'sorcery' : 'creature';
      deck.push({ name: `${COLOUR_NAME[colour]} ${noun} ${cost}`, cost, land: false, kind, manaValue: value, colours: colour === 'C' ? [] : [colour] });
    }
  }
  return deck;
}

/**
 * Reads a pasted deck list, one line per entry: `4 Lightning Bolt {R}`, `2 Hill Giant 3R`, `5 Mountain`
 * (no cost: a land). Wrong lines are refused with their number.
 */
export function parseDeckList(text: string): Card[] {
  const cards: Card[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('//')) return;
    const m = line.match(/^(\d+)\s*x?\s+(.+?)(?:\s+((?:\{[^}]+\})+|[0-9XWUBRGC]+))?$/i);
    if (!m) throw new RuleError(`line ${i + 1} ("${line}") is not a deck entry`, 'write one entry a line: 4 Lightning Bolt {R}, or 2 Hill Giant 3R, or 5 Mountain');
    const count = Number(m[1]);
    if (count < 1 || count > 60) throw new RuleError(`line ${i + 1} asks for ${count} copies`, 'a line holds 1 to 60 copies');
    const cost = m[3] ?? '';
    const card: Card = { name: m[2]!, cost, land: cost === '', ...(cost === '' ? { kind: 'land' as const } : {}), manaValue: cost === '' ? 0 : manaValue(cost), colours: colours(cost) };
    for (let n = 0; n < count; n++) cards.push({ ...card });
  });
  if (cards.length === 0) throw new RuleError('the deck list is empty', 'paste one entry a line, e.g. 4 Lightning Bolt {R}');
  if (cards.length > 250) throw new RuleError(`the deck list holds ${cards.length} cards`, 'a referee deck holds at most 250 cards');
  return cards;
}

/** A card's value in a check: its mana value, or the campaign's land value (RPG-R3: 1 by default in realm checks). */
export function checkValue(card: Card, landValue: number): number {
  return card.land ? landValue : card.manaValue;
}

export function newDeck(cards: Card[]): RefereeDeck {
  return { library: cards.map((c) => ({ ...c })), drawn: [] };
}

/**
 * Draws one card without replacement; an empty library is reshuffled from the drawn cards first. Which card
 * comes is the dice source's choice: uniformly at random, or the forced mana value of the console's --draws.
 * Returns the card, its index in the library it was drawn from, and the deck after the draw (the input is
 * not changed).
 */
export function drawCard(deck: RefereeDeck, dice: DiceSource, landValue: number): { card: Card; index: number; deck: RefereeDeck; reshuffled: boolean } {
  let { library, drawn } = deck;
  let reshuffled = false;
  if (library.length === 0) {
    if (drawn.length === 0) throw new RuleError('the referee deck has no cards', 'set a deck with the referee deck command');
    library = drawn;
    drawn = [];
    reshuffled = true;
  }
  const index = dice.card ? dice.card(library.map((c) => checkValue(c, landValue))) : dice.int(0, library.length - 1);
  const card = library[index]!;
  return { card, index, deck: { library: library.filter((_, i) => i !== index), drawn: [...drawn, card] }, reshuffled };
}

/** A draw as an event records it: the card, its index in the library, and whether the library was reshuffled first. */
export interface Draw {
  card: Pick<Card, 'name'>;
  index: number;
  reshuffled: boolean;
}

/** The deck after a recorded draw (a replay draws nothing): the card leaves the library, after a reshuffle when it was empty. */
export function applyDraw(deck: RefereeDeck, draw: Draw): RefereeDeck {
  let { library, drawn } = deck;
  if (draw.reshuffled) {
    library = drawn;
    drawn = [];
  }
  const card = library[draw.index];
  if (!card || card.name !== draw.card.name) throw new Error(`a draw names ${draw.card.name}, but card ${draw.index} of the library is ${card?.name}`);
  return { library: library.filter((_, i) => i !== draw.index), drawn: [...drawn, card] };
}

/** A check of the campaign: the card's value plus a rating against a difficulty; success when the total reaches it. */
export interface CheckResult {
  check: string;
  card: Card;
  value: number;
  rating: number;
  difficulty: number;
  total: number;
  success: boolean;
}

export function resolveCheck(check: string, card: Card, rating: number, difficulty: number, landValue: number): CheckResult {
  const value = checkValue(card, landValue);
  const total = value + rating;
  return { check, card, value, rating, difficulty, total, success: total >= difficulty };
}
