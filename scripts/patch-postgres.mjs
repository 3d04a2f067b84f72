/**
 * Mends two faults of the PostgreSQL driver (postgres 3.4.9; not fixed upstream yet) met when the server closes a
 * connection (a backend terminated, the idle-in-transaction timeout, a restart). Applied by the build that
 * `npm install` runs (scripts/build.mjs), to the ESM and CommonJS copies alike.
 *
 * 1. A crash (porsager/postgres#1154, #1208), in connection.js. The driver buffers a small write and flushes it from a
 *    setImmediate. When the server closes the connection in between, `closed()` sets the socket to null and the
 *    flush throws a TypeError from the timer, outside any promise: an uncaught exception that ends the bot. It
 *    happens inside every transaction whose connection dies, because the driver then writes its own ROLLBACK.
 *    The mend: a flush with no socket drops the buffered bytes and rejects the queries waiting on them with
 *    CONNECTION_CLOSED (as the close already did for the ones in flight), so the caller's promise settles and the
 *    command is answered; and both teardowns forget the buffered bytes and the timer, so a reconnected connection
 *    does not send a dead transaction's bytes first. With mend 2 the driver's own paths no longer write to a closed
 *    connection; this stays as the second line (tests/store/closed-connection.test.ts shows each line holding).
 *
 * 2. A dead transaction's statements run outside it (issue 26), in index.js. When the connection closes, `begin()`
 *    fails the transaction at once, but the transaction's function runs on; a statement it sends afterwards went to
 *    the same pooled connection — which the pool may meanwhile have reconnected for another query — and ran on the
 *    new session in autocommit: a write the caller had been told failed was applied, alone. The mend: a
 *    transaction's statement is sent only while the connection is still reserved for that transaction (the
 *    `c.reserved` it set; a close clears it), else it fails with CONNECTION_CLOSED — so is the driver's own ROLLBACK
 *    after a close, which then never reaches a dead socket; and statements queued behind a busy connection fail
 *    with the transaction instead of waiting for ever. The same holds for a reserved connection (`sql.reserve()`,
 *    which the bot's migrations take): its statements after a close fail, and its release no longer puts a dead
 *    connection back among the open ones, where every later query of the pool failed on it.
 *
 * Each replacement must match exactly once, or the script fails: an upgraded driver is then reviewed, not patched
 * blindly. Running it twice changes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

const MARK = '/* realm-engine: patched, see scripts/patch-postgres.mjs */';

/** What is replaced in each of the driver's files, by the file's name (in src/ and cjs/src/ alike). */
const REPLACEMENTS = {
  'connection.js': [
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
  ],
  'index.js': [
    {
      // begin(): the reservation this transaction puts on its connection
      from: `    let savepoints = 0
      , connection
      , prepare = null`,
      to: `    let savepoints = 0
      , connection
      , prepare = null
      , reservation = null ${MARK}`,
    },
    {
      // begin(): the connection closed — the statements queued behind it fail with the transaction
      from: `        new Promise((_, reject) => connection.onclose = reject)`,
      to: `        new Promise((_, reject) => connection.onclose = e => { ${MARK}
          reject(e)
          while (queries.length)
            queries.shift().reject(Errors.connection('CONNECTION_CLOSED', options))
        })`,
    },
    {
      // scope(): a statement is sent only on the connection still reserved for this transaction
      from: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        c.queue === full`,
      to: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        if (c.reserved !== reservation) ${MARK}
          return q.reject(Errors.connection('CONNECTION_CLOSED', options))
        c.queue === full`,
    },
    {
      // onexecute(): the reservation is remembered
      from: `      c.reserved = () => queries.length`,
      to: `      c.reserved = reservation = () => queries.length`,
    },
    {
      // reserve(): the same for a reserved connection — its reservation remembered …
      from: `    c.reserved.release = true
`,
      to: `    c.reserved.release = true
    const reservation = c.reserved ${MARK}
`,
    },
    {
      // … released only while it holds (a close has handed the connection back to the pool already) …
      from: `    sql.release = () => {
      c.reserved = null`,
      to: `    sql.release = () => {
      if (c.reserved !== reservation) return ${MARK}
      c.reserved = null`,
    },
    {
      // … and a statement sent only while it holds
      from: `    function handler(q) {
      c.queue === full
        ? queue.push(q)`,
      to: `    function handler(q) {
      if (c.reserved !== reservation) ${MARK}
        return q.reject(Errors.connection('CONNECTION_CLOSED', options))
      c.queue === full
        ? queue.push(q)`,
    },
  ],
};

/** The driver's files this mends: its ESM and CommonJS builds of connection.js and index.js. */
export function driverFiles(from = import.meta.url) {
  // The package exports no package.json: its directory is found up from its CommonJS entry (cjs/src/index.js).
  let dir = dirname(createRequire(from).resolve('postgres'));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== 'postgres') {
    if (dirname(dir) === dir) throw new Error('the postgres package was not found');
    dir = dirname(dir);
  }
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  const files = Object.keys(REPLACEMENTS).flatMap((name) => [`src/${name}`, `cjs/src/${name}`]);
  return { version, files: files.map((f) => join(dir, f)) };
}

/** Whether a file of the driver carries the mend. */
export const isPatched = (file) => readFileSync(file, 'utf8').includes(MARK);

export function patchPostgres({ quiet = false } = {}) {
  const { version, files } = driverFiles();
  for (const file of files) {
    let text = readFileSync(file, 'utf8');
    if (text.includes(MARK)) continue;
    for (const { from, to } of REPLACEMENTS[basename(file)]) {
      const count = text.split(from).length - 1;
      if (count !== 1) throw new Error(`postgres ${version}: ${file} does not have the code scripts/patch-postgres.mjs mends (found ${count} times); review the patch for this version`);
      text = text.replace(from, to);
    }
    writeFileSync(file, text);
    if (!quiet) process.stdout.write(`Patched the PostgreSQL driver (postgres ${version}): ${file}\n`);
  }
}
