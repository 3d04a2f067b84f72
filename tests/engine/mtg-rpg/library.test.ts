import { describe, expect, it } from 'vitest';
import { parseLibraryList } from '../../../src/engine/rulesets/mtg-rpg/sheet/cards.js';
import { cardColours, checkLibrary, colouredSymbols } from '../../../src/engine/rulesets/mtg-rpg/sheet/library-rules.js';
import { forcedDice } from '../../../src/engine/dice.js';
import { DEMEANORS } from '../../../src/engine/rulesets/mtg-rpg/sheet/creation.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';
import { SARIN, MIRELA, keepOrder } from '../../helpers/wizards.js';

/**
 * Issue 15: what a library must hold (RPG-D75, D76, R43, R44). Sarin is red (ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1).
 */
const sarin = { attributes: { ST: 3, DX: 2, CN: 2, IQ: 1, WS: 1, CH: 1 }, primary: 'red' as const };

describe('a library’s checks (RPG-D75, D76)', () => {
  it('R44: basic lands count toward their colour; a multicoloured card toward each of its colours; hybrids are left out of the symbols', () => {
    const [mountain, bolt, gold, plains] = parseLibraryList('1 Snow-Covered Mountain; 1 Lightning Bolt R; 1 Lightning Helix RW; 1 Plains');
    expect(cardColours(mountain!)).toEqual(['R']);
    expect(cardColours(bolt!)).toEqual(['R']);
    expect(cardColours(gold!).sort()).toEqual(['R', 'W']);
    expect(cardColours(plains!)).toEqual(['W']);
    expect(colouredSymbols('{2}{R}{R}')).toEqual({ R: 2 });
    expect(colouredSymbols('2RR')).toEqual({ R: 2 });
    expect(colouredSymbols('{W/U}{U}')).toEqual({ U: 1 });
  });

  it('D75: at least half the library in the primary colour — 5 of 10 is enough, 4 of 9 is not', () => {
    expect(() => checkLibrary(sarin, parseLibraryList('2 Shock R; 3 Mountain; 5 Island'))).not.toThrow();
    expect(() => checkLibrary(sarin, parseLibraryList('2 Shock R; 2 Mountain; 5 Island'))).toThrow('4 of the 9 cards are red: at least half of a library is in the primary colour (RPG-D75)');
    // A colourless primary counts the colourless cards (R44).
    expect(() => checkLibrary({ ...sarin, primary: 'colourless' }, parseLibraryList('3 Ornithopter 0; 1 Mountain; 2 Juggernaut 4'))).not.toThrow();
  });

  it('D76 with R43: each coloured symbol needs a dot of its attribute and a source of its colour; generic mana needs neither', () => {
    // Hill Giant 3R: ST 1 and one red source; the 3 generic need nothing.
    expect(() => checkLibrary(sarin, parseLibraryList('1 Hill Giant 3R; 1 Mountain'))).not.toThrow();
    // Two green symbols need DX 2 (Sarin has 2) — G24's Crawl Wurm, 2 green + 4 generic — and two green sources.
    expect(() => checkLibrary(sarin, parseLibraryList('1 Crawl Wurm 4GG; 1 Forest; 4 Mountain; 2 Shock R'))).toThrow('Crawl Wurm (4GG) needs 2 green mana, and the library has 1 green source(s) (RPG-D76)');
    expect(() => checkLibrary(sarin, parseLibraryList('1 Crawl Wurm 4GG; 2 Forest; 4 Mountain; 2 Shock R'))).not.toThrow();
    expect(() => checkLibrary(sarin, parseLibraryList('1 Counterspell UU; 2 Island; 4 Mountain'))).toThrow('Counterspell (UU) needs 2 blue mana: IQ 1 is too low to cast it (RPG-D76)');
    // D63: with 5 dots there is no limit — six red symbols with ST 5 (and six red sources).
    const strong = { ...sarin, attributes: { ...sarin.attributes, ST: 5 } };
    expect(() => checkLibrary(strong, parseLibraryList('1 Inferno RRRRRR; 6 Mountain'))).not.toThrow();
    expect(() => checkLibrary(sarin, parseLibraryList('1 Inferno RRRRRR; 6 Mountain'))).toThrow('Inferno (RRRRRR) needs 6 red mana: ST 3 is too low to cast it (RPG-D76)');
  });

  it('C20: a truncated deck is exactly 7 lands and 14 spells — 21 cards, told to the table as such; 8 lands and 13 spells are refused', () => {
    const { bob } = PEOPLE;
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    expect(g.refusal({ type: 'wizards.library', actor: bob, truncated: true, list: '8 Mountain; 13 Shock R | damage 2' }).message).toBe('a truncated deck is 7 lands and 14 spells, 21 cards (RPG-C20): this list has 8 land(s) and 13 spell(s)');
    expect(g.refusal({ type: 'wizards.library', actor: bob, truncated: true, list: '7 Mountain; 13 Shock R | damage 2' }).hint).toBe('add 1 spell(s), or leave truncated: out for a whole library');
    expect(g.state().wizards![bob.id]!.library).toBeUndefined();
    const set = g.run({ type: 'wizards.library', actor: bob, truncated: true, list: '7 Mountain; 10 Shock R | damage 2; 4 Hill Giant 3R | creature 3/3' }, keepOrder(21));
    const lib = g.state().wizards![bob.id]!.library!;
    expect([lib.cards.length, lib.cards.filter((c) => c.land).length, lib.truncated]).toEqual([21, 7, true]);
    const noted = set.find((e) => e.type === 'wizards.library-noted')!;
    expect(noted.visibility.kind).toBe('public');
    expect(noted.payload).toMatchObject({ cards: 21, truncated: true });
    // A whole library is not held to the count.
    g.run({ type: 'wizards.library', actor: bob, list: '8 Mountain; 13 Shock R | damage 2' }, keepOrder(21));
    expect(g.state().wizards![bob.id]!.library!.truncated).toBeUndefined();
  });

  it('D78: a library has no least or greatest size and any number of copies — 1 Mountain, or 200 Shocks and 50 Mountains; only a message’s worth (250) caps it', () => {
    const { bob } = PEOPLE;
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.library', actor: bob, list: '1 Mountain' }, keepOrder(1));
    expect(g.state().wizards![bob.id]!.library!.cards.map((c) => c.name)).toEqual(['Mountain']);
    // A line holds 1 to 60 copies (the referee deck's list format); the same card may come on as many lines as wanted.
    g.run({ type: 'wizards.library', actor: bob, list: '60 Shock R | damage 2; 60 Shock R | damage 2; 60 Shock R | damage 2; 20 Shock R | damage 2; 50 Mountain' }, keepOrder(250));
    const lib = g.state().wizards![bob.id]!.library!;
    expect([lib.cards.length, lib.cards.filter((c) => c.name === 'Shock').length]).toEqual([250, 200]);
    expect(g.refusal({ type: 'wizards.library', actor: bob, list: '60 Shock R; 60 Shock R; 60 Shock R; 21 Shock R; 50 Mountain' }).message).toBe('the list holds 251 cards');
  });

  it('/wizard library refuses a library that breaks them, and keeps none of it', () => {
    const { bob } = PEOPLE;
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    expect(g.refusal({ type: 'wizards.library', actor: bob, list: '4 Lightning Bolt R; 8 Island' }).message).toBe('4 of the 12 cards are red: at least half of a library is in the primary colour (RPG-D75)');
    expect(g.state().wizards![bob.id]!.library).toBeUndefined();
  });
});

