import { describe, expect, it } from 'vitest';
import { readableEvents } from '../../src/engine/core/seats.js';
import { isGm, throughGmRole, type GameState } from '../../src/engine/core/state.js';
import type { Viewer } from '../../src/engine/core/types.js';
import { forcedDice } from '../../src/engine/dice.js';
import { describeEvent, engine, replay } from '../../src/engine/parts.js';
import { playPart } from '../../src/engine/rulesets/magic-realm/play/part.js';
import { snapshotMisfit } from '../../src/store/snapshot-fit.js';
import { game, PEOPLE, SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * The server's GM role (issue 12) in the engine: the command layer tells decide that the actor holds it (`as.gmRole`);
 * the engine never reads Discord. The member then acts as one of the game's GMs, unless he runs or plays in it.
 */

const { gm, bob, carol } = PEOPLE;
const rita = { id: 'rita', name: 'Rita' };
const zed = { id: 'zed', name: 'Zed' };
const ROLE = { gmRole: 'referees' };
const as = (u: { id: string }): Viewer => ({ userId: u.id });
const realm = (state: GameState, u: Viewer) => playPart.viewFor!(state, u)!;

/** A game in Birdsong with Bob's secret orders recorded. */
function inBirdsong() {
  const g = game('', [
    [bob, 'Amazon'],
    [carol, 'Dwarf'],
  ]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice(SET_UP_DICE));
  g.run({ type: 'play.record', actor: bob, phases: 'M BV2, S' });
  g.run({ type: 'play.record', actor: carol, phases: 'S, S' });
  return g;
}

describe("the server's GM role in the engine", () => {
  it('a member holding it runs GM commands; the log says once that he runs the game through the role', () => {
    const g = inBirdsong();
    const first = g.run({ type: 'play.advance', actor: rita }, forcedDice([6, 0, 0]), ROLE);
    expect(first[0]).toMatchObject({ type: 'game.gm-role-used', payload: { user: rita, role: 'referees' }, visibility: { kind: 'public' } });
    expect(describeEvent(first[0]!, { viewer: as(bob), isGm: false })).toBe("Rita runs the game through the server's GM role");
    expect(g.state().play!.day!.part).toBe('daylight');
    // Once is enough: his next action is only itself.
    const second = g.run({ type: 'play.advance', actor: rita }, forcedDice([]), ROLE);
    expect(second.map((e) => e.type)).not.toContain('game.gm-role-used');
    // The record gives no power and no co-GM seat: the stored state knows him only as someone who used the role.
    expect(isGm(g.state(), 'rita')).toBe(false);
    expect(g.state().coGms ?? {}).toEqual({});
    expect(g.state().actingGm).toBeUndefined();
    expect(engine.viewFor(g.state(), as(rita)).coGms).toEqual([]);
  });

  it('without the role the same member is refused, before and after he used it', () => {
    const g = inBirdsong();
    expect(g.refusal({ type: 'play.advance', actor: rita }).message).toBe('only the GM (Gandalf) may use /day next');
    g.run({ type: 'play.numbers', actor: rita, player: 'carol', field: 'fame', value: 3, mode: 'set' }, undefined, ROLE);
    expect(g.refusal({ type: 'play.advance', actor: rita }).message).toBe('only the GM (Gandalf) may use /day next');
    expect(g.refusal({ type: 'play.advance', actor: zed }).message).toBe('only the GM (Gandalf) may use /day next');
  });

  it('he sees every secret through the role (views and log), and nothing without it', () => {
    const g = inBirdsong();
    const through = throughGmRole(g.state(), rita);
    expect(engine.viewFor(through, as(rita)).viewer.isGm).toBe(true);
    expect(realm(through, as(rita)).orders.find((o) => o.userId === 'bob')!.orders!.text).toBe('M BV2, S');
    expect(readableEvents(g.events(), through, as(rita))).toEqual(g.events());
    // The same state, read without the role: a spectator's.
    expect(realm(g.state(), as(rita)).orders).toEqual([]);
    expect(readableEvents(g.events(), g.state(), as(rita)).some((e) => e.type === 'play.recorded')).toBe(false);
  });

  it('a player holding the role stays a player: no GM command, no GM sight, nothing recorded', () => {
    const g = inBirdsong();
    expect(throughGmRole(g.state(), bob)).toBe(g.state());
    expect(g.refusal({ type: 'play.advance', actor: bob }, ROLE).message).toBe('only the GM (Gandalf) may use /day next');
    expect(realm(throughGmRole(g.state(), bob), as(bob)).orders.map((o) => o.userId)).toEqual(['bob']);
    // His own orders are his as ever, and the log gets no role line.
    const recorded = g.run({ type: 'play.record', actor: bob, phases: 'S, S' }, undefined, ROLE);
    expect(recorded.map((e) => e.type)).toEqual(['play.recorded', 'play.record-noted']);
    // The GM and a co-GM need no role either.
    expect(throughGmRole(g.state(), gm)).toBe(g.state());
    expect(g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 0, 0]), ROLE).map((e) => e.type)).not.toContain('game.gm-role-used');
  });

  it('an action refused through the role commits nothing, not even the role line', () => {
    const g = inBirdsong();
    const before = g.events().length;
    expect(g.refusal({ type: 'play.numbers', actor: rita, player: 'zed', field: 'fame', value: 3, mode: 'set' }, ROLE)).toBeDefined();
    expect(g.events()).toHaveLength(before);
    expect(g.state().roleGms).toBeUndefined();
  });

  it('joining and leaving are his own: with the role he joins as a player, and then the role gives him nothing', () => {
    const g = inBirdsong();
    const joined = g.run({ type: 'game.join', actor: rita, character: 'Wizard' }, undefined, ROLE);
    expect(joined.map((e) => e.type)).toEqual(['game.joined']);
    expect(g.refusal({ type: 'play.advance', actor: rita }, ROLE).message).toBe('only the GM (Gandalf) may use /day next');
    expect(g.refusal({ type: 'game.leave', actor: zed }, ROLE).message).toBe('you have not joined this game');
  });

  it('through the role he may make himself a co-GM for good, and undo as his first action', () => {
    const g = inBirdsong();
    const undone = g.run({ type: 'gm.undo', actor: rita }, undefined, ROLE);
    expect(undone.map((e) => e.type)).toEqual(['game.gm-role-used', 'action.undone']);
    expect(realm(g.state(), as(gm)).orders.find((o) => o.userId === 'carol')!.orders).toBeUndefined();
    g.run({ type: 'gm.add', actor: rita, user: rita }, undefined, ROLE);
    expect(isGm(g.state(), 'rita')).toBe(true);
    g.run({ type: 'play.advance', actor: rita }, forcedDice([6, 0, 0]));
    // A GM named by the role cannot be handed a character through it.
    expect(g.refusal({ type: 'game.replace', actor: zed, character: 'Dwarf', user: zed }, ROLE).message).toBe("you are running this game through the server's GM role, and a GM cannot play");
  });

  it('the stored state replays the same and fits a snapshot; the acting member never reaches it', () => {
    const g = inBirdsong();
    g.run({ type: 'play.advance', actor: rita }, forcedDice([6, 0, 0]), ROLE);
    const replayed = replay(g.events())!;
    expect(replayed).toEqual(g.state());
    expect(replayed.roleGms).toEqual({ rita: { ...rita, role: 'referees' } });
    expect(JSON.stringify(replayed)).not.toContain('actingGm');
    expect(snapshotMisfit(replay(g.events().slice(0, 1))!, JSON.parse(JSON.stringify(replayed)))).toBeUndefined();
  });
});
