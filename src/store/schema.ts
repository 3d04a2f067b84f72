import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One row per game; `version` is the number of its events and guards every commit. */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    channelId: text('channel_id').notNull(),
    guildId: text('guild_id'),
    ruleset: text('ruleset').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the scheduler next owes the game something (issue 26), written with every commit (the store's commit path)
     * and by the scheduler after each look at the game. A lower bound: the scheduler may find nothing due then, and
     * writes the exact time. NULL: not computed yet (a game from before the column, or a commit that could not tell
     * cheaply), found by the next tick; 'infinity': nothing until the next action (a stalled game, told). A string,
     * not a Date, so 'infinity' reads as what it is.
     */
    nextDueAt: timestamp('next_due_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // One game per channel or thread, until it ends.
    uniqueIndex('games_one_active_per_channel').on(t.channelId).where(sql`${t.status} <> 'ended'`),
    index('games_channel').on(t.channelId),
    // A tick reads only the running games whose time has come.
    index('games_next_due').on(t.nextDueAt).where(sql`${t.status} <> 'ended'`),
  ],
);

/**
 * The append-only log: events are never updated or deleted; undo appends a compensating event.
 * The first event of each action carries the Discord interaction id: unique, so an interaction
 * delivered twice applies once.
 */
export const events = pgTable(
  'events',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seq: integer('seq').notNull(),
    actionSeq: integer('action_seq').notNull(),
    interactionId: text('interaction_id').unique(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    visibility: jsonb('visibility').notNull(),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

/** The state after `version` events, so loading a long game replays only its tail. */
export const snapshots = pgTable(
  'snapshots',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    version: integer('version').notNull(),
    /** The engine's state format; a snapshot of another format is ignored and the log replayed. */
    format: integer('format').notNull(),
    state: jsonb('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] })],
);

/**
 * Each person's private place in a game's channel (issue 12): the private thread the bot made for him there, where
 * everything that is his alone is posted. `lastUsedAt` picks the thread to archive when the server is at Discord's
 * cap of active threads.
 */
export const privatePlaces = pgTable(
  'private_places',
  {
    channelId: text('channel_id').notNull(),
    userId: text('user_id').notNull(),
    guildId: text('guild_id'),
    threadId: text('thread_id').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('private_places_guild').on(t.guildId, t.lastUsedAt)],
);

/**
 * The scheduler runs in one process at a time: the holder of this row's lease (renewed while it runs, taken over by
 * another process once it expires).
 */
export const schedulerLease = pgTable('scheduler_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The scheduler's duties, one row per duty (a reminder, a deadline notice, an advance, a stalled post), so each is
 * done exactly once across crashes, restarts and processes (issue 26): claimed for a lease (`claimedBy` until
 * `claimedUntil`), each message recorded in `sent` as Discord confirms it, and `doneAt` set at the end. A claim whose
 * lease ran out before it was marked done is taken again by the next holder, which sends only what `sent` lacks.
 */
export const scheduleDuties = pgTable(
  'schedule_duties',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    key: text('key').notNull(),
    /** When it was finished; NULL while claimed and not done. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The deliveries of this duty Discord has confirmed (`to:<user>`, `post:0`, …): a retry skips them. */
    sent: jsonb('sent').$type<string[]>().notNull().default([]),
    /** What a retry needs that the game's state may no longer tell (an advance: the GM's move it made). */
    detail: jsonb('detail'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.key] }),
    // A tick looks for claims left unfinished (their holder died) through this.
    index('schedule_duties_unfinished').on(t.claimedUntil).where(sql`${t.doneAt} IS NULL`),
  ],
);

/**
 * The status message of a step that waits on players, one per game and step (issue 12): posted once in the channel,
 * then edited in place as players act. The key names the game and the step.
 */
export const statusMessages = pgTable(
  'status_messages',
  {
    channelId: text('channel_id').notNull(),
    key: text('key').notNull(),
    messageId: text('message_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.key] })],
);

/**
 * A server's own settings (issue 12), one row per Discord server: its GM role, whose members run every game of the
 * server as its GMs (`/gm role`). A cleared role keeps the row, with who cleared it and when.
 */
export const serverSettings = pgTable('server_settings', {
  guildId: text('guild_id').primaryKey(),
  gmRoleId: text('gm_role_id'),
  setBy: text('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
