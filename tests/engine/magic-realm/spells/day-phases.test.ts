import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { cardFor } from '../../../../src/engine/rulesets/magic-realm/characters/view.js';
import { realmViewFor } from '../../../../src/engine/rulesets/magic-realm/play/view.js';
import { publicViewer } from '../../../../src/engine/core/view.js';
import { birdsongWaiting, prophecyWaiting } from '../../../../src/engine/rulesets/magic-realm/play/waiting.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { clearingType, stepsFrom } from '../../../../src/engine/rulesets/magic-realm/map/graph.js';
import { checkDayOrders } from '../../../../src/engine/rulesets/magic-realm/orders/validate.js';
import { parsePhases } from '../../../../src/engine/rulesets/magic-realm/orders/phases.js';
import { spellExtraPhases } from '../../../../src/engine/rulesets/magic-realm/play/extra-phases.js';
import { playAllOk, playOk, publicText, recordingConsole, textOf } from '../../../helpers/console.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

/**
 * Issue 29, the spells on the day's phases, cast with forced dice as combat/cast.test.ts casts: `character` (bob) in
 * `at` of the original board with the Wolf; at Birdsong of day 1 he enchants `colour` (a MAGIC chit into the spell's
 * colour, MP-1), and at the Evening he casts `spell` with `chit` on `who`, the Wolf's and his round revealed with dice
 * of 1; the GM ends the combat, and the day runs on to the Birdsong of day 2, when the day spell is in force (MP-9).
 */
function castThenBirdsong(o: { character: string; spell: string; at: string; colour?: string; chit: string; who: string; enchantLedges?: boolean; also?: string; move?: string; others?: [{ id: string; name: string }, string, string][]; monster?: string }) {
  const others = o.others ?? [];
  const g = game('', [[bob, o.character], ...others.map(([who, character]) => [who, character] as [{ id: string; name: string }, string])]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: [o.spell, o.also ?? 'Fiery Blast'].join(', ') });
  if (o.enchantLedges) g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: o.character, at: o.at, kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: o.monster ?? 'Wolf', at: o.at, kind: 'monster' });
  for (const [who, character, at] of others) g.run({ type: 'board.piece', actor: gm, label: character, at, kind: 'character', owner: who.id });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  g.run({ type: 'play.record', actor: bob, phases: o.colour ? `E ${o.colour}` : 'B' });
  // The monster roll 6; with two players, the turn order's die 1 keeps the drawn order.
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, ...others.map(() => 1)]));
  g.run({ type: 'combat.pass', actor: bob });
  g.run({ type: 'combat.cast', actor: bob, spell: o.spell, chit: o.chit });
  g.run({ type: 'combat.target', actor: bob, who: o.who });
  const reveal = g.run({ type: 'combat.play', actor: bob, move: o.move ?? 'MOVE M5', maneuver: 'dodge' }, forcedDice(Array(10).fill(1)));
  g.run({ type: 'combat.end', actor: gm });
  const night = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([]));
  expect(night.map((e) => e.type).at(-1)).toBe('play.new-day');
  return { ...g, reveal };
}

const inForceText = (events: readonly StoredEvent[]) => (events.find((e) => e.type === 'play.spell-in-force')!.payload as { text: string }).text;
const refused = (g: ReturnType<typeof castThenBirdsong>, phases: string) => g.refusal({ type: 'play.record', actor: bob, phases }).message;
/** Day 2's turn: the monster roll 6, then the turn's dice. */
const day2 = (g: ReturnType<typeof castThenBirdsong>, dice: number[]) => g.run({ type: 'play.advance', actor: gm }, forcedDice([6])) && g.run({ type: 'play.advance', actor: gm }, forcedDice(dice));
const turnCodes = (events: readonly StoredEvent[]) => (events.find((e) => e.type === 'play.turn')!.payload as { outcome: { phases: { code: string }[] } }).outcome.phases.map((p) => p.code);

