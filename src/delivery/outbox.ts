import type { MessagePayload } from '../render/message.js';

/** Where a person's private place is: the game's channel (his thread is made there) and who he is. */
export interface PlaceAddress {
  channelId: string;
  guildId: string | null;
  userId: string;
}

/** How a private message reached its person: his thread in the channel, a direct message, or not at all. */
export type Delivered = 'thread' | 'dm' | 'failed';

/**
 * What the bot sends without an interaction to answer (issue 12): posts in a channel, and messages to one person's
 * private place. Discord's (src/bot/discord-outbox.ts) posts by REST and keeps a private thread per person; the
 * console's collects them for the screen and --json.
 */
export interface Outbox {
  /**
   * `nonce` (the scheduler's, issue 26): the same for every attempt at one message, sent with `enforce_nonce`, so
   * that Discord answers a second attempt with the message the first one made instead of posting it twice.
   */
  post(channelId: string, message: MessagePayload, nonce?: string): Promise<void>;
  /**
   * To his private place: his private thread in the channel (made the first time, named by `placeName`), else a
   * direct message. Never throws: `failed` when neither could be sent.
   */
  toPrivatePlace(to: PlaceAddress, placeName: () => Promise<string>, message: MessagePayload, nonce?: string): Promise<Delivered>;
  /** A step's status message in the channel: posted the first time its key is seen, edited in place after. */
  status(channelId: string, key: string, message: MessagePayload, nonce?: string): Promise<void>;
}
