import pino from 'pino';
import { startBot, type RunningBot } from '../../src/bot/client.js';
import type { Services } from '../../src/commands/types.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/store/db.js';
import type { FakeDiscord } from '../fake-discord/server.js';

/** The real bot (discord.js Client, router, handlers) connected to a fake Discord, resolved once it is ready. */
export async function startTestBot(fake: FakeDiscord, database: Database, services: Partial<Services>): Promise<RunningBot> {
  const config = { DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.applicationId, DISCORD_API_URL: fake.apiBase, DATA_DIR: ':memory:', LOG_LEVEL: 'silent', NODE_ENV: 'test', SCHEDULER_TICK_SECONDS: 3600 } as Config;
  const bot = await startBot(config, database, pino({ level: 'silent' }), services);
  await new Promise<void>((resolve) => (bot.client.isReady() ? resolve() : bot.client.once('clientReady', () => resolve())));
  return bot;
}

/** Discord's flag of a message only its user sees. */
export const EPHEMERAL = 64;

/** The people of the end-to-end tests, as the fake Discord's interactions name them. */
export const GM = { userId: '300000000000000001', username: 'alice' };
export const BOB = { userId: '300000000000000002', username: 'bob' };
export const CAROL = { userId: '300000000000000003', username: 'carol' };
export const DAVE = { userId: '300000000000000004', username: 'dave' };

/** Waits (up to 3 s) for what the bot sends after its first answer: follow-ups, thread and direct messages. */
export async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 60 && !condition(); i++) await new Promise((res) => setTimeout(res, 50));
}
