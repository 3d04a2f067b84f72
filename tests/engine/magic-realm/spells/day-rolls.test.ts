import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import type { GameState } from '../../../../src/engine/core/state.js';
import type { StoredEvent } from '../../../../src/engine/core/types.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { rollerModifiers } from '../../../../src/engine/rulesets/magic-realm/characters/roll-modifiers.js';
import { energisedBy } from '../../../../src/engine/rulesets/magic-realm/magic/durations.js';
import { stormIn } from '../../../../src/engine/rulesets/magic-realm/magic/day-rolls.js';
import { spellsOn, type SpellHeld } from '../../../../src/engine/rulesets/magic-realm/magic/in-force.js';
import { checkDayOrders } from '../../../../src/engine/rulesets/magic-realm/orders/validate.js';
import { parsePhases } from '../../../../src/engine/rulesets/magic-realm/orders/phases.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { isHidden } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { cardFor } from '../../../../src/engine/rulesets/magic-realm/characters/view.js';
import { actionSchema, decide, describeEvent, evolve, type ActionInput } from '../../../../src/engine/parts.js';
import { RuleError } from '../../../../src/engine/core/types.js';
import type { DiceSource } from '../../../../src/engine/dice.js';
import { boardViewFor } from '../../../../src/engine/rulesets/magic-realm/board/view.js';
import { renderBoardWithLog } from '../../../../src/render/board.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;
type Person = typeof bob;

/**
 * The Magician (bob: MAGIC II3*, III3*, IV3*, VIII4*…) and another character (carol) in one clearing of an enchanted
 * tile, evening of day 1: the two of them make a combat. Ledges (L) enchanted is purple in every clearing, Lost
 * Woods (LW) enchanted gold in LW2, Awful Valley (AV) enchanted grey in AV1.
 */
function evening(spells: string, other: string, at: string, day1?: string) {
  const g = game('', [[bob, 'Magician'], [carol, other]]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells });
  g.run({ type: 'board.enchant', actor: gm, tile: at.replace(/\d$/, '') });
  g.run({ type: 'board.piece', actor: gm, label: 'Magician', at, kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: other, at, kind: 'character', owner: 'carol' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  if (day1) g.run({ type: 'play.record', actor: bob, phases: day1 });
  // Sunrise's monster roll 6, the turn order: the combat's order is carol, then bob.
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 0, 0, 0, 0]));
  return g;
}
type Game = ReturnType<typeof evening>;

/**
 * Round 1: carol passes, the Magician casts (the target order's die 1), carol attacks nobody, he names the target —
 * and plays his offered MOVE when the round asks him to play: the reveal's dice.
 */
function cast(g: Game, spell: string, chit: string, who: string, revealDice: number[] = []): StoredEvent[] {
  g.run({ type: 'combat.pass', actor: carol });
  g.run({ type: 'combat.cast', actor: bob, spell, chit }, forcedDice([1]));
  g.run({ type: 'combat.target', actor: carol });
  // MP-6: the offer is the check's own: the target named is one it offered.
  expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain(`/combat target who:"${who}"`);
  const targeted = g.run({ type: 'combat.target', actor: bob, who }, forcedDice(revealDice));
  if (!mustPlay(g, 'bob')) return targeted;
  const move = /move:"([^"]+)"/.exec(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')[0]!)![1]!;
  return g.run({ type: 'combat.play', actor: bob, move, maneuver: 'dodge' }, forcedDice(revealDice));
}

/** Whether the round waits on his secret play (one nobody attacks, who attacks nobody, need not play). */
const mustPlay = (g: Pick<Game, 'state'>, userId: string): boolean => {
  const c = currentCombat(g.state());
  return c?.step === 'play' && c.playing.includes(userId) && !c.plays[userId];
};

