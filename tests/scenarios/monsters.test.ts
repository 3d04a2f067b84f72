import { describe, expect, it } from 'vitest';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { boardOf } from '../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';
import { TREASURES } from '../../src/engine/rulesets/magic-realm/belongings/belongings.js';

/**
 * Issue 13, monsters on the board: the Amazon (bob) in BV5 and the Dwarf (carol) in CV1 on the original board, a Wolf
 * the GM put in BV2. Day 1: the monster roll 3 (the Wolves' row), the turn order's draw 0 (the Dwarf first). Day 2:
 * the monster roll 6, the draw 0.
 */
describe('a day of two characters where a monster prowls onto one of them and blocks him', () => {
  it('the Wolf prowls to the Amazon at the end of her turn; Evening names BV5 for combat; the next day she is blocked after her ALERT', async () => {
    const g = await recordingConsole([...SET_UP_DICE, 3, 0, 6, 0]);
    try {
      await playAllOk(g.play, [
        '@gm /game create ruleset:magic-realm',
        '@bob /game join character:Amazon',
        '@carol /game join character:Dwarf',
        '@gm /board layout layout:original-20',
        '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
        '@gm /board piece label:Dwarf at:CV1 kind:character owner:@carol',
        '@gm /board piece label:Wolf at:BV2 kind:monster',
        '@gm /game start chits:false',
        '@bob /orders record phases:"A"',
        '@carol /orders record phases:"M CV4"',
      ]);
      const day1 = await g.play('@gm /day next');
      const report = publicText(day1);
      expect(report).toContain('The monster roll: 3');
      expect(report).toContain('the Wolf prowls from BV2 to BV5');
      expect(report).toContain('the Wolf blocks the Amazon');
      // The day stops at Evening: an unhidden character and a monster share BV5, and their combat begins (issue 14).
      expect(report).toContain('Evening: combat in BV5 (below)');
      expect(publicText(day1)).toContain('Combat in BV5**: the Amazon against the Wolf');
      expect((await g.play('@gm /combat end')).ok).toBe(true);
      const wolf = async () => boardOf((await g.session.services.store.channelGame('console'))!).pieces.find((p) => p.label === 'Wolf')!;
      expect(await wolf()).toMatchObject({ tile: 'BV', clearing: 5, seenBy: 'all' });
      // Next ▶ ends the day; day 2.
      expect(textOf((await g.play('@gm /day next')).reply)).toContain('A new day: Birdsong');
      await g.play('@bob /orders record phases:"A, M BV2"');
      await g.play('@carol /orders record phases:"M CV1"');
      const day2 = publicText(await g.play('@gm /day next'));
      expect(day2).toContain('The monster roll: 6');
      expect(day2).toContain('blocked by the Wolf in BV5 after her A phase: no more phases today');
      // Her MOVE was not done: she is still in BV5 with the Wolf, and Evening names it again.
      const state = (await g.session.services.store.channelGame('console'))!;
      expect(boardOf(state).pieces.find((p) => p.label === 'Amazon')).toMatchObject({ tile: 'BV', clearing: 5 });
      expect(day2).toContain('Evening: combat in BV5');
    } finally {
      await g.database.close();
    }
  });
});

describe('the set-up card at /game start keeps its treasures secret', () => {
  it('the channel and every public event name no face-down treasure; the GM reads them in the log', async () => {
    const g = await recordingConsole([...SET_UP_DICE]);
    try {
      await playAllOk(g.play, ['@gm /game create ruleset:magic-realm', '@bob /game join character:Amazon', '@gm /board layout layout:original-20', '@gm /board piece label:Inn at:BV5 kind:dwelling', '@gm /game start', '@bob /log', '@bob /board show']);
      const store = g.session.services.store;
      const state = (await store.channelGame('console'))!;
      const boxes = playOf(state).setUpCard!.boxes;
      const secret = [...new Set(Object.values(boxes).flatMap((b) => b.treasures))].filter((t) => TREASURES.some((x) => x.name === t));
      expect(secret).toHaveLength(TREASURES.length);
      const events = await store.events((await store.latestGameId('console'))!);
      const seenByPublic = [...g.seen.map(publicText), ...g.seen.flatMap((o) => o.direct.filter((d) => d.to === 'bob').map((d) => textOf(d.message))), ...events.filter((e) => e.visibility.kind === 'public').map((e) => JSON.stringify(e.payload))].join('\n');
      const bobsLog = textOf(g.seen.at(-2)!.reply);
      for (const t of secret) {
        expect(seenByPublic, t).not.toContain(t);
        expect(bobsLog, t).not.toContain(t);
      }
      expect(publicText(g.seen[4]!)).toContain('The set-up card is dealt');
      // The set-up card as each reads it: the player the denizens, the GM the treasures too.
      const bobsCard = await g.play('@bob /board setup-card');
      expect(bobsCard.reply.ephemeral).toBe(true);
      expect(textOf(bobsCard.reply)).toContain('**Hoard**: T Flying Dragon');
      for (const t of secret) expect(textOf(bobsCard.reply), t).not.toContain(t);
      const gmsCard = textOf((await g.play('@gm /board setup-card')).reply);
      for (const t of secret) expect(gmsCard, t).toContain(t);
      // The GM's log has them.
      const gmLog = textOf((await g.play('@gm /log page:1')).reply) + textOf((await g.play('@gm /log')).reply);
      expect(gmLog).toContain("🔒 The set-up card's treasures: ");
      expect(gmLog).toContain('Chest: ');
    } finally {
      await g.database.close();
    }
  });
});
