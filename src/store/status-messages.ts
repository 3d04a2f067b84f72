import { and, eq } from 'drizzle-orm';
import type { Db } from './db.js';
import { statusMessages } from './schema.js';

/** Which message of a channel is the status of a step (issue 12), so the next change edits it instead of posting anew. */
export class StatusMessageStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async messageOf(channelId: string, key: string): Promise<string | undefined> {
    const rows = await this.db.select({ messageId: statusMessages.messageId }).from(statusMessages).where(and(eq(statusMessages.channelId, channelId), eq(statusMessages.key, key)));
    return rows[0]?.messageId;
  }

  async save(channelId: string, key: string, messageId: string): Promise<void> {
    const at = this.now();
    await this.db
      .insert(statusMessages)
      .values({ channelId, key, messageId, updatedAt: at })
      .onConflictDoUpdate({ target: [statusMessages.channelId, statusMessages.key], set: { messageId, updatedAt: at } });
  }
}
