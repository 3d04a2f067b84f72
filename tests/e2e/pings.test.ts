import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/client.js';
import type { Services } from '../../src/commands/types.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { GameStore } from '../../src/store/game-store.js';
import { slashCommand } from '../fake-discord/interactions.js';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';
import { BOB, GM, startTestBot, until } from '../helpers/bot.js';

/**
 * Pings that ring (issue 26): Discord notifies a mention only in a new message, and only the users its
 * `allowed_mentions` allows. A call to act goes in a new message naming exactly whom it calls; nothing else rings.
 */
describe('pings through a fake Discord', () => {
  let fake: FakeDiscord;
  let database: Database;
  let bot: RunningBot;
  /** How many interaction callbacks Discord had received when each command reached the store. */
  const callbacksAtExecute: number[] = [];
  const callbacks = () => fake.requests.filter((r) => r.path.endsWith('/callback')).length;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    database = await memoryDatabase();
    const store = new GameStore(database.db);
    const recordingStore = new Proxy(store, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<GameStore['execute']>) => {
          callbacksAtExecute.push(callbacks());
          return target.execute(...args);
        };
      },
    });
    const services: Partial<Services> = { store: recordingStore, dice: forcedDice(Array.from({ length: 400 }, () => 1)), now: () => new Date('2026-11-22T12:00:00Z') };
    bot = await startTestBot(fake, database, services);
  }, 30_000);

  afterAll(async () => {
    await bot?.stop();
    await database?.close();
    await fake?.close();
  });

  const command = (who: typeof GM, name: string, subcommand: string | undefined, options: Record<string, string | number | boolean> = {}) =>
    fake.sendInteraction(slashCommand({ ...who, channelId: fake.channelId, guildId: fake.guildId, name, subcommand, options }));

  it("a deferred /calendar start edits its reply without the call, and calls Bob in a new message that rings him alone", async () => {
    for (const [who, name, sub, options] of [
      [GM, 'game', 'create', { ruleset: 'magic-realm', options: 'seasons-weather' }],
      [BOB, 'game', 'join', { character: 'Amazon' }],
      [GM, 'board', 'layout', {}],
      [GM, 'game', 'start', {}],
    ] as const) {
      const r = await command(who, name, sub, options);
      await until(() => r.callback.type !== 5 || r.edits.length > 0);
      expect(JSON.stringify([r.callback, r.edits]), `${name} ${sub}`).not.toContain('How to do it');
    }
    const before = callbacks();
    const started = await command(GM, 'calendar', 'start');
    expect(started.callback.type).toBe(5);
    // A command that draws is deferred before its work begins: Discord had the deferral when the store was reached.
    expect(callbacksAtExecute.at(-1)).toBe(before + 1);
    await until(() => started.followups.length > 0);
    expect(started.edits).toHaveLength(1);
    const edit = started.edits[0];
    expect(edit.embeds[0].title).toBe('The calendar begins');
    expect(edit.content ?? '').not.toContain(`<@${BOB.userId}>`);
    expect(edit.allowed_mentions).toEqual({ parse: [], users: [] });
    expect(started.followups).toHaveLength(1);
    const call = started.followups[0];
    expect(call.content).toBe(`<@${BOB.userId}> Birdsong: record your phases with /orders record (only you and the GM see them).`);
    expect(call.allowed_mentions).toEqual({ parse: [], users: [BOB.userId] });
    expect(call.flags ?? 0).toBe(0);
  }, 30_000);

  it('the last order in calls the GM in a new channel message that rings him alone; the answer to Bob rings nobody', async () => {
    const recorded = await command(BOB, 'orders', 'record', { phases: 'H, H' });
    expect(recorded.callback.type).toBe(4);
    expect(recorded.callback.data.allowed_mentions).toEqual({ parse: [], users: [] });
    await until(() => recorded.followups.some((f) => (f.content ?? '').includes('every character has recorded')));
    const call = recorded.followups.find((f) => (f.content ?? '').includes('every character has recorded'));
    expect(call.content).toBe(`<@${GM.userId}> every character has recorded: Daylight can begin.`);
    expect(call.allowed_mentions).toEqual({ parse: [], users: [GM.userId] });
  });

  it('as Discord rings them: Bob once for Birdsong, the GM once for the last order, nobody else, ever', () => {
    expect(fake.pings.map((p) => p.userId)).toEqual([BOB.userId, GM.userId]);
  });

  it('every message the bot sent rings only the users it calls: never @everyone, a role, or a name in passing', () => {
    const bodies = [
      ...fake.channelMessages.map((m) => m.body),
      ...fake.messageEdits.map((m) => m.body),
    ];
    for (const body of bodies) if (body.content !== undefined) expect(body.allowed_mentions?.parse, JSON.stringify(body)).toEqual([]);
  });
});
