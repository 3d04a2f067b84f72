import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../src/commands/dispatch.js';
import type { Invocation, Services } from '../../src/commands/types.js';
import { cryptoDice, type DiceSource } from '../../src/engine/dice.js';
import type { Action } from '../../src/engine/parts.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { GameStore } from '../../src/store/game-store.js';
import { ServerSettings } from '../../src/store/server-settings.js';

/** A store whose every action commits and then fails, as a view or a reply built after the commit can. */
class FailsAfterCommit extends GameStore {
  failing = false;
  override async execute(channelId: string, action: Action, dice: DiceSource, interactionId?: string) {
    const result = await super.execute(channelId, action, dice, interactionId);
    if (this.failing) throw new Error('failed after the commit');
    return result;
  }
}

describe('a failure after the commit', () => {
  let database: Database;
  let store: FailsAfterCommit;
  let services: Services;
  const invoke = (command: string, subcommand: string | undefined, options: Record<string, unknown>): Invocation => ({
    command,
    subcommand,
    options,
    user: { id: 'gm', name: 'GM' },
    channelId: 'after-commit',
    guildId: 'g',
  });
  beforeAll(async () => {
    database = await memoryDatabase();
    store = new FailsAfterCommit(database.db);
    services = { store, servers: new ServerSettings(database.db), dice: cryptoDice, now: () => new Date(), newId: () => `game-${Math.random()}` };
    await dispatch(invoke('game', 'create', { ruleset: 'magic-realm' }), services);
  });
  afterAll(async () => {
    await database.close();
  });

  it('never says nothing was changed: it says the action was applied', async () => {
    const id = (await store.activeGameId('after-commit'))!;
    const before = await store.version(id);
    store.failing = true;
    const result = await dispatch(invoke('roll', 'dice', { notation: '2d6' }), services);
    store.failing = false;
    expect(await store.version(id)).toBe(before + 1);
    expect(result.error).toBeDefined();
    const text = JSON.stringify(result.reply);
    expect(text).not.toContain('nothing was changed');
    expect(text).toContain('applied');
  });
});
