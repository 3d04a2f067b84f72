import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat, cardOf } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { meleeViewFor } from '../../../../src/engine/rulesets/magic-realm/combat/view.js';
import { sheetSpellsOf } from '../../../../src/engine/rulesets/magic-realm/combat/spells/sheet-spells.js';
import { chitLabel, characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { spellsEndedEvents } from '../../../../src/engine/rulesets/magic-realm/magic/in-force.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { evolve } from '../../../../src/engine/parts.js';
import { PUBLIC, type GameEvent, type StoredEvent } from '../../../../src/engine/core/types.js';
import type { GameState } from '../../../../src/engine/core/state.js';
import { IN_COMBAT_REVEALS } from '../../../../src/engine/rulesets/magic-realm/combat/spells/in-combat.js';
import { spellNamed } from '../../../../src/engine/rulesets/magic-realm/magic/spells.js';
import { effectOf } from '../../../../src/engine/rulesets/magic-realm/magic/spell-effects.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;
type Who = { id: string; name: string };

/**
 * Issue 29, the spells on the combat sheet, cast with forced dice on the original board. Each fighter: who, his
 * character, the spells he records at set-up (BI-4), and the phase he records for day 1 (an E phase enchanting a MAGIC
 * chit into its colour: I white, II grey, III gold, IV purple, V black — MP-1). The evening's monster roll is 6 (no
 * monster of that row is on the board); the tactics dice 4, 2, 3 leave a monster in box 1 on the side it shows.
 */
function clearing(at: string, fighters: [Who, string, string, string?][], monsters: string[], enchant?: string) {
  const g = game('', fighters.map(([w, ch]) => [w, ch] as [Who, string]));
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  for (const [who, , spells] of fighters) g.run({ type: 'play.setup', actor: who, spells });
  if (enchant) g.run({ type: 'board.enchant', actor: gm, tile: enchant });
  for (const [who, ch] of fighters) g.run({ type: 'board.piece', actor: gm, label: ch, at, kind: 'character', owner: who.id });
  for (const m of monsters) g.run({ type: 'board.piece', actor: gm, label: m, at, kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  for (const [who, , , phases] of fighters) if (phases) g.run({ type: 'play.record', actor: who, phases });
  const evening = (dice: number[] = []) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, ...dice]));
  return { ...g, evening };
}

const TACTICS = [4, 2, 3];
/** The game after events the engine gave, applied in order. */
const applied = (state: GameState, events: readonly GameEvent[]): GameState => events.reduce((st, e) => evolve(st, { ...e, seq: 0, at: '' } as never), state);
const roundLines = (events: readonly StoredEvent[]): string[] => (events.find((e) => e.type === 'combat.round')!.payload as { lines: string[] }).lines;
const labels = (state: Parameters<typeof cardOf>[0], userId: string, kind: string): string[] => cardOf(state, userId).kit.chits.filter((c) => c.kind === kind).map(chitLabel);
const chitState = (state: Parameters<typeof cardOf>[0], userId: string, character: string, label: string): string[] => {
  const kit = characterKit(character)!;
  const sheet = sheetOf(state, userId)!;
  return kit.chits.flatMap((c, i) => (chitLabel(c) === label ? [sheet.chits[i]!] : []));
};

