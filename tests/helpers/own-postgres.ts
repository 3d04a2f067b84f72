import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of a test's own, to stop and start at will without disturbing the shared one the other
 * tests use. Needs PG_TEST_BIN (scripts/test-postgres.sh exports it). As root, the cluster belongs to `postgres`.
 */
export interface OwnPostgres {
  url: string;
  /** Asynchronous, so the bot's connections see the server go as they would in production (a blocked event loop would not). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Stops the server while blocking the event loop, so the client has not yet noticed its connections closed: the
   * next statement goes out on a dead connection, as one in flight when a server dies does.
   */
  stopUnnoticed(): void;
  /** Freezes the server and every backend (SIGSTOP): connections stay open, nothing answers, as a hung host does. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
  /** Stops the server and removes its files. */
  remove(): Promise<void>;
}

export async function ownPostgres(bin: string): Promise<OwnPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'realm-own-pg-'));
  const root = process.getuid?.() === 0;
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const run = async (program: string, args: string[]) => {
    await promisify(execFile)(root ? 'runuser' : join(bin, program), root ? ['-u', 'postgres', '--', join(bin, program), ...args] : args);
  };
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    stopUnnoticed: () => {
      const args = ['-D', data, '-m', 'fast', '-w', 'stop'];
      execFileSync(root ? 'runuser' : join(bin, 'pg_ctl'), root ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args] : args, { stdio: 'ignore' });
    },
    freeze: () => signalServer(data, 'SIGSTOP'),
    thaw: () => signalServer(data, 'SIGCONT'),
    async remove() {
      signalServer(data, 'SIGCONT');
      await stop().catch(() => {}); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sends a signal to the server's postmaster and every process it started (its backends and helpers). */
function signalServer(data: string, signal: NodeJS.Signals): void {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return; // not running
  }
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  for (const pid of [postmaster, ...children]) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
