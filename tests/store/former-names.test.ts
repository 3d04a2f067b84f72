import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConsoleSession } from '../../src/console/session.js';
import { forcedDice } from '../../src/engine/dice.js';
import { currentEvent, describeEvent, engine, replay, withFormerNames } from '../../src/engine/parts.js';
import { GameStore } from '../../src/store/game-store.js';
import { recordingConsole, textOf } from '../helpers/console.js';
import { SHEET_DICE, SHEET_LINES } from '../fixtures/sheet-game.js';

/**
 * Issue 28 gave each part one name for its folder, id, state and events: the Magic Realm day's events `mr.…` are
 * `play.…`, its combat's `mr.combat-…` are `combat.…`, the wizards', duels' and fights' `wizard.…`, `duel.…`,
 * `fight.…` are `wizards.…`, `duels.…`, `fights.…`, the rolls' `dice.rolled`, `table.rolled`, `roll.private-made` are
 * `rolls.…`. Games stored before keep their events' names in the database; the store reads them as today's.
 */
const FORMER: Readonly<Record<string, string>> = {
  'mr.turn': 'play.turn',
  'mr.new-day': 'play.new-day',
  'mr.combat-round': 'combat.round',
  'wizard.created': 'wizards.created',
  'duel.life': 'duels.life',
  'fight.moved': 'fights.moved',
  'dice.rolled': 'rolls.dice-rolled',
  'table.rolled': 'rolls.table-rolled',
  'roll.private-made': 'rolls.private-made',
};

describe('events stored under a former name (issue 28)', () => {
  it('each part has one name: its id, its events’ prefix, its state key', () => {
    const byPart = new Map<string, Set<string>>();
    for (const { type, part } of engine.eventTypes()) byPart.set(part, new Set([...(byPart.get(part) ?? []), type.split('.')[0]!]));
    for (const part of ['play', 'combat', 'board', 'wizards', 'duels', 'fights', 'campaign', 'deck', 'rolls', 'schedule']) expect([...byPart.get(part)!], part).toEqual([part]);
  });

  it('a former name is read as today’s; today’s names and unknown ones are themselves; a query looks for both', () => {
    for (const [old, today] of Object.entries(FORMER)) expect(currentEvent({ type: old }).type, old).toBe(today);
    expect(currentEvent({ type: 'play.turn' }).type).toBe('play.turn');
    expect(currentEvent({ type: 'no.such-event' }).type).toBe('no.such-event');
    expect(withFormerNames(['play.new-day', 'game.started']).sort()).toEqual(['game.started', 'mr.new-day', 'play.new-day']);
  });

  it('a game whose log holds the former names loads from the store to the same game, tells its /log as before, and plays on', async () => {
    const g = await recordingConsole([...SHEET_DICE, 6, 6, 6, 6]);
    try {
      for (const line of SHEET_LINES) await g.play(line);
      const store = g.session.services.store;
      const gameId = (await store.latestGameId('console'))!;
      const today = await store.events(gameId);
      const logToday = today.map((e) => describeEvent(e, { viewer: { userId: 'gm' }, isGm: true }));
      const began = (await store.times(gameId, ['play.new-day'])).stepBegan;
      // The log as an older version stored it: every renamed type under its former name, and no snapshot.
      const formerOf = new Map([...new Set(today.map((e) => e.type))].flatMap((t) => engine.parts.flatMap((p) => (p.formerName?.(t) ? [[t, p.formerName(t)!] as const] : []))));
      for (const [t, old] of formerOf) await g.database.db.execute(sql`UPDATE events SET type = ${old} WHERE game_id = ${gameId} AND type = ${t}`);
      await g.database.db.execute(sql`DELETE FROM snapshots WHERE game_id = ${gameId}`);
      const raw = (await g.database.db.execute(sql`SELECT DISTINCT type FROM events WHERE game_id = ${gameId}`)) as unknown as { rows?: { type: string }[] };
      expect((raw.rows ?? []).map((r) => r.type), JSON.stringify(raw.rows)).toEqual(expect.arrayContaining(['mr.turn', 'mr.combat-round', 'mr.sheet-set', 'table.rolled']));

      // A fresh store over the same database reads it as today's.
      const fresh = new GameStore(g.database.db);
      const read = await fresh.events(gameId);
      expect(read.map((e) => e.type)).toEqual(today.map((e) => e.type));
      expect(read.map((e) => describeEvent(e, { viewer: { userId: 'gm' }, isGm: true }))).toEqual(logToday);
      expect((await fresh.times(gameId, ['play.new-day'])).stepBegan).toEqual(began);
      expect((await fresh.stepsBegan([{ id: gameId, types: ['play.new-day'] }])).get(gameId)).toEqual(began);
      const { id: _id, ...loaded } = (await fresh.channelGame('console'))!;
      const { id: _id2, ...replayed } = replay(today)!;
      expect(loaded).toEqual(replayed);
      // Each part's slice under its name.
      expect(Object.keys(loaded)).toEqual(expect.arrayContaining(['play', 'combat', 'board']));
      expect(Object.keys(loaded)).not.toEqual(expect.arrayContaining(['magicRealm']));

      // And play goes on: a new day's orders on the old log.
      const session = new ConsoleSession(g.database, forcedDice([6, 6, 6, 6, 6, 6]));
      const next = await session.run('@bob /orders record phases:"H"');
      expect(next.ok, textOf(next.reply)).toBe(true);
      expect((await fresh.events(gameId, { afterSeq: today.at(-1)!.seq })).map((e) => e.type)).toContain('play.recorded');
    } finally {
      await g.database.close();
    }
  });
});