describe('Peace (I, white, combat, attacker): "Cannot attack until attacked"', () => {
  /** The Pilgrim (MAGIC I6* enchanted white by day) casts Peace with MAGIC I4* at speed 4 at the H Troll on his sheet (light side M4, move 4: a tie is allowed). */
  function peace() {
    const g = clearing('L1', [[bob, 'Pilgrim', 'Peace', 'E MAGIC I6*']], ['H Troll']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Peace', chit: 'MAGIC I4*' });
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat target who:"H Troll"']);
    g.run({ type: 'combat.target', actor: bob, who: 'H Troll' });
    const round1 = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4*', maneuver: 'dodge' }, forcedDice(TACTICS));
    return { g, round1 };
  }

  it('Peace: the H Troll makes no attack in the round it is cast, nor in the next while the Pilgrim leaves it alone; the reveal names spell, caster, target; the melee picture marks its attack held', () => {
    const { g, round1 } = peace();
    expect(roundLines(round1).slice(1)).toEqual([
      'Pilgrim casts Peace with MAGIC I4* at speed 4, white from a white colour chit, on the H Troll: in force (combat: ends with this combat)',
      'The H Troll → the Pilgrim: no attack (Peace (cast by the Pilgrim) holds the H Troll until attacked)',
    ]);
    expect(playOf(g.state()).inForce!.map((h) => [h.spell, h.labels])).toEqual([['Peace', ['the H Troll']]]);
    // The melee picture: his Peace in effect on the Troll, the Troll's attack held by the spell.
    const sheet = meleeViewFor(g.state())!.sheets[0]!;
    expect(sheet.spell).toEqual({ name: 'Peace', chit: 'MAGIC I4*', targets: [{ target: 'the H Troll', mark: 'none' }], outcome: 'in-effect' });
    expect(sheet.denizens.map((d) => [d.label, d.mark])).toEqual([['H Troll', 'held']]);
    // Round 2: he passes and attacks nobody; the Troll still holds back.
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob });
    const round2 = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M4*', maneuver: 'dodge' }, forcedDice(TACTICS));
    expect(roundLines(round2)).toContain('The H Troll → the Pilgrim: no attack (Peace (cast by the Pilgrim) holds the H Troll until attacked)');
    expect(round2.some((e) => e.type === 'play.spells-ended')).toBe(false);
  });

  it('Peace ends when an attack is aimed at its target: the Pilgrim’s FIGHT M3* at the Troll, and the Troll’s M4 strikes back the same round; Peace ends (broken) and MAGIC I4* fatigues (MP-11)', () => {
    const { g } = peace();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob, who: 'H Troll' });
    const round2 = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT M3*', direction: 'thrust', move: 'MOVE M4*', maneuver: 'dodge' }, forcedDice(TACTICS));
    // The Troll in box 1 (thrust) against his dodge (box 2) at 4: 4 does not undercut 4 — a miss, but an attack made.
    expect(roundLines(round2).slice(1)).toEqual(['The Pilgrim → the H Troll: intercepts, harm M', 'The H Troll → the Pilgrim: misses']);
    const ended = round2.find((e) => e.type === 'play.spells-ended')!;
    expect(ended.payload).toEqual({ at: 'broken', day: 1, ended: [0], inert: [], lines: ["Pilgrim's Peace on the H Troll ends: an attack was aimed at it"] });
    expect(playOf(g.state()).inForce).toEqual([]);
    expect(chitState(g.state(), 'bob', 'Pilgrim', 'MAGIC I4*')).toEqual(['fatigued']);
  });
});

