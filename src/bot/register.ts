import 'dotenv/config';
import { REST } from '@discordjs/rest';
import { Routes } from 'discord.js';
import { commandJSON, registrationProblems } from '../commands/discord-json.js';
import { COMMANDS } from '../commands/registry.js';
import type { CommandSpec } from '../commands/types.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { discordFailure } from './discord-failure.js';
import { pathToFileURL } from 'node:url';

/** Sends every command definition to Discord: to one server (shown at once) or globally (may take up to an hour). */
export async function registerCommands(config: Pick<Config, 'DISCORD_TOKEN' | 'DISCORD_APP_ID' | 'DISCORD_API_URL'>, guild?: string, commands: readonly CommandSpec[] = COMMANDS): Promise<string> {
  if (!config.DISCORD_TOKEN || !config.DISCORD_APP_ID) throw new ConfigError('The setting DISCORD_TOKEN is wrong: registering commands needs DISCORD_TOKEN and DISCORD_APP_ID in .env.');
  if (guild !== undefined && !/^\d{15,22}$/.test(guild)) throw new Error('--guild needs the numeric id of the server (right-click the server → Copy Server ID).');
  const body = commands.map(commandJSON);
  // Checked before anything is sent: Discord refuses the whole registration for one command over a limit.
  const problems = registrationProblems(body);
  if (problems.length) throw new Error(`Nothing was registered: the commands break Discord's limits:\n${problems.join('\n')}`);
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const route = guild ? Routes.applicationGuildCommands(config.DISCORD_APP_ID, guild) : Routes.applicationCommands(config.DISCORD_APP_ID);
  try {
    await rest.put(route, { body });
  } catch (error) {
    throw new ConfigError(discordFailure(error, 'Registering the commands failed'));
  }
  return `Registered ${body.length} commands ${guild ? `in server ${guild}` : 'globally (Discord may take up to an hour to show them)'}: ${body.map((c) => '/' + c.name).join(', ')}`;
}

/** `npm run register -- --guild ID`, or without --guild for every server. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--guild');
  registerCommands(loadConfig(), at >= 0 ? (args[at + 1] ?? '') : undefined)
    .then((line) => process.stdout.write(`${line}\n`))
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