/** The rest of the evening: both pass and attack nobody until two quiet rounds end the combat; then Midnight, and Birdsong of day 2. */
function toBirdsong(g: Game): void {
  for (let i = 0; i < 20 && currentCombat(g.state()); i++) {
    const c = currentCombat(g.state())!;
    const who = c.step === 'target' ? c.targetOrder?.[c.turn] : c.order[c.turn];
    const actor = who === 'bob' ? bob : carol;
    g.run(c.step === 'target' ? { type: 'combat.target', actor } : { type: 'combat.pass', actor }, forcedDice([1]));
  }
  g.run({ type: 'play.advance', actor: gm, through: true });
  expect(playOf(g.state()).day).toMatchObject({ number: 2, part: 'birdsong' });
}

/** Day 2's Daylight: each records his phases; Sunrise's monster roll 6 and the turn order's draws 0, then the turns' dice. */
function day2(g: Pick<Game, 'run'>, orders: [Person, string][], dice: number[]): StoredEvent[] {
  for (const [actor, phases] of orders) g.run({ type: 'play.record', actor, phases });
  const events: StoredEvent[] = [];
  events.push(...g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 0, 0])));
  const done = () => orders.every(([p]) => events.some((e) => e.type === 'play.turn' && (e.payload as { userId: string }).userId === p.id));
  for (let i = 0; i < 4 && !done(); i++) events.push(...g.run({ type: 'play.advance', actor: gm }, forcedDice(dice)));
  return events;
}

/** The game going on from a state the test changed (a permanent spell energised), decided and evolved as the store does. */
function from(start: GameState): Pick<Game, 'run' | 'state'> {
  let state = start;
  let seq = 10_000;
  const run = (input: Record<string, unknown>, dice: DiceSource = forcedDice([])): StoredEvent[] => {
    const r = decide(state, actionSchema.parse(input as ActionInput), dice);
    if (r instanceof RuleError) throw new Error(`refused: ${r.message} — ${r.hint}`);
    const stored = r.map((e) => ({ ...e, seq: ++seq, actionSeq: seq, at: 'now' }) as StoredEvent);
    for (const e of stored) state = evolve(state, e);
    return stored;
  };
  return { run, state: () => state };
}

const GM_READER = { viewer: { userId: 'gm' }, isGm: true };
const told = (e: StoredEvent): string => describeEvent(e, GM_READER);

const turnOf = (events: readonly StoredEvent[], userId: string) => events.find((e) => e.type === 'play.turn' && (e.payload as { userId: string }).userId === userId)!;

/** MP-9/MP-12: a permanent spell energised by its colour present (magic/durations.ts energisedBy), as Birdsong would find it in the enchanted clearing. */
function energised(state: GameState, colour: 'purple' | 'gold' | 'grey' | 'black', clearing: string): GameState {
  const inForce = (playOf(state).inForce ?? []).map((s) => ({ ...s, ...energisedBy(s, [{ kind: 'tile', colour, clearing: clearing as never }]) }) as SpellHeld);
  for (const s of inForce) if (s.inert) delete s.inert;
  return { ...state, play: { ...playOf(state), inForce } };
}

const roundLines = (events: readonly StoredEvent[]): string[] => (events.find((e) => e.type === 'combat.round')!.payload as { lines: string[] }).lines;

