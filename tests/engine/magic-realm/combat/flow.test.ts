import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { beginCombat } from '../../../../src/engine/rulesets/magic-realm/combat/begin.js';
import { currentCombat, combatOf } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { meleeViewFor } from '../../../../src/engine/rulesets/magic-realm/combat/view.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { characterClearing, numbersOf, playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { isDead, owedOf } from '../../../../src/engine/rulesets/magic-realm/characters/debts.js';
import type { StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';
import { gameInfoEmbed } from '../../../../src/render/embeds.js';
import { engine } from '../../../../src/engine/parts.js';
import { died } from '../../../../src/engine/rulesets/magic-realm/play/death.js';

const { gm, bob, carol } = PEOPLE;

/**
 * Issue 14: combat at Evening, from the GM's Next to the reveal, with forced dice. The Amazon (bob) in BV5 of the
 * original board with the monsters the GM puts there; the day's monster roll 6 (no monster of that row is on the
 * board), one player (no turn-order die), no orders (a blank turn). The Amazon: vulnerability M, Short Sword (L, one
 * star, length 3), Helmet, Breastplate and Shield (toughness M); her chits MOVE M4, MOVE M3*, FIGHT L4, FIGHT M5,
 * FIGHT M4*, FIGHT M3**, FIGHT H4**. The Wolf the GM places is the first Wolf counter: light L4 move 3, dark M4
 * move 4, vulnerability M, notoriety 1.
 */
function meet(monsters: string[], options = '', others: [{ id: string; name: string }, string, string][] = [], character = 'Amazon') {
  const g = game(options, [[bob, character], ...others.map(([who, character]) => [who, character] as [{ id: string; name: string }, string])]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: character, at: 'BV5', kind: 'character', owner: 'bob' });
  for (const [who, character, at] of others) g.run({ type: 'board.piece', actor: gm, label: character, at, kind: 'character', owner: who.id });
  for (const m of monsters) g.run({ type: 'board.piece', actor: gm, label: m, at: 'BV5', kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  // Sunrise's monster roll 6, then each further die the caller gives (the turn order's, with two players).
  const evening = (dice: number[] = []) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, ...dice]));
  return { ...g, evening };
}

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];

/** Luring and the encounter action passed, the target named: the plays are next. */
function toPlays(g: ReturnType<typeof meet>, target: string) {
  g.run({ type: 'combat.pass', actor: bob });
  g.run({ type: 'combat.pass', actor: bob });
  g.run({ type: 'combat.target', actor: bob, who: target });
  expect(currentCombat(g.state())).toMatchObject({ step: 'play', playing: ['bob'] });
}

