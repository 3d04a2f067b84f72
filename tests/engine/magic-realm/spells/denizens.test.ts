import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { COMBAT_EVENT_WORDS, type CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { meleeViewFor } from '../../../../src/engine/rulesets/magic-realm/combat/view.js';
import { cardFor } from '../../../../src/engine/rulesets/magic-realm/characters/view.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { BEASTS, checkPlayInShape, inShape, shapeChits, shapeNamed, shapeOf } from '../../../../src/engine/rulesets/magic-realm/magic/shapes.js';
import type { Fighter } from '../../../../src/engine/rulesets/magic-realm/combat/reveal.js';
import { chitNamed } from '../../../../src/engine/rulesets/magic-realm/combat/plays.js';
import { characterKit, characterWords, chitLabel } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { freshSheet } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { phaseLine, type TurnOutcome } from '../../../../src/engine/rulesets/magic-realm/play/turn.js';
import { meetingGround } from '../../../../src/engine/rulesets/magic-realm/play/meeting.js';
import { TRANSFORM } from '../../../../src/engine/rulesets/magic-realm/tables/core-tables.js';
import type { RuleError, StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

/**
 * Issue 29, the denizens family, cast with forced dice on the original board. `who` plays `character` at `at` with
 * the monsters (and natives) there; `recorded`: his spells at set-up (BI-4); `enchant`: the tile turned to its
 * enchanted side (the Ledges: purple in every clearing; the Crag: grey, gold and purple); `phases`: his day's record
 * (an E phase enchants a MAGIC chit into a colour chit: V → black). Day 1, the monster roll 6 (no prowling monster).
 */
function realm(character: string, recorded: string, opts: { at?: string; monsters?: string[]; natives?: string[]; enchant?: string; phases?: string } = {}) {
  const at = opts.at ?? 'L1';
  const g = game('', [[bob, character]]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: recorded });
  g.run({ type: 'board.enchant', actor: gm, tile: opts.enchant ?? 'L' });
  g.run({ type: 'board.piece', actor: gm, label: character, at, kind: 'character', owner: 'bob' });
  for (const m of opts.monsters ?? []) g.run({ type: 'board.piece', actor: gm, label: m, at, kind: 'monster' });
  for (const n of opts.natives ?? []) g.run({ type: 'board.piece', actor: gm, label: n, at, kind: 'native' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  if (opts.phases) g.run({ type: 'play.record', actor: bob, phases: opts.phases });
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
  return g;
}

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const c = (g: ReturnType<typeof realm>) => currentCombat(g.state())!;

describe('Transform (VI, purple, permanent, individual): "Become beast (roll for TRANSFORM)"', () => {
  it('the beasts are the Transform table’s rows 1–6, in order, with the numbers the rows print', () => {
    expect(BEASTS.map((b) => b.name)).toEqual(TRANSFORM.rows.map((r) => r.result.into));
    TRANSFORM.rows.forEach((r, i) => {
      const b = BEASTS[i]!;
      expect(r.text).toContain(`vulnerability ${b.vulnerability}`);
      expect(r.text).toContain(b.attack ? `harm ${b.attack.strength}, attack time ${b.attack.time}` : 'no attack');
      expect(r.text).toContain(`move time ${b.move}`);
    });
  });
});

/** A spell cast by bob in round 1: his luring passed, the cast, its target; the secret play revealed with `dice`. */
function castRound(g: ReturnType<typeof realm>, spell: string, chit: string, who: string, play: Record<string, string>, dice: number[]) {
  g.run({ type: 'combat.pass', actor: bob });
  g.run({ type: 'combat.cast', actor: bob, spell, chit });
  const aimed = g.run({ type: 'combat.target', actor: bob, who });
  const revealed = g.run({ type: 'combat.play', actor: bob, ...play }, forcedDice(dice));
  return { aimed, revealed, round: payload(revealed, 'combat.round') };
}

const WITCH_KING = 'Transform, Absorb Essence, Fiery Blast, Curse';

describe('Transform (VI, purple, permanent, individual): "Become beast (roll for TRANSFORM)"', () => {
  it('cast on the Wolf with MAGIC VI3*: the Transform table 2+1 → 2, a Lion — the Wolf strikes as the Lion (harm H, not its L) and kills the Witch King; the Lion is kept with the spell in force', () => {
    const g = realm('Witch King', WITCH_KING, { monsters: ['Wolf'] });
    // The reveal: the Transform roll 2, 1 first (the spells before the attacks), then repositioning 4, change tactics 2, 3.
    const { revealed, round } = castRound(g, 'Transform', 'MAGIC VI3*', 'Wolf', {}, [2, 1, 4, 2, 3]);
    expect(round.lines).toContain('Witch King casts Transform with MAGIC VI3* at speed 3, purple from the enchanted clearing L1, on the Wolf: in force (permanent: in force until Midnight, then inert); Transform roll 2+1 → 2: the Wolf becomes a Lion (Lion: vulnerability H, harm H, attack time 3, move time 4, walks woods)');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Wolf → the Witch King: intercepts, harm H — killed']);
    const inForce = revealed.find((e) => e.type === 'play.spell-in-force')!.payload as { held: { outcome: string; targets: string[] }; text: string };
    expect(inForce.held).toMatchObject({ outcome: 'Lion', targets: ['p2-wolf'] });
    expect(inForce.text).toBe("Witch King's Transform: Lion (permanent: in force until Midnight, then inert) is in force on the Wolf");
    expect(shapeOf(playOf(g.state()).inForce!, 'p2-wolf')!.shape).toMatchObject({ name: 'Lion', vulnerability: 'H', light: { attack: 3, strength: 'H', move: 4 } });
  });

  it('cast on himself: the Transform table 4+1 → 4, a Bird (vulnerability L, no attack): the Wolf’s L kills the Bird', () => {
    const g = realm('Witch King', WITCH_KING, { monsters: ['Wolf'] });
    const { round } = castRound(g, 'Transform', 'MAGIC VI3*', 'Witch King', {}, [4, 1, 4, 2, 3]);
    expect(round.lines.some((l) => l.endsWith('Transform roll 4+1 → 4: the Witch King becomes a Bird (Bird: vulnerability L, no attack, move time 1, flying, small)'))).toBe(true);
    expect(round.strikes.map((s) => s.text)).toEqual(['The Wolf → the Witch King: intercepts, harm L — killed']);
  });

  it('a Lion on himself (2+1 → 2): the Wolf’s L only wounds him (vulnerability H); his card shows “Transform: Lion”; in the Lion he may not parry or use a second weapon, and a Bird may not attack', () => {
    const g = realm('Witch King', WITCH_KING, { monsters: ['Wolf'] });
    const { round } = castRound(g, 'Transform', 'MAGIC VI3*', 'Witch King', {}, [2, 1, 4, 2, 3]);
    expect(round.strikes.map((s) => s.text)).toEqual(['The Wolf → the Witch King: intercepts, harm L — a wound']);
    expect(cardFor(g.state(), 'bob', 'carol')!.inForce).toEqual(['Transform: Lion (by the Witch King, permanent: in force until Midnight, then inert)']);
    const lion = shapeOf(playOf(g.state()).inForce!, 'bob');
    expect(() => checkPlayInShape('Witch King', lion, { parry: 'FIGHT L4' })).toThrow('the Witch King fights as a Lion (Transform): he cannot use his belongings, so no second weapon and no parry');
    expect(() => checkPlayInShape('Witch King', { spell: 'Transform', shape: shapeNamed('Bird')! }, { fight: 'FIGHT L4' })).toThrow('the Witch King fights as a Bird (Transform), which has no attack');
  });

  it('a Tremendous Dragon on himself (1+1 → 1): the Sword Goblin’s H* would kill an unarmoured T, but the dragon is armoured — a star less, harm H — a wound', () => {
    const g = realm('Witch King', WITCH_KING, { monsters: ['Sword Goblin'] });
    const { round } = castRound(g, 'Transform', 'MAGIC VI3*', 'Witch King', {}, [1, 1, 4, 2, 3]);
    expect(round.lines.some((l) => l.includes('Transform roll 1+1 → 1: the Witch King becomes a Tremendous Dragon'))).toBe(true);
    expect(round.strikes.map((s) => s.text)).toEqual(['The Sword Goblin → the Witch King: intercepts, harm H — a wound']);
    expect(inShape({ id: 'bob', name: 'Witch King', vulnerability: 'M', armour: [] }, shapeNamed('Tremendous Dragon')!)).toMatchObject({ vulnerability: 'T', armoured: true });
  });

  it('the Witch King, with no FIGHT chit of his own, as a Lion (2+1 → 2) attacks with the Lion’s own chits in round 2 — offered as fight:"Lion" move:"Lion" — and kills the Wolf (time 3, harm H on vulnerability M); the reveal and the melee picture name the Lion', () => {
    const g = realm('Witch King', WITCH_KING, { monsters: ['Wolf'] });
    castRound(g, 'Transform', 'MAGIC VI3*', 'Witch King', {}, [2, 1, 4, 2, 3]);
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    expect(offeredCommands(g.state(), c(g), 'bob')).toEqual(['/combat play fight:"Lion" direction:thrust move:"Lion" maneuver:dodge']);
    const revealed = g.run({ type: 'combat.play', actor: bob, fight: 'Lion', direction: 'thrust', move: 'Lion', maneuver: 'dodge' }, forcedDice([4, 2, 3]));
    const round = payload(revealed, 'combat.round');
    expect(round.plays.map((p) => p.text)).toEqual(['Lion thrust at the Wolf; Lion dodge']);
    expect(round.strikes.map((s) => s.text)).toEqual(['The Witch King → the Wolf: intercepts, harm H — killed', 'The Wolf → the Witch King: no attack (the attacker fell first)']);
    expect(meleeViewFor(g.state())!.sheets[0]).toMatchObject({ attack: { chit: 'Lion', weapon: 'Lion (Transform)', mark: 'killed' }, maneuver: { chit: 'Lion', maneuver: 'dodge' } });
  });

  it('in a shape only the shape’s own chits play as MOVE and FIGHT chits (RealmSpeak: “if transmorphed, you only have color chits”): the Amazon as a Lion is refused her MOVE M4 and told of the Lion’s', () => {
    const amazon = characterKit('Amazon')!;
    const kit = { ...amazon, chits: [...amazon.chits, ...shapeChits(shapeNamed('Lion')!)], shapeFrom: amazon.chits.length };
    const sheet = freshSheet(amazon);
    expect(shapeChits(shapeNamed('Lion')!).map((ch) => [chitLabel(ch), ch.kind, ch.strength, ch.time, ch.effort])).toEqual([['Lion', 'FIGHT', 'H', 3, 0], ['Lion', 'MOVE', 'H', 4, 0]]);
    expect(shapeChits(shapeNamed('Bird')!).map((ch) => ch.kind)).toEqual(['MOVE']);
    const refused = (() => {
      try {
        chitNamed(kit, sheet, 'MOVE M4', 'MOVE', 'maneuver');
      } catch (e) {
        return e as RuleError;
      }
    })()!;
    expect([refused.message, refused.hint]).toEqual(["in a shape only the shape's own chits play as MOVE and FIGHT chits, not her MOVE M4", 'maneuver with one of her active MOVE chits: Lion']);
    expect(chitNamed(kit, sheet, 'lion', 'FIGHT', 'attack')).toBe(amazon.chits.length);
  });

  it('a shape cannot REST (RealmSpeak: “Cannot REST while transmorphed”): the Witch King, alone, a Lion (2+1 → 2) from day 1, energised again at Sunrise of day 2 by the purple Ledges, rests for nothing and owes no rest', () => {
    const g = realm('Witch King', WITCH_KING);
    expect(c(g)).toMatchObject({ casting: true });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Transform', chit: 'MAGIC VI3*' });
    g.run({ type: 'combat.target', actor: bob, who: 'Witch King' }, forcedDice([2, 1]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'play.advance', actor: gm, through: true });
    expect(playOf(g.state()).inForce).toEqual([expect.objectContaining({ spell: 'Transform', outcome: 'Lion', inert: true })]);
    // Something to rest: the GM fatigues his MAGIC IV4*.
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'chit', chit: 'MAGIC IV4*', state: 'fatigued' } });
    g.run({ type: 'play.record', actor: bob, phases: 'R' });
    const sunrise = g.run({ type: 'play.advance', actor: gm }, forcedDice([6]));
    expect(sunrise.map((e) => e.type)).toContain('play.spells-energised');
    const turn = g.run({ type: 'play.advance', actor: gm }).find((e) => e.type === 'play.turn')!.payload as { outcome: TurnOutcome };
    expect(turn.outcome.phases).toEqual([{ code: 'R', shape: 'Lion (Transform)' }]);
    expect(phaseLine(turn.outcome.phases[0]!, characterWords('Witch King'))).toBe('R: nothing — a shape cannot REST, and he is a Lion (Transform)');
    expect(playOf(g.state()).owed?.bob ?? []).toEqual([]);
  });

  it('in a shape his belongings are not his to use: /combat activate is refused and not offered', () => {
    const g = realm('Witch King', WITCH_KING, { monsters: ['Wolf'] });
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Short Sword' } });
    g.run({ type: 'combat.pass', actor: bob });
    expect(offeredCommands(g.state(), c(g), 'bob')).toContain('/combat activate item:"Short Sword" inactivate:true');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Transform', chit: 'MAGIC VI3*' });
    g.run({ type: 'combat.target', actor: bob, who: 'Witch King' });
    g.run({ type: 'combat.play', actor: bob }, forcedDice([2, 1, 4, 2, 3]));
    expect(c(g)).toMatchObject({ round: 2, step: 'action' });
    expect(offeredCommands(g.state(), c(g), 'bob').filter((x) => x.startsWith('/combat activate'))).toEqual([]);
    expect(() => g.run({ type: 'combat.activate', actor: bob, item: 'Short Sword', inactivate: true })).toThrow('refused: the Witch King is a Lion (Transform): a shape cannot use his belongings, so none is activated or inactivated');
  });

  it('a character in a shape fights as it, without his belongings: the Eagle’s attack (time 2, harm M) and move time 2 replace his chits’ and weapon’s; his armour is off, his vulnerability M', () => {
    const fighter: Fighter = { id: 'bob', name: 'Knight', vulnerability: 'H', armour: [{ name: 'Suit of Armor', state: 'intact', protects: ['thrust', 'swing', 'smash'] } as never], attack: { target: 'w', direction: 'swing', time: 5, harm: { level: 'H', stars: 1 }, length: 14 }, maneuver: { box: 2, time: 4 } };
    expect(inShape(fighter, shapeNamed('Eagle')!)).toEqual({ id: 'bob', name: 'Knight', vulnerability: 'M', armour: [], attack: { target: 'w', direction: 'swing', time: 2, harm: { level: 'M', stars: 0 }, length: 0 }, maneuver: { box: 2, time: 2 } });
    // A Squirrel prints no attack: his FIGHT does nothing (the play is refused before: checkPlayInShape).
    expect(inShape(fighter, shapeNamed('Squirrel')!).attack).toBeUndefined();
  });
});

