// A transaction whose backend is terminated while a statement is in flight (porsager/postgres#1154, #1208), run as a
// process of its own by tests/store/closed-connection.test.ts with DATABASE_URL. It prints how the transaction and
// the statement queued behind it ended, and that the pool still serves:
// {"outcome":"CONNECTION_CLOSED","queued":"CONNECTION_CLOSED","after":1,"killed":true}. The unpatched driver instead
// throws a TypeError from its write timer (nextWrite) and the process dies, and leaves the queued statement pending
// for ever; scripts/patch-postgres.mjs mends both.
//
// The interleaving is forced, not left to the machine's load: the killer waits until the backend has exited, and the
// child goes on only once the driver has seen the connection close (its `onclose` hook) and an event-loop turn has
// passed. The transaction has then failed before the killer's answer is read — the order that, under load, once
// killed this child in CI (issue 26).
//
// `node backend-killed.mjs late-handler` keeps the child's old mistake, for the test to show it is the cause: the
// transaction's promise is given its handler only after the killer's answer. The driver rejects it when the socket
// closes (src/index.js begin(): `connection.onclose = reject`, called from closed() in src/connection.js), a whole
// turn passes with nobody listening, and Node ends the process for an unhandled rejection ("Error: write
// CONNECTION_CLOSED" at closed()). Every transaction must be given its handler when it is begun, as the bot's are
// (src/store/query-deadline.ts races each one against its deadline at once).
import postgres from 'postgres';

const url = process.env.DATABASE_URL;
const lateHandler = process.argv[2] === 'late-handler';
let seeClose;
const closeSeen = new Promise((resolve) => (seeClose = resolve));
const sql = postgres(url, { max: 2, onnotice: () => {}, onclose: () => seeClose() });
const killer = postgres(url, { max: 1, onnotice: () => {} });
const turn = () => new Promise((resolve) => setImmediate(resolve));

let pid = null;
let begun;
const running = new Promise((resolve) => (begun = resolve));
// A statement queued behind the one in flight: the driver holds it back while the connection is busy describing a
// statement with a parameter. It must fail with the transaction, not wait for ever ("pending").
let queued = 'pending';
const tx = sql.begin(async (t) => {
  const [row] = await t`select pg_backend_pid() as pid`;
  pid = row.pid;
  begun();
  const sleeping = t`select pg_sleep(${5})`.execute();
  const next = t`select 2 as two`.execute().then(() => 'ran', (e) => e.code ?? e.message);
  next.then((how) => (queued = how));
  await sleeping;
  await next;
});
const settled = (p) => p.then(() => 'committed', (e) => e.code ?? e.message);
// The mend: the transaction's outcome is listened for from the moment it is begun.
const outcome = lateHandler ? null : settled(tx);

await running;
// With a timeout, pg_terminate_backend returns only once the backend has exited (PostgreSQL 14 and later).
const killed = killer`select pg_terminate_backend(${pid}, 5000) as done`.execute();
await closeSeen;
await turn();
const [{ done }] = await killed;
const result = await (outcome ?? settled(tx));
// Let the driver's write timer of the dead transaction's ROLLBACK run (where the unpatched driver throws).
await turn();
await turn();
const after = await sql`select 1 as one`.then((r) => r[0].one, (e) => e.code);
console.log(JSON.stringify({ outcome: result, queued, after, killed: done }));
// The dead connection still holds the transaction's last statement as in flight (the driver never clears it), so a
// graceful end would wait out its whole timeout: end at once.
await sql.end({ timeout: 0 });
await killer.end({ timeout: 1 });