describe('Blend Into Background (II, grey, day, leader): "Extra HIDE phase"', () => {
  it('cast by the Wizard on himself (grey from his MAGIC II4* enchanted by day, cast with MAGIC II3*): day 2 takes 4 phases and a 5th for a HIDE — H, H, H, H, H recorded and all five carried out; a 5th that is no HIDE refused, saying why', () => {
    const g = castThenBirdsong({ character: 'Wizard', spell: 'Blend Into Background', at: 'L1', colour: 'MAGIC II4*', chit: 'MAGIC II3*', who: 'Wizard' });
    expect(inForceText(g.reveal)).toBe("Wizard's Blend Into Background (day: ends at Sunset of day 2) is in force on the Wizard");
    expect(cardFor(g.state(), 'bob', 'bob')!.inForce).toEqual(['Blend Into Background (by the Wizard, day: ends at Sunset of day 2)']);
    expect(refused(g, 'R, R, R, R, R')).toContain('phase 5 (R): only 4 phases today (4 phases a day; the extra phase of Blend Into Background (by the Wizard) is for a HIDE, and these orders have none)');
    expect(refused(g, 'H, H, H, H, H, H')).toContain('phase 6 (H): only 5 phases today (4 phases a day; the extra phase of Blend Into Background (by the Wizard) is for a HIDE, one only)');
    g.run({ type: 'play.record', actor: bob, phases: 'H, H, H, H, H' });
    // The HIDE rolls 1, 1: hidden; the other four find him hidden already.
    expect(turnCodes(day2(g, [1, 1]))).toEqual(['H', 'H', 'H', 'H', 'H']);
  });
});

describe('See Hidden Signs (III, gold, day, character): "Extra SEARCH phase"', () => {
  it('cast by the Elf on himself (gold from his MAGIC III4* enchanted by day, cast with MAGIC III2*): day 2 takes a 5th phase for a SEARCH — PEER, LOCATE, LOOT, MAGIC SIGHT or S — and none other; the example of the hint counts it', () => {
    const g = castThenBirdsong({ character: 'Elf', spell: 'See Hidden Signs', at: 'L1', colour: 'MAGIC III4*', chit: 'MAGIC III2*', who: 'Elf', also: 'Elven Grace', move: 'MOVE M4' });
    expect(inForceText(g.reveal)).toBe("Elf's See Hidden Signs (day: ends at Sunset of day 2) is in force on the Elf");
    expect(refused(g, 'H, H, H, H, H')).toContain('only 4 phases today (4 phases a day; the extra phase of See Hidden Signs (by the Elf) is for a SEARCH (S, P, L, LT or MS), and these orders have none)');
    expect(refused(g, 'P, P, L, L, P, R')).toContain('phase 6 (R): only 5 phases today');
    // The refusal's example is drawn through the same judge: five phases, one of them a PEER.
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'H, H, H, H, H' }).hint).toMatch(/e\.g\. "M L\d, H, P, R, A"/);
    g.run({ type: 'play.record', actor: bob, phases: 'H, P, P, L, L' });
    // HIDE 1, 1 (hidden); PEER 6, 6; PEER 6, 6; LOCATE 6, 6; LOCATE 6, 6 (nothing): five phases carried out.
    expect(turnCodes(day2(g, [1, 1, 6, 6, 6, 6, 6, 6, 6, 6]))).toEqual(['H', 'P', 'P', 'L', 'L']);
  });
});

describe('Blazing Light (IV, purple, day, clearing): "Extra phase (cave only)"', () => {
  it('cast by the Wizard on the cave clearing CN1 (purple from his MAGIC IV4* enchanted by day, cast with MAGIC IV3*): a day begun there has its 2 cave phases and a 3rd, begun in a cave clearing', () => {
    const g = castThenBirdsong({ character: 'Wizard', spell: 'Blazing Light', at: 'CN1', colour: 'MAGIC IV4*', chit: 'MAGIC IV3*', who: 'clearing' });
    expect(inForceText(g.reveal)).toBe("Wizard's Blazing Light (day: ends at Sunset of day 2) is in force on the clearing CN1");
    expect(refused(g, 'H, H, H, H')).toContain('phase 4 (H): only 3 phases today (4 phases a day, but you start the day in caves (CN1): 2; the extra phase of Blazing Light in CN1 is for a phase begun in a cave clearing, one only)');
    g.run({ type: 'play.record', actor: bob, phases: 'H, H, H' });
    expect(turnCodes(day2(g, [1, 1]))).toEqual(['H', 'H', 'H']);
  });
});

