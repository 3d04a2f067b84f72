import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { checkCombatCast } from '../../../../src/engine/rulesets/magic-realm/combat/cast.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { atPeaceWithNature } from '../../../../src/engine/rulesets/magic-realm/magic/moves-in-force.js';
import type { PlayEventPayloads } from '../../../../src/engine/rulesets/magic-realm/play/events.js';
import type { GameState } from '../../../../src/engine/core/state.js';
import { decide, waitingOn } from '../../../../src/engine/parts.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;
const SPELLS = 'Talk to Wise Bird, Whistle for Monsters, Peace with Nature';

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const isPublic = (e: StoredEvent) => e.visibility === PUBLIC || (e.visibility as { kind?: string }).kind === 'public';

/**
 * Issue 29, the spells that move, look, ask, protect or enchant, cast with forced dice. The Magician (bob) in the
 * Crag's clearing 1 of the original board, the Crag turned to its enchanted side (grey, gold and purple magic in every
 * clearing, MP-2), the Wolf with him so the evening brings combat. His MAGIC chits: II3*, VIII4*, III3*, VII4**, V4**,
 * VI4*, IV3*. Day 1, the monster roll 6.
 */
function crag(spells: string, setUp: (g: ReturnType<typeof game>) => void = () => {}, monster = 'Wolf', other: [character: string, spells?: string] = ['Amazon']) {
  const g = game('', [[bob, 'Magician'], ...(monster ? [] : [[carol, other[0]] as [typeof carol, string]])]);
  if (!monster && other[1]) g.run({ type: 'play.setup', actor: carol, spells: other[1] });
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells });
  g.run({ type: 'board.enchant', actor: gm, tile: 'CG' });
  g.run({ type: 'board.piece', actor: gm, label: 'Magician', at: 'CG1', kind: 'character', owner: 'bob' });
  if (monster) g.run({ type: 'board.piece', actor: gm, label: monster, at: 'CG1', kind: 'monster' });
  else g.run({ type: 'board.piece', actor: gm, label: other[0], at: 'CG1', kind: 'character', owner: 'carol' });
  setUp(g);
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  // The monster roll 6; with the Amazon, the turn order's draw 1 keeps the Magician first.
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice(monster ? [6] : [6, 1]));
  // The luring: the monster comes to him (the only candidate); the other character lures nothing.
  while (currentCombat(g.state())!.step === 'lure') g.run({ type: 'combat.pass', actor: currentCombat(g.state())!.order[currentCombat(g.state())!.turn] === 'carol' ? carol : bob }, forcedDice([1, 1, 6, 6]));
  return g;
}

