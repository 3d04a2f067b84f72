import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../src/commands/dispatch.js';
import type { Invocation } from '../../src/commands/types.js';
import type { LineOutcome } from '../../src/console/session.js';
import { publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/** The server's GM role through the commands (issue 12): `/gm role`, and members who hold it acting as GMs. */

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function table() {
  // The set-up card dealt at /game start, the monster roll (6), then draws of 0.
  const c = await recordingConsole([...SET_UP_DICE, 6, ...Array(20).fill(0)]);
  close = () => c.database.close();
  const must = async (line: string): Promise<LineOutcome> => {
    const o = await c.play(line);
    if (!o.ok) throw new Error(`${line}: ${textOf(o.reply)}`);
    return o;
  };
  /** A command as Discord would send it, with the member's roles and permission as given. */
  const discord = (user: string, command: string, subcommand: string, options: Record<string, unknown>, member: Partial<Invocation> = {}) =>
    dispatch({ command, subcommand, options, user: { id: user, name: user }, channelId: 'console', guildId: 'console', ...member }, c.session.services);
  return { ...c, must, discord };
}

/** A Magic Realm game in Birdsong: Bob and Carol have recorded their (secret) phases. */
async function birdsong(t: Awaited<ReturnType<typeof table>>) {
  for (const line of [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Amazon',
    '@carol /game join character:"Black Knight"',
    '@gm /board layout',
    '@gm /board piece label:Inn at:BV5 kind:dwelling',
    '@gm /game start',
    '@bob /orders record phases:"M BV2, S"',
    '@carol /orders record phases:"S, S"',
  ])
    await t.must(line);
}

describe('/gm role', () => {
  it("a role holder's first act in a game, /character set, is answered with the change, and the player is told", async () => {
    const t = await table();
    await birdsong(t);
    await t.must('@gm /gm role role:@&Referees');
    await t.must('~roles @rita Referees');
    const set = await t.must('@rita /character set player:@bob field:gold add:5');
    // Her first act in the game also records that she ran it through the role (game.gm-role-used, the first event).
    expect(set.events?.[0]?.type).toBe('game.gm-role-used');
    expect(textOf(set.reply)).toMatch(/Amazon: gold \d+ → \d+/);
    expect(textOf(set.reply)).not.toContain('undefined');
    expect(set.direct.map((d) => d.to)).toEqual(['bob']);
    const told = set.direct.map((d) => textOf(d.message)).join('\n');
    expect(told).toContain('The GM changed your character');
    expect(told).toMatch(/Amazon: gold \d+ → \d+/);
  });

  it("a holder of the server's GM role runs /day next and sees everyone's orders; one without it is refused", async () => {
    const t = await table();
    await birdsong(t);
    const set = await t.must('@gm /gm role role:@&Referees');
    expect(set.reply.ephemeral).toBe(false);
    expect(textOf(set.reply)).toContain('Members of @Referees now run every game in this server as GMs');
    expect(textOf((await t.must('@zed /gm role')).reply)).toContain('Members of @Referees run every game in this server as GMs');
    await t.must('~roles @rita Referees');
    await t.must('~roles @zed Scribes');

    const orders = await t.must('@rita /orders show');
    expect(orders.reply.ephemeral).toBe(true);
    expect(textOf(orders.reply)).toContain('M BV2, S');
    expect(textOf(orders.reply)).toContain('S, S');
    expect((await t.play('@zed /orders show')).error).toBe('you have not joined this game');
    expect((await t.play('@zed /day next')).error).toBe('only the GM (gm) may use /day next');

    const next = await t.must('@rita /day next');
    expect(next.events!.map((e) => e.type)).toEqual(expect.arrayContaining(['game.gm-role-used', 'play.daylight']));
    expect(next.events![0]!.type).toBe('game.gm-role-used');
    // The button under the message works for her too.
    const button = next.reply.buttons.find((b) => b.label === 'Next ▶')!;
    expect((await t.must(`@rita !click ${button.id}`)).events!.map((e) => e.type)).not.toContain('game.gm-role-used');
    // The log says who ran the game through the role; the spectator reads that line, not the secrets.
    // (page 1: the set-up card dealt at /game start makes the log two pages long by now)
    expect(textOf((await t.must('@zed /log page:1')).reply)).toContain("rita runs the game through the server's GM role");
    expect(textOf((await t.must('@rita /log')).reply)).toContain('S, S');
    // Nothing she saw reached the channel before its turn was revealed.
    expect(t.seen.slice(0, t.seen.indexOf(next)).map(publicText).join('\n')).not.toMatch(/M BV2|S, S/);
  });

  it('a player holding the role stays a player: no GM command, only his own orders', async () => {
    const t = await table();
    await birdsong(t);
    await t.must('@gm /gm role role:Referees');
    await t.must('~roles @bob Referees');
    expect((await t.play('@bob /day next')).error).toBe('only the GM (gm) may use /day next');
    const own = textOf((await t.must('@bob /orders show')).reply);
    expect(own).toContain('M BV2, S');
    expect(own).not.toContain('S, S');
    expect(textOf((await t.must('@bob /log')).reply)).not.toContain('S, S');
  });

  it('cleared, the role gives nothing to the actions after it', async () => {
    const t = await table();
    await birdsong(t);
    await t.must('@gm /gm role role:Referees');
    await t.must('~roles @rita Referees');
    await t.must('@rita /character set player:@carol field:fame value:3');
    const cleared = await t.must('@gm /gm role clear:true');
    expect(textOf(cleared.reply)).toContain('This server has no GM role now');
    expect((await t.play('@rita /day next')).error).toBe('only the GM (gm) may use /day next');
    expect((await t.play('@rita /orders show')).error).toBe('you have not joined this game');
    expect(textOf((await t.must('@rita /log')).reply)).not.toContain('S, S');
    expect(textOf((await t.must('@rita /gm role')).reply)).toContain('This server has no GM role');
    // Another role set: her old one gives nothing either.
    await t.must('@gm /gm role role:Wardens');
    expect((await t.play('@rita /day next')).error).toBe('only the GM (gm) may use /day next');
  });

  it('bad input gets a private reply saying what was wrong and how to do it', async () => {
    const t = await table();
    await birdsong(t);
    const noRight = await t.discord('bob', 'gm', 'role', { role: '123456789012345678' }, { manageServer: false, roles: [] });
    expect(noRight.reply.ephemeral).toBe(true);
    expect(noRight.error).toBe("only a member who may manage the server (Discord's Manage Server permission) sets its GM role");
    expect(JSON.stringify(noRight.reply)).toContain('ask a server admin');
    const inDm = await t.discord('gm', 'gm', 'role', { role: '123456789012345678' }, { guildId: null, manageServer: true });
    expect(inDm.reply.ephemeral).toBe(true);
    expect(inDm.error).toBe('server roles exist only in a server, not in a direct message');
    const everyone = await t.discord('gm', 'gm', 'role', { role: 'console' }, { manageServer: true });
    expect(everyone.error).toBe('@everyone cannot be the GM role: every member would run every game');
    expect((await t.play('@gm /gm role role:Referees clear:true')).error).toBe('name a role or clear it, not both');
    expect((await t.play('@gm /gm role role:@&')).error).toBe('the option role must name a role, e.g. @&Referees');
    expect((await t.play('~roles erin Referees')).ok).toBe(false);
    // Nothing of it set a role.
    expect(textOf((await t.must('@gm /gm role')).reply)).toContain('This server has no GM role');
    // Discord's member roles and permission reach the check: an admin sets it, a member holding it acts.
    expect((await t.discord('gm', 'gm', 'role', { role: '<@&555>' }, { manageServer: true })).error).toBeUndefined();
    const acted = await t.discord('rita', 'day', 'next', {}, { roles: ['444', '555'] });
    expect(acted.error).toBeUndefined();
    expect(acted.events![0]!.type).toBe('game.gm-role-used');
  });
});
