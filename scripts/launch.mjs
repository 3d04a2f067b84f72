/**
 * `npm start`, `npm run start:sharded` and `npm run play`: run a compiled entry point on plain node, building first
 * when dist/ is missing or older than a source or a migration (so a fresh clone or an edited file never needs a
 * separate step).
 *   node scripts/launch.mjs main|main-sharded|console/main [args…]
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'main';
process.argv.splice(2, 1);

if (buildIsStale()) {
  if (!existsSync(resolve(root, 'node_modules/typescript'))) {
    process.stderr.write('dist/ is missing or older than src/, and TypeScript is not installed to build it: run `npm install`.\n');
    process.exit(1);
  }
  const { build } = await import('./build.mjs');
  await build();
}
// The entry sees itself as the script node was given (an entry that runs only "when run directly", as
// bot/register does, compares process.argv[1] with its own file).
const file = resolve(root, 'dist', `${entry}.js`);
process.argv[1] = file;
await import(pathToFileURL(file).href);
