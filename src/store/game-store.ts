import { and, asc, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { currentEvent, decide, replay, withFormerNames, type Action } from '../engine/parts.js';
import type { DecideAs } from '../engine/core/engine.js';
import type { GameState } from '../engine/core/state.js';
import { RuleError, type GameEvent, type StoredEvent, type Visibility } from '../engine/core/types.js';
import type { DiceSource } from '../engine/dice.js';
import type { Db } from './db.js';
import { markCommitted } from './commit-witness.js';
import { KeyedQueue } from './keyed-queue.js';
import { Lru } from './lru.js';
import { events, games, snapshots } from './schema.js';
import { snapshotMisfit } from './snapshot-fit.js';
import { causes } from '../error-causes.js';
import { DatabaseUnreachableError, isConnectionError, isRefusedConnection } from './unreachable.js';
import { dueOnCommit, type DueOnCommit } from './next-due.js';
import type { CommitNotices } from './commit-notices.js';

/** Bump when GameState's shape changes: older snapshots are then ignored and the log replayed. */
export const STATE_FORMAT = 4;

export interface Committed {
  gameId: string;
  state: GameState;
  /** The events this action committed (or, for a duplicate delivery, had committed). */
  events: StoredEvent[];
  /** True when this interaction had already been applied: nothing new was written. */
  duplicate: boolean;
  /** The state the action was decided on (none for a new game). */
  before?: GameState;
}

export interface GameStoreOptions {
  /** Write a snapshot whenever the version crosses a multiple of this. */
  snapshotEvery?: number;
  /** How many snapshots of a game are kept; older ones are deleted when a new one is written. */
  keepSnapshots?: number;
  /** How many games' states this process keeps in memory (least recently used go first). */
  cachedGames?: number;
  /**
   * No other store writes to this database: PGlite, whose directory lock keeps every other process out, with the one
   * store the process makes. The cached state of a channel's game is then exact, so reading it needs no query and a
   * refusal decided on it is final. Left out (PostgreSQL, or several stores in one process), every read asks the
   * database for the game's version first.
   */
  soleWriter?: boolean;
  /**
   * PostgreSQL's notices of every commit (commit-notices.ts). While they are heard, a cached state that no notice has
   * overtaken is exact, as for the sole writer: a command reads nothing before its commit (issue 26).
   */
  notices?: CommitNotices;
  /** Told about work after the reply that failed (a snapshot write); it never fails the action. */
  onBackgroundError?: (error: unknown, what: string) => void;
  now?: () => Date;
}

/** The commit's version guard found the version moved: another process committed first. */
class VersionConflict extends Error {}

/**
 * A cached state, with the epoch of the commit notices it was read or committed under (NOT_HEARD: none were being
 * heard then, so a commit of another process may have been missed).
 */
interface Cached {
  version: number;
  state: GameState;
  heard: number;
}

const NOT_HEARD = -1;

/** A game's state as statesAt() read it, with the events it read: `read` holds every event after seq `from`. */
export interface LoadedState {
  state: GameState;
  version: number;
  read: StoredEvent[];
  from: number;
}

/** The latest snapshot of a game that this code may read, and the game's first event (to check the snapshot). */
interface SnapshotRead {
  version: number;
  state: unknown;
  /** Missing only when the log lost it: the snapshot is then taken as not fitting (reported) and the log replayed. */
  first?: StoredEvent;
}

/** A game's row as readGame reads it: read cold, with its snapshot (null: it has none). */
interface GameRow {
  id: string;
  version: number;
  snapshot?: SnapshotRead | null;
}

/** A statement's executor: the database, or a transaction on it. */
type Queryable = Pick<Db, 'select' | 'execute'>;

interface Decided {
  gameId: string;
  version: number;
  state: GameState | undefined;
  events: GameEvent[];
}

/**
 * The append-only event store of all games. An action commits whole, guarded by the game's version.
 *
 * Concurrency, in two layers:
 * - Inside the process, the commands of a channel run one at a time in order of arrival (KeyedQueue), so they
 *   never race each other and the cached state is exact unless another process wrote.
 * - Across processes, the fast path decides on the cached state and commits in one statement guarded by the
 *   version. When the guard finds the version moved (another process got there first), or nothing is cached,
 *   the action runs in a transaction that first locks the game's row (`SELECT … FOR UPDATE`), then reads the
 *   version and the state and decides: nobody can commit to the game until it is done, so it never needs a blind
 *   retry. The fast path's UPDATE waits on that row lock too. The version guard stays as a safety net.
 */
export class GameStore {
  /** The last state this process saw of each game, bounded. Commits trust it and the version guard catches staleness. */
  private readonly cache: Lru<string, Cached>;
  /** channel → its running game, as this process last saw it (cleared on any conflict). */
  private readonly channels: Lru<string, string>;
  private readonly queue = new KeyedQueue();
  /** Work started after a reply (snapshot writes), awaited by flush(). */
  private readonly pending = new Set<Promise<void>>();
  private readonly snapshotEvery: number;
  private readonly keepSnapshots: number;
  private readonly soleWriter: boolean;
  private readonly notices: CommitNotices | undefined;
  private readonly onBackgroundError: (error: unknown, what: string) => void;
  private readonly now: () => Date;
  private conflicts = 0;
  private lockedRetries = 0;

  constructor(
    private readonly db: Db,
    options: GameStoreOptions = {},
  ) {
    this.snapshotEvery = options.snapshotEvery ?? 100;
    this.keepSnapshots = Math.max(1, options.keepSnapshots ?? 3);
    this.soleWriter = options.soleWriter ?? false;
    this.notices = options.notices;
    this.cache = new Lru(options.cachedGames ?? 500);
    this.channels = new Lru((options.cachedGames ?? 500) * 4);
    this.onBackgroundError = options.onBackgroundError ?? (() => {});
    this.now = options.now ?? (() => new Date());
  }

  /** The game running in a channel (not ended), if any. */
  async activeGameId(channelId: string, q: Queryable = this.db): Promise<string | undefined> {
    const rows = await q
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.channelId, channelId), ne(games.status, 'ended')))
      .limit(1);
    return rows[0]?.id;
  }

  /** The most recent game of a channel, ended or not (so /gm undo can revive an ended game). */
  async latestGameId(channelId: string, q: Queryable = this.db): Promise<string | undefined> {
    const rows = await q
      .select({ id: games.id })
      .from(games)
      .where(eq(games.channelId, channelId))
      .orderBy(desc(games.createdAt))
      .limit(1);
    return rows[0]?.id;
  }

  /**
   * The channel's running game — or, with `orLatest`, else its most recent ended one — if it has any: for the
   * readers that must not fail (autocomplete, delivering private messages) and the commands' look-ups. One query
   * (the game and its version together), or none when the cached state is exact (the sole writer, or commit notices: exact()).
   */
  async channelGame(channelId: string, opts: { orLatest?: boolean } = {}): Promise<GameState | undefined> {
    const known = this.channels.get(channelId);
    const cached = known ? this.cache.get(known) : undefined;
    if (cached && this.exact(known!, cached)) return cached.state;
    const heard = this.hearing();
    const running = await this.readGame(sql`g.channel_id = ${channelId} AND g.status <> 'ended'`, !cached);
    if (running) {
      if (this.soleWriter || this.notices) this.channels.set(channelId, running.id);
      return (await this.atVersion(running, heard)).state;
    }
    const latest = opts.orLatest ? await this.latestGameId(channelId) : undefined;
    return latest ? (await this.load(latest))?.state : undefined;
  }

  /**
   * The game's current state, read fresh from the database (replaying only what this process has not seen). Cold
   * (nothing cached), two statements: the game's row with its latest snapshot, then the events after it.
   */
  async load(gameId: string): Promise<{ state: GameState; version: number } | undefined> {
    const heard = this.hearing();
    const row = await this.readGame(sql`g.id = ${gameId}`, !this.cache.get(gameId));
    return row ? this.atVersion(row, heard) : undefined;
  }

  /**
   * Whether a cached state is the game's current one without asking the database: always for the sole writer; on
   * PostgreSQL, while commit notices have been heard since it was read and none names a later version.
   */
  private exact(gameId: string, cached: Cached): boolean {
    if (this.soleWriter) return true;
    const n = this.notices;
    return n !== undefined && cached.heard === n.epoch && n.live() && (n.noticed(gameId) ?? NOT_HEARD) <= cached.version;
  }

  /** The epoch a state read from now on is stamped with (see Cached): taken before its statement is sent. */
  private hearing(): number {
    return this.notices?.live() ? this.notices.epoch : NOT_HEARD;
  }

  /**
   * A game's row (its id and version), in one statement. With `cold` (this process has not cached the game), the same
   * statement brings the latest snapshot at or before that version in this code's format, and the game's first event
   * for the snapshot's check (snapshot-fit.ts), so a cold load is this statement and the tail's (issue 26: "a cold load
   * reads a game in at most two statements"). Warm, the snapshot is left out: only the tail after the cached state is read.
   */
  private async readGame(where: SQL, cold: boolean): Promise<GameRow | undefined> {
    const withSnapshot = cold ? sql`, ${snapshotColumns(sql`g.id`)} FROM games g ${latestSnapshot(sql`g.id`, sql`g.version`)}` : sql` FROM games g`;
    const row = rowsOf<{ id: string; version: number } & SnapshotColumns>(await this.db.execute(sql`SELECT g.id, g.version${withSnapshot} WHERE ${where} LIMIT 1`))[0];
    if (!row) return undefined;
    return { id: row.id, version: Number(row.version), ...(cold ? { snapshot: snapshotRead(row) } : {}) };
  }

  /** The game's state at the version just read from its row, or the cached one when a commit of this process landed since the read. */
  private async atVersion(row: GameRow, heard: number): Promise<{ state: GameState; version: number }> {
    const cached = this.cache.get(row.id);
    if (cached && cached.version > row.version) return cached;
    return { state: await this.stateAt(this.db, row.id, row.version, heard, row.snapshot), version: row.version };
  }

  /**
   * The state after `version` events: from the cache when it holds that version or an older one (then only the
   * tail is replayed), else from the latest snapshot that fits this code (snapshot-fit.ts) and the tail, else
   * from the whole log.
   */
  private async stateAt(q: Queryable, gameId: string, version: number, heard: number, read?: SnapshotRead | null): Promise<GameState> {
    const cached = this.cache.get(gameId);
    if (cached && cached.version === version) {
      this.remember(gameId, version, cached.state, heard);
      return cached.state;
    }
    let state: GameState | undefined;
    if (cached && cached.version < version) {
      state = replay(await this.events(gameId, { afterSeq: cached.version }, q), cached.state);
    } else {
      state = await this.fromSnapshot(q, gameId, version, read);
      if (!state) state = replay(await this.events(gameId, { upToSeq: version }, q));
    }
    if (!state) throw new Error(`game ${gameId} has no events`);
    this.remember(gameId, version, state, heard);
    return state;
  }

  /**
   * The latest snapshot at or before `version` with the tail replayed, or undefined when there is none or it does not
   * fit. `read`: the snapshot and first event the game's row came with (readGame; null: it has none), else they are
   * read here.
   */
  private async fromSnapshot(q: Queryable, gameId: string, version: number, read?: SnapshotRead | null): Promise<GameState | undefined> {
    if (read === null) return undefined;
    const snap =
      read ??
      (
        await q
          .select()
          .from(snapshots)
          .where(and(eq(snapshots.gameId, gameId), eq(snapshots.format, STATE_FORMAT), lte(snapshots.version, version)))
          .orderBy(desc(snapshots.version))
          .limit(1)
      )[0];
    if (!snap || snap.version > version) return undefined;
    const first = read ? (read.first ? [read.first] : []) : await this.events(gameId, { upToSeq: 1 }, q);
    if (!this.snapshotFits(gameId, snap, first)) return undefined;
    return this.afterSnapshot(gameId, snap, await this.events(gameId, { afterSeq: snap.version, upToSeq: version }, q));
  }

  /** Whether a snapshot fits this code, checked against the state after the game's first event (reported when not). */
  private snapshotFits(gameId: string, snap: { version: number; state: unknown }, first: StoredEvent[]): boolean {
    const reference = replay(first);
    const misfit = reference ? snapshotMisfit(reference, snap.state) : '(no first event)';
    if (misfit) this.onBackgroundError(new Error(`snapshot ${gameId}@${snap.version} does not fit this code at ${misfit}: replaying the log`), 'snapshot check');
    return !misfit;
  }

  /** A fitting snapshot with its tail replayed, or undefined when the tail does not apply to it (reported). */
  private afterSnapshot(gameId: string, snap: { version: number; state: unknown }, tail: StoredEvent[]): GameState | undefined {
    try {
      return replay(tail, snap.state as GameState);
    } catch (error) {
      // The tail does not apply to the snapshot: the snapshot does not fit this code either.
      this.onBackgroundError(error, `snapshot ${gameId}@${snap.version}: the tail does not apply, replaying the log`);
      return undefined;
    }
  }

  /**
   * The states of many games at the versions just read from their rows, in one statement whatever their number (the
   * scheduler's batch, issue 26): for each game not cached, its latest snapshot that fits this code and the events
   * after it; for one cached at an older version, the events after that. Like load(), a game cached at a later
   * version (a commit of this process landed since the read) comes back at that version. With each state, the events
   * this read (`read`, complete after seq `from`: 0 when they are the whole log), so that the caller can take times
   * from them. A snapshot that does not fit falls back to the game's whole log, alone; a game that cannot be read at
   * all is left out (and reported), so that it does not stop the others.
   */
  async statesAt(wanted: readonly { id: string; version: number }[]): Promise<Map<string, LoadedState>> {
    const out = new Map<string, LoadedState>();
    const heard = this.hearing();
    const need: { id: string; upTo: number; cached?: { version: number; state: GameState } }[] = [];
    for (const { id, version } of wanted) {
      const cached = this.cache.get(id);
      if (cached && cached.version >= version) out.set(id, { state: cached.state, version: cached.version, read: [], from: cached.version });
      else need.push({ id, upTo: version, ...(cached ? { cached } : {}) });
    }
    if (need.length === 0) return out;
    // The games go as one JSON parameter, each game's events come back as one JSON text, and so does its snapshot:
    // PGlite handles parameters, rows and JSON values one by one in JavaScript, at twice the cost or more. The first
    // event is read along to check the snapshot against this code.
    const rows = rowsOf<{ id: string; tail: string | null } & SnapshotColumns>(
      await this.db.execute(sql`
        SELECT w.id, ${snapshotColumns(sql`w.id`)},
          (SELECT json_agg(${EVENT_TUPLE} ORDER BY e.seq)::text FROM events e WHERE e.game_id = w.id AND e.seq > coalesce(s.version, w.after) AND e.seq <= w.up_to) AS tail
        FROM jsonb_to_recordset(${JSON.stringify(need.map((n) => ({ id: n.id, after: n.cached?.version ?? 0, up_to: n.upTo, cold: !n.cached })))}::jsonb) AS w(id text, after int, up_to int, cold boolean)
        ${latestSnapshot(sql`w.id`, sql`w.up_to`, sql`w.cold`)}`),
    );
    const byGame = new Map(rows.map((r) => [r.id, r]));
    for (const n of need) {
      try {
        const got = await this.stateFrom(n, byGame.get(n.id));
        this.remember(n.id, n.upTo, got.state, heard);
        out.set(n.id, { ...got, version: n.upTo });
      } catch (error) {
        // One game that cannot be read (its log does not replay) must not keep the others from being read.
        this.onBackgroundError(error, `game ${n.id} could not be read`);
      }
    }
    return out;
  }

  /** Events of a game in order, optionally after / up to a sequence number, optionally only one action's. */
  async events(gameId: string, opts: { afterSeq?: number; upToSeq?: number; actionSeq?: number } = {}, q: Queryable = this.db): Promise<StoredEvent[]> {
    const conditions = [eq(events.gameId, gameId)];
    if (opts.afterSeq !== undefined) conditions.push(gt(events.seq, opts.afterSeq));
    if (opts.upToSeq !== undefined) conditions.push(lte(events.seq, opts.upToSeq));
    if (opts.actionSeq !== undefined) conditions.push(eq(events.actionSeq, opts.actionSeq));
    const rows = await q.select().from(events).where(and(...conditions)).orderBy(asc(events.seq));
    // An event stored under a former name (issue 28) is read as today's.
    return rows.map((r) =>
      currentEvent({
        seq: r.seq,
        actionSeq: r.actionSeq,
        type: r.type,
        payload: r.payload,
        visibility: r.visibility as Visibility,
        actor: r.actor,
        at: r.createdAt.toISOString(),
      }),
    );
  }

  /** When the game's last event was written, and when the last of these types was (the start of a waiting step, issue 12). */
  async times(gameId: string, stepTypes: readonly string[] = []): Promise<{ lastAction?: Date; stepBegan?: Date }> {
    const last = await this.db.select({ at: events.createdAt }).from(events).where(eq(events.gameId, gameId)).orderBy(desc(events.seq)).limit(1);
    const began = stepTypes.length
      ? await this.db
          .select({ at: events.createdAt })
          .from(events)
          .where(and(eq(events.gameId, gameId), inArray(events.type, withFormerNames(stepTypes))))
          .orderBy(desc(events.seq))
          .limit(1)
      : [];
    return { lastAction: last[0]?.at, stepBegan: began[0]?.at };
  }

  /** One game's state from its row of statesAt()'s statement (the whole log read apart when a snapshot does not fit). */
  private async stateFrom(
    n: { id: string; upTo: number; cached?: { version: number; state: GameState } },
    row: ({ tail: string | null } & SnapshotColumns) | undefined,
  ): Promise<{ state: GameState; read: StoredEvent[]; from: number }> {
    const read = row?.tail ? (JSON.parse(row.tail) as EventTuple[]).map(storedEventOf) : [];
    let state: GameState | undefined;
    const snap = row ? snapshotRead(row) : null;
    if (snap) {
      if (this.snapshotFits(n.id, snap, snap.first ? [snap.first] : [])) state = this.afterSnapshot(n.id, snap, read);
      if (state) return { state, read, from: snap.version };
      const log = await this.events(n.id, { upToSeq: n.upTo });
      state = replay(log);
      if (state) return { state, read: log, from: 0 };
    } else {
      state = replay(read, n.cached?.state);
      if (state) return { state, read, from: n.cached?.version ?? 0 };
    }
    throw new Error(`game ${n.id} has no events`);
  }

  /**
   * times()' stepBegan for many games in one statement (the scheduler's batch, issue 26): for each game, when the
   * last event of its types was written. Games with none are left out.
   */
  async stepsBegan(wanted: readonly { id: string; types: readonly string[] }[]): Promise<Map<string, Date>> {
    if (wanted.length === 0) return new Map();
    const rows = rowsOf<{ id: string; at_ms: number | null }>(
      await this.db.execute(sql`
        SELECT w.id, (SELECT (extract(epoch FROM e.created_at) * 1000)::float8 FROM events e
                      WHERE e.game_id = w.id AND e.type IN (SELECT jsonb_array_elements_text(w.types)) ORDER BY e.seq DESC LIMIT 1) AS at_ms
        FROM jsonb_to_recordset(${JSON.stringify(wanted.map((w) => ({ ...w, types: withFormerNames(w.types) })))}::jsonb) AS w(id text, types jsonb)`),
    );
    return new Map(rows.filter((r) => r.at_ms !== null).map((r) => [r.id, new Date(Number(r.at_ms))]));
  }

  /**
   * Decides the action on the channel's game and commits its events whole, or returns the RuleError. The
   * channel's commands run one at a time in order of arrival (see the class comment for the two layers). With an
   * interaction id, a second delivery of the same interaction — also one arriving while the first still runs, or
   * in another process — returns the first one's events and writes nothing.
   *
   * A database that cannot be reached becomes a DatabaseUnreachableError (a RuleError the reply shows as is).
   * `as`: how the actor comes to the action (the server's GM role he holds), passed to the engine's decide.
   */
  async execute(channelId: string, action: Action, dice: DiceSource, interactionId?: string, as: DecideAs = {}): Promise<Committed | RuleError> {
    return this.queue.run(channelId, async () => {
      let committing = false;
      try {
        const fast = action.type === 'game.create' ? undefined : await this.fastPath(channelId, action, dice, interactionId, () => (committing = true), as);
        committing = false;
        const out = fast ?? (await this.lockedPath(channelId, action, dice, interactionId, () => (committing = true), as));
        // A duplicate is witnessed too, so that what its first delivery changed (a step's status) is told again.
        if (!(out instanceof RuleError) && out.duplicate) markCommitted(out);
        return out;
      } catch (error) {
        if (error instanceof RuleError || !isConnectionError(error)) throw error;
        // Refused before anything was sent, or lost before the commit: nothing changed.
        if (!committing || isRefusedConnection(error)) throw new DatabaseUnreachableError();
        // Lost while the commit was in flight: it may have been applied. Ask once on a new connection.
        const applied = interactionId ? await this.appliedInteraction(interactionId).catch(() => null) : null;
        if (applied) {
          const committed = { ...applied, duplicate: false };
          markCommitted(committed);
          return committed;
        }
        throw new DatabaseUnreachableError(applied === null);
      }
    });
  }

  /**
   * Decides on the cached state and commits in one statement. Undefined when it cannot be sure: nothing cached, a
   * refusal on what may be a stale state (not when the cached state is exact: see exact()), or the version guard found
   * another process's commit.
   */
  private async fastPath(
    channelId: string,
    action: Action,
    dice: DiceSource,
    interactionId: string | undefined,
    committing: () => void,
    as: DecideAs,
  ): Promise<Committed | RuleError | undefined> {
    const gameId = this.channels.get(channelId);
    const cached = gameId ? this.cache.get(gameId) : undefined;
    if (!gameId || !cached) return undefined;
    const heard = this.hearing();
    const decided = decide(cached.state, action, dice, as);
    if (decided instanceof RuleError) {
      // Otherwise make sure on a fresh read, under the lock.
      if (!this.exact(gameId, cached)) return undefined;
      // Final when the state is exact — unless it is a redelivery refused only because its first delivery applied.
      return (interactionId && (await this.appliedInteraction(interactionId))) || decided;
    }
    try {
      committing();
      return await this.commit(this.db, channelId, { gameId, version: cached.version, state: cached.state, events: decided }, action, interactionId, { heard });
    } catch (error) {
      if (error instanceof VersionConflict) {
        this.conflicts++;
        this.lockedRetries++; // decided again under the row lock, once
        // The cached state stays: it is a committed state, so under the lock only the tail after it is replayed.
        this.channels.delete(channelId);
        return undefined;
      }
      const earlier = await this.redelivery(error, interactionId);
      if (earlier) return earlier;
      throw error;
    }
  }

  /** In a transaction that holds the game's row lock: read the version and the state, decide, commit. */
  private async lockedPath(
    channelId: string,
    action: Action,
    dice: DiceSource,
    interactionId: string | undefined,
    committing: () => void,
    as: DecideAs,
  ): Promise<Committed | RuleError> {
    let outcome: { decided: Decided; committed: Committed } | RuleError;
    const heard = this.hearing();
    try {
      outcome = await this.db.transaction(async (tx) => {
        const gameId = action.type === 'game.create' ? await this.activeGameId(channelId, tx) : await this.gameIdFor(channelId, action, tx);
        let version = 0;
        let state: GameState | undefined;
        if (gameId) {
          const locked = rowsOf<{ version: number }>(await tx.execute(sql`SELECT version FROM games WHERE id = ${gameId} FOR UPDATE`));
          version = locked[0]!.version;
          state = await this.stateAt(tx, gameId, version, heard);
        }
        const events = decide(state, action, dice, as);
        if (events instanceof RuleError) return events;
        const targetId = action.type === 'game.create' ? action.gameId : gameId!;
        const decided = { gameId: targetId, version: action.type === 'game.create' ? 0 : version, state, events };
        committing();
        return { decided, committed: await this.commit(tx, channelId, decided, action, interactionId, { deferCache: true, heard }) };
      });
    } catch (error) {
      const earlier = await this.redelivery(error, interactionId);
      if (earlier) return earlier;
      if (isUniqueViolation(error, 'games_one_active_per_channel')) {
        this.channels.delete(channelId);
        return new RuleError('this channel already has a game', 'one game per channel or thread: open a thread for a second game');
      }
      throw error;
    }
    if (outcome instanceof RuleError) {
      // A redelivered interaction is refused now only because its first delivery already applied.
      return (interactionId && (await this.appliedInteraction(interactionId))) || outcome;
    }
    // Only now, with the transaction committed, may the process trust the new state.
    this.afterCommit(channelId, outcome.committed, outcome.decided.version, heard);
    return outcome.committed;
  }

  /** The first delivery's answer when `error` is this interaction's id (or, for /game create, its game) already taken. */
  private async redelivery(error: unknown, interactionId: string | undefined): Promise<Committed | undefined> {
    if (!interactionId) return undefined;
    // The interaction's id, the channel's one running game, or (a redelivery carrying the same new game id) its id.
    const taken = ['events_interaction_id_unique', 'games_one_active_per_channel', 'games_pkey'];
    if (!taken.some((constraint) => isUniqueViolation(error, constraint))) return undefined;
    return this.appliedInteraction(interactionId);
  }

  /** The channel's game for an action, read fresh; /gm undo also reaches an ended one to revive it. */
  private async gameIdFor(channelId: string, action: Action, q: Queryable): Promise<string | undefined> {
    const active = await this.activeGameId(channelId, q);
    if (active || action.type !== 'gm.undo') return active;
    return this.latestGameId(channelId, q);
  }

  /**
   * Appends the decided events and bumps the version in one statement guarded by the version it decided on
   * (throws VersionConflict when that moved). With `deferCache` (inside a transaction) the caller updates the
   * cache once the transaction committed.
   */
  private async commit(q: Queryable, channelId: string, d: Decided, action: Action, interactionId: string | undefined, opts: { deferCache?: boolean; heard: number }): Promise<Committed> {
    const { gameId, version } = d;
    const at = this.now();
    const actionSeq = version + 1;
    const stored: StoredEvent[] = d.events.map((e, i) => ({ ...e, seq: version + i + 1, actionSeq, at: at.toISOString() }));
    const state = replay(stored, action.type === 'game.create' ? undefined : d.state)!;
    const newVersion = version + stored.length;
    if (action.type === 'game.create') {
      // The scheduler's next look at the game, in the same statement as the action (issue 26).
      const due = nextDueSql(dueOnCommit(d.state, state, stored.map((e) => e.type), at));
      await q.execute(sql`INSERT INTO games (id, channel_id, guild_id, ruleset, status, version, created_at, next_due_at)
        VALUES (${gameId}, ${channelId}, ${state.guildId}, ${state.ruleset}, ${state.status}, ${newVersion}, ${at.toISOString()}::timestamptz, ${due})`);
      await q.execute(insertEvents(gameId, stored, interactionId));
    } else {
      const result = await q.execute(commitStatement({ gameId, version, before: d.state, after: state, stored, interactionId, at }));
      if (rowsOf(result).length === 0) throw new VersionConflict();
    }
    const committed: Committed = { gameId, state, events: stored, duplicate: false, ...(d.state ? { before: d.state } : {}) };
    if (!opts.deferCache) this.afterCommit(channelId, committed, version, opts.heard);
    return committed;
  }

  /** What follows a commit: the cache, the channel's game, and — after the reply, never failing it — a snapshot. */
  private afterCommit(channelId: string, committed: Committed, before: number, heard: number): void {
    const { gameId, state } = committed;
    const version = before + committed.events.length;
    markCommitted(committed);
    this.remember(gameId, version, state, heard);
    if (state.status === 'ended') this.channels.delete(channelId);
    else this.channels.set(channelId, gameId);
    if (Math.floor(version / this.snapshotEvery) > Math.floor(before / this.snapshotEvery)) {
      this.background(() => this.writeSnapshot(gameId, version, state), `snapshot ${gameId}@${version}`);
    }
  }

  /**
   * Keeps a state unless the cache already holds a newer one (a load racing a commit must not step back); a state read
   * again at the same version keeps the later of the two epochs it was heard under.
   */
  private remember(gameId: string, version: number, state: GameState, heard: number): void {
    const cached = this.cache.get(gameId);
    if (!cached || cached.version < version) this.cache.set(gameId, { version, state, heard });
    else if (cached.version === version) this.cache.set(gameId, { ...cached, heard: Math.max(cached.heard, heard) });
  }

  /**
   * Writes the snapshot and deletes all but the latest few of the game. A snapshot only speeds up loading: it is
   * not part of the action, and a lost one costs nothing.
   */
  private async writeSnapshot(gameId: string, version: number, state: GameState): Promise<void> {
    await this.db.insert(snapshots).values({ gameId, version, format: STATE_FORMAT, state }).onConflictDoNothing();
    await this.db.execute(sql`
      DELETE FROM snapshots WHERE game_id = ${gameId} AND version < (
        SELECT version FROM snapshots WHERE game_id = ${gameId} ORDER BY version DESC OFFSET ${this.keepSnapshots - 1} LIMIT 1)`);
  }

  /** Runs work after the current command's reply: started on a later turn of the event loop, its failure only reported. */
  private background(work: () => Promise<void>, what: string): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error) => this.onBackgroundError(error, what))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Waits for the work started after replies (snapshot writes): before closing the database, and in tests. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * The answer to an interaction already applied: its events, the game's state now, and the state its action was decided
   * on (`before`, none for a new game), from which dispatch tells again what it changed (step-status.ts).
   */
  private async appliedInteraction(interactionId: string): Promise<Committed | undefined> {
    const row = (await this.db.select({ gameId: events.gameId, actionSeq: events.actionSeq }).from(events).where(eq(events.interactionId, interactionId)))[0];
    if (!row) return undefined;
    const loaded = await this.load(row.gameId);
    const before = row.actionSeq > 1 ? await this.stateBefore(row.gameId, row.actionSeq - 1) : undefined;
    return { gameId: row.gameId, state: loaded!.state, events: await this.events(row.gameId, { actionSeq: row.actionSeq }), duplicate: true, ...(before ? { before } : {}) };
  }

  /** A past state of a game (never cached: the cache holds the latest), from the latest snapshot before it, or the log. */
  private async stateBefore(gameId: string, version: number): Promise<GameState | undefined> {
    return (await this.fromSnapshot(this.db, gameId, version)) ?? replay(await this.events(gameId, { upToSeq: version }));
  }

  /** The interaction ids of a game's actions in the order they were applied (for the load checks). */
  async interactionIds(gameId: string): Promise<(string | null)[]> {
    const rows = await this.db
      .select({ id: events.interactionId })
      .from(events)
      .where(and(eq(events.gameId, gameId), sql`${events.interactionId} IS NOT NULL`))
      .orderBy(asc(events.seq));
    return rows.map((r) => r.id);
  }

  /** Conflicts the version guard found, and actions decided again under the row lock after one (for the load bench). */
  counters(): { conflicts: number; lockedRetries: number } {
    return { conflicts: this.conflicts, lockedRetries: this.lockedRetries };
  }

  /** How many events a game holds (for the bench and tests). */
  async version(gameId: string): Promise<number> {
    const rows = await this.db.select({ v: games.version }).from(games).where(eq(games.id, gameId));
    return rows[0]?.v ?? 0;
  }

  /** How many games' states are cached (tests check the bound). */
  get cachedGames(): number {
    return this.cache.size;
  }

  /** Forgets cached states (tests use it to prove that loading from the database gives the same state). */
  clearCache(): void {
    this.cache.clear();
    this.channels.clear();
  }
}

