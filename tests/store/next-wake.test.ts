import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ScheduleStore } from '../../src/store/schedule-store.js';
import { recordingConsole } from '../helpers/console.js';

const HOUR = 3_600_000;

/** ScheduleStore.nextWake: the console's `~wait` passes over the hours before it, so it must be the first moment dueGames finds a game. */
describe('the next moment a pass can find a game due (issue 26)', () => {
  it('is the game’s next due time, a claim left undone ends it sooner, and nothing is due without a game', async () => {
    const c = await recordingConsole([6, 0, 0]);
    try {
      const schedule = new ScheduleStore(c.database.db);
      expect(await schedule.nextWake()).toBeNull();
      for (const line of ['@gm /game create ruleset:magic-realm', '@bob /game join character:Amazon', '@carol /game join character:"Black Knight"', '@gm /game start', '@bob /orders record phases:"S, S"']) await c.play(line);
      await c.play('~wait 1h');
      // Carol's reminder at 24 h of the step: dueGames finds nothing a moment before, and the game at that moment.
      const wake = (await schedule.nextWake())!;
      expect(wake.toISOString()).toBe('2026-11-23T12:00:00.000Z');
      expect(await schedule.dueGames(new Date(wake.getTime() - 1), 10)).toEqual([]);
      expect(await schedule.dueGames(wake, 10)).toHaveLength(1);
      // A claim not done (its holder died) wakes the scheduler when it runs out, before the game's own time.
      const gameId = (await c.session.services.store.activeGameId('console'))!;
      const until = new Date(wake.getTime() - 5 * HOUR);
      await c.database.db.execute(sql`INSERT INTO schedule_duties (game_id, key, claimed_by, claimed_until) VALUES (${gameId}, 'remind:x', 'dead', ${until.toISOString()}::timestamptz)`);
      expect((await schedule.nextWake())!.getTime()).toBe(until.getTime());
      expect(await schedule.dueGames(until, 10)).toEqual([]);
      expect(await schedule.dueGames(new Date(until.getTime() + 1), 10)).toHaveLength(1);
      // A game without a next time is due at once (dueGames takes it whenever it looks).
      await c.database.db.execute(sql`UPDATE games SET next_due_at = NULL`);
      expect((await schedule.nextWake())!.getTime()).toBe(-8.64e15);
      expect(await schedule.dueGames(new Date(0), 10)).toHaveLength(1);
    } finally {
      await c.database.close();
    }
  });
});
