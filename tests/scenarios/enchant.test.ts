import { describe, expect, it } from 'vitest';
import { cardFor, kitOf, sheetOf } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { boardOf } from '../../src/engine/rulesets/magic-realm/board/access.js';
import { placedTile } from '../../src/engine/rulesets/magic-realm/map/board.js';
import { checkCast } from '../../src/engine/rulesets/magic-realm/magic/casting.js';
import { playColourChit } from '../../src/engine/rulesets/magic-realm/magic/colour-chits.js';
import { magicMomentAt } from '../../src/engine/rulesets/magic-realm/magic/moment.js';
import { colourSources } from '../../src/engine/rulesets/magic-realm/magic/colour.js';
import { spellNamed } from '../../src/engine/rulesets/magic-realm/magic/spells.js';
import { characterClearing } from '../../src/engine/rulesets/magic-realm/play/access.js';
import { enchantExamplesFor } from '../../src/engine/rulesets/magic-realm/orders/view.js';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * MP-1 (seed 001 l.7): the day's ENCHANT phases — a MAGIC chit into a colour chit, the tile he stands in turned over.
 * The Witch (bob: MAGIC VIII4*, V6*, II3*, V5*, II3*, V4*, II2*, VIII2*) and the Wizard (carol: MAGIC II4*, IV4*,
 * II3*, III3*, IV3*) on the original board, apart (no combat at Evening).
 */
async function witchAndWizard(dice: number[], at: { witch?: string; wizard?: string; carol?: string } = {}) {
  const c = await recordingConsole([...SET_UP_DICE, ...dice]);
  const carol = at.carol ?? 'Wizard';
  await playAllOk(c.play, [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Witch',
    `@carol /game join character:${carol}`,
    '@gm /board layout layout:original-20',
    `@gm /board piece label:Witch at:${at.witch ?? 'LW4'} kind:character owner:@bob`,
    `@gm /board piece label:${carol} at:${at.wizard ?? 'CV1'} kind:character owner:@carol`,
    // One map chit placed by hand: the start deals no others (nothing prowls).
    '@gm /board piece label:Altar at:L kind:chit',
    '@gm /game start',
  ]);
  const state = async () => (await c.session.services.store.channelGame('console'))!;
  const card = async (who: string) => cardFor(await state(), who, who)!;
  const told = (o: { direct: { to: string; message: unknown }[] }, to: string) => o.direct.filter((d) => d.to === to).map((d) => JSON.stringify(d.message)).join();
  return { ...c, state, card, told };
}

