import { describe, expect, it } from 'vitest';
import { magicOfTheDay } from '../../src/engine/rulesets/magic-realm/magic/today.js';
import { playAllOk, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * MP-2 (001 l.25: "Color magic can come from the day of the month"): the Birdsong of a day that brings colour magic
 * says so to the table — without Seasons and Weather the PERSONAL HISTORY colours of days 7, 14, 21 and 28 (white
 * and black on the 7th); with them, the season's 7th-day colour instead (SW-2). The casting rules read the same
 * (magic/today.ts).
 */
async function amazonAlone(options = '', first: number[] = []) {
  const g = await recordingConsole([...SET_UP_DICE, ...first, ...Array(400).fill(6)]);
  await playAllOk(g.play, [
    `@gm /game create ruleset:magic-realm${options ? ` options:"${options}"` : ''}`,
    '@bob /game join character:Amazon',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
    '@gm /game start chits:false',
  ]);
  /** The GM presses on to the next Birdsong: its message. */
  const nextBirdsong = async (): Promise<string> => {
    for (let i = 0; i < 6; i++) {
      const o = await g.play('@gm /day next anyway:true');
      expect(o.ok, textOf(o.reply)).toBe(true);
      const text = textOf(o.reply);
      if (text.includes('A new day: Birdsong')) return text;
    }
    throw new Error('no new day');
  };
  const game = async () => (await g.session.services.store.channelGame('console'))!;
  return { ...g, nextBirdsong, game };
}

describe('MP-2: the colour magic of the day', () => {
  it('without Seasons: days 2–6 bring none; day 7 brings white and black, and the Birdsong says so', async () => {
    const g = await amazonAlone();
    try {
      for (let day = 2; day <= 6; day++) {
        const text = await g.nextBirdsong();
        expect(text, `day ${day}`).not.toContain('Colour magic of the day');
        expect(magicOfTheDay(await g.game())).toEqual({ dayOfMonth: day, colours: [] });
      }
      const seventh = await g.nextBirdsong();
      expect(seventh).toContain('✨ Colour magic of the day (day 7 of the month): white and black.');
      expect(magicOfTheDay(await g.game())).toEqual({ dayOfMonth: 7, colours: ['white', 'black'] });
      await g.nextBirdsong();
      expect(magicOfTheDay(await g.game())).toEqual({ dayOfMonth: 8, colours: [] });
    } finally {
      await g.database.close();
    }
  });

  it('with Seasons (SW-2): FRESHET (2d6 = 2 + 3) names GREY for the 7th day, which replaces the sheet’s white and black', async () => {
    const g = await amazonAlone('seasons-weather', [2, 3, 3]);
    try {
      const started = await g.play('@gm /calendar start');
      expect(textOf(started.reply)).toContain('7th day: GREY magic');
      // SW-9: the short week begins on day 4; days 5 and 6 bring nothing, day 7 grey.
      expect(magicOfTheDay(await g.game())).toEqual({ dayOfMonth: 4, colours: [] });
      expect(await g.nextBirdsong()).not.toContain('Colour magic of the day');
      expect(await g.nextBirdsong()).not.toContain('Colour magic of the day');
      expect(await g.nextBirdsong()).toContain('✨ Colour magic of the day (day 7 of the month): grey.');
      expect(magicOfTheDay(await g.game())).toEqual({ dayOfMonth: 7, colours: ['grey'] });
    } finally {
      await g.database.close();
    }
  });
});
