import { randomUUID } from 'node:crypto';
import { Client, GatewayIntentBits } from 'discord.js';
import type { Services } from '../commands/types.js';
import type { Config } from '../config.js';
import { cryptoDice } from '../engine/dice.js';
import type { Database } from '../store/db.js';
import { GameStore } from '../store/game-store.js';
import { attachInteractionHandler } from './interactions.js';
import type { Logger } from './logger.js';

export interface RunningBot {
  client: Client;
  services: Services;
  stop(): Promise<void>;
}

/** Connects the bot to Discord (or to the URL in DISCORD_API_URL) and answers interactions until stopped. */
export async function startBot(config: Config, database: Database, log: Logger, services?: Partial<Services>): Promise<RunningBot> {
  const full: Services = {
    store: services?.store ?? new GameStore(database.db),
    dice: services?.dice ?? cryptoDice,
    now: services?.now ?? (() => new Date()),
    newId: services?.newId ?? randomUUID,
  };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(config.DISCORD_API_URL ? { rest: { api: config.DISCORD_API_URL } } : {}),
  });
  attachInteractionHandler(client, full, log);
  client.once('clientReady', (c) => log.info({ user: c.user.tag, guilds: c.guilds.cache.size }, 'connected to Discord'));
  client.on('error', (err) => log.error({ err }, 'discord client error'));
  await client.login(config.DISCORD_TOKEN);
  return {
    client,
    services: full,
    stop: async () => {
      await client.destroy();
    },
  };
}
