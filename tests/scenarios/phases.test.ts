import { describe, expect, it } from 'vitest';
import { cardFor } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * Issue 13: the engine carries out the phases it knows in Daylight, with the rolls shown. The Amazon (bob) in BV5
 * and the Dwarf (carol) in CV1 on the original board, no Seasons and Weather; the turn order's one draw (0) puts
 * the Dwarf first.
 */
async function twoCharacters(dice: number[]) {
  // The set-up card's deal at /game start (the GM places the chits himself: each test puts the sites it needs), then
  // each day's monster roll (6: row 6, none of it near them).
  const c = await recordingConsole([...SET_UP_DICE, ...dice]);
  await playAllOk(c.play, [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Amazon',
    '@carol /game join character:Dwarf',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
    '@gm /board piece label:Dwarf at:CV1 kind:character owner:@carol',
    '@gm /game start chits:false',
  ]);
  const card = async (who: string) => cardFor((await c.session.services.store.channelGame('console'))!, who, who)!;
  return { ...c, card };
}

describe('HIDE on the Hide table (core-tables hide: two dice, the higher counts, 1–5 hides)', () => {
  it('a HIDE of 5 hides: his sheet and his piece are hidden, and the public board no longer shows him', async () => {
    const g = await twoCharacters([6, 0, 2, 5]);
    try {
      await g.play('@bob /orders record phases:"H, M BV2"');
      await g.play('@carol /orders record phases:"M CV4"');
      const day = await g.play('@gm /day next');
      expect(textOf(day.reply)).toContain('HIDE: 2, 5 → 5: hidden');
      expect((await g.card('bob')).hidden).toBe(true);
      // The day ran on (HIDE and MOVE are the engine's) to the next Birdsong.
      expect(textOf(day.reply)).toContain('A new day: Birdsong');
      const board = await g.play('@carol /board show');
      expect(JSON.stringify(board.reply)).not.toContain('Amazon');
      // The dice are written into the turn's event.
      const turn = day.events!.find((e) => e.type === 'play.turn' && (e.payload as { userId: string }).userId === 'bob')!;
      expect((turn.payload as { outcome: unknown }).outcome).toEqual({ unhid: false, hidden: true, alerted: false, phases: [{ code: 'H', dice: [2, 5], read: 5, hidden: true }, { code: 'M', to: 'BV2' }] });
    } finally {
      await g.database.close();
    }
  });

  it('a 6 does not hide; and a hidden character becomes unhidden as his next turn begins', async () => {
    const g = await twoCharacters([6, 0, 6, 1, 6, 0]);
    try {
      await g.play('@bob /orders record phases:"H"');
      const first = await g.play('@gm /day next anyway:true');
      expect(textOf(first.reply)).toContain('HIDE: 6, 1 → 6: not hidden');
      expect((await g.card('bob')).hidden).toBe(false);
      await g.play('@gm /board piece label:Amazon at:BV5 kind:character owner:@bob hidden:true');
      await g.play('@bob /orders record phases:"M BV2"');
      const second = await g.play('@gm /day next anyway:true');
      expect(textOf(second.reply)).toContain('unhidden as her turn begins');
      expect((await g.card('bob')).hidden).toBe(false);
    } finally {
      await g.database.close();
    }
  });
});

describe('issue 27: a second HIDE by one hidden already', () => {
  it('a hidden character’s second HIDE is not rolled: HIDE 2, 5 hides him; the next HIDE rolls nothing (the 6 waiting would have failed) and he stays hidden', async () => {
    // The monster roll 6, the turn order's draw 0, the first HIDE 2, 5; a 6, 6 left in the dice is never drawn.
    const g = await twoCharacters([6, 0, 2, 5, 6, 6]);
    try {
      await g.play('@bob /orders record phases:"H, H"');
      await g.play('@carol /orders record phases:"M CV4"');
      const day = await g.play('@gm /day next');
      expect(publicText(day)).toContain('HIDE: 2, 5 → 5: hidden');
      expect(publicText(day)).toContain('HIDE: hidden already, no roll');
      expect(publicText(day)).not.toContain('not hidden');
      const turn = day.events!.find((e) => e.type === 'play.turn' && (e.payload as { userId: string }).userId === 'bob')!;
      expect((turn.payload as { outcome: { phases: unknown[] } }).outcome.phases).toEqual([{ code: 'H', dice: [2, 5], read: 5, hidden: true }, { code: 'H', already: true }]);
      expect((await g.card('bob')).hidden).toBe(true);
    } finally {
      await g.database.close();
    }
  });
});

