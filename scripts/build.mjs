/**
 * The build `npm install` runs (the `prepare` script) and `npm start` runs again when the sources changed:
 * 1. compiles src/ to dist/ with TypeScript, so the bot starts on plain node (no loader hooks at run time);
 * 2. writes dist/pglite-template/: an embedded database already initialised and migrated, so a new data
 *    directory (or `--data :memory:`) starts as a copy of it instead of running initdb (src/store/pglite-template.ts).
 *    Only when a migration (or the code that writes it) changed: a rebuild for an edited source, which a test may
 *    start (`npm run register` through the launcher), leaves the template the other tests are copying alone.
 * A stamp (dist/.build-stamp) tells the launcher the build is complete.
 * Run as `npm install`'s prepare script it first mends the PostgreSQL driver's crash on a closed connection
 * (scripts/patch-postgres.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { patchPostgres } from './patch-postgres.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = resolve(root, 'dist/.build-stamp');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Whether dist/ is missing, unfinished, or older than a source or a migration. */
export function buildIsStale() {
  return !existsSync(stamp) || Math.max(newest(resolve(root, 'src')), newest(resolve(root, 'migrations'))) > statSync(stamp).mtimeMs;
}

export async function build({ quiet = false } = {}) {
  const say = (line) => quiet || process.stdout.write(`${line}\n`);
  rmSync(stamp, { force: true });
  say('Building: compiling the TypeScript sources to dist/ …');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const compiled = spawnSync(process.execPath, [tsc, '-p', resolve(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
  if (compiled.status !== 0) throw new Error('the TypeScript build failed (see above)');
  if (templateIsStale()) {
    say('Building: preparing the embedded database template …');
    const { writeTemplate, TEMPLATE_DIR } = await import(pathToFileURL(resolve(root, 'dist/store/pglite-template.js')).href);
    // Written beside it and swapped in at once: a test run copying the template meanwhile never reads half of one.
    const fresh = `${TEMPLATE_DIR}.new-${process.pid}`;
    await writeTemplate(fresh);
    rmSync(TEMPLATE_DIR, { recursive: true, force: true });
    renameSync(fresh, TEMPLATE_DIR);
    writeFileSync(templateStamp, new Date().toISOString());
  }
  writeFileSync(stamp, new Date().toISOString());
  say('Built.');
}

const templateStamp = resolve(root, 'dist/.template-stamp');
/** What the template is made of: the migrations and the code that writes it (not the rest of src/). */
const TEMPLATE_SOURCES = ['migrations', 'src/store/pglite-template.ts'];

/** Whether the embedded database template is missing or older than what it is made of. */
function templateIsStale() {
  if (!existsSync(templateStamp) || !existsSync(resolve(root, 'dist/pglite-template/PG_VERSION'))) return true;
  const made = statSync(templateStamp).mtimeMs;
  return TEMPLATE_SOURCES.some((s) => {
    const p = resolve(root, s);
    return (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > made;
  });
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  // The driver's crash on a closed connection is mended first, in a production install too (scripts/patch-postgres.mjs).
  try {
    patchPostgres();
  } catch (error) {
    process.stderr.write(`Build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  if (!existsSync(resolve(root, 'node_modules/typescript'))) {
    // A production install (`npm ci --omit=dev`) has no compiler: the image ships dist/ built beforehand.
    process.stdout.write('Building skipped: TypeScript is not installed (a production install uses the dist/ it was given).\n');
  } else {
    build().catch((error) => {
      process.stderr.write(`Build failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
  }
}
