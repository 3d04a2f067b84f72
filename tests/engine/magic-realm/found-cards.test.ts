import { describe, expect, it } from 'vitest';
import { forcedDice, type DiceSource } from '../../../src/engine/dice.js';
import { sheetOf } from '../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { numbersOf, playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import type { PlayEventPayloads } from '../../../src/engine/rulesets/magic-realm/play/events.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;

/** Dice from a seed: with seed 4 the set-up puts the Mouldy Skeleton on top of the Lair and the Remains of Thief third in the Hoard. */
function seeded(seed: number): DiceSource {
  let s = seed;
  return { int: (min, max) => min + ((s = (s * 1103515245 + 12345) & 0x7fffffff) % (max - min + 1)) };
}

/** The Amazon (bob, alone: no turn-order die) at a site of the original board, which she LOCATEs and LOOTs. */
function atSite(site: string, tile: string, clearing: string, orders: string) {
  const g = game('');
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: clearing, kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: site, at: tile, kind: 'chit', seen: 'gm' });
  g.run({ type: 'game.start', actor: gm, chits: false }, seeded(4));
  g.run({ type: 'play.record', actor: bob, phases: orders });
  const pile = () => [...playOf(g.state()).setUpCard!.boxes[site]!.treasures];
  const turn = (events: ReturnType<typeof g.run>) => events.find((e) => e.type === 'play.turn')!.payload as PlayEventPayloads['play.turn'];
  return { g, pile, turn };
}

describe('what finding a card does at once (found-cards.ts; core-tables loot notes)', () => {
  it('the Mouldy Skeleton is revealed, curses its finder (2: Squeak), and its armour goes on top of the pile, the Gold Helmet first', () => {
    const t = atSite('Lair', 'L', 'L3', 'L, LT, LT');
    expect(t.pile()[0]).toBe('Mouldy Skeleton');
    const rest = t.pile().slice(1);
    // The monster roll 6; LOCATE 4, 4; LOOT 1, 1: the Skeleton; the Curse table 2, 1 → 2; LOOT 1, 1: the Gold Helmet.
    const events = t.g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 4, 4, 1, 1, 2, 1, 1, 1]));
    const phases = t.turn(events).outcome!.phases;
    expect(phases[1]).toMatchObject({ code: 'LT', took: true, found: 'Mouldy Skeleton', curse: { read: 2, curse: 'Squeak' } });
    expect(phases[2]).toMatchObject({ code: 'LT', took: true });
    expect(t.pile()).toEqual(['Silver Breastplate', 'Jade Shield', ...rest]);
    const sheet = sheetOf(t.g.state(), 'bob')!;
    expect(sheet.treasures).toContain('Mouldy Skeleton');
    expect(sheet.armour.map((a) => a.name)).toContain('Gold Helmet');
    expect(sheet.curses).toEqual(['Squeak']);
    expect(playOf(t.g.state()).setUpCard!.boxes['Mouldy Skeleton']!.treasures).toEqual([]);
    // The Gold Helmet is his secret; the Skeleton is not.
    expect(JSON.stringify(events.filter((e) => e.visibility.kind === 'public'))).not.toContain('Gold Helmet');
  });

  it('the Remains of Thief: the Curse table (6: Disgust), 20 gold and the two treasures it holds', () => {
    const t = atSite('Hoard', 'CL', 'CL6', 'L, LT');
    expect(t.pile()[2]).toBe('Remains of Thief');
    const held = [...playOf(t.g.state()).setUpCard!.boxes['Remains of Thief']!.treasures];
    expect(held).toHaveLength(2);
    // The monster roll 6; LOCATE 4, 4; LOOT 3, 3: the Remains; the Curse table 6, 6 → 6.
    const events = t.g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 4, 4, 3, 3, 6, 6]));
    expect(t.turn(events).outcome!.phases[1]).toMatchObject({ found: 'Remains of Thief', curse: { curse: 'Disgust' } });
    expect(numbersOf(playOf(t.g.state()), 'bob').gold).toBe(30);
    const sheet = sheetOf(t.g.state(), 'bob')!;
    const carried = [...sheet.treasures, sheet.weapon?.name, ...(sheet.inactive ?? []), ...sheet.armour.map((a) => a.name)];
    for (const c of ['Remains of Thief', ...held]) expect(carried).toContain(c);
    expect(sheet.curses).toEqual(['Disgust']);
  });
});

describe('a shut site (core-tables loot preconditions: the Vault, the Crypt of the Knight)', () => {
  it('the Amazon (no T FIGHT chit) cannot open the Vault: the GM resolves it; with the Lost Keys she opens it, and it stays open', () => {
    const t = atSite('Vault', 'CG', 'CG3', 'L, LT');
    // The monster roll 6; LOCATE 4, 4: she discovers the Vault; her LOOT is shut: no roll.
    const shut = t.turn(t.g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 4, 4])));
    expect(shut.outcome!.phases[1]).toEqual({ code: 'LT', site: 'Vault', shut: true });
    t.g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([]));
    t.g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Lost Keys' } });
    t.g.run({ type: 'play.record', actor: bob, phases: 'LT' });
    const top = t.pile()[0];
    // The next day: the monster roll 6; LOOT 1, 1: the top card.
    const open = t.turn(t.g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 1, 1])));
    expect(open.outcome!.phases[0]).toMatchObject({ code: 'LT', site: 'Vault', opened: true, took: true });
    expect(playOf(t.g.state()).setUpCard!.boxes.Vault!.opened).toBe(true);
    expect(sheetOf(t.g.state(), 'bob')!.treasures).toContain(top);
  });
});