describe('Absorb Essence (V, black, permanent, monster): "Become monster"', () => {
  it('the Witch King, a black colour chit enchanted by day from MAGIC V4*, casts it with MAGIC V3* on the Wolf: the Wolf is absorbed (off the board, no strike) and he fights as the Wolf; the spell is on his card', () => {
    const g = realm('Witch King', WITCH_KING, { monsters: ['Wolf'], phases: 'E MAGIC V4*' });
    const { revealed, round } = castRound(g, 'Absorb Essence', 'MAGIC V3*', 'Wolf', {}, []);
    expect(round.lines).toEqual(['Witch King casts Absorb Essence with MAGIC V3* at speed 3, black from a black colour chit, on the Wolf: in force (permanent: in force until Midnight, then inert); the Wolf is absorbed: the Witch King becomes a Wolf and fights as it']);
    expect(round.strikes).toEqual([]);
    expect(revealed.map((e) => e.type).slice(2, 4)).toEqual(['combat.absorbed', 'board.piece-removed']);
    expect(boardOf(g.state()).pieces.some((p) => p.id === 'p2-wolf')).toBe(false);
    expect(payload(revealed, 'combat.ended').why).toBe('only the Witch King is left');
    expect(cardFor(g.state(), 'bob', 'bob')!.inForce).toEqual(['Absorb Essence: Wolf (by the Witch King, permanent: in force until Midnight, then inert)']);
    expect(shapeOf(playOf(g.state()).inForce!, 'bob')!.shape).toMatchObject({ name: 'Wolf', vulnerability: 'M', light: { move: 3, attack: 4, strength: 'L' } });
    // /log tells it as a story; /gm undo takes back the step the cast was revealed in: the Wolf back, no spell in force.
    const absorbed = revealed.find((e) => e.type === 'combat.absorbed')!;
    expect(COMBAT_EVENT_WORDS['combat.absorbed'].log(absorbed as never, {} as never)).toBe('Witch King absorbs the essence of the Wolf: it is gone');
    g.run({ type: 'gm.undo', actor: gm });
    expect(boardOf(g.state()).pieces.some((p) => p.id === 'p2-wolf')).toBe(true);
    expect(playOf(g.state()).inForce ?? []).toEqual([]);
    expect(c(g)).toMatchObject({ step: 'play', denizens: [expect.objectContaining({ id: 'p2-wolf' })] });
  });
});

