import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { chitLabel, characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;
const wizard = characterKit('Wizard')!;
const at = (label: string) => wizard.chits.findIndex((c) => chitLabel(c) === label);
const stateOf = (label: string, sheet: { chits: string[] }) => sheet.chits[at(label)];

/** The Wizard (bob) in the enchanted Ledges' L1 (purple), with Fiery Blast recorded (cast.test.ts's ground). */
function ledges(monsters: string[]) {
  const g = game('', [[bob, 'Wizard']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: 'Fiery Blast, Lightning Bolt' });
  g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at: 'L1', kind: 'character', owner: 'bob' });
  for (const m of monsters) g.run({ type: 'board.piece', actor: gm, label: m, at: 'L1', kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  return g;
}
const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];

describe('prepared MAGIC chits (issue 29; MP-8, MP-11, seed 001 l.11, l.35)', () => {
  it('MP-8: an ALERT by day prepares MAGIC IV3* (his secret: the table sees "A MAGIC"); that evening his Fiery Blast with it has speed 0 and always hits the Wolf (MP-10); the chit fatigues as the spell expires (MP-11)', () => {
    const g = ledges(['Wolf']);
    g.run({ type: 'play.record', actor: bob, phases: 'A MAGIC IV3*' });
    const day = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    const turn = day.find((e) => e.type === 'play.turn')!;
    expect(turn.visibility).toEqual(PUBLIC);
    expect(JSON.stringify(turn.payload)).not.toMatch(/IV3/);
    expect((turn.payload as { orders: { text: string } }).orders.text).toBe('A MAGIC');
    const told = day.find((e) => e.type === 'play.enchanted')!;
    expect(told.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(told.payload).toMatchObject({ prepared: { label: 'MAGIC IV3*' } });
    expect(sheetOf(g.state(), 'bob')!.prepared).toEqual([at('MAGIC IV3*')]);
    g.run({ type: 'combat.pass', actor: bob });
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ speed: 0, means: { chit: at('MAGIC IV3*'), prepared: true }, text: 'Fiery Blast with MAGIC IV3* (prepared) at speed 0, purple from the enchanted clearing L1' });
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    // Aimed smash (box 3) at the Wolf in box 1: at speed 3 a miss (cast.test.ts MP-10); at speed 0 it always hits.
    // Repositioning 4, change tactics 2, 3; the Missile table 1, 2 → 2: one level up, M*** — X, killed.
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge', aim: 'smash' }, forcedDice([4, 2, 3, 1, 2]));
    expect(payload(events, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Wizard’s Fiery Blast → the Wolf: hits (speed 0) (Missile table 1, 2 → 2: +1 level), harm X — killed', 'The Wolf → the Wizard: no attack (the attacker fell first)']);
    expect(stateOf('MAGIC IV3*', sheetOf(g.state(), 'bob')!)).toBe('fatigued');
  });

  it('MP-11: a prepared chit not used fatigues at the end of combat — he prepares MAGIC II4*, casts with his IV3* at speed 3, kills the Wolf; the combat ends and the II4* fatigues', () => {
    const g = ledges(['Wolf']);
    g.run({ type: 'play.record', actor: bob, phases: 'A MAGIC II4*' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'combat.pass', actor: bob });
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ speed: 3 });
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge', aim: 'thrust' }, forcedDice([4, 2, 3, 1, 2]));
    expect(payload(events, 'combat.ended').why).toBe('only the Wizard is left');
    const spent = events.filter((e) => e.type === 'play.sheet-set').map((e) => e.payload as { what: string });
    expect(spent.map((x) => x.what)).toEqual(['in combat: MAGIC IV3* fatigued (his spell expired)', 'MAGIC II4* fatigued (prepared, at the end of combat)']);
    expect(events.find((e) => (e.payload as { what?: string }).what?.includes('prepared'))!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    const sheet = sheetOf(g.state(), 'bob')!;
    expect([stateOf('MAGIC II4*', sheet), stateOf('MAGIC IV3*', sheet), stateOf('MAGIC IV4*', sheet)]).toEqual(['fatigued', 'fatigued', 'active']);
    expect(sheet.prepared).toBeUndefined();
  });

  it('MP-11, core-tables day_order (Birdsong: "alerted MAGIC chits fatigued"): a chit prepared with no combat to end it fatigues at the next Birdsong', () => {
    const g = ledges([]);
    g.run({ type: 'play.record', actor: bob, phases: 'A MAGIC II4*' });
    // Daylight: his turn prepares the chit; no combat in his clearing tonight, so the day runs on to the next Birdsong.
    const day = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(day.find((e) => e.type === 'play.enchanted')!.payload).toMatchObject({ prepared: { label: 'MAGIC II4*' } });
    expect(day.some((e) => e.type === 'combat.begun')).toBe(false);
    expect(day.map((e) => e.type).at(-1)).toBe('play.new-day');
    const sheet = sheetOf(g.state(), 'bob')!;
    expect(sheet.prepared).toBeUndefined();
    expect(stateOf('MAGIC II4*', sheet)).toBe('fatigued');
  });

  it('refused with what was wrong and how, the hint’s example one the engine accepts: a chit he has not, a FIGHT chit, a chit prepared twice; "A" alone still alerts his weapon', () => {
    const g = ledges([]);
    const wrong = g.refusal({ type: 'play.record', actor: bob, phases: 'A MAGIC VIII1' });
    expect(wrong).toMatchObject({ message: '"A MAGIC VIII1": the Wizard has no chit "MAGIC VIII1"' });
    const example = (wrong as { hint: string }).hint.match(/"(A MAGIC [^"]+)"/)![1]!;
    expect(example).toBe('A MAGIC II4*');
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'A FIGHT L4' })).toMatchObject({ message: expect.stringContaining('an ALERT names nothing, or one of his MAGIC chits to prepare') });
    // The Wizard has one MAGIC IV3*: prepared by the first ALERT, the second has none left of that print.
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'A MAGIC IV3*, A MAGIC IV3*' })).toMatchObject({ message: '"A MAGIC IV3*": his MAGIC IV3* is prepared already: only an active MAGIC chit is prepared' });
    // An ENCHANT earlier the same day makes the chit colour: it is no ritual to prepare.
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'E MAGIC IV3*, A MAGIC IV3*' })).toMatchObject({ message: '"A MAGIC IV3*": his MAGIC IV3* is enchanted into purple: only an active MAGIC chit is prepared' });
    g.run({ type: 'play.record', actor: bob, phases: example });
    g.run({ type: 'play.record', actor: bob, phases: 'A' });
  });
});
