import { describe, expect, it } from 'vitest';
import { playOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { WIZARD_TABLE_LINES } from '../helpers/wizards.js';
import { fightCommand } from '../../src/commands/fight.js';

/**
 * Issue 15: a fight with monsters through the console. Sarin (Bob) and Mirela (Carol) against an Uthden Troll and a
 * Goblin; the libraries keep their list's order, the referee deck's draws are forced by value. The table never sees a
 * wizard's life points; each is told his own.
 */
describe('/fight through the console (RPG-C)', () => {
  it('the GM starts it, the wizards choose initiative in secret, a dodge, a spell, a blow; life points only in private', async () => {
    const g = await recordingConsole([4, 3, 2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1], { draws: [3, 1, 3, 2] });
    const play = (line: string) => playOk(g.play, line);
    try {
      for (const line of [
        ...WIZARD_TABLE_LINES,
        '@bob /wizard library list:"2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain"',
        '@carol /wizard library list:"2 Lightning Bolt R | damage 3; 1 Healing Salve W | gain 3; 5 Island; 1 Mountain; 1 Plains"',
      ]) await play(line);
      const start = await play('@gm /fight start monsters:"1 Uthden Troll 1RR | creature 2/2; 1 Goblin R | creature 1/1"');
      expect(publicText(start)).toContain('A fight: Uthden Troll 2/2, Goblin 1/1.');
      const mine = await play('@bob /fight initiative');
      expect(mine.reply.ephemeral).toBe(true);
      const order = await play('@carol /fight initiative');
      expect(publicText(order)).toContain('The order: Uthden Troll, Mirela, Sarin, Goblin.');
      await play('@gm /fight attack player:@bob');
      const dodged = await play('@bob /fight dodge card:"Hill Giant"');
      expect(publicText(dodged)).toContain('— no damage.');
      const bolt = await play('@carol /fight cast card:"Lightning Bolt" target:"Uthden Troll"');
      expect(publicText(bolt)).toContain('3 damage to Uthden Troll — it is killed.');
      // The prompt offers a dodge or taking the blow; both commands exist, and the one taken is played as offered.
      const attack = publicText(await play('@gm /fight attack player:@carol'));
      const offered = [...attack.matchAll(/\/fight (\w[\w-]*)/g)].map((m) => m[1]);
      expect(offered).toEqual(['dodge', 'take']);
      for (const sub of offered) expect(fightCommand.subcommands!.map((c) => c.name)).toContain(sub);
      const hit = await play('@carol /fight take');
      expect(publicText(hit)).toContain('Goblin hits Mirela (she takes it): 1 damage.');
      expect(hit.direct.filter((d) => d.to === 'carol').map((d) => textOf(d.message)).join()).toContain('Your life points: **13**');
      // The GM sees every figure; Bob only his own.
      expect(textOf((await play('@gm /fight show')).reply)).toContain('Mirela — 🔒 13 LP');
      const bobSees = textOf((await play('@bob /fight show')).reply);
      expect(bobSees).toContain('Sarin — 🔒 14 LP');
      expect(bobSees).not.toContain('13 LP');
      await play('@carol /fight pass hold:true');
      const end = await play('@bob /fight strike target:Goblin');
      expect(publicText(end)).toContain('Every monster is down: the fight is over.');
      const open = g.seen.map(publicText).join('\n');
      expect(open).not.toMatch(/life points: \*\*|LP|Healing Salve|Shock R/);
      expect(g.seen.flatMap((o) => o.events ?? []).filter((e) => e.visibility.kind === 'public').map((e) => JSON.stringify(e.payload)).join()).not.toMatch(/"life"/);
      expect(textOf((await play('@carol /wizard show')).reply)).toContain('Life 14 (13 now)');
    } finally {
      await g.database.close();
    }
  });
});
