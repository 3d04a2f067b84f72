/**
 * `npm start` and `npm run play`: run a compiled entry point on plain node, building first when dist/ is missing
 * or older than a source or a migration (so a fresh clone or an edited file never needs a separate step).
 *   node scripts/launch.mjs main|console/main [args…]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'main';
process.argv.splice(2, 1);

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const stamp = resolve(root, 'dist/.build-stamp');
const stale = !existsSync(stamp) || Math.max(newest(resolve(root, 'src')), newest(resolve(root, 'migrations'))) > statSync(stamp).mtimeMs;
if (stale) {
  if (!existsSync(resolve(root, 'node_modules/typescript'))) {
    process.stderr.write('dist/ is missing or older than src/, and TypeScript is not installed to build it: run `npm install`.\n');
    process.exit(1);
  }
  const { build } = await import('./build.mjs');
  await build();
}
await import(pathToFileURL(resolve(root, 'dist', `${entry}.js`)).href);
