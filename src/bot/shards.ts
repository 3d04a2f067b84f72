import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { REST } from '@discordjs/rest';
import { Routes, ShardingManager, type RESTGetAPIGatewayBotResult, type Shard } from 'discord.js';
import { ConfigError, type Config } from '../config.js';
import { discordFailure } from './discord-failure.js';
import type { Logger } from './logger.js';

/**
 * `npm run start:sharded` (issue 12): discord.js's ShardingManager runs the usual bot (dist/main.js) once per shard,
 * each process holding the servers Discord gives its shard. They share one PostgreSQL; every process runs a
 * scheduler, and the lease in the database lets one of them act.
 */

/** The compiled bot each shard runs: discord.js's Client in it reads SHARDS and SHARD_COUNT from the env the manager sets. */
const BOT_FILE = fileURLToPath(new URL('../main.js', import.meta.url));
/** How long a new shard may take to open its database and connect before the next is started anyway. */
const READY_WITHIN_MS = 120_000;
/** Discord lets `max_concurrency` shards identify per 5 seconds; a little more keeps clear of the edge. */
const IDENTIFY_WINDOW_MS = 5_500;
/** A dead shard's first pause before it starts again: one identify window, so its identify keeps clear of the others'. */
const RESPAWN_FIRST_MS = IDENTIFY_WINDOW_MS;
const RESPAWN_MAX_MS = 60_000;

/** The embedded database is one process's; a process of the sharded bot refuses to start on it, with this sentence. */
export function requireSharedDatabase(config: Pick<Config, 'DATABASE_URL'>): void {
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'The sharded bot needs DATABASE_URL: its shards are separate processes, and the embedded database (PGlite) can be opened by one process only; set DATABASE_URL to a PostgreSQL server (postgres://user:password@host:5432/realm), or run `npm start` for one process.',
    );
  }
}

export interface ShardPlan {
  /** How many shards, each a process. */
  count: number;
  /** How many may identify at once (Discord's `session_start_limit.max_concurrency`). */
  maxConcurrency: number;
}

/**
 * Asks Discord (GET /gateway/bot, at DISCORD_API_URL when set) how many shards it recommends and how many may start
 * at once; SHARD_COUNT, when a number, overrides the count. discord.js's own 'auto' would ask discord.com whatever
 * the settings say, so the question is asked here.
 */
export async function planShards(config: Pick<Config, 'DISCORD_TOKEN' | 'DISCORD_API_URL' | 'SHARD_COUNT'>): Promise<ShardPlan> {
  const rest = new REST({ ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}), retries: 1, timeout: 15_000 }).setToken(config.DISCORD_TOKEN!);
  let gateway: RESTGetAPIGatewayBotResult;
  try {
    gateway = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  } catch (error) {
    throw new ConfigError(discordFailure(error, 'The sharded bot could not ask Discord how many shards to start (GET /gateway/bot)'));
  }
  const count = config.SHARD_COUNT === 'auto' ? gateway.shards : config.SHARD_COUNT;
  const limit = gateway.session_start_limit;
  if (limit.remaining < count) {
    const minutes = Math.ceil(limit.reset_after / 60_000);
    throw new ConfigError(`Discord allows ${limit.remaining} more session starts for now and ${count} shards need one each; it resets in ${minutes} minutes.`);
  }
  return { count, maxConcurrency: Math.max(1, limit.max_concurrency) };
}

export interface RunningShards {
  manager: ShardingManager;
  /** Resolves once every shard was started (each connected, or given READY_WITHIN_MS to). */
  started: Promise<void>;
  /** Stops every shard (SIGTERM, as the one-process bot stops cleanly on it) and waits for them to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the shards: `maxConcurrency` at a time, each group once its shards are ready (or after READY_WITHIN_MS),
 * five seconds apart, as Discord's identify limit asks. A shard that dies is started again after a pause that
 * doubles up to a minute (back to the first once it connects), so a shard that cannot start does not spin. Logs
 * each shard's start, connection and death.
 */
export function startShards(config: Pick<Config, 'DISCORD_TOKEN'>, plan: ShardPlan, log: Logger, file = BOT_FILE): RunningShards {
  const shardList = Array.from({ length: plan.count }, (_, i) => i);
  // respawn: false — the manager's own would start a dead shard again at once, forever; the death handler below waits.
  const manager = new ShardingManager(file, { token: config.DISCORD_TOKEN, totalShards: plan.count, shardList, respawn: false, mode: 'process' });
  let stopping = false;
  const pauses = new Map<number, number>();

  const watch = (shard: Shard) => {
    shard.on('spawn', (child) => log.info({ shard: shard.id, process: 'pid' in child ? child.pid : undefined }, 'shard started'));
    shard.on('ready', () => {
      pauses.delete(shard.id);
      log.info({ shard: shard.id }, 'shard connected to Discord');
    });
    // A shard that is being stopped disconnects too: only the unexpected is said.
    shard.on('disconnect', () => stopping || log.warn({ shard: shard.id }, 'shard disconnected from Discord'));
    shard.on('reconnecting', () => stopping || log.info({ shard: shard.id }, 'shard reconnecting to Discord'));
    shard.on('error', (err) => log.error({ err, shard: shard.id }, 'shard error'));
    shard.on('death', (child) => {
      const exit = 'exitCode' in child ? { code: child.exitCode, signal: child.signalCode } : {};
      if (stopping) return log.info({ shard: shard.id, ...exit }, 'shard stopped');
      const pause = pauses.get(shard.id) ?? RESPAWN_FIRST_MS;
      pauses.set(shard.id, Math.min(pause * 2, RESPAWN_MAX_MS));
      log.error({ shard: shard.id, ...exit, restartInMs: pause }, 'shard died: starting it again');
      void sleep(pause).then(() => {
        if (!stopping) void spawn(shard);
      });
    });
  };
  const spawn = (shard: Shard) =>
    shard.spawn(READY_WITHIN_MS).then(
      () => undefined,
      // A shard that died before it was ready is started again by its death handler; one that is slow keeps going.
      (err: unknown) => log.warn({ shard: shard.id, why: err instanceof Error ? err.message : String(err) }, 'shard did not become ready'),
    );

  log.info({ shards: plan.count, maxConcurrency: plan.maxConcurrency }, 'starting the shards');
  const started = (async () => {
    for (let first = 0; first < plan.count && !stopping; first += plan.maxConcurrency) {
      if (first > 0) await sleep(IDENTIFY_WINDOW_MS);
      if (stopping) return;
      const group = shardList.slice(first, first + plan.maxConcurrency).map((id) => {
        const shard = manager.createShard(id);
        watch(shard);
        return spawn(shard);
      });
      await Promise.all(group);
    }
  })();

  return {
    manager,
    started,
    stop: async () => {
      stopping = true;
      await Promise.all(
        [...manager.shards.values()].map(async (shard) => {
          const child = shard.process;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          // A shard that does not stop within 15 s is killed: the manager's own stop must not hang.
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(timer);
        }),
      );
    },
  };
}
