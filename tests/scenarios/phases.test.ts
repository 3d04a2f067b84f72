import { describe, expect, it } from 'vitest';
import { cardFor } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { recordingConsole, publicText, textOf } from '../helpers/console.js';

/**
 * Issue 13: the engine carries out the phases it knows in Daylight, with the rolls shown. The Amazon (bob) in BV5
 * and the Dwarf (carol) in CV1 on the original board, no Seasons and Weather; the turn order's one draw (0) puts
 * the Dwarf first.
 */
async function twoCharacters(dice: number[]) {
  const c = await recordingConsole(dice);
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
    const g = await twoCharacters([0, 2, 5]);
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
    const g = await twoCharacters([0, 6, 1, 0]);
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
    const g = await twoCharacters([0]);
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
    const g = await twoCharacters([0]);
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
    const g = await twoCharacters([0, 3, 2, 0]);
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
    const g = await twoCharacters([0, 6, 6, 0, 1, 1]);
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
