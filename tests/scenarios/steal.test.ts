import { describe, expect, it } from 'vitest';
import { cardFor } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { playOf } from '../../src/engine/rulesets/magic-realm/play/access.js';
import { playAllOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * X1-7 (Expansion One 5.2) and X1-19's Thief/Assassin: STEAL phases carried out by the engine, with forced dice, in a
 * one-player Expansion One game (no turn-order die; the day's monster roll is 6). The Soldiers stand in BV5 beside
 * him; their goods are the House's box of the set-up card.
 */
async function thief(character: string, dice: number[]) {
  const c = await recordingConsole([...SET_UP_DICE, ...dice]);
  await playAllOk(c.play, [
    '@gm /game create ruleset:magic-realm options:expansion-one',
    `@bob /game join character:"${character}"`,
    '@gm /board layout layout:original-20',
    `@gm /board piece label:"${character}" at:BV5 kind:character owner:@bob`,
    '@gm /board piece label:"Soldier HQ" at:BV5 kind:native',
    '@gm /board piece label:"Soldier 1" at:BV5 kind:native',
    '@gm /game start',
  ]);
  const game = async () => (await c.session.services.store.channelGame('console'))!;
  return { ...c, game, card: async () => cardFor(await game(), 'bob', 'bob')! };
}

const privateOf = (o: { direct: { to: string; message: { content?: string; embeds: unknown[] } }[] }, who: string) =>
  o.direct.filter((d) => d.to === who).map((d) => textOf(d.message)).join('\n');

describe('STEAL (X1-7: one phase per attempt, +1 for each earlier attempt that day, Suspect and Caught)', () => {
  it("5.2/1's three attempts: 3, then 3 + 1 = 4, then 4 + 2 = 6 — two successes, then caught: the Soldiers become his enemies", async () => {
    // The monster roll 6; the attempts 3,1 (→ 3: reward 5,2 → 5: 10 gold), 3,2 +1 (→ 4: reward 3,1 → 3: armour), 4,1 +2 (→ 6).
    const g = await thief('Amazon', [6, 3, 1, 5, 2, 3, 2, 3, 1, 4, 1]);
    try {
      const goods = [...playOf(await g.game()).setUpCard!.boxes.Soldiers!.treasures];
      expect(goods).toContain('Shield');
      expect((await g.play('@bob /orders record phases:"ST Soldiers Shield, ST Soldiers Shield, ST Soldiers, M BV2"')).ok).toBe(true);
      const day = await g.play('@gm /day next anyway:true');
      const text = textOf(day.reply);
      expect(text).toContain('STEAL from the Soldiers: 3, 1 → 3: Success – Roll for item');
      expect(text).toContain('STEAL from the Soldiers: 3, 2 +1 → 4: Success – Roll for item');
      expect(text).toContain('STEAL from the Soldiers: 4, 1 +2 → 6: Caught/Block - Natives become Enemy: she is blocked');
      // Blocked: his MOVE is not done.
      expect((await g.card()).where).toBe('BV5');
      const told = privateOf(day, 'bob');
      expect(told).toContain('You steal from the Soldiers: the reward roll 5, 2 → 5: 10 gold: 10 gold; you have 20 gold.');
      expect(told).toContain('You steal from the Soldiers: the reward roll 3, 1 → 3: Armor (players choice): the Shield.');
      expect(told).toContain('The Soldiers caught you: neutral → enemy with them.');
      expect(playOf(await g.game()).relationships).toEqual({ bob: { Soldiers: 'enemy' } });
      // His card reads the same relationship as the Meeting table.
      expect((await g.card()).relationships).toContainEqual({ with: 'Soldiers', relationship: 'enemy' });
      expect((await g.card()).armour.filter((a) => a.name === 'Shield')).toHaveLength(2);
      const left = [...goods];
      left.splice(left.indexOf('Shield'), 1);
      expect(playOf(await g.game()).setUpCard!.boxes.Soldiers!.treasures).toEqual(left);
      // The table sees the attempts and the catch, never what he took or wanted.
      expect(publicText(day)).not.toMatch(/Shield|10 gold|20 gold/);
      expect(publicText(day)).toContain('ST Soldiers');
    } finally {
      await g.database.close();
    }
  });

  it('the Thief/Assassin subtracts 1 from all his stealing rolls (X1-19): a 6 is only Suspect, a 2 takes what he wants', async () => {
    // The monster roll 6; the attempts 6,2 −1 → 5 (Suspect) and 2,1 +1 −1 → 2: reward 2,1 −1 −1 → 1: Choice.
    const g = await thief('Thief/Assassin', [6, 6, 2, 2, 1, 2, 1]);
    try {
      expect((await g.play('@bob /orders record phases:"ST Soldiers Thrusting Sword, ST Soldiers Thrusting Sword"')).ok).toBe(true);
      const day = await g.play('@gm /day next anyway:true');
      const text = textOf(day.reply);
      expect(text).toContain('STEAL from the Soldiers: 6, 2 -1 → 5: Suspect – Lose one level of friendliness');
      expect(text).toContain('STEAL from the Soldiers: 2, 1 → 2: Success – Roll for item (subtract 1)');
      const told = privateOf(day, 'bob');
      expect(told).toContain('The Soldiers suspect you: neutral → unfriendly with them.');
      expect(told).toContain('You steal from the Soldiers: the reward roll 2, 1 -2 → 1: Choice: the Thrusting Sword.');
      expect((await g.card()).weapon?.name).toBe('Thrusting Sword');
      expect(playOf(await g.game()).relationships).toEqual({ bob: { Soldiers: 'unfriendly' } });
    } finally {
      await g.database.close();
    }
  });

  it('is recorded only with a native group, and an item the game prints', async () => {
    const g = await thief('Amazon', []);
    try {
      expect(textOf((await g.play('@bob /orders record phases:"ST"')).reply)).toContain('(STEAL) needs the native group to steal from.');
      expect(textOf((await g.play('@bob /orders record phases:"ST Elves"')).reply)).toContain('Elves\\" is no native group');
      expect(textOf((await g.play('@bob /orders record phases:"ST Soldiers Excalibur"')).reply)).toContain('Excalibur\\" is no belonging of the game');
    } finally {
      await g.database.close();
    }
  });
});
