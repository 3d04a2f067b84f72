import { oldLogFixture } from '../../helpers/old-log-fixture.js';
import { describe, expect, it } from 'vitest';
import { decide, describeEvent, evolve, PARTS, replay } from '../../../src/engine/parts.js';
import type { GameState } from '../../../src/engine/core/state.js';
import { RuleError, type StoredEvent } from '../../../src/engine/core/types.js';
import { seededDice, EngineGame } from '../../fixtures/campaign-game.js';
import { BOB, CAROL, GM, inHand, playDuel, playTable } from '../../fixtures/wizard-game.js';

/**
 * A log recorded with the code of 3ec51af (tests/fixtures/record-wizard-log.ts), when wizard.created and
 * wizard.trained carried the whole wizard, the library events the whole library, duel.challenged the whole duel,
 * fight.moved the whole fight, campaign.created the whole campaign and campaign.realm-set the whole realm sheet.
 * Today's code reads it into the same state, undoes its last action as that code did, and plays on.
 */
type Parts = Pick<GameState, 'wizards' | 'duels' | 'fights' | 'campaign' | 'deck'>;
const fixture = oldLogFixture<{ events: StoredEvent[] }>('wizard-log-3ec51af.json') as unknown as {
  events: StoredEvent[];
  words: { log: string; undo: string | false | undefined }[];
  expected: { final: Parts; afterUndo: Parts };
};
const undoWords = (e: StoredEvent) => {
  for (const part of PARTS) {
    const w = (part.events as Record<string, { undo: ((e: StoredEvent) => string) | false }>)[e.type];
    if (w) return w.undo === false ? false : w.undo(e);
  }
  return undefined;
};
const partsOf = (s: GameState): Parts => JSON.parse(JSON.stringify({ wizards: s.wizards, duels: s.duels, fights: s.fights, campaign: s.campaign, deck: s.deck })) as Parts;

describe('an MtG RPG log stored before its events held facts (3ec51af)', () => {
  const state = replay(fixture.events)!;

  it('holds the old shapes', () => {
    const payload = (type: string) => fixture.events.find((e) => e.type === type)!.payload as Record<string, unknown>;
    expect(payload('wizards.created')).toHaveProperty('wizard');
    expect(payload('wizards.trained')).toHaveProperty('wizard');
    for (const type of ['wizards.library-set', 'wizards.checked', 'wizards.moved', 'wizards.renewed', 'duels.library', 'duels.wizard-after', 'fights.library']) expect(payload(type), type).toHaveProperty('library');
    expect(payload('duels.challenged')).toHaveProperty('duel');
  });

  it('replays into the wizards, duels, fights, campaign and deck that code computed', () => {
    expect(partsOf(state)).toEqual(fixture.expected.final);
  });

  it('every old event has the log line and the undo words that code gave it', () => {
    expect(fixture.events.map((e) => ({ log: describeEvent(e, { viewer: { userId: GM.id }, isGm: true }), undo: undoWords(e) }))).toEqual(fixture.words);
  });

  it('/gm undo of its last action restores the state that code restored', () => {
    const events = decide(state, { type: 'gm.undo', actor: GM }, seededDice(1));
    if (events instanceof RuleError) throw events;
    const last = fixture.events.at(-1)!;
    const undone = events.reduce<GameState>((s, e, i) => evolve(s, { ...e, seq: last.seq + 1 + i, actionSeq: last.actionSeq + 1, at: last.at }), state);
    expect(partsOf(undone)).toEqual(fixture.expected.afterUndo);
  });

  it('plays on with today’s events: a renewal, a check, training and another duel', () => {
    const g = new EngineGame(seededDice(11));
    g.state = state;
    g.events.push(...fixture.events);
    g.must({ type: 'wizards.renew', actor: BOB });
    g.must({ type: 'wizards.renew', actor: CAROL });
    g.must({ type: 'wizards.call', actor: GM, player: CAROL.id, what: 'read the runes', by: 'Investigate', dc: 7 });
    g.must({ type: 'wizards.check', actor: CAROL, card: inHand(g, CAROL, 0) });
    g.must({ type: 'wizards.xp', actor: GM, player: CAROL.id, xp: 10 });
    g.must({ type: 'wizards.train', actor: CAROL, skill: 'Investigate' });
    playDuel(g);
    expect(replay(g.events)).toEqual(g.state);
  });
});

describe('the same table played today', () => {
  const { g, events } = playTable();

  it('replays into the state its actions built, the state the old code built', () => {
    expect(replay(events)).toEqual(g.state);
    expect(partsOf(g.state!)).toEqual(fixture.expected.final);
  });

  it('says the same in the log and the undo words as the old events did', () => {
    expect(events.map((e) => ({ log: describeEvent(e, { viewer: { userId: GM.id }, isGm: true }), undo: undoWords(e) }))).toEqual(fixture.words);
  });
});
