import { describe, expect, it } from 'vitest';
import { cardFor, sheetOf } from '../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { carry } from '../../../src/engine/rulesets/magic-realm/characters/sheet-changes.js';
import { heaviestLoad } from '../../../src/engine/rulesets/magic-realm/combat/plays.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

/** Issue 13: a character is the published card — his chits and his starting belongings — not a free-text name. */
describe("a character's sheet and card", () => {
  it('the Amazon starts with her twelve chits active, her Short Sword unalerted, helmet, breastplate and shield intact', () => {
    const g = game('', [[bob, 'Amazon'], [carol, 'Dwarf']]);
    const sheet = sheetOf(g.state(), 'bob')!;
    expect(sheet.character).toBe('Amazon');
    expect(sheet.chits).toEqual(Array(12).fill('active'));
    expect(sheet.weapon).toEqual({ name: 'Short Sword', alerted: false });
    expect(sheet.armour).toEqual([
      { name: 'Helmet', state: 'intact' },
      { name: 'Breastplate', state: 'intact' },
      { name: 'Shield', state: 'intact' },
    ]);
    expect(cardFor(g.state(), 'bob', 'bob')!.hidden).toBe(false);
    const card = cardFor(g.state(), 'bob', 'bob')!;
    expect(card.chits!.map((c) => c.label)).toEqual([
      'MOVE M4', 'MOVE M3*', 'FIGHT L4', 'MOVE M4', 'FIGHT M5', 'FIGHT M4*', 'MOVE M3*', 'FIGHT M3**', 'FIGHT H4**', 'FIGHT M4*', 'FIGHT M3**', 'MOVE M3*',
    ]);
    expect(card.weapon).toEqual({ name: 'Short Sword', alerted: false, text: 'weight L, length 3, L*' });
    expect(card.armour.map((a) => a.protects)).toEqual(['smash', 'thrust, swing', 'the box it is played in']);
    expect(card.gold).toBe(10);
  });

  it('his own card and the GM’s are full; another player sees only what lies face up', () => {
    const g = game('', [[bob, 'Amazon'], [carol, 'Dwarf']]);
    expect(cardFor(g.state(), 'bob', 'gm')!.full).toBe(true);
    const seen = cardFor(g.state(), 'bob', 'carol')!;
    expect(seen.full).toBe(false);
    for (const secret of ['chits', 'gold', 'fame', 'notoriety', 'treasures', 'hidden', 'where', 'discoveries', 'fatigue', 'wounds'] as const) expect(seen[secret]).toBeUndefined();
    expect(seen.weapon?.name).toBe('Short Sword');
  });

  it("Expansion One's Thief/Assassin has the Druid's chits with STAB T2** for MAGIC II2** (X1-19)", () => {
    const g = game('expansion-one', [[bob, 'Thief/Assassin']]);
    const labels = cardFor(g.state(), 'bob', 'bob')!.chits!.map((c) => c.label);
    expect(labels).toContain('STAB T2**');
    expect(labels).not.toContain('MAGIC II2**');
  });

  it("the Thief/Assassin records an extra HIDE phase in a game (X1-19's \"Extra HIDE phase\")", () => {
    const g = game('expansion-one', [[bob, 'Thief/Assassin']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'board.piece', actor: gm, label: 'Thief/Assassin', at: 'CV5', kind: 'character', owner: 'bob' });
    // Taken: the game was not started, so this first order begins play (issue 27).
    expect(g.run({ type: 'play.record', actor: bob, phases: 'H, S, S, S, S' }).map((e) => e.type)).toEqual(['game.started', 'play.recorded', 'play.record-noted']);
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'S, S, S, S, S' }).message).toMatch(/extra phase is for a HIDE \(X1-19\)/);
  });

  it('a name that is no character of the game (an older free-text game) has no sheet', () => {
    const g = game('', [[bob, 'Amazon']]);
    expect(sheetOf(g.state(), gm.id)).toBeUndefined();
    expect(cardFor(g.state(), 'nobody', 'gm')).toBeUndefined();
  });

  it("his relationships are on his card; with BI-14's Knight's Adjustment the Black Knight is Friendly, not Allied, with the Company", () => {
    const plain = game('', [[bob, 'Black Knight']]);
    expect(cardFor(plain.state(), 'bob', 'bob')!.relationships).toContainEqual({ with: 'Company', relationship: 'ally' });
    const adjusted = game('knights-adjustment', [[bob, 'Black Knight']]);
    expect(cardFor(adjusted.state(), 'bob', 'bob')!.relationships).toContainEqual({ with: 'Company', relationship: 'friendly' });
    expect(cardFor(adjusted.state(), 'bob', 'carol')!.relationships).toBeUndefined();
  });
});

