import 'dotenv/config';
import { loadConfig } from '../config.js';
import { parseConsoleArgs, runConsole } from './run.js';

/** `npm run play -- [--script FILE] [--json] [--data DIR] [--images DIR] [--dice 3,5,1] [--draws 6,3,0]` */
try {
  const config = loadConfig();
  const opts = parseConsoleArgs(process.argv.slice(2), { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  process.exitCode = await runConsole(opts);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
