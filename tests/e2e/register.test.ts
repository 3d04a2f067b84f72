import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/registry.js';
import { registerCommands } from '../../src/bot/register.js';
import type { CommandSpec } from '../../src/commands/types.js';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';

const run = promisify(execFile);
/** A token of a real one's length (the settings refuse a short one). */
const TOKEN = `MTAwMDAwMDAwMDAwMDAwMDAx.fake.${'r'.repeat(40)}`;

/** `npm run register -- --guild ID` as the README says, against the fake Discord: the commands arrive in that server. */
describe('npm run register', () => {
  let fake: FakeDiscord;
  beforeAll(async () => {
    fake = await startFakeDiscord({ token: TOKEN });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('sends every command to the server named, and says so: every one within Discord\'s limits, as the strict fake counts them', async () => {
    const env = { ...process.env, DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.applicationId, DISCORD_API_URL: fake.apiBase, DATABASE_URL: '' };
    const { stdout } = await run('node', ['scripts/launch.mjs', 'bot/register', '--guild', fake.guildId], { env, timeout: 60_000 });
    expect(stdout).toContain(`Registered ${COMMANDS.length} commands in server ${fake.guildId}`);
    expect(fake.registeredCommands.get(fake.guildId)?.map((c) => c.name).sort()).toEqual(COMMANDS.map((c) => c.name).sort());
    expect(fake.violations).toEqual([]);
  }, 90_000);

  it("refuses, before sending anything, commands Discord would refuse: naming the command and its size", async () => {
    const option = (i: number) => ({ name: `o${i}`, description: 'd'.repeat(98), type: 'string' as const });
    const big: CommandSpec = {
      name: 'big',
      description: 'Big',
      subcommands: Array.from({ length: 4 }, (_, i) => ({ name: `s${i}`, description: 'x', example: '', handler: async () => ({ reply: { ephemeral: true as const } }), options: Array.from({ length: 10 }, (_, j) => option(j)) })),
    };
    const before = fake.requests.length;
    const config = { DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.applicationId, DISCORD_API_URL: fake.apiBase };
    await expect(registerCommands(config, fake.guildId, [...COMMANDS, big])).rejects.toThrow(
      "Nothing was registered: the commands break Discord's limits:\n/big: 4018 characters of names, descriptions and choices, over Discord's 4000 a command",
    );
    expect(fake.requests.slice(before)).toEqual([]);
  });
});