describe('Pentangle (V, black, combat, individual): "Not affected by spells, curses, demons, or imp"', () => {
  /** The Wizard casts Fiery Blast (IV4*, speed 4) at the Witch King, who casts Pentangle (V3*, speed 3, black from his V4* enchanted by day) on himself. */
  function pentangle() {
    const g = clearing('L1', [[bob, 'Wizard', 'Fiery Blast, Lightning Bolt'], [carol, 'Witch King', 'Pentangle, Fiery Blast, Curse, Transform', 'E MAGIC V4*']], [], 'L');
    g.evening([1]);
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV4*' });
    g.run({ type: 'combat.cast', actor: carol, spell: 'Pentangle', chit: 'MAGIC V3*' }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Witch King' });
    g.run({ type: 'combat.target', actor: carol, who: 'Witch King' });
    g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'duck', aim: 'smash' });
    const round = g.run({ type: 'combat.play', actor: carol });
    return { g, round };
  }

  it('Pentangle: in force at speed 3, the Wizard’s Fiery Blast at speed 4 on the Witch King has no effect (no Missile roll); its MAGIC IV4* fatigues as it expires', () => {
    const { g, round } = pentangle();
    expect(roundLines(round)).toEqual([
      'Witch King casts Pentangle with MAGIC V3* at speed 3, black from a black colour chit, on the Witch King: in force (combat: ends with this combat)',
      "Wizard's Fiery Blast (Fiery Blast with MAGIC IV4* at speed 4, purple from the enchanted clearing L1) fails: the Witch King is immune to spells (Pentangle)",
    ]);
    expect(chitState(g.state(), 'bob', 'Wizard', 'MAGIC IV4*')).toEqual(['fatigued']);
    expect(sheetOf(g.state(), 'carol')!.chits.every((s) => s !== 'wounded')).toBe(true);
  });

  it('Pentangle: no demon or imp harms its target (their attacks are held back), any other monster’s still may', () => {
    const { g } = pentangle();
    const names = new Map([['imp', 'Imp'], ['demon', 'Winged Demon'], ['wolf', 'Wolf']]);
    const spells = sheetSpellsOf(g.state(), ['bob', 'carol', 'imp', 'demon', 'wolf'], names, (id) => `the ${names.get(id) ?? id}`);
    expect(spells.spared('imp', 'carol')).toBe('Pentangle: no demon or imp harms the carol');
    expect(spells.spared('demon', 'carol')).toBe('Pentangle: no demon or imp harms the carol');
    expect(spells.spared('wolf', 'carol')).toBeUndefined();
    expect(spells.spared('imp', 'bob')).toBeUndefined();
  });
});

describe('Elven Grace (III, gold, combat, individual): "Change MOVE L=1, M=2, H=3, T=4"', () => {
  it('Elven Grace: the Elf (MAGIC III4* enchanted gold) casts it on himself with III2*; his MOVE L3*, L2*, M4 read L1*, L1*, M2 — and MOVE M2 runs from the Wolf (move 3), as MOVE M4 could not', () => {
    const g = clearing('L1', [[bob, 'Elf', 'Elven Grace, Faerie Lights', 'E MAGIC III4*']], ['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    expect(g.refusal({ type: 'combat.run', actor: bob, chit: 'MOVE M4', to: 'L4' }).message).toContain('MOVE M4 is not faster than every monster on his sheet (move times 3)');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Elven Grace', chit: 'MAGIC III2*' });
    g.run({ type: 'combat.target', actor: bob, who: 'Elf' });
    const round = g.run({ type: 'combat.play', actor: bob, move: 'MOVE L3*', maneuver: 'dodge' }, forcedDice(TACTICS));
    expect(roundLines(round)).toContain('Elf casts Elven Grace with MAGIC III2* at speed 2, gold from a gold colour chit, on the Elf: in force (combat: ends with this combat)');
    expect(labels(g.state(), 'bob', 'MOVE')).toEqual(['MOVE L1*', 'MOVE L1*', 'MOVE M2']);
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain('/combat run chit:"MOVE M2" to:L4');
    const ran = g.run({ type: 'combat.run', actor: bob, chit: 'MOVE M2', to: 'L4' });
    expect(ran.find((e) => e.type === 'combat.acted')!.payload).toMatchObject({ what: 'run', ran: true, text: 'Elf runs to L4 with MOVE M2' });
  });
});

describe('Elven Grace on a monster', () => {
  it('Elven Grace on the Wolf (vulnerability M): its move reads 2 — the Elf’s MOVE L2*, faster than its printed 3, no longer runs from it', () => {
    const g = clearing('L1', [[bob, 'Elf', 'Elven Grace, Faerie Lights', 'E MAGIC III4*']], ['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain('/combat run chit:"MOVE L2*" to:L4');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Elven Grace', chit: 'MAGIC III2*' });
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    g.run({ type: 'combat.play', actor: bob, move: 'MOVE L3*', maneuver: 'dodge' }, forcedDice(TACTICS));
    expect(labels(g.state(), 'bob', 'MOVE')).toEqual(['MOVE L3*', 'MOVE L2*', 'MOVE M4']);
    expect(g.refusal({ type: 'combat.run', actor: bob, chit: 'MOVE L2*', to: 'L4' }).message).toContain('MOVE L2* is not faster than every monster on his sheet (move times 2)');
  });
});

