import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ButtonBuilder,
  ButtonStyle,
  ActionRowBuilder,
  Client,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  MessageFlags,
  type TextChannel,
} from 'discord.js';
import { shardOfGuild, startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';
import { autocomplete, buttonClick, slashCommand } from '../fake-discord/interactions.js';

describe('fake Discord self-test with a real discord.js Client', () => {
  let fake: FakeDiscord;
  let client: Client;

  beforeAll(async () => {
    fake = await startFakeDiscord({ heartbeatIntervalMs: 300 });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase } });

    client.on(Events.InteractionCreate, async (interaction) => {
      if (interaction.isAutocomplete()) {
        const typed = String(interaction.options.getFocused());
        await interaction.respond([{ name: `${typed}-1`, value: `${typed}-1` }]);
        return;
      }
      if (interaction.isButton()) {
        await interaction.update({ content: `clicked ${interaction.customId}`, components: [] });
        return;
      }
      if (!interaction.isChatInputCommand()) return;
      switch (interaction.commandName) {
        case 'ping':
          await interaction.reply({ content: 'pong', flags: MessageFlags.Ephemeral });
          break;
        case 'slow':
          await interaction.deferReply();
          await interaction.editReply({ embeds: [new EmbedBuilder().setTitle('Done').setDescription('slow work finished')] });
          break;
        case 'file':
          await interaction.reply({ content: 'here', files: [{ attachment: Buffer.from('hello world'), name: 'hello.txt' }] });
          break;
        case 'roll': {
          const o = interaction.options;
          const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
            new ButtonBuilder().setCustomId('again').setLabel('Again').setStyle(ButtonStyle.Primary),
          );
          await interaction.reply({
            content: `${o.getSubcommand()} ${o.getString('dice')} ${o.getInteger('times')} ${o.getNumber('bonus')} ${o.getBoolean('secret')} by ${interaction.user.username} in ${interaction.channel?.id} of ${interaction.guild?.name}`,
            components: [row],
          });
          await interaction.followUp({ content: 'and one more thing' });
          await (interaction.channel as TextChannel).send('posted to channel');
          break;
        }
      }
    });

    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.close();
  });

  it('connects through GET /gateway/bot and the gateway', () => {
    expect(client.user?.id).toBe(fake.botUserId);
    expect(client.guilds.cache.get(fake.guildId)?.channels.cache.has(fake.channelId)).toBe(true);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/api/v10/gateway/bot')).toBe(true);
    expect(fake.gatewayLog.filter((e) => e.dir === 'out' && e.op === 0).map((e) => e.t)).toEqual(
      expect.arrayContaining(['READY', 'GUILD_CREATE']),
    );
  });

  it('records an ephemeral reply (callback type 4, flags 64)', async () => {
    const rec = await fake.sendInteraction(slashCommand({ name: 'ping' }));
    expect(rec.callback.type).toBe(4);
    expect(rec.callback.data).toMatchObject({ content: 'pong', flags: 64 });
  });

  it('waits for the PATCH after a deferral (type 5)', async () => {
    const rec = await fake.sendInteraction(slashCommand({ name: 'slow' }));
    expect(rec.callback.type).toBe(5);
    expect(rec.edits).toHaveLength(1);
    expect(rec.edits[0].embeds[0]).toMatchObject({ title: 'Done', description: 'slow work finished' });
  });

  it('parses multipart uploads', async () => {
    const rec = await fake.sendInteraction(slashCommand({ name: 'file' }));
    expect(rec.callback.type).toBe(4);
    expect(rec.callback.data.content).toBe('here');
    expect(rec.files.map(({ name, size }) => ({ name, size }))).toEqual([{ name: 'hello.txt', size: 11 }]);
    expect(rec.files[0]!.data.toString()).toBe('hello world');
  });

  it('builds sub-command options, follow-ups and channel messages', async () => {
    const rec = await fake.sendInteraction(
      slashCommand({
        name: 'roll',
        subcommand: 'dice',
        options: { dice: '2d6', times: 3, bonus: 1.5, secret: false },
        userId: '200000000000000042',
        username: 'alice',
        channelId: fake.channelId,
        guildId: fake.guildId,
      }),
    );
    expect(rec.payload.data.options[0]).toMatchObject({ type: 1, name: 'dice' });
    expect(rec.payload.data.options[0].options.map((o: { type: number }) => o.type)).toEqual([3, 4, 10, 5]);
    expect(rec.callback.data.content).toBe(`dice 2d6 3 1.5 false by alice in ${fake.channelId} of Fake Guild`);
    await expect.poll(() => fake.channelMessages.length, { timeout: 2000 }).toBe(1);
    expect(rec.followups).toEqual([expect.objectContaining({ content: 'and one more thing' })]);
    expect(fake.channelMessages[0]).toMatchObject({ channelId: fake.channelId, body: { content: 'posted to channel' } });
  });

  it('handles autocomplete (type 4 -> 8) and button clicks (type 3 -> 7)', async () => {
    const ac = await fake.sendInteraction(autocomplete({ name: 'roll', options: { dice: '2d' }, focused: 'dice' }));
    expect(ac.callback).toEqual({ type: 8, data: { choices: [{ name: '2d-1', value: '2d-1' }] } });

    const btn = await fake.sendInteraction(buttonClick({ customId: 'again', messageId: '500000000000000001' }));
    expect(btn.callback).toMatchObject({ type: 7, data: { content: 'clicked again', components: [] } });
  });

  it("refuses a message beyond Discord's limits as Discord does (50035 Invalid Form Body)", async () => {
    const channel = client.channels.cache.get(fake.channelId) as TextChannel;
    const refused = async (body: object) => {
      const error = await channel.send(body).catch((e: unknown) => e);
      return error instanceof DiscordAPIError && error.code === 50035;
    };
    expect(await refused({ content: 'x'.repeat(2001) })).toBe(true);
    expect(await refused({ embeds: [{ description: 'x'.repeat(4097) }] })).toBe(true);
    expect(await refused({ embeds: [{ description: 'x'.repeat(4000) }, { description: 'x'.repeat(2001) }] })).toBe(true);
    expect(await refused({ embeds: Array.from({ length: 11 }, () => ({ title: 'x' })) })).toBe(true);
    expect(await refused({ embeds: [{ fields: [{ name: 'n', value: 'x'.repeat(1025) }] }] })).toBe(true);
    expect(await refused({ content: 'x'.repeat(2000), embeds: [{ description: 'x'.repeat(4096) }, { description: 'x'.repeat(1904) }] })).toBe(false);
    // Each refusal is recorded as the bot's mistake, saying what was wrong.
    expect(fake.takeViolations().map((v) => [v.route, v.problems[0]])).toEqual([
      ['/channels/{channel_id}/messages', 'content: content of 2001 (Discord allows 2,000)'],
      ['/channels/{channel_id}/messages', 'embeds.0.description: must NOT have more than 4096 characters'],
      ['/channels/{channel_id}/messages', 'embeds: 6001 characters of embeds (Discord allows 6,000 in a message)'],
      ['/channels/{channel_id}/messages', 'embeds: must NOT have more than 10 items'],
      ['/channels/{channel_id}/messages', 'embeds.0.fields.0.value: must NOT have more than 1024 characters'],
    ]);
  });

  it('answers unknown routes with 404 and acks heartbeats', async () => {
    const error = await client.rest.get('/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).status).toBe(404);
    expect(fake.requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/v10/nope', status: 404 }));
    await expect.poll(() => fake.gatewayLog.some((e) => e.dir === 'out' && e.op === 11), { timeout: 2000 }).toBe(true);
    expect(fake.gatewayLog.some((e) => e.dir === 'in' && e.op === 1)).toBe(true);
  });
});

