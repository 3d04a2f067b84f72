import pino from 'pino';
import { startBot, type RunningBot } from '../../src/bot/client.js';
import type { Services } from '../../src/commands/types.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/store/db.js';
import type { FakeDiscord } from '../fake-discord/server.js';

/** The real bot (discord.js Client, router, handlers) connected to a fake Discord, resolved once it is ready. */
export async function startTestBot(fake: FakeDiscord, database: Database, services: Partial<Services>, log: pino.Logger = pino({ level: 'silent' })): Promise<RunningBot> {
  const config = { DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.applicationId, DISCORD_API_URL: fake.apiBase, DATA_DIR: ':memory:', LOG_LEVEL: 'silent', NODE_ENV: 'test', SCHEDULER_TICK_SECONDS: 3600 } as Config;
  const bot = await startBot(config, database, log, services);
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

/**
 * Waits for what the bot sends after its first answer: follow-ups, thread and direct messages. It looks every 20 ms
 * and returns as soon as the condition holds, so a passing test waits only as long as the bot takes; it gives up after
 * 20 s (a busy machine can take seconds, and 3 s was not enough beside another suite), well within the test's 120 s,
 * and the checks after it then fail with their own message.
 */
export async function until(condition: () => boolean, capMs = 20_000): Promise<void> {
  const end = Date.now() + capMs;
  while (!condition() && Date.now() < end) await new Promise((res) => setTimeout(res, 20));
}
