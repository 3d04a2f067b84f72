import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../src/engine/dice.js';
import { boardOf } from '../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';
import type { PlayEventPayloads } from '../../../src/engine/rulesets/magic-realm/play/events.js';
import { game, PEOPLE, SET_UP_DICE } from '../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

/**
 * The end of a turn (core-tables "end_of_turn_summoning"): the Amazon (bob) where each test puts her, the Dwarf (carol)
 * far away in AV1; the set-up card dealt at /game start; then one press of the day with the monster roll given and
 * the turn order die 0 (the Dwarf first). Nobody records: blank turns.
 */
function at(amazon: string, pieces: [label: string, at: string, kind: string][] = [], dwarf = 'AV1') {
  const g = game('', [[bob, 'Amazon'], [carol, 'Dwarf']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: amazon, kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: dwarf, kind: 'character', owner: 'carol' });
  for (const [label, where, kind] of pieces) g.run({ type: 'board.piece', actor: gm, label, at: where, kind, ...(kind === 'chit' ? { seen: 'gm' } : {}) });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice(SET_UP_DICE));
  const day = (roll: number, order = 0) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([roll, order]));
  const where = (label: string) => boardOf(g.state()).pieces.filter((p) => p.label === label).map((p) => `${p.tile}${p.clearing ?? ''}`);
  const summoned = (events: ReturnType<typeof day>) => events.filter((e) => e.type === 'play.summoned').map((e) => e.payload as PlayEventPayloads['play.summoned']);
  return { g, day, where, summoned, boxes: () => playOf(g.state()).setUpCard!.boxes };
}

describe('prowling: the monsters of the rolled row in his tile come to his clearing', () => {
  it('roll 3 in the Bad Valley: the Wolf (row 3) in BV4 comes to the Amazon in BV5; the Giant (row 4) in BV2 stays', () => {
    const t = at('BV5', [['Wolf', 'BV4', 'monster'], ['Giant', 'BV2', 'monster'], ['Ogre', 'CV4', 'monster']]);
    const [s] = t.summoned(t.day(3));
    expect(s!.moved.map((m) => [m.label, m.from, m.to])).toEqual([['Wolf', 'BV4', 'BV5']]);
    expect([t.where('Wolf'), t.where('Giant'), t.where('Ogre')]).toEqual([['BV5'], ['BV2'], ['CV4']]);
    expect(s!.blocked).toEqual({ bob: 'Wolf' });
  });
});

describe('site chits summon their guardians on their roll', () => {
  it('the Hoard in the Cliff, roll 1: its chit turns face up and the T Flying Dragon comes into CL6, the Hoard\'s clearing', () => {
    const t = at('CL1', [['Hoard', 'CL', 'chit']]);
    const events = t.day(1);
    const [s] = t.summoned(events);
    expect(events.find((e) => e.type === 'play.summoned')!.visibility.kind).toBe('public');
    expect(s!.revealed.map((r) => r.label)).toEqual(['Hoard']);
    expect(s!.placed.map((p) => [p.box, p.by, p.pieces.map((x) => `${x.label}@${x.tile}${x.clearing}`)])).toEqual([['Hoard', 'Hoard', ['T Flying Dragon@CL6']]]);
    expect(t.where('T Flying Dragon')).toEqual(['CL6']);
    expect(boardOf(t.g.state()).pieces.find((p) => p.label === 'Hoard')!.seenBy).toBe('all');
    expect(t.boxes()['Hoard']!.denizens).toEqual([]);
    // Its treasures stay in the box, face down.
    expect(t.boxes()['Hoard']!.treasures).toHaveLength(9);
    // Not in her clearing: she is not blocked.
    expect(playOf(t.g.state()).day?.blocked).toBeUndefined();
  });

  it('on another roll the site summons nothing, but the chits of her tile turn face up', () => {
    const t = at('CL1', [['Hoard', 'CL', 'chit']]);
    const [s] = t.summoned(t.day(2));
    expect(s!.placed).toEqual([]);
    expect(s!.revealed.map((r) => r.label)).toEqual(['Hoard']);
    expect(t.boxes()['Hoard']!.denizens).toEqual(['T Flying Dragon']);
  });
});