describe('fake Discord self-test: two shards, as discord.js connects them', () => {
  let fake: FakeDiscord;
  const clients: Client[] = [];
  /** Which shard's client received each interaction, by the command's name. */
  const received: { shard: number; name: string; guild: string | null }[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord({ shards: 2, maxConcurrency: 2 });
    for (const shard of [0, 1]) {
      // What the ShardingManager's env (SHARDS, SHARD_COUNT) makes of a child's Client.
      const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase }, shards: shard, shardCount: 2 });
      client.on(Events.InteractionCreate, async (interaction) => {
        if (!interaction.isChatInputCommand()) return;
        received.push({ shard, name: interaction.commandName, guild: interaction.guildId });
        await interaction.reply({ content: `shard ${shard}` });
      });
      const ready = once(client, Events.ClientReady);
      await client.login(fake.token);
      await ready;
      clients.push(client);
    }
  });

  afterAll(async () => {
    for (const client of clients) await client.destroy();
    await fake?.close();
  });

  it('recommends the shards it was given, and each IDENTIFY names its shard', async () => {
    const gateway = (await clients[0]!.rest.get('/gateway/bot')) as { shards: number; session_start_limit: { max_concurrency: number } };
    expect(gateway.shards).toBe(2);
    expect(gateway.session_start_limit.max_concurrency).toBe(2);
    expect(fake.identified).toEqual([[0, 2], [1, 2]]);
  });

  it('gives each shard the servers (guild_id >> 22) % num_shards assigns it', () => {
    const [first, second] = fake.guilds;
    expect(shardOfGuild(first!.id, 2)).toBe(0);
    expect(shardOfGuild(second!.id, 2)).toBe(1);
    expect([...clients[0]!.guilds.cache.keys()]).toEqual([first!.id]);
    expect([...clients[1]!.guilds.cache.keys()]).toEqual([second!.id]);
    expect(clients[1]!.guilds.cache.get(second!.id)?.channels.cache.has(second!.channelId)).toBe(true);
  });

  it("sends an interaction to the shard that owns its server only; a direct message's to shard 0", async () => {
    const [first, second] = fake.guilds;
    const inSecond = await fake.sendInteraction(slashCommand({ name: 'where', guildId: second!.id, channelId: second!.channelId }));
    const inFirst = await fake.sendInteraction(slashCommand({ name: 'where', guildId: first!.id, channelId: first!.channelId }));
    const direct = await fake.sendInteraction(slashCommand({ name: 'where', dm: true, userId: '200000000000000077' }));
    expect([inFirst, inSecond, direct].map((r) => [r.shard, r.callback.data.content])).toEqual([
      [[0, 2], 'shard 0'],
      [[1, 2], 'shard 1'],
      [[0, 2], 'shard 0'],
    ]);
    expect(received.map((r) => [r.shard, r.guild])).toEqual([[1, second!.id], [0, first!.id], [0, null]]);
  });

  it('refuses a shard outside its count, as Discord does (4010 Invalid shard)', async () => {
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiBase }, shards: [2], shardCount: 2 });
    try {
      await expect(client.login(fake.token)).rejects.toThrow(/Invalid shard/);
      expect(fake.identified).toEqual([[0, 2], [1, 2]]);
    } finally {
      await client.destroy();
    }
  });
});
