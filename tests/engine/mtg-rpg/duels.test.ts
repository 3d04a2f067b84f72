import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { exhaustedRefusal } from '../../../src/engine/rulesets/mtg-rpg/sheet/creation.js';
import { parseLibraryList } from '../../../src/engine/rulesets/mtg-rpg/sheet/cards.js';
import { decideDuel, resolveQuickTurn } from '../../../src/engine/rulesets/mtg-rpg/duels/resolve.js';
import type { LibraryCard } from '../../../src/engine/rulesets/mtg-rpg/sheet/cards.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';
import { SARIN, MIRELA, keepOrder } from '../../helpers/wizards.js';

/**
 * Issue 15: wizards' duels (RPG-C20–C32, 004 l.815–887). Sarin (Bob): ST 3, DX 2, CN 2, IQ 1 — 14 life points, a
 * hand of 3. Mirela (Carol): ST 1, DX 2, CN 2, IQ 3 — 14 life points, a hand of 5.
 */
const { gm, bob, carol } = PEOPLE;
const SARIN_LIBRARY = '2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain';
const MIRELA_LIBRARY = '1 Counterspell UU | interrupt counter; 1 Healing Salve W | gain 3; 1 Wall of Air 1UU | wall 1/5; 1 Lightning Bolt R | damage 3; 1 Prodigal Sorcerer 2U | creature 1/1; 2 Island; 1 Plains; 1 Mountain';

function twoWizards() {
  const g = game('', [[bob, 'Sarin'], [carol, 'Mirela']], 'mtg-rpg');
  g.run({ type: 'wizards.create', actor: bob, ...SARIN });
  g.run({ type: 'wizards.create', actor: carol, ...MIRELA });
  g.run({ type: 'wizards.library', actor: bob, list: SARIN_LIBRARY }, keepOrder(5));
  g.run({ type: 'wizards.library', actor: carol, list: MIRELA_LIBRARY }, keepOrder(9));
  return g;
}

const hand = (g: ReturnType<typeof twoWizards>, id: string) => {
  const lib = g.state().wizards![id]!.library!;
  return lib.hand.map((i) => lib.cards[i]!.name);
};

describe('the library list with effects', () => {
  it('reads the type, power/toughness and the simple effects; anything else is text for the GM; a land takes no effect', () => {
    const cards = parseLibraryList('2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 1 Wall of Stone 1RR | wall 0/8; 1 Salve W | gain 3 life; 1 Circle 1W | prevent 3; 1 Counterspell UU | interrupt counter; 1 Fog G | instant prevent all combat damage; 3 Mountain');
    expect(cards.map((c) => c.effect)).toEqual([
      { kind: 'damage', amount: 2 },
      { kind: 'damage', amount: 2 },
      { kind: 'creature', power: 3, toughness: 3, wall: false },
      { kind: 'creature', power: 0, toughness: 8, wall: true },
      { kind: 'gain', amount: 3 },
      { kind: 'prevent', amount: 3 },
      { kind: 'counter' },
      { kind: 'text', text: 'instant prevent all combat damage' },
      undefined,
      undefined,
      undefined,
    ]);
    expect(cards[7]!.type).toBe('instant');
    expect(cards[6]!.type).toBe('interrupt');
    expect(() => parseLibraryList('2 Mountain | damage 3')).toThrow('has no cost but an effect');
    expect(() => parseLibraryList('Shock R')).toThrow('entry 1 ("Shock R") is not a card');
  });
});