/**
 * The commit of an action on a running game, one statement, so one implicit transaction: bump the version only if it
 * is still the one the action was decided on, and append the events only if the bump happened; the scheduler's next
 * look at the game is set in the same statement (issue 26). No row comes back when the version had moved. Exported for
 * the bench, which issues the same statement bare beside the action.
 */
export function commitStatement(c: { gameId: string; version: number; before: GameState | undefined; after: GameState; stored: StoredEvent[]; interactionId: string | undefined; at: Date }): SQL {
  const due = nextDueSql(dueOnCommit(c.before, c.after, c.stored.map((e) => e.type), c.at));
  return sql`
    WITH bump AS (
      UPDATE games SET version = ${c.version + c.stored.length}, status = ${c.after.status}, next_due_at = ${due}
      WHERE id = ${c.gameId} AND version = ${c.version}
      RETURNING id)
    ${insertEvents(c.gameId, c.stored, c.interactionId, sql`bump`)}`;
}

/** INSERT of an action's events; the first carries the interaction id. With `guard`, rows are inserted only when the guard CTE returned a row. */
function insertEvents(gameId: string, stored: StoredEvent[], interactionId: string | undefined, guard?: SQL) {
  const rows = stored.map(
    (e, i) =>
      sql`(${gameId}, ${e.seq}::int, ${e.actionSeq}::int, ${i === 0 ? (interactionId ?? null) : null}::text, ${e.type}, ${JSON.stringify(e.payload)}::jsonb, ${JSON.stringify(e.visibility)}::jsonb, ${e.actor}, ${e.at}::timestamptz)`,
  );
  return sql`INSERT INTO events (game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)
    SELECT v.* FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(game_id, seq, action_seq, interaction_id, type, payload, visibility, actor, created_at)${guard ? sql`, ${guard}` : sql``}
    RETURNING seq`;
}

