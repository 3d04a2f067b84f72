import 'dotenv/config';
import { createLogger } from './bot/logger.js';
import { planShards, requireSharedDatabase, startShards, type RunningShards } from './bot/shards.js';
import { ConfigError, loadConfig } from './config.js';

/**
 * `npm run start:sharded`: the bot as several processes, one per shard (src/bot/shards.ts), for when one process is
 * not enough. It needs DISCORD_TOKEN and a PostgreSQL server in DATABASE_URL; it checks both before starting any
 * shard, so a wrong setting is one sentence here rather than a shard that dies and is started again.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DISCORD_TOKEN) throw new ConfigError('DISCORD_TOKEN is not set: the sharded bot connects to Discord; put the token in .env or the environment (without it, `npm start` opens the console).');
  requireSharedDatabase(config);
  const log = createLogger(config);
  const plan = await planShards(config);
  // Set in the same turn the first shards are forked, so a signal stops every shard started.
  let shards: RunningShards | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the shards');
    await shards?.stop();
    log.flush?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (stopping) return;
  shards = startShards(config, plan, log);
  await shards.started;
  log.info({ shards: plan.count }, 'every shard started');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `The sharded bot could not start: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exit(1);
});
