import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { cardOf, currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { chitLabel, characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { describeEvent } from '../../../../src/engine/parts.js';
import { onlyPlayers, type StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

type Who = { id: string; name: string };

/**
 * Issue 29, the instant spells with forced dice. The caster (bob) and a second character (carol) in one clearing of
 * the original board, so the evening brings combat; `monsters` there too. A colour the clearing lacks comes from a
 * treasure the GM gives (the Sacred Grail: white; the Cloven Hoof: black — given to carol, so it is no modifier of
 * bob's rolls; the Golden Icon: grey). Day 1, the monster roll 6; the turn order's die 1 keeps bob first.
 */
function arena(o: { caster: string; spells: string; at?: string; other?: string; otherSpells?: string; monsters?: string[]; gifts?: [Who, string][]; enchant?: string }) {
  const at = o.at ?? 'L1';
  const g = game('', [[bob, o.caster], [carol, o.other ?? 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: o.spells });
  if (o.otherSpells) g.run({ type: 'play.setup', actor: carol, spells: o.otherSpells });
  if (o.enchant) g.run({ type: 'board.enchant', actor: gm, tile: o.enchant });
  g.run({ type: 'board.piece', actor: gm, label: o.caster, at, kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: o.other ?? 'Amazon', at, kind: 'character', owner: 'carol' });
  for (const m of o.monsters ?? []) g.run({ type: 'board.piece', actor: gm, label: m, at, kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  for (const [who, item] of o.gifts ?? []) g.run({ type: 'play.sheet', actor: gm, player: who.id, change: { kind: 'give', item } });
  const evening = (dice: number[] = [1]) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, ...dice]));
  const sheet = (id = 'bob') => sheetOf(g.state(), id)!;
  return { ...g, evening, sheet };
}

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const states = (character: string, sheet: { chits: string[] }, label: string): string[] => characterKit(character)!.chits.flatMap((c, i) => (chitLabel(c) === label ? [sheet.chits[i]!] : []));

/**
 * Bob casts `spell` with `chit` (carol passes), aims it at `who`; then whoever must play (MP-6: the targets of an attack
 * spell, those a monster attacks) plays a dodge — bob with `move`, carol with MOVE M4. The reveal's dice `dice` go to
 * the action that reveals the round; its events are returned.
 */
function castAndReveal(g: ReturnType<typeof arena>, spell: string, chit: string, who: string, move: string, dice: number[]) {
  g.run({ type: 'combat.cast', actor: bob, spell, chit });
  g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
  expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain(`/combat target who:"${who}"`);
  const steps: Record<string, unknown>[] = [{ type: 'combat.target', actor: bob, who }, { type: 'combat.target', actor: carol }, { type: 'combat.play', actor: bob, move, maneuver: 'dodge' }, { type: 'combat.play', actor: carol, move: 'MOVE M4', maneuver: 'dodge' }];
  for (const step of steps) {
    const c = currentCombat(g.state())!;
    const actor = (step.actor as Who).id;
    const due = step.type === 'combat.target' ? c.step === 'target' && c.targetOrder![c.turn] === actor : c.step === 'play' && c.playing.includes(actor) && !c.plays[actor];
    if (!due) continue;
    const events = g.run(step, forcedDice(dice));
    if (events.some((e) => e.type === 'combat.round')) return events;
  }
  throw new Error('the round was not revealed');
}

const roundLines = (events: readonly StoredEvent[]) => payload(events, 'combat.round').lines;

describe('Make Whole (I, white, instant, character: "repair damage, wounds, and fatigue")', () => {
  it('Make Whole on himself: his wounded MOVE M4* and fatigued FIGHT M2** active again, his damaged Helmet repaired; the MAGIC I4* that cast it fatigues', () => {
    const g = arena({ caster: 'Pilgrim', spells: 'Make Whole', gifts: [[bob, 'Sacred Grail'], [bob, 'Helmet']] });
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'chit', chit: 'MOVE M4*', state: 'wounded' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'chit', chit: 'FIGHT M2**', state: 'fatigued' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'armour', item: 'Helmet', state: 'damaged' } });
    g.evening();
    const events = castAndReveal(g, 'Make Whole', 'MAGIC I4*', 'Pilgrim', 'MOVE M5', []);
    expect(roundLines(events)).toContain("Pilgrim casts Make Whole with MAGIC I4* at speed 4, white from the Sacred Grail, on the Pilgrim; The Pilgrim: every chit active, damaged armour repaired");
    const s = g.sheet();
    expect(states('Pilgrim', s, 'MOVE M4*')).toEqual(['active']);
    expect(states('Pilgrim', s, 'FIGHT M2**')).toEqual(['active']);
    expect(states('Pilgrim', s, 'MAGIC I4*')).toEqual(['fatigued']);
    expect(s.armour).toEqual([{ name: 'Helmet', state: 'intact' }]);
  });
});