/**
 * games.next_due_at as a commit sets it (see dueOnCommit): an exact time; 'infinity' for never; the stored time or
 * the bound, whichever is earlier — unless none is stored yet or it is 'infinity' (a stalled game, which this action
 * wakes), then NULL; NULL ("compute me at the next tick") when the commit cannot tell.
 */
function nextDueSql(due: DueOnCommit): SQL {
  switch (due.kind) {
    case 'exact':
      return due.at ? sql`${due.at.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`;
    case 'atMost':
      return sql`CASE WHEN games.next_due_at IS NULL OR games.next_due_at = 'infinity' THEN NULL ELSE LEAST(games.next_due_at, ${due.at.toISOString()}::timestamptz) END`;
    case 'unknown':
      return sql`NULL::timestamptz`;
  }
}

/** An event as a raw read brings it: seq, action seq, type, payload, visibility, actor, time in epoch milliseconds. */
type EventTuple = [number, number, string, unknown, unknown, string, number];

/** An event row `e` as an EventTuple: JSON made by the database, parsed once (PGlite parses values one by one, slowly). */
const EVENT_TUPLE = sql`json_build_array(e.seq, e.action_seq, e.type, e.payload, e.visibility, e.actor, (extract(epoch FROM e.created_at) * 1000)::float8)`;

