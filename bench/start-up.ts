/**
 * Start-up: the CPU seconds and peak memory of whole processes, as issue 10 measures them — one console line on an
 * in-memory database (`npm run play -- --script FILE --json --data :memory:`), and `npm start` on a new data
 * directory to a ready console (its input at once at end, so it opens, says it is ready, and closes). Each is run
 * a few times; the median is printed. Needs GNU time (/usr/bin/time) for the process's own accounting.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const TIME = '/usr/bin/time';

interface Usage {
  cpu: number;
  peakMiB: number;
}

function measure(args: string[], env: NodeJS.ProcessEnv): Usage {
  const run = spawnSync(TIME, ['-f', 'USAGE %U %S %M', process.execPath, ...args], { cwd: root, env, input: '', encoding: 'utf8' });
  const line = run.stderr.split('\n').find((l) => l.startsWith('USAGE '));
  if (run.status !== 0 || !line) throw new Error(`${args.join(' ')} failed: ${run.stderr.slice(-400)}`);
  const [, user, sys, kb] = line.split(' ');
  return { cpu: Number(user) + Number(sys), peakMiB: Number(kb) / 1024 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function benchStartUp(runs = 3): void {
  if (!existsSync(TIME)) {
    console.log('Start-up: skipped (GNU time is not installed at /usr/bin/time)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'realm-bench-start-'));
  const script = join(dir, 'one-line.txt');
  writeFileSync(script, '@gm /game create ruleset:magic-realm\n');
  const env = { ...process.env, DISCORD_TOKEN: '', DATABASE_URL: '', NODE_ENV: 'development' };
  // The build is not part of a start: make sure dist/ is current first.
  measure(['scripts/launch.mjs', 'console/main', '--script', script, '--json', '--data', ':memory:'], env);
  const report = (label: string, samples: Usage[], aim: string) =>
    console.log(`${label}: CPU median ${median(samples.map((s) => s.cpu)).toFixed(2)} s, peak memory median ${median(samples.map((s) => s.peakMiB)).toFixed(0)} MiB (${aim})`);
  const line: Usage[] = [];
  const start: Usage[] = [];
  for (let i = 0; i < runs; i++) {
    line.push(measure(['scripts/launch.mjs', 'console/main', '--script', script, '--json', '--data', ':memory:'], env));
    const data = join(dir, `data-${i}`);
    start.push(measure(['scripts/launch.mjs', 'main'], { ...env, DATA_DIR: data }));
    rmSync(data, { recursive: true, force: true });
  }
  report('Start-up, one console line on :memory:', line, 'aim: ≤ 2.5 s CPU, ≤ 400 MiB');
  report('Start-up, npm start on a new data directory to a ready console', start, 'aim: ≤ 3 s CPU');
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) benchStartUp();