describe('a quick duel’s turn (RPG-C21–C23)', () => {
  const c = (effect: LibraryCard['effect'], name = 'card'): LibraryCard => ({ name, cost: '1R', land: false, ...(effect ? { effect } : {}) });
  const turn = (cards: Record<string, LibraryCard | undefined>, cardsInDuel: number, life = { a: 10, b: 10 }) =>
    resolveQuickTurn({ order: ['a', 'b'], cards, cardsInDuel, life, dealt: { a: 0, b: 0 }, names: { a: 'A', b: 'B' } });

  it('damage and creatures hit for their number; a creature attacks once, with no summoning sickness; life gained adds', () => {
    const out = turn({ a: c({ kind: 'creature', power: 3, toughness: 3, wall: false }, 'Giant'), b: c({ kind: 'damage', amount: 2 }, 'Shock') }, 1);
    expect(out.life).toEqual({ a: 8, b: 7 });
    expect(out.dealt).toEqual({ a: 3, b: 2 });
    // First blood is the first damage in playing order: B took the giant's blow before A the Shock.
    expect(out.blooded).toBe('b');
    expect(turn({ a: c({ kind: 'gain', amount: 3 }), b: c({ kind: 'damage', amount: 2 }) }, 1).life).toEqual({ a: 11, b: 10 });
  });

  it('a counter cancels the other’s card in a three-card duel, and does nothing in a single-card duel; two counters cancel each other', () => {
    const bolt = c({ kind: 'damage', amount: 3 }, 'Bolt');
    const counter = c({ kind: 'counter' }, 'Counterspell');
    expect(turn({ a: bolt, b: counter }, 3).life).toEqual({ a: 10, b: 10 });
    expect(turn({ a: bolt, b: counter }, 3).plays[0]!.did).toBe('countered by B');
    expect(turn({ a: bolt, b: counter }, 1).life).toEqual({ a: 10, b: 7 });
    expect(turn({ a: counter, b: counter }, 3).plays.map((p) => p.did)).toEqual(['countered by B', 'countered by A']);
  });

  it('a prevention shield stands for the whole turn, whoever plays first', () => {
    const out = turn({ a: c({ kind: 'damage', amount: 5 }), b: c({ kind: 'prevent', amount: 3 }) }, 3);
    expect(out.life.b).toBe(8);
    expect(out.plays[0]!.did).toBe('2 damage to B (3 prevented)');
  });

  it('seven-card duel: the second player’s creature blocks the first’s, a wall blocks whoever plays first; in shorter duels both attack, and a wall never does', () => {
    const giant = c({ kind: 'creature', power: 3, toughness: 3, wall: false }, 'Giant');
    const bears = c({ kind: 'creature', power: 2, toughness: 2, wall: false }, 'Bears');
    const wall = c({ kind: 'creature', power: 0, toughness: 8, wall: true }, 'Wall');
    expect(turn({ a: giant, b: bears }, 7).life).toEqual({ a: 10, b: 10 });
    expect(turn({ a: giant, b: bears }, 7).plays.map((p) => p.did)).toEqual(["attacks, blocked by B's Bears", "blocks A's Giant"]);
    expect(turn({ a: wall, b: giant }, 7).life).toEqual({ a: 10, b: 10 });
    expect(turn({ a: giant, b: bears }, 3).life).toEqual({ a: 8, b: 7 });
    // A wall never attacks: in a three-card duel it has nothing to block, and does nothing.
    expect(turn({ a: wall, b: c({ kind: 'damage', amount: 2 }) }, 3).life).toEqual({ a: 8, b: 10 });
  });

  it('a wizard brought to 0 before his card is played is unconscious, and his card does nothing', () => {
    const out = turn({ a: c({ kind: 'damage', amount: 4 }), b: c({ kind: 'damage', amount: 9 }) }, 1, { a: 10, b: 4 });
    expect(out.life).toEqual({ a: 10, b: 0 });
    expect(out.fell).toEqual(['b']);
    expect(out.plays[1]!.did).toBe('unconscious before it was played: no effect');
  });

  it('the duel decided (C21.5, C28, R31): fewer life points lose; first blood ends it at once; most damage; a tie goes on', () => {
    const d = { order: ['a', 'b'] as const, life: { a: 8, b: 7 }, dealt: { a: 3, b: 2 } };
    expect(decideDuel({ ...d, victory: 'most-life' }, [], true)).toEqual({ winner: 'a', loser: 'b', why: 'fewer life points at the end' });
    expect(decideDuel({ ...d, victory: 'most-life' }, [], false)).toBeUndefined();
    expect(decideDuel({ ...d, victory: 'first-blood', blooded: 'a' }, [], false)).toEqual({ winner: 'b', loser: 'a', why: 'first blood' });
    expect(decideDuel({ ...d, victory: 'most-damage', life: { a: 1, b: 9 } }, [], true)).toEqual({ winner: 'a', loser: 'b', why: 'more damage dealt' });
    expect(decideDuel({ ...d, victory: 'most-life', life: { a: 7, b: 7 } }, [], true)).toBeUndefined();
    expect(decideDuel({ ...d, victory: 'unconsciousness' }, ['a'], false)).toEqual({ winner: 'b', loser: 'a', why: 'unconscious' });
  });
});