const MAGICIAN = 'Curse, Remedy, Power of the Pit';
const GM_READER = { viewer: { userId: 'gm' }, isGm: true };
const told = (events: readonly StoredEvent[], type: string): string[] => events.filter((e) => e.type === type).map((e) => describeEvent(e, GM_READER));

describe('Curse (V, grey, instant, character: "Gets one CURSE (roll)")', () => {
  it('Curse on the Amazon: she rolls the Curse table 3, 2 → 3: Wither — cursed, her active chits with asterisks fatigue', () => {
    const g = arena({ caster: 'Magician', spells: MAGICIAN, at: 'AV1', enchant: 'AV' });
    g.evening();
    const events = castAndReveal(g, 'Curse', 'MAGIC V4**', 'Amazon', 'MOVE L4', [3, 2]);
    expect(roundLines(events)).toContain('Magician casts Curse with MAGIC V4** at speed 4, grey from the enchanted clearing AV1, on the Amazon; The Amazon rolls on the Curse table: 3, 2 → 3: Wither: the character cannot have active chits with effort asterisks; all of them fatigue now (RealmSpeak also fatigues alerted and colour chits): the Amazon is cursed: Wither');
    const s = g.sheet('carol');
    expect(s.curses).toEqual(['Wither']);
    expect(states('Amazon', s, 'MOVE M3*')).toEqual(['fatigued', 'fatigued', 'fatigued']);
    expect(states('Amazon', s, 'FIGHT H4**')).toEqual(['fatigued']);
    expect(states('Amazon', s, 'MOVE M4')).toEqual(['active', 'active']);
    expect(states('Magician', g.sheet(), 'MAGIC V4**')).toEqual(['fatigued']);
    // Its card change is hers and the GM's; the story tells it.
    expect(events.find((e) => e.type === 'play.sheet-set' && (e.payload as { userId: string }).userId === 'carol')!.visibility).toEqual(onlyPlayers('carol'));
    expect(told(events, 'play.sheet-set')).toContain("🔒 Amazon is cursed: Wither (Magician's Curse)");
  });

  it('Curse rolling a curse she has already (Eyemist: 1, 1 → 1) does nothing more: no re-roll, her card unchanged', () => {
    const g = arena({ caster: 'Magician', spells: MAGICIAN, at: 'AV1', enchant: 'AV' });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'curse', curse: 'Eyemist' } });
    g.evening();
    const events = castAndReveal(g, 'Curse', 'MAGIC V4**', 'Amazon', 'MOVE L4', [1, 1]);
    expect(roundLines(events).find((l) => l.startsWith('Magician casts Curse'))).toMatch(/→ 1: Eyemist.*: the Amazon has Eyemist already: no effect$/);
    expect(g.sheet('carol').curses).toEqual(['Eyemist']);
    expect(events.filter((e) => e.type === 'play.sheet-set' && (e.payload as { userId: string }).userId === 'carol')).toEqual([]);
  });
});

