/**
 * A scheduler process for tests/scheduler/kill.test.ts (issue 26), run on plain node from the compiled bot (dist/, as
 * `npm start` runs it; the suite's set-up builds it when stale, tests/helpers/compiled.ts): no child compiles the bot
 * with tsx again. It loads the bot and waits for a line on stdin (the test starts the next holder while the one before
 * works, and lets it go once that one is dead); then it opens the database (the PGlite directory
 * REALM_TEST_DATA, or DATABASE_URL), runs one tick at REALM_TEST_NOW as holder REALM_TEST_HOLDER, and sends its
 * messages to a Discord played by a file: each attempt is appended to REALM_TEST_DISCORD (one JSON line, written before
 * the send returns, as Discord has made the message when it answers). With REALM_TEST_STOP=`point key-prefix` it
 * says `stopped <point> <key>` on stdout at that point of the first duty whose key starts so, and waits there to be
 * killed; else it says `ticked <duties>` and ends.
 */
import { appendFileSync } from 'node:fs';
import { once } from 'node:events';
import { ConsoleSession } from '../../dist/console/session.js';
import { forcedDice } from '../../dist/engine/dice.js';
import { Scheduler } from '../../dist/scheduler/scheduler.js';
import { openDatabase } from '../../dist/store/db.js';
import { ScheduleStore } from '../../dist/store/schedule-store.js';

const env = (name) => process.env[name] ?? '';
const now = new Date(Number(env('REALM_TEST_NOW')));
const [stopPoint, stopKey] = env('REALM_TEST_STOP').split(' ');

/** @type {(where: string, message: { content?: string, embeds?: unknown }, nonce?: string) => void} */
const attempt = (where, message, nonce) =>
  appendFileSync(env('REALM_TEST_DISCORD'), `${JSON.stringify({ by: env('REALM_TEST_HOLDER'), where, nonce, text: JSON.stringify([message.content, message.embeds]) })}\n`);
const outbox = {
  post: async (channelId, message, nonce) => attempt(`#${channelId}`, message, nonce),
  toPrivatePlace: async (to, _name, message, nonce) => (attempt(`@${to.userId}`, message, nonce), 'thread'),
  status: async (channelId, key, message, nonce) => attempt(`status ${channelId} ${key}`, message, nonce),
};

await once(process.stdin, 'data');
process.stdin.destroy();

const database = await openDatabase(process.env.DATABASE_URL ? { dataDir: '', databaseUrl: process.env.DATABASE_URL } : { dataDir: env('REALM_TEST_DATA') });
const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => now });
const scheduler = new Scheduler({
  services: session.services,
  schedule: new ScheduleStore(database.db),
  outbox,
  holder: env('REALM_TEST_HOLDER'),
  crashPoint: async (point, key) => {
    if (point !== stopPoint || !key.startsWith(stopKey)) return;
    process.stdout.write(`stopped ${point} ${key}\n`);
    // Held here, alive, until the test kills the process.
    setInterval(() => {}, 60_000);
    await new Promise(() => {});
  },
});
const duties = await scheduler.tick();
process.stdout.write(`ticked ${duties}\n`);
await database.close();
