import { describe, expect, it } from 'vitest';
import { cardFor } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { recordingConsole, publicText, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * Issue 13: the engine carries out the phases it knows in Daylight, with the rolls shown. The Amazon (bob) in BV5
 * and the Dwarf (carol) in CV1 on the original board, no Seasons and Weather; the turn order's one draw (0) puts
 * the Dwarf first.
 */
async function twoCharacters(dice: number[]) {
  // The set-up card's deal at /game start first, then each day's monster roll (6: row 6, none of it near them).
  const c = await recordingConsole([...SET_UP_DICE, ...dice]);
  for (const line of [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Amazon',
    '@carol /game join character:Dwarf',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
    '@gm /board piece label:Dwarf at:CV1 kind:character owner:@carol',
    '@gm /game start',
  ]) {
    const o = await c.play(line);
    expect(o.ok, `${line}: ${textOf(o.reply)}`).toBe(true);
  }
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
      const turn = day.events!.find((e) => e.type === 'mr.turn' && (e.payload as { userId: string }).userId === 'bob')!;
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
      expect(textOf(second.reply)).toContain('unhidden as his turn begins');
      expect((await g.card('bob')).hidden).toBe(false);
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
      expect(textOf(day.reply)).toContain('ALERT: his Short Sword is alerted');
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

  it('a Peer of 6 finds nothing, and a Choice stops the day for the GM', async () => {
    const g = await twoCharacters([6, 0, 6, 6, 6, 0, 1, 1]);
    try {
      await g.play('@bob /orders record phases:"P"');
      const nothing = await g.play('@gm /day next anyway:true');
      expect(textOf(nothing.reply)).toContain('PEER: 6, 6 → 6: nothing');
      expect(nothing.direct).toEqual([]);
      await g.play('@bob /orders record phases:"P"');
      const choice = await g.play('@gm /day next anyway:true');
      expect(textOf(choice.reply)).toContain('PEER: 1, 1 → 1: Choice');
      expect(choice.reply.content).toContain('<@bob> your turn: the GM resolves the Choice of his search');
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
        ['@gm /character give player:@bob item:"Great Sword"', /carries the Short Sword already/i],
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
      expect(textOf(last!.reply)).toContain('his last chit: he is dead');
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
      const start = await c.play('@gm /game start');
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