describe('Remedy (VIII, grey, instant, spell,curse: "Cancels one spell or curse")', () => {
  it('Remedy on “Eyemist on the Amazon” (offered as a target): the curse leaves her card', () => {
    const g = arena({ caster: 'Magician', spells: MAGICIAN, at: 'AV1', enchant: 'AV' });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'curse', curse: 'Eyemist' } });
    g.evening();
    // Offered at the cast: the curse here is something to aim at.
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain('/combat cast spell:"Remedy" chit:"MAGIC VIII4*"');
    const events = castAndReveal(g, 'Remedy', 'MAGIC VIII4*', 'Eyemist on the Amazon', 'MOVE L4', []);
    expect(payload(events, 'combat.round').spells![0]!.targets).toEqual(["the Amazon's Eyemist"]);
    expect(roundLines(events)).toContain("Magician casts Remedy with MAGIC VIII4* at speed 4, grey from the enchanted clearing AV1, on the Amazon's Eyemist; the Amazon's Eyemist is lifted");
    expect(g.sheet('carol').curses ?? []).toEqual([]);
    expect(states('Magician', g.sheet(), 'MAGIC VIII4*')).toEqual(['fatigued']);
  });

  it('Remedy aimed at a curse nobody here has (Squeak) breaks at the target step; a curse is no target of Dissolve Spell (“Cancel spell”)', () => {
    const g = arena({ caster: 'Magician', spells: MAGICIAN, at: 'AV1', enchant: 'AV' });
    g.evening();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Remedy', chit: 'MAGIC VIII4*' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    const aimed = g.run({ type: 'combat.target', actor: bob, who: 'Squeak on the Amazon' });
    expect(payload(aimed, 'combat.spell-targeted').broken).toBe('no character fighting in AV1 has the curse Squeak (on the Amazon)');
    const h = arena({ caster: 'Magician', spells: 'Dissolve Spell, Curse, Remedy', other: 'Amazon', enchant: 'L' });
    h.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'curse', curse: 'Eyemist' } });
    h.evening();
    h.run({ type: 'combat.cast', actor: bob, spell: 'Dissolve Spell', chit: 'MAGIC VI4*' });
    h.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    expect(offeredCommands(h.state(), currentCombat(h.state())!, 'bob')).toEqual([]);
    expect(payload(h.run({ type: 'combat.target', actor: bob, who: 'Eyemist on the Amazon' }), 'combat.spell-targeted').broken).toMatch(/^no spell "Eyemist on the Amazon" is in force in L1/);
  });
});

describe('Power of the Pit (V, black, instant, individual: "Roll for Power of the Pit attack")', () => {
  /** The Magician (bob) and the Amazon (carol) at the Ledges' L1; black from the Cloven Hoof carol carries; carol lures the Wolf. */
  function pit(wolf = true) {
    const g = arena({ caster: 'Magician', spells: MAGICIAN, monsters: wolf ? ['Wolf'] : [], gifts: [[carol, 'Cloven Hoof']] });
    g.evening();
    if (!wolf) return g;
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.lure', actor: carol, denizens: 'Wolf' });
    return g;
  }

  it('2, 1 → 2, carried away: the Wolf is killed before the round’s attacks — off the board and out of the round (it never strikes the Amazon); /gm undo takes it back', () => {
    const g = pit();
    const wolf = currentCombat(g.state())!.denizens[0]!.id;
    const events = castAndReveal(g, 'Power of the Pit', 'MAGIC V4**', 'Wolf', 'MOVE L4', [2, 1]);
    const line = roundLines(events).find((l) => l.startsWith('Magician casts Power of the Pit'))!;
    expect(line).toBe('Magician casts Power of the Pit with MAGIC V4** at speed 4, black from the Cloven Hoof, on the Wolf; Magician rolls on the Power of the Pit table: 2, 1 → 2: Carried away: the target is killed (at the Wolf); killed by the Power of the Pit: the Wolf');
    expect(payload(events, 'combat.spell-removed')).toEqual({ clearing: 'L1', ids: [wolf], labels: ['the Wolf'], spell: 'Power of the Pit', why: 'killed' });
    expect(told(events, 'combat.spell-removed')).toEqual(['✨ Power of the Pit: the Wolf killed']);
    expect(boardOf(g.state()).pieces.some((p) => p.id === wolf)).toBe(false);
    expect(payload(events, 'combat.round').strikes).toEqual([]);
    expect(currentCombat(g.state())?.denizens ?? []).toEqual([]);
    // /gm undo takes the reveal back whole: the Wolf on the board and in the fight again, the MAGIC V4** active.
    g.run({ type: 'gm.undo', actor: gm });
    expect(boardOf(g.state()).pieces.some((p) => p.id === wolf)).toBe(true);
    expect(currentCombat(g.state())!.denizens.map((d) => d.id)).toEqual([wolf]);
    expect(states('Magician', g.sheet(), 'MAGIC V4**')).toEqual(['active']);
  });

  it('3, 1 → 3, terror at the Amazon: every character here wounds his Light and Medium MOVE and FIGHT chits (the Amazon keeps FIGHT H4**, the Magician his MAGIC chits: both live; her MOVE M4 played this round still dodges); the Wolf (M) is killed', () => {
    const g = pit();
    const events = castAndReveal(g, 'Power of the Pit', 'MAGIC V4**', 'Amazon', 'MOVE L4', [3, 1]);
    const amazon = g.sheet('carol');
    expect(states('Amazon', amazon, 'MOVE M4')).toEqual(['wounded', 'wounded']);
    expect(states('Amazon', amazon, 'FIGHT M3**')).toEqual(['wounded', 'wounded']);
    expect(states('Amazon', amazon, 'FIGHT H4**')).toEqual(['active']);
    // Her MOVE M4, played this round (the Wolf on her sheet), still dodges — the play stands — and is wounded on her card.
    expect(payload(events, 'combat.round').plays.find((p) => p.name === 'Amazon')!.text).toContain('MOVE M4 dodge');
    const magician = g.sheet();
    expect(states('Magician', magician, 'MOVE L4')).toEqual(['wounded']);
    expect(states('Magician', magician, 'MAGIC VI4*')).toEqual(['active']);
    expect(roundLines(events).find((l) => l.startsWith('Magician casts'))).toContain('; killed by the Power of the Pit: the Wolf');
    expect(events.some((e) => e.type === 'play.died')).toBe(false);
  });

  it('6, 1 → 6, rust at the Amazon: her Helmet, Breastplate and Shield damaged; 1, 1 → 1, fiery chasm: every unhidden character here and the Wolf killed, the caster too', () => {
    const g = pit(false);
    castAndReveal(g, 'Power of the Pit', 'MAGIC V4**', 'Amazon', 'MOVE L4', [6, 1]);
    expect(g.sheet('carol').armour.map((a) => a.state)).toEqual(['damaged', 'damaged', 'damaged']);
    const h = pit();
    const events = castAndReveal(h, 'Power of the Pit', 'MAGIC V4**', 'Amazon', 'MOVE L4', [1, 1]);
    expect(told(events, 'play.died')).toEqual(["☠ Magician is dead (killed by the Magician's Power of the Pit in L1)", "☠ Amazon is dead (killed by the Magician's Power of the Pit in L1)"].map((x) => expect.stringContaining(x.slice(0, 40))));
    expect(payload(events, 'combat.spell-removed').labels).toEqual(['the Magician', 'the Amazon', 'the Wolf']);
  });
});

