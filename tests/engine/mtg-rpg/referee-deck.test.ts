import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/core/types.js';
import { cryptoDice, DiceExhaustedError, forcedDice } from '../../../src/engine/dice.js';
import { manaValue } from '../../../src/engine/rulesets/mtg-rpg/mana.js';
import { checkValue, drawCard, guidelineDeck, newDeck, parseDeckList, resolveCheck } from '../../../src/engine/rulesets/mtg-rpg/referee-deck.js';

describe('mana value of a casting cost', () => {
  it.each([
    ['{2}{R}{R}', 4],
    ['2RR', 4],
    ['{R}', 1],
    ['R', 1],
    ['{X}{R}', 2],
    ['XXG', 3],
    ['{0}', 0],
    ['{W/U}{W/U}', 2],
    ['{2/W}', 2],
    ['{R/P}', 1],
    ['10', 10],
    ['', 0],
  ])('%s is %i', (cost, value) => {
    expect(manaValue(cost)).toBe(value);
  });

  it('refuses what is not a cost', () => {
    expect(() => manaValue('{Q}')).toThrow(RuleError);
    expect(() => manaValue('2RR!')).toThrow(RuleError);
  });
});

describe('the referee deck', () => {
  it('RPG-D81: is built by the guideline of line 1199: 60 cards, 5 lands, a 0-cost colourless card, 8/10/12/10/8/6 by mana value, colours spread evenly', () => {
    const deck = guidelineDeck();
    expect(deck).toHaveLength(60);
    expect(deck.filter((c) => c.land).map((c) => c.name)).toEqual(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
    const byValue = (v: number) => deck.filter((c) => !c.land && c.manaValue === v).length;
    expect([0, 1, 2, 3, 4, 5, 6].map(byValue)).toEqual([1, 8, 10, 12, 10, 8, 6]);
    expect(deck.every((c) => c.land || manaValue(c.cost) === c.manaValue)).toBe(true);
    const spells = deck.filter((c) => !c.land && c.manaValue > 0);
    const perColour = ['W', 'U', 'B', 'R', 'G'].map((k) => spells.filter((c) => c.colours.includes(k as never)).length);
    expect(perColour).toEqual([9, 9, 9, 9, 9]);
    expect(spells.filter((c) => c.colours.length === 0)).toHaveLength(9);
    // RPG-R45: two non-creature spells of each colour, ten in all.
    const nonCreature = deck.filter((c) => c.kind === 'spell');
    expect(nonCreature).toHaveLength(10);
    for (const k of ['W', 'U', 'B', 'R', 'G']) expect(nonCreature.filter((c) => c.colours.includes(k as never))).toHaveLength(2);
  });

  it('reads a pasted deck list with costs in braces or plain', () => {
    const cards = parseDeckList('4 Lightning Bolt {R}\n2 Hill Giant 3R\n# lands\n3 Mountain\n1 Fireball {X}{R}');
    expect(cards).toHaveLength(10);
    expect(cards.map((c) => c.manaValue)).toEqual([1, 1, 1, 1, 4, 4, 0, 0, 0, 2]);
    expect(cards.filter((c) => c.land).map((c) => c.name)).toEqual(['Mountain', 'Mountain', 'Mountain']);
    expect(() => parseDeckList('Lightning Bolt')).toThrow(/line 1/);
    expect(() => parseDeckList('')).toThrow(/empty/);
  });

  it('draws without replacement and reshuffles when empty', () => {
    let deck = newDeck(parseDeckList('1 A {1}\n1 B {2}\n1 C {3}'));
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = drawCard(deck, cryptoDice, 1);
      seen.push(r.card.name);
      expect(r.reshuffled).toBe(false);
      deck = r.deck;
    }
    expect(seen.sort()).toEqual(['A', 'B', 'C']);
    expect(deck.library).toHaveLength(0);
    const again = drawCard(deck, forcedDice([], [2]), 1);
    expect(again.card.name).toBe('B');
    expect(again.reshuffled).toBe(true);
    expect(again.deck.library).toHaveLength(2);
  });

  it('--draws forces the mana values of the next draws: the first such card left, loudly failing when none is left or the list runs out', () => {
    let deck = newDeck(guidelineDeck());
    const dice = forcedDice([], [6, 3, 0, 6]);
    const first = drawCard(deck, dice, 1);
    expect(first.card.manaValue).toBe(6);
    deck = first.deck;
    expect(drawCard(deck, dice, 1).card.manaValue).toBe(3);
    // With the land value at 1 (RPG-R3), a forced 0 is the colourless 0-cost card, not a land.
    const zero = drawCard(deck, dice, 1);
    expect(zero.card.name).toBe('Colourless artifact {0}');
    expect(dice.drawsRemaining()).toBe(1);
    const noSix = newDeck(parseDeckList('2 Bolt {R}'));
    expect(() => drawCard(noSix, dice, 1)).toThrow(DiceExhaustedError);
    expect(() => drawCard(noSix, forcedDice([], []), 1)).toThrow(/ran out/);
    expect(() => drawCard(noSix, forcedDice([3]), 1)).toThrow(/--draws/);
  });

  it('a check is the card value plus the rating against the difficulty; a land counts by the campaign reading', () => {
    const [plains] = guidelineDeck();
    expect(checkValue(plains!, 1)).toBe(1);
    expect(checkValue(plains!, 0)).toBe(0);
    const hard = resolveCheck('hardship', { name: 'x', cost: '3R', land: false, manaValue: 4, colours: ['R'] }, 3, 7, 1);
    expect(hard).toMatchObject({ value: 4, total: 7, success: true });
    expect(resolveCheck('hardship', plains!, 5, 7, 1)).toMatchObject({ total: 6, success: false });
  });
});