describe('Talk to Wise Bird (II, gold, instant, character: "Immediate PEER in any hex")', () => {
  it('the Magician PEERs into the Ledges 1, two tiles away: Peer table 2 → clues and paths — the Ledges\' hidden path 1–3 and its face-down Smoke M are his alone; the reveal tells the dice', () => {
    const g = crag(SPELLS, (g) => g.run({ type: 'board.piece', actor: gm, label: 'Smoke M', at: 'L', kind: 'chit', seen: 'gm' }));
    const c = currentCombat(g.state())!;
    // The offer names a clearing the cast accepts (his own).
    expect(offeredCommands(g.state(), c, 'bob')).toContain('/combat cast spell:"Talk to Wise Bird" chit:"MAGIC II3*" detail:"CG1"');
    expect(() => g.run({ type: 'combat.cast', actor: bob, spell: 'Talk to Wise Bird', chit: 'MAGIC II3*' })).toThrow(/Talk to Wise Bird PEERs into a clearing you name/);
    expect(() => g.run({ type: 'combat.cast', actor: bob, spell: 'Talk to Wise Bird', chit: 'MAGIC II3*', detail: 'ZZ9' })).toThrow(/"ZZ9" is no clearing of the board/);
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Talk to Wise Bird', chit: 'MAGIC II3*', detail: 'l1' });
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ spell: 'Talk to Wise Bird', detail: 'L1' });
    // The clearing named stays secret with the cast.
    expect(JSON.stringify(cast.filter(isPublic))).not.toMatch(/L1|Wise Bird/);
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat target who:"Magician"']);
    g.run({ type: 'combat.target', actor: bob, who: 'Magician' });
    // The spells come first: the Peer table 2, 1 (the higher, 2, counts); then repositioning 4, change tactics 2, 3.
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE L4', maneuver: 'dodge' }, forcedDice([2, 1, 4, 2, 3]));
    const round = payload(events, 'combat.round');
    expect(round.spells).toEqual([expect.objectContaining({ spell: 'Talk to Wise Bird', outcome: 'in-effect' })]);
    expect(round.lines).toContain(
      'Magician casts Talk to Wise Bird with MAGIC II3* at speed 3, gold from the enchanted clearing CG1, on the Magician; the Magician PEERs into L1: Peer table: 2, 1 → 2: Clues and paths: secretly look at the face-down map chits of the target tile, and discover every hidden path joined to the target clearing; what it finds is told to that character alone',
    );
    // What it finds is his alone: the hidden path L1–L3 and the Ledges' face-down chit, now seen by him.
    const found = events.find((e) => e.type === 'play.found')!;
    expect(found.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(found.payload).toEqual({ userId: 'bob', name: 'Magician', paths: ['L1-L3'], chits: ['Smoke M'], hiddenEnemies: false });
    expect(JSON.stringify(events.filter(isPublic))).not.toMatch(/Smoke|L1-L3/);
    expect(boardOf(g.state()).discovered.bob).toContain('L1-L3');
    expect(boardOf(g.state()).pieces.find((p) => p.label === 'Smoke M')!.seenBy).toEqual(['bob']);
    // Instant: nothing stays in force; MAGIC II3* fatigues at once (MP-11).
    expect(playOf(g.state()).inForce ?? []).toEqual([]);
    expect(events.find((e) => e.type === 'play.sheet-set')!.payload).toMatchObject({ what: 'in combat: MAGIC II3* fatigued (his spell expired)' });
  });
});

