import { performance } from 'node:perf_hooks';
import postgres from 'postgres';

/** The channel migration 0005's trigger announces every change of a game's version on: "<game id> <version>". */
export const NOTICE_CHANNEL = 'realm_games';

/**
 * What a process hears of the commits of every process (issue 26: a command on PostgreSQL needs no read before its
 * commit). The game store trusts a cached state only while notices are heard, since before the state was read
 * (`epoch`), and when no notice names a later version of its game.
 */
export interface CommitNotices {
  /** Whether notices are heard now: the listening connection is up and answered within the last few seconds. */
  live(): boolean;
  /** Counts the times listening began; a state read under an earlier one may have missed notices. */
  readonly epoch: number;
  /** The latest version noticed of a game (undefined: none noticed, or forgotten, which only a long-cached game is). */
  noticed(gameId: string): number | undefined;
  close(): Promise<void>;
}

/** How long an answer of the listening connection counts as proof that it still hears; past half of it, it is asked again. */
const FRESH_MS = 5_000;
/** Waits before listening again after the connection closed: doubled each failure, up to the last. */
const RETRY_MS = [100, 200, 500, 1_000, 2_000, 5_000];
/** How many games' latest versions are kept (a game cached longer than its notice is remembered is simply read). */
const REMEMBERED = 20_000;

/**
 * Listens on its own connection (the pool's connections are for statements). When that connection closes, notices are
 * no longer heard at once; it listens again after a pause, and a new epoch begins. A connection that neither closes
 * nor answers (a network gone quiet) stops counting as live after FRESH_MS: each look at live() past half of it asks
 * the connection for a trivial answer in the background.
 */
export async function listenForCommits(
  url: string,
  opts: { connectTimeoutS: number; onError?: (error: unknown) => void; applicationName?: string },
): Promise<CommitNotices> {
  const versions = new Map<string, number>();
  let epoch = 0;
  let connected = false;
  let answeredAt = -Infinity;
  let asking = false;
  let closing = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const heard = (payload: string) => {
    const [id, v] = payload.split(' ');
    const version = Number(v);
    if (!id || !Number.isInteger(version)) return;
    if ((versions.get(id) ?? -1) >= version) return;
    versions.delete(id); // re-inserted last: the map is kept in order of the latest notice
    versions.set(id, version);
    if (versions.size > REMEMBERED) versions.delete(versions.keys().next().value!);
  };

  // onnotify is an option postgres.js's own listen() passes (src/index.js); its types leave it out.
  const options = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connect_timeout: opts.connectTimeoutS,
    connection: { application_name: opts.applicationName ?? 'realm-commit-notices' },
    onnotice: () => {},
    onnotify: (channel: string, payload: string) => channel === NOTICE_CHANNEL && heard(payload),
    onclose: () => {
      connected = false;
      if (!closing) again();
    },
  };
  const client = postgres(url, options as postgres.Options<Record<string, never>>);

  const listen = async (): Promise<void> => {
    await client.unsafe(`LISTEN ${NOTICE_CHANNEL}`);
    epoch += 1;
    connected = true;
    failures = 0;
    answeredAt = performance.now();
  };
  const again = () => {
    if (retry || closing) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error) => {
        opts.onError?.(error);
        again();
      });
    }, wait);
    retry.unref();
  };

  // A first attempt that fails leaves the process reading before each command until a later one succeeds.
  await listen().catch((error) => {
    opts.onError?.(error);
    again();
  });
  return {
    live() {
      if (!connected) return false;
      const age = performance.now() - answeredAt;
      if (age > FRESH_MS / 2 && !asking) {
        asking = true;
        client`SELECT 1`
          .then(() => (answeredAt = performance.now()))
          .catch(() => {})
          .finally(() => (asking = false));
      }
      return age <= FRESH_MS;
    },
    get epoch() {
      return epoch;
    },
    noticed: (gameId) => versions.get(gameId),
    async close() {
      closing = true;
      connected = false;
      if (retry) clearTimeout(retry);
      await client.end({ timeout: 1 });
    },
  };
}
