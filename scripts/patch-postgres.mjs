/**
 * Mends a crash in the PostgreSQL driver (postgres 3.4.9, porsager/postgres#1154, #1208; not fixed upstream yet),
 * applied by the build that `npm install` runs (scripts/build.mjs), to the ESM and CommonJS copies alike.
 *
 * The driver buffers a small write and flushes it from a setImmediate. When the server closes the connection in
 * between (a backend terminated, the idle-in-transaction timeout, a restart), `closed()` sets the socket to null and
 * the flush throws a TypeError from the timer, outside any promise: an uncaught exception that ends the bot. It
 * happens inside every transaction whose connection dies, because the driver then writes its own ROLLBACK.
 *
 * The mend: a flush with no socket drops the buffered bytes and rejects the queries waiting on them with
 * CONNECTION_CLOSED (as the close already did for the ones in flight), so the caller's promise settles and the
 * command is answered; and both teardowns forget the buffered bytes and the timer, so a reconnected connection
 * does not send a dead transaction's bytes first. Each replacement must match exactly once, or the script fails:
 * an upgraded driver is then reviewed, not patched blindly. Running it twice changes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MARK = '/* realm-engine: patched, see scripts/patch-postgres.mjs */';

const REPLACEMENTS = [
  {
    from: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    to: `  function nextWrite(fn) {
    if (socket === null) { ${MARK}
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    // terminate()
    from: `    clearImmediate(nextWriteTimer)
    if (socket) {`,
    to: `    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null ${MARK}
    if (socket) {`,
  },
  {
    // closed()
    from: `    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    to: `    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null ${MARK}
    socket.removeListener('data', data)`,
  },
];

/** The driver's files this mends: its ESM and CommonJS builds of connection.js. */
export function driverFiles(from = import.meta.url) {
  // The package exports no package.json: its directory is found up from its CommonJS entry (cjs/src/index.js).
  let dir = dirname(createRequire(from).resolve('postgres'));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== 'postgres') {
    if (dirname(dir) === dir) throw new Error('the postgres package was not found');
    dir = dirname(dir);
  }
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  return { version, files: ['src/connection.js', 'cjs/src/connection.js'].map((f) => join(dir, f)) };
}

/** Whether a file of the driver carries the mend. */
export const isPatched = (file) => readFileSync(file, 'utf8').includes(MARK);

export function patchPostgres({ quiet = false } = {}) {
  const { version, files } = driverFiles();
  for (const file of files) {
    let text = readFileSync(file, 'utf8');
    if (text.includes(MARK)) continue;
    for (const { from, to } of REPLACEMENTS) {
      const count = text.split(from).length - 1;
      if (count !== 1) throw new Error(`postgres ${version}: ${file} does not have the code scripts/patch-postgres.mjs mends (found ${count} times); review the patch for this version`);
      text = text.replace(from, to);
    }
    writeFileSync(file, text);
    if (!quiet) process.stdout.write(`Patched the PostgreSQL driver (postgres ${version}): ${file}\n`);
  }
}
