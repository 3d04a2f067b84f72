import { describe, expect, it } from 'vitest';
import { playOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { MIRELA, WIZARD_TABLE_LINES } from '../helpers/wizards.js';
import { renderWizardSheetWithLog } from '../../src/render/wizard-sheet.js';
import { renderCharacterCardWithLog } from '../../src/render/character-card.js';
import { battered } from '../render/sheet-fixtures.js';

/**
 * Issue 27: a character or wizard is spoken of with her, his or their own pronoun. The Amazon is "she" (the
 * published game's data), the Black Knight "he"; an MtG wizard's pronoun is chosen at /wizard create.
 */
describe('pronouns (issue 27)', () => {
  it('a wizard created with pronouns:they reads "they take it", "their action", "theirs" — the verb agreeing', async () => {
    const g = await recordingConsole([4, 3, 2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1], { draws: [3, 1, 3, 2] });
    const play = (line: string) => playOk(g.play, line);
    try {
      const they = `@carol /wizard create attributes:"${MIRELA.attributes}" skills:"${MIRELA.skills}" primary:${MIRELA.primary} calling:${MIRELA.calling} renewal:${MIRELA.renewal} pronouns:they`;
      for (const line of [
        ...WIZARD_TABLE_LINES.slice(0, -1),
        they,
        '@bob /wizard library list:"2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain"',
        '@carol /wizard library list:"2 Lightning Bolt R | damage 3; 1 Healing Salve W | gain 3; 5 Island; 1 Mountain; 1 Plains"',
      ]) await play(line);
      // The table sees the pronoun with the wizard; Bob sees the public part of her sheet in Mirela's words.
      expect(textOf((await play('@bob /wizard show player:@carol')).reply)).toContain("Their sheet, life points and hand are theirs and the GM's.");
      await play('@gm /fight start monsters:"1 Uthden Troll 1RR | creature 2/2; 1 Goblin R | creature 1/1"');
      await play('@bob /fight initiative');
      expect(publicText(await play('@carol /fight initiative'))).toContain('The order: Uthden Troll, Mirela, Sarin, Goblin.');
      await play('@gm /fight attack player:@bob');
      expect(publicText(await play('@bob /fight dodge card:"Hill Giant"'))).toContain('— no damage.'); // Sarin: no pronoun chosen, "he"
      await play('@carol /fight cast card:"Lightning Bolt" target:"Uthden Troll"');
      expect(publicText(await play('@gm /fight attack player:@carol'))).toContain('Goblin attacks Mirela: they may dodge with a card');
      expect(publicText(await play('@carol /fight take'))).toContain('Goblin hits Mirela (they take it): 1 damage.');
      expect(publicText(await play('@carol /fight pass hold:true'))).toContain('Mirela holds their action to dodge.');
      const log = textOf((await play('@gm /log')).reply);
      expect(log).toContain('Goblin hits Mirela (they take it)');
      expect(log).not.toMatch(/\b(His|his|he|him)\b|they (is|has|takes|holds)\b/);
    } finally {
      await g.database.close();
    }
  });

  it("a wizard's sheet picture says whose it is in her own words; no pronoun chosen reads he", () => {
    const base = { userId: 'carol', name: 'Mirela', calling: 'Explorer', primary: 'blue' as const };
    const text = (pronouns?: 'he' | 'she' | 'they') => renderWizardSheetWithLog({ ...base, ...(pronouns ? { pronouns } : {}) }).texts.join(' ');
    expect(text('she')).toMatch(/Her attributes, skills, life points and hand are\s+hers and the GM’s\./);
    expect(text('they')).toMatch(/Their attributes, skills, life points and hand are\s+theirs and the GM’s\./);
    expect(text()).toMatch(/His attributes, skills, life points and hand are\s+his and the GM’s\./);
  });

  it('the Amazon’s card, as the table sees it, says "her" and "she"; the Black Knight’s still "him"', () => {
    const { chits: _c, treasures: _t, gold: _g, fame: _f, notoriety: _n, fatigue: _fa, wounds: _w, owed: _o, hidden: _h, where: _wh, discoveries: _d, spells: _s, ...open } = battered();
    const text = (character: string) => renderCharacterCardWithLog({ ...open, character, full: false }).texts.join(' ');
    expect(text('Amazon')).toContain('as the table sees her');
    expect(text('Amazon')).toMatch(/her chits, treasures, gold and where she hides are\s+hers and the GM’s/);
    expect(text('Black Knight')).toContain('as the table sees him');
    expect(text('Black Knight')).toMatch(/his chits, treasures, gold and where he hides are\s+his and the GM’s/);
  });
});