describe('combat at Evening (issue 14)', () => {
  it('begins in the marked clearing with the Amazon’s luring turn; nobody else may take it', () => {
    const g = meet(['Wolf']);
    const events = g.evening();
    expect(events.map((e) => e.type).slice(-1)).toEqual(['combat.begun']);
    expect(payload(events, 'combat.begun')).toMatchObject({ clearing: 'BV5', order: ['bob'], denizens: [{ label: 'Wolf', name: 'Wolf', side: 'light' }] });
    expect(currentCombat(g.state())).toMatchObject({ step: 'lure', turn: 0, round: 1 });
    expect(g.refusal({ type: 'combat.pass', actor: carol }).message).toContain('you have not joined this game');
    expect(g.refusal({ type: 'combat.target', actor: bob, who: 'Wolf' }).message).toContain('is at luring, not the targets');
  });

  it('a sword thrust intercepts the Wolf and kills it: L + 1 (FIGHT M over weight L) = M, its star H ≥ M; the Wolf falls before it strikes', () => {
    const g = meet(['Wolf']);
    g.evening();
    toPlays(g, 'Wolf');
    // The tactics step: repositioning 4 (no change), change tactics for box 1: 2 and 3 (no 6).
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3]));
    const round = payload(events, 'combat.round');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Amazon → the Wolf: intercepts, harm H — killed', 'The Wolf → the Amazon: no attack (the attacker fell first)']);
    expect(round.killed).toHaveLength(1);
    expect(round.active).toBe(true);
    const state = g.state();
    expect(boardOf(state).pieces.some((p) => p.label === 'Wolf')).toBe(false);
    // The Wolf's bounty: fame 0, notoriety 1. One asterisk played: no fatigue.
    expect(numbersOf(playOf(state), 'bob')).toMatchObject({ fame: 0, notoriety: 1 });
    expect(owedOf(playOf(state), 'bob')).toEqual([]);
    expect(payload(events, 'combat.ended')).toEqual({ clearing: 'BV5', why: 'only the Amazon is left' });
    expect(combatOf(state)).toMatchObject({ done: ['BV5'] });
    expect(currentCombat(state)).toBeUndefined();
  });

  it('a miss: her thrust at time 4 in box 1 does not undercut the Wolf’s move 3 in box 2; the Wolf’s L on her Breastplate does nothing', () => {
    const g = meet(['Wolf']);
    g.evening();
    toPlays(g, 'Wolf');
    // Repositioning 3: boxes 1 and 2 swap, the Wolf to box 2 (swing); change tactics for box 2: 1 and 5.
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([3, 1, 5]));
    const round = payload(events, 'combat.round');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Amazon → the Wolf: misses', 'The Wolf → the Amazon: intercepts, harm L; her Breastplate holds']);
    expect(round.active).toBe(false);
    expect(sheetOf(g.state(), 'bob')!.armour.find((a) => a.name === 'Breastplate')!.state).toBe('intact');
    // Her Short Sword missed: it is turned alerted side up (a hit turns it back).
    expect(sheetOf(g.state(), 'bob')!.weapon).toEqual({ name: 'Short Sword', alerted: true });
    expect(events.find((e) => e.type === 'play.sheet-set')!.payload).toMatchObject({ what: 'in combat: her Short Sword alerted (it missed)' });
    // The next round begins with luring; the Wolf stays on her sheet (disengagement), so there is nothing to lure.
    expect(currentCombat(g.state())).toMatchObject({ round: 2, step: 'action', rounds: [false] });
  });

  it('armour damaged when the harm equals it: the Wolf turned to its dark side (change tactics 6) strikes M on her M Breastplate — damaged, and a wound at M', () => {
    const g = meet(['Wolf']);
    g.evening();
    toPlays(g, 'Wolf');
    // Repositioning 4; change tactics for box 1: 6 and 1 — the Wolf turns over: M4, move 4. She attacks nobody.
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4', maneuver: 'charge' }, forcedDice([4, 6, 1]));
    const round = payload(events, 'combat.round');
    expect(round.tactics[0]!.changes).toEqual([{ box: 1, dice: [6, 1], turned: true }]);
    expect(round.strikes.map((s) => s.text)).toEqual(['The Wolf → the Amazon: intercepts, harm M; her Breastplate is damaged — a wound']);
    const state = g.state();
    expect(sheetOf(state, 'bob')!.armour.find((a) => a.name === 'Breastplate')!.state).toBe('damaged');
    expect(meleeViewFor(g.state())!.sheets[0]!.armour).toEqual([{ name: 'Breastplate', after: 'damaged' }]);
    expect(meleeViewFor(g.state())!.sheets[0]!.denizens.every((d) => !d.turnedRed)).toBe(true);
    // The picture shows the Wolf where the tactics step left it: turned over, dark side up, in box 1 (issue 28: from the
    // round's facts, no longer from the event).
    expect(meleeViewFor(g.state())!.sheets[0]!.denizens.map((d) => [d.label, d.side, d.box])).toEqual([['Wolf', 'dark', 1]]);
    expect(owedOf(playOf(state), 'bob')).toEqual([{ kind: 'wound', count: 1, cause: 'combat, round 1' }]);
    expect(round.denizens[Object.keys(round.denizens)[0]!]).toEqual({ box: 1, side: 'dark' });
  });

  it('a T Troll hits her Breastplate with H: destroyed (H > M), a wound, and it turns red; the next round she cannot run, and its red side kills', () => {
    const g = meet(['T Troll']);
    g.evening();
    toPlays(g, 'T Troll');
    // T Troll light H4, move 4, armoured, vulnerability T; its dark side is red (holds): it never changes tactics, so
    // only the repositioning die is rolled (4: no change). Her FIGHT M4* (time 4) thrusts into its box 1 first (her
    // Short Sword is longer): intercepts, M with a star is H, less its armour's star M: no kill.
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'charge' }, forcedDice([4]));
    const round = payload(events, 'combat.round');
    expect(round.tactics[0]!.changes).toEqual([]);
    expect(round.strikes.map((s) => s.text)).toEqual(['The Amazon → the T Troll: intercepts, harm M', 'The T Troll → the Amazon: intercepts, harm H; her Breastplate is destroyed — a wound']);
    expect(round.lines).toContain('The T Troll turns red side up');
    expect(sheetOf(g.state(), 'bob')!.armour.find((a) => a.name === 'Breastplate')!.state).toBe('destroyed');
    // The melee picture of this round shows both (issue 27): her Breastplate destroyed, the Troll red side up now.
    expect(meleeViewFor(g.state())!.sheets[0]!.armour).toEqual([{ name: 'Breastplate', after: 'destroyed' }]);
    expect(meleeViewFor(g.state())!.sheets[0]!.denizens.map((d) => [d.label, d.turnedRed ?? false])).toEqual([['T Troll', true]]);
    // Round 2: the wound is paid by the bot before the plays (she did not choose); she may not run while it holds her.
    expect(currentCombat(g.state())).toMatchObject({ round: 2, step: 'action' });
    expect(g.refusal({ type: 'combat.run', actor: bob, chit: 'MOVE M3*', to: 'BV2' }).message).toContain('a Tremendous monster is red side up on Amazon');
    g.run({ type: 'combat.pass', actor: bob });
    const plays = g.run({ type: 'combat.pass', actor: bob });
    // The wound she did not choose is paid by the bot before the plays (her chits must be known): an active chit.
    expect(plays.find((e) => e.type === 'play.chits-chosen')!.payload).toMatchObject({ userId: 'bob', owed: { kind: 'wound', count: 1 }, byDefault: true });
    expect(owedOf(playOf(g.state()), 'bob')).toEqual([]);
    expect(sheetOf(g.state(), 'bob')!.chits.filter((c) => c === 'wounded')).toHaveLength(1);
    // Red side: attack 2, RED. She ducks (box 3, MOVE M4 time 4) from its box 1: time 2 undercuts 4 — RED kills.
    const second = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4', maneuver: 'duck' }, forcedDice([4]));
    const r2 = payload(second, 'combat.round');
    expect(r2.strikes.map((s) => s.text)).toEqual(['The T Troll → the Amazon: undercuts, harm RED — killed']);
    expect(second.find((e) => e.type === 'play.died')!.payload).toMatchObject({ userId: 'bob', cause: 'killed in combat in BV5 by the T Troll' });
    expect(isDead(g.state(), 'bob') || !boardOf(g.state()).pieces.some((p) => p.owner === 'bob')).toBe(true);
    expect(payload(second, 'combat.ended').why).toBe('no character is left in it');
  });

  it('issue 27: a character handed over mid-combat (/game replace) is played by his new player, not the old; his death names the new one', () => {
    const dave = { id: 'dave', name: 'Dave' };
    const g = meet(['T Troll']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'game.replace', actor: gm, character: 'Amazon', user: dave });
    // Every record of the combat keyed by or naming Bob now names Dave: the order, the Troll on her sheet.
    expect(currentCombat(g.state())).toMatchObject({ step: 'action', order: ['dave'] });
    expect(currentCombat(g.state())!.denizens.map((d) => d.on)).toEqual(['dave']);
    expect(g.refusal({ type: 'combat.pass', actor: bob }).message).toContain('you have not joined this game');
    g.run({ type: 'combat.pass', actor: dave });
    g.run({ type: 'combat.target', actor: dave, who: 'T Troll' });
    expect(currentCombat(g.state())).toMatchObject({ step: 'play', playing: ['dave'], targets: { dave: expect.any(String) } });
    // The same round as above (repositioning 4): her Breastplate destroyed, a wound; the Troll turns red.
    g.run({ type: 'combat.play', actor: dave, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'charge' }, forcedDice([4]));
    g.run({ type: 'combat.pass', actor: dave });
    g.run({ type: 'combat.pass', actor: dave });
    const second = g.run({ type: 'combat.play', actor: dave, move: 'MOVE M4', maneuver: 'duck' }, forcedDice([4]));
    expect(second.find((e) => e.type === 'play.died')!.payload).toMatchObject({ userId: 'dave', cause: 'killed in combat in BV5 by the T Troll' });
    const state = g.state();
    expect(Object.values(state.fallen ?? {})).toEqual([expect.objectContaining({ character: 'Amazon', lastPlayer: { id: 'dave', name: 'Dave' } })]);
    // Nobody is left holding her: not under "Nobody plays", not among the players.
    expect(Object.values(state.unplayed ?? {})).toEqual([]);
    expect(state.players).toEqual([]);
  });

  it('issue 27: a character nobody plays (his player left mid-combat) holds his place in it under his seat, and dies off "Nobody plays", under the player who left', () => {
    const g = meet(['T Troll']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'game.leave', actor: bob });
    const seat = 'unplayed:Amazon';
    expect(currentCombat(g.state())).toMatchObject({ order: [seat] });
    expect(currentCombat(g.state())!.denizens.map((d) => d.on)).toEqual([seat]);
    const dead = died(g.state(), { userId: seat, name: 'Amazon', cause: 'killed in combat in BV5 by the T Troll' });
    expect(dead.unplayed).toEqual({});
    expect(dead.fallen).toEqual({ 'dead:Amazon': { character: 'Amazon', lastPlayer: { id: 'bob', name: 'Bob' }, cause: 'killed in combat in BV5 by the T Troll' } });
  });

  it('issue 27: /game info counts every die rolled in the open — the bot’s and /roll’s — from the events; a private roll’s dice are not told', () => {
    const g = meet(['Wolf']);
    // Set-up dice deal cards (a shuffle, not a roll): nothing counted.
    expect(g.state().diceRolled).toBe(0);
    // /roll 2d6 (2 dice) and a private /roll 3d6 (3 dice, not counted: their number would tell what was rolled).
    g.run({ type: 'rolls.dice', actor: bob, notation: '2d6', private: false }, forcedDice([3, 4]));
    g.run({ type: 'rolls.dice', actor: bob, notation: '3d6', private: true }, forcedDice([1, 2, 3]));
    expect(g.state()).toMatchObject({ diceRolled: 2, rollCount: 2 });
    // The day to Evening: Sunrise's monster roll, 1 die (one player: no turn-order die).
    g.evening();
    expect(g.state().diceRolled).toBe(3);
    // The round: repositioning 1 die, change tactics 2 dice.
    toPlays(g, 'Wolf');
    const dice = forcedDice([4, 2, 3]);
    g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, dice);
    expect(dice.remaining()).toBe(0);
    expect(g.state().diceRolled).toBe(6);
    const footer = gameInfoEmbed(engine.viewFor(g.state(), { userId: 'gm' })).footer!.text;
    expect(footer).toContain('dice rolled: 6 (/roll used 2 times)');
  });

  it('a Giant’s Club strikes from a box of its own: placed after the Giant, it misses her charge; the Giant intercepts, and both turn red', () => {
    const g = meet(['Giant']);
    const begun = payload(g.evening(), 'combat.begun');
    expect(begun.denizens.map((d) => [d.label, d.part ?? null])).toEqual([['Giant', null], ['Giant Club', 'Giant Club']]);
    // Only the Giant is lured or targeted; its Club goes with it.
    expect(g.refusal({ type: 'combat.lure', actor: bob, denizens: 'Giant Club' }).message).toContain('the Giant Club goes with the Giant');
    g.run({ type: 'combat.pass', actor: bob });
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.on, d.box])).toEqual([['Giant', 'bob', 1], ['Giant Club', 'bob', 2]]);
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.pass', actor: bob });
    // Repositioning 4 (no change); neither the Giant (its red side holds) nor its Club changes tactics. She charges
    // (box 1, MOVE M4) and attacks nobody. Round 1 by length: the Club (8, H6 on box 2) misses — 6 does not
    // undercut 4; the Giant (H5 on box 1) intercepts: H on her M Breastplate destroys it, a wound.
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4', maneuver: 'charge' }, forcedDice([4]));
    const round = payload(events, 'combat.round');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Giant Club → the Amazon: misses', 'The Giant → the Amazon: intercepts, harm H; her Breastplate is destroyed — a wound']);
    expect(round.lines).toContain('The Giant turns red side up');
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.side])).toEqual([['Giant', 'dark'], ['Giant Club', 'dark']]);
  });

  it('X1-20: her swing undercuts the Minotaur in the box of its buckler — the buckler takes it, one star less (M), and holds', () => {
    const g = meet(['Minotaur'], 'expansion-one');
    g.evening();
    toPlays(g, 'Minotaur');
    // The Minotaur in box 1 (move 4), its buckler in box 2. Repositioning 4; neither turns over. Her FIGHT M3** (time
    // 3) swings into box 2: 3 undercuts 4; L + 1 = M, its star H, on the buckler one star less: M, not above H.
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M3**', direction: 'swing', move: 'MOVE M4', maneuver: 'duck' }, forcedDice([4]));
    const round = payload(events, 'combat.round');
    expect(round.strikes[0]!.text).toBe('The Amazon → the Minotaur: undercuts, harm M; on the Minotaur Buckler, which holds');
    expect(round.killed).toEqual([]);
    // Two asterisks: one fatigue; the round is active.
    expect(owedOf(playOf(g.state()), 'bob')).toEqual([{ kind: 'fatigue', count: 1, cause: 'combat, round 1' }]);
  });

  it('X1-20, 14.1/2: a Minotaur whose buckler was destroyed fights without it until it returns to the set-up card (a new piece)', () => {
    const g = meet(['Minotaur'], 'expansion-one');
    g.run({ type: 'play.advance', actor: gm, through: true, step: undefined }, forcedDice([6]));
    const state = g.state();
    const board = boardOf(state);
    const lost = { ...state, board: { ...board, pieces: board.pieces.map((p) => (p.label === 'Minotaur' ? { ...p, lost: ['Minotaur Buckler'] } : p)) }, combat: undefined };
    const begun = beginCombat(lost, forcedDice([]), 'gm', engine.context)!;
    expect((begun[0]!.payload as CombatEventPayloads['combat.begun']).denizens.map((d) => d.label)).toEqual(['Minotaur']);
    expect((beginCombat({ ...state, combat: undefined }, forcedDice([]), 'gm', engine.context)![0]!.payload as CombatEventPayloads['combat.begun']).denizens.map((d) => d.label)).toEqual(['Minotaur', 'Minotaur Buckler']);
  });

  it('X1-17, two-handed combat (Expansion One 11.1): her second weapon strikes with its own FIGHT chit, unalerted, without the striking bonus', () => {
    const g = meet(['Wolf'], 'expansion-one');
    // 11.1: each weapon lighter than her vulnerability M; the Broadsword (M) is not: she carries it inactive (issue 27).
    const broadsword = g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Broadsword' } });
    expect((broadsword[0]!.payload as { what: string }).what).toContain('carried inactive (the Broadsword (weight M) is not lighter than the Amazon');
    expect(sheetOf(g.state(), 'bob')!.second).toBeUndefined();
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'take', item: 'Broadsword' } });
    const given = g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Thrusting Sword' } });
    expect(given[0]!.payload).toMatchObject({ what: 'gets the Thrusting Sword: the Short Sword and the Thrusting Sword in two-handed combat (the Short Sword primary)' });
    g.evening();
    toPlays(g, 'Wolf');
    // 11.1/2: no shield with two weapons.
    expect(g.refusal({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', fight2: 'FIGHT L4', direction2: 'swing', shield: 'smash' }).message).toContain('no shield is played with two weapons');
    // The Thrusting Sword (length 4, unalerted L* 4) strikes first in round 1: its swing does not undercut the Wolf's
    // move 3 in box 1. The Short Sword's thrust intercepts: L + 1 (FIGHT M over weight L) = M, its star H — killed.
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', fight2: 'FIGHT L4', direction2: 'swing', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3]));
    const round = payload(events, 'combat.round');
    expect(round.plays[0]!.text).toBe('FIGHT M4* thrust at the Wolf; second weapon: FIGHT L4 swing at the Wolf; MOVE M4 dodge');
    expect(round.strikes.map((s) => s.text)).toEqual([
      'The Amazon’s second weapon → the Wolf: misses',
      'The Amazon → the Wolf: intercepts, harm H — killed',
      'The Wolf → the Amazon: no attack (the attacker fell first)',
    ]);
    expect(meleeViewFor(g.state())!.sheets[0]!.attack2).toMatchObject({ weapon: 'Thrusting Sword', direction: 'swing', mark: 'miss' });
  });

  it('X1-17, the parry (Expansion One 11.3): her Short Sword in the thrust box at time 3 undercuts the Wolf’s 4 and takes its hit like a shield — M above its weight L destroys it, and M wounds', () => {
    const g = meet(['Wolf'], 'expansion-one');
    g.evening();
    toPlays(g, 'Wolf');
    expect(g.refusal({ type: 'combat.play', actor: bob, fight: 'FIGHT M3**', direction: 'thrust', parry: 'thrust' }).message).toContain('cannot both attack and parry');
    // Repositioning 4; change tactics for box 1: 6, 1 — the Wolf turns over: M4, move 4. She charges into its box.
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M3**', parry: 'thrust', move: 'MOVE M4', maneuver: 'charge' }, forcedDice([4, 6, 1]));
    const round = payload(events, 'combat.round');
    expect(round.plays[0]!.text).toBe('FIGHT M3** parries in thrust; MOVE M4 charge');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Wolf → the Amazon: intercepts, harm M; parried by her Short Sword, which is destroyed — a wound']);
    const state = g.state();
    expect(sheetOf(state, 'bob')!.weapon).toBeUndefined();
    expect(sheetOf(state, 'bob')!.armour.find((a) => a.name === 'Breastplate')!.state).toBe('intact');
    // A wound, and one fatigue for the two asterisks.
    expect(owedOf(playOf(state), 'bob')).toEqual([{ kind: 'wound', count: 1, cause: 'combat, round 1' }, { kind: 'fatigue', count: 1, cause: 'combat, round 1' }]);
  });

  it('X1-17, the parry holds: the Wolf’s L on the Short Sword (weight L) is not above it, and L does not wound; without expansion-one there is no parry', () => {
    const core = meet(['Wolf']);
    core.evening();
    toPlays(core, 'Wolf');
    expect(core.refusal({ type: 'combat.play', actor: bob, fight: 'FIGHT M3**', parry: 'thrust' }).message).toContain("parrying is Expansion One's rule (11.3)");
    const g = meet(['Wolf'], 'expansion-one');
    g.evening();
    toPlays(g, 'Wolf');
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M3**', parry: 'thrust', move: 'MOVE M4', maneuver: 'charge' }, forcedDice([4, 2, 3]));
    expect(payload(events, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Wolf → the Amazon: intercepts, harm L; parried by her Short Sword, which holds']);
    expect(sheetOf(g.state(), 'bob')!.weapon).toEqual({ name: 'Short Sword', alerted: false });
    // A parry at time 4 does not undercut the Wolf's 4: the hit goes on to her Breastplate.
    const slow = meet(['Wolf'], 'expansion-one');
    slow.evening();
    toPlays(slow, 'Wolf');
    const late = slow.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', parry: 'thrust', move: 'MOVE M4', maneuver: 'charge' }, forcedDice([4, 2, 3]));
    expect(payload(late, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Wolf → the Amazon: intercepts, harm L; her Breastplate holds']);
  });

  it('X1-12 (Expansion One 7.9): a Wood Sprite (CAPTURE, move 3) is battled as a monster — hit in the round, he is captured; missed, he escapes', () => {
    const withSprite = () => {
      const g = meet([], 'expansion-one');
      g.run({ type: 'board.piece', actor: gm, label: 'Wood Sprite', at: 'BV5', kind: 'traveller' });
      g.evening();
      // Nothing to lure (a traveller is never lured or assigned); she passes her action and targets him: he comes onto
      // her sheet, box 1.
      expect(currentCombat(g.state())).toMatchObject({ step: 'action' });
      g.run({ type: 'combat.pass', actor: bob });
      g.run({ type: 'combat.target', actor: bob, who: 'Wood Sprite' });
      expect(currentCombat(g.state())!.denizens).toMatchObject([{ label: 'Wood Sprite', on: 'bob', box: 1, capture: 3 }]);
      return g;
    };
    // Repositioning 4 (he never changes tactics): her thrust intercepts him in box 1 — captured.
    const g = withSprite();
    const caught = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4]));
    expect(payload(caught, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Amazon → the Wood Sprite: intercepts — captured']);
    expect(payload(caught, 'combat.captured')).toMatchObject({ userId: 'bob', traveller: 'Wood Sprite' });
    expect(playOf(g.state()).captured).toEqual({ bob: ['Wood Sprite'] });
    expect(boardOf(g.state()).pieces.some((p) => p.label === 'Wood Sprite')).toBe(false);
    expect(payload(caught, 'combat.ended').why).toBe('only the Amazon is left');
    // Repositioning 3: he moves to box 2; her thrust at time 4 does not undercut his move 3 — he escapes.
    const h = withSprite();
    const missed = h.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([3]));
    expect(payload(missed, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Amazon → the Wood Sprite: misses']);
    expect(payload(missed, 'combat.escaped')).toMatchObject({ traveller: 'Wood Sprite' });
    expect(playOf(h.state()).captured).toBeUndefined();
    expect(boardOf(h.state()).pieces.some((p) => p.label === 'Wood Sprite')).toBe(true);
  });

  it('the Ambush rule (MP-7’s advanced rule): the hidden Amazon shoots the Wolf from hiding with her Light Bow, in secret until the reveal, and stays hidden on a Hide roll of 3', () => {
    const g = meet(['Wolf'], 'ambush', [[carol, 'Black Knight', 'BV5']]);
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'take', item: 'Short Sword' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Light Bow' } });
    g.run({ type: 'play.record', actor: bob, phases: 'H' });
    // Two players: the turn order's die 1 (the Amazon first); her HIDE 2, 1 → 2: hidden. She keeps out of the fight:
    // the Black Knight alone.
    g.evening([1, 2, 1]);
    expect(currentCombat(g.state())).toMatchObject({ order: ['carol'], step: 'lure' });
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.target', actor: carol, who: 'Wolf' });
    // Her ambush is hers and the GM's: not a public event.
    const ambushed = g.run({ type: 'combat.ambush', actor: bob, who: 'Wolf', fight: 'FIGHT M4*', direction: 'thrust' });
    expect(ambushed.map((e) => [e.type, e.visibility])).toEqual([['combat.ambushed', { kind: 'players', userIds: ['bob'] }]]);
    expect(g.refusal({ type: 'combat.ambush', actor: carol, who: 'Wolf', fight: 'FIGHT H5*', direction: 'thrust' }).message).toContain('only a hidden character in BV5 ambushes');
    // The Black Knight's play reveals the round: repositioning 4, change tactics 2, 3 on his sheet. Round 1 by length:
    // her Light Bow (14) first, unalerted L at her FIGHT's time 4, intercepting the Wolf in box 1; the Missile table
    // 2, 1 → 2, less her Aim's 1 → 1: two levels more, H — the Wolf is killed. Then her Hide roll: 3, 1 → 3, hidden.
    const events = g.run({ type: 'combat.play', actor: carol, move: 'MOVE H6', maneuver: 'duck' }, forcedDice([4, 2, 3, 2, 1, 3, 1]));
    const round = payload(events, 'combat.round');
    expect(round.plays.map((p) => p.text)).toEqual(['no attack; MOVE H6 duck', 'from ambush: FIGHT M4* thrust at the Wolf; no maneuver']);
    expect(round.strikes[0]!.text).toBe('The Amazon → the Wolf: intercepts (Missile table 2, 1 (−1 Amazon) → 1: +2 levels), harm H — killed');
    expect(payload(events, 'combat.rehid')).toMatchObject({ userId: 'bob', dice: [3, 1], read: 3, hidden: true });
    expect(boardOf(g.state()).pieces.find((p) => p.owner === 'bob')).toMatchObject({ hidden: true });
    expect(numbersOf(playOf(g.state()), 'bob').notoriety).toBe(1);
  });

  it('X1-17, 11.2 (with the Ambush rule): a thrown axe from hiding strikes at length 12, once — it stays in the clearing; a Hide roll of 6 and she is seen, a fighter from the next round', () => {
    const g = meet(['Wolf'], 'ambush expansion-one', [[carol, 'Black Knight', 'BV5']]);
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'take', item: 'Short Sword' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Axe' } });
    // The Black Knight with a Broadsword (length 7): longer than the Axe's own 2, shorter than a throw's 12.
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'take', item: 'Mace' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'give', item: 'Broadsword' } });
    g.run({ type: 'play.record', actor: bob, phases: 'H' });
    g.evening([1, 2, 1]);
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.target', actor: carol, who: 'Wolf' });
    g.run({ type: 'combat.ambush', actor: bob, who: 'Wolf', fight: 'FIGHT M4*', direction: 'thrust' });
    // The Black Knight thrusts too (his Broadsword, length 7); her thrown Axe (12) strikes first: unalerted M* at its
    // printed 5, intercepting the Wolf in box 1 — H, killed; his attack finds it fallen. Her Hide roll 6, 6: seen.
    const thrownDice = forcedDice([4, 2, 3, 6, 6]);
    const events = g.run({ type: 'combat.play', actor: carol, fight: 'FIGHT H5*', direction: 'thrust', move: 'MOVE H6', maneuver: 'duck' }, thrownDice);
    expect(thrownDice.remaining()).toBe(0);
    const round = payload(events, 'combat.round');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Amazon → the Wolf: intercepts, harm H — killed', 'The Black Knight → the Wolf: no attack (the target fell first)', 'The Wolf → the Black Knight: no attack (the attacker fell first)']);
    expect(round.plays[1]!.text).toBe('from ambush: FIGHT M4* thrust at the Wolf; no maneuver (thrown)');
    // Our reading of 11.2 (docs/rules.md): a throw is a striking weapon's attack at length 12 — no Missile table roll
    // (her strike above names none, and the five dice are the tactics' three and the Hide roll's two, all drawn).
    expect(sheetOf(g.state(), 'bob')!.weapon).toBeUndefined();
    expect(payload(events, 'combat.rehid')).toMatchObject({ read: 6, hidden: false });
    expect(boardOf(g.state()).pieces.find((p) => p.owner === 'bob')).toMatchObject({ hidden: false });
    // The Wolf is dead and the two of them fight on: she is a fighter now.
    expect(currentCombat(g.state())).toMatchObject({ order: ['carol', 'bob'], round: 2 });
  });

  it('instead of an encounter action she abandons her Shield: off her card, lying in the clearing for all to see', () => {
    const g = meet(['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    expect(g.refusal({ type: 'combat.drop', actor: bob, item: 'Crossbow' }).message).toContain('has no "Crossbow"');
    const events = g.run({ type: 'combat.drop', actor: bob, item: 'shield' });
    expect(payload(events, 'combat.acted')).toMatchObject({ what: 'drop', text: 'Amazon abandons her Shield: it lies in BV5' });
    expect(sheetOf(g.state(), 'bob')!.armour.map((a) => a.name)).toEqual(['Helmet', 'Breastplate']);
    expect(boardOf(g.state()).pieces.find((p) => p.label === 'Shield')).toMatchObject({ kind: 'other', tile: 'BV', clearing: 5, seenBy: 'all' });
    expect(currentCombat(g.state())).toMatchObject({ step: 'target' });
  });

  it('runs with a MOVE faster than every monster on her sheet; one no faster is refused with her faster chits named', () => {
    const g = meet(['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    // The Wolf's move 3: her MOVE M3* is not faster.
    expect(g.refusal({ type: 'combat.run', actor: bob, chit: 'MOVE M3*', to: 'BV2' }).message).toContain('MOVE M3* is not faster than every monster on her sheet (move times 3)');
    const h = meet(['H Troll']);
    h.evening();
    h.run({ type: 'combat.pass', actor: bob });
    expect(h.refusal({ type: 'combat.run', actor: bob, chit: 'MOVE M3*', to: 'CV1' }).message).toContain('is not one step from BV5');
    // The H Troll's move 4: her MOVE M3* runs. One asterisk: no fatigue. She stands in BV2; nobody is left to fight.
    const events = h.run({ type: 'combat.run', actor: bob, chit: 'MOVE M3*', to: 'BV2' });
    expect(payload(events, 'combat.acted')).toMatchObject({ what: 'run', to: 'BV2', ran: true, text: 'Amazon runs to BV2 with MOVE M3*' });
    expect(characterClearing(h.state(), 'bob')).toBe('BV2');
    expect(payload(events, 'combat.ended').why).toBe('no character is left in it');
  });

  it('BI-7 (optional-combat): a MOVE no faster may still run, on the Stumble roll — 1 attacker, no time advantage: 5 + 1 = 6 gets away, 6 + 1 = 7 stumbles', () => {
    const away = meet(['Wolf'], 'optional-combat');
    away.evening();
    away.run({ type: 'combat.pass', actor: bob });
    const ran = away.run({ type: 'combat.run', actor: bob, chit: 'MOVE M3*', to: 'BV2' }, forcedDice([5, 2]));
    expect(payload(ran, 'combat.acted')).toMatchObject({ stumble: { read: 6, completed: true }, ran: true });
    // The words name the dice, the one that counts and each modifier added (none hidden in a sum; a 0 left out).
    expect(payload(ran, 'combat.acted').text).toContain('Stumble 5, 2: 5 (+1 1 attacker on the sheet) → 6, she gets away');
    const stuck = meet(['Wolf'], 'optional-combat');
    stuck.evening();
    stuck.run({ type: 'combat.pass', actor: bob });
    const stumbled = stuck.run({ type: 'combat.run', actor: bob, chit: 'MOVE M3*', to: 'BV2' }, forcedDice([6, 1]));
    expect(payload(stumbled, 'combat.acted')).toMatchObject({ stumble: { read: 7, completed: false }, ran: false });
    expect(characterClearing(stuck.state(), 'bob')).toBe('BV5');
    // She stays in the fight, and the asterisk of the MOVE she played counts toward the round's two.
    expect(currentCombat(stuck.state())).toMatchObject({ step: 'target', effort: { bob: 1 } });
  });

  it('two quiet rounds end it: the Amazon and the Dwarf in one clearing pass every step', () => {
    const g = meet([], '', [[carol, 'Dwarf', 'BV5']]);
    // Two players: the turn order's die 1 keeps the Amazon first (the shuffle swaps on 0).
    g.evening([1]);
    expect(currentCombat(g.state())).toMatchObject({ step: 'action', order: ['bob', 'carol'] });
    for (let round = 1; round <= 2; round++) {
      g.run({ type: 'combat.pass', actor: bob });
      // The target order: one die for two (1: the Amazon first).
      g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
      expect(currentCombat(g.state())).toMatchObject({ step: 'target', targetOrder: ['bob', 'carol'] });
      expect(g.refusal({ type: 'combat.pass', actor: carol }).message).toContain("it is Amazon's turn to pick a target");
      g.run({ type: 'combat.pass', actor: bob });
      // Nobody attacks and nothing attacks anybody: no plays, a quiet round at once.
      const events = g.run({ type: 'combat.pass', actor: carol });
      expect(payload(events, 'combat.round')).toMatchObject({ round, active: false, strikes: [] });
      if (round === 2) expect(payload(events, 'combat.ended').why).toBe('two quiet rounds in a row');
    }
    expect(currentCombat(g.state())).toBeUndefined();
    // The day goes on: Midnight, then the next day.
    expect(g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([])).map((e) => e.type)).toEqual(['play.part', 'play.new-day']);
  });

  it('BI-11 (optional-combat) in a real round, 003 5.5/1: the Black Knight’s Crossbow hits at H; it penetrates her M Breastplate, one level less — M on her, the armour unharmed, and M kills the Amazon', () => {
    const g = meet([], 'optional-combat', [[carol, 'Black Knight', 'BV5']]);
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'take', item: 'Mace' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'give', item: 'Crossbow' } });
    // The turn order's die 1 keeps the Amazon first; nothing to lure; both pass their encounter actions; the target
    // order's die 1 keeps the Amazon first: she attacks nobody, he targets her.
    g.evening([1]);
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: carol, who: 'Amazon' });
    expect(currentCombat(g.state())).toMatchObject({ step: 'play', playing: ['bob', 'carol'] });
    const first = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4', maneuver: 'charge' });
    expect(first.map((e) => e.type)).toEqual(['combat.played', 'combat.play-noted']);
    // His FIGHT H5* (the unalerted Crossbow prints no time: 5) thrusts into her charge: intercepted. The Optional
    // Missile table: 5.4/1's time advantage 4 − 5 = −1 subtracts −1, his Aim −1 (issue 27); dice 4, 1 → 4 − 1 + 1 = 4:
    // no change, H.
    const events = g.run({ type: 'combat.play', actor: carol, fight: 'FIGHT H5*', direction: 'thrust' }, forcedDice([4, 1]));
    const round = payload(events, 'combat.round');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Black Knight → the Amazon: intercepts (Optional Missile table 4, 1 → 4 − 1 for Black Knight + 1 for time advantage -1 (attack 5 against maneuver 4) = 4: no change), harm M; through Breastplate at M — killed']);
    expect(sheetOf(g.state(), 'bob')?.armour.find((a) => a.name === 'Breastplate')?.state ?? 'intact').toBe('intact');
    expect(events.find((e) => e.type === 'play.died')!.payload).toMatchObject({ userId: 'bob', cause: 'killed in combat in BV5 by the Black Knight' });
  });

  it('a charge keeps a character from running unless his MOVE is faster than the charger’s', () => {
    const g = meet([], '', [[carol, 'Black Knight', 'BV5']]);
    // The turn order's die 0 puts the Black Knight first; nothing to lure.
    g.evening([0]);
    expect(currentCombat(g.state())).toMatchObject({ step: 'action', order: ['carol', 'bob'] });
    expect(g.refusal({ type: 'combat.charge', actor: carol, who: 'Amazon', chit: 'MOVE M5' }).message).toContain('MOVE M5 cannot carry his load (the heaviest is H)');
    const charge = g.run({ type: 'combat.charge', actor: carol, who: 'Amazon', chit: 'MOVE H4**' });
    expect(payload(charge, 'combat.acted')).toMatchObject({ what: 'charge', charged: 'bob', time: 4, effort: 2, text: 'Black Knight charges the Amazon with MOVE H4**' });
    expect(g.refusal({ type: 'combat.run', actor: bob, chit: 'MOVE M4', to: 'BV2' }).message).toContain('the Black Knight charged her with a MOVE of time 4');
    const ran = g.run({ type: 'combat.run', actor: bob, chit: 'MOVE M3*', to: 'BV2' });
    expect(payload(ran, 'combat.acted')).toMatchObject({ ran: true });
    // The Black Knight is left alone: the combat is over, and his two asterisks are a fatigue he owes.
    expect(payload(ran, 'combat.ended').why).toBe('only the Black Knight is left');
    expect(owedOf(playOf(g.state()), 'carol')).toEqual([{ kind: 'fatigue', count: 1, cause: 'combat, round 1' }]);
  });

  it('a play is checked when given: two asterisks at most, the weapon’s weight, a target for an attack', () => {
    const g = meet(['Wolf']);
    g.evening();
    toPlays(g, 'Wolf');
    expect(g.refusal({ type: 'combat.play', actor: bob, fight: 'FIGHT M3**', direction: 'thrust', move: 'MOVE M3*', maneuver: 'dodge' }).message).toContain('those chits play 3 effort asterisks');
    expect(g.refusal({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*' }).message).toContain('an attack needs its direction');
    expect(g.refusal({ type: 'combat.play', actor: bob, fight: 'FIGHT T9', direction: 'smash' }).message).toContain('the Amazon has no chit "FIGHT T9"');
  });
});

describe('issue 27: the roller’s own modifiers reach the tables of combat (core-tables "missile": −1 Amazon, Black Knight, Captain; one die Elf, Woods Girl, Lucky Charm)', () => {
  /** The Amazon with the Light Bow (weight L, length 14, unalerted L at the FIGHT chit's time) at the Wolf (light L4 move 3, vulnerability M). */
  function bowAtWolf(options = '', treasures: string[] = [], character = 'Amazon') {
    const g = meet(['Wolf'], options, [], character);
    if (character === 'Amazon') {
      g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'take', item: 'Short Sword' } });
      g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Light Bow' } });
    }
    for (const t of treasures) g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: t } });
    g.evening();
    toPlays(g, 'Wolf');
    return g;
  }

  it('the Amazon’s Aim: her Light Bow’s hit rolls 3, 2 → 3 − 1 = 2 on the Missile table: one level more, M — the Wolf (M) is killed (without the −1: no change, L, it lives)', () => {
    const g = bowAtWolf();
    // Repositioning 4; change tactics box 1: 2, 3; the Missile table 3, 2.
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 3, 2]));
    const round = payload(events, 'combat.round');
    expect(round.strikes[0]!.text).toBe('The Amazon → the Wolf: intercepts (Missile table 3, 2 (−1 Amazon) → 2: +1 level), harm M — killed');
  });

  it('the Elf’s Archer: one die on the Missile table — 2: one level more, his Light Bow’s L is M and kills the Wolf', () => {
    const g = bowAtWolf('', [], 'Elf');
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT L3*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 2]));
    expect(payload(events, 'combat.round').strikes[0]!.text).toBe('The Elf → the Wolf: intercepts (Missile table 2 (one die: Elf) → 2: +1 level), harm M — killed');
  });

  it('the Lucky Charm: one die on the Missile table, with her Aim −1 — 3 − 1 = 2: M kills the Wolf', () => {
    const g = bowAtWolf('', ['Lucky Charm']);
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 3]));
    expect(payload(events, 'combat.round').strikes[0]!.text).toBe('The Amazon → the Wolf: intercepts (Missile table 3 (one die: Lucky Charm; −1 Amazon) → 2: +1 level), harm M — killed');
  });

  it('BI-10 (optional-combat, 003 5.4/1 “in addition to the normal modifications”): her Aim −1 on the Optional Missile table; the Lucky Charm’s one die on the Fumble table of her sword', () => {
    const g = bowAtWolf('optional-combat');
    // Her thrust at time 4 intercepts the Wolf's box 1 (its move 3): 5.4/1's time advantage 3 − 4 = −1 adds 1, her
    // Aim subtracts 1: 4, 1 → 4.
    const events = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 4, 1]));
    const strike = payload(events, 'combat.round').strikes[0]!.text;
    expect(strike).toContain('Optional Missile table 4, 1 → 4 − 1 for Amazon + 1 for time advantage -1 (attack 4 against maneuver 3) = 4');
    const sword = meet(['Wolf'], 'optional-combat');
    sword.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Lucky Charm' } });
    sword.evening();
    toPlays(sword, 'Wolf');
    // One die for the Fumble roll of her Short Sword's hit: 2 + 1 = 3.
    const hit = sword.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M4*', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 2]));
    expect(payload(hit, 'combat.round').strikes[0]!.text).toContain('Fumble table 2 → 2 + 1 for time advantage -1 (attack 4 against maneuver 3) = 3');
  });
});

