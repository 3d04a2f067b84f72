import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { Db } from './db.js';
import { games, scheduleDuties, schedulerLease } from './schema.js';

/**
 * What the scheduler keeps in the database (issue 12), so that it runs in one process at a time, survives restarts
 * and never does a duty twice: the lease, the duties done, and the times it reads from the games' logs.
 */
export class ScheduleStore {
  constructor(private readonly db: Db) {}

  /**
   * Takes or renews the lease `name` for `holder` until `now + ttlMs`: granted when nobody holds it, its holder's
   * time ran out, or `holder` holds it already. One statement, so two processes asking at once get one answer.
   */
  async acquireLease(name: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + ttlMs);
    const rows = await this.db
      .insert(schedulerLease)
      .values({ name, holder, expiresAt })
      .onConflictDoUpdate({
        target: schedulerLease.name,
        set: { holder, expiresAt },
        where: or(lt(schedulerLease.expiresAt, now), eq(schedulerLease.holder, holder)),
      })
      .returning({ holder: schedulerLease.holder });
    return rows[0]?.holder === holder;
  }

  /** Gives the lease up (a process that stops), so another takes over at once. */
  async releaseLease(name: string, holder: string): Promise<void> {
    await this.db.delete(schedulerLease).where(and(eq(schedulerLease.name, name), eq(schedulerLease.holder, holder)));
  }

  /** Claims a duty before doing it: true for the one caller that inserted it, false when it was done already. */
  async claim(gameId: string, key: string, now: Date): Promise<boolean> {
    const rows = await this.db.insert(scheduleDuties).values({ gameId, key, doneAt: now }).onConflictDoNothing().returning({ key: scheduleDuties.key });
    return rows.length === 1;
  }

  /** Which of these duties were done already. */
  async done(gameId: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.select({ key: scheduleDuties.key }).from(scheduleDuties).where(and(eq(scheduleDuties.gameId, gameId), inArray(scheduleDuties.key, keys)));
    return new Set(rows.map((r) => r.key));
  }

  /** Games that are not over, in play or in set-up. */
  async runningGames(): Promise<{ id: string; channelId: string }[]> {
    return this.db.select({ id: games.id, channelId: games.channelId }).from(games).where(ne(games.status, 'ended'));
  }
}
