import { ChannelType, DiscordAPIError, type Client, type ThreadChannel } from 'discord.js';
import type { Delivered, Outbox, PlaceAddress } from '../delivery/outbox.js';
import type { MessagePayload } from '../render/message.js';
import { KeyedQueue } from '../store/keyed-queue.js';
import type { PrivatePlaceStore } from '../store/private-places.js';
import type { StatusMessageStore } from '../store/status-messages.js';
import type { Logger } from './logger.js';
import { toDiscord, toDiscordEdit } from './payload.js';

/** Discord's JSON error codes the outbox acts on. */
const UNKNOWN_CHANNEL = 10003;
const UNKNOWN_MESSAGE = 10008;
const MAX_ACTIVE_THREADS = 160006;

/** A message sent at most once: Discord answers a repeat of the nonce with the message already made (`enforce_nonce`). */
const once = (nonce: string | undefined) => (nonce ? { nonce, enforceNonce: true } : {});

const codeOf = (e: unknown) => (e instanceof DiscordAPIError ? e.code : undefined);

/**
 * The bot's outbox on Discord (issue 12): posts by REST, without an interaction, and a private, non-invitable thread
 * per person in each game channel — made the first time he is sent something, remembered in the database, made anew
 * if a moderator deleted it. A server at Discord's cap of active threads gets the bot's least recently used thread
 * archived first, as AsyncTI4 does; a person whose thread cannot be made or reached gets a direct message instead.
 */
export class DiscordOutbox implements Outbox {
  constructor(
    private readonly client: Client,
    private readonly places: PrivatePlaceStore,
    private readonly statuses: StatusMessageStore,
    private readonly log: Logger,
  ) {}

  /** One change of a status message at a time, so two quick records do not post it twice. */
  private readonly statusQueue = new KeyedQueue();

  async post(channelId: string, message: MessagePayload, nonce?: string): Promise<void> {
    const channel = await this.channel(channelId);
    if (!channel?.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
    await channel.send({ ...(await toDiscord(message)), ...once(nonce) });
  }

  async status(channelId: string, key: string, message: MessagePayload, nonce?: string): Promise<void> {
    await this.statusQueue.run(`${channelId}:${key}`, async () => {
      const channel = await this.channel(channelId);
      if (!channel?.isSendable() || !channel.isTextBased()) throw new Error(`cannot post in channel ${channelId}`);
      // A status is edited in place, where Discord rings nobody: it never calls anyone, also when first posted.
      const payload = await toDiscordEdit(message);
      const known = await this.statuses.messageOf(channelId, key);
      if (known) {
        try {
          await channel.messages.edit(known, payload);
          return;
        } catch (err) {
          // Deleted by someone: the status is posted anew below.
          if (codeOf(err) !== UNKNOWN_MESSAGE) throw err;
        }
      }
      const sent = await channel.send({ ...payload, ...once(nonce) });
      await this.statuses.save(channelId, key, sent.id);
    });
  }

  async toPrivatePlace(to: PlaceAddress, placeName: () => Promise<string>, message: MessagePayload, nonce?: string): Promise<Delivered> {
    const payload = { ...(await toDiscord(message)), ...once(nonce) };
    try {
      const thread = await this.threadOf(to, placeName);
      if (thread) {
        if (thread.archived) await thread.setArchived(false);
        await thread.send(payload);
        await this.places.touch(to.channelId, to.userId).catch(() => {});
        return 'thread';
      }
    } catch (err) {
      this.log.warn({ err, channel: to.channelId, user: to.userId }, 'private thread unavailable: trying a direct message');
    }
    try {
      await this.client.users.send(to.userId, payload);
      return 'dm';
    } catch (err) {
      this.log.warn({ err, user: to.userId }, 'direct message refused');
      return 'failed';
    }
  }

  /** His thread in the channel: the one remembered, else a new one (undefined where threads cannot be: a DM, a thread). */
  private async threadOf(to: PlaceAddress, placeName: () => Promise<string>): Promise<ThreadChannel | undefined> {
    const known = await this.places.threadOf(to.channelId, to.userId);
    if (known) {
      try {
        const thread = await this.channel(known);
        if (thread?.isThread()) return thread;
      } catch (err) {
        if (codeOf(err) !== UNKNOWN_CHANNEL) throw err;
      }
      await this.places.forget(to.channelId, to.userId);
    }
    const parent = await this.channel(to.channelId);
    if (parent?.type !== ChannelType.GuildText) return undefined;
    const name = `🔒 ${await placeName()}`.slice(0, 100);
    const create = () => parent.threads.create({ name, type: ChannelType.PrivateThread, invitable: false, autoArchiveDuration: 10080, reason: 'private place of a game' });
    let thread: ThreadChannel;
    try {
      thread = await create();
    } catch (err) {
      if (codeOf(err) !== MAX_ACTIVE_THREADS || !to.guildId || !(await this.archiveOldest(to.guildId))) throw err;
      thread = await create();
    }
    await thread.members.add(to.userId);
    await this.places.save({ channelId: to.channelId, userId: to.userId, guildId: to.guildId, threadId: thread.id });
    return thread;
  }

  /**
   * A channel by id, also one in a server this process's shard does not hold. Under `npm run start:sharded` one
   * process's scheduler acts for every game, but discord.js makes a server's channel only once it knows the server,
   * which the gateway tells only the shard that holds it; so the server is fetched by REST first (REST serves any
   * server). Without this, such a channel reads as missing: a remembered thread would be made anew, a post refused.
   */
  private async channel(id: string) {
    const found = await this.client.channels.fetch(id);
    if (found) return found;
    const stray = await this.client.channels.fetch(id, { allowUnknownGuild: true, cache: false });
    if (!stray || !('guildId' in stray) || !stray.guildId) return stray;
    await this.client.guilds.fetch(stray.guildId);
    return this.client.channels.fetch(id, { force: true });
  }

  /** Archives the bot's least recently used thread of the server (it comes back when next used). */
  private async archiveOldest(guildId: string): Promise<boolean> {
    for (const old of await this.places.leastRecentlyUsed(guildId, 5)) {
      try {
        const thread = await this.channel(old.threadId);
        if (thread?.isThread() && !thread.archived) {
          await thread.setArchived(true, 'the server is at the cap of active threads');
          return true;
        }
      } catch (err) {
        this.log.warn({ err, thread: old.threadId }, 'could not archive an old private thread');
      }
      await this.places.touch(old.channelId, old.userId).catch(() => {});
    }
    return false;
  }
}
