/**
 * What a wizard's library must hold (issue 15; RPG-D75, D76, R43, R44): at least half its cards in his primary
 * colour, and only spells he can cast — the attribute dots of each coloured symbol and as many mana sources of that
 * colour in the library. Checked whenever the library is set. And what renewal does to it (RPG-B7).
 */
import type { GameState } from '../../../core/state.js';
import { accepts, RuleError } from '../../../core/types.js';
import { shuffle, type DiceSource } from '../../../dice.js';
import type { Colour as ManaColour } from '../mana.js';
import type { LibraryCard } from './cards.js';
import { ATTRIBUTE_COLOUR, type Attribute, type Colour, type Library, type Wizard } from './creation.js';

/** R44: basic lands are coloured by their mana. */
const BASIC_LANDS: readonly [string, ManaColour][] = [
  ['plains', 'W'],
  ['island', 'U'],
  ['swamp', 'B'],
  ['mountain', 'R'],
  ['forest', 'G'],
];
const SYMBOL_OF: Readonly<Record<Exclude<Colour, 'colourless'>, ManaColour>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const ATTRIBUTE_OF_SYMBOL = Object.fromEntries((Object.entries(ATTRIBUTE_COLOUR) as [Attribute, Colour][]).filter(([, c]) => c !== 'colourless').map(([a, c]) => [SYMBOL_OF[c as Exclude<Colour, 'colourless'>], a])) as Record<ManaColour, Attribute>;
const COLOUR_NAME: Readonly<Record<ManaColour, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** The mana a basic land gives (by its name: "Mountain", "Snow-Covered Mountain"), or none. */
export function landColour(card: LibraryCard): ManaColour | undefined {
  if (!card.land) return undefined;
  const words = card.name.toLowerCase().split(/[^a-z]+/);
  return BASIC_LANDS.find(([name]) => words.includes(name))?.[1];
}

/** Each coloured symbol of a cost, counted (hybrid symbols left out: either colour pays them). */
export function colouredSymbols(cost: string): Partial<Record<ManaColour, number>> {
  const plain = cost.toUpperCase().replace(/\{[^}]*\/[^}]*\}/g, '');
  const out: Partial<Record<ManaColour, number>> = {};
  for (const s of plain.match(/[WUBRG]/g) ?? []) out[s as ManaColour] = (out[s as ManaColour] ?? 0) + 1;
  return out;
}

/** The colours a card counts toward (R44): its cost's, or a basic land's. */
export function cardColours(card: LibraryCard): ManaColour[] {
  if (card.land) {
    const c = landColour(card);
    return c ? [c] : [];
  }
  return Object.keys(colouredSymbols(card.cost)) as ManaColour[];
}

/** RPG-D75, D76: the library's checks for this wizard; a RuleError names the rule and how to mend the list. */
export function checkLibrary(w: Pick<Wizard, 'attributes' | 'primary' | 'moreColours'>, cards: readonly LibraryCard[]): void {
  // D75, R44: at least half in the primary colour (a multicoloured card counts if one of its colours is; a
  // colourless primary counts the colourless cards); D6: with Add Mana Source, all his primary colours together.
  const primaries = [w.primary, ...(w.moreColours ?? [])];
  const inColour = (c: LibraryCard) => primaries.some((p) => (p === 'colourless' ? cardColours(c).length === 0 : cardColours(c).includes(SYMBOL_OF[p])));
  const inPrimary = cards.filter(inColour).length;
  const named = primaries.join(' or ');
  if (2 * inPrimary < cards.length) {
    throw new RuleError(`${inPrimary} of the ${cards.length} cards are ${named}: at least half of a library is in the primary colour (RPG-D75)`, `add ${cards.length - 2 * inPrimary} ${named} card(s)${w.primary !== 'colourless' ? ' (its basic lands count)' : ''}, or take others out`);
  }
  // D76, R43: the dots of each coloured symbol (generic mana needs none) and that many sources of its colour.
  const sources: Partial<Record<ManaColour, number>> = {};
  for (const c of cards) {
    const colour = landColour(c);
    if (colour) sources[colour] = (sources[colour] ?? 0) + 1;
  }
  for (const c of cards) {
    if (c.land) continue;
    for (const [symbol, n] of Object.entries(colouredSymbols(c.cost)) as [ManaColour, number][]) {
      const attribute = ATTRIBUTE_OF_SYMBOL[symbol];
      // D63: with 5 dots there is no limit.
      if (w.attributes[attribute] < n && w.attributes[attribute] < 5) throw new RuleError(`${c.name} (${c.cost}) needs ${n} ${COLOUR_NAME[symbol]} mana: ${attribute} ${w.attributes[attribute]} is too low to cast it (RPG-D76)`, `take it out, or raise ${attribute} to ${n}`);
      if ((sources[symbol] ?? 0) < n) throw new RuleError(`${c.name} (${c.cost}) needs ${n} ${COLOUR_NAME[symbol]} mana, and the library has ${sources[symbol] ?? 0} ${COLOUR_NAME[symbol]} source(s) (RPG-D76)`, `add basic lands that give ${COLOUR_NAME[symbol]} mana (e.g. ${n} ${BASIC_LANDS.find(([, x]) => x === symbol)![0].replace(/^./, (ch) => ch.toUpperCase())})`);
    }
  }
}

