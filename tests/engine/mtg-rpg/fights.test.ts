import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { monsterStats, parseMonsters } from '../../../src/engine/rulesets/mtg-rpg/fights/monsters.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';
import { SARIN, MIRELA, keepOrder } from '../../helpers/wizards.js';

/**
 * Issue 15: wizards fighting monsters (RPG-C2, C8–C10, C14, C16, C33–C38, C41, A33–A36, D83, D84, D88). Sarin (Bob):
 * ST 3, DX 2, IQ 1, 14 life points, a hand of 3 — Shock, Shock, Hill Giant. Mirela (Carol): ST 1, DX 2, IQ 3, 14 life
 * points, a hand of 5 — Lightning Bolt, Lightning Bolt, Healing Salve, Island, Island. The referee deck is the
 * guideline deck; its draws are forced by mana value.
 */
const { gm, bob, carol } = PEOPLE;

function table(options = '') {
  const g = game(options, [[bob, 'Sarin'], [carol, 'Mirela']], 'mtg-rpg');
  g.run({ type: 'wizards.create', actor: bob, ...SARIN });
  g.run({ type: 'wizards.create', actor: carol, ...MIRELA });
  g.run({ type: 'wizards.library', actor: bob, list: '2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain' }, keepOrder(5));
  g.run({ type: 'wizards.library', actor: carol, list: '2 Lightning Bolt R | damage 3; 1 Healing Salve W | gain 3; 5 Island; 1 Mountain; 1 Plains' }, keepOrder(10));
  return g;
}
const fight = (g: ReturnType<typeof table>) => g.state().fights!.at(-1)!;
const told = (events: readonly { type: string; payload: unknown }[]) => events.filter((e) => e.type === 'fights.told' || e.type === 'fights.item-checked').flatMap((e) => (e.payload as { lines: string[] }).lines).join(' ');

describe('monsters from the GM’s list (RPG-D88, R48, C9)', () => {
  it('ST = power, DX = toughness ÷ 2, CN = their average, IQ = coloured mana, WS = cost ÷ 2 − 1, initiative = coloured symbols (G6: the Uthden Troll, 2 red + 1 generic, +2), size at least 1', () => {
    expect(monsterStats('1RR', 2, 2)).toEqual({ ST: 2, DX: 1, CN: 2, IQ: 2, WS: 0, initiative: 2, size: 2 });
    expect(monsterStats('{4}{G}{G}', 6, 4)).toEqual({ ST: 6, DX: 2, CN: 5, IQ: 2, WS: 2, initiative: 2, size: 5 });
    expect(monsterStats('R', 1, 1)).toEqual({ ST: 1, DX: 0, CN: 1, IQ: 1, WS: 0, initiative: 1, size: 1 });
    const [a, b] = parseMonsters('2 Goblin R | creature 1/1');
    expect([a!.name, b!.name, a!.life]).toEqual(['Goblin 1', 'Goblin 2', 1]);
    expect(() => parseMonsters('1 Shock R | damage 2')).toThrow('Shock is not a creature with its power and toughness');
  });
});