describe('Bad Luck (VIII, any, permanent, character: "Add one to all die rolls")', () => {
  it('Bad Luck on the Elf: +1 on his rolls — the Missile table of his Light Bow the same evening (one die 3 +1 → 4), on any table; not the caster’s', () => {
    const g = evening('Bad Luck, Violent Storm, Illusion', 'Elf', 'L1');
    const round = cast(g, 'Bad Luck', 'MAGIC VIII4*', 'Elf');
    expect(roundLines(round)).toEqual(['Magician casts Bad Luck with MAGIC VIII4* at speed 4, purple from the enchanted clearing L1, on the Elf: in force (permanent: in force until Midnight, then inert)']);
    expect(spellsOn(g.state(), 'carol').map((s) => s.spell)).toEqual(['Bad Luck']);
    expect(cardFor(g.state(), 'carol', 'carol')!.inForce).toEqual(['Bad Luck (by the Magician, permanent: in force until Midnight, then inert)']);
    // Every roll through his modifiers: any table, the combat's as the day's.
    expect(rollerModifiers(g.state(), 'carol')('L1', 'hide')).toEqual([{ label: 'Bad Luck', value: 1 }]);
    // The Elf's own "one die" on the Missile table stays; Bad Luck adds its one.
    expect(rollerModifiers(g.state(), 'carol')('L1', 'missile')).toEqual([{ label: 'Elf', oneDie: true }, { label: 'Bad Luck', value: 1 }]);
    expect(rollerModifiers(g.state(), 'carol')('L1', [])).toEqual([{ label: 'Bad Luck', value: 1 }]);
    // Not the caster's.
    expect(rollerModifiers(g.state(), 'bob')('L1', 'hide')).toEqual([]);
    // Round 2: the Elf shoots the Magician with his Light Bow: the Missile table, one die, 3 +1 (Bad Luck) → 4.
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.pass', actor: bob }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: carol, who: 'Magician' });
    g.run({ type: 'combat.target', actor: bob });
    const fight = /fight:"([^"]+)"/.exec(offeredCommands(g.state(), currentCombat(g.state())!, 'carol')[0]!)?.[1];
    g.run({ type: 'combat.play', actor: carol, fight, direction: 'thrust' });
    const move = /move:"([^"]+)"/.exec(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')[0]!)![1]!;
    const shot = g.run({ type: 'combat.play', actor: bob, move, maneuver: 'dodge' }, forcedDice([3, 1, 1, 1, 1]));
    const strikes = (shot.find((e) => e.type === 'combat.round')!.payload as { strikes: { text: string }[] }).strikes.map((s) => s.text);
    expect(strikes.join('\n')).toMatch(/Missile table 3 \(one die: Elf; \+1 Bad Luck\) → 4/);
  });

  it('Bad Luck: an inert spell does nothing (after Midnight, until energised); energised, the HIDE of day 2 reads 5, 3 +1 → 6: not hidden', () => {
    const g = evening('Bad Luck, Violent Storm, Illusion', 'Amazon', 'L1');
    cast(g, 'Bad Luck', 'MAGIC VIII4*', 'Amazon');
    toBirdsong(g);
    expect(playOf(g.state()).inForce!.map((s) => [s.spell, s.inert])).toEqual([['Bad Luck', true]]);
    expect(rollerModifiers(g.state(), 'carol')('L1', 'hide')).toEqual([]);
    const woken = energised(g.state(), 'purple', 'L1');
    expect(rollerModifiers(woken, 'carol')('L1', 'hide')).toEqual([{ label: 'Bad Luck', value: 1 }]);
    // Day 2, energised: her HIDE on the Hide table, 5, 3 +1 → 6: not hidden.
    const events = day2(from(woken), [[carol, 'H'], [bob, 'A']], [5, 3]);
    const turn = turnOf(events, 'carol').payload as { outcome: { phases: unknown[] } };
    expect(turn.outcome.phases).toEqual([{ code: 'H', dice: [5, 3], read: 6, hidden: false, mods: [{ label: 'Bad Luck', value: 1 }] }]);
    expect(told(turnOf(events, 'carol'))).toContain('HIDE: 5, 3 (+1 Bad Luck) → 6: not hidden');
  });
});

