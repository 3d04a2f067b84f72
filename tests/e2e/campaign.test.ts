import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/bot/client.js';
import type { Services } from '../../src/commands/types.js';
import { forcedDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { GameStore } from '../../src/store/game-store.js';
import { slashCommand, snowflake, user } from '../fake-discord/interactions.js';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/server.js';
import { startTestBot, until } from '../helpers/bot.js';

const EPHEMERAL = 64;
const GM = { userId: '310000000000000001', username: 'alice' };
const BOB = { userId: '310000000000000002', username: 'bob' };
const MAP = 'P P P P P F\nF H H H H H\nH P P P P P\nP P P P P P\n';

/**
 * The realm campaign through the real bot and a fake Discord: a map attached as a .txt file (an attachment option,
 * which Discord hands over as a CDN link: a small HTTP server on 127.0.0.1 plays the CDN), a ruler named with a user
 * option, secret orders answered ephemerally, and a turn whose report and map go to the channel and whose ruler
 * report goes by direct message.
 */
describe('the realm campaign through a fake Discord', () => {
  let fake: FakeDiscord;
  let cdn: http.Server;
  let cdnBase: string;
  let database: Database;
  let bot: RunningBot;

  beforeAll(async () => {
    fake = await startFakeDiscord({ channelId: '320000000000000009' });
    cdn = http.createServer((req, res) => {
      res.writeHead(req.url === '/map.txt' ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(req.url === '/map.txt' ? MAP : '');
    });
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    cdnBase = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    database = await memoryDatabase();
    // Initiative 5 and 1; Harloon's hardship 2 and discontent 3; Vesk's 5 and 5.
    const services: Partial<Services> = { store: new GameStore(database.db), dice: forcedDice([], [5, 1, 2, 3, 5, 5]), now: () => new Date('2026-11-22T12:00:00Z') };
    bot = await startTestBot(fake, database, services);
  }, 30_000);

  afterAll(async () => {
    await bot?.stop();
    await database?.close();
    await fake?.close();
    await new Promise((r) => cdn?.close(r));
  });

  const command = (who: typeof GM, name: string, subcommand: string, options: Record<string, string | number | boolean> = {}, extra: (i: any) => void = () => {}) => {
    const interaction: any = slashCommand({ ...who, channelId: fake.channelId, guildId: fake.guildId, name, subcommand, options });
    extra(interaction);
    return fake.sendInteraction(interaction);
  };

  it('reads the map from an attached .txt file and posts the map picture', async () => {
    await command(GM, 'game', 'create', { ruleset: 'mtg-rpg' });
    await command(BOB, 'game', 'join', { character: 'Sarin' });
    const attachmentId = snowflake();
    const r = await command(GM, 'campaign', 'create', {}, (i) => {
      i.data.options[0].options.push({ name: 'file', type: 11, value: attachmentId });
      i.data.resolved = { attachments: { [attachmentId]: { id: attachmentId, filename: 'map.txt', size: MAP.length, url: `${cdnBase}/map.txt`, proxy_url: `${cdnBase}/map.txt`, content_type: 'text/plain; charset=utf-8' } } };
    });
    const reply = r.edits[0] ?? r.callback.data;
    expect(JSON.stringify(reply.embeds)).toContain('The realm campaign begins');
    expect(reply.embeds[0].image.url).toBe('attachment://campaign-map.png');
    expect(r.files.map((f) => f.name)).toContain('campaign-map.png');
    expect(r.files.find((f) => f.name === 'campaign-map.png')!.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('names the ruler with a user option, keeps his orders ephemeral, and sends his report privately', async () => {
    await command(GM, 'campaign', 'settings', { key: 'random-events', value: 'gm' });
    await command(GM, 'realm', 'create', { name: 'Harloon', capitol: 'C2', hexes: 'A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2', bases: 'A1' });
    await command(GM, 'realm', 'create', { name: 'Vesk', capitol: 'B4', hexes: 'A3 A4 B4 C4 D4', bases: 'A3' });
    const ruler = await command(GM, 'realm', 'ruler', { realm: 'Harloon' }, (i) => {
      i.data.options[0].options.push({ name: 'player', type: 6, value: BOB.userId });
      i.data.resolved = { users: { [BOB.userId]: user(BOB.userId, BOB.username) } };
    });
    expect(JSON.stringify(ruler.callback.data.embeds)).toContain('bob rules Harloon');
    const orders = await command(BOB, 'realm', 'orders', { tax: 'high', troops: 2 });
    expect(orders.callback.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(JSON.stringify(orders.callback.data.embeds)).toContain('Orders of Harloon');
    const turn = await command(GM, 'campaign', 'turn');
    const reply = turn.edits[0] ?? turn.callback.data;
    expect((reply.flags ?? 0) & EPHEMERAL).toBe(0);
    expect(reply.embeds[0].title).toBe('Campaign turn 1: year 1, season 1 of 6');
    expect(turn.files.map((f) => f.name)).toContain('campaign-map.png');
    // Harloon's report (high tax: 73 × 300 = 21,900) reaches bob by direct message, never the channel.
    const dm = () => fake.channelMessages.find((m) => m.channelId !== fake.channelId && JSON.stringify(m.body).includes('Harloon: campaign turn 1'));
    await until(() => dm() !== undefined);
    expect(JSON.stringify(dm()?.body)).toContain('21,900');
    expect(JSON.stringify(reply)).not.toContain('21,900');
    expect(fake.channelMessages.filter((m) => m.channelId === fake.channelId).map((m) => JSON.stringify(m.body)).join()).not.toContain('21,900');
  });
});
