import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { parseLibraryList } from '../../../src/engine/rulesets/mtg-rpg/sheet/cards.js';
import type { Library } from '../../../src/engine/rulesets/mtg-rpg/sheet/creation.js';
import { applyLibraryChange, libraryChange, libraryTracker } from '../../../src/engine/rulesets/mtg-rpg/sheet/library-change.js';
import { learnSpell, renewLibrary, spendCard } from '../../../src/engine/rulesets/mtg-rpg/sheet/library-rules.js';

/**
 * Issue 28: a library event states the cards that moved, and evolve rebuilds the library from them. Every step the
 * rules take on a library reads back into the same library.
 */
const cards = parseLibraryList('2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 5 Mountain');
const lib: Library = { cards, deck: [3, 4, 5, 6, 7], hand: [0, 1, 2], graveyard: [] };
const roundTrip = (before: Library, after: Library) => applyLibraryChange(before, libraryChange(before, after));

describe('a library change: what moved, and the library rebuilt from it', () => {
  it('a card spent: one move, hand to graveyard', () => {
    const after = spendCard(lib, 1);
    expect(libraryChange(lib, after)).toEqual({ moved: [{ card: 1, to: 'graveyard' }] });
    expect(roundTrip(lib, after)).toEqual(after);
  });

  it('cards drawn from the top of the deck into the hand, a power card removed for good', () => {
    const after: Library = { ...lib, hand: [0, 2, 3], deck: [4, 5, 6, 7], removed: [1] };
    expect(libraryChange(lib, after)).toEqual({ moved: [{ card: 3, to: 'hand' }, { card: 1, to: 'removed' }] });
    expect(roundTrip(lib, after)).toEqual(after);
  });

  it('a renewal: the graveyard shuffled back, the deck in its new order, the hand drawn up', () => {
    const spent = spendCard(spendCard(lib, 0), 1);
    const after = renewLibrary(spent, 3, forcedDice([0, 1, 0, 2, 1, 0]));
    const change = libraryChange(spent, after);
    expect(change.order?.deck).toEqual(after.deck);
    expect(roundTrip(spent, after)).toEqual(after);
  });

  it('an ante set aside and won: a card out of every pile, a new card at the bottom of the winner’s deck, his own back', () => {
    const aside: Library = { ...lib, deck: lib.deck.slice(1) };
    expect(libraryChange(lib, aside)).toEqual({ moved: [{ card: 3, to: 'aside' }] });
    expect(roundTrip(lib, aside)).toEqual(aside);
    const won: Library = { ...aside, cards: [...cards, cards[0]!], deck: [...aside.deck, 3, cards.length] };
    expect(libraryChange(aside, won)).toEqual({ added: [cards[0]], moved: [{ card: 3, to: 'deck' }, { card: cards.length, to: 'deck' }] });
    expect(roundTrip(aside, won)).toEqual(won);
    // A duel called off: the ante back on top of the deck.
    const back: Library = { ...aside, deck: [3, ...aside.deck] };
    expect(libraryChange(aside, back)).toEqual({ moved: [{ card: 3, to: 'deck', top: true }] });
    expect(roundTrip(aside, back)).toEqual(back);
  });

  it('a spell learned, and a hand lost (unconscious): the whole hand to the graveyard', () => {
    const learned = learnSpell(lib, cards[2]!);
    expect(roundTrip(lib, learned)).toEqual(learned);
    const lost: Library = { ...lib, hand: [], graveyard: [...lib.graveyard, ...lib.hand] };
    expect(roundTrip(lib, lost)).toEqual(lost);
  });

  it('nothing moved: no change', () => {
    expect(libraryChange(lib, { ...lib })).toEqual({});
  });

  it('one decision’s events: each change from the library the event before left (a card played, then the hand lost)', () => {
    const track = libraryTracker(() => lib);
    const played = spendCard(lib, 0);
    const lost: Library = { ...played, hand: [], graveyard: [...played.graveyard, ...played.hand] };
    expect(track('bob', played)).toEqual({ moved: [{ card: 0, to: 'graveyard' }] });
    expect(track('bob', lost)).toEqual({ moved: [{ card: 1, to: 'graveyard' }, { card: 2, to: 'graveyard' }] });
  });
});