describe('Illusion (III, gold, permanent, character or tile: "Add one to all SEARCH die rolls")', () => {
  it('Illusion on the tile (Linden Woods): +1 on the Search tables (PEER, LOCATE, LOOT, READ RUNES, MAGIC SIGHT) of each character in it, never on HIDE; on a character, his alone', () => {
    const g = evening('Bad Luck, Illusion, Fog', 'Amazon', 'LW2');
    const round = cast(g, 'Illusion', 'MAGIC III3*', 'tile');
    expect(roundLines(round)[0]).toBe('Magician casts Illusion with MAGIC III3* at speed 3, gold from the enchanted clearing LW2, on the tile LW: in force (permanent: in force until Midnight, then inert)');
    expect(playOf(g.state()).inForce!.map((s) => s.targets)).toEqual([['tile:LW']]);
    for (const who of ['bob', 'carol']) {
      // (The Magician's own −1 to READ RUNES stays beside it.)
      for (const roll of ['peer', 'locate', 'loot', 'read-runes', 'magic-sight'] as const) expect(rollerModifiers(g.state(), who)('LW2', roll).filter((m) => m.label === 'Illusion')).toEqual([{ label: 'Illusion', value: 1 }]);
      expect(rollerModifiers(g.state(), who)('LW2', 'hide')).toEqual([]);
      expect(rollerModifiers(g.state(), who)('LW2', 'meeting')).toEqual([]);
      // Another tile: none.
      expect(rollerModifiers(g.state(), who)('L1', 'locate')).toEqual([]);
    }
  });

  it('Illusion on the Amazon: her LOCATE of day 2, energised, reads 5, 2 +1 → 6', () => {
    const g = evening('Bad Luck, Illusion, Fog', 'Amazon', 'LW2');
    cast(g, 'Illusion', 'MAGIC III3*', 'Amazon');
    expect(playOf(g.state()).inForce!.map((s) => s.targets)).toEqual([['carol']]);
    expect(rollerModifiers(g.state(), 'bob')('LW2', 'locate')).toEqual([]);
    expect(rollerModifiers(g.state(), 'carol')('LW2', 'locate')).toEqual([{ label: 'Illusion', value: 1 }]);
    toBirdsong(g);
    const woken = energised(g.state(), 'gold', 'LW2');
    expect(rollerModifiers(woken, 'carol')('LW2', 'locate')).toEqual([{ label: 'Illusion', value: 1 }]);
    // Day 2: LOCATE on the Locate table, 5, 2 +1 → 6: nothing.
    const events = day2(from(woken), [[carol, 'L'], [bob, 'A']], [5, 2]);
    expect(told(turnOf(events, 'carol'))).toContain('LOCATE: 5, 2 (+1 Illusion) → 6: nothing');
  });
});

describe('Fog (II, grey, day, tile: "Cannot PEER normally in hex")', () => {
  it('Fog on Awful Valley: PEER in the tile refused on day 2 with the reason, and the hint offers no PEER; LOCATE still recorded', () => {
    const g = evening('Bad Luck, Illusion, Fog', 'Amazon', 'AV1');
    const round = cast(g, 'Fog', 'MAGIC II3*', 'tile');
    expect(roundLines(round)[0]).toBe('Magician casts Fog with MAGIC II3* at speed 3, grey from the enchanted clearing AV1, on the tile AV: in force (day: ends at Sunset of day 2)');
    toBirdsong(g);
    const refused = g.refusal({ type: 'play.record', actor: carol, phases: 'P' });
    expect(refused.message).toMatch(/Fog is in force on tile AV: nobody may PEER there, nor into it from a mountain, today/);
    // The hint's examples are the judge's own: none of them PEERs in the fog.
    expect(refused.hint).toMatch(/e\.g\./);
    expect(refused.hint!).not.toMatch(/"[^"]*\bP\b[^"]*"/);
    g.run({ type: 'play.record', actor: carol, phases: 'L' });
    // The board picture writes it on the tile and in the legend, for everyone (told at the reveal).
    const view = boardViewFor(g.state(), { userId: '' });
    expect(view.tiles.find((t) => t.code === 'AV')!.spells).toEqual(['Fog']);
    expect(view.tiles.filter((t) => t.spells).map((t) => t.code)).toEqual(['AV']);
    const { texts } = renderBoardWithLog(view);
    expect(texts).toEqual(expect.arrayContaining(['Fog', 'Spells on tiles', 'AV: Fog']));
  });

  it('Fog: PEER in the fogged tile (from its mountain L5) and from a mountain into it (L5 into B2) refused; PEER under a fog elsewhere is not (orders/validate.ts)', () => {
    const g = evening('Bad Luck, Illusion, Fog', 'Amazon', 'L1');
    const board = boardOf(g.state()).tiles;
    const ctx = { board, start: 'L5' as never, budget: { phasesPerDay: 4 }, noPeerTiles: [{ code: 'L', spell: 'Fog' }] };
    const fogged = checkDayOrders(parsePhases('P'), ctx);
    expect(fogged.ok ? [] : fogged.errors.map((e) => e.message)).toEqual(['phase 1 (P): Fog is in force on tile L: nobody may PEER there, nor into it from a mountain, today']);
    expect(checkDayOrders(parsePhases('P'), { ...ctx, noPeerTiles: [{ code: 'AV', spell: 'Fog' }] }).ok).toBe(true);
    // From the mountain L5 into B2 (Borderland, a woods clearing of the tile next to the Ledges): clear, then fogged.
    expect(checkDayOrders(parsePhases('P B2'), { ...ctx, noPeerTiles: [] }).ok).toBe(true);
    const into = checkDayOrders(parsePhases('P B2'), { ...ctx, noPeerTiles: [{ code: 'B', spell: 'Fog' }] });
    expect(into.ok ? [] : into.errors.map((e) => e.message)).toEqual(['phase 1 (P B2): Fog is in force on tile B: nobody may PEER there, nor into it from a mountain, today']);
  });
});