describe('warning and sound chits summon the first matching box of the row', () => {
  it('Ruins W in the Linden Woods, roll 3: the Wolves Box empties into her clearing, and the wolves block her', () => {
    const t = at('LW2', [['Ruins W', 'LW', 'chit']]);
    const [s] = t.summoned(t.day(3));
    expect(s!.placed.map((p) => [p.box, p.by])).toEqual([['Wolves Box', 'Ruins W']]);
    expect(t.where('Wolf')).toEqual(Array(6).fill('LW2'));
    expect(new Set(boardOf(t.g.state()).pieces.map((p) => p.id)).size).toBe(boardOf(t.g.state()).pieces.length);
    expect(t.boxes()['Wolves Box']!.denizens).toEqual([]);
    expect(s!.blocked).toEqual({ bob: 'Wolf' });
  });

  it('Howl 4 in the Caves, roll 3: "howl C" matches the Axe Goblins Box first (order 1), into the sound\'s clearing CS4', () => {
    const t = at('CS1', [['Howl 4', 'CS', 'chit']]);
    const [s] = t.summoned(t.day(3));
    expect(s!.placed.map((p) => [p.box, p.by, p.pieces.length, `${p.pieces[0]!.tile}${p.pieces[0]!.clearing}`])).toEqual([['Axe Goblins Box', 'Howl 4', 6, 'CS4']]);
    expect(t.boxes()['Spear Goblins Box']!.denizens).toHaveLength(6);
    // She is in CS1, not CS4: not blocked.
    expect(s!.blocked).toEqual({});
  });

  it('a warning chit matches with its own tile type: Bones W is "bones W" (the Ogres Box on roll 3), not "bones M" (the Giant Boxes on 4)', () => {
    const t = at('LW2', [['Bones W', 'LW', 'chit']]);
    const [s] = t.summoned(t.day(3));
    expect(s!.placed.map((p) => p.box)).toEqual(['Ogres Box']);
    const u = at('LW2', [['Bones W', 'LW', 'chit']]);
    expect(u.summoned(u.day(4))[0]!.placed).toEqual([]);
  });
});

describe('blocking (core-tables blocking)', () => {
  it("goblins summoned into the Dwarf's clearing at the end of the Amazon's turn block him before his turn: he gets none", () => {
    // The turn order's draw 1 keeps the Amazon first. She ends in CS1; Howl 4 calls the Axe Goblins into CS4.
    const t = at('CS1', [['Howl 4', 'CS', 'chit']], 'CS4');
    t.g.run({ type: 'play.record', actor: carol, phases: 'A, A' });
    const events = t.day(3, 1);
    expect(t.summoned(events)[0]!.blocked).toEqual({ carol: 'Axe Goblin' });
    const dwarf = events.filter((e) => e.type === 'play.turn').map((e) => e.payload as PlayEventPayloads['play.turn']).find((p) => p.name === 'Dwarf')!;
    expect(dwarf.outcome).toMatchObject({ phases: [], blocked: { by: 'Axe Goblin', clearing: 'CS4' } });
    expect(t.where('Dwarf')).toEqual(['CS4']);
  });
});

describe('the blocked state lasts the day (core-tables day_order)', () => {
  it('Sunset unblocks the characters; the wolves stay blocked through the Evening, and the new day unblocks them too', () => {
    const t = at('LW2', [['Ruins W', 'LW', 'chit']]);
    t.day(3);
    const day = () => playOf(t.g.state()).day!;
    // The day stopped at Evening (the Amazon and the wolves in LW2, their combat begun), after Sunset.
    expect(day().part).toBe('evening');
    expect(day().blocked).toBeUndefined();
    expect(day().blockedMonsters).toHaveLength(6);
    // Their combat begins at Evening (issue 14); the GM ends it, and the day goes on.
    t.g.run({ type: 'combat.end', actor: gm });
    t.g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([]));
    expect(day().part).toBe('birdsong');
    expect(day().blockedMonsters).toBeUndefined();
  });
});

describe('natives appear at a dwelling in his clearing on their row', () => {
  it('roll 1 and a Large Campfire in her clearing: the Company comes there', () => {
    const t = at('OW4', [['Large Campfire', 'OW4', 'dwelling']]);
    const [s] = t.summoned(t.day(1));
    expect(s!.placed.map((p) => [p.box, p.by])).toEqual([['Company', 'Large Campfire']]);
    const company = boardOf(t.g.state()).pieces.filter((p) => p.kind === 'native');
    expect(company.map((p) => p.label)).toEqual(['Company 1', 'Company 2', 'Company 3', 'Company 4', 'Company 5', 'Company 6', 'Company HQ']);
    expect(company.every((p) => p.seenBy === 'all' && p.tile === 'OW' && p.clearing === 4)).toBe(true);
    // Natives do not block (core-tables "blocking" notes: only monsters block at the end of a phase).
    expect(s!.blocked).toEqual({});
  });
});
