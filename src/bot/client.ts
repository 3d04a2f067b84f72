import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Client, GatewayIntentBits } from 'discord.js';
import type { Services } from '../commands/types.js';
import type { Config } from '../config.js';
import { cryptoDice } from '../engine/dice.js';
import type { Database } from '../store/db.js';
import { GameStore } from '../store/game-store.js';
import { PrivatePlaceStore } from '../store/private-places.js';
import { ScheduleStore } from '../store/schedule-store.js';
import { StatusMessageStore } from '../store/status-messages.js';
import { ServerSettings } from '../store/server-settings.js';
import { Scheduler, TICK_MS } from '../scheduler/scheduler.js';
import { warmPictures } from '../render/pictures.js';
import { DiscordOutbox } from './discord-outbox.js';
import { attachInteractionHandler } from './interactions.js';
import type { Logger } from './logger.js';

export interface RunningBot {
  client: Client;
  services: Services;
  scheduler: Scheduler;
  stop(): Promise<void>;
}

/** Connects the bot to Discord (or to the URL in DISCORD_API_URL) and answers interactions until stopped. */
export async function startBot(config: Config, database: Database, log: Logger, services?: Partial<Services>): Promise<RunningBot> {
  const now = services?.now ?? (() => new Date());
  const full: Services = {
    // The events' times come from the same clock the scheduler reads.
    store: services?.store ?? new GameStore(database.db, { now, soleWriter: database.kind === 'pglite', notices: database.notices }),
    servers: services?.servers ?? new ServerSettings(database.db, now),
    dice: services?.dice ?? cryptoDice,
    now,
    newId: services?.newId ?? randomUUID,
  };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // Nothing the bot sends rings anyone unless the message says whom (payload.ts): not @everyone, a role or a name.
    allowedMentions: { parse: [], repliedUser: false },
    ...(config.DISCORD_API_URL ? { rest: { api: config.DISCORD_API_URL } } : {}),
  });
  const outbox = new DiscordOutbox(client, new PrivatePlaceStore(database.db, full.now), new StatusMessageStore(database.db, full.now), log);
  attachInteractionHandler(client, full, log, outbox);
  // Every process runs a scheduler; only the one holding the lease acts (issue 12).
  const scheduler = new Scheduler({ services: full, schedule: new ScheduleStore(database.db), outbox, holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, log });
  client.once('clientReady', (c) => {
    log.info({ user: c.user.tag, guilds: c.guilds.cache.size }, 'connected to Discord');
    scheduler.start((config.SCHEDULER_TICK_SECONDS ?? TICK_MS / 1000) * 1000);
    warmPictures().catch((err) => log.warn({ err }, 'the drawing kit did not load ahead of the first picture'));
  });
  client.on('error', (err) => log.error({ err }, 'discord client error'));
  await client.login(config.DISCORD_TOKEN);
  return {
    client,
    services: full,
    scheduler,
    stop: async () => {
      await scheduler.stop();
      await client.destroy();
    },
  };
}