describe('ENCHANT a MAGIC chit (MP-1): it becomes a colour chit of its type’s colour', () => {
  it('the Witch’s MAGIC V4* becomes black magic; the table learns only that a chit was enchanted', async () => {
    // The monster roll 6; the turn order's draw 0; her HIDE 1, 1.
    const g = await witchAndWizard([6, 0, 1, 1]);
    try {
      const recorded = await g.play('@bob /orders record phases:"E MAGIC V4*, H"');
      expect(recorded.ok, textOf(recorded.reply)).toBe(true);
      await g.play('@carol /orders record phases:"B"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('**E MAGIC, H**');
      expect(textOf(day.reply)).toContain('ENCHANT: she enchants one of her MAGIC chits into colour magic');
      // The day did not stop for the GM: it ran on to the next Birdsong.
      expect(textOf(day.reply)).toContain('A new day: Birdsong');
      // Secret: the channel never learns which chit, nor its colour.
      expect(publicText(day)).not.toMatch(/V4|black/);
      expect(g.told(day, 'bob')).toContain('Your **MAGIC V4*** is enchanted into **black** magic');
      expect(g.told(day, 'carol')).toBe('');
      const card = await g.card('bob');
      expect(card.chits![9]).toMatchObject({ label: 'MAGIC V4*', state: 'active', colour: 'black' });
      expect(card.chits!.filter((c) => c.colour)).toHaveLength(1);
      // /log tells it to her and the GM; Carol's log says only that a chit was enchanted.
      const bobLog = textOf((await g.play('@bob /log')).reply);
      expect(bobLog).toContain('Witch: her MAGIC V4* is enchanted into black magic: a colour chit until she plays it');
      expect(textOf((await g.play('@gm /log')).reply)).toContain('her MAGIC V4* is enchanted into black magic');
      const carolLog = textOf((await g.play('@carol /log page:1')).reply) + textOf((await g.play('@carol /log page:2')).reply);
      expect(carolLog).toContain('Witch: E MAGIC, H');
      expect(carolLog).not.toMatch(/V4|black/);
    } finally {
      await g.database.close();
    }
  });

  it('used the next day: checkCast takes it as her colour source (day 2: no colour of the month), and played it reverts and fatigues', async () => {
    // Day 1: the monster roll 6, the turn order 0. Day 2: the monster roll 6, the turn order 0.
    const g = await witchAndWizard([6, 0, 6, 0]);
    try {
      await g.play('@bob /orders record phases:"E MAGIC V4*"');
      await g.play('@carol /orders record phases:"B"');
      await g.play('@gm /day next anyway:true');
      // Day 2's Birdsong: the colour chit lasts (neither Midnight nor Birdsong turns it back).
      const state = await g.state();
      const kit = kitOf(state, 'bob')!;
      const sheet = sheetOf(state, 'bob', kit)!;
      expect(sheet.colourChits).toEqual([{ chit: 9, colour: 'black' }]);
      // A type II black spell cast with her MAGIC II3* (chit 5): black only from her colour chit (day 2, LW4 normal).
      const spell = { ...spellNamed('Fiery Blast')!, type: 'II' as const, colour: 'black' };
      const moment = magicMomentAt(state, 'bob', characterClearing(state, 'bob'));
      expect(moment.day).toBe(2);
      const cast = checkCast({ kit, chits: sheet.chits, treasures: sheet.treasures, colourChits: sheet.colourChits!, spell, means: { chit: 5 }, moment, timesToBeat: [] });
      expect(cast.colour).toEqual([{ kind: 'chit', colour: 'black', chit: 9 }]);
      expect(cast.fatigueNow).toEqual([9]);
      // MP-11 (seed 001 l.27): played, it reverts to an ordinary MAGIC chit and fatigues.
      const after = playColourChit(sheet, 9);
      expect(after.colourChits).toBeUndefined();
      expect(after.chits[9]).toBe('fatigued');
      // Without the colour chit, no black is present: the cast is refused, and the hint says to enchant one.
      expect(() => checkCast({ kit, chits: sheet.chits, treasures: sheet.treasures, spell, means: { chit: 5 }, moment, timesToBeat: [] })).toThrow('needs black magic; present for her: none');
    } finally {
      await g.database.close();
    }
  });

  it('/gm undo takes the enchantment back: her chit is an ordinary MAGIC chit again', async () => {
    const g = await witchAndWizard([6, 0]);
    try {
      await g.play('@bob /orders record phases:"E MAGIC V4*"');
      await g.play('@carol /orders record phases:"B"');
      await g.play('@gm /day next anyway:true');
      expect((await g.card('bob')).chits![9]!.colour).toBe('black');
      const undone = await g.play('@gm /gm undo');
      expect(undone.ok, textOf(undone.reply)).toBe(true);
      expect(publicText(undone)).not.toMatch(/V4|black/);
      expect((await g.card('bob')).chits![9]!.colour).toBeUndefined();
    } finally {
      await g.database.close();
    }
  });
});

describe('ENCHANT refused at record, privately, saying how to do it right', () => {
  it('a type VIII chit, a fatigued chit, the same chit twice, a tile with no colour of her chits: each with her own examples', async () => {
    const g = await witchAndWizard([]);
    try {
      // What the autocomplete offers her: each chit she may enchant, no tile (no black, no grey here today) — each taken.
      const offers = enchantExamplesFor(await g.state(), 'bob');
      expect(offers).toEqual(['E MAGIC V6*', 'E MAGIC II3*', 'E MAGIC V5*', 'E MAGIC V4*', 'E MAGIC II2*']);
      for (const o of offers) expect((await g.play(`@bob /orders record phases:"${o}"`)).ok).toBe(true);
      const viii = await g.play('@bob /orders record phases:"E MAGIC VIII4*"');
      expect(viii.ok).toBe(false);
      expect(viii.reply.ephemeral).toBe(true);
      expect(textOf(viii.reply)).toContain('MAGIC VIII4* is type VIII: only MAGIC chits of types I–V are enchanted into colour');
      expect(textOf(viii.reply)).toContain('\\"E MAGIC V6*\\", \\"E MAGIC II3*\\"');
      // Each example the hint gives is accepted.
      expect((await g.play('@bob /orders record phases:"E MAGIC V6*"')).ok).toBe(true);
      expect((await g.play('@bob /orders record phases:"E MAGIC II3*, E MAGIC II3*"')).ok).toBe(true);
      const thrice = await g.play('@bob /orders record phases:"E MAGIC II3*, E MAGIC II3*, E MAGIC II3*"');
      expect(textOf(thrice.reply)).toContain('her MAGIC II3* is enchanted into grey already: only an active MAGIC chit is enchanted');
      // A fatigued chit.
      await g.play('@gm /character chit player:@bob chit:"MAGIC V4*" state:fatigued');
      const tired = await g.play('@bob /orders record phases:"E MAGIC V4*"');
      expect(tired.ok).toBe(false);
      expect(textOf(tired.reply)).toContain('her MAGIC V4* is fatigued: only an active MAGIC chit is enchanted');
      // The tile: day 1, the Linden Woods on its normal side, no item: no black, no grey present for her.
      const tile = await g.play('@bob /orders record phases:"E TILE"');
      expect(tile.ok).toBe(false);
      expect(textOf(tile.reply)).toContain('to enchant her tile the Witch needs colour magic of a ritual chit');
      expect(textOf(tile.reply)).toContain('present for her in LW4: none');
      expect(textOf(tile.reply)).toContain('first enchant another MAGIC chit of that type into a colour chit');
      // The Wizard holds a chit of another print: none of hers.
      expect(textOf((await g.play('@bob /orders record phases:"E MOVE M5"')).reply)).toContain('the Witch has no chit \\"MOVE M5\\"');
    } finally {
      await g.database.close();
    }
  });

  it('the Amazon has no MAGIC chit of type I–V: nothing to enchant, chit or tile', async () => {
    const g = await witchAndWizard([], { carol: 'Amazon' });
    try {
      const chit = await g.play('@carol /orders record phases:"E MOVE M4"');
      expect(chit.ok).toBe(false);
      expect(textOf(chit.reply)).toContain('only a MAGIC chit is enchanted into colour, not MOVE M4');
      expect(textOf(chit.reply)).toContain('the Amazon has no active MAGIC chit of type I–V to enchant: record another phase');
      const tile = await g.play('@carol /orders record phases:"E TILE"');
      expect(textOf(tile.reply)).toContain('the Amazon has no active MAGIC chit of type I–V: a tile is enchanted with one');
    } finally {
      await g.database.close();
    }
  });
});

describe('ENCHANT the tile (MP-1): turned over for everyone, its paths and colour with it', () => {
  it('the Witch enchants her MAGIC V6* into black, then turns the Linden Woods over with her MAGIC V4* and that black chit, which reverts and fatigues', async () => {
    // Day 1: the monster roll 6, the turn order 0. Day 2: the monster roll 6, the turn order 0.
    const g = await witchAndWizard([6, 0, 6, 0]);
    try {
      // On the normal side LW4 leads only to LW2: LW5 is not a move from here.
      expect((await g.play('@bob /orders record phases:"M LW5"')).ok).toBe(false);
      expect((await g.play('@bob /orders record phases:"E MAGIC V6*, E TILE MAGIC V4*"')).ok).toBe(true);
      await g.play('@carol /orders record phases:"B"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('**E MAGIC, E TILE**');
      expect(textOf(day.reply)).toContain('ENCHANT: the Linden Woods (LW) is turned to its enchanted side');
      expect(publicText(day)).not.toMatch(/V6|V4|black/);
      expect(g.told(day, 'bob')).toContain('You turned **LW** to its enchanted side with your MAGIC V4* and black magic.');
      expect(g.told(day, 'bob')).toContain('Your **black** colour chit (MAGIC V6*) was played: it is a MAGIC chit again, fatigued.');
      const state = await g.state();
      expect(placedTile(boardOf(state).tiles, 'LW')!.side).toBe('enchanted');
      // Pieces stay in their clearings by number.
      expect(characterClearing(state, 'bob')).toBe('LW4');
      // Her MAGIC V6* played: fatigued, no longer colour; her ritual MAGIC V4* does not fatigue.
      const card = await g.card('bob');
      expect(card.chits![4]).toMatchObject({ label: 'MAGIC V6*', state: 'fatigued' });
      expect(card.chits![4]!.colour).toBeUndefined();
      expect(card.chits![9]).toMatchObject({ label: 'MAGIC V4*', state: 'active' });
      // The board's log line, public.
      expect(textOf((await g.play('@carol /log page:1')).reply) + textOf((await g.play('@carol /log page:2')).reply)).toContain('LW is turned to its enchanted side');
      // Routes change for everyone: LW4–LW5 is a path now (and LW4–LW2 is not).
      expect((await g.play('@bob /orders record phases:"M LW5"')).ok).toBe(true);
      expect((await g.play('@bob /orders record phases:"M LW2"')).ok).toBe(false);
      // Colour magic too: the enchanted Linden Woods' gold is present for anyone there.
      expect(colourSources(magicMomentAt(state, 'carol', 'LW2'))).toContainEqual({ kind: 'tile', colour: 'gold', clearing: 'LW2' });
    } finally {
      await g.database.close();
    }
  });

  it('the Wizard in the enchanted Linden Woods: gold from the clearing with his MAGIC III3* (nothing fatigues), and it turns back', async () => {
    // The monster roll 6; the turn order 0 (the Wizard first).
    const g = await witchAndWizard([6, 0], { witch: 'CV1', wizard: 'LW2' });
    try {
      await g.play('@gm /board enchant tile:LW');
      expect((await g.play('@carol /orders record phases:"E TILE"')).ok).toBe(true);
      await g.play('@bob /orders record phases:"B"');
      const day = await g.play('@gm /day next anyway:true');
      expect(textOf(day.reply)).toContain('ENCHANT: the Linden Woods (LW) is turned back to its normal side');
      expect(g.told(day, 'carol')).toContain('You turned **LW** back to its normal side with your MAGIC III3* and gold magic.');
      expect(g.told(day, 'carol')).not.toContain('colour chit');
      const state = await g.state();
      expect(placedTile(boardOf(state).tiles, 'LW')!.side).toBe('normal');
      expect((await g.card('carol')).chits!.every((c) => c.state === 'active')).toBe(true);
    } finally {
      await g.database.close();
    }
  });
});