describe('Dissolve Spell (VI, purple, instant, spell: "Cancel spell")', () => {
  it('the Wizard’s Elemental Spirit in force on him (round 1) is cancelled by the Magician’s Dissolve Spell (round 2): it ends at once, the Wizard’s MAGIC IV3* fatigues and his chits read as printed again', () => {
    const g = arena({ caster: 'Magician', spells: 'Dissolve Spell, Curse, Remedy', other: 'Wizard', otherSpells: 'Elemental Spirit, Fiery Blast', enchant: 'L' });
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: carol, spell: 'Elemental Spirit', chit: 'MAGIC IV3*' }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob });
    g.run({ type: 'combat.target', actor: carol, who: 'Wizard' });
    expect(playOf(g.state()).inForce!.map((h) => h.spell)).toEqual(['Elemental Spirit']);
    expect(currentCombat(g.state())).toMatchObject({ round: 2, step: 'action' });
    const events = castAndReveal(g, 'Dissolve Spell', 'MAGIC VI4*', "Elemental Spirit on the Wizard", 'MOVE L4', []);
    expect(roundLines(events).find((l) => l.startsWith('Magician casts Dissolve Spell'))).toBe("Magician casts Dissolve Spell with MAGIC VI4* at speed 4, purple from the enchanted clearing L1, on the Wizard's Elemental Spirit; Wizard's Elemental Spirit on the Wizard is cancelled");
    expect(events.find((e) => e.type === 'play.spells-ended')!.payload).toMatchObject({ at: 'broken', ended: [0], lines: ["Wizard's Elemental Spirit is cancelled by the Magician's Dissolve Spell"] });
    expect(playOf(g.state()).inForce).toEqual([]);
    expect(states('Wizard', g.sheet('carol'), 'MAGIC IV3*')).toEqual(['fatigued']);
    expect(told(events, 'play.sheet-set')).toContain("🔒 Wizard MAGIC IV3* fatigued (the spell it held was cancelled by the Magician's Dissolve Spell)");
    expect(cardOf(g.state(), 'carol').kit.chits.map(chitLabel)).toEqual(characterKit('Wizard')!.chits.map(chitLabel));
  });
});

