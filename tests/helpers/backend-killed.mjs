// A transaction whose backend is terminated while a statement is in flight (porsager/postgres#1154, #1208), run as a
// process of its own by tests/store/closed-connection.test.ts with DATABASE_URL: the unpatched driver throws from a
// timer and the process dies; patched (scripts/patch-postgres.mjs) it prints how the transaction ended and that the
// pool still serves.
import postgres from 'postgres';
const url = process.env.DATABASE_URL;
const sql = postgres(url, { max: 2, onnotice: () => {} });
const killer = postgres(url, { max: 1, onnotice: () => {} });
let pid = null;
const tx = sql.begin(async (t) => {
  const [row] = await t`select pg_backend_pid() as pid`;
  pid = row.pid;
  await t`select pg_sleep(2)`;
});
while (pid === null) await new Promise((r) => setTimeout(r, 20));
await killer`select pg_terminate_backend(${pid})`;
const outcome = await tx.then(() => 'committed', (e) => e.code ?? e.message);
await new Promise((r) => setTimeout(r, 300));
const after = await sql`select 1 as one`.then((r) => r[0].one, (e) => e.code);
console.log(JSON.stringify({ outcome, after }));
await sql.end({ timeout: 1 }); await killer.end({ timeout: 1 });
