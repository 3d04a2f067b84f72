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
   * Claims duties for `holder` until `until`, all in one statement (issue 26): a duty is claimed when the claim was
   * inserted, or when it took over one whose lease ran out before it was marked done (its holder died); not when it
   * is done, or another holder's claim still runs. Returns the claimed ones by dutyId(), each with what was recorded
   * sent (a claim taken over keeps it) and its detail (a claim taken over keeps the first one's). Keys are unique.
   */
  async claimAll(duties: readonly { gameId: string; key: string; detail?: unknown }[], holder: string, now: Date, until: Date): Promise<Map<string, { sent: string[]; detail: unknown }>> {
    if (duties.length === 0) return new Map();
    const list = duties.map((d) => ({ game_id: d.gameId, key: d.key, ...(d.detail === undefined ? {} : { detail: d.detail }) }));
    const rows = await this.db.execute(sql`
      INSERT INTO schedule_duties (game_id, key, claimed_by, claimed_until, detail)
      SELECT v.game_id, v.key, ${holder}, ${until.toISOString()}::timestamptz, v.detail
      FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS v(game_id text, key text, detail jsonb)
      ON CONFLICT (game_id, key) DO UPDATE SET claimed_by = EXCLUDED.claimed_by, claimed_until = EXCLUDED.claimed_until
        WHERE schedule_duties.done_at IS NULL AND (schedule_duties.claimed_until IS NULL OR schedule_duties.claimed_until < ${now.toISOString()}::timestamptz)
      RETURNING game_id, key, sent::text AS sent, detail::text AS detail`);
    return new Map(
      rowsOf<{ game_id: string; key: string; sent: string; detail: string | null }>(rows).map((r) => [
        dutyId(r.game_id, r.key),
        { sent: JSON.parse(r.sent) as string[], detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown) },
      ]),
    );
  }

  /** claimAll() for one duty: what it returns for it, or undefined when it was not claimed. */
  async claim(gameId: string, key: string, holder: string, now: Date, until: Date, detail?: unknown): Promise<{ sent: string[]; detail: unknown } | undefined> {
    return (await this.claimAll([{ gameId, key, detail }], holder, now, until)).get(dutyId(gameId, key));
  }

  /**
   * Writes, in one statement, what became of claimed duties (issue 26): the deliveries Discord confirmed since the
   * last record (so that a retry does not send them again), and the duties finished, marked done so no holder takes
   * them again. Only `holder`'s own unfinished claims are touched.
   */
  async record(holder: string, now: Date, outcomes: readonly { gameId: string; key: string; sent: readonly string[]; done: boolean }[]): Promise<void> {
    if (outcomes.length === 0) return;
    const list = outcomes.map((o) => ({ game_id: o.gameId, key: o.key, sent: o.sent, done: o.done }));
    await this.db.execute(sql`
      UPDATE schedule_duties d SET sent = d.sent || v.sent, done_at = CASE WHEN v.done THEN ${now.toISOString()}::timestamptz END
      FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS v(game_id text, key text, sent jsonb, done boolean)
      WHERE d.game_id = v.game_id AND d.key = v.key AND d.claimed_by = ${holder} AND d.done_at IS NULL
        AND d.game_id = ANY (${idsOf(outcomes.map((o) => o.gameId))})`);
  }

  /**
   * A game's duties as they stand, in one statement (the tests check a tick's work with it; a tick learns the same
   * for a whole batch from dueGames() and claimAll()): which of `keys` are settled (done, or claimed by a holder whose
   * lease still runs), and which claims of any key were left unfinished past their lease (their holder died).
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
   * most `limit`, the longest due first; the rest come at the next tick. With each, what the tick needs besides its
   * state: when its last event was written, and the keys of its claims left unfinished.
   */
  async dueGames(now: Date, limit: number): Promise<DueGame[]> {
    const at = now.toISOString();
    // Both halves read the same columns of games, so a game in both is one row; the two look-ups run on the rows kept.
    // The claims left come as JSON text, NULL for none: PGlite decodes an array value slowly, in JavaScript.
    const rows = await this.db.execute(sql`
      SELECT due.id, due.version,
        (SELECT (extract(epoch FROM e.created_at) * 1000)::float8 FROM events e WHERE e.game_id = due.id AND e.seq = due.version) AS last_action_ms,
        (SELECT json_agg(d.key ORDER BY d.key) FROM schedule_duties d WHERE d.game_id = due.id AND d.done_at IS NULL AND d.claimed_until < ${at}::timestamptz)::text AS abandoned
      FROM (
        SELECT id, version, next_due_at FROM games
          WHERE status <> 'ended' AND (next_due_at IS NULL OR next_due_at <= ${at}::timestamptz)
        UNION
        SELECT g.id, g.version, g.next_due_at FROM games g
          WHERE g.status <> 'ended' AND g.id IN (SELECT game_id FROM schedule_duties WHERE done_at IS NULL AND claimed_until < ${at}::timestamptz)
      ) due ORDER BY due.next_due_at NULLS FIRST, due.id LIMIT ${limit}`);
    return rowsOf<{ id: string; version: number; last_action_ms: number | null; abandoned: string | null }>(rows).map((r) => ({
      id: r.id,
      version: Number(r.version),
      lastAction: r.last_action_ms === null ? undefined : new Date(Number(r.last_action_ms)),
      abandoned: r.abandoned ? (JSON.parse(r.abandoned) as string[]) : [],
    }));
  }

  /**
   * The earliest moment a pass could find a game due (dueGames): a game's next due time (a game without one yet is due
   * now), or the end of a claim not done. null: nothing is due until the next action. The console's `~wait` skips the
   * hours before it, where a pass would find nothing to do.
   */
  async nextWake(): Promise<Date | null> {
    const rows = await this.db.execute(sql`
      SELECT (extract(epoch FROM least(
        (SELECT min(coalesce(next_due_at, '-infinity'::timestamptz)) FROM games WHERE status <> 'ended'),
        (SELECT min(d.claimed_until) FROM schedule_duties d JOIN games g ON g.id = d.game_id WHERE d.done_at IS NULL AND g.status <> 'ended')
      )) * 1000)::float8 AS ms`);
    const ms = rowsOf<{ ms: number | string | null }>(rows)[0]?.ms;
    if (ms === null || ms === undefined) return null;
    const n = Number(ms);
    return n === Infinity ? null : new Date(n === -Infinity ? -8.64e15 : n);
  }

  /**
   * Writes the games' next due times as the scheduler computed them, each on the state at its `version` (null: not
   * before the next action), in one statement. Guarded by that version: a commit that landed since wrote its own
   * time, which stands.
   */
  async setNextDue(times: readonly { gameId: string; version: number; at: Date | null }[]): Promise<void> {
    if (times.length === 0) return;
    const list = times.map((t) => ({ id: t.gameId, version: t.version, at: t.at ? t.at.toISOString() : 'infinity' }));
    await this.db.execute(sql`
      UPDATE games g SET next_due_at = v.at
      FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS v(id text, version int, at timestamptz)
      WHERE g.id = v.id AND g.version = v.version AND g.id = ANY (${idsOf(times.map((t) => t.gameId))})`);
  }

  /** Games that are not over, in play or in set-up. */
  async runningGames(): Promise<{ id: string; channelId: string }[]> {
    return this.db.select({ id: games.id, channelId: games.channelId }).from(games).where(ne(games.status, 'ended'));
  }
}

/**
 * A batch's ids for `col = ANY (…)`, beside a join to the batch's rows: joined to a list alone, the planner may scan
 * the whole table, which grows with every game and duty there is; with the ids, it looks each up by its index. One
 * JSON parameter rather than one a row, which PGlite handles one by one in JavaScript.
 */
const idsOf = (ids: readonly string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** A game the scheduler must look at (see dueGames). */
export interface DueGame {
  id: string;
  version: number;
  /** When its last event was written. */
  lastAction: Date | undefined;
  /** Its claims left unfinished past their lease (their holder died). */
  abandoned: string[];
}

/** A duty's name across games, as claimAll() returns them. */
export const dutyId = (gameId: string, key: string) => `${gameId}\u0000${key}`;

/** Rows a raw statement returned: PGlite gives `{ rows }`, postgres.js an array. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
