import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(`the database in ${dir} is already open in another process; stop that one first, or give this one another directory with --data`);
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Only one process may open an embedded database directory. The lock is a listening socket, which the operating
 * system takes away the moment its process ends — a crash, an out-of-memory kill or `docker kill` included — so a
 * stale lock never stops the next start, and taking it is one atomic bind (two processes racing cannot both win).
 * On Linux the socket lives in the abstract namespace, named from the directory's real path (a lock is per
 * network namespace: two containers must not share one data volume); elsewhere it is a socket file in the
 * directory, taken over only when nothing answers on it. Returns the release.
 */
export async function lockDirectory(dir: string): Promise<() => void> {
  // A directory made here is its owner's alone: it will hold every game's secrets. One that exists keeps its modes.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The pid files of older versions are no lock any more.
  rmSync(join(dir, 'bot.lock'), { force: true });
  const real = realpathSync(dir);
  if (process.platform === 'linux') {
    const name = `\0realm-engine-pglite-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
    const server = await listen(name).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EADDRINUSE' ? new DatabaseLockedError(dir) : error;
    });
    return () => void server.close();
  }
  const path = join(real, 'bot.lock.sock');
  try {
    const server = await listen(path);
    return () => server.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || (await answers(path))) throw new DatabaseLockedError(dir);
    rmSync(path, { force: true }); // left by a process that is gone
    const server = await listen(path).catch(() => {
      throw new DatabaseLockedError(dir);
    });
    return () => server.close();
  }
}

function listen(path: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
