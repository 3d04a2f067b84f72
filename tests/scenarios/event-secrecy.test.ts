import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/engine/core/types.js';
import { describeEvent, engine } from '../../src/engine/parts.js';
import type { GameStore } from '../../src/store/game-store.js';
import { consoleWith, textOf } from '../helpers/console.js';

/**
 * One event, one audience: a scripted game full of secrets, then a walk over every event it stored. No public
 * payload may carry what only a player and the GM may know: a character's gold, fame or notoriety, a whisper, a
 * set-up secret, a private roll, orders before their turn, a hidden piece.
 */
async function scriptedGame() {
  // Calendar 2 + 3 (FRESHET), the week's weather 3; the private roll 6, 6; the monster roll 6 and the turn order's one
  // draw; Bob's HIDE 3, 3.
  const c = await consoleWith([2, 3, 3, 6, 6, 6, 0, 3, 3]);
  const lines = [
    '@gm /game create ruleset:magic-realm options:"seasons-weather expansion-one"',
    '@bob /game join character:Amazon',
    '@carol /game join character:Dwarf',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
    '@gm /board piece label:Dwarf at:CV1 kind:character owner:@carol hidden:true',
    '@gm /character set player:@bob field:gold value:4711',
    '@gm /character set player:@bob field:fame value:3107',
    '@gm /character set player:@carol field:notoriety value:2203',
    '@bob /setup tell victory:"2 fame, 1 notoriety, 2 gold" start:Inn enchanted:"Inn of the Lost"', // the start is checked (BI-4): the marker rides in the enchanted chits
    '@bob /whisper to:@carol text:"the treasure lies under the altar"',
    '@gm /calendar start',
    '@bob /orders record phases:"M BV2, H, S, R, A, R"',
    '@carol /orders record phases:"R, R, R, R"',
    '@bob /roll dice notation:2d6 private:true',
    '@gm /day next',
    '@gm /day next',
    '@gm /day next',
    '@gm /day next',
  ];
  for (const line of lines) {
    const o = await c.play(line);
    if (!o.ok) throw new Error(`${line}: ${textOf(o.reply)}`);
  }
  const store = (c.session as unknown as { services: { store: GameStore } }).services.store;
  const events = await store.events((await store.latestGameId('console'))!);
  await c.database.close();
  return events;
}

describe('one event, one audience', () => {
  it('no public payload carries a secret of the game', async () => {
    const events = await scriptedGame();
    const publicJson = (e: StoredEvent) => (e.visibility.kind === 'public' ? JSON.stringify(e.payload) : '');
    const secrets = ['4711', '3107', '2203', 'the treasure lies under the altar', '2 fame, 1 notoriety, 2 gold', 'Inn of the Lost'];
    for (const e of events) for (const s of secrets) expect(publicJson(e), `${e.type} #${e.seq} carries ${s}`).not.toContain(s);
    // The hidden Dwarf's clearing and the private roll reach the public in no payload.
    const hidden = events.find((e) => e.type === 'board.piece-set' && (e.payload as { piece: { label: string } }).piece.label === 'Dwarf')!;
    expect(hidden.visibility.kind).not.toBe('public');
    const roll = events.filter((e) => e.type === 'rolls.dice-rolled');
    expect(roll.map((e) => e.visibility.kind)).toEqual(['players']);
    const notice = events.find((e) => e.type === 'rolls.private-made')!;
    expect(Object.keys(notice.payload as object).sort()).toEqual(['by', 'what']);
    // Orders stay secret until their character's turn reveals them.
    for (const recorded of events.filter((e) => e.type === 'play.recorded')) {
      const { userId, orders } = recorded.payload as { userId: string; orders: { text: string } };
      const turn = events.find((e) => e.type === 'play.turn' && (e.payload as { userId: string }).userId === userId);
      for (const e of events.filter((x) => x.seq < (turn?.seq ?? Infinity))) expect(publicJson(e), `${e.type} #${e.seq}`).not.toContain(orders.text);
    }
    // Every event type the game produced belongs to a part and reads as a sentence in the log.
    const known = new Set(engine.eventTypes().map((t) => t.type));
    for (const e of events) {
      expect(known.has(e.type), e.type).toBe(true);
      expect(describeEvent(e, { viewer: { userId: 'gm' }, isGm: true })).not.toBe(e.type);
    }
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThanOrEqual(15);
  });
});
