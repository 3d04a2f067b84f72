import { eq } from 'drizzle-orm';
import type { Db } from './db.js';
import { serverSettings } from './schema.js';

/**
 * A Discord server's own settings (issue 12): its GM role (`/gm role`). Read at each command of a member who holds
 * roles, from the database and not from memory, so that a role set or cleared in one process holds at once in every
 * other.
 */
export class ServerSettings {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The id of the server's GM role, if it has one. */
  async gmRole(guildId: string): Promise<string | undefined> {
    const rows = await this.db.select({ role: serverSettings.gmRoleId }).from(serverSettings).where(eq(serverSettings.guildId, guildId));
    return rows[0]?.role ?? undefined;
  }

  /** Sets the server's GM role, or clears it (`null`), noting who did it and when. */
  async setGmRole(guildId: string, roleId: string | null, by: string): Promise<void> {
    const row = { gmRoleId: roleId, setBy: by, setAt: this.now() };
    await this.db.insert(serverSettings).values({ guildId, ...row }).onConflictDoUpdate({ target: serverSettings.guildId, set: row });
  }
}