describe('Peace with Nature (VII, gold, permanent, leader: "Not attacked by warning or sound chits")', () => {
  /** Cast on himself with MAGIC VII4** (gold from the enchanted Crag) on day 1, the Amazon passing; the GM ends the combat, Midnight comes, day 2 begins; Flutter 1 lies face down in the Crag. */
  function peace() {
    const g = crag(SPELLS, () => {}, '');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Peace with Nature', chit: 'MAGIC VII4**' });
    // The target order's shuffle: 1 keeps the Magician first.
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Magician' });
    // Nobody attacks: the round is revealed as the last target is picked (no secret plays).
    const round = g.run({ type: 'combat.pass', actor: carol });
    const held = playOf(g.state()).inForce;
    const atPeaceDay1 = atPeaceWithNature(g.state(), 'bob');
    g.run({ type: 'combat.end', actor: gm });
    g.run({ type: 'play.advance', actor: gm, through: true });
    g.run({ type: 'board.piece', actor: gm, label: 'Flutter 1', at: 'CG', kind: 'chit', seen: 'gm' });
    return { g, round, held, atPeaceDay1 };
  }
  /** Day 2 from this state: the monster roll 6 (Flutter summons the Bat Box on row 6), the turn order's draw 1: the Magician first; blank turns. */
  const day2 = (s: GameState) => {
    const events = decide(s, { type: 'play.advance', actor: gm, through: true }, forcedDice([6, 1, 1, 1, 1, 1, 1, 1]));
    if (!Array.isArray(events)) throw events;
    return { energised: events.some((e) => e.type === 'play.spells-energised'), summoned: events.filter((e) => e.type === 'play.summoned').map((e) => e.payload as PlayEventPayloads['play.summoned']) };
  };

  it('goes into force on the Magician at the reveal (permanent: in force until Midnight, then inert), on his card', () => {
    const { round, held, atPeaceDay1 } = peace();
    expect(payload(round, 'combat.round').lines).toContain('Magician casts Peace with Nature with MAGIC VII4** at speed 4, gold from the enchanted clearing CG1, on the Magician: in force (permanent: in force until Midnight, then inert)');
    expect(held).toEqual([expect.objectContaining({ spell: 'Peace with Nature', duration: 'permanent', colour: 'gold', caster: 'bob', targets: ['bob'], castDay: 1 })]);
    expect(atPeaceDay1).toBe(true);
  });

  it('inert after Midnight, energised at Sunrise by the gold of the enchanted Crag: the Flutter 1 of his tile summons nothing at the end of his turn (roll 6); the Crag turned to its normal side, it stays inert and the Flutter calls the Giant Bats to CG1', () => {
    const { g } = peace();
    // Midnight left it inert (MP-9).
    expect(playOf(g.state()).inForce).toEqual([expect.objectContaining({ spell: 'Peace with Nature', inert: true })]);
    expect(atPeaceWithNature(g.state(), 'bob')).toBe(false);
    const quiet = day2(g.state());
    expect(quiet.energised).toBe(true);
    const his = quiet.summoned.find((x) => x.name === 'Magician');
    expect(his?.summonedBy ?? []).toEqual([]);
    expect(his?.placed ?? []).toEqual([]);
    // No gold in his clearing (the Crag's normal side) nor on day 2: it stays inert, and the Flutter summons.
    g.run({ type: 'board.enchant', actor: gm, tile: 'CG' });
    const loud = day2(g.state());
    expect(loud.energised).toBe(false);
    const summoned = loud.summoned.find((x) => x.name === 'Magician')!;
    expect(summoned.summonedBy).toEqual(['Flutter 1']);
    expect(summoned.placed.map((p) => [p.by, `${p.pieces[0]!.tile}${p.pieces[0]!.clearing}`])).toEqual([['Flutter 1', 'CG1']]);
  });
});

describe('Whistle for Monsters (VIII, purple, instant, sound: "Move sound chit to or from your hex")', () => {
  /** The Magician and the Amazon in CG1; Howl 4 face up in the Curst Valley, Slither 3 face up in the Crag, Roar 6 face down (the GM's) in the Awful Valley. */
  const whistling = () =>
    crag(
      SPELLS,
      (g) => {
        g.run({ type: 'board.piece', actor: gm, label: 'Howl 4', at: 'CV', kind: 'chit', seen: 'all' });
        g.run({ type: 'board.piece', actor: gm, label: 'Slither 3', at: 'CG', kind: 'chit', seen: 'all' });
        g.run({ type: 'board.piece', actor: gm, label: 'Roar 6', at: 'AV', kind: 'chit', seen: 'gm' });
      },
      '',
    );
  /** Cast with MAGIC VIII4* (purple from the enchanted Crag) naming `detail`, aimed at his tile, the Amazon passing; the round revealed. */
  const whistle = (g: ReturnType<typeof whistling>, detail: string) => {
    g.run({ type: 'combat.cast', actor: bob, spell: 'Whistle for Monsters', chit: 'MAGIC VIII4*', detail });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'tile' });
    return g.run({ type: 'combat.pass', actor: carol });
  };
  const where = (g: ReturnType<typeof whistling>, label: string) => boardOf(g.state()).pieces.find((p) => p.label === label)!.tile;

  it('Howl 4 comes from the Curst Valley to his tile, the Crag (public: it lies face up); the offer names it', () => {
    const g = whistling();
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain('/combat cast spell:"Whistle for Monsters" chit:"MAGIC VIII4*" detail:"Howl 4"');
    const events = whistle(g, 'howl 4');
    expect(payload(events, 'combat.round').lines).toContain('Magician casts Whistle for Monsters with MAGIC VIII4* at speed 4, purple from the enchanted clearing CG1, on the tile CG; the Howl 4 moves from CV to CG');
    expect(where(g, 'Howl 4')).toBe('CG');
    expect(events.find((e) => e.type === 'board.piece-set')!.visibility).toEqual(PUBLIC);
    expect(playOf(g.state()).inForce ?? []).toEqual([]);
  });

  it('Slither 3, in his tile, goes away to the Awful Valley named after "to"', () => {
    const g = whistling();
    whistle(g, 'Slither 3 to AV');
    expect(where(g, 'Slither 3')).toBe('AV');
  });

  it('bad details are refused at the cast with how to say them: a chit he never saw, one of his tile with no tile to go to, one elsewhere with a tile, no detail', () => {
    const g = whistling();
    const cast = (detail?: string) => () => g.run({ type: 'combat.cast', actor: bob, spell: 'Whistle for Monsters', chit: 'MAGIC VIII4*', ...(detail ? { detail } : {}) });
    expect(cast('Roar 6')).toThrow(/"Roar 6" is no sound chit you know of/);
    expect(cast('Slither 3')).toThrow(/the Slither 3 lies in your tile already: name the tile it goes to/);
    expect(cast('Slither 3 to ZZ')).toThrow(/"ZZ" is no tile of the board/);
    expect(cast('Howl 4 to AV')).toThrow(/the Howl 4 lies in CV, not in your tile: it can only come to CG/);
    expect(cast()).toThrow(/Whistle for Monsters moves a sound chit you name/);
    expect(currentCombat(g.state())!.casts).toBeUndefined();
  });
});

