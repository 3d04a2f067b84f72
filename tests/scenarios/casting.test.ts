import { describe, expect, it } from 'vitest';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { boardOf } from '../../src/engine/rulesets/magic-realm/board/access.js';
import { meleeViewFor } from '../../src/engine/rulesets/magic-realm/combat/view.js';

/**
 * Issue 29, a spell cast in combat through the console: the Wizard (bob) in the enchanted Ledges' clearing 1 (purple
 * magic) with a Wolf the GM put there; he recorded Fiery Blast at set-up. Day 1: the monster roll 6, one player.
 */
async function wizardAndWolf(dice: number[]) {
  const g = await recordingConsole([...SET_UP_DICE, 6, ...dice]);
  await playAllOk(g.play, [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Wizard',
    '@gm /board layout layout:original-20',
    '@bob /setup tell spells:"Fiery Blast, See Hidden Signs"',
    '@gm /board enchant tile:L',
    '@gm /board piece label:Wizard at:L1 kind:character owner:@bob',
    '@gm /board piece label:Wolf at:L1 kind:monster',
    '@gm /game start chits:false',
    '@bob /orders record phases:"A"',
  ]);
  return g;
}

describe('a spell cast through the console (issue 29)', () => {
  it('the cast is secret until the reveal, a spell not carried out is refused by name, and the reveal names spell, caster, target, colour and dice', async () => {
    // The tactics step: repositioning 4, change tactics for box 1: 2, 3; the Missile table: 1, 2.
    const g = await wizardAndWolf([4, 2, 3, 1, 2]);
    try {
      await playAllOk(g.play, ['@gm /day next', '@bob /combat pass']);
      // His private offers name the cast the engine accepts.
      const show = textOf((await g.play('@bob /combat show')).reply);
      expect(show).toContain('/combat cast spell:\\"Fiery Blast\\" chit:\\"MAGIC IV3*\\"');
      expect(show).not.toContain('See Hidden Signs');
      const refused = await g.play('@bob /combat cast spell:"See Hidden Signs" chit:"MAGIC III3*"');
      expect(refused.ok).toBe(false);
      expect(refused.reply.ephemeral).toBe(true);
      expect(textOf(refused.reply)).toContain("See Hidden Signs is not carried out by the bot yet, so it cannot be cast in the bot's combat");
      const cast = await g.play('@bob /combat cast spell:"Fiery Blast" chit:"MAGIC IV3*"');
      expect(cast.ok).toBe(true);
      expect(cast.reply.ephemeral).toBe(true);
      expect(textOf(cast.reply)).toContain('Fiery Blast with MAGIC IV3* at speed 3, purple from the enchanted clearing L1');
      const channel = publicText(cast);
      expect(channel).toContain('✔ Wizard acts');
      expect(channel).not.toMatch(/Fiery|MAGIC|purple/);
      const aimed = publicText(await g.play('@bob /combat target who:Wolf'));
      expect(aimed).toContain('🎯 Wizard aims a spell at the Wolf.');
      expect(aimed).not.toMatch(/Fiery|MAGIC/);
      // The log, for anyone but him, tells no spell before the reveal.
      expect(textOf((await g.play('@carol /log')).reply)).not.toMatch(/Fiery|MAGIC/);
      const reveal = publicText(await g.play('@bob /combat play move:"MOVE M5" maneuver:dodge aim:thrust'));
      expect(reveal).toContain('Wizard casts Fiery Blast with MAGIC IV3* at speed 3, purple from the enchanted clearing L1, at the Wolf, aimed thrust');
      expect(reveal).toContain('The Wizard’s Fiery Blast → the Wolf: intercepts (Missile table 1, 2 → 2: +1 level), harm X — killed');
      expect(reveal).toContain('melee.png');
      const state = (await g.session.services.store.channelGame('console'))!;
      expect(boardOf(state).pieces.some((p) => p.label === 'Wolf')).toBe(false);
      expect(meleeViewFor(state)!.sheets[0]!.spell?.name).toBe('Fiery Blast');
      // /gm undo takes the round back; the log tells the spell as a story.
      expect(textOf((await g.play('@bob /log')).reply)).toContain('Fiery Blast');
    } finally {
      await g.database.close();
    }
  });

  it('/gm undo takes back a cast: his turn of the encounter step again, with the same words for everyone', async () => {
    const g = await wizardAndWolf([]);
    try {
      await playAllOk(g.play, ['@gm /day next', '@bob /combat pass', '@bob /combat cast spell:"Fiery Blast" chit:"MAGIC IV3*"']);
      const undo = await g.play('@gm /gm undo');
      expect(undo.ok).toBe(true);
      expect(publicText(undo)).not.toMatch(/Fiery|MAGIC/);
      expect((await g.play('@bob /combat cast spell:"Fiery Blast" chit:"MAGIC IV3*"')).ok).toBe(true);
    } finally {
      await g.database.close();
    }
  });
});

describe('a hidden caster stays secret until the reveal (MP-7)', () => {
  it('the hidden Wizard casts Fiery Blast at the Wolf: nothing public names him until the reveal, which unhides him', async () => {
    // Day 1: the monster roll 6, the turn order's die 1 (the Wizard first), his HIDE 2, 1 → hidden. The Black Knight
    // alone fights the Wolf. The reveal: repositioning 4, change tactics 2, 3, the Missile table 2, 1.
    const g = await recordingConsole([...SET_UP_DICE, 6, 1, 2, 1, 4, 2, 3, 2, 1]);
    try {
      await playAllOk(g.play, [
        '@gm /game create ruleset:magic-realm',
        '@bob /game join character:Wizard',
        '@carol /game join character:"Black Knight"',
        '@gm /board layout layout:original-20',
        '@bob /setup tell spells:"Fiery Blast, Lightning Bolt"',
        '@gm /board enchant tile:L',
        '@gm /board piece label:Wizard at:L1 kind:character owner:@bob',
        '@gm /board piece label:"Black Knight" at:L1 kind:character owner:@carol',
        '@gm /board piece label:Wolf at:L1 kind:monster',
        '@gm /game start chits:false',
        '@bob /orders record phases:"H"',
        '@carol /orders record phases:"A"',
      ]);
      expect(JSON.stringify((await g.play('@gm /day next')).channel)).toContain('Combat in L1**: the Black Knight against the Wolf');
      const cast = await g.play('@bob /combat cast spell:"Fiery Blast" chit:"MAGIC IV3*" who:Wolf aim:thrust');
      expect(cast.ok, textOf(cast.reply)).toBe(true);
      expect(cast.reply.ephemeral).toBe(true);
      expect(textOf(cast.reply)).toContain('casts from hiding');
      expect(publicText(cast)).toBe('');
      expect(textOf((await g.play('@carol /combat show')).reply)).not.toContain('Wizard');
      for (const line of ['@carol /combat pass', '@carol /combat pass', '@carol /combat target who:Wolf']) expect(publicText(await g.play(line))).not.toContain('Wizard');
      const reveal = publicText(await g.play('@carol /combat play move:"MOVE H6" maneuver:duck'));
      expect(reveal).toContain('Wizard: casts from hiding, aimed thrust');
      expect(reveal).toContain('The Wizard’s Fiery Blast → the Wolf: intercepts (Missile table 2, 1 → 2: +1 level), harm X — killed');
      expect(reveal).toContain("Wizard's spell named an individual: Wizard is unhidden — he fights from the next round on.");
    } finally {
      await g.database.close();
    }
  });
});
