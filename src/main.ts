import 'dotenv/config';
import { startBot } from './bot/client.js';
import { createLogger } from './bot/logger.js';
import { ConfigError, loadConfig } from './config.js';
import { runConsole } from './console/run.js';
import { openDatabase } from './store/db.js';

/**
 * `npm start`: with DISCORD_TOKEN the bot connects to Discord; without, the local console opens on the
 * embedded database so a newcomer plays at once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DISCORD_TOKEN) {
    process.stdout.write(`No DISCORD_TOKEN set: starting the local console on ${config.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${config.DATA_DIR}`} (type "help"; see README to connect Discord).\n`);
    process.exitCode = await runConsole({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, imagesDir: 'out/images', json: false });
    return;
  }
  const log = createLogger(config);
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  log.info({ database: database.kind, where: database.where }, 'database ready');
  const bot = await startBot(config, database, log);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await bot.stop().catch((err) => log.error({ err }, 'error while disconnecting'));
    await database.close().catch((err) => log.error({ err }, 'error while closing the database'));
    log.flush?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
