import { describe, expect, it } from 'vitest';
import { cardFor } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * Issue 13: READ RUNES, MAGIC SIGHT and curses. The Wizard (bob: MAGIC II, IV, II, III, IV) and the Amazon (carol: no
 * MAGIC chit) on the original board; the Altar (site of clearing 1: core-tables appearance chart) on the Ledges,
 * face up and discovered by nobody. The turn order's one draw (0) puts the Amazon first.
 */
async function atTheAltar(dice: number[]) {
  const c = await recordingConsole([...SET_UP_DICE, ...dice]);
  await playAllOk(c.play, [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Wizard',
    '@carol /game join character:Amazon',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Wizard at:L1 kind:character owner:@bob',
    '@gm /board piece label:Amazon at:L1 kind:character owner:@carol',
    '@gm /board piece label:Altar at:L kind:chit',
    '@gm /game start',
  ]);
  const state = async () => (await c.session.services.store.channelGame('console'))!;
  const card = async (who: string) => cardFor(await state(), who, who)!;
  const altar = async () => [...(playOf(await state()).setUpCard!.boxes.Altar!.spells ?? [])];
  const told = (o: { direct: { to: string; message: unknown }[] }, to: string) => o.direct.filter((d) => d.to === to).map((d) => JSON.stringify(d.message)).join();
  return { ...c, state, card, altar, told };
}

