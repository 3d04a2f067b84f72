import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { combatViewFor, meleeViewFor } from '../../../../src/engine/rulesets/magic-realm/combat/view.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { chitLabel, characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { kindOf, SPELL_EFFECTS } from '../../../../src/engine/rulesets/magic-realm/magic/spell-effects.js';
import { magicChangeOf } from '../../../../src/engine/rulesets/magic-realm/magic/in-force.js';
import { ATTACK_SPELLS } from '../../../../src/engine/rulesets/magic-realm/magic/attack-spells.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

const wizard = characterKit('Wizard')!;
const witchKing = characterKit('Witch King')!;
const stateOf = (kit: typeof wizard, sheet: { chits: string[] }, label: string): string[] => kit.chits.flatMap((c, i) => (chitLabel(c) === label ? [sheet.chits[i]!] : []));

/**
 * Issue 29, casting in combat with forced dice. The Wizard (bob) in the Ledges' clearing 1 (woods) of the original
 * board, the Ledges turned to their enchanted side: every clearing of the enchanted Ledges holds purple magic (MP-2).
 * He recorded Fiery Blast (type IV, purple, attack, "MISSILE attack on each target": L***, length 13) and Lightning
 * Bolt (IV, purple, "mountain only") at set-up (BI-4). His MAGIC chits: II4*, IV4*, II3*, III3*, IV3*. The Wolf (first
 * counter): light L4 move 3, vulnerability M. Day 1, the monster roll 6 (no monster of that row is on the board).
 */
function ledges(monsters: string[], others: [{ id: string; name: string }, string, string, string][] = [], at = 'L1', spells = 'Fiery Blast, Lightning Bolt', enchanted = true) {
  const g = game('', [[bob, 'Wizard'], ...others.map(([who, character]) => [who, character] as [{ id: string; name: string }, string])]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells });
  for (const [who, , , recorded] of others) g.run({ type: 'play.setup', actor: who, spells: recorded });
  if (enchanted) g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wizard', at, kind: 'character', owner: 'bob' });
  for (const [who, character, where] of others) g.run({ type: 'board.piece', actor: gm, label: character, at: where, kind: 'character', owner: who.id });
  for (const m of monsters) g.run({ type: 'board.piece', actor: gm, label: m, at, kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  const evening = (dice: number[] = []) => g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, ...dice]));
  return { ...g, evening };
}

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];

/** The Wizard against the Wolf: the evening begun, his luring passed (the Wolf comes to him: the only candidate). */
function wizardAndWolf() {
  const g = ledges(['Wolf']);
  g.evening();
  g.run({ type: 'combat.pass', actor: bob });
  expect(currentCombat(g.state())).toMatchObject({ step: 'action', turn: 0 });
  return g;
}