describe('Poison (VIII, grey, combat, weapon): "Add one sharpness to damage caused by weapon"', () => {
  it('Poison: the Witch (MAGIC II3* enchanted grey) poisons her own weapon with VIII2*; next round her dagger with FIGHT L3* strikes L** — harm H, and the H Spider (vulnerability H) is killed', () => {
    const g = clearing('L1', [[bob, 'Witch', 'Poison, Prophecy, Curse', 'E MAGIC II3*']], ['H Spider']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Poison', chit: 'MAGIC VIII2*' });
    // MP-6: a weapon is named by the character who carries it.
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat target who:"Witch"']);
    g.run({ type: 'combat.target', actor: bob, who: 'Witch' });
    const round1 = g.run({ type: 'combat.play', actor: bob, move: 'MOVE L4', maneuver: 'dodge' }, forcedDice(TACTICS));
    expect(roundLines(round1)).toContain('Witch casts Poison with MAGIC VIII2* at speed 2, grey from a grey colour chit, on the Witch: in force (combat: ends with this combat)');
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: bob, who: 'H Spider' });
    // The dagger: N*, one level up for FIGHT L (stronger than its weight): L*; poisoned L** lands H (without, M).
    const round2 = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT L3*', direction: 'thrust', move: 'MOVE L4', maneuver: 'dodge' }, forcedDice(TACTICS));
    expect(roundLines(round2).slice(1)).toEqual(['The Witch → the H Spider: intercepts, harm H — killed', 'The H Spider → the Witch: no attack (the attacker fell first)', 'The H Spider is killed by the Witch']);
  });
});