describe('issue 27: alerting a weapon in the encounter step (seed 001 l.43)', () => {
  it('seed 001 l.43: the FIGHT chit that alerts must be faster than the fastest move time on his sheet — FIGHT M4* not against the Wolf’s 3; FIGHT M3** against the H Troll’s 4, FIGHT L4 not', () => {
    const g = meet(['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    expect(g.refusal({ type: 'combat.alert', actor: bob, chit: 'FIGHT M4*' }).message).toBe('FIGHT M4* is not faster than every move time on her sheet (3)');
    expect(g.refusal({ type: 'combat.alert', actor: bob, chit: 'FIGHT M3**' }).message).toBe('FIGHT M3** is not faster than every move time on her sheet (3)');
    const h = meet(['H Troll']);
    h.evening();
    h.run({ type: 'combat.pass', actor: bob });
    expect(h.refusal({ type: 'combat.alert', actor: bob, chit: 'FIGHT L4' }).message).toBe('FIGHT L4 is not faster than every move time on her sheet (4)');
    const alerted = h.run({ type: 'combat.alert', actor: bob, chit: 'FIGHT M3**' });
    expect(payload(alerted, 'combat.acted')).toMatchObject({ what: 'alert', text: 'Amazon alerts her Short Sword with FIGHT M3**' });
    expect(sheetOf(h.state(), 'bob')!.weapon).toEqual({ name: 'Short Sword', alerted: true });
  });

  it('the offers ask the same checks: against the Wolf (move 3) no run and no alert is offered; against the H Troll (move 4) MOVE M3* runs and FIGHT M3** alerts — and once her sword is alerted, no alert', () => {
    const g = meet(['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    const wolf = offeredCommands(g.state(), currentCombat(g.state())!, 'bob');
    expect(wolf.filter((l) => /combat (run|alert|charge)/.test(l))).toEqual([]);
    expect(wolf).toEqual(['/combat drop item:"Short Sword"', '/combat drop item:"Helmet"', '/combat drop item:"Breastplate"', '/combat drop item:"Shield"', '/combat activate item:"Short Sword" inactivate:true', '/combat pass']);
    const h = meet(['H Troll']);
    h.evening();
    h.run({ type: 'combat.pass', actor: bob });
    const troll = offeredCommands(h.state(), currentCombat(h.state())!, 'bob');
    // BV5's steps by the paths she knows: the Borderland's 1 and the Bad Valley's 2 (the console walk plays them).
    expect(troll.filter((l) => /combat (run|alert)/.test(l))).toEqual(['/combat run chit:"MOVE M3*" to:B1', '/combat run chit:"MOVE M3*" to:BV2', '/combat alert chit:"FIGHT M3**"']);
    const alerted = meet(['H Troll']);
    alerted.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'take', item: 'Short Sword' } });
    alerted.run({ type: 'play.record', actor: bob, phases: 'A' });
    alerted.evening();
    alerted.run({ type: 'combat.pass', actor: bob });
    expect(offeredCommands(alerted.state(), currentCombat(alerted.state())!, 'bob').some((l) => l.includes('alert'))).toBe(false);
  });
});


describe('issue 27: several weapons, one active, in combat (001 l.19)', () => {
  it('instead of an encounter action she activates the Thrusting Sword she carries: the table sees the weapon she now holds, her Short Sword goes inactive; at Evening /character activate is refused', () => {
    const g = meet(['Wolf']);
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Thrusting Sword' } });
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    const offered = offeredCommands(g.state(), currentCombat(g.state())!, 'bob');
    expect(offered).toContain('/combat activate item:"Thrusting Sword"');
    expect(offered).toContain('/combat activate item:"Short Sword" inactivate:true');
    const refused = g.refusal({ type: 'play.activate', actor: bob, item: 'Thrusting Sword' });
    expect(refused.message).toBe("it is evening: belongings are activated by day, or in combat's encounter step");
    expect(refused.hint).toContain('/combat activate');
    const events = g.run({ type: 'combat.activate', actor: bob, item: 'Thrusting Sword' });
    expect(payload(events, 'combat.acted')).toMatchObject({ what: 'activate', text: 'Amazon now fights with her Thrusting Sword' });
    expect(events.find((e) => e.type === 'play.sheet-set')!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(sheetOf(g.state(), 'bob')).toMatchObject({ weapon: { name: 'Thrusting Sword', alerted: false }, inactive: ['Short Sword'] });
    expect(currentCombat(g.state())).toMatchObject({ step: 'target' });
  });
});