describe('checks in play, XP and renewal (RPG-B7, B8, B10, B11, B13, C42, D1)', () => {
  const { gm, bob } = PEOPLE;
  /** Sarin with his library in the list's order: Shock, Shock, Hill Giant in hand; Mountain, Mountain to draw. */
  function sarinAtTable() {
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.library', actor: bob, list: '2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain' }, forcedDice([4, 3, 2, 1]));
    return g;
  }
  const result = (events: readonly { type: string; payload: unknown }[]) => (events.find((e) => e.type === 'wizards.checked')!.payload as { result: { total: number; dc: number; success: boolean; tie?: boolean } }).result;
  // The check's reshuffle of 3 cards (the played card back into the deck): dice that keep the order.
  const reshuffle = () => forcedDice([2, 1]);

  it('G1 as an opposed check (B8): ST 3 and a card worth 2 make 5 against the goblin’s 4 — the door opens; 4 against 4 is a tie and it stays shut', () => {
    const g = sarinAtTable();
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'force the door against the goblin', by: 'ST', dc: 4, opposed: true });
    // ST 3 and a Shock (worth 1): 4 against 4, a tie.
    // The Shock goes back into the library, reshuffled to its top (dice 0, 1), and is drawn again.
    expect(result(g.run({ type: 'wizards.check', actor: bob, card: 'Shock' }, forcedDice([0, 1])))).toEqual({ total: 4, dc: 4, success: false, margin: 0, tie: true });
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'force the door against the goblin', by: 'ST', dc: 4, opposed: true });
    // G1's 2 from the cards: a Shock and a second Shock power-played (red for ST, B12): 3 + 1 + 1 = 5 beats 4.
    const hand = g.state().wizards![bob.id]!.library!.hand.map((i) => g.state().wizards![bob.id]!.library!.cards[i]!.name);
    expect(hand.filter((n) => n === 'Shock').length).toBe(2);
    expect(result(g.run({ type: 'wizards.check', actor: bob, card: 'Shock', power: 'Shock' }, reshuffle()))).toMatchObject({ total: 5, dc: 4, success: true });
  });

  it('B10 and B11: +3 DC for each earlier attempt, +1 for each helper; B13: a heroic deed spends unspent XP for −3 DC each (D1: the GM awards it)', () => {
    const g = sarinAtTable();
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'climb again', by: 'Athletics', dc: 9, attempts: 1, helpers: 2 });
    // Athletics 6 + Hill Giant 4 + 2 helpers = 12 against 9 + 3 = 12.
    expect(result(g.run({ type: 'wizards.check', actor: bob, card: 'Hill Giant' }, reshuffle()))).toMatchObject({ total: 12, dc: 12, success: true });
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'break the iron-bound door', by: 'Athletics', dc: 15 });
    expect(g.refusal({ type: 'wizards.check', actor: bob, card: 'Shock', heroic: 2 }).message).toBe('Sarin has 0 unspent XP, not 2');
    expect(g.refusal({ type: 'wizards.xp', actor: bob, player: bob.id, xp: 3 }).message).toBe("the option player: is the GM's");
    g.run({ type: 'wizards.xp', actor: gm, player: bob.id, xp: 3, why: 'the goblin caves' });
    // 6 + Shock 1 = 7 against 15 − 2 × 3 = 9: a failure by 2, and 2 XP spent.
    expect(result(g.run({ type: 'wizards.check', actor: bob, card: 'Shock', heroic: 2 }, reshuffle()))).toMatchObject({ total: 7, dc: 9, success: false });
    expect(g.state().wizards![bob.id]!.xp).toBe(1);
    // No heroic deed and no power-play on a spell research check (B12, B13).
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'research Shock', by: 'Spell Research', dc: 9 });
    expect(g.refusal({ type: 'wizards.check', actor: bob, card: 'Shock', heroic: 1 }).message).toBe('no heroic deed on a Spell Research check (RPG-B12, B13)');
  });

  it('B7 and C42: at renewal the graveyard comes back, shuffled, the hand is drawn up, and CN 2 heals 2 (doubled by bed rest, +3 a healer’s care, +1 a night’s care)', () => {
    const { carol } = PEOPLE;
    const g = game('', [[bob, 'Sarin'], [carol, 'Mirela']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.create', actor: carol, ...MIRELA });
    g.run({ type: 'wizards.library', actor: bob, list: '2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain' }, forcedDice([4, 3, 2, 1]));
    g.run({ type: 'wizards.library', actor: carol, list: '5 Psionic Blast 2U | damage 4; 4 Island' }, forcedDice([8, 7, 6, 5, 4, 3, 2, 1]));
    // A single-card duel: the Hill Giant (3) against a Psionic Blast (4); Sarin loses with 10 life points of 14.
    for (const a of [
      { type: 'duels.challenge', actor: bob, opponent: carol.id },
      { type: 'duels.accept', actor: carol, length: '1-card' },
      { type: 'duels.stakes', actor: bob, stakes: 'honour' },
      { type: 'duels.victory', actor: carol, victory: 'most-life' },
      { type: 'duels.initiative', actor: bob, first: 'me' },
      { type: 'duels.initiative', actor: carol, first: 'me' },
      { type: 'duels.play', actor: bob, card: 'Hill Giant' },
      { type: 'duels.play', actor: carol, card: 'Psionic Blast' },
    ]) g.run(a);
    const lib = () => g.state().wizards![bob.id]!.library!;
    expect(lib().graveyard.map((i) => lib().cards[i]!.name)).toEqual(['Hill Giant']);
    expect(g.state().wizards![bob.id]!.damage).toBe(4);
    expect(g.refusal({ type: 'wizards.renew', actor: bob, bedRest: true }).message).toBe('bed rest and care are the GM’s to grant');
    // Fisher–Yates over deck + graveyard (Mountain, Mountain, Hill Giant): dice 2, 1 keep the order; the hand of 2 is drawn up to 3.
    g.run({ type: 'wizards.renew', actor: bob }, forcedDice([2, 1]));
    expect(lib().graveyard).toEqual([]);
    expect(lib().hand.map((i) => lib().cards[i]!.name)).toEqual(['Shock', 'Shock', 'Mountain']);
    expect(g.state().wizards![bob.id]!.damage).toBe(2);
    g.run({ type: 'wizards.xp', actor: gm, player: bob.id, xp: 1 });
    g.run({ type: 'wizards.renew', actor: gm, player: bob.id, bedRest: true, healerCare: true, nightCare: true }, forcedDice([1]));
    // 2 × 2 + 3 + 1 = 8 ≥ 2: healed whole.
    expect(g.state().wizards![bob.id]!.damage).toBe(0);
});
});