describe('Control Bats (VII, any colour, day, bats): "MOVE and FIGHT with bats"', () => {
  it('the Elf casts it with MAGIC VII3* on the Giant Bat on his sheet: it comes off his sheet and does not attack him; next round he cannot lure it and random assignment gives it to nobody', () => {
    const g = realm('Elf', 'Control Bats, Persuade', { monsters: ['Giant Bat'] });
    const { revealed, round } = castRound(g, 'Control Bats', 'MAGIC VII3*', 'bats', { move: 'MOVE M4', maneuver: 'dodge' }, []);
    expect(payload(revealed, 'combat.commanded')).toEqual({ userId: 'bob', name: 'Elf', spell: 'Control Bats', ids: ['p2-giant-bat'], labels: ['Giant Bat'] });
    expect(round.strikes).toEqual([]);
    expect(round.lines.at(-1)).toMatch(/the Giant Bat obey the Elf while the spell lasts: they do not attack him/);
    // Round 2: the bat is unassigned; luring it is refused, and the offer lists it not.
    expect(c(g)).toMatchObject({ round: 2, step: 'lure' });
    expect(c(g).denizens[0]!.on).toBeUndefined();
    expect(() => g.run({ type: 'combat.lure', actor: bob, denizens: 'Giant Bat' })).toThrow(/the Giant Bat is controlled by the Elf/);
    const passed = g.run({ type: 'combat.pass', actor: bob });
    expect(payload(passed, 'combat.assigned').rolls).toEqual([]);
    expect(c(g).denizens[0]!.on).toBeUndefined();
  });
});

