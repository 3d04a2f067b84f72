import { describe, expect, it } from 'vitest';
import { recordingConsole, publicText, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { boardOf } from '../../src/engine/rulesets/magic-realm/board/rules.js';
import { numbersOf, playOf } from '../../src/engine/rulesets/magic-realm/play/rules.js';

/**
 * Issue 14, a combat round played through the console. The Amazon (bob) in BV5 with a Wolf the GM put there.
 * Day 1: the monster roll 6 (no row of the Wolves), one player (no turn-order die).
 */
async function amazonAndWolf(dice: number[]) {
  const g = await recordingConsole([...SET_UP_DICE, 6, ...dice]);
  for (const line of [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Amazon',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
    '@gm /board piece label:Wolf at:BV5 kind:monster',
    '@gm /game start chits:false',
    '@bob /orders record phases:"A"',
  ]) {
    const o = await g.play(line);
    expect(o.ok, `${line}: ${textOf(o.reply)}`).toBe(true);
  }
  return g;
}

describe('a combat round through the console', () => {
  it('a sword thrust intercepts the Wolf and kills it: the Short Sword L + 1 for FIGHT M over weight L = M, its star H ≥ the Wolf’s M', async () => {
    // The Amazon is the only candidate (no assignment roll); reposition 4 (no change); change tactics box 1: 2,3.
    const g = await amazonAndWolf([4, 2, 3]);
    try {
      const evening = publicText(await g.play('@gm /day next'));
      expect(evening).toContain('Combat in BV5');
      console.log(evening);
      for (const line of ['@bob /combat pass', '@bob /combat pass', '@bob /combat target who:Wolf']) {
        const o = await g.play(line);
        console.log(line, o.ok, publicText(o));
      }
      const played = await g.play('@bob /combat play fight:"FIGHT M4*" direction:thrust move:"MOVE M4" maneuver:dodge');
      console.log(textOf(played.reply), publicText(played));
      const state = (await g.session.services.store.channelGame('console'))!;
      expect(boardOf(state).pieces.some((p) => p.label === 'Wolf')).toBe(false);
      expect(numbersOf(playOf(state), 'bob').notoriety).toBe(1);
    } finally {
      await g.database.close();
    }
  });
});