describe('Exorcise (I, white, instant, clearing: "Remove all magic demons and imps")', () => {
  it('Exorcise on the clearing: the Imp on the Amazon’s sheet is exorcised before the round — off the board, no strike — and her Ill Health is lifted; the MAGIC I4* fatigues', () => {
    const g = arena({ caster: 'Pilgrim', spells: 'Exorcise', monsters: ['Imp'], gifts: [[bob, 'Sacred Grail']] });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'curse', curse: 'Ill Health' } });
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.lure', actor: carol, denizens: 'Imp' });
    const imp = currentCombat(g.state())!.denizens[0]!.id;
    const events = castAndReveal(g, 'Exorcise', 'MAGIC I4*', 'clearing', 'MOVE M5', []);
    expect(roundLines(events).find((l) => l.startsWith('Pilgrim casts Exorcise'))).toBe("Pilgrim casts Exorcise with MAGIC I4* at speed 4, white from the Sacred Grail, on the clearing L1; the Imp is exorcised; the Amazon's Ill Health is lifted");
    expect(told(events, 'combat.spell-removed')).toEqual(['✨ Exorcise: the Imp exorcised: killed, off the board']);
    expect(boardOf(g.state()).pieces.some((p) => p.id === imp)).toBe(false);
    expect(payload(events, 'combat.round').strikes).toEqual([]);
    expect(g.sheet('carol').curses ?? []).toEqual([]);
    expect(states('Pilgrim', g.sheet(), 'MAGIC I4*')).toEqual(['fatigued']);
  });
});

describe('Exorcise: the spells in force in its clearing', () => {
  it('Exorcise ends the Wizard’s Elemental Spirit in force in L1 (round 1): his MAGIC IV3* fatigues', () => {
    const g = arena({ caster: 'Pilgrim', spells: 'Exorcise', other: 'Wizard', otherSpells: 'Elemental Spirit, Fiery Blast', enchant: 'L', gifts: [[bob, 'Sacred Grail']] });
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: carol, spell: 'Elemental Spirit', chit: 'MAGIC IV3*' }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob });
    g.run({ type: 'combat.target', actor: carol, who: 'Wizard' });
    const events = castAndReveal(g, 'Exorcise', 'MAGIC I4*', 'clearing', 'MOVE M5', []);
    expect(roundLines(events).find((l) => l.startsWith('Pilgrim casts Exorcise'))).toBe("Pilgrim casts Exorcise with MAGIC I4* at speed 4, white from the Sacred Grail, on the clearing L1; no demon nor imp fights here; Wizard's Elemental Spirit on the Wizard is cancelled");
    expect(playOf(g.state()).inForce).toEqual([]);
    expect(states('Wizard', g.sheet('carol'), 'MAGIC IV3*')).toEqual(['fatigued']);
  });
});

describe('Small Blessing (I, white, instant, character: "Gets one WISH (roll)")', () => {
  it('Small Blessing on the Amazon: she rolls the Wish table 5, 1 → 5, “I wish for health”: her wounded and fatigued chits active again', () => {
    const g = arena({ caster: 'Pilgrim', spells: 'Small Blessing', gifts: [[bob, 'Sacred Grail']] });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'chit', chit: 'FIGHT H4**', state: 'wounded' } });
    g.run({ type: 'play.sheet', actor: gm, player: 'carol', change: { kind: 'chit', chit: 'MOVE M3*', state: 'fatigued' } });
    g.evening();
    const events = castAndReveal(g, 'Small Blessing', 'MAGIC I4*', 'Amazon', 'MOVE M5', [5, 1]);
    expect(roundLines(events).find((l) => l.startsWith('Pilgrim casts Small Blessing'))).toMatch(/; The Amazon rolls on the Wish table: 5, 1 → 5: "I wish for health".*; every chit of the Amazon is active again$/);
    expect(g.sheet('carol').chits.every((x) => x === 'active')).toBe(true);
  });
});

