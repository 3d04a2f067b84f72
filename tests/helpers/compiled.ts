import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The compiled bot (dist/, what `npm start` runs) for the tests that start processes: plain node starts it in a
 * fraction of what `node --import tsx` takes to compile the bot's imports again in every child.
 */
const root = resolve(__dirname, '../..');

type BuildScript = { build(options: { quiet: boolean }): Promise<void>; buildIsStale(): boolean };
const buildScript = async (): Promise<BuildScript> => (await import(pathToFileURL(join(root, 'scripts/build.mjs')).href)) as BuildScript;

/** Builds dist/ when it is missing or older than a source or a migration (the suite's global set-up runs it once). */
export async function buildIfStale(): Promise<void> {
  const { build, buildIsStale } = await buildScript();
  if (buildIsStale()) await build({ quiet: true });
}

/**
 * Refuses a build older than the sources (a file edited during the run): a test that runs dist/ never passes or fails
 * on code that is not the code under test.
 */
export async function assertBuildFresh(): Promise<void> {
  if ((await buildScript()).buildIsStale()) throw new Error('dist/ is older than src/ (edited during the run?): run the tests again, their set-up builds it');
}

/** The path of a compiled entry point (`main`, …) under dist/, once the build is known to be fresh. */
export async function compiled(entry: string): Promise<string> {
  await assertBuildFresh();
  return join(root, 'dist', `${entry}.js`);
}

/**
 * Node's flags for a short process a test starts: V8 compiles PGlite's WebAssembly once (Liftoff), without the second,
 * optimising compile in the background that only a long run pays back (a quarter of such a process's CPU). What the
 * process does is the same.
 */
export const SHORT_PROCESS = ['--liftoff-only'];