describe('Control Bats: the controller sends the bats he controls against another character (/combat lure onto:)', () => {
  /**
   * The Elf and the Amazon in the Ledges' clearing 1 (enchanted) with the Giant Bat: the monster roll 6, the turn
   * order's die 1 keeps the Elf first; random assignment the Elf 6, 6 → 6, the Amazon 1, 1 → 1: the bat is his; he
   * controls it with MAGIC VII3* (the target order's die 1: the Elf first). Round 2 begins at luring.
   */
  function elfControlsTheBat() {
    const g = game('', [[bob, 'Elf'], [carol, 'Amazon']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'play.setup', actor: bob, spells: 'Control Bats, Persuade' });
    g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
    g.run({ type: 'board.piece', actor: gm, label: 'Elf', at: 'L1', kind: 'character', owner: 'bob' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'L1', kind: 'character', owner: 'carol' });
    g.run({ type: 'board.piece', actor: gm, label: 'Giant Bat', at: 'L1', kind: 'monster' });
    g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 1]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([6, 6, 1, 1]));
    expect(c(g).denizens[0]!.on).toBe('bob');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Control Bats', chit: 'MAGIC VII3*' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Giant Bat' });
    g.run({ type: 'combat.pass', actor: carol });
    g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4', maneuver: 'dodge' });
    expect(c(g)).toMatchObject({ round: 2, step: 'lure', turn: 0 });
    return g;
  }

  it('the Elf and the Amazon against the Giant Bat: it goes to the Elf (6+6 against 1+1), he controls it with MAGIC VII3*; next luring he sends it onto the Amazon’s sheet', () => {
    const g = elfControlsTheBat();
    // Onto his own sheet it is refused; against nobody fighting here too; onto the Amazon it goes.
    expect(() => g.run({ type: 'combat.lure', actor: bob, denizens: 'Giant Bat' })).toThrow(/the Giant Bat is controlled by the Elf: it does not attack him \(send it against another character with onto:\)/);
    expect(() => g.run({ type: 'combat.lure', actor: bob, denizens: 'Giant Bat', onto: 'Wizard' })).toThrow(/"Wizard" is no other character fighting in L1/);
    const sent = g.run({ type: 'combat.lure', actor: bob, denizens: 'Giant Bat', onto: 'Amazon' });
    const lured = sent.find((e) => e.type === 'combat.lured')!;
    expect(COMBAT_EVENT_WORDS['combat.lured'].log(lured as never, {} as never)).toBe('Elf sends the Giant Bat against the Amazon');
    expect(c(g).denizens[0]!.on).toBe('carol');
    // The Amazon cannot lure it (it is the Elf's): she has nothing left to lure, the step moves on.
    expect(c(g).step).toBe('action');
  });

  it('by day the bat goes where the Elf goes: his MOVE to L4 takes it along, it does not block him after his ALERT beside it, and the monster roll 6 (the bats’ row) does not send it prowling to the Amazon in L1; it is his until Sunset', () => {
    const g = elfControlsTheBat();
    g.run({ type: 'combat.end', actor: gm });
    g.run({ type: 'play.advance', actor: gm, through: true });
    // Day 2: the monster roll 6, the turn order's die 1 (the Elf first); the Elf alerts in L1 beside his bat (which
    // does not block him) and moves; the Amazon alerts in L1.
    g.run({ type: 'play.record', actor: bob, phases: 'A, M L4' });
    g.run({ type: 'play.record', actor: carol, phases: 'A' });
    const events = g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 1]));
    for (let i = 0; i < 3; i++) events.push(...g.run({ type: 'play.advance', actor: gm }));
    const elf = events.find((e) => e.type === 'play.turn' && (e.payload as { userId: string }).userId === 'bob')!.payload as { outcome: { blocked?: unknown } };
    expect(elf.outcome.blocked).toBeUndefined();
    expect(events.find((e) => e.type === 'board.piece-set')!.payload).toMatchObject({ piece: { label: 'Giant Bat', tile: 'L', clearing: 4 } });
    expect(events.some((e) => e.type === 'play.summoned' && JSON.stringify(e.payload).includes('Giant Bat'))).toBe(false);
    expect(boardOf(g.state()).pieces.filter((p) => p.kind !== 'chit').map((p) => [p.label, `${p.tile}${p.clearing}`])).toEqual([['Elf', 'L4'], ['Amazon', 'L1'], ['Giant Bat', 'L4']]);
    expect(events.find((e) => e.type === 'play.spells-ended')!.payload).toMatchObject({ at: 'sunset', lines: ["Elf's Control Bats ends at Sunset"] });
  });
});