/**
 * The latest snapshot `s` of game `id` at or before version `upTo` that this code may read (its format), joined
 * laterally; only where `when` holds (a cold read). The cold load (readGame) and the scheduler's batch (statesAt) both
 * read a game's state this way, with snapshotColumns().
 */
const latestSnapshot = (id: SQL, upTo: SQL, when: SQL = sql`true`) =>
  sql`LEFT JOIN LATERAL (
    SELECT version, state FROM snapshots WHERE ${when} AND game_id = ${id} AND format = ${STATE_FORMAT} AND version <= ${upTo} ORDER BY version DESC LIMIT 1
  ) s ON true`;

/** The columns latestSnapshot() brings, with the game's first event to check the snapshot against (only when there is one). */
const snapshotColumns = (id: SQL) =>
  sql`s.version AS snap_version, s.state::text AS snap, (SELECT ${EVENT_TUPLE}::text FROM events e WHERE s.version IS NOT NULL AND e.game_id = ${id} AND e.seq = 1) AS first`;

interface SnapshotColumns {
  snap_version: number | null;
  snap: string | null;
  first: string | null;
}

/** The snapshot in a row of snapshotColumns(), or null when the game has none (or the read was warm). */
function snapshotRead(row: SnapshotColumns): SnapshotRead | null {
  if (row.snap_version == null || row.snap == null) return null;
  const first = row.first ? storedEventOf(JSON.parse(row.first) as EventTuple) : undefined;
  return { version: Number(row.snap_version), state: JSON.parse(row.snap) as unknown, ...(first ? { first } : {}) };
}

/** A stored event from its row; one stored under a former name (issue 28) is read as today's. */
const storedEventOf = ([seq, actionSeq, type, payload, visibility, actor, atMs]: EventTuple): StoredEvent =>
  currentEvent({
    seq,
    actionSeq,
    type,
    payload: payload as StoredEvent['payload'],
    visibility: visibility as Visibility,
    actor,
    at: new Date(atMs).toISOString(),
  });

/** Rows a raw statement returned: PGlite gives `{ rows }`, postgres.js an array. */
function rowsOf<T = unknown>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const e of causes(error, Infinity)) {
    if (e.code === '23505' && (e.constraint_name === constraint || e.constraint === constraint || String(e.message).includes(constraint))) {
      return true;
    }
  }
  return false;
}

