import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { COMBAT_EVENT_WORDS, type CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { meleeViewFor } from '../../../../src/engine/rulesets/magic-realm/combat/view.js';
import { denizenNamed } from '../../../../src/engine/rulesets/magic-realm/combat/targets.js';
import { lurable } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { PLAY_EVENT_WORDS } from '../../../../src/engine/rulesets/magic-realm/play/events.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { nativeDenizens } from '../../../../src/engine/rulesets/magic-realm/combat/natives.js';
import { combatLines } from '../../../../src/commands/combat.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const numbers = (events: readonly StoredEvent[]) => events.filter((e) => e.type === 'play.numbers-set').map((e) => e.payload as { field: string; before: number; after: number }).map((n) => [n.field, n.before, n.after]);

/**
 * Issue 30, natives in combat, with forced dice on the original board. The Amazon (bob) stands at the Inn in the Bad
 * Valley's clearing 5; the game's start puts the Rogues at the Inn, and the GM takes all but Rogue 6 and Rogue 7 off
 * the board (vulnerability M; light side: move 5, attack 3, M*, length 4; wage 1, notoriety 2). The Amazon is neutral
 * to the Rogues. Day 1's monster roll is 6.
 */
function atTheInn(phases: string, monsters: string[] = [], options = '') {
  const g = game(options, [[bob, 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'BV5', kind: 'dwelling' });
  for (const m of monsters) g.run({ type: 'board.piece', actor: gm, label: m, at: 'BV5', kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  for (const r of ['Rogue 1', 'Rogue 2', 'Rogue 3', 'Rogue 4', 'Rogue 5', 'Rogue HQ']) g.run({ type: 'board.remove', actor: gm, label: r });
  g.run({ type: 'play.record', actor: bob, phases });
  return g;
}

/** The Amazon in the Curst Valley's clearing 1 with the Lancer 1 (on his pony) and a Wolf, before day 1. */
function lancerAndWolf(options = '') {
  const g = game(options, [[bob, 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'CV1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Lancer 1', at: 'CV1', kind: 'native' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'CV1', kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  return g;
}

describe('battling natives (issue 30; core-tables "combat_round", "random_assignment", "harm_to_denizen")', () => {
  it('the Rogues battle the Amazon at the Inn in two rounds: her HIRE rolls Trouble (neutral 6, 1) then Block/Battle (unfriendly 6, 1); at Evening both Rogues go to her sheet, she kills Rogue 6 in round 1 (two wounds through her Breastplate) and Rogue 7 in round 2, and takes 2 notoriety and 1 gold for each', () => {
    const g = atTheInn('HR Rogues');
    const day = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 6, 1, 6, 1]));
    expect(playOf(g.state()).battling).toEqual({ bob: ['Rogues'] });
    expect(payload(day, 'combat.begun').denizens.map((d) => [d.label, d.group])).toEqual([['Rogue 6', 'Rogues'], ['Rogue 7', 'Rogues']]);
    // Luring: she passes; random assignment — she is the only character they battle, so no roll: boxes 1 and 2.
    const lured = g.run({ type: 'combat.pass', actor: bob });
    expect(payload(lured, 'combat.assigned').placed).toEqual([{ id: 'native-rogue-6', on: 'bob', box: 1 }, { id: 'native-rogue-7', on: 'bob', box: 2 }]);
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob, who: 'Rogue 6' });
    // Round 1 (by length: the Rogues' 4 before her Short Sword's): repositioning 4 (no change), change tactics 2+3, 2+3.
    const round1 = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M5', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 2, 3]));
    expect(payload(round1, 'combat.round').strikes.map((s) => s.text)).toEqual([
      'The Rogue 6 → the Amazon: undercuts, harm M; her Breastplate is damaged — a wound',
      'The Rogue 7 → the Amazon: intercepts, harm M; her Breastplate is destroyed — a wound',
      'The Amazon → the Rogue 6: intercepts, harm H — killed',
    ]);
    expect(numbers(round1)).toEqual([['notoriety', 0, 2], ['gold', 10, 11]]);
    expect(boardOf(g.state()).pieces.some((p) => p.id === 'native-rogue-6')).toBe(false);
    // Round 2: Rogue 7 in box 2 (swing) strikes at 3, missing her duck with MOVE M3*; her FIGHT L4 swing intercepts it.
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob, who: 'Rogue 7' });
    const round2 = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT L4', direction: 'swing', move: 'MOVE M3*', maneuver: 'duck' }, forcedDice([4, 2, 3]));
    expect(payload(round2, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Rogue 7 → the Amazon: misses', 'The Amazon → the Rogue 7: intercepts, harm M — killed']);
    expect(numbers(round2)).toEqual([['notoriety', 2, 4], ['gold', 11, 12]]);
    expect(payload(round2, 'combat.ended').why).toBe('only the Amazon is left');
    // The Rogues are no more (the rest were taken off the board): what their box held is hers, in secret.
    const gone = round2.find((e) => e.type === 'play.group-gone')!;
    expect([gone.payload, gone.visibility]).toEqual([{ userId: 'bob', name: 'Amazon', group: 'Rogues', count: 8 }, PUBLIC]);
    expect(PLAY_EVENT_WORDS['play.group-gone'].log(gone as never, {} as never)).toBe('⚔ The Rogues are no more: the Amazon killed the last of them and takes what they held (8 cards and counters)');
    expect(combatLines(round2)).toContain('⚔ The Rogues are no more: the Amazon killed the last of them and takes what they held (8 cards and counters).');
    const looted = round2.filter((e) => e.type === 'play.looted');
    expect(looted.map((e) => (e.payload as { item: string }).item)).toEqual(['Poultice of Health', 'Withered Claw', 'Horse', 'Horse', 'Horse', 'Horse', 'Horse', 'Horse']);
    expect(looted.every((e) => JSON.stringify(e.visibility) === JSON.stringify({ kind: 'players', userIds: ['bob'] }))).toBe(true);
    expect(playOf(g.state()).setUpCard!.boxes.Rogues!.treasures).toEqual([]);
    expect(sheetOf(g.state(), 'bob')!.treasures).toEqual(expect.arrayContaining(['Poultice of Health', 'Withered Claw']));
  });

  it('a group that battles nobody waits unassigned (random assignment passes it by); luring one of its natives sets the group battling her for the rest of the day, and the other is assigned to her', () => {
    // She ALERTs by day; the Wolf at the Inn brings the combat.
    const g = atTheInn('A', ['Wolf']);
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(currentCombat(g.state())!.denizens.map((d) => d.label)).toEqual(['Wolf', 'Rogue 6', 'Rogue 7']);
    // The table is told who fights and who stands by.
    const begun = g.events().find((e) => e.type === 'combat.begun')!;
    expect(COMBAT_EVENT_WORDS['combat.begun'].log(begun as never, {} as never)).toBe('⚔ Combat in BV5: Amazon against the Wolf (the Rogues stand by)');
    expect(lurable(currentCombat(g.state())!, g.state(), 'bob')).toEqual(['Wolf', 'Rogue 6', 'Rogue 7']);
    const lured = g.run({ type: 'combat.lure', actor: bob, denizens: 'Rogue 6' });
    const battled = lured.find((e) => e.type === 'play.battled')!;
    expect(battled.payload).toEqual({ userId: 'bob', name: 'Amazon', group: 'Rogues', why: 'lured' });
    expect(PLAY_EVENT_WORDS['play.battled'].log(battled as never, {} as never)).toBe('⚔ The Rogues battle the Amazon for the rest of the day (lured)');
    // The channel is told it with the luring.
    expect(combatLines(lured)).toEqual(['⚔ The Rogues battle the Amazon for the rest of the day (lured).', '🎣 Amazon lures the Rogue 6.', '🎲 The Wolf goes to the Amazon (the only one it can attack).', '🎲 The Rogue 7 goes to the Amazon (the only one it can attack).']);
    expect(playOf(g.state()).battling).toEqual({ bob: ['Rogues'] });
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.on, d.box])).toEqual([['Wolf', 'bob', 2], ['Rogue 6', 'bob', 1], ['Rogue 7', 'bob', 3]]);
  });

  it('without the lure, the Rogues that battle nobody stay off her sheet while she fights the Wolf; attacking one of them sets the group battling her', () => {
    const g = atTheInn('A', ['Wolf']);
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'combat.pass', actor: bob });
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.on])).toEqual([['Wolf', 'bob'], ['Rogue 6', undefined], ['Rogue 7', undefined]]);
    g.run({ type: 'combat.pass', actor: bob });
    const targeted = g.run({ type: 'combat.target', actor: bob, who: 'Rogue 7' });
    expect(targeted.map((e) => e.type).slice(0, 2)).toEqual(['play.battled', 'combat.targeted']);
    expect(targeted[0]!.payload).toMatchObject({ group: 'Rogues', why: 'attacked' });
  });

  it('BI-12 Watchful Natives, example B: she does not battle the Rogues, who stay unassigned and watchful after random assignment; she attacks Rogue 7 — she battles the Rogues for the rest of the day, and Rogue 7 and Rogue 6 pile onto her sheet and strike back that round', () => {
    const g = atTheInn('A', ['Wolf'], 'watchful-natives');
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'combat.pass', actor: bob });
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.on])).toEqual([['Wolf', 'bob'], ['Rogue 6', undefined], ['Rogue 7', undefined]]);
    g.run({ type: 'combat.pass', actor: bob });
    const targeted = g.run({ type: 'combat.target', actor: bob, who: 'Rogue 7' });
    expect(targeted.map((e) => e.type).slice(0, 3)).toEqual(['play.battled', 'combat.watchful', 'combat.targeted']);
    expect(COMBAT_EVENT_WORDS['combat.watchful'].log(targeted[1] as never, {} as never)).toBe('⚔ Watchful Natives: the Rogue 6, the Rogue 7 turn on the Amazon at once');
    expect(combatLines(targeted).slice(0, 2)).toEqual(['⚔ The Rogues battle the Amazon for the rest of the day (attacked).', '⚔ Watchful Natives: the Rogue 6, the Rogue 7 turn on the Amazon at once.']);
    // Onto her sheet after the Wolf (box 1): boxes 2 and 3.
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.on, d.box])).toEqual([['Wolf', 'bob', 1], ['Rogue 6', 'bob', 2], ['Rogue 7', 'bob', 3]]);
    // The reveal: repositioning 4, change tactics 2+3 in each box; the three strike at her this round.
    const round = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT L4', direction: 'smash', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 2, 3, 2, 3]));
    expect(payload(round, 'combat.round').strikes.filter((s) => s.by !== 'the Amazon').map((s) => s.by)).toEqual(['the Rogue 6', 'the Rogue 7', 'the Wolf']);
  });

  it('BI-12 point 1, natives left behind: the Rogues battle the Amazon and come to her sheet; she runs (MOVE M4 beats their move 5) and leaves them unassigned and watchful; the Black Knight attacks Rogue 6, and both turn on him at once', () => {
    const g = game('watchful-natives', [[bob, 'Amazon'], [PEOPLE.carol, 'Black Knight']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
    g.run({ type: 'board.piece', actor: gm, label: 'Black Knight', at: 'BV5', kind: 'character', owner: 'carol' });
    g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'BV5', kind: 'dwelling' });
    g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
    for (const r of ['Rogue 1', 'Rogue 2', 'Rogue 3', 'Rogue 4', 'Rogue 5', 'Rogue HQ']) g.run({ type: 'board.remove', actor: gm, label: r });
    g.run({ type: 'play.record', actor: bob, phases: 'HR Rogues' });
    g.run({ type: 'play.record', actor: PEOPLE.carol, phases: 'A' });
    // The monster roll 6, the turn order's die 1 (the Amazon first); her HIRE: Trouble (6, 1), then Block/Battle (6, 1).
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 1, 6, 1, 6, 1]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.pass', actor: PEOPLE.carol });
    expect(currentCombat(g.state())!.denizens.map((d) => d.on)).toEqual(['bob', 'bob']);
    g.run({ type: 'combat.run', actor: bob, chit: 'MOVE M4', to: 'B1' });
    expect(currentCombat(g.state())!.denizens.map((d) => d.on)).toEqual([undefined, undefined]);
    g.run({ type: 'combat.pass', actor: PEOPLE.carol });
    const targeted = g.run({ type: 'combat.target', actor: PEOPLE.carol, who: 'Rogue 6' });
    expect(targeted.map((e) => e.type).slice(0, 3)).toEqual(['play.battled', 'combat.watchful', 'combat.targeted']);
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.on])).toEqual([['Rogue 6', 'carol'], ['Rogue 7', 'carol']]);
  });

  it('without Watchful Natives the same attack only sets the Rogues battling her: they stay off her sheet this round', () => {
    const g = atTheInn('A', ['Wolf']);
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.pass', actor: bob });
    const targeted = g.run({ type: 'combat.target', actor: bob, who: 'Rogue 7' });
    expect(targeted.some((e) => e.type === 'combat.watchful')).toBe(false);
    expect(currentCombat(g.state())!.denizens.filter((d) => d.on).map((d) => d.label)).toEqual(['Wolf']);
  });

  it('BI-9 and 5.4/2 with optional-combat: the Amazon attacks the Lancer 1 himself through his pony — her FIGHT M3** (time 3) undercuts the pony (move 5), and the Fumble roll counts both maneuvers: −2 against the pony, +4 for not intercepting its box, +1 against the rider (move 2), whose box she intercepts: +3 (the seed\'s example); 1 +3 = 4, no change: harm H kills him', () => {
    const g = lancerAndWolf('optional-combat');
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'combat.lure', actor: bob, denizens: 'Lancer 1' });
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob, who: 'Lancer 1' });
    // The Lancer in box 1, his pony in box 2, the Wolf in box 3; repositioning 4, change tactics 2+3 each; the Fumble roll 1, 1.
    const round = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M3**', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 2, 3, 2, 3, 1, 1]));
    const hers = payload(round, 'combat.round').strikes.find((s) => s.by === 'the Amazon')!;
    expect(hers.text).toBe('The Amazon → the Lancer 1: undercuts (Fumble table 1, 1 → 1 − 2 for time advantage 2 (attack 3 against maneuver 5) + 4 for did not intercept + 1 for time advantage -1 (attack 3 against maneuver 2) = 4: no change), harm H — killed');
    expect(payload(round, 'combat.round').killed).toEqual(['p2-lancer-1']);
    // With the option she may name the horse itself instead; without it the horse goes with him.
    const mounted = { clearing: 'CV1', denizens: nativeDenizens('x', 'Lancer 1') } as Parameters<typeof denizenNamed>[0];
    expect(denizenNamed(mounted, "Lancer 1's pony", { steeds: true }).id).toBe('x/horse');
    expect(() => denizenNamed(mounted, "Lancer 1's pony")).toThrow("the Lancer 1's pony goes with the Lancer 1");
  });

  it('a native attacked by a spell sets his group battling the caster, told with the reveal: the Wizard\'s Fiery Blast at Rogue 6', () => {
    const g = game('', [[bob, 'Wizard']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'play.setup', actor: bob, spells: 'Fiery Blast, Lightning Bolt' });
    g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
    g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at: 'L1', kind: 'character', owner: 'bob' });
    g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'L1', kind: 'dwelling' });
    g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'L1', kind: 'monster' });
    g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    g.run({ type: 'combat.target', actor: bob, who: 'Rogue 6' });
    expect(playOf(g.state()).battling).toBeUndefined();
    const round = g.run({ type: 'combat.play', actor: bob, aim: 'thrust' }, forcedDice([4, 2, 3, 2, 1]));
    expect(round.find((e) => e.type === 'play.battled')!.payload).toEqual({ userId: 'bob', name: 'Wizard', group: 'Rogues', why: 'attacked' });
    expect(playOf(g.state()).battling).toEqual({ bob: ['Rogues'] });
  });

  it('a mounted native comes with his horse, which takes the blow aimed at him: the Amazon lures the Lancer 1 (his pony beside him, trot: move 5) and her FIGHT H4** undercuts the pony and kills it — no notoriety, no gold; he fights on foot, and his piece keeps the horse lost', () => {
    const g = lancerAndWolf();
    g.run({ type: 'play.record', actor: bob, phases: 'A' });
    const day = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(payload(day, 'combat.begun').denizens.map((d) => [d.label, d.part ?? '', d.of ?? ''])).toEqual([['Wolf', '', ''], ['Lancer 1', '', ''], ["Lancer 1's pony", 'horse', 'p2-lancer-1']]);
    // Lured, the Lancers battle her; his pony goes with him into the next box; the Wolf is assigned after them.
    g.run({ type: 'combat.lure', actor: bob, denizens: 'Lancer 1' });
    expect(currentCombat(g.state())!.denizens.map((d) => [d.label, d.box])).toEqual([['Wolf', 3], ['Lancer 1', 1], ["Lancer 1's pony", 2]]);
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob, who: 'Lancer 1' });
    // Repositioning 4 (no change), change tactics 2+3 for each box: the Lancer (H*6, length 10) misses her dodge with
    // MOVE M4; her Short Sword's attack undercuts the pony's move 5, harm H on its vulnerability M: killed.
    const round = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT H4**', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3, 2, 3, 2, 3]));
    expect(payload(round, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Lancer 1 → the Amazon: misses', "The Amazon → the Lancer 1's pony: undercuts, harm H — killed", 'The Wolf → the Amazon: misses']);
    expect(numbers(round)).toEqual([]);
    // The melee picture: her attack marked on the pony it met, the pony dead in its box.
    const sheet = meleeViewFor(g.state())!.sheets[0]!;
    expect(sheet.attack).toMatchObject({ target: "the Lancer 1's pony", mark: 'killed' });
    expect(sheet.denizens.map((d) => [d.label, d.box, d.printed, d.dead])).toEqual([['Wolf', 3, 'L4, move 3', false], ['Lancer 1', 1, 'H*6, move 2, length 10', false], ["Lancer 1's pony", 2, 'move 5', true]]);
    expect(currentCombat(g.state())!.denizens.map((d) => d.label)).toEqual(['Wolf', 'Lancer 1']);
    expect(boardOf(g.state()).pieces.find((p) => p.label === 'Lancer 1')!.lost).toEqual(['horse']);
    // A later fight finds him on foot.
    expect(nativeDenizens('p2-lancer-1', 'Lancer 1', false).map((d) => d.label)).toEqual(['Lancer 1']);
  });
});
