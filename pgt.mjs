import { PGlite } from '@electric-sql/pglite';
import { writeFileSync, readFileSync } from 'node:fs';
const mode = process.argv[2];
const t0 = performance.now();
if (mode === 'make') {
  const db = new PGlite();
  await db.waitReady;
  await db.exec('create table t(x int); insert into t values (42);');
  const blob = await db.dumpDataDir('none');
  writeFileSync('/tmp/tpl.tar', Buffer.from(await blob.arrayBuffer()));
  console.log('made', performance.now() - t0);
} else {
  const buf = readFileSync('/tmp/tpl.tar');
  const db = new PGlite({ loadDataDir: new Blob([buf]) });
  const r = await db.query('select x from t');
  console.log('loaded', r.rows, performance.now() - t0, process.memoryUsage().rss / 2**20);
}