describe('Melt Into Mist (VI, purple, permanent, individual): "Can only MOVE T4 (no fight)"', () => {
  /** The Witch King casts Melt Into Mist (VI3*, purple from the enchanted Ledges) on the Wizard, the Wolf on the Wizard's sheet (random assignment 2, 2 against 1, 1). */
  function mist() {
    const g = clearing('L1', [[bob, 'Wizard', 'Fiery Blast, Lightning Bolt'], [carol, 'Witch King', 'Melt Into Mist, Fiery Blast, Curse, Transform']], ['Wolf'], 'L');
    g.evening([1]);
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([2, 2, 1, 1]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: carol, spell: 'Melt Into Mist', chit: 'MAGIC VI3*' }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    g.run({ type: 'combat.target', actor: carol, who: 'Wizard' });
    // The caster of a spell that is no attack, nothing on his sheet, does not play (MP-1): the Wizard's play reveals the round.
    expect(currentCombat(g.state())!.playing).toEqual(['bob']);
    const round = g.run({ type: 'combat.play', actor: bob, fight: 'FIGHT L4', direction: 'thrust', move: 'MOVE M5', maneuver: 'dodge' }, forcedDice(TACTICS));
    return { g, round };
  }

  it('Melt Into Mist: the mist makes no attack, and the Wolf on its sheet no longer engages it (off the sheet, no attack); every MOVE chit of the Wizard reads MOVE T4', () => {
    const { g, round } = mist();
    expect(roundLines(round)).toEqual([
      'Witch King casts Melt Into Mist with MAGIC VI3* at speed 3, purple from the enchanted clearing L1, on the Wizard: in force (permanent: in force until Midnight, then inert); the Wolf no longer engages the Wizard',
      'The Wizard → the Wolf: no attack (the Wizard is mist (Melt Into Mist): no fight)',
    ]);
    expect(round.find((e) => e.type === 'combat.disengaged')!.payload).toEqual({ clearing: 'L1', id: 'bob', label: 'the Wizard', ids: [expect.stringMatching(/wolf/)], labels: ['the Wolf'], spell: 'Melt Into Mist' });
    expect(currentCombat(g.state())!.denizens.find((d) => d.label === 'Wolf')!.on).toBeUndefined();
    expect(labels(g.state(), 'bob', 'MOVE')).toEqual(['MOVE T4', 'MOVE T4*', 'MOVE T4', 'MOVE T4']);
  });

  it('Pentangle on the mist suspends Melt Into Mist (his MOVE chits read as printed, the spell kept aside); the combat’s end ends Pentangle and Melt Into Mist is back in force (MOVE T4)', () => {
    const { g } = mist();
    const c = currentCombat(g.state())!;
    const spell = spellNamed('Pentangle')!;
    const reveal = IN_COMBAT_REVEALS.pentangle!({ state: g.state(), c, caster: 'carol', name: 'Witch King', spell, def: effectOf('Pentangle') as never, cast: {} as never, targets: ['bob'], labels: ['the Wizard'], dice: forcedDice([]), actor: 'carol' });
    expect(reveal.lines).toEqual(['the spells on the Wizard are suspended while it lasts']);
    expect(reveal.events.map((e) => e.payload)).toEqual([{ by: 'carol|Pentangle|1', spell: 'Pentangle', indices: [0], lines: ["Witch King's Melt Into Mist on the Wizard is suspended while Pentangle is in force"] }]);
    const held = { spell: 'Pentangle', duration: 'combat' as const, colour: 'black', castDay: 1, caster: 'carol', name: 'Witch King', targets: ['bob'], labels: ['the Wizard'], clearing: 'L1' };
    const suspended = applied(g.state(), [...reveal.events, { type: 'play.spell-in-force', payload: { held, text: '' }, visibility: PUBLIC, actor: 'carol' }]);
    expect(playOf(suspended).inForce!.map((h) => h.spell)).toEqual(['Pentangle']);
    expect(playOf(suspended).suspended!.map((x) => [x.held.spell, x.by])).toEqual([['Melt Into Mist', 'carol|Pentangle|1']]);
    expect(labels(suspended, 'bob', 'MOVE')).toEqual(['MOVE M5', 'MOVE M4*', 'MOVE M5', 'MOVE M5']);
    // The end of the combat in L1 ends Pentangle (a combat spell): Melt Into Mist (permanent) comes back.
    const over = applied(suspended, spellsEndedEvents(suspended, { at: 'combat-ended' }, 1, 'gm', 'L1'));
    expect(playOf(over).inForce!.map((h) => h.spell)).toEqual(['Melt Into Mist']);
    expect(playOf(over).suspended).toEqual([]);
    expect(labels(over, 'bob', 'MOVE')).toEqual(['MOVE T4', 'MOVE T4*', 'MOVE T4', 'MOVE T4']);
  });

  it('a suspended spell’s time runs on: a combat spell suspended in L1 ends with that combat (its MAGIC chit fatigues), it does not come back', () => {
    const { g } = mist();
    // The Witch King's Melt Into Mist read as a combat spell of L1 for this case, kept aside by a spell that stays.
    const melt = { ...playOf(g.state()).inForce![0]!, duration: 'combat' as const };
    const state = { ...g.state(), play: { ...playOf(g.state()), inForce: [], suspended: [{ held: melt, by: 'bob|Other|1' }] } } as ReturnType<typeof g.state>;
    const ended = spellsEndedEvents(state, { at: 'combat-ended' }, 1, 'gm', 'L1');
    expect(ended[0]!.payload).toMatchObject({ ended: [], endedSuspended: [0], lines: ["Witch King's Melt Into Mist (suspended) ends at the end of combat in L1"] });
    expect(ended[1]!.payload).toMatchObject({ userId: 'carol', what: 'MAGIC VI3* fatigued (the spell it held expired at the end of combat in L1)' });
    expect(playOf(applied(state, ended))).toMatchObject({ inForce: [], suspended: [] });
  });

  it('Melt Into Mist falls inert at Midnight (MP-9) and then does nothing: his MOVE chits read as printed again', () => {
    const { g } = mist();
    const s = g.state();
    const midnight = spellsEndedEvents(s, { at: 'midnight', day: 1 }, 1, 'gm');
    const after = applied(s, midnight);
    expect(playOf(after).inForce!.map((h) => [h.spell, h.inert])).toEqual([['Melt Into Mist', true]]);
    expect(labels(after, 'bob', 'MOVE')).toEqual(['MOVE M5', 'MOVE M4*', 'MOVE M5', 'MOVE M5']);
  });
});