describe('Guide Spider or Octopus (VIII, grey, day, spider or octopus): "MOVE and FIGHT with one monster"', () => {
  it('the Druid in the enchanted Crag (grey): the target step offers the H Spider, not the Wolf; aimed at the Wolf it breaks', () => {
    const g = realm('Druid', 'Guide Spider or Octopus, Deal with Goblins', { at: 'CG1', enchant: 'CG', monsters: ['H Spider', 'Wolf'] });
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Guide Spider or Octopus', chit: 'MAGIC VIII3*' });
    expect(offeredCommands(g.state(), c(g), 'bob')).toEqual(['/combat target who:"H Spider"']);
    const aimed = g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    expect(payload(aimed, 'combat.spell-targeted').broken).toBe('Guide Spider or Octopus is not aimed at the Wolf (its card: spider or octopus)');
  });
});

describe('Persuade (III, gold, day, human group): "Group becomes FRIENDLY (works on giants and ogres too)"', () => {
  it('the Elf in the enchanted Crag (gold) persuades the Company: the target step offers it; the Company meets him FRIENDLY on the Meeting table while the spell lasts', () => {
    const g = realm('Elf', 'Control Bats, Persuade', { at: 'CG1', enchant: 'CG', monsters: ['Wolf'], natives: ['Company 1', 'Company 2'] });
    const before = meetingGround(g.state(), 'bob')!.relationship('Company');
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Persuade', chit: 'MAGIC III3*' });
    expect(offeredCommands(g.state(), c(g), 'bob')).toContain('/combat target who:"Company"');
    const aimed = g.run({ type: 'combat.target', actor: bob, who: 'Company' });
    expect(payload(aimed, 'combat.spell-targeted').labels).toEqual(['the Company 1', 'the Company 2']);
    g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([4, 2, 3]));
    expect(before).not.toBe('friendly');
    expect(meetingGround(g.state(), 'bob')!.relationship('Company')).toBe('friendly');
  });
});

