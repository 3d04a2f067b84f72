import { describe, expect, it } from 'vitest';
import { cardFor, kitOf, sheetOf } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { boardOf } from '../../src/engine/rulesets/magic-realm/board/access.js';
import { placedTile } from '../../src/engine/rulesets/magic-realm/map/board.js';
import { checkCast } from '../../src/engine/rulesets/magic-realm/magic/casting.js';
import { playColourChit } from '../../src/engine/rulesets/magic-realm/magic/colour-chits.js';
import { magicMomentAt } from '../../src/engine/rulesets/magic-realm/magic/moment.js';
import { spellNamed } from '../../src/engine/rulesets/magic-realm/magic/spells.js';
import { characterClearing } from '../../src/engine/rulesets/magic-realm/play/access.js';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * MP-1 (seed 001 l.7): the day's ENCHANT phases — a MAGIC chit into a colour chit, the tile he stands in turned over.
 * The Witch (bob: MAGIC VIII4*, V6*, II3*, V5*, II3*, V4*, II2*, VIII2*) and the Wizard (carol: MAGIC II4*, IV4*,
 * II3*, III3*, IV3*) on the original board, apart (no combat at Evening).
 */
async function witchAndWizard(dice: number[], at: { witch?: string; wizard?: string } = {}) {
  const c = await recordingConsole([...SET_UP_DICE, ...dice]);
  await playAllOk(c.play, [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Witch',
    '@carol /game join character:Wizard',
    '@gm /board layout layout:original-20',
    `@gm /board piece label:Witch at:${at.witch ?? 'LW4'} kind:character owner:@bob`,
    `@gm /board piece label:Wizard at:${at.wizard ?? 'CV1'} kind:character owner:@carol`,
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
      console.log(textOf(day.reply));
      expect(textOf(day.reply)).toContain('ENCHANT: she enchants one of her MAGIC chits into colour magic');
      expect(publicText(day)).not.toContain('V4');
      expect(g.told(day, 'bob')).toContain('MAGIC V4*');
      expect(g.told(day, 'bob')).toContain('black');
      expect(g.told(day, 'carol')).not.toContain('V4');
      const card = await g.card('bob');
      expect(card.chits![9]).toMatchObject({ label: 'MAGIC V4*', state: 'active', colour: 'black' });
    } finally {
      await g.database.close();
    }
  });
});
