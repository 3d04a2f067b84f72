import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/client.js';
import { commandJSON } from '../../src/commands/discord-json.js';
import { gmCommand } from '../../src/commands/gm.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { PERMISSION, roleValue, slashCommand, type CommandInput } from '../fake-discord/interactions.js';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';
import { BOB, CAROL, DAVE, EPHEMERAL, GM, startTestBot } from '../helpers/bot.js';

/** The server's GM role through a fake Discord (issue 12): the member's roles and permissions come from the interaction. */
describe("the server's GM role through Discord", () => {
  const REFEREES = '500000000000000001';
  let fake: FakeDiscord;
  let database: Database;
  let bot: RunningBot;

  beforeAll(async () => {
    fake = await startFakeDiscord({ roles: [{ id: REFEREES, name: 'Referees' }] });
    database = await memoryDatabase();
    bot = await startTestBot(fake, database, { dice: forcedDice([]), now: () => new Date('2026-11-22T12:00:00Z') });
  }, 30_000);

  afterAll(async () => {
    await bot?.stop();
    await database?.close();
    await fake?.close();
  });

  const command = (who: typeof GM, name: string, subcommand: string, options: CommandInput['options'] = {}, member: Pick<CommandInput, 'roles' | 'permissions' | 'dm'> = {}) =>
    fake.sendInteraction(slashCommand({ ...who, channelId: fake.channelId, ...(member.dm ? {} : { guildId: fake.guildId }), name, subcommand, options, ...member }));
  /** The reply's text and whether only its user sees it (a slow command's, deferred, is its edit). */
  const answer = (r: Awaited<ReturnType<typeof command>>) => {
    const m = r.callback.type === 5 ? r.edits[0] : r.callback.data;
    return { text: JSON.stringify(m), ephemeral: ((m?.flags ?? 0) & EPHEMERAL) === EPHEMERAL };
  };

  it('an admin sets the role; a member who holds it runs a GM command; one without it, or a non-admin setting it, is told why in private', async () => {
    await command(GM, 'game', 'create', { ruleset: 'magic-realm' });
    await command(BOB, 'game', 'join', { character: 'Amazon' });

    const notAdmin = answer(await command(CAROL, 'gm', 'role', { role: roleValue(REFEREES) }));
    expect(notAdmin.ephemeral).toBe(true);
    expect(notAdmin.text).toContain('Only a member who may manage the server');
    const inDm = answer(await command(CAROL, 'gm', 'role', { role: roleValue(REFEREES) }, { dm: true, permissions: PERMISSION.MANAGE_GUILD.toString() }));
    expect(inDm.ephemeral).toBe(true);
    expect(inDm.text).toContain('Server roles exist only in a server');

    const set = answer(await command(GM, 'gm', 'role', { role: roleValue(REFEREES) }, { permissions: PERMISSION.MANAGE_GUILD.toString() }));
    expect(set.ephemeral).toBe(false);
    expect(set.text).toContain(`Members of <@&${REFEREES}> now run every game in this server as GMs`);

    const refused = answer(await command(CAROL, 'game', 'start'));
    expect(refused.ephemeral).toBe(true);
    expect(refused.text).toContain('Only the GM (alice) may use /game start');

    const started = answer(await command(DAVE, 'game', 'start', {}, { roles: [REFEREES] }));
    expect(started.ephemeral).toBe(false);
    expect(started.text).toContain('Play begins');
    const log = answer(await command(CAROL, 'log', ''));
    expect(log.text).toContain("dave runs the game through the server's GM role");

    // An Administrator may manage the server too; cleared, the role gives nothing to the next command.
    const cleared = answer(await command(CAROL, 'gm', 'role', { clear: true }, { permissions: PERMISSION.ADMINISTRATOR.toString() }));
    expect(cleared.text).toContain('This server has no GM role now');
    const after = answer(await command(DAVE, 'game', 'end', {}, { roles: [REFEREES] }));
    expect(after.ephemeral).toBe(true);
    expect(after.text).toContain('Only the GM (alice) may use /game end');
  }, 30_000);

  it('the role option is registered as Discord\'s ROLE option (type 8)', () => {
    const gm = commandJSON(gmCommand);
    const role = gm.options.find((o) => o.name === 'role')!;
    expect(role.options!.find((o) => o.name === 'role')).toMatchObject({ type: 8 });
  });
});
