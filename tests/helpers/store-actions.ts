import { randomUUID } from 'node:crypto';
import type { Action } from '../../src/engine/parts.js';

/** The two people of the store tests. */
export const alice = { id: 'alice', name: 'alice' };
export const bob = { id: 'bob', name: 'bob' };

/** Alice's /game create of a Magic Realm game in `channelId`, as the store tests send it (a new game id unless given). */
export const createAction = (channelId: string, { gameId = randomUUID(), options = 'seasons-weather' }: { gameId?: string; options?: string } = {}): Action => ({
  type: 'game.create',
  actor: alice,
  gameId,
  channelId,
  guildId: 'g',
  ruleset: 'magic-realm',
  options,
  at: '2026-11-22T00:00:00.000Z',
});
