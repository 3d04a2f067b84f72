import { describe, expect, it } from 'vitest';
import { wizardViewFor } from '../../src/engine/rulesets/mtg-rpg/wizards/part.js';
import { renderWizardSheetWithLog } from '../../src/render/wizard-sheet.js';
import { publicText, recordingConsole, textOf } from '../helpers/console.js';

/** Issue 15: a wizard created through the console, his sheet his and the GM's. */
describe('/wizard create and show', () => {
  it('Sarin is created with the seed’s checks; the table learns his name, calling and colour, never his numbers; a broken rule is refused with it', async () => {
    // The library's shuffle: four dice of 0 (the engine's shuffle swaps each place with the first).
    const g = await recordingConsole([0, 0, 0, 0, 0, 0]);
    try {
      for (const line of ['@gm /game create ruleset:mtg-rpg', '@bob /game join character:Sarin', '@carol /game join character:Mirela']) expect((await g.play(line)).ok).toBe(true);
      const wrong = await g.play('@bob /wizard create attributes:"ST 4, DX 1, CN 2, IQ 1, WS 1, CH 1" skills:"Athletics 3, Awareness 3, Endurance 3, Larceny 3, Healing 2, Investigate 2, Arcane Knowledge 2, Wilderness Lore 2" primary:red calling:Adventurer renewal:sunrise');
      expect(wrong.ok).toBe(false);
      expect(textOf(wrong.reply)).toContain('ST has 4 dots: at most 3 in any attribute at creation (RPG-A6)');
      const made = await g.play('@bob /wizard create attributes:"ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1" skills:"Athletics 3, Awareness 3, Endurance 3, Larceny 3, Healing 2, Investigate 2, Arcane Knowledge 2, Wilderness Lore 2" primary:red calling:adventurer renewal:sunrise');
      expect(made.ok, textOf(made.reply)).toBe(true);
      expect(made.reply.ephemeral).toBe(true);
      expect(textOf(made.reply)).toContain('Life 14 · hand 3 · reserve 1 · creatures 2 · walk 6, sprint 12, run 24');
      expect(textOf(made.reply)).toContain('Athletics 3 → 6');
      const open = publicText(made);
      expect(open).toContain('Sarin: Adventurer, red mana.');
      expect(open).not.toContain('Life 14');
      expect(open).not.toContain('ST 3');
      // Carol sees his public part; the GM the whole sheet.
      expect(textOf((await g.play('@carol /wizard show player:@bob')).reply)).not.toContain('Life');
      expect(textOf((await g.play('@gm /wizard show player:@bob')).reply)).toContain('Life 14');
      expect(textOf((await g.play('@carol /log')).reply)).not.toContain('ST 3');
      // His library: shuffled with the dice, his hand of 2 + IQ 1 = 3 drawn, told to him alone.
      const lib = await g.play('@bob /wizard library list:"2 Shock R; 1 Hill Giant 3R; 2 Mountain"');
      expect(lib.ok, textOf(lib.reply)).toBe(true);
      const hand = JSON.stringify(lib.reply);
      expect(hand).toContain('2 cards to draw · 0 in the graveyard · 5 in all');
      expect(hand).toContain('Shock R · Hill Giant 3R · Mountain (land)');
      expect(publicText(lib)).toContain("Sarin's library: 5 cards, shuffled.");
      expect(publicText(lib)).not.toMatch(/Shock|Hill Giant|Mountain/);
      expect(textOf((await g.play('@carol /wizard show player:@bob')).reply)).not.toMatch(/Shock|Hill Giant/);
      expect(textOf((await g.play('@bob /wizard show')).reply)).toContain('Hand');
      // G1's arithmetic through a call: Athletics (ST 3 + 3 dots = 6) with Hill Giant (3R, worth 4) against a hidden DC 9.
      const call = await g.play('@gm /wizard call player:@bob what:"force the door" by:Athletics dc:9');
      expect(call.ok, textOf(call.reply)).toBe(true);
      expect(publicText(call)).toContain('force the door: Athletics');
      expect(publicText(call)).not.toContain('DC 9');
      expect(textOf((await g.play('@bob /wizard show')).reply)).not.toContain('DC');
      // The library's reshuffle after the check: three dice of 0 for three cards.
      const check = await g.play('@bob /wizard check card:"Hill Giant"');
      expect(check.ok, textOf(check.reply)).toBe(true);
      expect(textOf(check.reply)).toContain('Hill Giant: 10 against DC 9 — **success**, by 1.');
      expect(publicText(check)).toContain('Success.');
      expect(publicText(check)).not.toContain('10 against');
      // His hand is back to 3 cards; no check is called any more.
      expect(textOf(check.reply)).toMatch(/Your hand now: [^,]+, [^,]+, [^,.]+\./);
      expect((await g.play('@bob /wizard check card:Shock')).ok).toBe(false);
    } finally {
      await g.database.close();
    }
  });
  it('between sessions: the GM awards XP in private, Sarin trains Athletics and buys Alertness, renews, and reads what a rare spell’s research takes', async () => {
    // The library's shuffle (5 cards: 4 dice), then the renewal's (the 2 cards left to draw, none spent: 1 die).
    const g = await recordingConsole([4, 3, 2, 1, 1]);
    try {
      const lines = [
        '@gm /game create ruleset:mtg-rpg',
        '@bob /game join character:Sarin',
        '@bob /wizard create attributes:"ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1" skills:"Athletics 3, Awareness 3, Endurance 3, Larceny 3, Healing 2, Investigate 2, Arcane Knowledge 2, Wilderness Lore 2" primary:red calling:Adventurer renewal:sunrise',
        '@bob /wizard library list:"2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain"',
      ];
      for (const line of lines) expect((await g.play(line)).ok, line).toBe(true);
      const broke = await g.play('@bob /sanctuary train skill:Athletics');
      expect(textOf(broke.reply)).toContain('Athletics 3 → 4 costs 5 XP, and Sarin has 0 unspent');
      const xp = await g.play('@gm /wizard xp player:@bob xp:13 why:"the goblin caves"');
      expect(xp.ok).toBe(true);
      expect(publicText(xp)).toBe('');
      expect(xp.direct.map((d) => `${d.to} ${textOf(d.message)}`).join()).toContain('bob');
      const trained = await g.play('@bob /sanctuary train skill:Athletics');
      expect(textOf(trained.reply)).toContain('Athletics 3 → 4: 5 XP, a day and 125 gp of training; 8 XP left.');
      expect(publicText(trained)).toContain('Sarin trains in his sanctuary.');
      expect(publicText(trained)).not.toContain('Athletics');
      const feat = await g.play('@bob /sanctuary train feat:Alertness fast:true');
      expect(textOf(feat.reply)).toContain('Alertness: 3 XP, half a day and 300 gp of training; 5 XP left.');
      // D22: Enhanced Spell Research takes 3 off his research DCs.
      expect((await g.play('@bob /sanctuary train feat:"Enhanced Spell Research"')).ok).toBe(true);
      expect(textOf(feat.reply)).toContain('dodges 1 a turn');
      expect(textOf(feat.reply)).toContain('red 30 yd');
      // The sheet's picture: the whole of it for him, only the name, calling and colour from another's view.
      const state = (await g.session.services.store.channelGame('console'))!;
      const own = renderWizardSheetWithLog(wizardViewFor(state, { userId: 'bob' })!.find((w) => w.userId === 'bob')!);
      const seen = renderWizardSheetWithLog(wizardViewFor(state, { userId: 'carol' })!.find((w) => w.userId === 'bob')!);
      await Promise.all([own.png, seen.png]);
      expect(own.texts).toEqual(expect.arrayContaining(['Life points', '14', 'Alertness', 'Athletics', 'Shock R — damage 2']));
      expect(seen.texts.join(' ')).not.toMatch(/Life points|Athletics|Shock|\b14\b/);
      expect(seen.texts).toContain('Adventurer · red mana');
      const renew = await g.play('@bob /wizard renew');
      expect(renew.ok, textOf(renew.reply)).toBe(true);
      expect(publicText(renew)).toContain('Sarin renews his magic.');
      const research = await g.play('@bob /sanctuary research cost:2U rarity:rare');
      expect(textOf(research.reply)).toContain('**3 days** of uninterrupted study and **1500 gp**; then a Spell Research check against **DC 12**');
      const mine = await g.play('@bob /sanctuary research cost:2R rarity:rare double-gold:true');
      expect(textOf(mine.reply)).toContain('one less: your primary colour');
      expect(textOf(mine.reply)).toContain('**2 days** of uninterrupted study and **2000 gp**; then a Spell Research check against **DC 9**');
    } finally {
      await g.database.close();
    }
  });
});
