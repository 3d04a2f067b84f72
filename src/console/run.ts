import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { cryptoDice, forcedDice } from '../engine/dice.js';
import { openDatabase, openingLine } from '../store/db.js';
import { COMMANDS, commandHelp } from '../commands/registry.js';
import { ConsoleSession, formatOutcome } from './session.js';

export interface ConsoleOptions {
  dataDir: string;
  databaseUrl?: string;
  imagesDir: string;
  json: boolean;
  script?: string;
  dice?: number[];
  draws?: number[];
}

export const CONSOLE_USAGE = `Usage: npm run play -- [--script FILE] [--json] [--data DIR|:memory:] [--images DIR] [--dice 3,5,1] [--draws 6,3,0]
Each line: @user /command [subcommand] option:value …   e.g.  @alice /roll table name:bounty modifier:1
Quote values with spaces: @bob /game join character:"Black Knight". Press a button: @bob !click log:1
Let time pass: ~wait 25h. Give a user server roles (for /gm role): ~roles @erin Referees
"help /orders" shows a command's subcommands with an example of each.`;

export function parseConsoleArgs(argv: string[], defaults: { dataDir: string; databaseUrl?: string }): ConsoleOptions {
  const opts: ConsoleOptions = { dataDir: defaults.dataDir, databaseUrl: defaults.databaseUrl, imagesDir: 'out/images', json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value.\n${CONSOLE_USAGE}`);
      return v;
    };
    if (arg === '--json') opts.json = true;
    else if (arg === '--script') opts.script = value();
    else if (arg === '--data') {
      opts.dataDir = value();
      opts.databaseUrl = undefined;
    } else if (arg === '--images') opts.imagesDir = value();
    else if (arg === '--dice') {
      const list = value().split(',').map((s) => Number(s.trim()));
      if (list.some((n) => !Number.isInteger(n))) throw new Error(`--dice takes whole numbers separated by commas, e.g. --dice 3,5,1`);
      opts.dice = list;
    } else if (arg === '--draws') {
      const list = value().split(',').map((s) => Number(s.trim()));
      if (list.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`--draws takes mana values separated by commas, e.g. --draws 6,3,0`);
      opts.draws = list;
    } else if (arg === '--help' || arg === '-h') throw new Error(CONSOLE_USAGE);
    else throw new Error(`unknown argument ${arg}.\n${CONSOLE_USAGE}`);
  }
  return opts;
}

/** Runs the console over a script or the terminal. Returns the exit code. */
export async function runConsole(opts: ConsoleOptions, io: { out: (s: string) => void; err: (s: string) => void } = { out: (s) => process.stdout.write(s + '\n'), err: (s) => process.stderr.write(s + '\n') }): Promise<number> {
  // A start never looks hung: say what is being opened (on stderr, so --json output stays clean).
  io.err(openingLine(opts));
  const database = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  const forced = opts.dice || opts.draws ? forcedDice(opts.dice ?? [], opts.draws) : undefined;
  const session = new ConsoleSession(database, forced ?? cryptoDice, {
    imagesDir: opts.imagesDir,
    log: { error: (obj, msg) => io.err(`${msg}: ${String((obj as { err?: unknown }).err)}`) },
  });
  let failures = 0;
  const handle = async (line: string) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('//') || trimmed.startsWith('#!')) return;
    // `help /orders`: that command's subcommands with their examples.
    const asked = /^help\s+(\S+)$/.exec(trimmed)?.[1];
    if (asked) return io.out(commandHelp(asked) ?? `There is no command ${asked}. "help" lists the commands.`);
    if (trimmed === 'help') return io.out(`${CONSOLE_USAGE}\nCommands: ${COMMANDS.map((c) => '/' + c.name + (c.flat ? '' : ` (${c.subcommands.map((s) => s.name).join(', ')})`)).join('; ')}`);
    const outcome = await session.run(trimmed);
    if (!outcome.ok) failures++;
    io.out(opts.json ? JSON.stringify(outcome) : `> ${trimmed}\n${formatOutcome(outcome)}\n`);
  };
  try {
    if (opts.script) {
      for (const line of readFileSync(opts.script, 'utf8').split(/\r?\n/)) await handle(line);
    } else {
      const rl = createInterface({ input: process.stdin, terminal: process.stdin.isTTY });
      if (process.stdin.isTTY) io.out(`Type a line like: @alice /game create ruleset:magic-realm — "help" lists the commands, Ctrl-D quits.`);
      for await (const line of rl) await handle(line);
    }
  } finally {
    // Snapshots are written after the replies: let the last ones land before the database closes.
    await session.services.store.flush().catch(() => {});
    await database.close();
  }
  if (forced && forced.remaining() > 0) io.err(`note: ${forced.remaining()} forced dice were not used`);
  if (forced && forced.drawsRemaining() > 0) io.err(`note: ${forced.drawsRemaining()} forced draws were not used`);
  return opts.script && failures > 0 ? 1 : 0;
}
