import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/client.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { buttonClick, modalSubmit, slashCommand, userValue, type CommandInput } from '../fake-discord/interactions.js';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';
import { EPHEMERAL, GM, BOB, CAROL, DAVE, until, startTestBot } from '../helpers/bot.js';

/** Issue 12 through a fake Discord: private threads, the fallbacks, the scheduler's REST posts, used buttons. */
describe('private places and the scheduler through Discord', () => {
  let fake: FakeDiscord;
  let database: Database;
  let bot: RunningBot;
  let now = new Date('2026-11-22T12:00:00Z');

  beforeAll(async () => {
    fake = await startFakeDiscord();
    database = await memoryDatabase();
    bot = await startTestBot(fake, database, { dice: forcedDice([1, 0, 0, 0, 0, 0]), now: () => now });
  }, 30_000);

  afterAll(async () => {
    await bot?.stop();
    await database?.close();
    await fake?.close();
  });

  const command = (who: typeof GM, name: string, subcommand: string | undefined, options: CommandInput['options'] = {}) =>
    fake.sendInteraction(slashCommand({ ...who, channelId: fake.channelId, guildId: fake.guildId, name, subcommand, options }));
  const threadOf = (userId: string) => [...fake.threads.values()].find((t) => t.members.includes(userId));
  const messagesIn = (channelId: string) => fake.channelMessages.filter((m) => m.channelId === channelId).map((m) => JSON.stringify(m.body));
  /** Everything the channel itself shows: replies that are not ephemeral (a form, callback 9, is its user's alone), follow-ups, REST posts. */
  const publicText = (records: Awaited<ReturnType<typeof command>>[]) =>
    [
      ...records.flatMap((r) => [r.callback.type === 9 ? undefined : r.callback.data, ...r.edits, ...r.followups].filter((m) => m && !((m.flags ?? 0) & EPHEMERAL))),
      ...fake.channelMessages.filter((m) => m.channelId === fake.channelId).map((m) => m.body),
    ]
      .map((m) => JSON.stringify(m))
      .join('\n');
  const seen: Awaited<ReturnType<typeof command>>[] = [];
  const run = async (...args: Parameters<typeof command>) => {
    const r = await command(...args);
    seen.push(r);
    return r;
  };

  it("a secret goes to its person's private, non-invitable thread in the game channel, named for his character", async () => {
    await run(GM, 'game', 'create', { ruleset: 'magic-realm' });
    await run(BOB, 'game', 'join', { character: 'Amazon' });
    await run(CAROL, 'game', 'join', { character: 'Black Knight' });
    // Joining makes the thread, with a first word in it.
    await until(() => threadOf(CAROL.userId) !== undefined && messagesIn(threadOf(CAROL.userId).id).length > 0);
    expect(messagesIn(threadOf(CAROL.userId).id)[0]).toContain("This is Black Knight's private place");
    const whisper = await run(BOB, 'whisper', undefined, { to: CAROL.userId, text: 'OWL-AT-THE-INN' });
    expect(whisper.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    await until(() => threadOf(CAROL.userId) !== undefined && threadOf(GM.userId) !== undefined && messagesIn(threadOf(GM.userId).id).join().includes('OWL-AT-THE-INN'));
    const carols = threadOf(CAROL.userId);
    expect(carols).toMatchObject({ type: 12, parent_id: fake.channelId, name: '🔒 Black Knight (carol)', thread_metadata: { invitable: false } });
    expect(carols.members).toEqual([fake.botUserId, CAROL.userId]);
    expect(messagesIn(carols.id).join()).toContain('OWL-AT-THE-INN');
    // The GM's copy, in his own thread.
    expect(threadOf(GM.userId).name).toBe('🔒 GM (alice)');
    expect(messagesIn(threadOf(GM.userId).id).join()).toContain('OWL-AT-THE-INN');
    // No direct message was needed, and the channel never saw it.
    expect(fake.requests.filter((q) => q.path.endsWith('/users/@me/channels'))).toEqual([]);
    expect(publicText(seen)).not.toContain('OWL-AT-THE-INN');
    // The next secret reuses the thread.
    await run(BOB, 'whisper', undefined, { to: CAROL.userId, text: 'SECOND-OWL' });
    await until(() => messagesIn(carols.id).join().includes('SECOND-OWL'));
    expect([...fake.threads.values()].filter((t) => t.members.includes(CAROL.userId))).toHaveLength(1);
  }, 30_000);

  it('without a thread the secret goes by direct message; when that fails too, the channel is told by name, without the secret', async () => {
    fake.threadPolicy.forbidden = true;
    await run(DAVE, 'game', 'join', { character: 'Dwarf' });
    await run(BOB, 'whisper', undefined, { to: DAVE.userId, text: 'BY-DIRECT-MESSAGE' });
    await until(() => fake.channelMessages.some((m) => JSON.stringify(m.body).includes('BY-DIRECT-MESSAGE') && !fake.threads.has(m.channelId) && m.channelId !== fake.channelId));
    const dm = fake.channelMessages.find((m) => JSON.stringify(m.body).includes('BY-DIRECT-MESSAGE') && m.channelId !== fake.channelId && !fake.threads.has(m.channelId));
    expect(dm).toBeDefined();
    fake.refusingDirectMessages.add(DAVE.userId);
    const before = fake.channelMessages.length;
    await run(BOB, 'whisper', undefined, { to: DAVE.userId, text: 'LOST-OWL' });
    await until(() => fake.channelMessages.slice(before).some((m) => m.channelId === fake.channelId));
    const notice = fake.channelMessages.slice(before).filter((m) => m.channelId === fake.channelId).map((m) => JSON.stringify(m.body));
    expect(notice.join()).toContain("⚠ Dwarf (dave)'s copy could not be delivered");
    expect(publicText(seen)).not.toContain('LOST-OWL');
    fake.refusingDirectMessages.delete(DAVE.userId);
    fake.threadPolicy.forbidden = false;
  }, 30_000);

  it("at Discord's cap of active threads the bot archives its least recently used thread first", async () => {
    const active = () => [...fake.threads.values()].filter((t) => !t.thread_metadata.archived);
    fake.threadPolicy.maxActive = active().length;
    await run(BOB, 'whisper', undefined, { to: DAVE.userId, text: 'AT-THE-CAP' });
    await until(() => threadOf(DAVE.userId) !== undefined && messagesIn(threadOf(DAVE.userId)?.id ?? '').join().includes('AT-THE-CAP'));
    expect(messagesIn(threadOf(DAVE.userId).id).join()).toContain('AT-THE-CAP');
    // One thread was archived to make room (it comes back when next used), and the cap was never passed.
    expect(fake.threadArchiving.filter((a) => a.archived)).toHaveLength(1);
    expect(fake.threadArchiving[0]!.threadId).not.toBe(threadOf(DAVE.userId).id);
    fake.threadPolicy.maxActive = 1000;
  }, 30_000);

  it('the scheduler reminds by REST in the threads of the missing players only, once', async () => {
    await run(GM, 'game', 'start');
    await run(BOB, 'orders', 'record', { phases: 'S, S' });
    await run(DAVE, 'orders', 'record', { phases: 'S' });
    const before = fake.channelMessages.length;
    now = new Date(now.getTime() + 25 * 3_600_000);
    expect(await bot.scheduler.tick()).toBe(1);
    expect(await bot.scheduler.tick()).toBe(0);
    // The tick's reminders (earlier commands' private pictures, drawn and encoded meanwhile, may still be arriving).
    const sent = fake.channelMessages.slice(before).filter((m) => JSON.stringify(m.body).includes('Reminder'));
    expect(sent.map((m) => m.channelId)).toEqual([threadOf(CAROL.userId).id]);
    expect(JSON.stringify(sent[0]!.body)).toContain('The game waits for your orders for Birdsong of day 1');
  }, 30_000);

  it('Birdsong has one status message in the channel, posted at the start and edited in place as players record', async () => {
    const statuses = () => fake.channelMessages.filter((m) => m.channelId === fake.channelId && JSON.stringify(m.message.embeds ?? []).includes('Orders for Birdsong of day 1'));
    await until(() => statuses().length === 1 && JSON.stringify(statuses()[0]!.message.embeds).includes('✔ Dwarf (dave)'));
    const status = statuses()[0]!;
    const shown = JSON.stringify(status.message.embeds);
    expect(shown).toContain('✔ Amazon (bob)');
    expect(shown).toContain('… Black Knight (carol)');
    // Posted once (at /game start) and edited by each record: no ✔ post per player.
    expect(fake.messageEdits.filter((e) => e.messageId === status.message.id).length).toBeGreaterThanOrEqual(2);
    expect(fake.channelMessages.filter((m) => m.channelId === fake.channelId && JSON.stringify(m.body).includes('has recorded'))).toEqual([]);
    // Nobody's orders are in it.
    expect(shown).not.toContain('S, S');
  }, 30_000);

  it("the status message's Record orders button opens a form filled with his orders; sending it records them", async () => {
    const status = fake.channelMessages.find((m) => m.channelId === fake.channelId && JSON.stringify(m.message.embeds ?? []).includes('Orders for Birdsong of day 1'))!;
    const button = status.message.components[0].components[0];
    expect(button).toMatchObject({ type: 2, custom_id: 'form:orders:record', label: '📝 Record orders' });
    const press = (who: typeof GM) => fake.sendInteraction(buttonClick({ ...who, channelId: fake.channelId, guildId: fake.guildId, customId: button.custom_id, message: status.message }));
    // Bob's form holds what he recorded; Carol's is empty, with how to write them as its placeholder.
    const bobs = await press(BOB);
    expect(bobs.callback.type).toBe(9);
    expect(bobs.callback.data).toMatchObject({ custom_id: 'form:orders:record', title: 'Your orders for today' });
    expect(bobs.callback.data.components[0].components[0]).toMatchObject({ type: 4, custom_id: 'phases', label: 'phases', style: 1, required: true, value: 'S, S', max_length: 300 });
    const carols = await press(CAROL);
    expect(carols.callback.data.components[0].components[0].value).toBeUndefined();
    expect(carols.callback.data.components[0].components[0].placeholder).toContain('Phases split by commas');
    // The GM plays no character: he is told so, and no form opens.
    const gms = await press(GM);
    expect(gms.callback.type).toBe(4);
    expect(JSON.stringify(gms.callback.data)).toContain('You have not joined this game');
    // Carol sends hers: the command's answer to her alone, its copy in her thread, the status edited.
    const sent = await fake.sendInteraction(modalSubmit({ ...CAROL, channelId: fake.channelId, guildId: fake.guildId, customId: 'form:orders:record', fields: { phases: 'S' } }));
    seen.push(bobs, carols, gms, sent);
    const answer = sent.callback.type === 4 ? sent.callback.data : sent.edits[0];
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(JSON.stringify(answer)).toContain('Your orders for today');
    await until(() => messagesIn(threadOf(CAROL.userId).id).some((m) => m.includes('Your orders for today')));
    await until(() => JSON.stringify(status.message.embeds).includes('✔ Black Knight (carol)'));
    expect(publicText(seen)).not.toContain('"S"');
  }, 30_000);

  it('a used Next ▶ is disabled on its message; a stale one says the step has passed', async () => {
    const daylight = await run(GM, 'day', 'next', { anyway: true });
    // /day next draws the day: it is deferred before its work, and its answer is the deferral's edit.
    expect(daylight.callback.type).toBe(5);
    await until(() => daylight.edits.length > 0);
    const row = daylight.edits[0].components[0];
    // Daylight stops after the first turn: every character recorded an activity the GM resolves (SEARCH).
    const customId: string = row.components[0].custom_id;
    expect(customId).toBe('day:next:1.daylight.1');
    const press = () => fake.sendInteraction(buttonClick({ ...GM, channelId: fake.channelId, guildId: fake.guildId, customId, message: { id: '500000000000000001', type: 0, content: '', embeds: [], attachments: [], components: [row], author: { id: fake.botUserId, username: 'fake-bot', discriminator: '0' } } }));
    const first = await press();
    seen.push(first);
    expect(first.callback.type).toBe(7);
    expect(first.callback.data.components[0].components[0].disabled).toBe(true);
    await until(() => first.followups.length > 0);
    expect(JSON.stringify(first.followups[0])).toMatch(/Turn [23] of 3/);
    const again = await press();
    seen.push(again);
    expect(again.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(JSON.stringify(again.callback.data)).toMatch(/this step has already passed/i);
  }, 30_000);

  it('a user named in an option is named by his server name, as Discord resolved it, not by a bare id', async () => {
    const erin = userValue('200000000000000009', 'erin', 'Erin the Wise');
    const added = await run(GM, 'gm', 'add', { user: erin });
    const text = JSON.stringify(added.callback.data ?? added.edits[0]);
    expect(text).toContain('Erin the Wise now runs this game');
    expect(text).not.toContain('<@200000000000000009>');
  }, 30_000);

  it('a walk of everything the public channel received finds no secret', async () => {
    // Whispers, their copies and the notice of one that could not be delivered; reminders; private orders records.
    const secrets = ['OWL-AT-THE-INN', 'SECOND-OWL', 'BY-DIRECT-MESSAGE', 'LOST-OWL', 'AT-THE-CAP', 'waits for your orders', 'Your orders for today', 'private place'];
    const everything = publicText(seen);
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of secrets) expect(everything, secret).not.toContain(secret);
    // And each secret did reach someone: in a thread or a direct message.
    const privately = fake.channelMessages.filter((m) => m.channelId !== fake.channelId).map((m) => JSON.stringify(m.body)).join('\n');
    for (const secret of secrets.filter((x) => x !== 'LOST-OWL')) expect(privately, secret).toContain(secret);
  }, 30_000);
});