describe('a duel between two wizards (RPG-C21, C25–C29, C32)', () => {
  it('issue 27: a wizard handed over mid-duel (/game replace) keeps his sheet and his duel: the new player plays on, the old cannot', () => {
    const dave = { id: 'dave', name: 'Dave' };
    const g = twoWizards();
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    g.run({ type: 'duels.accept', actor: carol, length: '1-card' });
    g.run({ type: 'duels.stakes', actor: bob, stakes: 'ante' });
    g.run({ type: 'duels.victory', actor: carol, victory: 'most-life' });
    g.run({ type: 'duels.initiative', actor: bob, first: 'me' });
    g.run({ type: 'game.replace', actor: gm, character: 'Sarin', user: dave });
    // His sheet follows him (its damage, its library); the duel names Dave wherever it named Bob.
    expect(g.state().wizards![dave.id]!.name).toBe('Sarin');
    expect(g.state().wizards![bob.id]).toBeUndefined();
    const duel = () => g.state().duels!.at(-1)!;
    expect(duel()).toMatchObject({ challenger: dave.id, life: { [dave.id]: 14, [carol.id]: 14 }, ante: { [dave.id]: 3 }, initiative: { [dave.id]: { first: 'me' } } });
    g.run({ type: 'duels.initiative', actor: carol, first: 'opponent' });
    expect(duel().order).toEqual([dave.id, carol.id]);
    expect(g.refusal({ type: 'duels.play', actor: bob, card: 'Hill Giant' }).message).toBe('you are in no duel');
    g.run({ type: 'duels.play', actor: dave, card: 'Hill Giant' });
    g.run({ type: 'duels.play', actor: carol, card: 'Lightning Bolt' });
    g.run({ type: 'duels.play', actor: carol, card: 'Healing Salve' });
    g.run({ type: 'duels.play', actor: dave, card: 'Shock' });
    expect(duel().result).toEqual({ winner: carol.id, loser: dave.id, why: 'fewer life points at the end' });
    expect(g.state().wizards![dave.id]!.damage).toBe(3);
  });

  it('a single-card duel for the ante: the terms in turn, initiative by DX then IQ, a tie played on (R31), the ante won, the damage carried', () => {
    const g = twoWizards();
    expect(hand(g, bob.id)).toEqual(['Shock', 'Shock', 'Hill Giant']);
    expect(hand(g, carol.id)).toEqual(['Counterspell', 'Healing Salve', 'Wall of Air', 'Lightning Bolt', 'Prodigal Sorcerer']);
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    // Each step is its wizard's: the defender sets the length, the challenger the stakes, the defender the victory.
    expect(g.refusal({ type: 'duels.accept', actor: bob, length: '1-card' }).message).toBe('the defender sets the length (RPG-C26)');
    // Issue 27: a step that is another's is named without its commands (Sarin cannot /duel refuse); his own, with them.
    expect(g.refusal({ type: 'duels.play', actor: bob, card: 'Shock' }).message).toBe('the duel is not at that step: Mirela accepts or refuses the challenge');
    expect(g.refusal({ type: 'duels.play', actor: carol, card: 'Shock' }).message).toBe('the duel is not at that step: the challenged wizard accepts with a length (/duel accept) or refuses (/duel refuse)');
    g.run({ type: 'duels.accept', actor: carol, length: '1-card' });
    expect(g.refusal({ type: 'duels.stakes', actor: carol, stakes: 'ante' }).message).toBe('the challenger sets the stakes (RPG-C27)');
    g.run({ type: 'duels.stakes', actor: bob, stakes: 'ante' });
    g.run({ type: 'duels.victory', actor: carol, victory: 'most-life' });
    // R32: the top card of each library set aside for the ante; the hands are full already (C21.1).
    const duel = () => g.state().duels!.at(-1)!;
    expect(duel().ante).toEqual({ [bob.id]: 3, [carol.id]: 5 });
    expect(duel().life).toEqual({ [bob.id]: 14, [carol.id]: 14 });
    // C8: no cards: 0 + DX 2 each, tied; DX tied; IQ 3 beats IQ 1: Mirela wins and lets Sarin play first.
    g.run({ type: 'duels.initiative', actor: bob, first: 'me' });
    g.run({ type: 'duels.initiative', actor: carol, first: 'opponent' });
    expect(duel().order).toEqual([bob.id, carol.id]);
    const won = g.events().find((e) => e.type === 'duels.initiative-decided')!.payload as { winner: string };
    expect(won.winner).toBe(carol.id);
    // Turn 1: the Hill Giant hits Mirela for 3, the Lightning Bolt Sarin for 3: 11 each, a tie — another card each.
    g.run({ type: 'duels.play', actor: bob, card: 'Hill Giant' });
    expect(g.refusal({ type: 'duels.play', actor: bob, card: 'Shock' }).message).toBe('you have chosen your card for this turn');
    g.run({ type: 'duels.play', actor: carol, card: 'Lightning Bolt' });
    expect(duel().life).toEqual({ [bob.id]: 11, [carol.id]: 11 });
    expect(duel().stage).toBe('playing');
    expect(duel().turn).toBe(2);
    // Turn 2: Shock, 2 to Mirela (9); the Healing Salve gives her 3 (12). Sarin has fewer: Mirela wins.
    g.run({ type: 'duels.play', actor: carol, card: 'Healing Salve' });
    g.run({ type: 'duels.play', actor: bob, card: 'Shock' });
    expect(duel().result).toEqual({ winner: carol.id, loser: bob.id, why: 'fewer life points at the end' });
    // C32, R32: Mirela takes Sarin's ante (a Mountain) into her library; her own Island comes back to it.
    const over = g.events().find((e) => e.type === 'duels.over')!.payload as { anteWon?: string };
    expect(over.anteWon).toBe('Mountain');
    const mirela = g.state().wizards![carol.id]!;
    expect(mirela.library!.cards.map((c) => c.name)).toContain('Mountain');
    expect(mirela.library!.deck.map((i) => mirela.library!.cards[i]!.name)).toEqual(['Island', 'Plains', 'Mountain', 'Island', 'Mountain']);
    const sarin = g.state().wizards![bob.id]!;
    expect(sarin.library!.removed).toEqual([3]);
    // The cards played are in the graveyards until renewal (B7, C37); the damage stays on the sheets.
    expect(sarin.library!.graveyard.map((i) => sarin.library!.cards[i]!.name)).toEqual(['Hill Giant', 'Shock']);
    expect(sarin.damage).toBe(3);
    expect(mirela.damage).toBe(2);
  });

  it('C8: an initiative card counts with DX and is spent; C21.6: on a tie, the first wizard with no card left in hand loses', () => {
    const g = twoWizards();
    g.run({ type: 'duels.challenge', actor: carol, opponent: bob.id });
    g.run({ type: 'duels.accept', actor: bob, length: '1-card' });
    g.run({ type: 'duels.stakes', actor: carol, stakes: 'honour' });
    g.run({ type: 'duels.victory', actor: bob, victory: 'most-life' });
    // Sarin plays a Shock for initiative (R: 1 + DX 2 = 3 against DX 2 alone): he wins and plays first.
    g.run({ type: 'duels.initiative', actor: bob, card: 'Shock', first: 'me' });
    g.run({ type: 'duels.initiative', actor: carol, first: 'me' });
    expect(g.state().duels![0]!.order).toEqual([bob.id, carol.id]);
    expect(hand(g, bob.id)).toEqual(['Shock', 'Hill Giant']);
    // Shock: Mirela 12; the Prodigal Sorcerer attacks for 1: Sarin 13. She has fewer and loses.
    g.run({ type: 'duels.play', actor: bob, card: 'Shock' });
    g.run({ type: 'duels.play', actor: carol, card: 'Prodigal Sorcerer' });
    expect(g.state().duels![0]!.result).toEqual({ winner: bob.id, loser: carol.id, why: 'fewer life points at the end' });

    // Ties turn after turn until Sarin's hand of 3 is spent: he is the first with no card, and loses.
    const h = game('', [[bob, 'Sarin'], [carol, 'Mirela']], 'mtg-rpg');
    h.run({ type: 'wizards.create', actor: bob, ...SARIN });
    h.run({ type: 'wizards.create', actor: carol, ...MIRELA });
    h.run({ type: 'wizards.library', actor: bob, list: SARIN_LIBRARY }, keepOrder(5));
    h.run({ type: 'wizards.library', actor: carol, list: '2 Shock R | damage 2; 1 Lightning Bolt R | damage 3; 4 Island; 1 Mountain' }, keepOrder(8));
    h.run({ type: 'duels.challenge', actor: carol, opponent: bob.id });
    h.run({ type: 'duels.accept', actor: bob, length: '1-card' });
    h.run({ type: 'duels.stakes', actor: carol, stakes: 'learning' });
    h.run({ type: 'duels.victory', actor: bob, victory: 'most-life' });
    h.run({ type: 'duels.initiative', actor: bob, first: 'me' });
    h.run({ type: 'duels.initiative', actor: carol, first: 'opponent' });
    for (const [his, hers] of [['Shock', 'Shock'], ['Shock', 'Shock'], ['Hill Giant', 'Lightning Bolt']]) {
      expect(h.state().duels![0]!.result).toBeUndefined();
      h.run({ type: 'duels.play', actor: bob, card: his });
      h.run({ type: 'duels.play', actor: carol, card: hers });
    }
    expect(h.state().duels![0]!.life).toEqual({ [bob.id]: 7, [carol.id]: 7 });
    expect(h.state().duels![0]!.result).toEqual({ winner: carol.id, loser: bob.id, why: 'no card left in hand on a tie' });
  });

  it('C25: a refusal ends the challenge; C29: the GM marks a loser’s karmic backlash and lifts it', () => {
    const g = twoWizards();
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    expect(g.refusal({ type: 'duels.challenge', actor: carol, opponent: bob.id }).message).toBe('Mirela is already in a duel');
    g.run({ type: 'duels.refuse', actor: carol });
    expect(g.state().duels![0]!.stage).toBe('over');
    expect(g.refusal({ type: 'duels.backlash', actor: gm, player: bob.id, on: true }).message).toBe('Sarin has lost no duel');
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    g.run({ type: 'duels.accept', actor: carol, length: '5-turns' });
    g.run({ type: 'duels.stakes', actor: bob, stakes: 'gold' });
    g.run({ type: 'duels.victory', actor: carol, victory: 'most-life' });
    g.run({ type: 'duels.initiative', actor: bob, first: 'me' });
    g.run({ type: 'duels.initiative', actor: carol, first: 'me' });
    // A limited duel is played at the table: the GM applies the life changes and ends the turns (C24).
    expect(g.refusal({ type: 'duels.play', actor: bob, card: 'Shock' }).message).toBe('a 5-turns duel is played at the table');
    g.run({ type: 'duels.life', actor: gm, player: bob.id, change: -4 });
    for (let t = 0; t < 4; t++) g.run({ type: 'duels.turn', actor: gm, player: bob.id });
    expect(g.state().duels![1]!.stage).toBe('playing');
    g.run({ type: 'duels.turn', actor: gm, player: bob.id });
    expect(g.state().duels![1]!.result).toEqual({ winner: carol.id, loser: bob.id, why: 'fewer life points at the end' });
    g.run({ type: 'duels.backlash', actor: gm, player: bob.id, on: true });
    expect(g.state().wizards![bob.id]!.backlash).toBe(carol.id);
    g.run({ type: 'duels.backlash', actor: gm, player: bob.id, on: false });
    expect(g.state().wizards![bob.id]!.backlash).toBeUndefined();
  });

  it('C15: a wizard may yield at any time and loses; before the duel begins it is called off; the GM ends a duel with its winner or calls it off, the ante cards going back', () => {
    const g = twoWizards();
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    g.run({ type: 'duels.yield', actor: bob });
    expect(g.state().duels![0]!.stage).toBe('over');
    expect(g.state().duels![0]!.result).toBeUndefined();
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    g.run({ type: 'duels.accept', actor: carol, length: '3-cards' });
    g.run({ type: 'duels.stakes', actor: bob, stakes: 'ante' });
    g.run({ type: 'duels.victory', actor: carol, victory: 'first-blood' });
    g.run({ type: 'duels.initiative', actor: bob, first: 'me' });
    g.run({ type: 'duels.initiative', actor: carol, first: 'me' });
    g.run({ type: 'duels.yield', actor: carol });
    expect(g.state().duels![1]!.result).toEqual({ winner: bob.id, loser: carol.id, why: 'he yielded' });
    // Sarin wins her ante Island; first blood never came.
    expect(g.state().wizards![bob.id]!.library!.cards.at(-1)!.name).toBe('Island');
    // Called off by the GM: each ante card back on top of its library.
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    g.run({ type: 'duels.accept', actor: carol, length: '1-card' });
    g.run({ type: 'duels.stakes', actor: bob, stakes: 'ante' });
    const top = (id: string) => g.state().wizards![id]!.library!.deck[0];
    const before = { bob: top(bob.id), carol: top(carol.id) };
    g.run({ type: 'duels.victory', actor: carol, victory: 'most-life' });
    expect(top(bob.id)).not.toBe(before.bob);
    expect(g.refusal({ type: 'duels.end', actor: bob, player: bob.id }).message).toBe('the GM ends a duel');
    g.run({ type: 'duels.end', actor: gm, player: bob.id });
    expect(g.state().duels![2]!.stage).toBe('over');
    expect({ bob: top(bob.id), carol: top(carol.id) }).toEqual(before);
  });

  it('C33, C35: a wizard brought to 0 is unconscious: he loses the duel and his hand', () => {
    const g = twoWizards();
    g.run({ type: 'duels.challenge', actor: bob, opponent: carol.id });
    g.run({ type: 'duels.accept', actor: carol, length: '3-cards' });
    g.run({ type: 'duels.stakes', actor: bob, stakes: 'death' });
    g.run({ type: 'duels.victory', actor: carol, victory: 'unconsciousness' });
    g.run({ type: 'duels.initiative', actor: bob, first: 'me' });
    g.run({ type: 'duels.initiative', actor: carol, first: 'opponent' });
    g.run({ type: 'duels.life', actor: gm, player: carol.id, change: -12 });
    g.run({ type: 'duels.play', actor: bob, card: 'Hill Giant' });
    g.run({ type: 'duels.play', actor: carol, card: 'Lightning Bolt' });
    const d = g.state().duels![0]!;
    expect(d.result).toEqual({ winner: bob.id, loser: carol.id, why: 'unconscious' });
    expect(d.turns[0]!.plays[1]!.did).toBe('unconscious before it was played: no effect');
    const mirela = g.state().wizards![carol.id]!;
    expect(mirela.damage).toBe(15);
    expect(mirela.library!.hand).toEqual([]);
  });
});

