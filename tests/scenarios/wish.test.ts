import { describe, expect, it } from 'vitest';
import { playAllOk, playOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';

const privateTo = (o: { direct: { to: string; message: { content?: string; embeds: unknown[] } }[] }, who: string) => o.direct.filter((d) => d.to === who).map((d) => textOf(d.message)).join('\n');

/**
 * Issue 29, Small Blessing's vision through the console: the Pilgrim (bob, the Sacred Grail's white) and the Amazon
 * (carol) in L1; he blesses her; she rolls the Wish table 3, 1 → 3 "I wish for a vision". Day 1: the monster roll 6.
 */
describe('Small Blessing through the console (issue 29)', () => {
  it('Wish table 3, a vision: the hint reaches the Amazon alone, her /character wish box: shows her the Hoard privately, the channel and /log learn no card', async () => {
    const g = await recordingConsole([...SET_UP_DICE, 6, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    try {
      await playAllOk(g.play, [
        '@gm /game create ruleset:magic-realm',
        '@bob /game join character:Pilgrim',
        '@carol /game join character:Amazon',
        '@gm /board layout layout:original-20',
        '@bob /setup tell spells:"Small Blessing"',
        '@gm /board piece label:Pilgrim at:L1 kind:character owner:@bob',
        '@gm /board piece label:Amazon at:L1 kind:character owner:@carol',
        '@gm /game start chits:false',
        '@gm /character give player:@bob item:"Sacred Grail"',
        '@gm /day next anyway:true',
        '@bob /combat cast spell:"Small Blessing" chit:"MAGIC I4*"',
        '@carol /combat pass',
        '@bob /combat target who:Amazon',
      ]);
      // Nobody attacks: the round is revealed when the last target is named.
      const reveal = await playOk(g.play, '@carol /combat target');
      expect(publicText(reveal)).toContain('The Amazon rolls on the Wish table: 3, 1 → 3: \\"I wish for a vision\\"');
      const hint = privateTo(reveal, 'carol');
      expect(hint).toContain('I wish for a vision\\": name one box of the set-up card');
      expect(hint).toContain('/character wish box:\\"Hoard\\"');
      expect(privateTo(reveal, 'bob')).not.toContain('I wish for a vision\\": name');
      const state = (await g.session.services.store.channelGame('console'))!;
      const hoard = playOf(state).setUpCard!.boxes.Hoard!.treasures;
      const made = await playOk(g.play, '@carol /character wish box:"Hoard"');
      expect(made.reply.ephemeral).toBe(true);
      expect(textOf(made.reply)).toContain(`The Amazon sees the treasures of the Hoard: ${hoard.join(', ')}`);
      expect(publicText(made)).not.toContain(hoard[0]!);
      expect(textOf((await g.play('@bob /log')).reply)).not.toContain(hoard[0]!);
      const again = await g.play('@carol /character wish box:"Hoard"');
      expect(again.ok).toBe(false);
      expect(textOf(again.reply)).toContain('No wish of Small Blessing waits for that character');
    } finally {
      await g.database.close();
    }
  });
});