describe('a fight (RPG-C)', () => {
  it('issue 27: a wizard handed over mid-fight (/game replace) fights on under his new player: his place in the order, the attack on him', () => {
    const dave = { id: 'dave', name: 'Dave' };
    const g = table();
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Uthden Troll 1RR | creature 2/2; 1 Goblin R | creature 1/1' });
    g.run({ type: 'fights.initiative', actor: bob });
    g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [3, 1]));
    g.run({ type: 'fights.attack', actor: gm, target: bob.id });
    g.run({ type: 'game.replace', actor: gm, character: 'Sarin', user: dave });
    expect(fight(g)).toMatchObject({ order: ['m1', carol.id, dave.id, 'm2'], pending: { target: dave.id } });
    expect(fight(g).wizards.map((w) => w.userId)).toEqual([dave.id, carol.id]);
    expect(g.refusal({ type: 'fights.dodge', actor: bob, card: 'Hill Giant' }).message).toBeTruthy();
    const dodged = g.run({ type: 'fights.dodge', actor: dave, card: 'Hill Giant' });
    expect(told(dodged)).toContain('Sarin dodges with Hill Giant');
  });

  it('the GM starts, dresses and ends a fight; without a fight, a step is refused; a wizard may hold his action to dodge (C10)', () => {
    const g = table();
    expect(g.refusal({ type: 'fights.strike', actor: bob, target: 'Goblin' }).message).toBe('no fight is under way');
    expect(g.refusal({ type: 'fights.end', actor: gm }).message).toBe('no fight is under way');
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Uthden Troll 1RR | creature 2/2; 1 Goblin R | creature 1/1' });
    expect(g.refusal({ type: 'fights.start', actor: gm, monsters: '1 Goblin R | creature 1/1' }).message).toBe('a fight is under way');
    expect(g.refusal({ type: 'fights.armour', actor: bob, player: bob.id, points: 2 }).message).toBe('the GM sets what a wizard wears');
    g.run({ type: 'fights.initiative', actor: bob });
    g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [3, 1]));
    expect(fight(g).order).toEqual(['m1', carol.id, bob.id, 'm2']);
    g.run({ type: 'fights.monster-pass', actor: gm });
    const held = g.run({ type: 'fights.pass', actor: carol, hold: true });
    expect(told(held)).toMatch(/Mirela holds \w+ action to dodge\./);
    expect(fight(g).wizards.find((w) => w.userId === carol.id)).toMatchObject({ gaveUp: true });
    expect(g.refusal({ type: 'fights.end', actor: bob }).message).toBe('the GM ends a fight');
    const ended = g.run({ type: 'fights.end', actor: gm });
    expect(told(ended)).toBe('The GM ends the fight.');
    expect(fight(g).stage).toBe('over');
  });

  it('initiative with the monsters’ referee cards (C8, C9, G6); a dodge (C10), a spell and a blow (C14, C16); a kill’s focus card (C41); the damage carried', () => {
    const g = table();
    expect(g.refusal({ type: 'fights.start', actor: bob, monsters: '1 Goblin R | creature 1/1' }).message).toBe('the GM starts a fight');
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Uthden Troll 1RR | creature 2/2; 1 Goblin R | creature 1/1' });
    g.run({ type: 'fights.initiative', actor: bob });
    // The monsters draw when the last wizard has chosen: the Troll a 3 (+2 = 5), the Goblin a 1 (+1 = 2).
    const decided = g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [3, 1]));
    expect(told(decided)).toContain("Uthden Troll's initiative: White creature {2}{W} (3) + 2 coloured = 5.");
    expect(told(decided)).toContain("Goblin's initiative: Plains (1) + 1 coloured = 2.");
    // Sarin, Mirela and the Goblin tie at 2: DX puts the Goblin (DX 0) last; IQ puts Mirela (3) before Sarin (1).
    expect(fight(g).order).toEqual(['m1', carol.id, bob.id, 'm2']);
    // The Troll attacks Sarin; he dodges with the Hill Giant: Dodge 2 + 4 = 6 > 2 + 2. It costs him this round's turn.
    expect(g.refusal({ type: 'fights.cast', actor: carol, card: 'Lightning Bolt', target: 'Uthden Troll' }).message).toBe("it is Uthden Troll's turn");
    g.run({ type: 'fights.attack', actor: gm, target: bob.id });
    const dodged = g.run({ type: 'fights.dodge', actor: bob, card: 'Hill Giant' });
    expect(told(dodged)).toContain("Sarin dodges with Hill Giant: Dodge 2 + 4 = 6 against Uthden Troll's 2 + 2 = 4 — no damage.");
    // C10: the card is replaced at once — the Hill Giant goes back under the library and the top card comes.
    const sarin = () => g.state().wizards![bob.id]!.library!;
    expect(sarin().hand.map((i) => sarin().cards[i]!.name)).toEqual(['Shock', 'Shock', 'Mountain']);
    // Mirela's Lightning Bolt kills the Troll (2 life points); the focus card is a 3, its cost is 3: a focus remains.
    const bolt = g.run({ type: 'fights.cast', actor: carol, card: 'Lightning Bolt', target: 'Uthden Troll' }, forcedDice([], [3]));
    expect(told(bolt)).toContain('3 damage to Uthden Troll — it is killed.');
    expect(told(bolt)).toContain('a spell focus remains');
    // Sarin gave up his turn: the Goblin's. Mirela takes its blow.
    expect(fight(g).order[fight(g).at]).toBe('m2');
    g.run({ type: 'fights.attack', actor: gm, target: carol.id });
    g.run({ type: 'fights.take', actor: carol });
    expect(fight(g).wizards.find((w) => w.userId === carol.id)!.life).toBe(13);
    // Round 2: Mirela holds her action; Sarin strikes the Goblin with his ST 3 and the fight is over.
    expect(fight(g).round).toBe(2);
    g.run({ type: 'fights.pass', actor: carol, hold: true });
    const end = g.run({ type: 'fights.strike', actor: bob, target: 'Goblin' }, forcedDice([], [2]));
    expect(told(end)).toContain('Sarin strikes Goblin: 3 damage to Goblin — it is killed.');
    // C41: only a card of exactly its cost leaves a focus: a 2 against the Goblin's 1 does not.
    expect(told(end)).toMatch(/\(2\) against its cost 1 — no focus/);
    expect(told(end)).toContain('Every monster is down: the fight is over.');
    expect(g.state().wizards![carol.id]!.damage).toBe(1);
    // The spent cards wait in the graveyards until renewal.
    const mirela = g.state().wizards![carol.id]!.library!;
    expect(mirela.graveyard.map((i) => mirela.cards[i]!.name)).toEqual(['Lightning Bolt']);
  });

  it('armour (A33–A36: at most 2 without magic, no spells in it), a grapple (C38), more than 10 damage calls an item check (D83, D84), thresholds and bleeding (C33, C34, C35)', () => {
    const g = table();
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Hill Troll 2GG | creature 12/5' });
    g.run({ type: 'fights.armour', actor: gm, player: bob.id, points: 3 });
    expect(fight(g).wizards.find((w) => w.userId === bob.id)!.armour).toBe(2);
    g.run({ type: 'fights.initiative', actor: bob, card: 'Hill Giant' });
    // Sarin 4 + 2 = 6; Mirela 0 + 2 = 2; the Troll draws a 1: 1 + 2 = 3.
    g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [1]));
    expect(fight(g).order).toEqual([bob.id, 'm1', carol.id]);
    expect(g.refusal({ type: 'fights.cast', actor: bob, card: 'Shock', target: 'Hill Troll' }).message).toBe('a wizard in armour casts no spells (RPG-A34)');
    // C38: Sarin's 3 (ST) against the Troll's 12 (ST): it slips free.
    expect(told(g.run({ type: 'fights.grapple', actor: bob, target: 'Hill Troll' }))).toContain('Sarin grapples Hill Troll (3 against 12): it slips free.');
    // The Troll hits Mirela for 12: 14 → 2; more than 10 from one source — the GM checks her items.
    g.run({ type: 'fights.attack', actor: gm, target: carol.id });
    const hit = g.run({ type: 'fights.take', actor: carol });
    expect(told(hit)).toContain('Hill Troll hits Mirela (he takes it): 12 damage.');
    expect(told(hit)).toContain('the GM checks his magic items');
    const item = g.run({ type: 'fights.item-check', actor: gm, item: 'Wand of Bolts', toughness: 1 }, forcedDice([], [2]));
    expect(told(item)).toContain('Item check for Wand of Bolts (toughness 1): ');
    expect(told(item)).toContain('(2) — destroyed (RPG-D84).');
    // R24: the card reaches the toughness when equal; one below it leaves the item whole.
    expect(told(g.run({ type: 'fights.item-check', actor: gm, item: 'Ring', toughness: 3 }, forcedDice([], [2])))).toContain('(2) — it holds');
    expect(told(g.run({ type: 'fights.item-check', actor: gm, item: 'Ring', toughness: 3 }, forcedDice([], [3])))).toContain('(3) — destroyed');
    // On her turn the GM takes Mirela to −2: unconscious and bleeding, she loses her hand (C35) and her turn; the round
    // ends and she bleeds 1.
    expect(fight(g).order[fight(g).at]).toBe(carol.id);
    const down = g.run({ type: 'fights.life', actor: gm, who: carol.id, change: -4 });
    expect(told(down)).toContain('Mirela is unconscious and bleeding (RPG-C33).');
    expect(g.state().wizards![carol.id]!.library!.hand).toEqual([]);
    expect(fight(g).round).toBe(2);
    expect(fight(g).wizards.find((w) => w.userId === carol.id)!.life).toBe(-3);
    g.run({ type: 'fights.stabilise', actor: gm, player: carol.id });
    // Sarin's blow through the Troll's 5 life points: ST 3; then the Troll hits Sarin for 12 − DR 2 = 10.
    g.run({ type: 'fights.strike', actor: bob, target: 'Hill Troll' });
    g.run({ type: 'fights.attack', actor: gm, target: bob.id });
    const through = g.run({ type: 'fights.take', actor: bob });
    expect(told(through)).toContain("Hill Troll hits Sarin (he takes it): 10 damage after his armour's 2.");
    // Stabilised, Mirela does not bleed at the round's end.
    expect(fight(g).wizards.find((w) => w.userId === carol.id)!.life).toBe(-3);
  });

  it('C2: at the start of a duel or a fight each wizard draws up to his hand size', () => {
    const g = table();
    const hand = (id: string) => g.state().wizards![id]!.library!.hand.length;
    // Sarin spends his Hill Giant on initiative in a duel he then yields: a hand of 2 of his 3.
    const challenged = [
      { type: 'duels.challenge', actor: bob, opponent: carol.id },
      { type: 'duels.accept', actor: carol, length: '1-card' },
      { type: 'duels.stakes', actor: bob, stakes: 'honour' },
    ];
    const yielded = [
      ...challenged,
      { type: 'duels.victory', actor: carol, victory: 'most-life' },
      { type: 'duels.initiative', actor: bob, card: 'Hill Giant', first: 'me' },
      { type: 'duels.initiative', actor: carol, first: 'me' },
      { type: 'duels.yield', actor: bob },
    ];
    for (const a of yielded) g.run(a);
    expect(hand(bob.id)).toBe(2);
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Goblin R | creature 1/1' });
    expect(hand(bob.id)).toBe(3);
    // And a duel draws him up too.
    const h = table();
    for (const a of [...yielded, ...challenged]) h.run(a);
    expect(h.state().wizards![bob.id]!.library!.hand.length).toBe(2);
    h.run({ type: 'duels.victory', actor: carol, victory: 'most-life' });
    expect(h.state().wizards![bob.id]!.library!.hand.length).toBe(3);
  });

  it('D45, C16: a Weapon Specialization adds 1 to his blow — ST 3 + 1 kills a 4-toughness Ogre', () => {
    const g = table();
    g.run({ type: 'wizards.xp', actor: gm, player: bob.id, xp: 5 });
    g.run({ type: 'wizards.train', actor: bob, feat: 'Weapon Specialization' });
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Ogre 3R | creature 4/4' });
    g.run({ type: 'fights.initiative', actor: bob, card: 'Hill Giant' });
    g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [1]));
    expect(fight(g).order[0]).toBe(bob.id);
    expect(told(g.run({ type: 'fights.strike', actor: bob, target: 'Ogre' }, forcedDice([], [2])))).toContain('Sarin strikes Ogre: 4 damage to Ogre — it is killed.');
  });

  it('C33 with R33: at −1 he bleeds a point each round and dies at −5; with the option deliberate-death bleeding stops at −4, and only the GM’s blow kills', () => {
    for (const [options, after] of [['', -5], ['deliberate-death', -4]] as const) {
      const g = table(options);
      g.run({ type: 'fights.start', actor: gm, monsters: '1 Goblin R | creature 1/1' });
      g.run({ type: 'fights.initiative', actor: bob, card: 'Hill Giant' });
      g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [1]));
      // Mirela at −3, not stabilised: two rounds of bleeding.
      g.run({ type: 'fights.life', actor: gm, who: carol.id, change: -17 });
      for (let round = 0; round < 2; round++) {
        g.run({ type: 'fights.pass', actor: bob });
        g.run({ type: 'fights.monster-pass', actor: gm });
      }
      expect(fight(g).wizards.find((w) => w.userId === carol.id)!.life).toBe(after);
      // At −5 she is dead, and the table is told; with the option she lies at −4, alive, until a deliberate blow.
      const said = g.events().filter((e) => e.type === 'fights.told' && e.visibility.kind === 'public').flatMap((e) => (e.payload as { lines: string[] }).lines);
      if (after === -5) expect(said).toContain('Mirela bleeds to death.');
      else {
        expect(said.join(' ')).not.toContain('death');
        expect(told(g.run({ type: 'fights.life', actor: gm, who: carol.id, change: -1 }))).toContain('Mirela is dead (RPG-C33).');
      }
      expect(fight(g).wizards.find((w) => w.userId === carol.id)!.life).toBe(-5);
    }
  });

  it('C33: a wizard the GM wounds to −5 is dead, and the table is told as when he bleeds to death; a wound across 0 and −1 tells each state', () => {
    const g = table();
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Goblin R | creature 1/1' });
    g.run({ type: 'fights.initiative', actor: bob, card: 'Hill Giant' });
    g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [1]));
    // Mirela 14 → 0: unconscious; 0 → −2: bleeding; −2 → −5: dead. Each told in the public words of the step.
    const publicLines = (events: readonly { type: string; payload: unknown; visibility: { kind: string } }[]) => events.filter((e) => e.type === 'fights.told' && e.visibility.kind === 'public').flatMap((e) => (e.payload as { lines: string[] }).lines);
    expect(publicLines(g.run({ type: 'fights.life', actor: gm, who: carol.id, change: -14 }))).toContain('Mirela is unconscious (RPG-C33).');
    expect(publicLines(g.run({ type: 'fights.life', actor: gm, who: carol.id, change: -2 }))).toContain('Mirela is unconscious and bleeding (RPG-C33).');
    expect(publicLines(g.run({ type: 'fights.life', actor: gm, who: carol.id, change: -3 }))).toContain('Mirela is dead (RPG-C33).');
    // A healing is not a threshold crossed downwards: nothing is told of it.
    expect(publicLines(g.run({ type: 'fights.life', actor: gm, who: carol.id, change: 2 })).join(' ')).not.toContain('RPG-C33');
  });

  it('C9: a monster adds only the coloured symbols of its cost to its referee card — an Ogre 4R drawing a 1 totals 2, not its derived DX on top', () => {
    const g = table();
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Ogre 4R | creature 5/4' });
    // Sarin plays a Shock (1): 1 + DX 2 = 3. Mirela plays none: DX 2. The Ogre (DX 2 by D88, IQ 1) draws a 1: 1 + 1 = 2.
    g.run({ type: 'fights.initiative', actor: bob, card: 'Shock' });
    const decided = g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [1]));
    expect(told(decided)).toContain("Ogre's initiative: Plains (1) + 1 coloured = 2.");
    // Sarin 3 first; Mirela and the Ogre tie at 2 and DX 2 each: IQ 3 against 1 puts Mirela before it.
    expect(fight(g).order).toEqual([bob.id, carol.id, 'm1']);
  });

  it('C10: an attack is answered by one of the commands its prompt names — /fight dodge card:… or /fight take — and take lands the blow', () => {
    const g = table();
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Goblin R | creature 1/1' });
    g.run({ type: 'fights.initiative', actor: bob });
    g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [6]));
    expect(fight(g).order[0]).toBe('m1');
    const prompt = told(g.run({ type: 'fights.attack', actor: gm, target: carol.id }));
    expect(prompt).toContain('(/fight dodge card:<a card of your hand>), or take it (/fight take)');
    expect(g.refusal({ type: 'fights.strike', actor: bob, target: 'Goblin' }).hint).toBe('/fight dodge card:<a card> or /fight take');
    expect(told(g.run({ type: 'fights.take', actor: carol }))).toContain('Goblin hits Mirela (he takes it): 1 damage.');
    expect(g.refusal({ type: 'fights.take', actor: carol }).message).toBe('no attack waits on your answer');
  });

  it('a wizard’s life points in a fight are his and the GM’s: no public event holds them', () => {
    const g = table();
    g.run({ type: 'fights.start', actor: gm, monsters: '1 Goblin R | creature 1/1' });
    g.run({ type: 'fights.initiative', actor: bob });
    g.run({ type: 'fights.initiative', actor: carol }, forcedDice([], [1]));
    const open = g.events().filter((e) => e.visibility.kind === 'public').map((e) => JSON.stringify(e.payload)).join('\n');
    expect(open).not.toMatch(/"life"/);
    expect(open).not.toMatch(/Shock|Lightning Bolt/);
  });
});