describe('ALERT', () => {
  it('alerts his weapon for the day; Birdsong unalerts it', async () => {
    const g = await twoCharacters([6, 0]);
    try {
      await g.play('@bob /orders record phases:"A"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('ALERT: her Short Sword is alerted');
      // The day ran on to the next Birdsong, whose clean-up unalerts it (core-tables day_order).
      expect((await g.card('bob')).weapon).toMatchObject({ name: 'Short Sword', alerted: false });
      expect(publicText(day)).toContain('ALERT');
    } finally {
      await g.database.close();
    }
  });

  it('stays alerted through the day when the day stops for the GM', async () => {
    const g = await twoCharacters([6, 0]);
    try {
      await g.play('@bob /orders record phases:"A, S"');
      await g.play('@gm /day next anyway:true');
      expect((await g.card('bob')).weapon).toMatchObject({ alerted: true, text: expect.stringContaining('length 3') });
    } finally {
      await g.database.close();
    }
  });
});

describe('PEER and LOCATE: a SEARCH on that table in his clearing (core-tables peer, locate)', () => {
  it('a Peer of 3 finds the hidden path of his clearing: told to him alone, and his next route may use it', async () => {
    // DW1 on the original board has a hidden path to DW4. The turn order's draw (0) puts the Dwarf first; the
    // Amazon's Peer rolls 3, 2: row 3, hidden paths and hidden enemies.
    const g = await twoCharacters([6, 0, 3, 2, 0]);
    try {
      await g.play('@gm /board piece label:Amazon at:DW1 kind:character owner:@bob');
      const before = await g.play('@bob /orders record phases:"M DW4"');
      expect(before.ok).toBe(false);
      await g.play('@bob /orders record phases:"P"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('PEER: 3, 2 → 3: finds hidden paths and hidden enemies');
      // The channel learns what kind of thing, never which path; he is told which.
      expect(publicText(day)).not.toMatch(/DW1-DW4|DW4-DW1/);
      expect(day.direct.map((d) => d.to)).toEqual(['bob']);
      expect(textOf(day.direct[0]!.message)).toMatch(/You found the path \*\*DW[14]-DW[14]\*\*/);
      // The day ran on to the next Birdsong, and now the route may take it.
      const after = await g.play('@bob /orders record phases:"M DW4"');
      expect(after.ok, textOf(after.reply)).toBe(true);
      // Carol, who did not search, still may not.
      await g.play('@gm /board piece label:Dwarf at:DW1 kind:character owner:@carol');
      expect((await g.play('@carol /orders record phases:"M DW4"')).ok).toBe(false);
    } finally {
      await g.database.close();
    }
  });

  it('every other row of the two tables, one a day: Peer 2, 4, 5 and Locate 2, 3, 5, 6 (the higher die counts)', async () => {
    const rows: [code: string, dice: [number, number], line: string][] = [
      ['P', [2, 1], 'PEER: 2, 1 → 2: finds clues and hidden paths'],
      ['P', [4, 3], 'PEER: 4, 3 → 4: finds hidden enemies'],
      ['P', [1, 5], 'PEER: 1, 5 → 5: finds clues'],
      ['L', [2, 2], 'LOCATE: 2, 2 → 2: finds clues and secret passages'],
      ['L', [3, 1], 'LOCATE: 3, 1 → 3: finds secret passages'],
      ['L', [5, 4], 'LOCATE: 5, 4 → 5: nothing'],
      ['L', [6, 1], 'LOCATE: 6, 1 → 6: nothing'],
    ];
    // Each day: the monster roll 6, the turn order's die 0, then the search's two dice.
    const g = await twoCharacters(rows.flatMap(([, d]) => [6, 0, ...d]));
    try {
      for (const [code, , line] of rows) {
        expect((await g.play(`@bob /orders record phases:"${code}"`)).ok).toBe(true);
        const day = await g.play('@gm /day next anyway:true');
        expect(textOf(day.reply), line).toContain(line);
        expect(textOf(day.reply)).toContain('A new day: Birdsong');
      }
    } finally {
      await g.database.close();
    }
  });

  it('a Peer of 6 finds nothing; a Choice takes the row written with the phase (P/L4), else Peer 2', async () => {
    const g = await twoCharacters([6, 0, 6, 6, 6, 0, 1, 1, 6, 0, 1, 1]);
    try {
      await g.play('@bob /orders record phases:"P"');
      const nothing = await g.play('@gm /day next anyway:true');
      expect(textOf(nothing.reply)).toContain('PEER: 6, 6 → 6: nothing');
      expect(nothing.direct).toEqual([]);
      await g.play('@bob /orders record phases:"P/L4"');
      const written = await g.play('@gm /day next anyway:true');
      expect(textOf(written.reply)).toContain('PEER: 1, 1 → 1: Choice: she takes Locate 4, finds sites');
      expect(written.reply.content ?? '').not.toContain('GM resolves');
      await g.play('@bob /orders record phases:"P"');
      const unwritten = await g.play('@gm /day next anyway:true');
      expect(textOf(unwritten.reply)).toContain('PEER: 1, 1 → 1: Choice: she takes Peer 2, finds clues and hidden paths');
      // A pick the Choice does not offer is refused when recorded, with the rows it offers.
      await g.play('@gm /day next anyway:true');
      const wrong = await g.play('@bob /orders record phases:"P/L5"');
      expect(wrong.ok).toBe(false);
      expect(textOf(wrong.reply)).toContain('a Choice takes Peer 2, Peer 3, Locate 2, Locate 4, not \\"L5\\"');
    } finally {
      await g.database.close();
    }
  });
});

describe("the GM's changes to a character's card (issue 13)", () => {
  it('gives and takes belongings, sets a chit and a piece of armour, each an event told to the player alone', async () => {
    const g = await twoCharacters([]);
    try {
      const given = await g.play('@gm /character give player:@bob item:"Crystal Ball"');
      expect(given.ok, textOf(given.reply)).toBe(true);
      expect(given.reply.ephemeral).toBe(true);
      expect(given.direct.map((d) => d.to)).toEqual(['bob']);
      expect(textOf(given.direct[0]!.message)).toContain('Amazon gets the Crystal Ball');
      expect((await g.card('bob')).treasures).toEqual(['Crystal Ball']);
      await g.play('@gm /character take player:@bob item:"short sword"');
      expect((await g.card('bob')).weapon).toBeUndefined();
      await g.play('@gm /character give player:@bob item:"Great Sword"');
      expect((await g.card('bob')).weapon?.name).toBe('Great Sword');
      // Two chits print MOVE M4: the first not yet fatigued changes each time.
      await g.play('@gm /character chit player:@bob chit:"move m4" state:fatigued');
      await g.play('@gm /character chit player:@bob chit:"MOVE M4" state:fatigued');
      const chits = (await g.card('bob')).chits!;
      expect(chits.filter((c) => c.label === 'MOVE M4').map((c) => c.state)).toEqual(['fatigued', 'fatigued']);
      const third = await g.play('@gm /character chit player:@bob chit:"MOVE M4" state:fatigued');
      expect(third.ok).toBe(false);
      expect(textOf(third.reply)).toMatch(/every MOVE M4 of Amazon is fatigued already/i);
      await g.play('@gm /character armour player:@bob item:shield state:damaged');
      expect((await g.card('bob')).armour.find((a) => a.name === 'Shield')?.state).toBe('damaged');
      // Nobody else learnt a thing: the channel got nothing, the changes are his and the GM's in the log.
      expect(g.seen.slice(-9).map(publicText).join('')).not.toMatch(/Crystal Ball|Great Sword|MOVE M4|damaged/);
      expect(textOf((await g.play('@carol /log')).reply)).not.toMatch(/Crystal Ball|Great Sword|MOVE M4/);
    } finally {
      await g.database.close();
    }
  });

  it('refuses what cannot be, saying how to do it right; only the GM changes a card', async () => {
    const g = await twoCharacters([]);
    try {
      const cases: [string, RegExp][] = [
        ['@gm /character give player:@bob item:"Vorpal Spoon"', /no belonging .{1,2}Vorpal Spoon/i],
        ['@gm /character take player:@bob item:"Warhorse"', /has no .{1,2}Warhorse/i],
        ['@gm /character chit player:@bob chit:"MAGIC II2*" state:wounded', /has no chit .{1,2}MAGIC II2\*/i],
        ['@gm /character armour player:@bob item:"Suit of Armor" state:damaged', /wears no .{1,2}Suit of Armor/i],
        ['@bob /character give player:@bob item:"Crystal Ball"', /only .* may use/i],
      ];
      for (const [line, said] of cases) {
        const o = await g.play(line);
        expect(o.ok, line).toBe(false);
        expect(o.reply.ephemeral, line).toBe(true);
        expect(textOf(o.reply), line).toMatch(said);
      }
    } finally {
      await g.database.close();
    }
  });

  it('a character whose last chit is wounded is dead, and the card says so', async () => {
    const g = await twoCharacters([]);
    try {
      const labels = (await g.card('bob')).chits!.map((c) => c.label);
      let last;
      for (const label of labels) last = await g.play(`@gm /character chit player:@bob chit:"${label}" state:wounded`);
      expect(textOf(last!.reply)).toContain('her last chit: she is dead'); // bob plays the Amazon (issue 27)
    } finally {
      await g.database.close();
    }
  });
});

describe('the character card in his private place', () => {
  it('at /game start each player gets his own card, as a picture, and nobody else’s', async () => {
    const c = await recordingConsole([]);
    try {
      await c.play('@gm /game create ruleset:magic-realm');
      await c.play('@bob /game join character:Amazon');
      await c.play('@carol /game join character:"Witch King"');
      const start = await c.play('@gm /game start chits:false');
      expect(start.direct.map((d) => [d.to, d.message.embeds[0]!.title])).toEqual([
        ['bob', '🔒 Amazon: your character card'],
        ['carol', '🔒 Witch King: your character card'],
      ]);
      for (const d of start.direct) expect(d.message.files).toEqual([expect.stringMatching(/character\.png$/)]);
      expect(publicText(start)).not.toContain('character card');
    } finally {
      await c.database.close();
    }
  });
});

describe('REST and wounds by chosen chits (issue 13)', () => {
  it('a REST phase rests one asterisk of the chit he names; the day waits for nobody, and the ask shows what the bot would rest', async () => {
    // The monster roll 6 (nothing of row 6 is near), the turn order's die 0.
    const g = await twoCharacters([6, 0]);
    try {
      await g.play('@gm /character chit player:@bob chit:"FIGHT M4*" state:fatigued');
      await g.play('@gm /character chit player:@bob chit:"FIGHT H4**" state:fatigued');
      await g.play('@bob /orders record phases:"R, R"');
      await g.play('@carol /orders record phases:"R"');
      const day = await g.play('@gm /day next');
      expect(textOf(day.reply)).toContain('REST: one asterisk (he chooses the chit)');
      // The Amazon has something to rest and is asked; the Dwarf, all active, owes nothing.
      const ask = day.direct.filter((d) => d.to === 'bob').map((d) => JSON.stringify(d.message)).join();
      expect(ask).toContain('**rest 2*** (REST)');
      expect(ask).toContain('the bot takes FIGHT H4**.');
      expect(day.direct.some((d) => d.to === 'carol' && JSON.stringify(d.message).includes('Your chits'))).toBe(false);
      // She rests her FIGHT H4** with both asterisks.
      // She rests her FIGHT M4* and makes change of the second asterisk with her FIGHT H4**, fatiguing a MOVE M3*.
      const rest = await g.play('@bob /character choose chits:"FIGHT M4*, FIGHT H4**"');
      expect(textOf(rest.reply)).toContain('Paid rest 2* (REST): FIGHT M4* active; FIGHT H4** active; made change: MOVE M3* fatigued');
      const chits = (await g.card('bob')).chits!;
      expect(chits.filter((c) => c.state !== 'active').map((c) => `${c.label} ${c.state}`)).toEqual(['MOVE M3* fatigued']);
    } finally {
      await g.database.close();
    }
  });

  it("the GM's wound is a chit the player chooses; his last chit wounded, he is dead and leaves the board", async () => {
    const g = await twoCharacters([]);
    try {
      const set = await g.play('@gm /character set player:@bob field:wounds value:3');
      expect(set.ok).toBe(false);
      expect(textOf(set.reply)).toContain("Amazon's wounds are her chits, not a number");
      expect(textOf(set.reply)).toContain('add them with add:1 (her player chooses which chits)');
      for (const chit of ['MOVE M4', 'MOVE M4', 'FIGHT L4', 'FIGHT M5', 'FIGHT M4*', 'FIGHT M4*', 'MOVE M3*', 'MOVE M3*', 'FIGHT M3**', 'FIGHT M3**', 'FIGHT H4**']) {
        const o = await g.play(`@gm /character chit player:@bob chit:"${chit}" state:wounded`);
        expect(o.ok, textOf(o.reply)).toBe(true);
      }
      const wound = await g.play('@gm /character set player:@bob field:wounds add:1');
      expect(wound.ok, textOf(wound.reply)).toBe(true);
      expect(wound.direct.filter((d) => d.to === 'bob').map((d) => JSON.stringify(d.message)).join()).toContain('wound 1 chit** (the GM)');
      const died = await g.play('@bob /character choose chits:"MOVE M3*"');
      expect(died.ok, textOf(died.reply)).toBe(true);
      expect(publicText(died)).toContain('Amazon is dead (the GM: wound 1 chit)');
      expect(textOf((await g.play('@carol /board show')).reply)).not.toContain('Amazon');
      const record = await g.play('@bob /orders record phases:"H"');
      expect(textOf(record.reply)).toContain('Amazon is dead');
    } finally {
      await g.database.close();
    }
  });
});

describe('FOLLOW (issue 13)', () => {
  it('the Dwarf follows the Amazon out of their clearing, in the turn right after hers; a follower elsewhere stays', async () => {
    // One character follows nobody: the turn order needs no die; each day's monster roll is 6.
    const g = await twoCharacters([6, 6]);
    try {
      await g.play('@gm /board piece label:Dwarf at:BV5 kind:character owner:@carol');
      await g.play('@bob /orders record phases:"M BV2"');
      expect((await g.play('@carol /orders record phases:"F Amazon"')).ok).toBe(true);
      const day = await g.play('@gm /day next');
      const text = textOf(day.reply);
      expect(text).toContain('The turn order, drawn at random: 1. Amazon, 2. Dwarf');
      expect(text).toContain('FOLLOW the Amazon to BV2');
      expect((await g.card('carol')).where).toBe('BV2');
      // Two characters in one clearing: a combat begins at Evening (issue 14); the GM ends it, and the next press ends the day.
      expect(text).toContain('Evening: combat in BV2');
      expect((await g.play('@gm /combat end')).ok).toBe(true);
      expect(textOf((await g.play('@gm /day next')).reply)).toContain('A new day: Birdsong');
      // The next day the Dwarf is elsewhere when the Amazon moves: he stays.
      await g.play('@gm /board piece label:Dwarf at:CV1 kind:character owner:@carol');
      for (const line of ['@bob /orders record phases:"M BV5"', '@carol /orders record phases:"F Amazon"']) expect((await g.play(line)).ok).toBe(true);
      const second = textOf((await g.play('@gm /day next')).reply);
      expect(second).toContain("FOLLOW the Amazon: he was not in the Amazon's clearing as that turn began, so he stays");
      expect((await g.card('carol')).where).toBe('CV1');
    } finally {
      await g.database.close();
    }
  });
});

describe('PEER from a mountain (core-tables peer: any non-cave clearing of this or an adjacent tile)', () => {
  it('from M1 the Amazon peers into DW1 of the Deep Woods beside it and finds its hidden path', async () => {
    // The monster roll 6; the turn order's die 0 (the Dwarf first); the Peer roll 2, 1 → 2: clues and hidden paths.
    const g = await twoCharacters([6, 0, 2, 1]);
    try {
      await g.play('@gm /board piece label:Amazon at:M1 kind:character owner:@bob');
      const recorded = await g.play('@bob /orders record phases:"P DW1"');
      expect(recorded.ok, textOf(recorded.reply)).toBe(true);
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('PEER into DW1: 2, 1 → 2: finds clues and hidden paths');
      expect((await g.card('bob')).discoveries).toEqual(['DW1-DW4']);
    } finally {
      await g.database.close();
    }
  });

  it('is refused from a clearing that is not a mountain, into a cave, and into a tile that is not beside his', async () => {
    const g = await twoCharacters([]);
    try {
      const notMountain = await g.play('@bob /orders record phases:"P BV2"');
      expect(textOf(notMountain.reply)).toContain('only from a mountain clearing does PEER look into another clearing, and BV5 is not one');
      await g.play('@gm /board piece label:Amazon at:CL1 kind:character owner:@bob');
      // The Cliff lies beside the Borderland, whose clearings 4–6 are caves.
      expect(textOf((await g.play('@bob /orders record phases:"P B4"')).reply)).toContain('B4 is a cave clearing, which PEER from a mountain cannot see into');
      expect(textOf((await g.play('@bob /orders record phases:"P DW1"')).reply)).toContain('DW1 is neither on CL nor on a tile beside it');
      expect((await g.play('@bob /orders record phases:"P L1"')).ok).toBe(true);
      expect((await g.play('@bob /orders record phases:"P CV 1"')).ok).toBe(true);
    } finally {
      await g.database.close();
    }
  });
});

describe('the Volcano at midnight (X1-2: none / fatigue 1* / wound 1 / wound 1d6 by the clearing)', () => {
  it('Red Mountain fatigues one asterisk, Orange Mountain wounds a chit; enchanted, White Mountain wounds 1d6', async () => {
    // The set-up card's deal at /game start; day 1: the monster roll 6, the turn order's die 0; day 2: the same, then
    // the White Mountain's 1d6 = 3.
    const c = await recordingConsole([...SET_UP_DICE, 6, 0, 6, 0, 3]);
    try {
      for (const line of [
        '@gm /game create ruleset:magic-realm options:expansion-one',
        '@bob /game join character:Amazon',
        '@carol /game join character:Dwarf',
        '@gm /board layout layout:expansion-30',
        '@gm /board piece label:Amazon at:V1 kind:character owner:@bob',
        '@gm /board piece label:Dwarf at:V6 kind:character owner:@carol',
        '@gm /game start chits:false',
      ]) expect((await c.play(line)).ok, line).toBe(true);
      const night = await c.play('@gm /day next anyway:true');
      const told = (o: typeof night, who: string) => o.direct.filter((d) => d.to === who).map((d) => JSON.stringify(d.message)).join();
      expect(told(night, 'bob')).toContain('**fatigue 1*** (the Volcano at midnight (V1, Red Mountain))');
      expect(told(night, 'carol')).toContain('**wound 1 chit** (the Volcano at midnight (V6, Orange Mountain))');
      // Where they stand is theirs: the channel hears nothing of it.
      expect(publicText(night)).not.toContain('Volcano');
      await c.play('@gm /board enchant tile:V');
      const second = await c.play('@gm /day next anyway:true');
      expect(told(second, 'carol')).toContain('**wound 3 chits** (the Volcano at midnight (V6, White Mountain: 1d6 = 3))');
      expect(told(second, 'bob')).toContain('(V1, Orange Mountain)');
      const owed = second.events!.find((e) => e.type === 'play.owed' && (e.payload as { userId: string }).userId === 'carol')!;
      expect(owed.payload).toMatchObject({ rolled: [3], owed: { kind: 'wound', count: 3 } });
    } finally {
      await c.database.close();
    }
  });
});

describe('LOOT (core-tables loot: the Nth card from the top of a discovered site\'s pile)', () => {
  const state = async (g: Awaited<ReturnType<typeof twoCharacters>>) => (await g.session.services.store.channelGame('console'))!;

  it('at the Lair she found, a 3 takes the third card and a 5 the fifth of what is left; the table never learns which', async () => {
    // The monster roll 6; the turn order's die 0; LOCATE 4, 1 → 4: she discovers the sites; the first LOOT 3, 1 → 3;
    // the second 5, 2 → 5.
    const g = await twoCharacters([6, 0, 4, 1, 3, 1, 5, 2]);
    try {
      // The Lair stands in clearing 3 of its tile (the appearance chart), face up: seen by all, discovered by nobody.
      await g.play('@gm /board piece label:Lair at:L kind:chit');
      await g.play('@gm /board piece label:Amazon at:L3 kind:character owner:@bob');
      const pile = [...playOf(await state(g)).setUpCard!.boxes.Lair!.treasures];
      expect(pile.length).toBeGreaterThanOrEqual(6);
      expect((await g.play('@bob /orders record phases:"L, LT, LT"')).ok).toBe(true);
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('LOCATE: 4, 1 → 4: finds sites');
      expect(day.direct.filter((d) => d.to === 'bob').map((d) => textOf(d.message)).join()).toContain('You discovered the **Lair**: you may LOOT it from now on.');
      expect(textOf(day.reply)).toContain('LOOT at the Lair: 3, 1 → 3: she takes the card 3 from the top');
      expect(textOf(day.reply)).toContain('LOOT at the Lair: 5, 2 → 5: she takes the card 5 from the top');
      const rest = [pile[0], pile[1], pile[3], pile[4], pile[5], ...pile.slice(6)];
      const took = [pile[2]!, rest[4]!];
      expect(playOf(await state(g)).setUpCard!.boxes.Lair!.treasures).toEqual(rest.filter((_, k) => k !== 4));
      const card = await g.card('bob');
      for (const t of took) expect([...(card.treasures ?? []), card.weapon?.name, ...card.armour.map((a) => a.name), card.horse]).toContain(t);
      const told = day.direct.filter((d) => d.to === 'bob').map((d) => JSON.stringify(d.message)).join();
      for (const t of took) {
        expect(told).toContain(`You take the **${t}** from the Lair`);
        expect(publicText(day)).not.toContain(t);
      }
    } finally {
      await g.database.close();
    }
  });

  it('a site card drawn from a pile (the Enchanted Meadow, top of the Cairns) stays face up in his clearing; LOOT there rolls on its own table', async () => {
    // The monster roll 6; order 0; the Amazon's LOCATE 4, 3 → 4 (the Cairns); LOOT 1, 1 → 1 (the Enchanted Meadow, the
    // top card of the Cairns with these set-up dice); LOOT of the Meadow 1, 1 → 1: its topmost horse, the Pony; the
    // next day's monster roll and order; the Meadow 4, 2 → 4: Heal. (The first day ends with no combat.)
    const g = await twoCharacters([6, 0, 4, 3, 1, 1, 1, 1, 6, 0, 4, 2]);
    try {
      await g.play('@gm /board piece label:Cairns at:DW kind:chit');
      await g.play('@gm /board piece label:Amazon at:DW5 kind:character owner:@bob');
      expect(playOf(await state(g)).setUpCard!.boxes.Cairns!.treasures[0]).toBe('Enchanted Meadow');
      expect((await g.play('@bob /orders record phases:"L, LT, LT Enchanted Meadow"')).ok).toBe(true);
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('LOOT at the Cairns: 1, 1 → 1: she takes the card 1 from the top — it is the Enchanted Meadow, a site card: it lies face up in this clearing now');
      expect(textOf(day.reply)).toContain("LOOT at the Enchanted Meadow: 1, 1 → 1: Take the topmost horse counter in the site's pile: she takes it");
      const s = await state(g);
      expect(s.board!.pieces.find((p) => p.label === 'Enchanted Meadow')).toMatchObject({ tile: 'DW', clearing: 5, seenBy: 'all' });
      expect(playOf(s).setUpCard!.boxes['Enchanted Meadow']!.treasures).toEqual(['Truesteel Sword']);
      const card = await g.card('bob');
      expect(card.horse).toBe('Pony');
      expect(card.treasures).not.toContain('Enchanted Meadow');
      // Heal: his fatigued chit (the Cairns' asterisk, which he pays) is active again.
      expect((await g.play('@bob /character choose chits:"MOVE M3*"')).ok).toBe(true);
      expect((await g.card('bob')).fatigue).toBe(1);
      await g.play('@bob /orders record phases:"LT Enchanted Meadow"');
      const heal = await g.play('@gm /day next anyway:true');
      expect(textOf(heal.reply)).toContain('LOOT at the Enchanted Meadow: 4, 2 → 4: Heal');
      expect((await g.card('bob')).fatigue).toBe(0);
      // A site that is not one is refused when recorded.
      expect(textOf(heal.reply)).toContain('A new day: Birdsong');
      const wrong = await g.play('@bob /orders record phases:"LT Enchanted Garden"');
      expect(textOf(wrong.reply)).toContain('there is no site \\"Enchanted Garden\\"');
    } finally {
      await g.database.close();
    }
  });

  it('with no site he found in his clearing there is no roll; the Dwarf opens the Vault with his T strength; the Cairns cost an asterisk', async () => {
    // The monster roll 6; the turn order's die 0; the Dwarf's LOCATE 4, 2 → 4 (the Vault) and LOOT 1, 1; the Amazon's
    // LOCATE 4, 3 → 4 (the Cairns) and LOOT 6, 6 → 6; the next day's monster roll and order.
    const g = await twoCharacters([6, 0, 4, 2, 1, 1, 4, 3, 6, 6, 6, 0]);
    try {
      // The Vault (clearing 3 of its tile) on the Dwarf's tile, the Cairns (clearing 5) on the Amazon's; the Lair is
      // on L, face down: nobody has discovered it.
      await g.play('@gm /board piece label:Vault at:CG kind:chit');
      await g.play('@gm /board piece label:Dwarf at:CG3 kind:character owner:@carol');
      await g.play('@gm /board piece label:Cairns at:DW kind:chit');
      await g.play('@gm /board piece label:Amazon at:DW5 kind:character owner:@bob');
      await g.play('@bob /orders record phases:"L, LT"');
      await g.play('@carol /orders record phases:"L, LT"');
      const day = await g.play('@gm /day next anyway:true');
      // The Vault must be opened (Lost Keys, or T strength): the Dwarf's FIGHT T chits open it, and it stays open.
      expect(textOf(day.reply)).toContain('LOOT at the Vault (he opens it: it stays open): 1, 1 → 1: he takes the card 1 from the top');
      expect(playOf(await state(g)).setUpCard!.boxes.Vault!.opened).toBe(true);
      // The Cairns hold 1 large and 6 small treasures: a 6 takes the sixth.
      expect(textOf(day.reply)).toContain('LOOT at the Cairns: 6, 6 → 6: she takes the card 6 from the top');
      expect(day.direct.filter((d) => d.to === 'bob').map((d) => JSON.stringify(d.message)).join()).toContain('**fatigue 1*** (searching the Cairns)');
      await g.play('@gm /board piece label:Lair at:L kind:chit seen:gm');
      await g.play('@gm /board piece label:Amazon at:L3 kind:character owner:@bob');
      expect(textOf(day.reply)).toContain('A new day: Birdsong');
      expect((await g.play('@bob /orders record phases:"LT"')).ok).toBe(true);
      const none = await g.play('@gm /day next anyway:true');
      expect(textOf(none.reply)).toContain('LOOT: no site she has discovered in her clearing, so nothing to loot');
    } finally {
      await g.database.close();
    }
  });
});