describe('surprise, extra movement and luck (RPG-C7, R28, C12, B15, B5)', () => {
  const { gm, bob } = PEOPLE;
  function sarin() {
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.library', actor: bob, list: '2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain' }, forcedDice([4, 3, 2, 1]));
    return g;
  }
  const result = (events: readonly { type: string; payload: unknown }[]) => (events.find((e) => e.type === 'wizards.checked')!.payload as { result: { success: boolean; total: number } }).result;

  it('C7, R28: a surprise check acts in round 1 within 3 of the DC — Awareness 4 + Shock 1 = 5 against DC 8 acts, against DC 9 is surprised', () => {
    const g = sarin();
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'the ambush', by: 'Awareness', dc: 8, surprise: true });
    expect(result(g.run({ type: 'wizards.check', actor: bob, card: 'Shock' }, forcedDice([0, 1])))).toMatchObject({ total: 5, success: true });
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'the second ambush', by: 'Awareness', dc: 9, surprise: true });
    expect(result(g.run({ type: 'wizards.check', actor: bob, card: 'Shock' }, forcedDice([2, 1])))).toMatchObject({ total: 5, success: false });
  });

  it('B5 with R11: a skill without dots is tried with the bare attribute — Riding (CN 2) and a Shock: 3', () => {
    const g = sarin();
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'ride the mule', by: 'Riding', dc: 3 });
    expect(result(g.run({ type: 'wizards.check', actor: bob, card: 'Shock' }, forcedDice([2, 1])))).toMatchObject({ total: 3, success: true });
  });

  it('C12: a card spent for speed adds its mana value to his walk (6 + 4 for the Hill Giant; a land 0) and goes to the graveyard', () => {
    const g = sarin();
    const moved = g.run({ type: 'wizards.move', actor: bob, card: 'Hill Giant' });
    expect(moved[0]!.payload).toMatchObject({ card: 'Hill Giant', value: 4, walk: 10 });
    const lib = g.state().wizards![bob.id]!.library!;
    expect(lib.graveyard.map((i) => lib.cards[i]!.name)).toEqual(['Hill Giant']);
    // A land in his hand adds 0 (R3: extra movement reads the mana cost).
    const h = game('', [[bob, 'Sarin']], 'mtg-rpg');
    h.run({ type: 'wizards.create', actor: bob, ...SARIN });
    h.run({ type: 'wizards.library', actor: bob, list: '1 Mountain; 2 Shock R | damage 2; 1 Mountain' }, forcedDice([3, 2, 1]));
    expect(h.run({ type: 'wizards.move', actor: bob, card: 'Mountain' })[0]!.payload).toMatchObject({ value: 0, walk: 6 });
  });

  it('B15: a luck draw reads a random card of his library at its casting cost (a land 0), +3 with Lucky', () => {
    const g = sarin();
    // His library holds the two Mountains: the second is drawn.
    expect(g.run({ type: 'wizards.luck', actor: bob }, forcedDice([1]))[0]!.payload).toMatchObject({ card: 'Mountain', value: 0, lucky: false });
    g.run({ type: 'wizards.xp', actor: gm, player: bob.id, xp: 5 });
    g.run({ type: 'wizards.train', actor: bob, feat: 'Lucky' });
    expect(g.run({ type: 'wizards.luck', actor: bob }, forcedDice([0]))[0]!.payload).toMatchObject({ value: 3, lucky: true });
  });
});

