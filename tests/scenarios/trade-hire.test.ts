import { describe, expect, it } from 'vitest';
import { cardFor } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { GameState } from '../../src/engine/core/state.js';
import { applyPlayEvent } from '../../src/engine/rulesets/magic-realm/play/evolve.js';
import { decidePlay } from '../../src/engine/rulesets/magic-realm/play/decide.js';
import { playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';
import type { PlayEvent } from '../../src/engine/rulesets/magic-realm/play/events.js';
import { HIRE_TERM } from '../../src/engine/rulesets/magic-realm/play/meeting.js';
import { parsePhases } from '../../src/engine/rulesets/magic-realm/orders/phases.js';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { engine } from '../../src/engine/parts.js';

/**
 * Issue 13, TRADE and HIRE: the Meeting table by relationship (core-tables "meeting"), rolled with forced dice in a
 * one-player game (no turn-order die; each Daylight's monster roll is 6, and nothing of row 6 is near). The Amazon (bob) in BV5 of the original board: Friendly with the Lancers,
 * Unfriendly with the Bashkars; 10 gold.
 */
async function amazon(options = '', extra: string[] = [], character = 'Amazon') {
  // The set-up card's deal at /game start.
  const c = await recordingConsole([...SET_UP_DICE]);
  await playAllOk(c.play, [
    `@gm /game create ruleset:magic-realm${options ? ` options:"${options}"` : ''}`,
    `@bob /game join character:"${character}"`,
    '@gm /board layout layout:original-20',
    `@gm /board piece label:"${character}" at:BV5 kind:character owner:@bob`,
    '@gm /board piece label:"Lancer HQ" at:BV5 kind:native',
    '@gm /board piece label:"Lancer 1" at:BV5 kind:native',
    '@gm /board piece label:"Bashkar HQ" at:BV5 kind:native',
    '@gm /game start chits:false',
    ...extra,
  ]);
  const game = async () => (await c.session.services.store.channelGame('console'))!;
  const card = async () => cardFor(await game(), 'bob', 'bob')!;
  /** The forced dice of the next day: its monster roll (6), then these. */
  const dice = (...values: number[]) => pushDice(c, [6, ...values]);
  return { ...c, card, game, dice };
}

/** The console's forced dice are given once; these tests give each day's dice by replacing the source's queue. */
function pushDice(c: Awaited<ReturnType<typeof recordingConsole>>, values: number[]): true {
  const next = forcedDice(values);
  Object.assign(c.dice, { int: next.int, remaining: next.remaining });
  return true;
}

/**
 * One day from Daylight to the next Birdsong: natives in his clearing stop the day at Evening (combat may come), so
 * the GM presses on until Birdsong. Everything shown, joined: the replies, the public text, the private messages.
 */
async function runDay(g: { play: (line: string) => Promise<import('../../src/console/session.js').LineOutcome> }) {
  const all = { reply: '', public: '', direct: '', to: [] as string[] };
  for (let i = 0; i < 5; i++) {
    const o = await g.play('@gm /day next anyway:true');
    expect(o.ok, textOf(o.reply)).toBe(true);
    all.reply += textOf(o.reply);
    all.public += publicText(o);
    all.direct += privateText(o);
    all.to.push(...o.direct.map((d) => d.to));
    if (textOf(o.reply).includes('A new day: Birdsong')) break;
  }
  return all;
}

/** A text as a reply's JSON shows it (quotes escaped). */
const shown = (s: string) => JSON.stringify(s).slice(1, -1);

const privateText = (o: { direct: { to: string; message: { content?: string; embeds: unknown[] } }[] }) => o.direct.map((d) => `${d.to}: ${textOf(d.message)}`).join('\n');

describe('TRADE: buying and selling at a native group in his clearing (core-tables meeting, commerce_optional)', () => {
  it('selling pays the price without a roll; a Friendly Opportunity rolls again on the Ally column, where Price x1 buys the item for its price', async () => {
    const g = await amazon();
    try {
      // What the set-up card's deal gave the Lancers.
      const dealt = [...(playOf(await g.game()).setUpCard?.boxes.Lancers?.treasures ?? [])];
      expect((await g.play('@bob /orders record phases:"T Lancers sell Shield"')).ok).toBe(true);
      g.dice();
      const sold = await runDay(g);
      expect(sold.direct).toContain('You sold the Shield to the Lancers for 7 gold: you have 17 gold.');
      expect((await g.card()).gold).toBe(17);
      expect((await g.card()).armour.map((a) => a.name)).toEqual(['Helmet', 'Breastplate']);
      expect(playOf(await g.game()).setUpCard?.boxes.Lancers?.treasures).toEqual([...dealt, 'Shield']);

      await g.play('@bob /orders record phases:"T Lancers buy Shield"');
      // Friendly 1, 1 → 1: Opportunity, roll again on the Ally column: 2, 1 → 2: Price x1.
      g.dice(1, 1, 2, 1);
      const bought = await runDay(g);
      expect(bought.reply).toContain('TRADE with the Lancers: friendly 1, 1 → 1: Opportunity; then ally 2, 1 → 2: Price x1; a deal was made');
      expect(bought.direct).toContain('You bought the Shield from the Lancers for 7 gold (Price x1): you have 10 gold.');
      expect((await g.card()).gold).toBe(10);
      expect((await g.card()).armour.map((a) => a.name)).toContain('Shield');
      expect(playOf(await g.game()).setUpCard?.boxes.Lancers?.treasures).toEqual(dealt);
      // Secrecy: the channel never learns the item, the price or his gold.
      for (const o of [sold, bought]) {
        expect(o.public).not.toMatch(/Shield|gold/);
        expect(o.to).toEqual(['bob']);
      }
      expect(bought.public).toContain('T Lancers');
    } finally {
      await g.database.close();
    }
  });

  it('SW-6 (000 2.33): a visitor trades only in his clearing — the Crone there buys his Shield; moved to another clearing, or off the board on a mission, she does not', async () => {
    const g = await amazon('', ['@gm /board piece label:Crone at:BV5 kind:visitor']);
    const ok = async (line: string) => expect((await g.play(line)).ok, line).toBe(true);
    try {
      await ok('@bob /orders record phases:"T Crone sell Shield"');
      g.dice();
      expect((await runDay(g)).direct).toContain('You sold the Shield to the Crone for 7 gold: you have 17 gold.');
      // The GM moves her to another clearing: no trade, nothing paid.
      await ok('@gm /board piece label:Crone at:CV1 kind:visitor');
      await ok('@bob /orders record phases:"T Crone sell Breastplate"');
      g.dice();
      const away = await runDay(g);
      expect(away.direct).not.toContain('You sold');
      expect((await g.card()).gold).toBe(17);
      expect((await g.card()).armour.map((a) => a.name)).toContain('Breastplate');
      // Taken off the board by a character carrying her to a destination (a mission): no trade either.
      await ok('@gm /board remove label:Crone');
      await ok('@bob /orders record phases:"T Crone sell Breastplate"');
      g.dice();
      expect((await runDay(g)).direct).not.toContain('You sold');
      expect((await g.card()).gold).toBe(17);
    } finally {
      await g.database.close();
    }
  });

  it('under the Ashes curse (laid by the GM) his gold is worthless: he may sell, never buy; lifted, he buys again', async () => {
    const g = await amazon('', ['@bob /orders record phases:"T Lancers sell Shield"']);
    try {
      const cursed = await g.play('@gm /character curse player:@bob curse:Ashes');
      expect(cursed.ok, textOf(cursed.reply)).toBe(true);
      expect((await g.card()).curses).toEqual(['Ashes']);
      g.dice();
      const sold = await runDay(g);
      expect(sold.direct).toContain('You sold the Shield to the Lancers for 7 gold: you have 17 gold.');
      await g.play('@bob /orders record phases:"T Lancers buy Shield"');
      // Friendly 2, 1 → 2: Price x2: 14 gold, which he has, worthless.
      g.dice(2, 1);
      const day = await runDay(g);
      expect(day.direct).toContain('The Lancers ask 14 gold for the Shield (Price x2), and you have 17, worthless under the Ashes curse: no deal.');
      expect((await g.card()).gold).toBe(17);
      expect((await g.play('@gm /character curse player:@bob curse:Ashes lift:true')).ok).toBe(true);
      expect((await g.card()).curses).toBeUndefined();
      const again = await g.play('@gm /character curse player:@bob curse:Ashes lift:true');
      expect(textOf(again.reply)).toContain('is not under the Ashes curse');
    } finally {
      await g.database.close();
    }
  });

  it('without the gold the purchase fails, with a sentence that says the price and his gold', async () => {
    const g = await amazon('', ['@bob /orders record phases:"T Lancers sell Shield"']);
    try {
      g.dice();
      await runDay(g);
      await g.play('@gm /character set player:@bob field:gold value:3');
      await g.play('@bob /orders record phases:"T Lancers buy Shield"');
      // Friendly 3, 2 → 3: Price x2: 14 gold.
      g.dice(3, 2);
      const day = await runDay(g);
      expect(day.reply).toContain('friendly 3, 2 → 3: Price x2; no deal');
      expect(day.direct).toContain('The Lancers ask 14 gold for the Shield (Price x2), and you have 3: no deal.');
      expect((await g.card()).gold).toBe(3);
      expect((await g.card()).armour.map((a) => a.name)).not.toContain('Shield');
    } finally {
      await g.database.close();
    }
  });

  it('the goods of a group come from the set-up card; BI-14 (knights-adjustment) makes the Black Knight Friendly with the Company: Price x2, not x1', async () => {
    // The set-up card is the game set-up's; here given directly to the state, as the set-up issue will fill it.
    for (const [options, price] of [['', 8], ['knights-adjustment', 16]] as const) {
      const c = await recordingConsole([...SET_UP_DICE]);
      try {
        for (const line of [
          `@gm /game create ruleset:magic-realm${options ? ` options:${options}` : ''}`,
          '@bob /game join character:\"Black Knight\"',
          '@gm /board layout layout:original-20',
          '@gm /board piece label:"Black Knight" at:BV5 kind:character owner:@bob',
          '@gm /board piece label:"Company HQ" at:BV5 kind:native',
          '@gm /game start chits:false',
          '@gm /character set player:@bob field:gold value:20',
          '@bob /orders record phases:"T Company buy Power Boots"',
        ]) expect((await c.play(line)).ok, line).toBe(true);
        const stored = (await c.session.services.store.channelGame('console'))!;
        const state: GameState = { ...stored, play: { ...playOf(stored), setUpCard: { boxes: { Company: { treasures: ['Power Boots'], denizens: [] } } } } };
        // The monster roll 6; Ally 2, 1 → 2: Price x1 (8 gold); Friendly 2, 1 → 2: Price x2 (16 gold).
        const events = decidePlay(state, { type: 'play.advance', actor: { id: 'gm', name: 'gm' }, through: true }, forcedDice([6, 2, 1]), engine.context) as PlayEvent[];
        const after = events.reduce(applyPlayEvent, state);
        const dealt = events.find((e) => e.type === 'play.dealt')!;
        expect(dealt.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
        expect((dealt.payload as { lines: string[] }).lines[0]).toBe(`You bought the Power Boots from the Company for ${price} gold (Price x${price / 8}): you have ${20 - price} gold.`);
        expect(playOf(after).characters.bob!.gold).toBe(20 - price);
        expect(playOf(after).sheets!.bob!.treasures).toEqual(['Power Boots']);
        expect(playOf(after).setUpCard!.boxes.Company!.treasures).toEqual([]);
        // The public turn names the group, never the item.
        const turn = events.find((e) => e.type === 'play.turn')!;
        expect(JSON.stringify(turn.payload)).not.toContain('Boots');
      } finally {
        await c.database.close();
      }
    }
  });

  it("the roller's modifiers (roll-modifiers.ts): the White Knight's −1 on a meeting roll shows, and reads one row lower", async () => {
    const g = await amazon('', [], 'White Knight');
    try {
      await g.play('@bob /orders record phases:"HR Lancers"');
      // 4, 3 → 4, −1 (White Knight, level 4) → 3.
      g.dice(4, 3);
      const day = await runDay(g);
      expect(day.reply).toMatch(/HIRE the Lancers: \w+ 4, 3 \(−1 White Knight\) → 3: /);
    } finally {
      await g.database.close();
    }
  });

  it('refuses at recording time a deal written wrong, saying how to write it', () => {
    expect(() => parsePhases('T')).toThrow(/needs the group/);
    expect(() => parsePhases('T Lancers Shield')).toThrow(/say buy or sell/);
    expect(() => parsePhases('T Elves buy Shield')).toThrow(/neither a native group nor a visitor/);
    expect(() => parsePhases('T Lancers buy Excalibur')).toThrow(/no belonging with a price/);
    expect(() => parsePhases('HR Crone')).toThrow(/visitors are not hired/);
    expect(parsePhases('t lancer buy shield, H, HR bashkars')).toEqual([
      { activity: 'trade', code: 'T', target: 'Lancers buy Shield' },
      { activity: 'hide', code: 'H' },
      { activity: 'hire', code: 'HR', target: 'Bashkars' },
    ]);
  });
});

describe('Block/Battle and BI-6 on the Meeting table', () => {
  it('an Unfriendly 6 is Block/Battle: he is blocked (no more phases), unhidden, and the group is marked to battle him this Evening', async () => {
    const g = await amazon();
    try {
      await g.play('@bob /orders record phases:"H, HR Bashkars, H"');
      // HIDE 1, 1: hidden; the Bashkars (Unfriendly) 6, 2 → 6: Block/Battle.
      g.dice(1, 1, 6, 2);
      // The day stops at Evening (combat may come): the Bashkars are marked to battle him.
      const evening = await g.play('@gm /day next anyway:true');
      expect(playOf(await g.game()).battling).toEqual({ bob: ['Bashkars'] });
      expect(textOf(evening.reply)).toContain('HIRE the Bashkars: unfriendly 6, 2 → 6: Block/Battle; Block/Battle: she is blocked, and they battle her this evening');
      expect(textOf(evening.reply)).toContain('blocked by the Bashkars in BV5 after her HR phase: no more phases today');
      // Unhidden: he was hiring when they blocked him.
      expect((await g.card()).hidden).toBe(false);
      // Issue 30: the Bashkars fight her at Evening; the GM ends that combat, and the next day begins without the mark.
      expect((await g.play('@gm /combat end')).ok).toBe(true);
      await runDay(g);
      expect(playOf(await g.game()).battling).toBeUndefined();
    } finally {
      await g.database.close();
    }
  });

  it('BI-6 (expanded-meetings): a Friendly Opportunity is taken as the 2 of its column (Price x2); without the option it rolls again on the Ally column', async () => {
    const on = await amazon('expanded-meetings');
    try {
      await on.play('@bob /orders record phases:"HR Lancers"');
      on.dice(1, 1);
      const day = await runDay(on);
      expect(day.reply).toContain(shown('friendly 1, 1 → 1: Opportunity, taken as the "2" (BI-6): Price x2; hired Lancer HQ, Lancer 1'));
      // The wage: the two Lancers' wages (2 + 2) times 2.
      expect(day.direct).toContain('for 8 gold (Price x2 of 4): you have 2 gold');
    } finally {
      await on.database.close();
    }
    const off = await amazon();
    try {
      await off.play('@bob /orders record phases:"HR Lancers"');
      off.dice(1, 1, 2, 2);
      const day = await runDay(off);
      expect(day.reply).toContain('friendly 1, 1 → 1: Opportunity; then ally 2, 2 → 2: Price x1; hired Lancer HQ, Lancer 1');
      expect(day.direct).toContain('for 4 gold (Price x1 of 4): you have 6 gold');
    } finally {
      await off.database.close();
    }
  });
});

describe('HIRE: the wage, the term of hire counted down at Midnight', () => {
  it(`hires the group for its wage; they are his for ${HIRE_TERM} days, counted down at Midnight, and leave at 0`, async () => {
    const g = await amazon();
    try {
      await g.play('@bob /orders record phases:"HR Lancers"');
      // Friendly 4, 1 → 4: Price x3: (2 + 2) × 3 = 12 gold; he has 10.
      g.dice(4, 1);
      const poor = await runDay(g);
      expect(poor.direct).toContain('The Lancers ask 12 gold (Price x3 of 4), and you have 10: no deal.');
      await g.play('@bob /orders record phases:"HR Lancers"');
      // Friendly 2, 2 → 2: Price x2: 8 gold.
      g.dice(2, 2);
      const hired = await runDay(g);
      expect(hired.reply).toContain('HIRE the Lancers: friendly 2, 2 → 2: Price x2; hired Lancer HQ, Lancer 1');
      expect(hired.public).not.toMatch(/gold/);
      expect((await g.card()).gold).toBe(2);
      const owners = async () => (await g.game()).board!.pieces.filter((p) => p.kind === 'native').map((p) => `${p.label}:${p.owner ?? '-'}`);
      expect(await owners()).toEqual(['Lancer HQ:bob', 'Lancer 1:bob', 'Bashkar HQ:-']);
      // The day of the hire ended at that Midnight: 13 days left.
      expect(playOf(await g.game()).hirelings).toEqual({ bob: [{ group: 'Lancers', natives: ['Lancer HQ', 'Lancer 1'], days: HIRE_TERM - 1 }] });
      // Nobody else may hire them now: they are not for hire.
      let days = 0;
      let told = '';
      while (playOf(await g.game()).hirelings?.bob && days < 20) {
        g.dice();
        told += (await runDay(g)).public;
        days++;
      }
      expect(days).toBe(HIRE_TERM - 1);
      expect(told).toContain("The Lancers (Lancer HQ, Lancer 1) leave Amazon's service: their term of hire is over.");
      expect(await owners()).toEqual(['Lancer HQ:-', 'Lancer 1:-', 'Bashkar HQ:-']);
    } finally {
      await g.database.close();
    }
  });
});