/**
 * Issue 27: a character may carry several weapons, one active (the Loot and Meeting tables hand out weapons; 001
 * l.19–20, l.67: he activates and inactivates belongings at the start of a phase by day, or in combat's encounter step).
 */
describe('several weapons, one active', () => {
  it('a second weapon is carried inactive, not refused: the Amazon gets the Thrusting Sword; her Short Sword stays active; the inactive one weighs on her MOVE', () => {
    const g = game('', [[bob, 'Amazon']]);
    const given = g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Thrusting Sword' } });
    expect(given[0]!.payload).toMatchObject({ what: 'gets the Thrusting Sword, carried inactive (her Short Sword stays active)' });
    const sheet = sheetOf(g.state(), 'bob')!;
    expect(sheet.weapon).toEqual({ name: 'Short Sword', alerted: false });
    expect(sheet.inactive).toEqual(['Thrusting Sword']);
    expect(cardFor(g.state(), 'bob', 'bob')!.inactive).toEqual(['Thrusting Sword']);
    // Nobody else sees what she carries inactive.
    expect(cardFor(g.state(), 'bob', 'carol')?.inactive).toBeUndefined();
    // A Great Sword too (weight H): her MOVE M chits no longer carry her load.
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Great Sword' } });
    expect(heaviestLoad(sheetOf(g.state(), 'bob')!)).toBe('H');
    // The GM takes an inactive one away by name.
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'take', item: 'Great Sword' } });
    expect(sheetOf(g.state(), 'bob')!.inactive).toEqual(['Thrusting Sword']);
  });

  it('a weapon looted or stolen while one is active is carried inactive (carry), not among the treasures', () => {
    const g = game('', [[bob, 'Amazon']]);
    const sheet = carry(sheetOf(g.state(), 'bob')!, 'Axe');
    expect(sheet.weapon).toEqual({ name: 'Short Sword', alerted: false });
    expect(sheet.inactive).toEqual(['Axe']);
    expect(sheet.treasures).toEqual([]);
  });

  it('by day he activates the one he chooses (the one active before goes inactive, unalerted) or inactivates his; at Evening only in combat', () => {
    const g = game('', [[bob, 'Amazon']]);
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Thrusting Sword' } });
    expect(g.refusal({ type: 'play.activate', actor: bob, item: 'Short Sword' }).message).toBe('her Short Sword is active already');
    expect(g.refusal({ type: 'play.activate', actor: bob, item: 'Axe' }).message).toBe('Amazon carries no inactive weapon "Axe"');
    const events = g.run({ type: 'play.activate', actor: bob, item: 'thrusting sword' });
    expect(events.map((e) => [e.type, e.visibility])).toEqual([['play.sheet-set', { kind: 'players', userIds: ['bob'] }]]);
    expect(events[0]!.payload).toMatchObject({ what: 'activates her Thrusting Sword (her Short Sword inactive)' });
    expect(sheetOf(g.state(), 'bob')).toMatchObject({ weapon: { name: 'Thrusting Sword', alerted: false }, inactive: ['Short Sword'] });
    g.run({ type: 'play.activate', actor: bob, item: 'Thrusting Sword', inactivate: true });
    expect(sheetOf(g.state(), 'bob')!.weapon).toBeUndefined();
    expect(sheetOf(g.state(), 'bob')!.inactive).toEqual(['Short Sword', 'Thrusting Sword']);
    expect(g.refusal({ type: 'play.activate', actor: carol, item: 'Short Sword' }).message).toBe('you have not joined this game');
  });
});