/** RPG-C20: a quick duel's truncated deck — 7 lands and 14 spells, 21 cards, stand for an opponent's whole library. */
export const TRUNCATED_DECK = { lands: 7, spells: 14 } as const;

/** RPG-C20: the list must be exactly the truncated deck; a RuleError counts what it holds and says what to mend. */
export function checkTruncatedDeck(cards: readonly LibraryCard[]): void {
  const lands = cards.filter((c) => c.land).length;
  const spells = cards.length - lands;
  if (lands === TRUNCATED_DECK.lands && spells === TRUNCATED_DECK.spells) return;
  const mend = [
    lands !== TRUNCATED_DECK.lands ? `${lands < TRUNCATED_DECK.lands ? 'add' : 'take out'} ${Math.abs(TRUNCATED_DECK.lands - lands)} land(s)` : '',
    spells !== TRUNCATED_DECK.spells ? `${spells < TRUNCATED_DECK.spells ? 'add' : 'take out'} ${Math.abs(TRUNCATED_DECK.spells - spells)} spell(s)` : '',
  ].filter(Boolean);
  throw new RuleError(
    `a truncated deck is ${TRUNCATED_DECK.lands} lands and ${TRUNCATED_DECK.spells} spells, 21 cards (RPG-C20): this list has ${lands} land(s) and ${spells} spell(s)`,
    `${mend.join(' and ')}, or leave truncated: out for a whole library`,
  );
}

/** RPG-B7: at renewal the graveyard comes back into the library, which is shuffled; the hand is drawn up (C35: a new one). */
export function renewLibrary(lib: Library, handSize: number, dice: DiceSource, opts: { reshuffleHand?: boolean } = {}): Library {
  // A27: he may shuffle his hand back in and draw a new one, or keep it.
  const kept = opts.reshuffleHand ? [] : lib.hand;
  const deck = shuffle(dice, [...lib.deck, ...lib.graveyard, ...(opts.reshuffleHand ? lib.hand : [])]);
  const drawn = deck.slice(0, Math.max(0, handSize - kept.length));
  return { ...lib, hand: [...kept, ...drawn], deck: deck.slice(drawn.length), graveyard: [] };
}

/**
 * The card of his hand with this name (its index in the library), or the rule with the cards he holds. `among`: the
 * cards of the hand still free (a power-play's second card); `verb`: what the hint tells him to do with one.
 */
export function cardInHand(lib: Library, name: string, who = 'your', opts: { among?: readonly number[]; verb?: string } = {}): number {
  const among = opts.among ?? lib.hand;
  const at = among.find((i) => lib.cards[i]!.name.toLowerCase() === name.trim().toLowerCase());
  if (at === undefined) throw new RuleError(`no ${name} in ${who} hand`, `${opts.verb ?? 'choose'} a card of ${who} hand: ${among.map((i) => lib.cards[i]!.name).join(', ') || 'none'}`);
  return at;
}

/** A card out of his hand into the graveyard: a spell cast, an initiative card (B7: back at renewal). */
export const spendCard = (lib: Library, card: number): Library => ({ ...lib, hand: lib.hand.filter((i) => i !== card), graveyard: [...lib.graveyard, card] });

/** RPG-D61: a spell acquired in the sanctuary: a new card of his library, at the bottom of his deck. */
export const learnSpell = (lib: Library, card: LibraryCard): Library => ({ ...lib, cards: [...lib.cards, card], deck: [...lib.deck, lib.cards.length] });

/** His wizard with a library (for a duel, a fight), or the rule that is missing. `who` names him in the refusal. */
export function readyWizard(state: GameState, userId: string, who = 'that player'): Wizard & { library: Library } {
  const w = state.wizards?.[userId];
  if (!w) throw new RuleError(`${who} has no wizard yet`, 'create one with /wizard create');
  if (!w.library) throw new RuleError(`${w.name} has no library yet`, 'set it with /wizard library');
  return w as Wizard & { library: Library };
}

/**
 * Issue 27: the library a hint shows him (`/wizard library list:"…"`), one the checks above take from him: a spell
 * and basic lands of his primary colour (a Lightning Bolt and Mountains for the red), the spell left out where his
 * dots cannot cast it; a colourless wizard's, lands that give no colour.
 */
export function exampleLibrary(w: Pick<Wizard, 'attributes' | 'primary' | 'moreColours'>, parse: (text: string) => LibraryCard[]): string {
  const land = w.primary === 'colourless' ? 'Wastes' : BASIC_LANDS.find(([, c]) => c === SYMBOL_OF[w.primary as Exclude<Colour, 'colourless'>])![0].replace(/^./, (l) => l.toUpperCase());
  const spell = { colourless: 'Ornithopter 0', white: 'Healing Salve W', blue: 'Psionic Blast 2U', black: 'Dark Ritual B', red: 'Lightning Bolt {R}', green: 'Giant Growth G' }[w.primary];
  const candidates = [`4 ${spell}; 10 ${land}`, `10 ${land}`];
  return candidates.find((list) => accepts(() => checkLibrary(w, parse(list)))) ?? candidates[1]!;
}
