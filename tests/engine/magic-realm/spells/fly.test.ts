import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { describeEvent } from '../../../../src/engine/parts.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const isPublic = (e: StoredEvent) => e.visibility === PUBLIC || (e.visibility as { kind?: string }).kind === 'public';
const GM_READER = { viewer: { userId: 'gm' }, isGm: true };
const told = (events: readonly StoredEvent[], type: string): string[] => events.filter((e) => e.type === type).map((e) => describeEvent(e, GM_READER));
const at = (g: ReturnType<typeof game>, label: string) => {
  const p = boardOf(g.state()).pieces.find((x) => x.label === label)!;
  return `${p.tile}${p.clearing ?? ''}`;
};

/**
 * Issue 29, the flying spells, cast with forced dice. The Magician (bob) in a clearing of the original board (the
 * Crag's clearing 1, mountain, by default), that tile turned to its enchanted side (purple among its colours, MP-2),
 * the Wolf with him so the evening brings combat (or the Amazon, carol). The Crag's neighbours: the Deep Woods, the
 * Ledges, the Mountain. His MAGIC chits: II3*, VIII4*, III3*, VII4**, V4**, VI4*, IV3*. Day 1, the monster roll 6.
 */
function windy(where = 'CG1', monster = 'Wolf') {
  const g = game('', [[bob, 'Magician'], ...(monster ? [] : [[carol, 'Amazon'] as [typeof carol, string]])]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: 'Hurricane Winds, Talk to Wise Bird, Prophecy' });
  g.run({ type: 'board.enchant', actor: gm, tile: where.replace(/\d+$/, '') });
  g.run({ type: 'board.piece', actor: gm, label: 'Magician', at: where, kind: 'character', owner: 'bob' });
  if (monster) g.run({ type: 'board.piece', actor: gm, label: monster, at: where, kind: 'monster' });
  else g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: where, kind: 'character', owner: 'carol' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice(monster ? [6] : [6, 1]));
  while (currentCombat(g.state())!.step === 'lure') g.run({ type: 'combat.pass', actor: currentCombat(g.state())!.order[currentCombat(g.state())!.turn] === 'carol' ? carol : bob }, forcedDice([1, 1, 6, 6]));
  return g;
}

describe('Hurricane Winds (IV, purple, move, individual + hex: "Must FLY T1 one hex (mountain only)")', () => {
  it('cast from the Crag 1 (mountain) at the Wolf, naming the Ledges 1 (a tile beside): the Wolf flies there at the reveal, out of the combat before the attacks; the spell is over and MAGIC IV3* fatigues; /log tells it, /gm undo takes it back', () => {
    const g = windy();
    const c = currentCombat(g.state())!;
    // The offer names a clearing the cast accepts: the first clearing of a tile beside the Crag.
    const offer = offeredCommands(g.state(), c, 'bob').find((x) => x.includes('Hurricane Winds'))!;
    expect(offer).toMatch(/^\/combat cast spell:"Hurricane Winds" chit:"MAGIC IV3\*" detail:"(DW|L|M)\d"$/);
    const cast = g.run({ type: 'combat.cast', actor: bob, spell: 'Hurricane Winds', chit: 'MAGIC IV3*', detail: 'l1' });
    expect(payload(cast, 'combat.cast').cast).toMatchObject({ spell: 'Hurricane Winds', detail: 'L1' });
    // The clearing named stays secret with the cast.
    expect(JSON.stringify(cast.filter(isPublic))).not.toMatch(/L1|Hurricane/);
    g.run({ type: 'combat.target', actor: bob, who: 'Wolf' });
    // The Wolf is gone before the attacks: repositioning 4, change tactics 2, 3 for the Magician's sheet if any.
    const events = g.run({ type: 'combat.play', actor: bob, move: 'MOVE L4', maneuver: 'dodge' }, forcedDice([4, 2, 3]));
    const round = payload(events, 'combat.round');
    expect(round.spells).toEqual([expect.objectContaining({ spell: 'Hurricane Winds', outcome: 'in-effect' })]);
    expect(round.lines).toContain('Magician casts Hurricane Winds with MAGIC IV3* at speed 3, purple from the enchanted clearing CG1, on the Wolf; the Wolf flies on the wind to L1, out of the combat');
    // Out of the fight at once: no strike by or on the Wolf; its piece in the Ledges 1.
    expect(round.strikes ?? []).toEqual([]);
    expect(payload(events, 'combat.spell-removed')).toEqual({ clearing: 'CG1', ids: [expect.stringMatching(/wolf/)], labels: ['the Wolf'], spell: 'Hurricane Winds', why: 'blown away to L1' });
    expect(at(g, 'Wolf')).toBe('L1');
    // A move spell whose move is made: nothing stays in force; MAGIC IV3* fatigues (MP-11).
    expect(playOf(g.state()).inForce ?? []).toEqual([]);
    expect(events.find((e) => e.type === 'play.sheet-set')!.payload).toMatchObject({ what: 'in combat: MAGIC IV3* fatigued (his spell expired)' });
    // /log tells it; /gm undo takes back the reveal whole: the Wolf in the Crag 1 and in the fight again.
    expect(told(events, 'combat.spell-removed')).toEqual(['✨ Hurricane Winds: the Wolf blown away to L1']);
    g.run({ type: 'gm.undo', actor: gm });
    expect(at(g, 'Wolf')).toBe('CG1');
    expect(currentCombat(g.state())!.denizens.map((d) => d.label)).toEqual(['Wolf']);
  });

  it('the caster may blow himself away (an individual in the clearing): the Magician flies to the Mountain 1 out of the fight with the Amazon', () => {
    const g = windy('CG1', '');
    g.run({ type: 'combat.cast', actor: bob, spell: 'Hurricane Winds', chit: 'MAGIC IV3*', detail: 'M1' });
    g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
    g.run({ type: 'combat.target', actor: bob, who: 'Magician' });
    const events = g.run({ type: 'combat.pass', actor: carol });
    expect(payload(events, 'combat.round').lines).toContain('Magician casts Hurricane Winds with MAGIC IV3* at speed 3, purple from the enchanted clearing CG1, on the Magician; the Magician flies on the wind to M1, out of the combat');
    expect(at(g, 'Magician')).toBe('M1');
    expect(at(g, 'Amazon')).toBe('CG1');
  });

  it('refused with what was wrong and how: no clearing named, a clearing of his own tile, one two tiles away; off a mountain clearing (the Ledges 1, woods)', () => {
    const g = windy();
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Hurricane Winds', chit: 'MAGIC IV3*' }).message).toBe('Hurricane Winds blows its target one tile away, to a clearing you name');
    const own = g.refusal({ type: 'combat.cast', actor: bob, spell: 'Hurricane Winds', chit: 'MAGIC IV3*', detail: 'CG2' });
    expect(own.message).toBe('"CG2" is no clearing of a tile beside yours: Hurricane Winds blows its target one tile away');
    expect(own.hint).toMatch(/^name a clearing of DW, L, M, e\.g\. detail:(DW|L|M)\d$/);
    expect(g.refusal({ type: 'combat.cast', actor: bob, spell: 'Hurricane Winds', chit: 'MAGIC IV3*', detail: 'CV1' }).message).toBe('"CV1" is no clearing of a tile beside yours: Hurricane Winds blows its target one tile away');
    const woods = windy('L1');
    expect(woods.refusal({ type: 'combat.cast', actor: bob, spell: 'Hurricane Winds', chit: 'MAGIC IV3*', detail: 'CG1' }).message).toBe('Hurricane Winds is cast in a mountain clearing only (its card); L1 is woods');
  });
});