describe('starting gold and a new hand at renewal (RPG-A29, A27)', () => {
  const { gm, bob } = PEOPLE;
  it('A29: 5 gp × the mana value of a referee card, drawn once — a 3 gives 15 gp, a Plains 0; the GM keeps the purse after', () => {
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.gold', actor: bob }, forcedDice([], [3]));
    expect(g.state().wizards![bob.id]!.gold).toBe(15);
    expect(g.state().deck!.drawn).toHaveLength(1);
    expect(g.refusal({ type: 'wizards.gold', actor: bob }).message).toBe('Sarin has drawn his starting gold already');
    expect(g.refusal({ type: 'wizards.gold', actor: bob, change: 100 }).message).toBe('the GM keeps the purse');
    g.run({ type: 'wizards.gold', actor: gm, player: bob.id, change: -10 });
    expect(g.state().wizards![bob.id]!.gold).toBe(5);
    const h = game('', [[bob, 'Sarin']], 'mtg-rpg');
    h.run({ type: 'wizards.create', actor: bob, ...SARIN });
    // The draw is forced by the card's check value, where a land counts 1 (R3's default): the guideline deck's first
    // card of value 1 is its Plains. For the gold the land counts 0 (A29), whatever the land-mana-value option.
    const drawn = h.run({ type: 'wizards.gold', actor: bob }, forcedDice([], [1]));
    expect((drawn.find((e) => e.type === 'wizards.gold-set')!.payload as { card: string }).card).toBe('Plains');
    expect(h.state().wizards![bob.id]!.gold).toBe(0);
  });

  it('A27: at renewal he may shuffle his hand back in and draw a new one', () => {
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.library', actor: bob, list: '2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain' }, forcedDice([4, 3, 2, 1]));
    const lib = () => g.state().wizards![bob.id]!.library!;
    // Deck (Mountain, Mountain) then hand (Shock, Shock, Hill Giant): Fisher–Yates dice 4, 3, 2, 1 keep the order.
    g.run({ type: 'wizards.renew', actor: bob, newHand: true }, forcedDice([4, 3, 2, 1]));
    expect(lib().hand.map((i) => lib().cards[i]!.name)).toEqual(['Mountain', 'Mountain', 'Shock']);
    expect(lib().deck.map((i) => lib().cards[i]!.name)).toEqual(['Shock', 'Hill Giant']);
  });
});

