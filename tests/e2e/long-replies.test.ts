import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/client.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { slashCommand } from '../fake-discord/interactions.js';
import { discordRefuses } from '../fake-discord/limits.js';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';
import { EPHEMERAL, BOB, startTestBot } from '../helpers/bot.js';
import { addLongCommand, expectedReplyLines, linesOf, numberedLines } from '../helpers/long-command.js';


/** The bot against a fake Discord that refuses, as Discord does, any message beyond the limits. */
describe('a long reply through Discord', () => {
  let fake: FakeDiscord;
  let database: Database;
  let bot: RunningBot;
  let remove: () => void;

  beforeAll(async () => {
    remove = addLongCommand();
    fake = await startFakeDiscord();
    database = await memoryDatabase();
    bot = await startTestBot(fake, database, { dice: forcedDice([]), now: () => new Date('2026-11-22T12:00:00Z') });
  }, 30_000);

  afterAll(async () => {
    remove?.();
    await bot?.stop();
    await database?.close();
    await fake?.close();
  });

  it('goes out as several messages in order, every one accepted, nothing lost', async () => {
    const r = await fake.sendInteraction(slashCommand({ ...BOB, channelId: fake.channelId, guildId: fake.guildId, name: 'long', options: { lines: 150 } }));
    expect(r.callback.type).toBe(4);
    expect(r.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    const dms = () => fake.channelMessages.filter((m) => m.channelId !== fake.channelId);
    // The direct messages come last: wait for all of their lines.
    await expect.poll(() => linesOf(dms().map((m) => m.body)).length, { timeout: 5000 }).toBe(150);
    expect(dms().length).toBeGreaterThan(1);
    // Nothing was refused: every request the bot made was answered with success.
    expect(fake.requests.filter((q) => q.status >= 400)).toEqual([]);
    // The reply goes on in ephemeral follow-ups; then the channel post, public, in follow-ups too.
    const continued = r.followups.filter((f) => (f.flags ?? 0) & EPHEMERAL);
    const posted = r.followups.filter((f) => !((f.flags ?? 0) & EPHEMERAL));
    expect(continued.length).toBeGreaterThan(2);
    expect(r.followups).toEqual([...continued, ...posted]);
    const reply = [r.callback.data, ...continued];
    for (const m of [...reply, ...posted]) expect(discordRefuses(m)).toBeUndefined();
    expect(linesOf(reply).filter((l) => l !== 'Notes (continued)')).toEqual(expectedReplyLines(150));
    expect(linesOf(posted)).toEqual(['Posted', ...numberedLines('post', 150)]);
    expect(linesOf(dms().map((m) => m.body))).toEqual(numberedLines('dm', 150));
    // The button comes after the text: on the last message of the reply only.
    expect(reply.map((m) => (m.components ?? []).length > 0)).toEqual(reply.map((_, i) => i === reply.length - 1));
  }, 30_000);
});