describe('Protection from Magic (VII, gold, phase, character: "Immune to spells for one phase")', () => {
  it('cast in round 1, its phase chit waits; played in round 2, the Witch King\'s Fiery Blast at the Magician fails (its MAGIC IV3* fatigues), and the round\'s end ends the protection (MAGIC VII4** fatigues)', () => {
    const g = crag(SPELLS.replace('Peace with Nature', 'Protection from Magic'), () => {}, '', ['Witch King', 'Fiery Blast, Curse, Transform, Absorb Essence']);
    // Round 1: he casts it on himself; the Witch King passes.
    g.run({ type: 'combat.cast', actor: bob, spell: 'Protection from Magic', chit: 'MAGIC VII4**' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Magician' });
    const r1 = g.run({ type: 'combat.pass', actor: carol });
    expect(payload(r1, 'combat.round').lines).toContain('Magician casts Protection from Magic with MAGIC VII4** at speed 4, gold from the enchanted clearing CG1, on the Magician: in force (phase: until its chit is played)');
    expect(playOf(g.state()).inForce).toEqual([expect.objectContaining({ spell: 'Protection from Magic', duration: 'phase', targets: ['bob'] })]);
    // Only he holds its chit: the Witch King cannot play it, nor he a spell he has no chit of.
    expect(() => g.run({ type: 'combat.use', actor: carol, spell: 'Protection from Magic' })).toThrow(/the Witch King holds no chit of "Protection from Magic" to play/);
    expect(() => g.run({ type: 'combat.use', actor: bob, spell: 'Broomstick' })).toThrow(/holds no chit of "Broomstick" to play — play one of spell:"Protection from Magic"/);
    // Round 2: he plays the chit (no action: he still passes), the Witch King casts Fiery Blast at him.
    const used = g.run({ type: 'combat.use', actor: bob, spell: 'Protection from Magic' });
    expect(used.find((e) => e.type === 'play.spell-chit-played')!.payload).toMatchObject({ text: 'Magician plays his Protection from Magic chit: immune to spells through this round' });
    expect(used.find((e) => e.type === 'play.spell-chit-played')!.visibility).toEqual(PUBLIC);
    expect(() => g.run({ type: 'combat.use', actor: bob, spell: 'Protection from Magic' })).toThrow(/no move or phase spell in force on you holds a chit to play/);
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: carol, spell: 'Fiery Blast', chit: 'MAGIC IV3*' }, forcedDice([1]));
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.target', actor: carol, who: 'Magician' });
    g.run({ type: 'combat.play', actor: carol, aim: 'thrust' });
    // Aimed at, he plays too (a maneuver).
    const r2 = g.run({ type: 'combat.play', actor: bob, move: 'MOVE L4', maneuver: 'dodge' });
    const round = payload(r2, 'combat.round');
    expect(round.spells).toEqual([expect.objectContaining({ name: 'Witch King', spell: 'Fiery Blast', outcome: 'broken', targets: ['the Magician'], why: 'the Magician is immune to spells this round (Protection from Magic)' })]);
    expect(round.lines).toContain("Witch King's Fiery Blast (Fiery Blast with MAGIC IV3* at speed 3, purple from the enchanted clearing CG1) fails: the Magician is immune to spells this round (Protection from Magic)");
    expect(round.strikes).toEqual([]);
    // The round's end ends the protection: MAGIC VII4** fatigues (MP-11); the Witch King's MAGIC IV3* fatigued as his spell failed.
    expect(r2.find((e) => e.type === 'play.spells-ended')!.payload).toMatchObject({ at: 'use-ended', clearing: 'CG1', lines: ["Magician's Protection from Magic ends at the end of the round in CG1"] });
    expect(playOf(g.state()).inForce).toEqual([]);
    const what = r2.filter((e) => e.type === 'play.sheet-set').map((e) => (e.payload as { what: string }).what);
    expect(what).toEqual(expect.arrayContaining(['MAGIC VII4** fatigued (the spell it held expired at the end of the round in CG1)', 'in combat: MAGIC IV3* fatigued (his spell expired)']));
  });
});

