import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { games, scheduleDuties, schedulerLease } from './schema.js';

/**
 * What the scheduler keeps in the database (issues 12 and 26), so that it runs in one process at a time, survives
 * restarts and crashes and does each duty exactly once: the lease, the duties (claimed, what of them was sent, done),
 * and each game's next due time.
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

  /**
   * Claims a duty for `holder` until `until` (issue 26): true when it inserted the claim, or took over one whose lease
   * ran out before it was marked done (its holder died); false when it is done, or another holder's claim still
   * runs. A claim taken over keeps what was recorded sent.
   */
  async claim(gameId: string, key: string, holder: string, now: Date, until: Date, detail?: unknown): Promise<{ sent: string[]; detail: unknown } | undefined> {
    const rows = await this.db
      .insert(scheduleDuties)
      .values({ gameId, key, claimedBy: holder, claimedUntil: until, detail: detail ?? null })
      .onConflictDoUpdate({
        target: [scheduleDuties.gameId, scheduleDuties.key],
        set: { claimedBy: holder, claimedUntil: until },
        where: and(isNull(scheduleDuties.doneAt), or(isNull(scheduleDuties.claimedUntil), lt(scheduleDuties.claimedUntil, now))),
      })
      .returning({ sent: scheduleDuties.sent, detail: scheduleDuties.detail });
    return rows[0] && { sent: rows[0].sent, detail: rows[0].detail };
  }

  /** Records one delivery of a claimed duty as confirmed, so that a retry does not send it again. */
  async recordSent(gameId: string, key: string, holder: string, delivery: string): Promise<void> {
    await this.db
      .update(scheduleDuties)
      .set({ sent: sql`${scheduleDuties.sent} || ${JSON.stringify([delivery])}::jsonb` })
      .where(and(eq(scheduleDuties.gameId, gameId), eq(scheduleDuties.key, key), eq(scheduleDuties.claimedBy, holder), isNull(scheduleDuties.doneAt)));
  }

  /** Marks a claimed duty done: no holder takes it again. */
  async markDone(gameId: string, key: string, holder: string, now: Date): Promise<void> {
    await this.db
      .update(scheduleDuties)
      .set({ doneAt: now })
      .where(and(eq(scheduleDuties.gameId, gameId), eq(scheduleDuties.key, key), eq(scheduleDuties.claimedBy, holder), isNull(scheduleDuties.doneAt)));
  }

  /**
   * A game's duties as a tick needs them, in one statement: which of `keys` are settled (done, or claimed by a holder
   * whose lease still runs), and which claims of any key were left unfinished past their lease (their holder died).
   */
  async dutiesOf(gameId: string, keys: string[], now: Date): Promise<{ settled: Set<string>; abandoned: string[] }> {
    const rows = await this.db
      .select({ key: scheduleDuties.key, doneAt: scheduleDuties.doneAt, claimedUntil: scheduleDuties.claimedUntil })
      .from(scheduleDuties)
      .where(and(eq(scheduleDuties.gameId, gameId), keys.length ? or(inArray(scheduleDuties.key, keys), isNull(scheduleDuties.doneAt)) : isNull(scheduleDuties.doneAt)));
    const live = (r: (typeof rows)[number]) => r.doneAt !== null || (r.claimedUntil !== null && r.claimedUntil >= now);
    return {
      settled: new Set(rows.filter((r) => keys.includes(r.key) && live(r)).map((r) => r.key)),
      abandoned: rows.filter((r) => !live(r)).map((r) => r.key),
    };
  }

  /**
   * The running games the scheduler must look at now, in one statement on two partial indexes (issue 26): those
   * whose next due time has come or was never computed, and those with a claim left unfinished past its lease. At
   * most `limit`, the longest due first; the rest come at the next tick.
   */
  async dueGames(now: Date, limit: number): Promise<{ id: string; version: number }[]> {
    const at = now.toISOString();
    const rows = await this.db.execute(sql`
      SELECT id, version FROM (
        SELECT id, version, next_due_at FROM games
          WHERE status <> 'ended' AND (next_due_at IS NULL OR next_due_at <= ${at}::timestamptz)
        UNION
        SELECT g.id, g.version, NULL::timestamptz FROM games g
          WHERE g.status <> 'ended' AND g.id IN (SELECT game_id FROM schedule_duties WHERE done_at IS NULL AND claimed_until < ${at}::timestamptz)
      ) due ORDER BY next_due_at NULLS FIRST LIMIT ${limit}`);
    return rowsOf<{ id: string; version: number }>(rows).map((r) => ({ id: r.id, version: Number(r.version) }));
  }

  /**
   * Writes a game's next due time as the scheduler computed it on the state at `version` (null: not before the next
   * action). Guarded by that version: a commit that landed since wrote its own time, which stands.
   */
  async setNextDue(gameId: string, version: number, at: Date | null): Promise<void> {
    await this.db
      .update(games)
      .set({ nextDueAt: at ? at.toISOString() : 'infinity' })
      .where(and(eq(games.id, gameId), eq(games.version, version)));
  }

  /** Games that are not over, in play or in set-up. */
  async runningGames(): Promise<{ id: string; channelId: string }[]> {
    return this.db.select({ id: games.id, channelId: games.channelId }).from(games).where(ne(games.status, 'ended'));
  }
}

/** Rows a raw statement returned: PGlite gives `{ rows }`, postgres.js an array. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