describe('Sense Danger (VII, purple, permanent, character): "Extra ALERT phase/turn"', () => {
  it('cast by the Elf on himself with MAGIC VII3* (purple from the enchanted Ledges): inert after Midnight (MP-9); with the Ledges turned back to normal no purple energises it at Sunrise, and day 2 gets nothing — A ×5 refused; with the Ledges enchanted again, Sunrise energises it and it gives a 5th phase for an ALERT: H, A, A, A, A carried out', () => {
    const g = castThenBirdsong({ character: 'Elf', spell: 'Sense Danger', at: 'L1', chit: 'MAGIC VII3*', who: 'Elf', also: 'Elven Grace', move: 'MOVE M4', enchantLedges: true });
    expect(inForceText(g.reveal)).toBe("Elf's Sense Danger (permanent: in force until Midnight, then inert) is in force on the Elf");
    expect(cardFor(g.state(), 'bob', 'bob')!.inForce).toEqual(['Sense Danger (by the Elf, permanent: inert until its colour is present)']);
    g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
    expect(refused(g, 'A, A, A, A, A')).toContain('phase 5 (A): only 4 phases today (4 phases a day)');
    // The enchanted Ledges' purple at his clearing energises it at Sunrise (magic/energise.ts), before any turn.
    g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
    expect(refused(g, 'R, R, R, R, R')).toContain('the extra phase of Sense Danger (by the Elf) is for an ALERT, and these orders have none');
    g.run({ type: 'play.record', actor: bob, phases: 'H, A, A, A, A' });
    const sunrise = g.run({ type: 'play.advance', actor: gm }, forcedDice([6]));
    expect(sunrise.map((e) => e.type)).toEqual(['play.daylight', 'play.spells-energised']);
    // The HIDE 1, 1 hides him from the Wolf; the four ALERTs follow.
    expect(turnCodes(g.run({ type: 'play.advance', actor: gm }, forcedDice([1, 1])))).toEqual(['H', 'A', 'A', 'A', 'A']);
  });
});

describe('Blazing Light: the lit clearing, and the phase in caves', () => {
  it('a day that neither begins in the lit CN1 nor enters it gets no extra phase; one whose route enters it does, for a phase begun in a cave clearing', () => {
    const g = castThenBirdsong({ character: 'Wizard', spell: 'Blazing Light', at: 'CN1', colour: 'MAGIC IV4*', chit: 'MAGIC IV3*', who: 'clearing' });
    const board = boardOf(g.state()).tiles;
    const near = stepsFrom(board, 'CN1', []).map((s) => s.clearing).find((c) => clearingType(board, c) === 'caves' && c !== 'CN1')!;
    const ctx = { board, start: near, budget: { phasesPerDay: 4 }, extraPhases: spellExtraPhases(g.state(), 'bob') };
    const away = checkDayOrders(parsePhases('H, H, H'), ctx);
    expect(!away.ok && away.errors.map((e) => e.message)).toEqual([`phase 3 (H): only 2 phases today (4 phases a day, but you start the day in caves (${near}): 2; the extra phase of Blazing Light in CN1 is for a phase begun in a cave clearing, and your day does not pass the lit clearing CN1)`]);
    expect(checkDayOrders(parsePhases('M CN1, H, H'), ctx)).toMatchObject({ ok: true, route: ['CN1', 'CN1', 'CN1'] });
  });
});

