import { and, asc, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { decide, replay, type Action } from '../engine/parts.js';
import type { GameState } from '../engine/core/state.js';
import { RuleError, type GameEvent, type StoredEvent, type Visibility } from '../engine/core/types.js';
import type { DiceSource } from '../engine/dice.js';
import type { Db } from './db.js';
import { events, games, snapshots } from './schema.js';

/** Bump when GameState's shape changes: older snapshots are then ignored and the log replayed. */
export const STATE_FORMAT = 3;

export interface Committed {
  gameId: string;
  state: GameState;
  /** The events this action committed (or, for a duplicate delivery, had committed). */
  events: StoredEvent[];
  /** True when this interaction had already been applied: nothing new was written. */
  duplicate: boolean;
}

export interface GameStoreOptions {
  /** Write a snapshot whenever the version crosses a multiple of this. */
  snapshotEvery?: number;
  /** How often a commit that lost a race is retried on the new state. */
  maxAttempts?: number;
  now?: () => Date;
}

class VersionConflict extends Error {}

/**
 * The append-only event store of all games. An action commits whole in one transaction guarded by the
 * game's version; a command that lost a race decides again on the new state.
 */
export class GameStore {
  /** The last state this process saw of each game. Commits trust it and the version guard catches staleness. */
  private readonly cache = new Map<string, { version: number; state: GameState }>();
  /** channel → its running game, as this process last saw it (cleared on any conflict). */
  private readonly channels = new Map<string, string>();
  private readonly snapshotEvery: number;
  private readonly maxAttempts: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    options: GameStoreOptions = {},
  ) {
    this.snapshotEvery = options.snapshotEvery ?? 100;
    this.maxAttempts = options.maxAttempts ?? 50;
    this.now = options.now ?? (() => new Date());
  }

  /** The game running in a channel (not ended), if any. */
  async activeGameId(channelId: string): Promise<string | undefined> {
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.channelId, channelId), ne(games.status, 'ended')))
      .limit(1);
    return rows[0]?.id;
  }

  /** The most recent game of a channel, ended or not (so /gm undo can revive an ended game). */
  async latestGameId(channelId: string): Promise<string | undefined> {
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.channelId, channelId))
      .orderBy(desc(games.createdAt))
      .limit(1);
    return rows[0]?.id;
  }

  /** The game's current state, read fresh from the database (replaying only what this process has not seen). */
  async load(gameId: string): Promise<{ state: GameState; version: number } | undefined> {
    const row = (await this.db.select({ version: games.version }).from(games).where(eq(games.id, gameId)))[0];
    if (!row) return undefined;
    const cached = this.cache.get(gameId);
    let state: GameState | undefined;
    let from = 0;
    if (cached && cached.version <= row.version) {
      state = cached.state;
      from = cached.version;
    } else {
      const snap = (
        await this.db
          .select()
          .from(snapshots)
          .where(and(eq(snapshots.gameId, gameId), eq(snapshots.format, STATE_FORMAT), lte(snapshots.version, row.version)))
          .orderBy(desc(snapshots.version))
          .limit(1)
      )[0];
      if (snap) {
        state = snap.state as GameState;
        from = snap.version;
      }
    }
    if (from < row.version) state = replay(await this.events(gameId, { afterSeq: from }), state);
    if (!state) throw new Error(`game ${gameId} has no events`);
    this.cache.set(gameId, { version: row.version, state });
    return { state, version: row.version };
  }

  /** Events of a game in order, optionally after a sequence number, optionally only one action's. */
  async events(gameId: string, opts: { afterSeq?: number; actionSeq?: number } = {}): Promise<StoredEvent[]> {
    const conditions = [eq(events.gameId, gameId)];
    if (opts.afterSeq !== undefined) conditions.push(gt(events.seq, opts.afterSeq));
    if (opts.actionSeq !== undefined) conditions.push(eq(events.actionSeq, opts.actionSeq));
    const rows = await this.db.select().from(events).where(and(...conditions)).orderBy(asc(events.seq));
    return rows.map((r) => ({
      seq: r.seq,
      actionSeq: r.actionSeq,
      type: r.type,
      payload: r.payload,
      visibility: r.visibility as Visibility,
      actor: r.actor,
      at: r.createdAt.toISOString(),
    }));
  }

  /**
   * Decides the action on the channel's game and commits its events whole, or returns the RuleError.
   * It decides on the state this process last saw; the version guard of the commit finds out when another
   * process got there first, and then it reloads and decides again. With an interaction id, a second
   * delivery of the same interaction returns the first one's events and writes nothing.
   */
  async execute(channelId: string, action: Action, dice: DiceSource, interactionId?: string): Promise<Committed | RuleError> {
    for (let attempt = 0; attempt < this.maxAttempts; attempt++) {
      const fresh = attempt > 0;
      const gameId = action.type === 'game.create' ? await this.activeGameId(channelId) : await this.gameIdFor(channelId, action, fresh);
      const cached = gameId && !fresh ? this.cache.get(gameId) : undefined;
      const loaded = cached ?? (gameId ? await this.load(gameId) : undefined);
      const decided = decide(loaded?.state, action, dice);
      if (decided instanceof RuleError) {
        if (!fresh && gameId) continue; // refused on what this process last saw: make sure on a fresh read
        // A redelivered interaction is refused now only because its first delivery already applied.
        return (interactionId && (await this.appliedInteraction(interactionId))) || decided;
      }
      const targetId = action.type === 'game.create' ? action.gameId : gameId!;
      const version = action.type === 'game.create' ? 0 : loaded!.version;
      try {
        return await this.commit(targetId, channelId, version, action, decided, loaded?.state, interactionId);
      } catch (error) {
        if (error instanceof VersionConflict) {
          this.forget(channelId, targetId);
          continue;
        }
        if (interactionId && isUniqueViolation(error, 'events_interaction_id_unique')) {
          const earlier = await this.appliedInteraction(interactionId);
          if (earlier) return earlier;
          continue;
        }
        if (isUniqueViolation(error, 'games_one_active_per_channel')) {
          this.forget(channelId);
          return new RuleError('this channel already has a game', 'one game per channel or thread: open a thread for a second game');
        }
        throw error;
      }
    }
    throw new Error(`gave up after ${this.maxAttempts} attempts: the game is too busy`);
  }

  private forget(channelId: string, gameId?: string): void {
    this.channels.delete(channelId);
    if (gameId) this.cache.delete(gameId);
  }

  /** The channel's game for an action: the running one (cached unless `fresh`); /gm undo also reaches an ended one to revive it. */
  private async gameIdFor(channelId: string, action: Action, fresh: boolean): Promise<string | undefined> {
    const known = fresh ? undefined : this.channels.get(channelId);
    if (known) return known;
    const active = await this.activeGameId(channelId);
    if (active) this.channels.set(channelId, active);
    if (active || action.type !== 'gm.undo') return active;
    return this.latestGameId(channelId);
  }

  private async commit(
    gameId: string,
    channelId: string,
    version: number,
    action: Action,
    decided: GameEvent[],
    before: GameState | undefined,
    interactionId: string | undefined,
  ): Promise<Committed> {
    const at = this.now();
    const actionSeq = version + 1;
    const stored: StoredEvent[] = decided.map((e, i) => ({ ...e, seq: version + i + 1, actionSeq, at: at.toISOString() }));
    const state = replay(stored, action.type === 'game.create' ? undefined : before)!;
    const newVersion = version + stored.length;
    if (action.type === 'game.create') {
      await this.db.transaction(async (tx) => {
        await tx.insert(games).values({ id: gameId, channelId, guildId: state.guildId, ruleset: state.ruleset, status: state.status, version: newVersion, createdAt: at });
        await tx.execute(this.insertEvents(gameId, stored, interactionId));
      });
    } else {
      // One statement, so one implicit transaction: bump the version only if it is still the one we
      // decided on, and append the events only if the bump happened.
      const result = await this.db.execute(sql`
        WITH bump AS (
          UPDATE games SET version = ${newVersion}, status = ${state.status}
          WHERE id = ${gameId} AND version = ${version}
          RETURNING id)
        ${this.insertEvents(gameId, stored, interactionId, sql`bump`)}`);
      if (rowCount(result) === 0) throw new VersionConflict();
    }
    if (Math.floor(newVersion / this.snapshotEvery) > Math.floor(version / this.snapshotEvery)) {
      // A snapshot only speeds up loading: it is not part of the action, and a lost one costs nothing.
      await this.db.insert(snapshots).values({ gameId, version: newVersion, format: STATE_FORMAT, state }).onConflictDoNothing();
    }
    this.cache.set(gameId, { version: newVersion, state });
    if (state.status === 'ended') this.channels.delete(channelId);
    else this.channels.set(channelId, gameId);
    return { gameId, state, events: stored, duplicate: false };
  }

  /** INSERT of an action's events; the first carries the interaction id. With `guard`, rows are inserted only when the guard CTE returned a row. */
  private insertEvents(gameId: string, stored: StoredEvent[], interactionId: string | undefined, guard?: SQL) {
    const rows = stored.map(
      (e, i) =>
        sql`(${gameId}, ${e.seq}::int, ${e.actionSeq}::int, ${i === 0 ? (interactionId ?? null) : null}::text, ${e.type}, ${JSON.stringify(e.payload)}::jsonb, ${JSON.stringify(e.visibility)}::jsonb, ${e.actor}, ${e.at}::timestamptz)`,
    );
    return sql`INSERT INTO events (game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)
      SELECT v.* FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)${guard ? sql`, ${guard}` : sql``}
      RETURNING seq`;
  }

  private async appliedInteraction(interactionId: string): Promise<Committed | undefined> {
    const row = (await this.db.select({ gameId: events.gameId, actionSeq: events.actionSeq }).from(events).where(eq(events.interactionId, interactionId)))[0];
    if (!row) return undefined;
    const loaded = await this.load(row.gameId);
    return { gameId: row.gameId, state: loaded!.state, events: await this.events(row.gameId, { actionSeq: row.actionSeq }), duplicate: true };
  }

  /** How many events a game holds (for the bench and tests). */
  async version(gameId: string): Promise<number> {
    const rows = await this.db.select({ v: games.version }).from(games).where(eq(games.id, gameId));
    return rows[0]?.v ?? 0;
  }

  /** Forgets cached states (tests use it to prove that loading from the database gives the same state). */
  clearCache(): void {
    this.cache.clear();
  }
}

/** Rows a raw statement returned: PGlite gives `{ rows }`, postgres.js an array. */
function rowCount(result: unknown): number {
  return Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: any = error; e; e = e.cause) {
    if (e.code === '23505' && (e.constraint_name === constraint || e.constraint === constraint || String(e.message).includes(constraint))) {
      return true;
    }
  }
  return false;
}

