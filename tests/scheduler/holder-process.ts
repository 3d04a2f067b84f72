/**
 * A scheduler process for tests/scheduler/kill.test.ts (issue 26): opens the database (the PGlite directory
 * REALM_TEST_DATA, or DATABASE_URL), runs one tick at REALM_TEST_NOW as holder REALM_TEST_HOLDER, and sends its
 * messages to a Discord played by a file: each attempt is appended to REALM_TEST_DISCORD (one JSON line, written before
 * the send returns, as Discord has made the message when it answers). With REALM_TEST_STOP=`point key-prefix` it
 * says `stopped <point> <key>` on stdout at that point of the first duty whose key starts so, and waits there to be
 * killed; else it says `ticked <duties>` and ends.
 */
import { appendFileSync } from 'node:fs';
import { ConsoleSession } from '../../src/console/session.js';
import type { Delivered, Outbox } from '../../src/delivery/outbox.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { MessagePayload } from '../../src/render/message.js';
import { Scheduler } from '../../src/scheduler/scheduler.js';
import { openDatabase } from '../../src/store/db.js';
import { ScheduleStore } from '../../src/store/schedule-store.js';

const env = (name: string) => process.env[name] ?? '';
const now = new Date(Number(env('REALM_TEST_NOW')));
const [stopPoint, stopKey] = env('REALM_TEST_STOP').split(' ');

const attempt = (where: string, message: MessagePayload, nonce?: string) =>
  appendFileSync(env('REALM_TEST_DISCORD'), `${JSON.stringify({ by: env('REALM_TEST_HOLDER'), where, nonce, text: JSON.stringify([message.content, message.embeds]) })}\n`);
const outbox: Outbox = {
  post: async (channelId, message, nonce) => attempt(`#${channelId}`, message, nonce),
  toPrivatePlace: async (to, _name, message, nonce): Promise<Delivered> => (attempt(`@${to.userId}`, message, nonce), 'thread'),
  status: async (channelId, key, message, nonce) => attempt(`status ${channelId} ${key}`, message, nonce),
};

const database = await openDatabase(process.env.DATABASE_URL ? { dataDir: '', databaseUrl: process.env.DATABASE_URL } : { dataDir: env('REALM_TEST_DATA') });
const session = new ConsoleSession(database, forcedDice([6, 1, 0]), { now: () => now });
const scheduler = new Scheduler({
  services: session.services,
  schedule: new ScheduleStore(database.db),
  outbox,
  holder: env('REALM_TEST_HOLDER'),
  crashPoint: async (point, key) => {
    if (point !== stopPoint || !key.startsWith(stopKey!)) return;
    process.stdout.write(`stopped ${point} ${key}\n`);
    // Held here, alive, until the test kills the process.
    setInterval(() => {}, 60_000);
    await new Promise(() => {});
  },
});
const duties = await scheduler.tick();
process.stdout.write(`ticked ${duties}\n`);
await database.close();
