import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DiscordAPIError, Events, GatewayIntentBits, Routes, type ChatInputCommandInteraction, type TextChannel } from 'discord.js';
import { slashCommand } from '../fake-discord/interactions.js';
import { commandCharacters, messageProblems } from '../fake-discord/limits.js';
import { FIRST_RESPONSE_MS, TOKEN_VALID_MS, startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';

/** What a refused request's error says: Discord's JSON code, and the nested `errors` of an Invalid Form Body. */
const refusal = async (request: Promise<unknown>) => {
  const error = await request.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof DiscordAPIError)) throw new Error(`expected Discord to refuse, got ${String(error)}`);
  return { status: error.status, code: error.code, errors: (error.rawError as { errors?: unknown }).errors };
};

/** A command of exactly `size` characters as Discord counts them: choices of 200 characters, the description the rest. */
function commandOfSize(size: number) {
  const choices: { name: string; value: string }[] = [];
  const command = { name: 'big', description: 'd', type: 1, options: [{ type: 3, name: 'pick', description: 'd', choices }] };
  while (size - commandCharacters(command) > 99 && choices.length < 25) {
    const room = Math.min(200, size - commandCharacters(command) - 1);
    const k = String(choices.length);
    const name = Math.min(100, room - 1);
    choices.push({ name: k + 'n'.repeat(name - k.length), value: 'v'.repeat(room - name) });
  }
  command.description = 'd'.repeat(size - commandCharacters(command) + 1);
  return command;
}

