// A transaction whose connection the server closes while the transaction is idle between two statements (the
// idle-in-transaction timeout, a terminated backend, a restart), run as a process of its own by
// tests/store/closed-connection.test.ts with DATABASE_URL.
//
// postgres.js 3.4.9 fails the transaction at once (CONNECTION_CLOSED), but the transaction's function runs on, and a
// statement it sends afterwards goes to the same pooled connection — which the pool may have reconnected meanwhile
// for another query. The statement then ran on a new session outside any transaction, in autocommit: a write the
// caller had been told failed was applied, alone. scripts/patch-postgres.mjs mends it: a transaction's statement is
// sent only while its connection is still reserved for it; after that it fails with CONNECTION_CLOSED.
//
// The order is forced: the killer waits for the backend's exit, the child for the driver's `onclose`, and the other
// query's answer (its connection is up again) before the transaction's function goes on. Prints
// {"outcome":…,"late":…,"other":42,"onReserved":…,"afterRelease":1,"onReconnected":…,"after":1}: `late` is how the
// statement sent after the close ended — "sent on another session" is the fault; `onReserved` and `onReconnected`
// the same for a reserved connection.
import postgres from 'postgres';

const url = process.env.DATABASE_URL;
let seeClose;
let closeSeen = new Promise((resolve) => (seeClose = resolve));
// One connection, so the other query reconnects the very connection the transaction had.
const sql = postgres(url, { max: 1, onnotice: () => {}, onclose: () => seeClose() });
const killer = postgres(url, { max: 1, onnotice: () => {} });

let pid = null;
let begun;
const running = new Promise((resolve) => (begun = resolve));
let goOn;
const gate = new Promise((resolve) => (goOn = resolve));
let lateSettled;
const lateDone = new Promise((resolve) => (lateSettled = resolve));
const tx = sql.begin(async (t) => {
  [{ pid }] = await t`select pg_backend_pid() as pid`;
  begun();
  await gate;
  const late = await t`select pg_backend_pid() as pid`.then(
    ([row]) => (row.pid === pid ? 'sent in the transaction' : 'sent on another session'),
    (e) => e.code ?? e.message,
  );
  lateSettled(late);
});
const outcome = tx.then(() => 'committed', (e) => e.code ?? e.message);

await running;
await killer`select pg_terminate_backend(${pid}, 5000)`;
await closeSeen;
const other = await sql`select 42 as x`.then((r) => r[0].x, (e) => e.code ?? e.message);
goOn();
const late = await lateDone;

// The same outside a transaction, on a reserved connection (porsager/postgres#1208; the bot reserves one to migrate).
// A statement sent on it once its backend died was written from a timer to a socket that is gone — a TypeError that
// ended the process — and releasing it put the dead connection back among the open ones, where the pool's next
// queries failed on it. And once the pool has reconnected it for another query, a statement sent on it ran on that
// other session.
const reservedKilled = async () => {
  closeSeen = new Promise((resolve) => (seeClose = resolve));
  const reserved = await sql.reserve();
  const [{ pid: reservedPid }] = await reserved`select pg_backend_pid() as pid`;
  await killer`select pg_terminate_backend(${reservedPid}, 5000)`;
  await closeSeen;
  return { reserved, reservedPid };
};
const ranOn = (reservedPid) => ([row]) => (row.pid === reservedPid ? 'ran on its session' : 'ran on another session');
const dead = await reservedKilled();
const onReserved = await dead.reserved`select pg_backend_pid() as pid`.then(ranOn(dead.reservedPid), (e) => e.code ?? e.message);
dead.reserved.release();
const afterRelease = await sql`select 1 as one`.then((r) => r[0].one, (e) => e.code ?? e.message);
const lost = await reservedKilled();
await sql`select 1`; // the pool reconnects the reserved connection for a query of its own
const onReconnected = await lost.reserved`select pg_backend_pid() as pid`.then(ranOn(lost.reservedPid), (e) => e.code ?? e.message);
lost.reserved.release();

const after = await sql`select 1 as one`.then((r) => r[0].one, (e) => e.code ?? e.message);
console.log(JSON.stringify({ outcome: await outcome, late, other, onReserved, afterRelease, onReconnected, after }));
await sql.end({ timeout: 0 });
await killer.end({ timeout: 1 });
