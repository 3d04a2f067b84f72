import { describe, expect, it } from 'vitest';
import { forcedDice, type DiceSource } from '../../../src/engine/dice.js';
import { TREASURES } from '../../../src/engine/rulesets/magic-realm/belongings/belongings.js';
import { boardOf } from '../../../src/engine/rulesets/magic-realm/board/access.js';
import { MONSTERS, NATIVES } from '../../../src/engine/rulesets/magic-realm/denizens/denizens.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import { setUpBoxName } from '../../../src/engine/rulesets/magic-realm/setup/deal.js';
import { monsterBoxName } from '../../../src/engine/rulesets/magic-realm/setup/setup-card.js';
import { SPELL_CARDS, spellCardNamed } from '../../../src/engine/rulesets/magic-realm/magic/spells.js';
import { TREASURE_SETUP } from '../../../src/engine/rulesets/magic-realm/tables/core-tables.js';
import { game, PEOPLE, SET_UP_DICE, START_DICE } from '../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;

/** Dice from a seed, for a deal that is not the data's order. */
function seeded(seed: number): DiceSource {
  let s = seed;
  return { int: (min, max) => min + ((s = (s * 1103515245 + 12345) & 0x7fffffff) % (max - min + 1)) };
}

/** A laid board with the Inn at BV5 and the House at CV5, started with these dice. */
function started(dice: DiceSource) {
  const g = game('');
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'BV5', kind: 'dwelling' });
  g.run({ type: 'board.piece', actor: gm, label: 'House', at: 'CV5', kind: 'dwelling' });
  const events = g.run({ type: 'game.start', actor: gm }, dice);
  return { g, events };
}