describe('Roof Collapses (IV, purple, attack, clearing, cave only): "All attacked SMASH H4 (cave only)"', () => {
  it('Roof Collapses: in the Borderland’s caves clearing 4 every individual is attacked, the caster too — smash H at speed 4, no Missile roll: the Witch King (no maneuver) is intercepted, harm H, killed; the Wolf in box 1 with move 3 is missed', () => {
    const g = clearing('B4', [[bob, 'Witch King', 'Roof Collapses, Fiery Blast, Curse, Transform', 'E MAGIC IV4*']], ['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Roof Collapses', chit: 'MAGIC IV3*' });
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat target who:"clearing"']);
    g.run({ type: 'combat.target', actor: bob, who: 'clearing' });
    // Not an attack spell of the `attack` kind: its direction is printed, no aim: is asked.
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat play']);
    const round = g.run({ type: 'combat.play', actor: bob }, forcedDice(TACTICS));
    expect(roundLines(round).slice(1)).toEqual([
      'Witch King casts Roof Collapses with MAGIC IV3* at speed 3, purple from a purple colour chit: smash H4 on the Witch King, the Wolf',
      'The Witch King’s Roof Collapses → the Witch King: intercepts, harm H — killed',
      'The Witch King’s Roof Collapses → the Wolf: misses',
      'The Wolf → the Witch King: no attack (the target fell first)',
      'The Witch King is killed by the Witch King',
    ]);
  });

  it('Roof Collapses reaches a hidden character in the cave who is not among the fighters: the Amazon, hidden by day (HIDE 2, 1), is struck with no maneuver — her Helmet is destroyed, a wound — and stays hidden, told alone', () => {
    const g = game('', [[bob, 'Witch King'], [carol, 'Amazon']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'play.setup', actor: bob, spells: 'Roof Collapses, Fiery Blast, Curse, Transform' });
    g.run({ type: 'board.piece', actor: gm, label: 'Witch King', at: 'B4', kind: 'character', owner: 'bob' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'B4', kind: 'character', owner: 'carol' });
    g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'B4', kind: 'monster' });
    g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
    g.run({ type: 'play.record', actor: bob, phases: 'E MAGIC IV4*' });
    g.run({ type: 'play.record', actor: carol, phases: 'H' });
    // The monster roll 6, the turn order's die 1 (the Witch King first), the Amazon's HIDE 2, 1: hidden.
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 1, 2, 1]));
    expect(currentCombat(g.state())).toMatchObject({ order: ['bob'] });
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Roof Collapses', chit: 'MAGIC IV3*' });
    g.run({ type: 'combat.target', actor: bob, who: 'clearing' });
    const round = g.run({ type: 'combat.play', actor: bob }, forcedDice(TACTICS));
    // The table is not told she is there: the public round names her nowhere.
    expect(roundLines(round).slice(1, 4)).toEqual([
      'Witch King casts Roof Collapses with MAGIC IV3* at speed 3, purple from a purple colour chit: smash H4 on the Witch King, the Wolf',
      'The Witch King’s Roof Collapses → the Witch King: intercepts, harm H — killed',
      'The Witch King’s Roof Collapses → the Wolf: misses',
    ]);
    expect(round.filter((e) => e.visibility === PUBLIC).map((e) => JSON.stringify(e.payload)).join()).not.toContain('Amazon');
    // She alone is told the strike on her; her wound and armour are hers as ever.
    const unseen = round.find((e) => e.type === 'combat.struck-unseen')!;
    expect([unseen.payload, unseen.visibility]).toEqual([{ userId: 'carol', name: 'Amazon', lines: ['The Witch King’s Roof Collapses → the Amazon: intercepts, harm H; her Helmet is destroyed — a wound'] }, { kind: 'players', userIds: ['carol'] }]);
    expect(round.find((e) => e.type === 'play.owed')!.payload).toMatchObject({ userId: 'carol', owed: { kind: 'wound', count: 1 } });
    expect(boardOf(g.state()).pieces.find((p) => p.owner === 'carol')!.hidden).toBe(true);
  });

  it('Roof Collapses is cast in a caves clearing only: refused in the Ledges’ woods clearing 1', () => {
    const g = clearing('L1', [[bob, 'Witch King', 'Roof Collapses, Fiery Blast, Curse, Transform', 'E MAGIC IV4*']], ['Wolf']);
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    const r = g.refusal({ type: 'combat.cast', actor: bob, spell: 'Roof Collapses', chit: 'MAGIC IV3*' });
    expect([r.message, r.hint]).toEqual(['Roof Collapses is cast in a caves clearing only (its card); L1 is woods', 'cast it when he fights in a caves clearing, or cast another spell']);
  });
});

