import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineOutcome } from '../../src/console/session.js';
import { consoleWith, textOf } from '../helpers/console.js';
import { SET_UP_DICE, START_DICE } from '../helpers/engine-game.js';

/** What a new group meets on its first evening (issue 11): joining, starting, the first refusals, the first day. */
describe('the first evening of a new group', () => {
  let play: (line: string) => Promise<LineOutcome>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The set-up card dealt at the /game starts on a laid board (#a, where the GM placed the dwellings; #b, which deals
    // the map chits first; #d, whose GM places them himself); SPRING (3 + 3), week 1 die 1; the monster roll 6 and the
    // turn order of two characters, dice 0, 0.
    const c = await consoleWith([...SET_UP_DICE, ...START_DICE, ...SET_UP_DICE, 3, 3, 1, 6, 0, 0]);
    play = c.play;
    close = () => c.database.close();
  });
  afterAll(() => close());

  it('/game join refuses a typo with the characters of the game; an MtG RPG game says how to join with character:', async () => {
    await play('@gm #a /game create ruleset:magic-realm');
    const typo = await play('@bob #a /game join character:"Blak Knight"');
    expect(typo.ok).toBe(false);
    expect(textOf(typo.reply)).toContain('There is no character \\"Blak Knight\\" in this game.');
    expect(textOf(typo.reply)).toContain('the characters are: Amazon, Berserker, Black Knight');
    const mtg = await play('@gm #m /game create ruleset:mtg-rpg');
    expect(textOf(mtg.reply)).toContain('/game join character:<your wizard>');
    expect(textOf(mtg.reply)).not.toContain('wizard:');
  });

  it('a refusal that ends in a full stop gets no second one', async () => {
    await play('@bob #a /game join character:Amazon');
    const empty = await play('@bob #a /orders record phases:","');
    expect(empty.ok).toBe(false);
    const description = empty.reply.embeds[0]!.description!;
    expect(description.startsWith('No phases recorded.\n\n**How to do it:**')).toBe(true);
    expect(description).not.toContain('..');
  });

  it('/board layout says how the characters come onto the board; /game start places each at his start', async () => {
    await play('@carol #a /game join character:Wizard');
    expect((await play('@carol #a /setup tell start:House')).ok).toBe(true);
    const laid = await play('@gm #a /board layout layout:original-20');
    expect(textOf(laid.reply)).toContain('/board piece label:Inn at:<clearing> kind:dwelling');
    await play('@gm #a /board piece label:Inn at:BV5 kind:dwelling');
    await play('@gm #a /board piece label:House at:CV5 kind:dwelling');
    const started = await play('@gm #a /game start');
    expect(started.ok, textOf(started.reply)).toBe(true);
    // The Wizard told the GM he starts at the House (BI-4); the Amazon has only the Inn.
    expect(textOf(started.reply)).toContain('The Amazon starts at the Inn (BV5); the Wizard starts at the House (CV5).');
    // His orders are checked from there at once.
    const orders = await play('@bob #a /orders record phases:"M BV2, S"');
    expect(orders.ok, textOf(orders.reply)).toBe(true);
    const wrong = await play('@carol #a /orders record phases:"M BV2"');
    expect(textOf(wrong.reply)).toContain('From CV5 you can move to CV2 or EV1');
  });

  it('on a board with no chits /game start deals the map chits: the Valley warnings show the dwellings, and each character starts at his', async () => {
    await play('@gm #b /game create ruleset:magic-realm');
    await play('@bob #b /game join character:Amazon');
    await play('@gm #b /board layout');
    const started = await play('@gm #b /game start');
    expect(started.ok, textOf(started.reply)).toBe(true);
    // With these dice the Stink of the valleys lies on the Dark Valley (DV): the Inn stands in DV5.
    expect(textOf(started.reply)).toContain('The GM deals the map chits: 25 face down, the Valley warnings face up');
    expect(textOf(started.reply)).toContain('the Inn in DV5');
    expect(textOf(started.reply)).toContain('The Amazon starts at the Inn (DV5).');
    // The face-down chits stay the GM's.
    for (const secret of ['Lair', 'Hoard', 'Lost City', 'Flutter']) expect(textOf(started.reply)).not.toContain(secret);
  });

  it('/game start chits:false leaves the chits to the GM, and says how he places the characters', async () => {
    await play('@gm #d /game create ruleset:magic-realm');
    await play('@bob #d /game join character:Amazon');
    await play('@gm #d /board layout');
    const started = await play('@gm #d /game start chits:false');
    expect(started.ok).toBe(true);
    expect(textOf(started.reply)).toContain('The characters are not on the board: no start location of the Amazon (Inn) is on the board yet. Next, the GM places the dwellings with /board piece label:Inn at:<clearing> kind:dwelling');
    // Once the GM has placed the Inn, /board starts does it.
    await play('@gm #d /board piece label:Inn at:BV5 kind:dwelling');
    const starts = await play('@gm #d /board starts');
    expect(textOf(starts.reply)).toContain('The Amazon starts at the Inn (BV5).');
  });

  it("Birdsong carries the season's readings on the month's first day, not every day", async () => {
    await play('@gm #c /game create ruleset:magic-realm options:seasons-weather');
    await play('@bob #c /game join character:Amazon');
    await play('@carol #c /game join character:Dwarf');
    const first = await play('@gm #c /calendar start');
    expect(textOf(first.reply)).toContain('SPRING');
    expect(textOf(first.reply)).toContain("Readings of the table's lost cells");
    // Nobody recorded: every turn is blank, so one press runs the whole day to the next Birdsong.
    const next = await play('@gm #c /day next anyway:true');
    expect(textOf(next.reply)).toContain('A new day: Birdsong');
    expect(textOf(next.reply)).not.toContain("Readings of the table's lost cells");
    // Asked for, the calendar shows them.
    expect(textOf((await play('@bob #c /calendar show')).reply)).toContain("Readings of the table's lost cells");
  });
});