describe('Violent Storm (IV, purple, day, tile: "Roll to see number of phases lost")', () => {
  it('Violent Storm on the Ledges: the Magician rolls 4, 1 → 4: 2 phases lost; on day 2 the Amazon ends her first phase in L1 (woods) and loses her last 2 of 4: she does A, A; his one MOVE ends in L4 with none left to lose', () => {
    const g = evening('Bad Luck, Violent Storm, Illusion', 'Amazon', 'L1');
    const round = cast(g, 'Violent Storm', 'MAGIC IV3*', 'tile', [4, 1]);
    expect(roundLines(round)[0]).toBe('Magician casts Violent Storm with MAGIC IV3* at speed 3, purple from the enchanted clearing L1, on the tile L: in force (day: ends at Sunset of day 2); the Magician rolls on the Violent Storm table: 4, 1 → 4: 2 phases lost by each character who ends a phase in a woods or mountain clearing of the Ledges (L) (once a turn)');
    expect(playOf(g.state()).inForce!.map((s) => [s.targets, s.outcome])).toEqual([[['tile:L'], '2 phases lost']]);
    expect(stormIn(g.state(), 'L1')).toEqual({ spell: 'Violent Storm', lost: 2 });
    toBirdsong(g);
    const events = day2(g, [[carol, 'A, A, A, A'], [bob, 'M L4']], []);
    const turn = turnOf(events, 'carol').payload as { orders: { text: string }; outcome: { phases: unknown[]; storm: unknown } };
    expect(turn.orders.text).toBe('A, A');
    expect(turn.outcome.phases).toHaveLength(2);
    expect(turn.outcome.storm).toEqual({ spell: 'Violent Storm', clearing: 'L1', lost: 2, last: 1 });
    expect(told(turnOf(events, 'carol'))).toContain('caught in the Violent Storm in L1: she loses 2 phases (the last of her turn)');
    // The Magician's MOVE ends in L4 (woods): he has no phase left to lose.
    const his = turnOf(events, 'bob').payload as { orders: { text: string }; outcome: { storm: unknown } };
    expect(his.orders.text).toBe('M L4');
    expect(his.outcome.storm).toEqual({ spell: 'Violent Storm', clearing: 'L4', lost: 0, last: 0 });
  });

  it('Violent Storm and a mountain: the first of the two MOVE phases into L5 ends where she stood, the storm’s mountain L2 — she loses the 2 left and never enters L5', () => {
    const g = evening('Bad Luck, Violent Storm, Illusion', 'Amazon', 'L1');
    cast(g, 'Violent Storm', 'MAGIC IV3*', 'tile', [4, 1]);
    toBirdsong(g);
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'L2', kind: 'character', owner: 'carol' });
    const events = day2(g, [[carol, 'M L5, M L5, A'], [bob, 'A']], []);
    const turn = turnOf(events, 'carol').payload as { orders: { text: string; route: string[] }; outcome: { storm: unknown } };
    expect(turn.orders).toMatchObject({ text: 'M L5', route: ['L2'] });
    expect(turn.outcome.storm).toEqual({ spell: 'Violent Storm', clearing: 'L2', lost: 2, last: 0 });
    expect(boardOf(g.state()).pieces.find((p) => p.owner === 'carol')).toMatchObject({ tile: 'L', clearing: 2 });
  });

  it('Violent Storm: the roll 1, 1 → 4 phases lost, the most; a sheltered clearing (the Inn) and another tile are spared', () => {
    const g = evening('Bad Luck, Violent Storm, Illusion', 'Amazon', 'L1');
    cast(g, 'Violent Storm', 'MAGIC IV3*', 'tile', [1, 1]);
    expect(stormIn(g.state(), 'L2')).toEqual({ spell: 'Violent Storm', lost: 4 });
    g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'L2', kind: 'dwelling' });
    expect(stormIn(g.state(), 'L2')).toBeUndefined();
    expect(stormIn(g.state(), 'CV1')).toBeUndefined();
  });

  it('Violent Storm: /gm undo takes back the reveal that cast it — no storm in force, the round to play again', () => {
    const g = evening('Bad Luck, Violent Storm, Illusion', 'Amazon', 'L1');
    cast(g, 'Violent Storm', 'MAGIC IV3*', 'tile', [4, 1]);
    expect(stormIn(g.state(), 'L1')).toEqual({ spell: 'Violent Storm', lost: 2 });
    const undone = g.run({ type: 'gm.undo', actor: gm });
    expect(undone.map((e) => e.type)).toEqual(['action.undone']);
    expect(playOf(g.state()).inForce ?? []).toEqual([]);
    expect(stormIn(g.state(), 'L1')).toBeUndefined();
    // Round 1 again, at the step that revealed it (his secret play; on a branch where his cast needs none, his target).
    expect(currentCombat(g.state())).toMatchObject({ round: 1 });
    expect(['play', 'target']).toContain(currentCombat(g.state())!.step);
  });
});

