import 'dotenv/config';
import { REST } from '@discordjs/rest';
import { Routes } from 'discord.js';
import { commandJSON, limitProblems } from '../commands/discord-json.js';
import { COMMANDS } from '../commands/registry.js';
import { ConfigError, loadConfig } from '../config.js';

/** `npm run register -- --guild ID` (a server: at once) or without --guild (global: may take up to an hour). */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DISCORD_TOKEN || !config.DISCORD_APP_ID) throw new ConfigError('The setting DISCORD_TOKEN is wrong: registering commands needs DISCORD_TOKEN and DISCORD_APP_ID in .env.');
  const args = process.argv.slice(2);
  const at = args.indexOf('--guild');
  const guild = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && !guild?.match(/^\d{15,22}$/)) throw new Error('--guild needs the numeric id of the server (right-click the server → Copy Server ID).');
  const body = COMMANDS.map(commandJSON);
  const problems = body.flatMap(limitProblems);
  if (problems.length) throw new Error(`the commands break Discord's limits:\n${problems.join('\n')}`);
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const route = guild ? Routes.applicationGuildCommands(config.DISCORD_APP_ID, guild) : Routes.applicationCommands(config.DISCORD_APP_ID);
  await rest.put(route, { body });
  process.stdout.write(`Registered ${body.length} commands ${guild ? `in server ${guild}` : 'globally (Discord may take up to an hour to show them)'}: ${body.map((c) => '/' + c.name).join(', ')}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
