import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/client.js';
import { registerCommands } from '../../src/bot/register.js';
import { ANSWER_WITHIN, DEFER_AFTER } from '../../src/bot/interactions.js';
import { COMMANDS } from '../../src/commands/registry.js';
import type { Services } from '../../src/commands/types.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { GameStore } from '../../src/store/game-store.js';
import { autocomplete, buttonClick, slashCommand } from '../fake-discord/interactions.js';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';
import { EPHEMERAL, GM, BOB, CAROL, until, startTestBot } from '../helpers/bot.js';

/** The real bot (discord.js Client, our router and handlers) against a fake Discord on 127.0.0.1. */
describe('the bot end to end through a fake Discord', () => {
  let fake: FakeDiscord;
  let database: Database;
  let bot: RunningBot;
  let store: GameStore;
  /** While set, every commit waits for it first: a slow command, held for exactly as long as the test needs. */
  let held: Promise<void> | undefined;
  /** Commits begun and not yet done (held ones too). */
  let committing = 0;
  /**
   * Holds the commits until `until` resolves — until the bot has done what the test waits for, not for a guessed
   * time — or the returned release is called (in a test's `finally`, so a failing test never holds the next one's).
   */
  const hold = (until: Promise<unknown>): (() => void) => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    held = Promise.race([until, released]).then(() => {
      held = undefined;
    });
    return release;
  };
  /** The interaction callbacks the bot has sent so far (the first answer: a reply or a deferral). */
  const callbacks = () => fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/callback')).length;
  /** While set, every commit moves the fake Discord's clock on this far: a command answered after Discord's window. */
  let lateMs = 0;
  /** The bot's log lines at warn and above (its messages): what it did with an interaction it could not answer. */
  const logged: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line).msg) });

  beforeAll(async () => {
    fake = await startFakeDiscord();
    database = await memoryDatabase();
    store = new GameStore(database.db);
    const slowStore = new Proxy(store, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<GameStore['execute']>) => {
          committing++;
          try {
            await held;
            if (lateMs) fake.advance(lateMs);
            return await target.execute(...args);
          } finally {
            committing--;
          }
        };
      },
    });
    const services: Partial<Services> = { store: slowStore, dice: forcedDice([5, 2, 1, 3, 6, 6, 4, 4, 2, 2, 3, 3, 1, 1]), now: () => new Date('2026-11-22T12:00:00Z') };
    bot = await startTestBot(fake, database, services, log);
  }, 30_000);

  afterEach(() => {
    // A test that shortens the bot's waits gives them back, pass or fail.
    DEFER_AFTER.ms = 1500;
    ANSWER_WITHIN.ms = 60_000;
  });

  afterAll(async () => {
    await bot?.stop();
    await database?.close();
    await fake?.close();
  });

  const command = (who: typeof GM, name: string, subcommand: string | undefined, options: Record<string, string | number | boolean> = {}) =>
    fake.sendInteraction(slashCommand({ ...who, channelId: fake.channelId, guildId: fake.guildId, name, subcommand, options }));

  it('creates a game and lets a player join: public replies with embeds', async () => {
    const created = await command(GM, 'game', 'create', { ruleset: 'magic-realm', options: 'seasons-weather' });
    expect(created.callback.type).toBe(4);
    expect(created.callback.data.flags ?? 0).toBe(0);
    expect(created.callback.data.embeds[0].title).toContain('Magic Realm');
    const joined = await command(BOB, 'game', 'join', { character: 'Amazon' });
    expect(joined.callback.data.embeds[0].description).toContain('Amazon');
  });

  it('answers a roll on a table with the dice, the total and the row', async () => {
    const r = await command(BOB, 'roll', 'table', { name: 'bounty', modifier: 1 });
    const fields = r.callback.data.embeds[0].fields as { name: string; value: string }[];
    // forced dice 5 and 2: the higher counts, 5 + 1 = 6 → "No Bounty Today".
    expect(fields.find((f) => f.name === 'Total')!.value).toContain('6');
    expect(fields.find((f) => f.name.startsWith('Row'))!.value).toContain('No Bounty Today');
  });

  it('keeps a private roll ephemeral; the channel gets only the notice', async () => {
    const r = await command(BOB, 'roll', 'dice', { notation: '1d6+2', private: true });
    expect(r.callback.type).toBe(4);
    expect(r.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(JSON.stringify(r.callback.data.embeds)).toContain('**3**');
    await until(() => r.followups.length > 0);
    expect(r.followups).toHaveLength(1);
    expect((r.followups[0].flags ?? 0) & EPHEMERAL).toBe(0);
    expect(JSON.stringify(r.followups[0])).toContain('private roll');
    expect(JSON.stringify(r.followups[0])).not.toContain('**3**');
    // The GM's copy arrives in his private place (his thread in the channel), and Bob keeps his own in his.
    const copies = () => fake.channelMessages.filter((m) => fake.threads.has(m.channelId) && JSON.stringify(m.body).includes('**3**'));
    await until(() => copies().length === 2);
    expect(copies().map((m) => fake.threads.get(m.channelId).members.at(-1)).sort()).toEqual([BOB.userId, GM.userId].sort());
    expect(fake.channelMessages.filter((m) => m.channelId === fake.channelId).map((m) => JSON.stringify(m.body)).join()).not.toContain('**3**');
  });

  it('turns bad input into an ephemeral reply that says how to do it right', async () => {
    const r = await command(BOB, 'roll', 'dice', { notation: '2d' });
    expect(r.callback.type).toBe(4);
    expect(r.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(JSON.stringify(r.callback.data.embeds)).toContain('How to do it');
    const notGm = await command(CAROL, 'gm', 'undo');
    expect(notGm.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(JSON.stringify(notGm.callback.data.embeds)).toMatch(/only the GM/i);
  });

  it('defers a slow command and then edits the reply', async () => {
    // The commit waits until the bot has deferred (its first answer, sent at DEFER_AFTER while the work goes on):
    // the deferral comes at once rather than after the real 1.5 s.
    DEFER_AFTER.ms = 10;
    const before = callbacks();
    const release = hold(until(() => callbacks() > before));
    try {
      const r = await command(BOB, 'roll', 'dice', { notation: '2d6' });
      expect(r.callback.type).toBe(5);
      expect(r.edits).toHaveLength(1);
      expect(r.edits[0].embeds[0].title).toContain('rolls 2d6');
    } finally {
      release();
    }
  }, 15_000);

  it('answers a deferral whose command hangs, without claiming what happened to it', async () => {
    DEFER_AFTER.ms = 10;
    ANSWER_WITHIN.ms = 100;
    // The commit hangs until the bot has answered the deferral and the test has looked; only then does it go on.
    const release = hold(new Promise(() => {}));
    try {
      const r = await command(BOB, 'roll', 'dice', { notation: '2d6' });
      expect(r.callback.type).toBe(5);
      // The answer is private: the public deferral is replaced by an ephemeral follow-up.
      const answers = () => JSON.stringify([...r.edits, ...r.followups]);
      await until(() => answers().includes('did not answer in time'));
      const answered = answers();
      expect(answered).toContain('did not answer in time, so your command may or may not have been applied');
      expect(answered).not.toContain('rolls 2d6');
    } finally {
      release();
      // The hung command finishes before the next test.
      await until(() => committing === 0);
    }
    expect(committing).toBe(0);
  }, 25_000);

  it("answered after Discord's 3 s (refused: 10062), sends nothing more on that interaction", async () => {
    lateMs = 3500;
    try {
      await expect(command(BOB, 'roll', 'dice', { notation: '2d6' })).rejects.toThrow(/refused the first answer to \/roll: the first answer came \d+ ms after/);
    } finally {
      lateMs = 0;
    }
    // The bot is done with the interaction once it has logged that it answered too late: had it tried again, the
    // fake would have recorded the try by then.
    await until(() => logged.includes('answered too late: Discord no longer takes answers to this interaction'));
    expect(logged).toContain('answered too late: Discord no longer takes answers to this interaction');
    expect(fake.takeViolations().map((v) => v.code)).toEqual([10062]);
  });

  it('suggests table names while the user types', async () => {
    const r = await fake.sendInteraction(autocomplete({ ...BOB, channelId: fake.channelId, guildId: fake.guildId, name: 'roll', subcommand: 'table', options: { name: 'ste' }, focused: 'name' }));
    expect(r.callback.type).toBe(8);
    expect(r.callback.data.choices.map((c: { value: string }) => c.value)).toEqual(expect.arrayContaining(['steal', 'steal-reward']));
  });

  it('answers an autocomplete that has no focused option, with no suggestions', async () => {
    const r = await fake.sendInteraction(autocomplete({ ...BOB, channelId: fake.channelId, guildId: fake.guildId, name: 'roll', subcommand: 'table', options: { name: 'ste' } }));
    expect(r.callback.type).toBe(8);
    expect(r.callback.data.choices).toEqual([]);
  });

  it('pages the log with buttons that update the message', async () => {
    const log = await command(GM, 'log', undefined, {});
    expect(log.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    const buttons = log.callback.data.components[0].components;
    expect(buttons.map((b: { label: string }) => b.label)).toEqual(['◀ Older', 'Newer ▶']);
    const click = await fake.sendInteraction(buttonClick({ ...GM, channelId: fake.channelId, guildId: fake.guildId, customId: 'log:1', messageId: '1' }));
    expect(click.callback.type).toBe(7);
    expect(click.callback.data.embeds[0].footer.text).toContain('page 1');
  });

  it('registers the same command definitions the bot routes on', async () => {
    const line = await registerCommands({ DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.applicationId, DISCORD_API_URL: fake.apiBase }, fake.guildId);
    expect(line).toContain(`Registered ${COMMANDS.length} commands in server ${fake.guildId}`);
    const registered = fake.registeredCommands.get(fake.guildId)!;
    expect(registered.map((c) => c.name)).toEqual(COMMANDS.map((c) => c.name));
    expect(registered.find((c) => c.name === 'roll').options.map((o: { name: string }) => o.name)).toEqual(['dice', 'table']);
    expect(fake.violations).toEqual([]);
  });

  it('refuses a server id that is not one before sending anything', async () => {
    await expect(registerCommands({ DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.applicationId, DISCORD_API_URL: fake.apiBase }, 'not-a-guild')).rejects.toThrow(/--guild/);
  });

  it('applies an interaction delivered twice once', async () => {
    const gameId = (await store.activeGameId(fake.channelId))!;
    const before = await store.version(gameId);
    const first = await command(BOB, 'roll', 'dice', { notation: '1d6' });
    // Discord redelivers the very same interaction (same id and token): the bot may not answer twice,
    // and the roll must not be applied twice.
    await fake.sendInteraction(first.payload, { timeoutMs: 1500 }).catch(() => undefined);
    expect(await store.version(gameId)).toBe(before + 1);
  });
});
