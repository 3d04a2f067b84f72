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
  },
  (t) => [
    // One game per channel or thread, until it ends.
    uniqueIndex('games_one_active_per_channel').on(t.channelId).where(sql`${t.status} <> 'ended'`),
    index('games_channel').on(t.channelId),
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