describe('Ask Demon (V, black, instant, ask demon: "Ask question with yes/no or number answer")', () => {
  it('the question, named with the cast, goes to the GM privately at the reveal and waits (the GM reminded) until he answers; the answer goes to the Magician alone', () => {
    const g = crag(SPELLS.replace('Whistle for Monsters', 'Ask Demon'), () => {}, '');
    // Black magic: the Cloven Hoof he carries (a black treasure).
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Cloven Hoof' } });
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain('/combat cast spell:"Ask Demon" chit:"MAGIC V4**" detail:"Is the Crypt of the Knight in the Cliff?"');
    expect(() => g.run({ type: 'combat.cast', actor: bob, spell: 'Ask Demon', chit: 'MAGIC V4**' })).toThrow(/Ask Demon asks the demon a question — add detail:"your question"/);
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Ask Demon', chit: 'MAGIC V4**', detail: 'Is the Hoard in the Cliff?' });
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ spell: 'Ask Demon', detail: 'Is the Hoard in the Cliff?', text: 'Ask Demon with MAGIC V4** at speed 4, black from the Cloven Hoof' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Magician' });
    const events = g.run({ type: 'combat.pass', actor: carol });
    expect(payload(events, 'combat.round').lines).toContain('Magician casts Ask Demon with MAGIC V4** at speed 4, black from the Cloven Hoof, on the Magician; Magician asks the demon a question: the GM answers him privately');
    const asked = events.find((e) => e.type === 'play.demon-asked')!;
    expect(asked.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(asked.payload).toEqual({ userId: 'bob', name: 'Magician', question: 'Is the Hoard in the Cliff?', day: 1 });
    expect(JSON.stringify(events.filter(isPublic))).not.toMatch(/Hoard/);
    // It waits on the GM: the scheduler reminds him while nothing else waits.
    expect(waitingOn(g.state())).toMatchObject({ kind: 'demon', missing: ['gm'], what: "the demon's answer to the Magician's question (Ask Demon)" });
    // Only the GM answers, and only a question that waits.
    expect(() => g.run({ type: 'play.demon-answer', actor: carol, player: 'bob', answer: 'yes' })).toThrow(/only the GM answers for the demon/);
    expect(() => g.run({ type: 'play.demon-answer', actor: gm, player: 'carol', answer: 'yes' })).toThrow(/that player has asked the demon nothing that waits for an answer — answer the Magician/);
    const answered = g.run({ type: 'play.demon-answer', actor: gm, player: 'bob', answer: 'no' });
    expect(answered[0]!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(answered[0]!.payload).toEqual({ userId: 'bob', name: 'Magician', question: 'Is the Hoard in the Cliff?', day: 1, index: 0, answer: 'no' });
    expect(playOf(g.state()).demonQuestions).toEqual([]);
    expect(waitingOn(g.state())).toBeUndefined();
  });
});

describe('Enchant Artifact (VI, purple, permanent, artifact: "Add spell and MAGIC chit to artifact")', () => {
  it('Talk to Wise Bird (II) on the Blasted Jewel (V): in force, the Jewel casts type II besides V — and the Amazon, given it, casts Talk to Wise Bird with it though it is on no card of hers', () => {
    const g = crag('Talk to Wise Bird, Whistle for Monsters, Enchant Artifact', () => {}, '');
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Blasted Jewel' } });
    // Before: the Jewel casts its printed type only.
    expect(() => checkCombatCast(g.state(), currentCombat(g.state())!, 'bob', { spell: 'Talk to Wise Bird', chit: 'Blasted Jewel' })).toThrow(/the Blasted Jewel casts type V spells; Talk to Wise Bird is type II/);
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain('/combat cast spell:"Enchant Artifact" chit:"MAGIC VI4*" detail:"Talk to Wise Bird on Blasted Jewel"');
    expect(() => g.run({ type: 'combat.cast', actor: bob, spell: 'Enchant Artifact', chit: 'MAGIC VI4*', detail: 'Fiery Blast on Blasted Jewel' })).toThrow(/Fiery Blast is not on your card/);
    expect(() => g.run({ type: 'combat.cast', actor: bob, spell: 'Enchant Artifact', chit: 'MAGIC VI4*', detail: 'Talk to Wise Bird on Eye of the Idol' })).toThrow(/you carry no artifact or spell book "Eye of the Idol"/);
    g.run({ type: 'combat.cast', actor: bob, spell: 'Enchant Artifact', chit: 'MAGIC VI4*', detail: 'talk to wise bird on the blasted jewel' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Magician' });
    const events = g.run({ type: 'combat.pass', actor: carol });
    expect(payload(events, 'combat.round').lines).toContain('Magician casts Enchant Artifact with MAGIC VI4* at speed 4, purple from the enchanted clearing CG1, on the Magician: in force (permanent: in force until Midnight, then inert); the Blasted Jewel holds Talk to Wise Bird (type II) while the spell is in force');
    expect(playOf(g.state()).inForce).toEqual([expect.objectContaining({ spell: 'Enchant Artifact', duration: 'permanent', outcome: 'Talk to Wise Bird on Blasted Jewel' })]);
    // Round 2: the Jewel casts Talk to Wise Bird (type II, speed 0); given to the Amazon, it casts it for her.
    expect(checkCombatCast(g.state(), currentCombat(g.state())!, 'bob', { spell: 'Talk to Wise Bird', chit: 'Blasted Jewel' })).toMatchObject({ means: { treasure: 'Blasted Jewel' }, speed: 0 });
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'take', item: 'Blasted Jewel' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'give', item: 'Blasted Jewel' } });
    expect(checkCombatCast(g.state(), currentCombat(g.state())!, 'carol', { spell: 'Talk to Wise Bird', chit: 'Blasted Jewel' })).toMatchObject({ means: { treasure: 'Blasted Jewel' } });
    expect(() => checkCombatCast(g.state(), currentCombat(g.state())!, 'bob', { spell: 'Talk to Wise Bird', chit: 'Blasted Jewel' })).toThrow(/does not carry Blasted Jewel/);
  });
});