describe('Lost (III, gold, permanent, character or tile: "MOVE randomly (roll for clearing)")', () => {
  /** The Magician casts Lost in LW2 (enchanted: gold) on `who`; Midnight leaves it inert, the gold of LW2 energises it for day 2. */
  function lostOn(who: string) {
    const g = evening('Lost, Illusion, Fog', 'Amazon', 'LW2');
    const round = cast(g, 'Lost', 'MAGIC III3*', who);
    toBirdsong(g);
    return { round, next: from(energised(g.state(), 'gold', 'LW2')) };
  }

  it('Lost on the Amazon: her MOVE to DV4 rolls the die 5 and takes her to PW5 (the clearing 5 next to LW2), where she HIDEs (2, 1 → 2: hidden); the board has her in PW5', () => {
    const { round, next } = lostOn('Amazon');
    expect(roundLines(round)[0]).toBe('Magician casts Lost with MAGIC III3* at speed 3, gold from the enchanted clearing LW2, on the Amazon: in force (permanent: in force until Midnight, then inert)');
    const events = day2(next, [[carol, 'M DV4, H'], [bob, 'A']], [5, 2, 1]);
    const turn = turnOf(events, 'carol');
    expect((turn.payload as { orders: { route: string[] } }).orders.route).toEqual(['PW5', 'PW5']);
    expect(told(turn)).toContain('MOVE, Lost: the die 5 → to PW5');
    expect(told(turn)).toContain('HIDE: 2, 1 → 2: hidden');
    expect(boardOf(next.state()).pieces.find((p) => p.owner === 'carol')).toMatchObject({ tile: 'PW', clearing: 5 });
  });

  it('Lost on the Amazon: the Magician who FOLLOWs her goes where Lost took her (PW5), not to the DV4 she recorded', () => {
    const { next } = lostOn('Amazon');
    const events = day2(next, [[carol, 'M DV4, H'], [bob, 'F Amazon']], [5, 2, 1]);
    expect((turnOf(events, 'carol').payload as { orders: { route: string[] } }).orders.route).toEqual(['PW5', 'PW5']);
    expect(boardOf(next.state()).pieces.find((p) => p.owner === 'bob')).toMatchObject({ tile: 'PW', clearing: 5 });
  });

  it('Lost on the tile (LW enchanted: LW2 joins DV4 and PW5): the die 1, no clearing 1 next to LW2: she stays; the die 4 from LW2 again: DV4, though she recorded DV1', () => {
    const { round, next } = lostOn('tile');
    expect(playOf(next.state()).inForce!.map((s) => s.targets)).toEqual([['tile:LW']]);
    expect(roundLines(round)[0]).toContain('on the tile LW: in force');
    const events = day2(next, [[carol, 'M DV4, M DV1'], [bob, 'A']], [1, 4]);
    const turn = turnOf(events, 'carol');
    expect((turn.payload as { orders: { route: string[] } }).orders.route).toEqual(['LW2', 'DV4']);
    expect(told(turn)).toContain('MOVE, Lost: the die 1 → no clearing 1 is next to her: she stays');
    expect(told(turn)).toContain('MOVE, Lost: the die 4 → to DV4');
  });

  it('Lost on the tile: out of the tile it holds no more — off her route, a recorded MOVE goes where a path she knows leads (die 4 → DV4, then LW2), else is spent (die 5 → PW5, then DV1 is not next to PW5)', () => {
    const { next } = lostOn('tile');
    const back = turnOf(day2(from(next.state()), [[carol, 'M PW5, M LW2'], [bob, 'A']], [4]), 'carol');
    expect((back.payload as { orders: { route: string[] } }).orders.route).toEqual(['DV4', 'LW2']);
    const astray = turnOf(day2(next, [[carol, 'M DV4, M DV1'], [bob, 'A']], [5]), 'carol');
    expect((astray.payload as { orders: { route: string[] } }).orders.route).toEqual(['PW5', 'PW5']);
    expect(told(astray)).toContain('MOVE to DV1: nothing — Lost took her off her route, and no path she knows leads there');
  });
});