/** The fake's rules, each tried with a real discord.js Client the way the bot would break them. */
describe('the fake Discord refuses what Discord refuses', () => {
  let fake: FakeDiscord;
  let client: Client;
  let channel: TextChannel;
  /** How the client answers the next command, by its name. */
  const answers = new Map<string, (i: ChatInputCommandInteraction) => Promise<unknown>>();

  beforeAll(async () => {
    fake = await startFakeDiscord();
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
    client.on(Events.InteractionCreate, async (i) => {
      if (i.isChatInputCommand()) await answers.get(i.commandName)?.(i).catch(() => undefined);
    });
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
    channel = client.channels.cache.get(fake.channelId) as TextChannel;
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.close();
  });

  it("checks a body against its route's schema in Discord's OpenAPI spec, and answers Discord's Invalid Form Body", async () => {
    // A button without its required style, and a colour past 0xFFFFFF: the spec says so, not our limits.
    const body = { embeds: [{ title: 'ok', color: 0x1000000 }], components: [{ type: 1, components: [{ type: 2, custom_id: 'a', label: 'A' }] }] };
    const r = await refusal(client.rest.post(Routes.channelMessages(fake.channelId), { body }));
    expect(r).toMatchObject({ status: 400, code: 50035 });
    expect(r.errors).toMatchObject({
      embeds: { 0: { color: { _errors: [{ code: 'NUMBER_TYPE_MAX' }] } } },
      components: { 0: { components: { 0: { style: { _errors: [{ code: 'BASE_TYPE_REQUIRED' }] } } } } },
    });
    const [v] = fake.takeViolations();
    expect(v).toMatchObject({ method: 'POST', route: '/channels/{channel_id}/messages', status: 400, code: 50035, body });
    // Told by the button's own schema alone, not by every other kind of component's as well.
    expect(v!.problems).toEqual(['embeds.0.color: must be <= 16777215', "components.0.components.0.style: must have required property 'style'"]);
    expect(fake.channelMessages).toEqual([]);
  });

  it('checks the payload_json of a multipart body (a message with files) the same way', async () => {
    const r = await refusal(channel.send({ embeds: [{ title: 't'.repeat(257) }], files: [{ attachment: Buffer.from('x'), name: 'x.txt' }] }));
    expect(r).toMatchObject({ status: 400, code: 50035, errors: { embeds: { 0: { title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } } } });
    expect(fake.takeViolations().map((v) => v.problems[0])).toEqual(['embeds.0.title: must NOT have more than 256 characters']);
    // A valid one goes through, its file with it.
    await channel.send({ content: 'fine', files: [{ attachment: Buffer.from('x'), name: 'x.txt' }] });
    expect(fake.channelMessages.at(-1)!.message.attachments).toHaveLength(1);
  });

  it('refuses components beyond the limits: 5 rows, 5 buttons a row, a label of 80, a custom_id of 100, each custom_id once', async () => {
    const button = (id: string, label = 'b') => ({ type: 2, style: 2, custom_id: id, label });
    const row = (...ids: string[]) => ({ type: 1, components: ids.map((id) => button(id)) });
    const send = (components: unknown[]) => refusal(client.rest.post(Routes.channelMessages(fake.channelId), { body: { content: 'c', components } }));
    expect((await send([1, 2, 3, 4, 5, 6].map((n) => row(`r${n}`)))).code).toBe(50035);
    expect((await send([row('a', 'b', 'c', 'd', 'e', 'f')])).code).toBe(50035);
    expect((await send([{ type: 1, components: [button('a', 'l'.repeat(81))] }])).code).toBe(50035);
    expect((await send([row('i'.repeat(101))])).code).toBe(50035);
    expect((await send([row('same'), row('same')])).errors).toMatchObject({ components: { 1: { components: { 0: { custom_id: { _errors: [{ code: 'COMPONENT_CUSTOM_ID_DUPLICATED' }] } } } } } });
    expect(fake.takeViolations()).toHaveLength(5);
    // At the limits, accepted.
    await client.rest.post(Routes.channelMessages(fake.channelId), { body: { content: 'c', components: [1, 2, 3, 4, 5].map((n) => ({ type: 1, components: [1, 2, 3, 4, 5].map((k) => button(`${n}.${k}`, 'l'.repeat(80))) })) } });
    expect(fake.violations).toEqual([]);
  });

  it('refuses more than 10 attachments and an embed author over 256', async () => {
    const files = Array.from({ length: 11 }, (_, k) => ({ attachment: Buffer.from('x'), name: `f${k}.txt` }));
    expect((await refusal(channel.send({ content: 'many', files }))).code).toBe(50035);
    expect((await refusal(channel.send({ embeds: [{ author: { name: 'a'.repeat(257) } }] }))).code).toBe(50035);
    expect(fake.takeViolations().map((v) => v.problems.join())).toEqual(['attachments: must NOT have more than 10 items', 'embeds.0.author.name: must NOT have more than 256 characters']);
    // Files counted too where the body lists no attachments.
    expect(messageProblems({ content: 'x' }, 11).map((p) => p.message)).toEqual(['11 attachments (Discord allows 10)']);
    expect(messageProblems({ content: 'x' }, 10)).toEqual([]);
  });

  it('refuses a first answer after 3 s with 10062 Unknown interaction, and says so at once', async () => {
    // The client answers after the fake's clock has passed the window: no real wait.
    answers.set('late', async (i) => {
      fake.advance(FIRST_RESPONSE_MS + 1);
      await i.reply({ content: 'too late' });
    });
    await expect(fake.sendInteraction(slashCommand({ name: 'late' }))).rejects.toThrow(/refused the first answer to \/late: the first answer came 3\d{3} ms after/);
    expect(fake.takeViolations()).toMatchObject([{ route: '/interactions/{interaction_id}/{interaction_token}/callback', status: 404, code: 10062 }]);
  });

  it('takes follow-ups by the interaction token for 15 minutes, then 401 Invalid Webhook Token', async () => {
    answers.set('ok', (i) => i.reply({ content: 'ok' }));
    const rec = await fake.sendInteraction(slashCommand({ name: 'ok' }));
    const followUp = () => client.rest.post(Routes.webhook(fake.applicationId, rec.payload.token), { body: { content: 'later' }, auth: false });
    fake.advance(TOKEN_VALID_MS - 1000);
    await followUp();
    expect(rec.followups).toEqual([{ content: 'later' }]);
    fake.advance(2000);
    expect(await refusal(followUp())).toMatchObject({ status: 401, code: 50027 });
    expect(fake.takeViolations()).toMatchObject([{ route: '/webhooks/{webhook_id}/{webhook_token}', code: 50027 }]);
  });

  it('refuses a modal beyond its limits (title 45, 5 rows, label 45, value 4,000)', async () => {
    const input = (over: Record<string, unknown> = {}) => ({ type: 1, components: [{ type: 4, custom_id: 'f', label: 'Field', style: 1, ...over }] });
    const modals = [
      { custom_id: 'm', title: 't'.repeat(46), components: [input()] },
      { custom_id: 'm', title: 'Form', components: [1, 2, 3, 4, 5, 6].map(() => input()) },
      { custom_id: 'm', title: 'Form', components: [input({ label: 'l'.repeat(46) })] },
      { custom_id: 'm', title: 'Form', components: [input({ value: 'v'.repeat(4001) })] },
      { custom_id: 'm', title: 'Form', components: [input({ max_length: 10, value: 'v'.repeat(11) })] },
    ];
    for (const data of modals) {
      answers.set('form', (i) => client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 9, data }, auth: false }));
      await expect(fake.sendInteraction(slashCommand({ name: 'form' }), { timeoutMs: 3000 })).rejects.toThrow(/refused the first answer to \/form/);
    }
    expect(fake.takeViolations().map((v) => v.code)).toEqual([50035, 50035, 50035, 50035, 50035]);
    answers.set('form', (i) => client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 9, data: { custom_id: 'm', title: 't'.repeat(45), components: [input({ max_length: 4000, value: 'v'.repeat(4000) })] } }, auth: false }));
    expect((await fake.sendInteraction(slashCommand({ name: 'form' }))).callback.type).toBe(9);
  });

  it("refuses a command list with one command over 4,000 characters, naming it; takes one of exactly 4,000", async () => {
    const put = (body: unknown[]) => client.rest.put(Routes.applicationGuildCommands(fake.applicationId, fake.guildId), { body });
    const small = { name: 'small', description: 'fits', type: 1 };
    const r = await refusal(put([small, commandOfSize(4001)]));
    expect(r).toMatchObject({ status: 400, code: 50035, errors: { 1: { _errors: [{ code: 'APPLICATION_COMMAND_TOO_LARGE' }] } } });
    expect(fake.takeViolations()[0]!.problems).toEqual(['1: /big is 4001 characters of names, descriptions and choices (Discord allows 4,000)']);
    // The whole list is refused: nothing registered.
    expect(fake.registeredCommands.get(fake.guildId)).toBeUndefined();
    await put([small, commandOfSize(4000)]);
    expect(fake.registeredCommands.get(fake.guildId)!.map((c) => c.name)).toEqual(['small', 'big']);
  });

  it('counts choices, subcommands and the longest localization toward the 4,000', () => {
    const command = {
      name: 'cmd', description: 'desc', name_localizations: { fr: 'commande' },
      options: [{ type: 1, name: 'sub', description: 'd', options: [{ type: 3, name: 'opt', description: 'dd', choices: [{ name: 'one', value: 'uno' }, { name: 'n', value: 2 }] }] }],
    };
    // 'commande' 8 + 'desc' 4 + 'sub' 3 + 'd' 1 + 'opt' 3 + 'dd' 2 + 'one' 3 + 'uno' 3 + 'n' 1 (a number's value is not text).
    expect(commandCharacters(command)).toBe(28);
  });

  it('refuses more than 100 commands, 25 options, 25 choices, and a required option after an optional one', async () => {
    const put = (body: unknown[]) => refusal(client.rest.put(Routes.applicationGuildCommands(fake.applicationId, fake.guildId), { body }));
    const option = (k: number, extra = {}) => ({ type: 3, name: `o${k}`, description: 'd', ...extra });
    expect((await put(Array.from({ length: 101 }, (_, k) => ({ name: `c${k}`, description: 'd', type: 1 })))).code).toBe(50035);
    expect((await put([{ name: 'c', description: 'd', options: Array.from({ length: 26 }, (_, k) => option(k)) }])).code).toBe(50035);
    expect((await put([{ name: 'c', description: 'd', options: [option(0, { choices: Array.from({ length: 26 }, (_, k) => ({ name: `n${k}`, value: `v${k}` })) })] }])).code).toBe(50035);
    expect((await put([{ name: 'c', description: 'd', options: [option(0), option(1, { required: true })] }])).code).toBe(50035);
    expect(fake.takeViolations()).toHaveLength(4);
  });

  it('answers a message sent again with the same nonce and enforce_nonce with the first one, for a few minutes', async () => {
    const count = () => fake.channelMessages.filter((m) => m.channelId === fake.channelId).length;
    const before = count();
    const send = (nonce: string) => client.rest.post(Routes.channelMessages(fake.channelId), { body: { content: 'the reminder', nonce, enforce_nonce: true } }) as Promise<{ id: string }>;
    const first = await send('remind-1');
    const again = await send('remind-1');
    expect(again.id).toBe(first.id);
    expect(count()).toBe(before + 1);
    // Another nonce, or the same one without enforce_nonce, is a new message.
    expect((await send('remind-2')).id).not.toBe(first.id);
    await client.rest.post(Routes.channelMessages(fake.channelId), { body: { content: 'the reminder', nonce: 'remind-1' } });
    expect(count()).toBe(before + 3);
    // Past Discord's few minutes the nonce is forgotten.
    fake.advance(6 * 60_000);
    expect((await send('remind-1')).id).not.toBe(first.id);
    expect(count()).toBe(before + 4);
  });

  it('refuses a second thread on one message with 160004', async () => {
    const message = await channel.send('start a thread here');
    const thread = await message.startThread({ name: 'talk' });
    expect(thread.id).toBe(message.id);
    expect(await refusal(message.startThread({ name: 'again' }))).toMatchObject({ status: 400, code: 160004 });
  });

  it('rings the users a new message mentions, as its allowed_mentions lets it; an edit rings nobody', async () => {
    const [ann, ben] = ['200000000000000101', '200000000000000102'];
    const rung = () => fake.pings.map((p) => p.userId);
    await channel.send({ content: `<@${ann}> and <@${ben}>`, allowedMentions: { users: [ann] } });
    expect(rung()).toEqual([ann]);
    const quiet = await channel.send({ content: `<@${ben}>`, allowedMentions: { parse: [] } });
    expect(rung()).toEqual([ann]);
    await quiet.edit({ content: `<@${ben}> again`, allowedMentions: { users: [ben] } });
    expect(rung()).toEqual([ann]);
    // The message Discord returns names whom it mentions.
    const sent = await channel.send({ content: `<@${ben}>`, allowedMentions: { users: [ben] } });
    expect(sent.mentions.users.map((u) => u.id)).toEqual([ben]);
    expect(rung()).toEqual([ann, ben]);
    // An interaction's answer rings like any new message, unless only its user sees it; its later edit rings nobody.
    answers.set('mention', async (i) => {
      await i.reply({ content: `<@${ann}> privately`, flags: 64 });
      await i.followUp({ content: `<@${ben}> publicly` });
      await i.editReply({ content: `<@${ann}> edited` });
    });
    const rec = await fake.sendInteraction(slashCommand({ name: 'mention' }));
    await expect.poll(() => rec.edits.length).toBe(1);
    expect(rung()).toEqual([ann, ben, ben]);
  });
});

