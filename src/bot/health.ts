import { statSync, writeFileSync } from 'node:fs';

/** Where the running bot writes its heartbeat, and how often; the image's HEALTHCHECK reads it. */
export const HEALTH_FILE = process.env.HEALTH_FILE ?? '/tmp/realm-bot.health';
export const HEARTBEAT_MS = 30_000;

export interface HeartbeatOptions {
  /** Where the beat is written (HEALTH_FILE). */
  file?: string;
  /** How often, once the first beat is written. */
  every?: number;
  /** How often it tries until then: the bot connects within seconds, and the container should show it. */
  untilFirst?: number;
  /** Told once when a beat cannot be written. */
  unwritable?: (error: unknown) => void;
}

/**
 * Writes the heartbeat while the bot is healthy — connected to Discord and its database answering — so a
 * container's health shows a bot that is up but stuck. Until the first beat it tries every `untilFirst` ms, so a bot
 * that connects a moment after its start is healthy at once. A beat that cannot be written (HEALTH_FILE in a
 * directory the bot may not write) is told to `unwritable` once and leaves the bot running: the health check then
 * reports it unhealthy, which says the same. Returns the stop.
 */
export function startHeartbeat(healthy: () => Promise<boolean>, options: HeartbeatOptions = {}): () => void {
  const { file = HEALTH_FILE, every = HEARTBEAT_MS, untilFirst = 1000, unwritable = () => {} } = options;
  let told = false;
  let beaten = false;
  const beat = async () => {
    if (!(await healthy().catch(() => false))) return;
    try {
      writeFileSync(file, new Date().toISOString());
      beaten = true;
    } catch (error) {
      if (!told) unwritable(error);
      told = true;
    }
  };
  void beat();
  const early = setInterval(() => (beaten ? clearInterval(early) : void beat()), untilFirst);
  const timer = setInterval(() => void beat(), every);
  early.unref();
  timer.unref();
  return () => {
    clearInterval(early);
    clearInterval(timer);
  };
}

/** The health check: the heartbeat is fresh (three beats' grace). Exit code 0 healthy, 1 not. */
export function heartbeatIsFresh(file = HEALTH_FILE, now = Date.now()): boolean {
  try {
    return now - statSync(file).mtimeMs < 3 * HEARTBEAT_MS;
  } catch {
    return false;
  }
}

if (process.argv[1]?.endsWith('health.js')) process.exit(heartbeatIsFresh() ? 0 : 1);