describe('casting a spell in combat (issue 29; MP-1…MP-11, seed 001)', () => {
  it('MP-1, MP-2, MP-11: his own colour chit, enchanted by day, casts Fiery Blast where no other purple is; played, it reverts to a MAGIC chit and fatigues', () => {
    // The Ledges on their normal side: no purple there, nor on day 1. He enchants MAGIC IV4* into purple by day (E).
    const g = ledges(['Wolf'], [], 'L1', 'Fiery Blast, Lightning Bolt', false);
    g.run({ type: 'play.record', actor: bob, phases: 'E MAGIC IV4*' });
    g.evening();
    expect(sheetOf(g.state(), 'bob')!.colourChits).toEqual([{ chit: wizard.chits.findIndex((c) => chitLabel(c) === 'MAGIC IV4*'), colour: 'purple' }]);
    g.run({ type: 'combat.pass', actor: bob });
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    expect(payload(cast, 'combat.cast').cast.text).toBe('Fiery Blast with MAGIC IV3* at speed 3, purple from a purple colour chit');
    // Played: no colour chit left, the IV4* an ordinary chit again, fatigued (seed 001 l.27).
    const after = sheetOf(g.state(), 'bob')!;
    expect(after.colourChits ?? []).toEqual([]);
    expect(stateOf(wizard, after, 'MAGIC IV4*')).toEqual(['fatigued']);
    expect(stateOf(wizard, after, 'MAGIC IV3*')).toEqual(['active']);
  });

  it('the seed’s Fiery Blast: cast with MAGIC IV3* at speed 3 (the Wolf’s move 3: ties allowed), purple from the enchanted Ledges, aimed at the Wolf, thrust intercepts it in box 1 and rolls the Missile table: 1, 2 → 2, one level up: M*** is X — killed; the chit fatigues when the spell expires', () => {
    const g = wizardAndWolf();
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ spell: 'Fiery Blast', speed: 3, effort: 1, text: 'Fiery Blast with MAGIC IV3* at speed 3, purple from the enchanted clearing L1' });
    // One fighter: the target order's shuffle rolls nothing. The target is public; the spell stays secret.
    expect(currentCombat(g.state())).toMatchObject({ step: 'target' });
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat target who:"Wolf"']);
    const aimed = g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    expect(payload(aimed, 'combat.spell-targeted')).toMatchObject({ name: 'Wizard', labels: ['the Wolf'] });
    expect(currentCombat(g.state())).toMatchObject({ step: 'play', playing: ['bob'] });
    // The offer is one the engine accepts: a maneuver and the spell's direction, no weapon.
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toEqual(['/combat play move:"MOVE M5" maneuver:dodge aim:smash']);
    // The tactics step: repositioning 4 (no change), change tactics for box 1: 2, 3. The Missile table: 1, 2.
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge', aim: 'thrust' }, forcedDice([4, 2, 3, 1, 2]));
    const round = payload(events, 'combat.round');
    expect(round.spells).toEqual([
      expect.objectContaining({ name: 'Wizard', spell: 'Fiery Blast', targets: ['the Wolf'], direction: 'thrust', outcome: 'in-effect', text: 'Wizard casts Fiery Blast with MAGIC IV3* at speed 3, purple from the enchanted clearing L1, at the Wolf, aimed thrust' }),
    ]);
    expect(round.strikes.map((s) => s.text)).toEqual(['The Wizard’s Fiery Blast → the Wolf: intercepts (Missile table 1, 2 → 2: +1 level), harm X — killed', 'The Wolf → the Wizard: no attack (the attacker fell first)']);
    expect(round.lines).toContain('Wizard casts Fiery Blast with MAGIC IV3* at speed 3, purple from the enchanted clearing L1, at the Wolf, aimed thrust');
    expect(round.plays).toEqual([{ userId: 'bob', name: 'Wizard', text: 'no attack; MOVE M5 dodge; spell aimed thrust' }]);
    // MP-11: the MAGIC chit fatigues when the attack spell expires (its attack resolved); MAGIC chits never in the fatigue step.
    expect(stateOf(wizard, sheetOf(g.state(), 'bob')!, 'MAGIC IV3*')).toEqual(['fatigued']);
    expect(events.find((e) => e.type === 'play.sheet-set')!.payload).toMatchObject({ what: 'in combat: MAGIC IV3* fatigued (his spell expired)' });
    expect(events.some((e) => e.type === 'play.owed')).toBe(false);
    // The melee picture shows the cast.
    expect(meleeViewFor(g.state())!.sheets[0]!.spell).toEqual({ name: 'Fiery Blast', chit: 'MAGIC IV3*', direction: 'thrust', targets: [{ target: 'the Wolf', mark: 'killed' }], outcome: 'in-effect' });
    expect(payload(events, 'combat.ended').why).toBe('only the Wizard is left');
  });

  it('MP-10: by direction — aimed smash (box 3) at the Wolf in box 1, its move 3 not undercut by speed 3: a miss, no roll; the chit still fatigues as the spell expires', () => {
    const g = wizardAndWolf();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    // Repositioning 4, change tactics 2, 3; the Wolf's L4 on the Wizard dodging at 5: box 1 vs box 2, 4 < 5 undercuts: harm L, a wound.
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge', aim: 'smash' }, forcedDice([4, 2, 3]));
    expect(payload(events, 'combat.round').strikes.map((s) => s.text)).toEqual(['The Wizard’s Fiery Blast → the Wolf: misses', 'The Wolf → the Wizard: undercuts, harm L — a wound']);
    expect(stateOf(wizard, sheetOf(g.state(), 'bob')!, 'MAGIC IV3*')).toEqual(['fatigued']);
  });

  it('secrecy: the cast is his and the GM’s until the reveal — the channel sees “acts ✔”, the public view no spell', () => {
    const g = wizardAndWolf();
    const events = g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    const cast = events.find((e) => e.type === 'combat.cast')!;
    expect(cast.visibility).not.toEqual(PUBLIC);
    const open = events.filter((e) => e.visibility === PUBLIC || (e.visibility as { kind?: string }).kind === 'public');
    expect(open.map((e) => e.type)).toEqual(['combat.cast-noted', 'combat.step']);
    expect(JSON.stringify(open)).not.toMatch(/Fiery|MAGIC|purple/);
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    expect(JSON.stringify(combatViewFor(g.state(), { userId: 'carol' }))).not.toMatch(/Fiery|MAGIC/);
  });

  it('MP-8: a spell lost to a faster one — the Witch King’s Fiery Blast at speed 3 on the Wizard strikes first; the Wizard’s at speed 4 on him is cancelled and its chit fatigues', () => {
    const g = ledges([], [[carol, 'Witch King', 'L1', 'Fiery Blast, Lightning Bolt, Curse, Transform']]);
    // Two players: the turn order's die 1 keeps the Wizard first.
    g.evening([1]);
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV4*' });
    // The target order: one die for two (1: the Wizard first).
    g.run({ type: 'combat.cast', actor: carol, spell: 'Fiery Blast', chit: 'MAGIC IV3*' }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Witch King' });
    g.run({ type: 'combat.target', actor: carol, who: 'Wizard' });
    expect(currentCombat(g.state())).toMatchObject({ step: 'play', playing: ['bob', 'carol'] });
    g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'duck', aim: 'smash' });
    // The Witch King has no MOVE chit: no maneuver, so every attack on him intercepts. The Missile table: 6, 6 → 6: −3 levels — L*** lowered below Negligible loses two stars, N*: it lands L, a wound.
    const events = g.run({ type: 'combat.play', actor: carol, aim: 'smash' }, forcedDice([6, 6]));
    const round = payload(events, 'combat.round');
    expect(round.spells!.map((s) => [s.name, s.outcome, s.by])).toEqual([
      ['Witch King', 'in-effect', undefined],
      ['Wizard', 'cancelled', 'carol'],
    ]);
    expect(round.lines).toContain('Wizard\'s Fiery Blast (Fiery Blast with MAGIC IV4* at speed 4, purple from the enchanted clearing L1) is cancelled: the faster spell of the Witch King struck him first');
    expect(round.strikes.map((s) => s.text)).toEqual(['The Witch King’s Fiery Blast → the Wizard: intercepts (Missile table 6, 6 → 6: -3 levels), harm L — a wound']);
    expect(stateOf(wizard, sheetOf(g.state(), 'bob')!, 'MAGIC IV4*')).toEqual(['fatigued']);
    expect(stateOf(witchKing, sheetOf(g.state(), 'carol')!, 'MAGIC IV3*')).toEqual(['fatigued', 'active']);
  });

  it('MP-1…MP-5 refused with what was wrong and how: a spell not carried out named, one not on his card, a slower chit, no colour, Lightning Bolt off a mountain, outside his turn', () => {
    const g = ledges(['Wolf'], [], 'L1', 'Fiery Blast, See Hidden Signs');
    g.evening();
    // MP-1: not at luring.
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' }).message).toContain('is at luring, not the encounter actions');
    g.run({ type: 'combat.pass', actor: bob });
    const open = g.refusal({ type: 'combat.cast', actor: bob, spell: 'See Hidden Signs', chit: 'MAGIC III3*' });
    expect([open.message, open.hint]).toEqual(["See Hidden Signs is not carried out by the bot yet, so it cannot be cast in the bot's combat", "cast one of his spells the bot carries out: Fiery Blast, or another encounter action (docs/rules.md lists the spells the bot carries out)"]);
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Stones Fly', chit: 'MAGIC II3*' }).message).toBe("Stones Fly is not on the Wizard's card");
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fireball', chit: 'MAGIC II3*' }).message).toBe('there is no spell "Fireball"');
    // MP-4: MAGIC IV4* is slower than the Wolf's move 3.
    const slow = g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV4*' });
    expect([slow.message, slow.hint]).toEqual(['a spell at time 4 is slower than the move time 3 on his sheet', 'cast with a MAGIC chit of time 3 or less (ties are allowed), or run, alert or pass']);
    // MP-2: the type.
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC II3*' }).message).toBe('Fiery Blast is a type IV spell; MAGIC II3* is type II');
    // MP-2: the colour named must be present — the day (day 1) holds none.
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*', colour: 'day' }).message).toBe('Fiery Blast needs purple magic; present for him: none');
    // The offers are the accepted casts only.
    expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob').filter((x) => x.startsWith('/combat cast'))).toEqual(['/combat cast spell:"Fiery Blast" chit:"MAGIC IV3*"']);
  });

  it('Lightning Bolt is cast in a mountain clearing only (its card): refused in the Ledges’ woods clearing 1', () => {
    const g = ledges(['Wolf'], [], 'L1', 'Lightning Bolt, Fiery Blast');
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Lightning Bolt', chit: 'MAGIC IV3*' }).message).toBe('Lightning Bolt is cast in a mountain clearing only (its card); L1 is woods');
  });

  it('Lightning Bolt in the Ledges’ mountain clearing 2: M*** at speed 3, aimed thrust, intercepts the Wolf (Missile 3, 4 → 4: one level down, L*** lands T ≥ M) — killed', () => {
    const g = ledges(['Wolf'], [], 'L2', 'Lightning Bolt, Fiery Blast');
    g.evening();
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.cast', actor: bob, spell: 'Lightning Bolt', chit: 'MAGIC IV3*' });
    expect(g.refusal({ type: 'combat.target', actor: bob, who: 'Wolf, Wizard' }).message).toBe('Lightning Bolt is aimed at one individual');
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    const events = g.run({ type: 'combat.play', actor: bob, aim: 'thrust' }, forcedDice([4, 2, 3, 3, 4]));
    expect(payload(events, 'combat.round').strikes[0]!.text).toBe('The Wizard’s Lightning Bolt → the Wolf: intercepts (Missile table 3, 4 → 4: -1 level), harm T — killed');
  });

  it('MP-6: no target breaks the spell, and its MAGIC chit fatigues at once; the clearing is no target for an attack spell; a weapon is refused to a caster (seed 001 l.9)', () => {
    const g = wizardAndWolf();
    g.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    const clearing = g.run({ type: 'combat.target', actor: bob, who: 'clearing' });
    expect(payload(clearing, 'combat.spell-targeted')).toMatchObject({ broken: 'Fiery Blast is aimed at individuals, not the clearing', targets: [] });
    expect(stateOf(wizard, sheetOf(g.state(), 'bob')!, 'MAGIC IV3*')).toEqual(['fatigued']);
    // He attacks with no weapon, and the Wolf on his sheet still attacks him.
    expect(g.refusal({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge', aim: 'thrust' }).message).toBe('the Wizard has no attack spell aimed at anyone this round');
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'duck' }, forcedDice([4, 2, 3]));
    expect(payload(events, 'combat.round').spells).toEqual([expect.objectContaining({ outcome: 'broken', why: 'Fiery Blast is aimed at individuals, not the clearing' })]);

    const h = wizardAndWolf();
    h.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    expect(payload(h.run({ type: 'combat.pass', actor: bob }), 'combat.spell-targeted').broken).toBe('no target was picked');
    const k = wizardAndWolf();
    k.run({ type: 'combat.cast', actor: bob, spell: 'Fiery Blast', chit: 'MAGIC IV3*' });
    k.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    expect(k.refusal({ type: 'combat.play', actor: bob, fight: 'FIGHT M3*', direction: 'thrust', aim: 'thrust' }).message).toBe('the Wizard cast a spell this round: he may maneuver but not attack with a weapon');
    expect(k.refusal({ type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge' }).message).toBe('his Fiery Blast needs its direction (one for all its targets)');
  });

  it('the effect table marks the attack spells of the cards (their attack in the data) and no other', () => {
    expect(Object.keys(SPELL_EFFECTS).filter((n) => kindOf(n) === 'attack').sort()).toEqual(Object.keys(ATTACK_SPELLS).sort());
    // Issue 29: the magic-change kind is exactly the spells whose card reads "Change MAGIC x to y and z to w".
    expect(Object.keys(SPELL_EFFECTS).filter((n) => kindOf(n) === 'magic-change').sort()).toEqual(Object.keys(SPELL_EFFECTS).filter((n) => magicChangeOf(n)).sort());
    expect(magicChangeOf("Witch's Brew")).toEqual({ II: 'IV', VIII: 'III' });
  });
});
