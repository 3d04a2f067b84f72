import { afterAll, describe, expect, it } from 'vitest';
import { cardFor } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';

/**
 * Issue 13: the seed tables' results that name gold, wounds or rest change the character who rolls them
 * (play/table-effects.ts). The Amazon (bob, 10 gold) in an Expansion One game; carol watches.
 */
async function amazon(dice: number[]) {
  const c = await recordingConsole(dice);
  await playAllOk(c.play, ['@gm /game create ruleset:magic-realm options:expansion-one', '@bob /game join character:Amazon']);
  const card = async () => cardFor((await c.session.services.store.channelGame('console'))!, 'bob', 'bob')!;
  const owed = async () => playOf((await c.session.services.store.channelGame('console'))!).owed?.bob ?? [];
  const told = (o: { direct: { to: string; message: unknown }[] }) => o.direct.filter((d) => d.to === 'bob').map((d) => JSON.stringify(d.message)).join();
  return { ...c, card, owed, told };
}

describe('a seed table rolled by a Magic Realm character changes him (X1-9, X1-4, X1-16)', () => {
  it('Playing Dice 1, 1 → 1: he wins 50 gold (10 → 60), told to him alone; the roll itself is public', async () => {
    const g = await amazon([1, 1]);
    try {
      const o = await g.play('@bob /roll table name:dice column:dice');
      expect(o.ok, textOf(o.reply)).toBe(true);
      expect(textOf(o.reply)).toContain('50 gold');
      expect((await g.card()).gold).toBe(60);
      expect(g.told(o)).toContain('Gold 10 → 60.');
      expect(publicText(o)).not.toContain('Gold 10');
    } finally {
      await g.database.close();
    }
  });

  it('the Fountain 5, 2 → 5: Poisonous, a wound he chooses; the GM rolls Offroad for him: Avalanche, 1d6 = 3 wounds', async () => {
    const g = await amazon([5, 2, 5, 5, 3]);
    try {
      const poison = await g.play('@bob /roll table name:fountain');
      expect(textOf(poison.reply)).toContain('Poisonous - 1 wound');
      expect(await g.owed()).toEqual([{ kind: 'wound', count: 1, cause: 'Drink from Fountain' }]);
      expect(g.told(poison)).toContain('You owe');
      const avalanche = await g.play('@gm /roll table name:offroad column:mountains player:@bob');
      expect(avalanche.ok, textOf(avalanche.reply)).toBe(true);
      expect(textOf(avalanche.reply)).toContain('Avalanche (1d6 wounds)');
      expect((await g.owed()).at(-1)).toEqual({ kind: 'wound', count: 3, cause: 'Character Offroad Travel' });
      expect(g.told(avalanche)).toContain('the die: 3');
    } finally {
      await g.database.close();
    }
  });

  it('the Fountain 1: Make Whole turns his fatigued chit active; a player may not roll for another; someone with no character rolls as before', async () => {
    const g = await amazon([1, 1, 4, 4]);
    try {
      await g.play('@gm /character chit player:@bob chit:"MOVE M3*" state:fatigued');
      expect((await g.card()).fatigue).toBe(1);
      const whole = await g.play('@bob /roll table name:fountain');
      expect(whole.ok, textOf(whole.reply)).toBe(true);
      expect((await g.card()).fatigue).toBe(0);
      expect(g.told(whole)).toContain('every chit active');
      const other = await g.play('@bob /roll table name:fountain player:@gm');
      expect(other.ok).toBe(false);
      expect(textOf(other.reply)).toContain('Only the GM rolls for another player');
      // Carol plays no character: her roll changes nobody.
      const plain = await g.play('@carol /roll table name:fountain');
      expect(plain.ok, textOf(plain.reply)).toBe(true);
      expect(plain.direct).toEqual([]);
      expect((await g.card()).fatigue).toBe(0);
    } finally {
      await g.database.close();
    }
  });
});