describe('World Fades (VI, black, permanent, character: "Roll HIDE each round - Use MAGIC SIGHT")', () => {
  /** The Magician enchants his MAGIC V4** into black by day (E), and casts World Fades with MAGIC VI4* on the Amazon at the evening. */
  function faded(revealDice: number[]) {
    const g = evening('World Fades, Illusion, Fog', 'Amazon', 'L1', 'E MAGIC V4**');
    const round = cast(g, 'World Fades', 'MAGIC VI4*', 'Amazon', revealDice);
    return { g, round };
  }

  it('World Fades on the Amazon: at the end of each round, unhidden with no denizen on her, she rolls on the Hide table — 6, 5 → 6: not hidden, she fights on; next round 2, 1 → 2: hidden, out of the fight', () => {
    const { g, round } = faded([6, 5]);
    expect(roundLines(round)[0]).toBe('Magician casts World Fades with MAGIC VI4* at speed 4, black from a black colour chit, on the Amazon: in force (permanent: in force until Midnight, then inert)');
    const first = round.find((e) => e.type === 'combat.faded')!;
    expect(first.payload).toEqual({ userId: 'carol', name: 'Amazon', spell: 'World Fades', dice: [6, 5], read: 6, hidden: false });
    expect(told(first)).toBe('World Fades: Amazon rolls to hide: 6, 5 → 6, not hidden');
    expect(currentCombat(g.state())!.order).toContain('carol');
    // Round 2: both pass and attack nobody; at its end she rolls again: 2, 1 → 2, hidden.
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.pass', actor: bob }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: carol });
    const second = g.run({ type: 'combat.target', actor: bob }, forcedDice([2, 1]));
    const rolled = second.find((e) => e.type === 'combat.faded')!;
    expect(told(rolled)).toBe('World Fades: Amazon rolls to hide: 2, 1 → 2, hidden: out of the fight');
    expect(isHidden(g.state(), 'carol')).toBe(true);
    expect(currentCombat(g.state())?.order ?? []).not.toContain('carol');
  });

  it('World Fades: with the Wolf on her sheet at the end of the round, the Amazon does not roll to hide, and fights on', () => {
    const g = game('', [[bob, 'Magician'], [carol, 'Amazon']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'play.setup', actor: bob, spells: 'World Fades, Illusion, Fog' });
    g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
    for (const [label, owner] of [['Magician', 'bob'], ['Amazon', 'carol']]) g.run({ type: 'board.piece', actor: gm, label, at: 'L1', kind: 'character', owner });
    g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'L1', kind: 'monster' });
    g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
    g.run({ type: 'play.record', actor: bob, phases: 'E MAGIC V4**' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 0, 0, 0, 0]));
    // She lures the Wolf onto her sheet; the Magician casts World Fades on her; she attacks nobody, and both dodge.
    g.run({ type: 'combat.lure', actor: carol, denizens: 'Wolf' });
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.cast', actor: bob, spell: 'World Fades', chit: 'MAGIC VI4*' }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: carol });
    g.run({ type: 'combat.target', actor: bob, who: 'Amazon' });
    const offered = (who: string) => Object.fromEntries([...offeredCommands(g.state(), currentCombat(g.state())!, who)[0]!.matchAll(/(\w+):(?:"([^"]+)"|(\S+))/g)].map((m) => [m[1]!, m[2] ?? m[3]!]));
    const dice = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const played = g.run({ type: 'combat.play', actor: carol, ...offered('carol') }, forcedDice(dice));
    const round = mustPlay(g, 'bob') ? g.run({ type: 'combat.play', actor: bob, ...offered('bob') }, forcedDice(dice)) : played;
    expect(roundLines(round)).toContain('Magician casts World Fades with MAGIC VI4* at speed 4, black from a black colour chit, on the Amazon: in force (permanent: in force until Midnight, then inert)');
    expect(currentCombat(g.state())!.denizens.find((d) => d.label === 'Wolf')?.on).toBe('carol');
    expect(round.filter((e) => e.type === 'combat.faded')).toEqual([]);
    expect(currentCombat(g.state())!.order).toContain('carol');
  });

  it('World Fades: Magic Sight is hers — on day 2, energised, PEER and LOOT are refused (she must search with MAGIC SIGHT) and MS is recorded and rolled', () => {
    const { g } = faded([2, 1]);
    toBirdsong(g);
    const next = from(energised(g.state(), 'black', 'L1'));
    expect(() => next.run({ type: 'play.record', actor: carol, phases: 'P' })).toThrow('Amazon has Magic Sight (World Fades on her): she must search with MAGIC SIGHT instead of PEER, LOCATE and LOOT, so not PEER (P)');
    expect(() => next.run({ type: 'play.record', actor: carol, phases: 'LT' })).toThrow('so not LOOT (LT)');
    const events = day2(next, [[carol, 'MS'], [bob, 'A']], [6, 6]);
    const turn = turnOf(events, 'carol').payload as { outcome: { phases: { code: string; sight?: boolean; dice?: number[] }[] } };
    expect(turn.outcome.phases[0]).toMatchObject({ code: 'MS', sight: true, dice: [6, 6] });
  });
});