describe('the fake Discord rate-limits each route, as Discord does', () => {
  let fake: FakeDiscord;
  let client: Client;

  beforeAll(async () => {
    fake = await startFakeDiscord({ rateLimit: { limit: 2, windowMs: 1000 } });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.close();
  });

  it("answers past the bucket's limit 429 with retry_after, Retry-After and the X-RateLimit headers", async () => {
    const post = () => fetch(`${fake.apiBase}/v10/channels/${fake.channelId}/messages`, { method: 'POST', headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: 'x' }) });
    fake.advance(1000); // a fresh window
    const [first, second, third] = [await post(), await post(), await post()];
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(first.headers.get('x-ratelimit-limit')).toBe('2');
    expect([first, second, third].map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['1', '0', '0']);
    expect(Number(second.headers.get('x-ratelimit-reset-after'))).toBeGreaterThan(0);
    expect(Number(second.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
    expect(second.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{16}$/);
    const body = (await third.json()) as { message: string; retry_after: number; global: boolean };
    expect(body).toMatchObject({ message: 'You are being rate limited.', global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(1);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(third.headers.get('x-ratelimit-scope')).toBe('user');
    expect(fake.rateLimited).toEqual([{ method: 'POST', path: `/channels/${fake.channelId}/messages`, retryAfter: body.retry_after }]);
    // Other channels and routes have their own buckets.
    expect((await fetch(`${fake.apiBase}/v10/users/@me`, { headers: { authorization: `Bot ${fake.token}` } })).status).toBe(200);
  });

  it('lets discord.js pace itself by the headers: a burst arrives whole and in order', async () => {
    const channel = client.channels.cache.get(fake.channelId) as TextChannel;
    const before = fake.channelMessages.length;
    await Promise.all([1, 2, 3].map((n) => channel.send(`burst ${n}`)));
    expect(fake.channelMessages.slice(before).map((m) => m.body.content)).toEqual(['burst 1', 'burst 2', 'burst 3']);
  });
});

describe("the fake Discord's close()", () => {
  it('fails, naming each refused request, while any is left; a test that broke a rule on purpose takes them first', async () => {
    const fake = await startFakeDiscord();
    const post = (body: unknown) =>
      fetch(`${fake.apiBase}/v10/channels/${fake.channelId}/messages`, { method: 'POST', headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ content: 'x'.repeat(2001) })).status).toBe(400);
    await expect(fake.close()).rejects.toThrow(/the bot sent 1 request\(s\) that Discord refuses:\n {2}POST \/channels\/\{channel_id\}\/messages → 400 \(50035\): content: content of 2001/);
    const again = await startFakeDiscord();
    expect((await fetch(`${again.apiBase}/v10/channels/${again.channelId}/messages`, { method: 'POST', headers: { authorization: `Bot ${again.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ embeds: 'no' }) })).status).toBe(400);
    expect(again.takeViolations()).toHaveLength(1);
    await again.close();
  });
});