describe('calling and demeanor (RPG-A2, A3, A4)', () => {
  const { gm, bob } = PEOPLE;
  const create = (g: ReturnType<typeof game>, extra: Record<string, unknown>, actor = bob) =>
    g.run({ type: 'wizards.create', actor, ...(actor === gm ? { player: bob.id } : {}), ...SARIN, ...extra });

  it('A3: at least one of the 80 demeanors — others only with the GM; A2: a calling of his own only with the GM; A4: changes only by the GM', () => {
    expect(DEMEANORS).toHaveLength(80);
    const g = game('', [[bob, 'Sarin']], 'mtg-rpg');
    expect(g.refusal({ type: 'wizards.create', actor: bob, ...SARIN, demeanor: 'Grumpy' }).message).toBe('"Grumpy" is not one of the 80 demeanors (RPG-A3)');
    create(g, { demeanor: 'commanding, Lazy' });
    expect(g.state().wizards![bob.id]!.demeanor).toEqual(['Commanding', 'Lazy']);
    expect(g.refusal({ type: 'wizards.persona', actor: bob, demeanor: 'Brave' }).message).toBe('a calling or demeanor changes only for a compelling reason, by the GM (RPG-A4)');
    g.run({ type: 'wizards.persona', actor: gm, player: bob.id, demeanor: 'Brave', calling: 'Vengeance' });
    expect(g.state().wizards![bob.id]).toMatchObject({ demeanor: ['Brave'], calling: 'Vengeance' });
    // The GM's approval: he creates a wizard with a calling and a demeanor of the player's own.
    const h = game('', [[bob, 'Sarin']], 'mtg-rpg');
    create(h, { calling: 'Pirate', demeanor: 'Grumpy' }, gm);
    expect(h.state().wizards![bob.id]).toMatchObject({ calling: 'Pirate', demeanor: ['Grumpy'] });
    // A wizard created without one chooses his first demeanor himself.
    const k = game('', [[bob, 'Sarin']], 'mtg-rpg');
    create(k, {});
    k.run({ type: 'wizards.persona', actor: bob, demeanor: 'Curious' });
    expect(k.state().wizards![bob.id]!.demeanor).toEqual(['Curious']);
  });
});