describe('Small Blessing: the wishes the combat carries out', () => {
  /** The Pilgrim (bob, the Sacred Grail) and the Amazon (carol), who lures the Wolf. */
  function blessing() {
    const g = arena({ caster: 'Pilgrim', spells: 'Small Blessing', monsters: ['Wolf'], gifts: [[bob, 'Sacred Grail']] });
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.lure', actor: carol, denizens: 'Wolf' });
    return g;
  }

  it('4, 1 → 4, “I wish for peace”: the Wolf on the Amazon’s sheet makes no attack, and the combat in L1 ends with the round for the day', () => {
    const g = blessing();
    const events = castAndReveal(g, 'Small Blessing', 'MAGIC I4*', 'Amazon', 'MOVE M5', [4, 1, 1, 1, 1, 1, 1, 1]);
    expect(roundLines(events).find((l) => l.startsWith('Pilgrim casts Small Blessing'))).toMatch(/→ 4: "I wish for peace".*; no attack is made this round, and the combat in L1 ends with it for the day$/);
    expect(payload(events, 'combat.round').strikes).toEqual([]);
    expect(told(events, 'combat.wished')).toEqual(['✨ Amazon wishes for peace: the combat in L1 ends with this round']);
    expect(payload(events, 'combat.ended')).toEqual({ clearing: 'L1', why: 'Amazon wished for peace' });
    expect(currentCombat(g.state())).toBeUndefined();
    expect(states('Pilgrim', g.sheet(), 'MAGIC I4*')).toEqual(['fatigued']);
  });

  it('6, 1 → 6, “I wish for strength”: the Amazon’s FIGHT this round at the Wolf inflicts Tremendous harm (her Short Sword’s would be Light)', () => {
    const g = blessing();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Small Blessing', chit: 'MAGIC I4*' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Amazon' });
    g.run({ type: 'combat.target', actor: carol, who: 'Wolf' });
    const events = g.run({ type: 'combat.play', actor: carol, fight: 'FIGHT L4', direction: 'thrust', move: 'MOVE M4', maneuver: 'dodge' }, forcedDice([6, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    const round = payload(events, 'combat.round');
    expect(round.lines).toContain("Pilgrim casts Small Blessing with MAGIC I4* at speed 4, white from the Sacred Grail, on the Amazon; The Amazon rolls on the Wish table: 6, 1 → 6: \"I wish for strength\": the character's next FIGHT (or Gloves) play inflicts Tremendous harm that cannot be modified; the Amazon's next FIGHT in this combat inflicts Tremendous harm");
    expect(round.strikes.map((x) => x.text)).toEqual(['The Amazon → the Wolf: intercepts, harm T — killed', 'The Wolf → the Amazon: no attack (the attacker fell first)']);
    // Spent by the FIGHT she played.
    expect(currentCombat(g.state())!.strength).toEqual([]);
  });
});

describe('two spells ending spells in one reveal (issue 29: each acts on the game the faster spells left)', () => {
  /** Each of bob and carol aims at `who` in the target step, in the order drawn; the last one reveals the round. */
  const targets = (g: ReturnType<typeof arena>, who: Record<string, string>): readonly StoredEvent[] => {
    for (let i = 0; i < 2; i++) {
      const c = currentCombat(g.state())!;
      const actor = c.targetOrder![c.turn]!;
      const events = g.run({ type: 'combat.target', actor: actor === 'bob' ? bob : carol, who: who[actor]! });
      if (events.some((e) => e.type === 'combat.round')) return events;
    }
    throw new Error('no reveal');
  };

  it('round 1: the Witch’s Blend Into Background (speed 3) and the Magician’s Premonition (speed 4) go into force; round 2: her Remedy (speed 2) ends her Blend, then his (speed 4) ends his Premonition — not a spell the first one moved', () => {
    const g = arena({ caster: 'Magician', spells: 'Premonition, Remedy, Curse', other: 'Witch', otherSpells: 'Blend Into Background, Remedy, Curse', at: 'AV1', enchant: 'AV' });
    g.evening();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Premonition', chit: 'MAGIC VII4**' });
    g.run({ type: 'combat.cast', actor: carol, spell: 'Blend Into Background', chit: 'MAGIC II3*' }, forcedDice([1]));
    targets(g, { bob: 'Magician', carol: 'Witch' });
    expect(playOf(g.state()).inForce!.map((h) => h.spell)).toEqual(['Blend Into Background', 'Premonition']);
    g.run({ type: 'combat.cast', actor: bob, spell: 'Remedy', chit: 'MAGIC VIII4*' });
    g.run({ type: 'combat.cast', actor: carol, spell: 'Remedy', chit: 'MAGIC VIII2*' }, forcedDice([1]));
    targets(g, { bob: 'Premonition on the Magician', carol: 'Blend Into Background on the Witch' });
    expect(playOf(g.state()).inForce).toEqual([]);
  });
});