describe('Premonition (VII, grey, day, character): "Choose when your written move is executed"', () => {
  it('cast by the Magician on himself (grey from his MAGIC II3* enchanted by day, cast with MAGIC VII4**): at Birdsong of day 2 he names his place with his orders, his secret — turn:1 puts him before the Amazon; she, without the spell, is refused turn:, and so is a FOLLOW', () => {
    const g = castThenBirdsong({ character: 'Magician', spell: 'Premonition', at: 'L1', colour: 'MAGIC II3*', chit: 'MAGIC VII4**', who: 'Magician', also: 'Elven Grace, Prophecy', move: 'MOVE L4', others: [[carol, 'Amazon', 'CV1']], monster: 'Giant' });
    expect(inForceText(g.reveal)).toBe("Magician's Premonition (day: ends at Sunset of day 2) is in force on the Magician");
    const her = g.refusal({ type: 'play.record', actor: carol, phases: 'R', turn: 1 });
    expect(her.message).toBe('no Premonition is in force on the Amazon: only its target chooses a place in the turn order ("Choose when your written move is executed")');
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'F Amazon', turn: 1 }).message).toMatch(/one who FOLLOWs takes his turn right after his guide/);
    g.run({ type: 'play.record', actor: carol, phases: 'R' });
    // His place is his secret with his orders: the channel learns only that he recorded.
    const recorded = g.run({ type: 'play.record', actor: bob, phases: 'R', turn: 1 });
    expect(recorded.find((e) => e.type === 'play.recorded')!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(JSON.stringify(recorded.filter((e) => e.visibility === PUBLIC).map((e) => e.payload))).not.toMatch(/turn/);
    const sunrise = g.run({ type: 'play.advance', actor: gm }, forcedDice([6]));
    expect(sunrise[0]!.payload).toMatchObject({ turnOrder: ['bob', 'carol'], rolled: [], chose: [{ name: 'Magician', place: 1 }] });
  });

  it('turn:9, beyond the others, is the last place: the Amazon first, then the Magician', () => {
    const g = castThenBirdsong({ character: 'Magician', spell: 'Premonition', at: 'L1', colour: 'MAGIC II3*', chit: 'MAGIC VII4**', who: 'Magician', also: 'Elven Grace, Prophecy', move: 'MOVE L4', others: [[carol, 'Amazon', 'CV1']], monster: 'Giant' });
    g.run({ type: 'play.record', actor: bob, phases: 'R', turn: 9 });
    const sunrise = g.run({ type: 'play.advance', actor: gm }, forcedDice([6]));
    expect(sunrise[0]!.payload).toMatchObject({ turnOrder: ['carol', 'bob'], chose: [{ name: 'Magician', place: 2 }] });
  });
});