describe('Unleash Power (VI, purple, day, magic(all)): "MOVE/FIGHT 2,3=L, 4=M, 5=H, 6=T"', () => {
  /** The Witch King casts Unleash Power with MAGIC VI3* (purple from the enchanted Ledges) on his own chits; the Wizard beside him passes. */
  function unleash() {
    const g = clearing('L1', [[bob, 'Witch King', 'Unleash Power, Fiery Blast, Curse, Transform'], [carol, 'Wizard', 'Fiery Blast, Lightning Bolt']], [], 'L');
    g.evening([1]);
    g.run({ type: 'combat.cast', actor: bob, spell: 'Unleash Power', chit: 'MAGIC VI3*' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat target who:"Witch King"']);
    g.run({ type: 'combat.target', actor: bob, who: 'Witch King' });
    // Nobody plays: his spell is no attack, nobody targets or holds anyone — the last target reveals the round.
    const round1 = g.run({ type: 'combat.target', actor: carol });
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Wizard' });
    g.run({ type: 'combat.target', actor: carol });
    return { g, round1 };
  }

  it('Unleash Power: the Witch King (no MOVE or FIGHT chit of his own) casts it with MAGIC VI3*; next round MAGIC V3* ducks as MOVE L3 and MAGIC IV4* smashes as FIGHT M4 — his dagger L*, harm M: the Wizard (ducking too) is killed', () => {
    const { g, round1 } = unleash();
    expect(roundLines(round1)).toEqual(['Witch King casts Unleash Power with MAGIC VI3* at speed 3, purple from the enchanted clearing L1, on the Witch King: in force (day: ends at Sunset of day 2)']);
    g.run({ type: 'combat.play', actor: bob, fight: 'MAGIC IV4*', direction: 'smash', move: 'MAGIC V3*', maneuver: 'duck' });
    const round2 = g.run({ type: 'combat.play', actor: carol, move: 'MOVE M5', maneuver: 'duck' });
    // The dagger N*, one level up for FIGHT M (stronger than its weight): L*, harm M, the Wizard's vulnerability.
    expect(roundLines(round2)).toEqual(['The Witch King → the Wizard: intercepts, harm M — killed', 'The Wizard is killed by the Witch King']);
    expect((round2.find((e) => e.type === 'combat.round')!.payload as { plays: { text: string }[] }).plays[0]!.text).toBe('MAGIC IV4* smash at the Wizard; MAGIC V3* duck');
  });

  it('Unleash Power: the chit that holds it plays as no MOVE or FIGHT chit; without the spell a MAGIC chit is no MOVE chit', () => {
    const { g } = unleash();
    expect(g.refusal({ type: 'combat.play', actor: carol, move: 'MAGIC II4*', maneuver: 'duck' }).message).toBe('the Wizard has no chit "MAGIC II4*"');
    const r = g.refusal({ type: 'combat.play', actor: bob, move: 'MAGIC VI3*', maneuver: 'duck' });
    expect([r.message, r.hint]).toEqual(['MAGIC VI3* is busy with magic (it casts this round, or holds a spell in force)', 'play another chit']);
  });
});
