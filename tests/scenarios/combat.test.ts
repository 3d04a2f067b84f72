import { describe, expect, it } from 'vitest';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { boardOf } from '../../src/engine/rulesets/magic-realm/board/access.js';
import { numbersOf, playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';

/**
 * Issue 14, a combat round played through the console. The Amazon (bob) in BV5 with a Wolf the GM put there.
 * Day 1: the monster roll 6 (no row of the Wolves), one player (no turn-order die).
 */
async function amazonAndWolf(dice: number[], day: string[] = ['@bob /orders record phases:"A"']) {
  const g = await recordingConsole([...SET_UP_DICE, 6, ...dice]);
  await playAllOk(g.play, [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Amazon',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
    '@gm /board piece label:Wolf at:BV5 kind:monster',
    '@gm /game start chits:false',
    ...day,
  ]);
  return g;
}

describe('a combat round through the console', () => {
  it('a sword thrust intercepts the Wolf and kills it: the Short Sword L + 1 for FIGHT M over weight L = M, its star H ≥ the Wolf’s M', async () => {
    // The Amazon is the only candidate (no assignment roll); reposition 4 (no change); change tactics box 1: 2,3.
    const g = await amazonAndWolf([4, 2, 3]);
    try {
      const evening = publicText(await g.play('@gm /day next'));
      expect(evening).toContain('Combat in BV5');
      // The buttons under each combat message: Pass for the luring and the action, a button per target.
      const lure = JSON.stringify(g.seen.at(-1)!.channel);
      expect(lure).toContain('combat:pass:BV5.1.lure.bob');
      expect((await g.play('@bob !click combat:pass:BV5.1.lure.bob')).ok).toBe(true);
      // A button of a step that has passed is refused.
      const stale = await g.play('@bob !click combat:pass:BV5.1.lure.bob');
      expect(stale.ok).toBe(false);
      expect(textOf(stale.reply)).toContain('That button belongs to a step of the combat that has passed');
      expect((await g.play('@bob /combat pass')).ok).toBe(true);
      const targets = textOf(g.seen.at(-1)!.reply) + JSON.stringify(g.seen.at(-1)!.reply);
      expect(targets).toContain('combat:target:BV5.1.target.bob:Wolf');
      // The target step names who picks (not the dice of a one-fighter shuffle, which rolls none), and its hint is a
      // command that runs as written — no placeholder.
      const told = textOf(g.seen.at(-1)!.reply) + publicText(g.seen.at(-1)!);
      expect(told).toContain('🎯 Targets: Amazon picks.');
      expect(told).not.toContain('dice');
      expect(told).toContain('`/combat target who:Wolf`');
      expect(told).not.toContain('who:<');
      // The log tells the one-candidate assignment as the channel does, with no empty brackets.
      const log = textOf((await g.play('@bob /log')).reply);
      expect(log).toContain('the Wolf to the Amazon (the only one it can attack)');
      expect(log).not.toContain('()');
      expect((await g.play('@bob !click combat:target:BV5.1.target.bob:Wolf')).ok).toBe(true);
      const played = await g.play('@bob /combat play fight:"FIGHT M4*" direction:thrust move:"MOVE M4" maneuver:dodge');
      const reveal = publicText(played);
      expect(reveal).toContain('The Amazon → the Wolf: intercepts, harm H — killed');
      expect(reveal).toContain('The combat in BV5 is over: only the Amazon is left');
      // Her card, as the round left it, in her private place.
      expect(played.direct.some((d) => d.to === 'bob' && JSON.stringify(d.message).includes('character.png'))).toBe(true);
      const state = (await g.session.services.store.channelGame('console'))!;
      expect(boardOf(state).pieces.some((p) => p.label === 'Wolf')).toBe(false);
      expect(numbersOf(playOf(state), 'bob').notoriety).toBe(1);
    } finally {
      await g.database.close();
    }
  });
});

describe('a fighter’s rest stays his to choose in combat', () => {
  it('the Amazon rested by day: in the evening combat her rest is still hers to choose when the plays begin', async () => {
    const g = await amazonAndWolf([4, 2, 3], ['@gm /character chit player:@bob chit:"FIGHT M4*" state:fatigued', '@bob /orders record phases:"R"']);
    try {
      expect(publicText(await g.play('@gm /day next'))).toContain('Combat in BV5');
      const owed = async () => playOf((await g.session.services.store.channelGame('console'))!).owed?.bob ?? [];
      expect((await owed()).map((o) => o.kind)).toEqual(['rest']);
      expect((await g.play('@bob !click combat:pass:BV5.1.lure.bob')).ok).toBe(true);
      expect((await g.play('@bob /combat pass')).ok).toBe(true);
      expect((await g.play('@bob !click combat:target:BV5.1.target.bob:Wolf')).ok).toBe(true);
      // The plays have begun (the bot paid what had to be known); the rest waits for her choice.
      expect((await owed()).map((o) => o.kind)).toEqual(['rest']);
      expect((await g.play('@bob /character choose chits:"FIGHT M4*"')).ok).toBe(true);
      expect(await owed()).toEqual([]);
    } finally {
      await g.database.close();
    }
  });
});

describe('the secret plays stay secret until the reveal', () => {
  it('the Amazon and the Black Knight against the Wolf: each play goes to its player alone, the channel sees ✔; the reveal shows both, with the melee picture', async () => {
    // Day 1: the monster roll 6, the turn order's die 1 (the Amazon first). The Wolf: nobody lures it; the random
    // assignment rolls two dice each (Amazon 5, 2 → 5; Black Knight 3, 1 → 3): the Amazon's. Target order die 1.
    const g = await recordingConsole([...SET_UP_DICE, 6, 1, 5, 2, 3, 1, 1, 4, 2, 3]);
    try {
      await playAllOk(g.play, [
        '@gm /game create ruleset:magic-realm',
        '@bob /game join character:Amazon',
        '@carol /game join character:"Black Knight"',
        '@gm /board layout layout:original-20',
        '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
        '@gm /board piece label:"Black Knight" at:BV5 kind:character owner:@carol',
        '@gm /board piece label:Wolf at:BV5 kind:monster',
        '@gm /game start chits:false',
        '@bob /orders record phases:"A"',
        '@carol /orders record phases:"A"',
        '@gm /day next',
        '@bob /combat pass',
        '@carol /combat pass',
        '@bob /combat pass',
        '@carol /combat pass',
        '@bob /combat target who:Wolf',
        '@carol /combat target who:Wolf',
      ]);
      expect(publicText(g.seen.at(-5)!)).toContain('The Wolf goes to the Amazon (Amazon 5+2 → 5, Black Knight 3+1 → 3)');
      // The target step names the order drawn (the target-order die 1 puts the Amazon first).
      expect(publicText(g.seen.at(-3)!)).toContain('🎯 Targets, in a random order: Amazon, then Black Knight.');
      // Someone else's turn is refused, with whose it is.
      const early = await g.play('@carol /combat run chit:"MOVE M5" to:BV2');
      expect(early.ok).toBe(false);
      const bobPlays = await g.play('@bob /combat play fight:"FIGHT M4*" direction:thrust move:"MOVE M4" maneuver:dodge');
      expect(bobPlays.reply.ephemeral).toBe(true);
      expect(textOf(bobPlays.reply)).toContain('FIGHT M4* thrust at the Wolf; MOVE M4 dodge');
      // The channel: a ✔, never the play.
      expect(publicText(bobPlays)).toContain('Amazon has played (1 of 2)');
      expect(publicText(bobPlays)).not.toContain('FIGHT M4*');
      // Carol's view of the combat, and the public log, do not show it either.
      const shown = await g.play('@carol /combat show');
      expect(textOf(shown.reply)).toContain('Amazon → the Wolf ✔');
      expect(textOf(shown.reply)).not.toContain('FIGHT M4*');
      expect(textOf((await g.play('@carol /log')).reply)).not.toContain('FIGHT M4*');
      const store = g.session.services.store;
      const events = await store.events((await store.latestGameId('console'))!);
      const open = events.filter((e) => e.visibility.kind === 'public').map((e) => JSON.stringify(e.payload)).join('\n');
      expect(open).not.toContain('FIGHT M4*');
      // Carol's play reveals the round: repositioning 4, change tactics 2, 3.
      const reveal = await g.play('@carol /combat play fight:"FIGHT H5*" direction:smash move:"MOVE H6" maneuver:duck');
      const text = publicText(reveal);
      expect(text).toContain('Amazon: FIGHT M4* thrust at the Wolf; MOVE M4 dodge');
      expect(text).toContain('Black Knight: FIGHT H5* smash at the Wolf; MOVE H6 duck');
      expect(JSON.stringify(reveal.channel)).toContain('melee.png');
      // The GM takes the reveal back with /gm undo: the plays are secret again, the Wolf back in the fight.
      const undone = await g.play('@gm /gm undo');
      expect(undone.ok, textOf(undone.reply)).toBe(true);
      expect(publicText(undone)).not.toContain('FIGHT M4*');
      const state = (await store.channelGame('console'))!;
      expect(boardOf(state).pieces.some((p) => p.label === 'Wolf')).toBe(true);
    } finally {
      await g.database.close();
    }
  });
});

describe('an ambush stays secret until the reveal', () => {
  it('the hidden Amazon lies in ambush with her Light Bow: nothing public names her in the combat until the reveal shows her shot', async () => {
    // Day 1: the monster roll 6, the turn order's die 1 (the Amazon first), her HIDE 2, 1 → hidden. The Black Knight
    // alone fights the Wolf. The reveal: repositioning 4, change tactics 2, 3, the Missile table 2, 1, her Hide roll 3, 1.
    const g = await recordingConsole([...SET_UP_DICE, 6, 1, 2, 1, 4, 2, 3, 2, 1, 3, 1]);
    try {
      await playAllOk(g.play, [
        '@gm /game create ruleset:magic-realm options:ambush',
        '@bob /game join character:Amazon',
        '@carol /game join character:"Black Knight"',
        '@gm /board layout layout:original-20',
        '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
        '@gm /board piece label:"Black Knight" at:BV5 kind:character owner:@carol',
        '@gm /board piece label:Wolf at:BV5 kind:monster',
        '@gm /game start chits:false',
        '@gm /character take player:@bob item:"Short Sword"',
        '@gm /character give player:@bob item:"Light Bow"',
        '@bob /orders record phases:"H"',
        '@carol /orders record phases:"A"',
      ]);
      const evening = await g.play('@gm /day next');
      const combat = JSON.stringify(evening.channel);
      expect(combat).toContain('Combat in BV5**: the Black Knight against the Wolf');
      for (const line of ['@carol /combat pass', '@carol /combat pass', '@carol /combat target who:Wolf']) expect((await g.play(line)).ok).toBe(true);
      const ambush = await g.play('@bob /combat ambush who:Wolf fight:"FIGHT M4*" direction:thrust');
      expect(ambush.ok, textOf(ambush.reply)).toBe(true);
      expect(ambush.reply.ephemeral).toBe(true);
      expect(publicText(ambush)).toBe('');
      // The combat as the Black Knight and the table see it: no word of her.
      expect(textOf((await g.play('@carol /combat show')).reply)).not.toContain('Amazon');
      expect(textOf((await g.play('@gm /combat show')).reply)).toContain('Amazon in ambush: FIGHT M4* thrust at the Wolf');
      const reveal = publicText(await g.play('@carol /combat play move:"MOVE H6" maneuver:duck'));
      expect(reveal).toContain('Amazon: from ambush: FIGHT M4* thrust at the Wolf');
      // Her Aim −1 (issue 27): 2 − 1 = 1, two levels more.
      expect(reveal).toContain('The Amazon → the Wolf: intercepts (Missile table 2, 1 (−1 Amazon) → 1: +2 levels), harm H — killed');
      expect(reveal).toContain('Amazon rolls to stay hidden: 3, 1 → 3: hidden still');
    } finally {
      await g.database.close();
    }
  });
});