describe('running out of library cards (RPG-C44)', () => {
  it('a wizard who cannot draw his hand up at a duel’s start loses it and falls unconscious; until renewal he only walks, talks or sleeps', () => {
    const g = game('', [[bob, 'Sarin'], [carol, 'Mirela']], 'mtg-rpg');
    g.run({ type: 'wizards.create', actor: bob, ...SARIN });
    g.run({ type: 'wizards.create', actor: carol, ...MIRELA });
    // Three cards, all in his hand of 3; one spent on speed leaves him 2 and nothing to draw.
    g.run({ type: 'wizards.library', actor: bob, list: '2 Shock R | damage 2; 1 Mountain' }, keepOrder(3));
    g.run({ type: 'wizards.library', actor: carol, list: MIRELA_LIBRARY }, keepOrder(9));
    g.run({ type: 'wizards.move', actor: bob, card: 'Shock' });
    g.run({ type: 'duels.challenge', actor: carol, opponent: bob.id });
    g.run({ type: 'duels.accept', actor: bob, length: '1-card' });
    g.run({ type: 'duels.stakes', actor: carol, stakes: 'honour' });
    g.run({ type: 'duels.victory', actor: bob, victory: 'most-life' });
    expect(g.state().duels![0]!.result).toEqual({ winner: carol.id, loser: bob.id, why: 'he ran out of library cards' });
    const sarin = g.state().wizards![bob.id]!;
    expect(sarin.exhausted).toBe(true);
    expect(sarin.library!.hand).toEqual([]);
    g.run({ type: 'wizards.call', actor: gm, player: bob.id, what: 'climb', by: 'Athletics', dc: 6 });
    expect(g.refusal({ type: 'wizards.check', actor: bob, card: 'Shock' }).message).toBe('Sarin ran out of library cards: he can only walk, talk or sleep until renewal (RPG-C44)');
    expect(g.refusal({ type: 'duels.challenge', actor: bob, opponent: carol.id }).message).toContain('(RPG-C44)');
    g.run({ type: 'wizards.renew', actor: bob }, forcedDice([2, 1]));
    expect(g.state().wizards![bob.id]!.exhausted).toBeUndefined();
  });

  it('D35: with Mental Toughness he stays awake and may act, but casts no spells', () => {
    const w = { name: 'Sarin', exhausted: true, feats: ['Mental Toughness'] };
    expect(exhaustedRefusal(w, 'action')).toBeUndefined();
    expect(exhaustedRefusal(w, 'spell')?.message).toBe('Sarin ran out of library cards: he casts no spells until renewal (RPG-C44)');
    expect(exhaustedRefusal({ ...w, exhausted: false }, 'spell')).toBeUndefined();
  });
});