describe('Prophecy (II, purple, day, character): "Do not write move in advance"', () => {
  it('cast by the Wizard on himself with MAGIC II3* (purple from the enchanted Ledges): at Birdsong of day 2 he records nothing and Birdsong does not wait on him; the day stops at his turn and tells him privately; he records H, H then and his turn is carried out at once', () => {
    const g = castThenBirdsong({ character: 'Wizard', spell: 'Prophecy', at: 'L1', chit: 'MAGIC II3*', who: 'Wizard', enchantLedges: true });
    expect(inForceText(g.reveal)).toBe("Wizard's Prophecy (day: ends at Sunset of day 2) is in force on the Wizard");
    const early = g.refusal({ type: 'play.record', actor: bob, phases: 'H' });
    expect(early.message).toBe('the Wizard writes no move in advance (Prophecy in force): he records nothing at Birdsong');
    expect(birdsongWaiting(g.state())!.missing).toEqual([]);
    expect(realmViewFor(g.state(), publicViewer).recorded.map((p) => p.done)).toEqual([true]);
    // Sunrise (the monster roll 6): his turn comes first, and the day waits for him — told to him and the GM only.
    const sunrise = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    expect(sunrise.map((e) => e.type)).toEqual(['play.daylight', 'play.phases-awaited']);
    expect(sunrise[1]!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(g.refusal({ type: 'play.advance', actor: gm }).message).toBe("the day waits for the Wizard's phases: Prophecy is in force on him, and he records them at his turn");
    // The scheduler's wait: him alone, reminded in his private place (no deadline moves past his turn).
    expect(prophecyWaiting(g.state())).toMatchObject({ kind: 'prophecy', missing: ['bob'], what: "the Wizard's phases for his turn of day 2 (Prophecy)", beganWith: ['play.phases-awaited'] });
    // His phases now, judged as ever (5 phases refused), then his turn at once: the HIDE 1, 1 hides him.
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'H, H, H, H, H' }).message).toContain('phase 5 (H): only 4 phases today');
    const turn = g.run({ type: 'play.record', actor: bob, phases: 'H, H' }, forcedDice([1, 1]));
    expect(turn.map((e) => e.type).slice(0, 2)).toEqual(['play.recorded', 'play.turn']);
    expect(turn[0]!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(turnCodes(turn)).toEqual(['H', 'H']);
    expect(playOf(g.state()).day).toMatchObject({ part: 'daylight', revealed: 1 });
    expect(prophecyWaiting(g.state())).toBeUndefined();
    // His turn done, the day runs on; another record is refused.
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'H' }).message).toMatch(/^it is daylight: orders are recorded in Birdsong/);
  });
});

describe('Prophecy through the console: told privately, his turn posted', () => {
  it('Prophecy: the call for his phases reaches him alone, his record carries out his turn for the channel, /log keeps the call his, /gm undo takes the turn back', async () => {
    // Every die 1 after the set-up card: the monster roll, the combat's rolls, the HIDE.
    const g = await recordingConsole([...SET_UP_DICE, ...Array(60).fill(1)]);
    await playAllOk(g.play, [
      '@gm /game create ruleset:magic-realm',
      '@bob /game join character:Wizard',
      '@carol /game join character:Amazon',
      '@gm /board layout layout:original-20',
      '@bob /setup tell spells:"Prophecy, Fiery Blast"',
      '@gm /board enchant tile:L',
      '@gm /board piece label:Wizard at:L1 kind:character owner:@bob',
      '@gm /board piece label:Amazon at:CV1 kind:character owner:@carol',
      '@gm /board piece label:Wolf at:L1 kind:monster',
      '@gm /game start chits:false',
      '@bob /orders record phases:"B"',
      '@carol /orders record phases:"R"',
      '@gm /day next',
      '@bob /combat pass',
      '@bob /combat cast spell:"Prophecy" chit:"MAGIC II3*"',
      '@bob /combat target who:Wizard',
      '@bob /combat play move:"MOVE M5" maneuver:dodge',
      '@gm /combat end',
      '@gm /day next',
      '@carol /orders record phases:"R"',
    ]);
    const birdsong = await g.play('@bob /orders record phases:"H"');
    expect(birdsong.ok).toBe(false);
    expect(textOf(birdsong.reply)).toContain('he records nothing at Birdsong');
    const sunrise = await playOk(g.play, '@gm /day next');
    const call = sunrise.direct.filter((d) => textOf(d.message).includes('the day waits for you now'));
    expect(call.map((d) => d.to)).toEqual(['bob']);
    expect(publicText(sunrise)).not.toContain('waits for you');
    const turn = await playOk(g.play, '@bob /orders record phases:"H, H"');
    expect(turn.reply.ephemeral).toBe(true);
    expect(turn.channel.map(textOf).join('\n')).toContain('Turn 1 of 2: Wizard');
    expect(textOf((await g.play('@carol /log')).reply)).not.toContain('the day waits for the phases');
    expect(textOf((await g.play('@bob /log')).reply)).toContain('the day waits for the phases he records now');
    await playOk(g.play, '@gm /gm undo');
    const state = (await g.session.services.store.channelGame('console'))!;
    expect(playOf(state).day!.orders['bob']).toBeUndefined();
  });
});