describe('Deal with Goblins (VIII, black, day, goblins): "Group becomes NEUTRAL (can TRADE/HIRE)"', () => {
  it('the Witch, black from MAGIC V4* enchanted by day, casts it with MAGIC VIII2* on the Axe Goblin on her sheet: it comes off and does not attack her; next round random assignment spares her', () => {
    const g = realm('Witch', 'Deal with Goblins, Guide Spider or Octopus, Absorb Essence', { monsters: ['Axe Goblin'], phases: 'E MAGIC V4*' });
    const { revealed, round } = castRound(g, 'Deal with Goblins', 'MAGIC VIII2*', 'goblins', { move: 'MOVE L4', maneuver: 'dodge' }, []);
    expect(payload(revealed, 'combat.commanded')).toMatchObject({ spell: 'Deal with Goblins', ids: ['p2-axe-goblin'] });
    expect(round.strikes).toEqual([]);
    expect(round.lines.at(-1)).toMatch(/the Axe Goblin is NEUTRAL to the Witch/);
    expect(() => g.run({ type: 'combat.lure', actor: bob, denizens: 'Axe Goblin' })).toThrow(/the Axe Goblin is pacified by Deal with Goblins: it does not attack him/);
    const passed = g.run({ type: 'combat.pass', actor: bob });
    expect(payload(passed, 'combat.assigned').rolls).toEqual([]);
    expect(c(g).denizens[0]!.on).toBeUndefined();
  });
});
