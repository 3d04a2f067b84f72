import 'dotenv/config';
import { startBot } from './bot/client.js';
import { discordFailure } from './bot/discord-failure.js';
import { startHeartbeat } from './bot/health.js';
import { createLogger } from './bot/logger.js';
import { requireSharedDatabase } from './bot/shards.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { runConsole } from './console/run.js';
import { openDatabase, openingLine, startFailure, type Database } from './store/db.js';

/**
 * `npm start`: with DISCORD_TOKEN the bot connects to Discord; without, the local console opens on the
 * embedded database so a newcomer plays at once — except in production (NODE_ENV=production, as in the Docker
 * image), where a missing token stops the start with a sentence and a non-zero exit, so a restart policy does not
 * loop on a console reading end-of-input.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DISCORD_TOKEN) {
    if (config.NODE_ENV === 'production') {
      throw new ConfigError('DISCORD_TOKEN is not set: in production the bot needs it (the console is for a terminal); put it in .env or the environment.');
    }
    process.stdout.write(`No DISCORD_TOKEN set: starting the local console on ${config.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${config.DATA_DIR}`} (type "help"; see README to connect Discord).\n`);
    process.exitCode = await runConsole({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, imagesDir: 'out/images', json: false });
    return;
  }
  await runBot(config);
}

/** The bot: the database, then Discord. Whatever fails, the database is closed and the process exits non-zero. */
async function runBot(config: Config): Promise<void> {
  // A shard of `npm run start:sharded`: discord.js's ShardingManager forked this process and set SHARDS for its Client.
  const shard = process.env.SHARDING_MANAGER ? process.env.SHARDS : undefined;
  if (shard !== undefined) requireSharedDatabase(config);
  const log = shard !== undefined ? createLogger(config).child({ shard: Number(shard) }) : createLogger(config);
  log.info(openingLine({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }));
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  log.info({ database: database.kind, where: database.where }, 'database ready');
  let bot: Awaited<ReturnType<typeof startBot>> | undefined;
  let stopping = false;
  const stop = async (code: number, why: string, err?: unknown) => {
    if (stopping) return;
    stopping = true;
    if (err) log.error({ err }, why);
    else log.info({ signal: why }, 'shutting down');
    await bot?.stop().catch((e) => log.error({ err: e }, 'error while disconnecting'));
    // Snapshots are written after the replies: let the last ones land before the database closes.
    await bot?.services.store.flush().catch((e) => log.warn({ err: e }, 'a snapshot was not written'));
    await closeQuietly(database, (e) => log.error({ err: e }, 'error while closing the database'));
    log.flush?.();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0, 'SIGINT'));
  process.on('SIGTERM', () => void stop(0, 'SIGTERM'));
  process.on('uncaughtException', (err) => void stop(1, 'uncaught exception', err));
  process.on('unhandledRejection', (err) => void stop(1, 'unhandled rejection', err));
  // A shard whose manager went away (killed, crashed) stops too, rather than run on unwatched.
  if (shard !== undefined) process.once('disconnect', () => void stop(0, 'the sharding manager went away'));
  try {
    bot = await startBot(config, database, log);
    const running = bot;
    startHeartbeat(async () => running.client.isReady() && (await database.ping()), {
      unwritable: (err) => log.warn({ err }, 'the heartbeat for the health check cannot be written (HEALTH_FILE): the container will show unhealthy'),
    });
  } catch (error) {
    await closeQuietly(database, () => {});
    throw new ConfigError(discordFailure(error, 'The bot could not start'));
  }
}

async function closeQuietly(database: Database, onError: (e: unknown) => void): Promise<void> {
  await database.close().catch(onError);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : startFailure(error)}\n`);
  // Exit even when a connection pool or a timer would keep the process alive: a restart policy then restarts it.
  process.exit(1);
});