describe('the set-up card dealt at /game start (core-tables treasure_setup, appearance_chart)', () => {
  for (const seed of [1, 7, 2026]) {
    it(`every treasure card in exactly one box, each box as many as TREASURE_SETUP says (dice seed ${seed})`, () => {
      const { g } = started(seeded(seed));
      const card = playOf(g.state()).setUpCard!;
      const dealt: string[] = [];
      for (const b of TREASURE_SETUP.boxes) {
        const cards = card.boxes[setUpBoxName(b)]?.treasures ?? [];
        // The dealt cards first, then the counters and cards the box always holds.
        expect(cards.slice(b.large + b.small), b.box).toEqual(b.alsoHolds);
        const random = cards.slice(0, b.large + b.small);
        expect(random.filter((t) => TREASURES.find((x) => x.name === t)?.size === 'large').length, b.box).toBe(b.large);
        expect(random.filter((t) => TREASURES.find((x) => x.name === t)?.size === 'small').length, b.box).toBe(b.small);
        dealt.push(...random);
      }
      expect([...dealt].sort()).toEqual(TREASURES.map((t) => t.name).sort());
      // The treasure-within-treasure cards are dealt into the piles after their own treasures: never into themselves.
      for (const b of TREASURE_SETUP.boxes.filter((x) => x.kind === 'treasure-within-treasure')) {
        expect(card.boxes[b.box]?.treasures ?? []).not.toContain(b.box);
        for (const other of TREASURE_SETUP.boxes.filter((x) => x.kind === 'treasure-within-treasure')) expect(card.boxes[b.box]?.treasures.slice(0, b.large) ?? []).not.toContain(other.box);
      }
    });
  }

  for (const seed of [3, 11]) {
    it(`the spells dealt by type: each box the types the card names, in order, no card twice (dice seed ${seed})`, () => {
      const { g } = started(seeded(seed));
      const card = playOf(g.state()).setUpCard!;
      const dealt: string[] = [];
      for (const b of TREASURE_SETUP.boxes) {
        const spells = card.boxes[setUpBoxName(b)]?.spells ?? [];
        expect(spells.map((sp) => spellCardNamed(sp)!.type), b.box).toEqual(b.spells);
        dealt.push(...spells);
      }
      // Altar III II, Shrine V I, Statue VIII VII VII, the three visitors, six artifacts and five books.
      expect(dealt).toHaveLength(41);
      expect(new Set(dealt).size).toBe(dealt.length);
      // All four spells of type I and all five of type VII are dealt: every pile of those types is used up.
      expect(dealt.filter((sp) => spellCardNamed(sp)!.type === 'VII').sort()).toEqual(SPELL_CARDS.filter((sp) => sp.type === 'VII').map((sp) => sp.name).sort());
    });
  }

  it('the boxes keep their contract names: a native group as NATIVES names it, a site by its name', () => {
    const { g } = started(forcedDice(SET_UP_DICE));
    const boxes = playOf(g.state()).setUpCard!.boxes;
    for (const group of ['Company', 'Woodfolk', 'Patrol', 'Lancers', 'Bashkars', 'Soldiers', 'Rogues', 'Order', 'Guard']) expect(boxes[group]?.treasures.length, group).toBeGreaterThan(0);
    expect(boxes['Lancers']!.treasures.slice(2)).toEqual(['Spear', 'Spear', 'Spear', 'Spear']);
    for (const site of ['Hoard', 'Lair', 'Altar', 'Shrine', 'Pool', 'Vault', 'Cairns', 'Statue']) expect(boxes[site]?.treasures.length, site).toBeGreaterThan(0);
    expect(boxes['Company Dwelling']).toBeUndefined();
  });

  it('the monsters wait in their boxes; the garrisons of the dwellings on the board stand there, the other natives wait in their boxes', () => {
    const { g } = started(forcedDice(SET_UP_DICE));
    const boxes = playOf(g.state()).setUpCard!.boxes;
    for (const m of MONSTERS.filter((x) => !x.expansionOne)) expect(boxes[monsterBoxName(m.setUp)]!.denizens.filter((d) => d === m.name).length, m.name).toBeGreaterThanOrEqual(m.count);
    expect(boxes['Hoard']!.denizens).toEqual(['T Flying Dragon']);
    expect(boxes['Giant Box 1']!.denizens).toEqual(['Giant']);
    expect(boxes['Bat Box 3']!.denizens).toEqual(['Giant Bat', 'Giant Bat', 'Giant Bat']);
    expect(boxes['Bones V']!.denizens).toEqual(['Ghost', 'Ghost']);
    const natives = boardOf(g.state()).pieces.filter((p) => p.kind === 'native');
    expect(natives.map((p) => [p.label, `${p.tile}${p.clearing}`, p.seenBy])).toEqual([
      ...NATIVES.filter((n) => n.group === 'Rogues').map((n) => [n.name, 'BV5', 'all']),
      ...NATIVES.filter((n) => n.group === 'Soldiers').map((n) => [n.name, 'CV5', 'all']),
    ].sort((a, b) => NATIVES.findIndex((n) => n.name === a[0]) - NATIVES.findIndex((n) => n.name === b[0])));
    expect(new Set(natives.map((p) => p.id)).size).toBe(natives.length);
    expect(boxes['Rogues']!.denizens).toEqual([]);
    expect(boxes['Order']!.denizens).toEqual(['Order 1', 'Order 2', 'Order 3', 'Order HQ']);
    expect(boxes['Lancers']!.denizens).toEqual(['Lancer 1', 'Lancer 2', 'Lancer 3', 'Lancer HQ']);
  });

  it('the treasures are in a GM-only event; the public one names the denizens and the natives, never a treasure', () => {
    const { events } = started(forcedDice(SET_UP_DICE));
    expect(events.map((e) => [e.type, e.visibility.kind])).toEqual([
      ['game.started', 'public'],
      ['play.set-up-dealt', 'gm'],
      ['play.set-up-shown', 'public'],
    ]);
    const shown = JSON.stringify(events[2]!.payload);
    for (const t of TREASURES) expect(shown, t.name).not.toContain(t.name);
    for (const sp of SPELL_CARDS) expect(shown, sp.name).not.toContain(`"${sp.name}`);
    expect((events[2]!.payload as { text: string }).text).toContain('natives on their dwellings: the Rogues at BV5, the Soldiers at CV5');
  });

  it('on a board without chits or dwellings the start deals the map chits first, so the garrisons stand on the dwellings they revealed', () => {
    const g = game('');
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    const events = g.run({ type: 'game.start', actor: gm }, forcedDice(START_DICE));
    const types = events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['game.started', 'board.chits-set']);
    expect(types.slice(-3)).toEqual(['board.notice', 'play.set-up-dealt', 'play.set-up-shown']);
    expect(events.find((e) => e.type === 'board.chits-set')!.visibility.kind).toBe('gm');
    const pieces = boardOf(g.state()).pieces;
    const inn = pieces.find((p) => p.kind === 'dwelling' && p.label === 'Inn')!;
    expect(pieces.filter((p) => p.kind === 'native' && p.label.startsWith('Rogue')).every((p) => p.tile === inn.tile && p.clearing === inn.clearing)).toBe(true);
    expect(pieces.filter((p) => p.kind === 'chit')).toHaveLength(30);
    // The Ghosts stand in clearing 5 of the valley whose Bones warning was turned up, not in their box.
    const bones = pieces.find((p) => p.label === 'Bones V')!;
    expect(pieces.filter((p) => p.kind === 'monster').map((p) => `${p.label}@${p.tile}${p.clearing}`)).toEqual([`Ghost@${bones.tile}5`, `Ghost@${bones.tile}5`]);
    expect(playOf(g.state()).setUpCard!.boxes['Bones V']?.denizens ?? []).toEqual([]);
    // The GM may still move a dwelling: it is the one Inn, and its garrison goes with it.
    g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'BV5', kind: 'dwelling' });
    const after = boardOf(g.state()).pieces;
    expect(after.filter((p) => p.label === 'Inn').map((p) => `${p.tile}${p.clearing}`)).toEqual(['BV5']);
    expect(after.filter((p) => p.kind === 'native' && p.label.startsWith('Rogue')).every((p) => p.tile === 'BV' && p.clearing === 5)).toBe(true);
    // The GM who places his own chits (or starts with chits: false) gets none dealt.
    const own = game('');
    own.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    own.run({ type: 'board.piece', actor: gm, label: 'Lair', at: 'L', kind: 'chit' });
    expect(own.run({ type: 'game.start', actor: gm }, forcedDice(SET_UP_DICE)).map((e) => e.type)).toEqual(['game.started', 'play.set-up-dealt', 'play.set-up-shown']);
  });

  it('a game with no board starts without a set-up; /board setup deals it later, once; only the GM may', () => {
    const g = game('');
    expect(g.run({ type: 'game.start', actor: gm }).map((e) => e.type)).toEqual(['game.started']);
    expect(playOf(g.state()).setUpCard).toBeUndefined();
    expect(g.refusal({ type: 'play.set-up', actor: gm }).hint).toContain('/board layout');
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    expect(g.refusal({ type: 'play.set-up', actor: bob }).message).toContain('GM');
    expect(g.run({ type: 'play.set-up', actor: gm }, forcedDice(SET_UP_DICE)).map((e) => e.type)).toEqual(['play.set-up-dealt', 'play.set-up-shown']);
    expect(Object.keys(playOf(g.state()).setUpCard!.boxes)).toContain('Hoard');
    expect(g.refusal({ type: 'play.set-up', actor: gm }).message).toBe('the set-up card is dealt already');
  });
});