describe('READ RUNES (core-tables read_runes: the top spell of a discovered spell site)', () => {
  it('a 2 learns and awakens the top spell (type III, which his MAGIC III reads); a 4 awakens the next; the table never learns which', async () => {
    // The monster roll 6; the turn order's die 0; the Amazon records nothing; the Wizard's LOCATE 4, 1 → 4 (he
    // discovers the Altar), READ RUNES 2 → 2, READ RUNES 4 → 4 (the Wizard reads runes with one die: level 2).
    const g = await atTheAltar([6, 0, 4, 1, 2, 4]);
    try {
      const [third, second] = await g.altar();
      expect((await g.play('@bob /orders record phases:"L, RR, RR"')).ok).toBe(true);
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('READ RUNES at the Altar: 2 (one die: Wizard) → 2: Learn and awaken: he learns the spell');
      expect(textOf(day.reply)).toContain('READ RUNES at the Altar: 4 (one die: Wizard) → 4: Awaken only');
      // Each awakened spell went to the bottom: the type III, then the type II.
      expect(await g.altar()).toEqual([third, second]);
      expect((await g.card('bob')).spells).toEqual([third]);
      expect(g.told(day, 'bob')).toContain(`At the Altar you read the **${third}** (type III`);
      expect(g.told(day, 'bob')).toContain(`At the Altar you read the **${second}** (type II`);
      for (const spell of [third!, second!]) expect(publicText(day)).not.toContain(spell);
      expect(g.told(day, 'carol')).toBe('');
    } finally {
      await g.database.close();
    }
  });

  it('the Amazon has no MAGIC chit: a 1 awakens the spell and she cannot learn it; without a site found there is no roll', async () => {
    // The monster roll 6; order 0; the Amazon's READ RUNES (no site found: no roll), LOCATE 4, 4 → 4, READ RUNES 1, 1.
    const g = await atTheAltar([6, 0, 4, 4, 1, 1]);
    try {
      const [top, next] = await g.altar();
      await g.play('@carol /orders record phases:"RR, L, RR"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('READ RUNES: no spell site she has discovered in her clearing, so nothing to read');
      expect(textOf(day.reply)).toContain('READ RUNES at the Altar: 1, 1 → 1: Learn and awaken: the spell is awakened, and she cannot learn it');
      expect((await g.card('carol')).spells).toEqual([]);
      expect(await g.altar()).toEqual([next, top]);
    } finally {
      await g.database.close();
    }
  });

  it('a 5 curses him: the Curse table (3: Wither fatigues his asterisked chits; 1: Eyemist forbids searching); the Chapel lifts his curses', async () => {
    // The monster roll 6; order 0; the Wizard's LOCATE 4, 1; READ RUNES 5 (one die) → 5, Curse 3, 1 → 3 (Wither); READ
    // RUNES 5 → 5, Curse 1, 1 → 1 (Eyemist); the third READ RUNES is barred; the next day's monster roll and order;
    // the day after's monster roll and order.
    const g = await atTheAltar([6, 0, 4, 1, 5, 3, 1, 5, 1, 1, 6, 0, 6, 0]);
    try {
      await g.play('@bob /orders record phases:"L, RR, RR, RR"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('READ RUNES at the Altar: 5 (one die: Wizard) → 5: Curse: roll on the Curse table — Curse table: 3, 1 → 3: Wither');
      expect(textOf(day.reply)).toContain('Curse table: 1, 1 → 1: Eyemist');
      expect(textOf(day.reply)).toContain('RR: nothing — his curse Eyemist forbids it');
      const card = await g.card('bob');
      expect(card.curses).toEqual(['Wither', 'Eyemist']);
      // Wither: every active chit with an asterisk is fatigued; the others stay active.
      expect(card.chits!.filter((c) => c.effort > 0).every((c) => c.state === 'fatigued')).toBe(true);
      expect(card.chits!.filter((c) => c.effort === 0).every((c) => c.state === 'active')).toBe(true);
      // Everyone sees his curses.
      expect(cardFor(await g.state(), 'bob', 'carol')!.curses).toEqual(['Wither', 'Eyemist']);
      // The Wizard and the Amazon share L1: their combat begins at Evening (issue 14); the GM ends it.
      expect((await g.play('@gm /combat end')).ok).toBe(true);
      await g.play('@gm /day next anyway:true');
      const refused = await g.play('@bob /orders record phases:"L"');
      expect(refused.ok).toBe(false);
      expect(textOf(refused.reply)).toContain("Wizard's curse Eyemist forbids LOCATE (L)");
      // A day begun in the Chapel's clearing lifts every curse.
      await g.play('@gm /board piece label:Chapel at:L1 kind:dwelling');
      await g.play('@bob /orders record phases:"B"');
      // Day 2 runs to its Evening (the two of them in L1: their combat, which the GM ends), then Midnight and the new day.
      await g.play('@gm /day next anyway:true');
      expect((await g.play('@gm /combat end')).ok).toBe(true);
      expect(textOf((await g.play('@gm /day next')).reply)).toContain('A new day: Birdsong');
      expect((await g.card('bob')).curses).toBeUndefined();
      expect((await g.play('@bob /orders record phases:"L"')).ok).toBe(true);
    } finally {
      await g.database.close();
    }
  });
});

describe('MAGIC SIGHT (core-tables magic_sight), with the Phantom Glass', () => {
  it('its other rows, and READ RUNES 3 and 6: counters (none in the Altar), discover chits, nothing; learn, nothing', async () => {
    // Day 1: the monster roll 6, order 0; MAGIC SIGHT 5, 5 → 5 (he discovers the Altar: with Magic Sight he may not
    // LOCATE); MAGIC SIGHT 2, 1 → 2; MAGIC SIGHT 6, 3 → 6. Day 2: the monster roll 6, order 0; READ RUNES 3 (one die:
    // the Wizard) → 3; READ RUNES 6 → 6.
    const g = await atTheAltar([6, 0, 5, 5, 2, 1, 6, 3, 6, 0, 3, 6]);
    try {
      await g.play('@gm /character give player:@bob item:"Phantom Glass"');
      const [top] = await g.altar();
      expect((await g.play('@bob /orders record phases:"MS, MS, MS"')).ok).toBe(true);
      const first = await g.play('@gm /day next anyway:true');
      expect((await g.play('@gm /combat end')).ok).toBe(true);
      await g.play('@gm /day next');
      expect((await g.play('@bob /orders record phases:"RR, RR"')).ok).toBe(true);
      const second = await g.play('@gm /day next anyway:true');
      const text = textOf(first.reply) + textOf(second.reply);
      expect(text).toContain('MAGIC SIGHT: 2, 1 → 2: Counters: at the Altar there is none to take');
      expect(text).toContain('MAGIC SIGHT: 5, 5 → 5: Discover chits: finds sites');
      expect(text).toContain('MAGIC SIGHT: 6, 3 → 6: Nothing');
      expect(text).toContain('READ RUNES at the Altar: 3 (one die: Wizard) → 3: Learn and awaken: he learns the spell');
      expect(text).toContain('READ RUNES at the Altar: 6 (one die: Wizard) → 6: Nothing');
      expect((await g.card('bob')).spells).toEqual([top]);
    } finally {
      await g.database.close();
    }
  });

  it('is refused without the Phantom Glass; a 4 perceives the spells of the Altar and he learns one he can, unawakened', async () => {
    // The monster roll 6; order 0; the Wizard's MAGIC SIGHT 5, 5 → 5 (discover chits); MAGIC SIGHT 4, 2 → 4.
    const g = await atTheAltar([6, 0, 5, 5, 4, 2]);
    try {
      const refused = await g.play('@bob /orders record phases:"MS"');
      expect(refused.ok).toBe(false);
      expect(textOf(refused.reply)).toContain('Wizard has no Magic Sight: MAGIC SIGHT (MS) needs the Phantom Glass');
      await g.play('@gm /character give player:@bob item:"Phantom Glass"');
      const spells = await g.altar();
      // core-tables magic_sight: with Magic Sight he must search with it "instead of Peer, Locate and Loot".
      const locate = await g.play('@bob /orders record phases:"L, MS"');
      expect(locate.ok).toBe(false);
      expect(textOf(locate.reply)).toContain('Wizard has Magic Sight (the Phantom Glass): he must search with MAGIC SIGHT instead of PEER, LOCATE and LOOT, so not LOCATE (L)');
      expect((await g.play('@bob /orders record phases:"MS, MS"')).ok).toBe(true);
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('MAGIC SIGHT: 4, 2 → 4: Perceive spell: he looks at the spells of the Altar and learns one');
      expect((await g.card('bob')).spells).toEqual([spells[0]]);
      // Perceived, not awakened: the Altar's pile is as it was.
      expect(await g.altar()).toEqual(spells);
      expect(publicText(day)).not.toContain(spells[0]!);
    } finally {
      await g.database.close();
    }
  });

  it('a 3 takes the topmost treasure card of the discovered site; a 1 takes the row he wrote (MS/P2: clues and hidden paths)', async () => {
    // The monster roll 6; order 0; the Wizard's MAGIC SIGHT 5, 5 → 5 (discover chits); MAGIC SIGHT 3, 3 → 3; MAGIC
    // SIGHT 1, 1 → 1.
    const g = await atTheAltar([6, 0, 5, 5, 3, 3, 1, 1]);
    try {
      await g.play('@gm /character give player:@bob item:"Phantom Glass"');
      const pile = [...playOf(await g.state()).setUpCard!.boxes.Altar!.treasures];
      await g.play('@bob /orders record phases:"MS, MS, MS/P2"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('MAGIC SIGHT: 3, 3 → 3: Treasure cards: at the Altar he takes one');
      expect(textOf(day.reply)).toContain('MAGIC SIGHT: 1, 1 → 1: Choice: he takes Peer 2, finds clues and hidden paths');
      expect(playOf(await g.state()).setUpCard!.boxes.Altar!.treasures).toEqual(pile.slice(1));
      expect((await g.card('bob')).treasures).toContain(pile[0]);
      expect(g.told(day, 'bob')).toContain(`You take the **${pile[0]}** from the Altar`);
      expect(publicText(day)).not.toContain(pile[0]!);
    } finally {
      await g.database.close();
    }
  });
});
