import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './db.js';
import { privatePlaces } from './schema.js';

/** Where a person's private place in a channel is: the thread the bot made for him there (issue 12). */
export class PrivatePlaceStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async threadOf(channelId: string, userId: string): Promise<string | undefined> {
    const rows = await this.db.select({ threadId: privatePlaces.threadId }).from(privatePlaces).where(and(eq(privatePlaces.channelId, channelId), eq(privatePlaces.userId, userId)));
    return rows[0]?.threadId;
  }

  async save(place: { channelId: string; userId: string; guildId: string | null; threadId: string }): Promise<void> {
    const at = this.now();
    await this.db
      .insert(privatePlaces)
      .values({ ...place, lastUsedAt: at })
      .onConflictDoUpdate({ target: [privatePlaces.channelId, privatePlaces.userId], set: { threadId: place.threadId, lastUsedAt: at } });
  }

  async touch(channelId: string, userId: string): Promise<void> {
    await this.db.update(privatePlaces).set({ lastUsedAt: this.now() }).where(and(eq(privatePlaces.channelId, channelId), eq(privatePlaces.userId, userId)));
  }

  /** A thread that is gone (deleted by a moderator): the next message makes a new one. */
  async forget(channelId: string, userId: string): Promise<void> {
    await this.db.delete(privatePlaces).where(and(eq(privatePlaces.channelId, channelId), eq(privatePlaces.userId, userId)));
  }

  /** The bot's least recently used threads in a server: the first to archive when the server is at the cap. */
  async leastRecentlyUsed(guildId: string, limit = 1): Promise<{ channelId: string; userId: string; threadId: string }[]> {
    return this.db
      .select({ channelId: privatePlaces.channelId, userId: privatePlaces.userId, threadId: privatePlaces.threadId })
      .from(privatePlaces)
      .where(eq(privatePlaces.guildId, guildId))
      .orderBy(asc(privatePlaces.lastUsedAt))
      .limit(limit);
  }
}
