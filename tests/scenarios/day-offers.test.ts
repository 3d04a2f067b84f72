import { describe, expect, it } from 'vitest';
import type { LineOutcome } from '../../src/console/session.js';
import { textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { namedOffers, plainText, walker, walkingConsole, type Offer } from '../helpers/offers.js';

/**
 * Issue 27: "every hint, button and example the bot offers must be one the engine accepts at that moment — a test
 * walks every offered command and plays it", beyond combat (tests/scenarios/combat-offers.test.ts). A group's first
 * day of Magic Realm, line by line; after each line the walk gathers every command the bot named in full (in
 * backticks or not) and every button, in the channel (tried as each at the table until one takes it) and in each
 * one's private replies and messages (tried as their reader), plays each and takes it back with the GM's undo
 * (tests/helpers/offers.ts). Placeholders the hint leaves to its reader are filled from FILL, each value tried.
 */
const TABLE = ['gm', 'bob', 'carol'];

/** The values the walk tries for a hint's placeholder (docs/rules.md, issue 27: "The walk of offers"). */
const FILL = {
  '<clearing>': ['BV5', 'CV5', 'BV2'],
  '<character>': ['Amazon', 'Dwarf'],
  '<your character>': ['Amazon', 'Dwarf'],
  '@player': ['@bob', '@carol'],
};

const PLAYERS = ['bob', 'carol'];

/**
 * A refusal's "How to do it" is an offer too: the commands it names in full, and the phases of an orders refusal
 * (`e.g. "M CV2, H"`, `just "P"`, `or write just "LT"`) as `/orders record` takes them,
 * played by the one refused.
 */
function offersOfRefusal(o: LineOutcome): Offer[] {
  const from = `the refusal of ${o.line}`;
  const phases = [...plainText(o.reply).matchAll(/(?:e\.g\.|\bor|\bjust|:) "([^"]+)"/g)].map((m) => ({ line: `/orders record phases:"${m[1]}"`, as: [o.user], from }));
  return [...namedOffers([o.reply], [o.user], from), ...(o.command === '/orders record' ? phases : [])];
}

describe('issue 27: every command, example and button of a Magic Realm day is accepted', () => {
  it('create, join, start, the calendar (ICE, Frigid Air: owed fatigue), Birdsong, a HIDE, the day report, Next ▶, the next Birdsong', async () => {
    // The set-up card; the calendar 1 + 1 = 2: ICE, the special counter 4: Frigid Air (fatigue 4*/day); day 1's
    // monster roll 6, the turn order, the HIDEs; then 1s.
    const g = await walkingConsole([...SET_UP_DICE, 1, 1, 4, 6, 1, 1, 2, 3, ...Array(200).fill(1)]);
    // The channel's `/orders record` example is for every player it calls: each must be able to record it.
    const { step, refused, walked } = walker(g, TABLE, { fill: FILL, each: (line) => (line.startsWith('/orders record') ? PLAYERS : undefined), ofRefusal: offersOfRefusal });
    try {
      await step('@gm /game create ruleset:magic-realm options:seasons-weather');
      await step('@bob /game join character:Amazon');
      await step('@carol /game join character:Dwarf');
      await step('@gm /board layout layout:original-20');
      await step('@gm /board piece label:Amazon at:BV5 kind:character owner:@bob');
      await step('@gm /board piece label:Dwarf at:CV5 kind:character owner:@carol');
      await step('@gm /board piece label:Wolf at:BV2 kind:monster');
      await step('@gm /game start chits:false');
      const looks = ['@bob /orders show', '@carol /orders show'];
      await step('@gm /calendar start', looks);
      // Frigid Air: the Dwarf has 2 phases, the Amazon 4; a move she cannot make; a code that is none.
      await refused(['@carol /orders record phases:"H, P, R, A"', '@bob /orders record phases:"M CV5"', '@bob /orders record phases:"Q"', '@bob /orders record phases:"H, H, H, H, H"']);
      await step('@bob /orders record phases:"H, M BV2"', looks);
      await step('@gm /day next');
      await step('@carol /orders record phases:"H"');
      const day1 = await step('@gm /day next', looks);
      expect(textOf(day1.reply)).toContain('HIDE');
      await step('@bob /character choose chits:"FIGHT M3**, FIGHT H4**"');
      await step('@gm /day next');
      await step('@gm /day next anyway:true', looks);
      // What was offered and played: the public example by each player (the Dwarf's 2 phases), the refusal's own
      // example, the deadline's, the owed chits' choice, the day's buttons.
      for (const line of ['@carol /orders record phases:"H, P"', '@bob /orders record phases:"H, P"', '@carol /orders record phases:"M CV2, H"', '@gm /schedule set step:birdsong deadline-hours:48', '@bob /character choose chits:"FIGHT M3**, FIGHT H4**"', '@gm !click "day:next:1.birdsong.0"', '@gm !click "day:next:2.birdsong.0:anyway"']) expect(walked).toContain(line);
    } finally {
      await g.database.close();
    }
  });

  it('a site located and looted (its site card laid), refused orders of every kind, a sale, a meeting that blocks her and the battle it brings', async () => {
    // One player (no turn-order die). Day 1: the monster roll 6; LOCATE 4, 3 → 4 (the Cairns); LOOT 1, 1 → the top
    // card, the Enchanted Meadow, laid in her clearing; LOOT of the Meadow 1, 1 → its Pony. Day 2: the monster roll 6;
    // the sale rolls nothing; HIRE the Bashkars (Unfriendly) 6, 2 → Block/Battle. Then 1s.
    const g = await walkingConsole([...SET_UP_DICE, 6, 4, 3, 1, 1, 1, 1, 6, 6, 2, ...Array(200).fill(1)]);
    const { step, refused, walked } = walker(g, ['gm', 'bob'], { fill: { ...FILL, '<character>': ['Amazon'], '<your character>': ['Amazon'], '@player': ['@bob'] }, ofRefusal: offersOfRefusal });
    const looks = ['@bob /orders show', '@bob /character show'];
    try {
      await step('@gm /game create ruleset:magic-realm');
      await step('@bob /game join character:Amazon');
      await step('@gm /board layout layout:original-20');
      await step('@gm /board piece label:Cairns at:DW kind:chit');
      await step('@gm /board piece label:Amazon at:DW5 kind:character owner:@bob');
      await step('@gm /game start chits:false');
      await step('@bob /orders record phases:"L, LT, LT Enchanted Meadow"');
      const looted = await step('@gm /day next anyway:true', looks);
      expect(textOf(looted.reply)).toContain('LOOT at the Enchanted Meadow: 1, 1 → 1');
      // Refused orders, each hint's example her own: a Choice row, a follow (nobody else plays), a site of her
      // clearing, a move, a trade with no deal, a PEER into a clearing from a clearing that is no mountain.
      await refused(['@bob /orders record phases:"P/X9"', '@bob /orders record phases:"F"', '@bob /orders record phases:"LT Nowhere"', '@bob /orders record phases:"M"', '@bob /orders record phases:"T Lancers"', '@bob /orders record phases:"P ZZ9"', '@bob /orders record phases:"M CV5"']);
      // Each refusal's examples were played and taken: her own Choice row, a site of her clearing, her move; and the
      // LOOT day's fatigue (the Cairns) chosen as offered.
      for (const line of ['@bob /orders record phases:"P/P2"', '@bob /orders record phases:"LT Cairns"', '@bob /orders record phases:"LT"', '@bob /orders record phases:"M B1"', '@bob /orders record phases:"P"', '@bob /character choose chits:"MOVE M3*"']) expect(walked).toContain(line);
      await step('@gm /board piece label:"Lancer HQ" at:BV5 kind:native');
      await step('@gm /board piece label:"Lancer 1" at:BV5 kind:native');
      await step('@gm /board piece label:"Bashkar HQ" at:BV5 kind:native');
      await step('@gm /board piece label:Amazon at:BV5 kind:character owner:@bob');
      await step('@bob /orders record phases:"T Lancers sell Shield, HR Bashkars, H"');
      const met = await step('@gm /day next anyway:true', looks);
      expect(textOf(met.reply)).toContain('Block/Battle');
      // Issue 30: the Bashkar HQ and his pony battle her at Evening (its offers walked too); the GM ends it.
      await step('@gm /combat end', looks);
      await step('@gm /day next anyway:true', looks);
      // The meeting's Block/Battle stops the day at Evening: its Next ▶ is played too.
      expect(walked).toContain('@gm !click "day:next:2.evening.1"');
    } finally {
      await g.database.close();
    }
  });
});
