import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import type { StoredEvent } from '../../../../src/engine/core/types.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { flyChitOf, landingRoll, tooHeavyToFly } from '../../../../src/engine/rulesets/magic-realm/magic/fly.js';
import { parsePhases } from '../../../../src/engine/rulesets/magic-realm/orders/phases.js';
import { flyExamplesFor } from '../../../../src/engine/rulesets/magic-realm/orders/example.js';
import { phaseLine, type PhaseOutcome } from '../../../../src/engine/rulesets/magic-realm/play/turn.js';
import { characterWords } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { describeEvent } from '../../../../src/engine/parts.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;
type Game = ReturnType<typeof game>;

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const where = (g: Game) => {
  const p = boardOf(g.state()).pieces.find((x) => x.owner === 'bob' && x.kind === 'character')!;
  return `${p.tile}${p.clearing}`;
};
const GM_READER = { viewer: { userId: 'gm' }, isGm: true };

/**
 * Issue 29, Broomstick (V, black, move, character: "Can FLY L1 in encounter combat and movement"), with forced dice on
 * the original board. The Witch (vulnerability L; MAGIC V6*, V5*, V4*) stands alone in the Cliff's clearing 1; the
 * tiles beside the Cliff are the Curst Valley (clearings 1, 2, 4, 5), the Ledges and the Borderland. Day 1 she enchants MAGIC V4* into black (E), and at Evening, alone (MP-1), casts Broomstick on herself with
 * MAGIC V5*: the spell goes into force and holds its FLY chit; day 2's Birdsong follows.
 */
function witchWithBroomstick(options = ''): Game {
  const g = game(options, [[bob, 'Witch']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: 'Broomstick, Talk to Wise Bird, Prophecy' });
  g.run({ type: 'board.piece', actor: gm, label: 'Witch', at: 'CL1', kind: 'character', owner: 'bob' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  g.run({ type: 'play.record', actor: bob, phases: 'E MAGIC V4*' });
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
  expect(currentCombat(g.state())).toMatchObject({ clearing: 'CL1', casting: true });
  g.run({ type: 'combat.cast', actor: bob, spell: 'Broomstick', chit: 'MAGIC V5*' });
  g.run({ type: 'combat.target', actor: bob, who: 'Witch' });
  g.run({ type: 'combat.pass', actor: bob });
  g.run({ type: 'play.advance', actor: gm, through: true });
  expect(playOf(g.state()).day).toMatchObject({ number: 2, part: 'birdsong' });
  expect(playOf(g.state()).inForce).toEqual([expect.objectContaining({ spell: 'Broomstick', targets: ['bob'], duration: 'move' })]);
  return g;
}

describe('Broomstick: the FLY chit it prints', () => {
  it('"FLY L1" is a chit of strength L and time 1; a spell without FLY prints none', () => {
    expect(flyChitOf('Broomstick')).toEqual({ strength: 'L', time: 1 });
    expect(flyChitOf('Fiery Blast')).toBeUndefined();
  });

  it('it carries no one heavier than L, nor anything heavier than L', () => {
    const fly = { spell: 'Broomstick', strength: 'L' as const, time: 1 };
    const light = { character: 'Witch', chits: [], armour: [], treasures: [] };
    expect(tooHeavyToFly(fly, 'L', light)).toBeUndefined();
    expect(tooHeavyToFly(fly, 'M', { ...light, character: 'Wizard' })).toBe('the Broomstick\'s FLY L1 carries no one heavier than L, and Wizard weighs M');
    expect(tooHeavyToFly(fly, 'L', { ...light, armour: [{ name: 'Breastplate', state: 'intact' }] })).toBe('the Broomstick\'s FLY L1 carries nothing heavier than L, and Witch carries something of weight M');
  });

  it('the landing: one die, rolled again while the tile has no clearing of that number (Curst Valley: 1, 2, 4, 5)', () => {
    const g = game('', [[bob, 'Witch']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    expect(landingRoll(boardOf(g.state()).tiles, 'CV', forcedDice([3, 6, 4]))).toEqual({ dice: [3, 6, 4], clearing: 'CV4' });
    expect(landingRoll(boardOf(g.state()).tiles, 'CV', forcedDice([2]))).toEqual({ dice: [2], clearing: 'CV2' });
  });
});

describe('Broomstick by day: a FLY phase (FL <tile>)', () => {
  it('FL names a tile (the word after it is the tile even where it is an activity code too: L, the Ledges)', () => {
    expect(parsePhases('FL CV, R')).toEqual([{ activity: 'fly', code: 'FL', target: 'CV' }, { activity: 'rest', code: 'R' }]);
    expect(parsePhases('fl l')).toEqual([{ activity: 'fly', code: 'FL', target: 'L' }]);
    expect(() => parsePhases('FL')).toThrow('"FL" needs the tile to fly to.');
    expect(() => parsePhases('FL CV5')).toThrow('"FL CV5": there is no tile "CV5" — a FLY names a tile, not a clearing (where he lands is rolled).');
  });

  it('recorded with the Broomstick in force: to the Curst Valley, beside the Cliff; the turn rolls the landing 3, 6, 4 → CV4; she is unhidden, the spell ends and MAGIC V5* fatigues', () => {
    const g = witchWithBroomstick();
    g.run({ type: 'play.record', actor: bob, phases: 'FL CV, R' });
    // Sunrise's monster roll 6, then the landing dice.
    const day = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 3, 6, 4]));
    const turn = day.find((e) => e.type === 'play.turn')!;
    const outcome = (turn.payload as { outcome: { phases: PhaseOutcome[]; hidden: boolean; route?: string[] } }).outcome;
    expect(outcome.phases[0]).toEqual({ code: 'FL', tile: 'CV', spell: 'Broomstick', dice: [3, 6, 4], to: 'CV4' });
    expect(phaseLine(outcome.phases[0]!, characterWords('Witch'))).toBe('FLY to CV with the Broomstick: the dice 3, 6, 4 → lands in CV4 (no clearing 3 or 6 there)');
    expect(outcome.hidden).toBe(false);
    // The route she went: the public orders show CV4 after each phase; the board has her there.
    expect((turn.payload as { orders: { route: string[] } }).orders.route).toEqual(['CV4', 'CV4']);
    expect(where(g)).toBe('CV4');
    const ended = day.find((e) => e.type === 'play.spells-ended')!;
    expect(describeEvent(ended, GM_READER)).toBe("✨ Witch's Broomstick ends: Witch flew with its chit");
    expect(day.find((e) => e.type === 'play.sheet-set')!.payload).toMatchObject({ what: 'MAGIC V5* fatigued (the spell it held used to fly)' });
    expect(playOf(g.state()).inForce ?? []).toEqual([]);
  });

  it('the hints offer only FLY phases the judge takes: her tile and the tiles beside it, and none to one without the chit', () => {
    const g = witchWithBroomstick();
    expect(flyExamplesFor(g.state(), 'bob')).toEqual(['FL CL', 'FL CV', 'FL L', 'FL B']);
    const refused = g.refusal({ type: 'play.record', actor: bob, phases: 'FL' });
    expect(refused.hint).toContain('Write the tile\'s code after FL, e.g. "FL CL".');
    g.run({ type: 'play.record', actor: bob, phases: 'FL CV' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 2]));
    expect(flyExamplesFor(g.state(), 'bob')).toEqual([]);
  });

  it('refused: a MOVE after the FLY (the landing is rolled), a tile not beside hers, and a FLY without a FLY chit — each saying how to do it right', () => {
    const g = witchWithBroomstick();
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'FL CV, M CV1' }).message).toContain('phase 2 (M CV1): where you land after the FLY of phase 1 is rolled in your turn, so no MOVE may follow it today: move before the FLY, or tomorrow');
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'FL AV' }).message).toContain('phase 1 (FL AV): AV is neither CL nor a tile beside it: fly to one of CL, ');
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'FL CV, FL B' }).message).toContain('phase 2 (FL B): a FLY takes a FLY chit, each used once, and you hold 1 chit');
    // A character with no Broomstick.
    const plain = game('', [[bob, 'Witch']]);
    plain.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    plain.run({ type: 'board.piece', actor: gm, label: 'Witch', at: 'CL1', kind: 'character', owner: 'bob' });
    plain.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
    expect(plain.refusal({ type: 'play.record', actor: bob, phases: 'FL CV' }).message).toContain('phase 1 (FL CV): a FLY takes a FLY chit (a Broomstick in force on you), and you hold none');
  });
});

describe('Broomstick in combat: a run by flying (/combat run chit:"Broomstick" to:<tile>)', () => {
  /** Day 2: she records REST; the GM puts `monsters` in her clearing; Evening's combat, her luring passed, the monsters assigned to her. */
  function evening(options = '', monsters = ['Wolf']): Game {
    const g = witchWithBroomstick(options);
    g.run({ type: 'play.record', actor: bob, phases: 'R' });
    for (const m of monsters) g.run({ type: 'board.piece', actor: gm, label: m, at: 'CL1', kind: 'monster' });
    g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
    g.run({ type: 'combat.pass', actor: bob });
    expect(currentCombat(g.state())).toMatchObject({ step: 'action', order: ['bob'] });
    return g;
  }

  it('offered to the tiles beside the Cliff; flown to the Curst Valley: the die 5 → CV5, out of the combat; the spell ends and MAGIC V5* fatigues', () => {
    const g = evening();
    const offers = offeredCommands(g.state(), currentCombat(g.state())!, 'bob');
    expect(offers.filter((o) => o.includes('Broomstick')).sort()).toEqual(['/combat run chit:"Broomstick" to:B', '/combat run chit:"Broomstick" to:CV', '/combat run chit:"Broomstick" to:L']);
    const events = g.run({ type: 'combat.run', actor: bob, chit: 'Broomstick', to: 'cv' }, forcedDice([5]));
    expect(payload(events, 'combat.acted')).toMatchObject({ what: 'run', chit: 'Broomstick', to: 'CV5', ran: true, effort: 0, text: 'Witch flies for CV on the Broomstick: the die 5 → lands in CV5' });
    expect(where(g)).toBe('CV5');
    expect(playOf(g.state()).inForce ?? []).toEqual([]);
    expect(events.find((e) => e.type === 'play.sheet-set')!.payload).toMatchObject({ what: 'MAGIC V5* fatigued (the spell it held used to fly)' });
  });

  it('refused to a clearing or a tile not beside hers, with the tiles she may fly to', () => {
    const g = evening();
    const far = g.refusal({ type: 'combat.run', actor: bob, chit: 'Broomstick', to: 'CV5' });
    expect([far.message, far.hint]).toEqual(['CV5 is no tile beside CL: a run by flying names a tile, and where she lands is rolled', 'fly to one of CV, L, B, e.g. to:CV']);
  });

  it('BI-7 with optional-combat: the Stumble roll counts only the flying monsters on her sheet — the Giant Bat, not the Wolf: 1 attacker, time advantage 2 (FLY 1 against move 3): 6 + 1 − 2 = 5 gets away', () => {
    const g = evening('optional-combat', ['Wolf', 'Giant Bat']);
    const events = g.run({ type: 'combat.run', actor: bob, chit: 'Broomstick', to: 'L' }, forcedDice([6, 6, 2]));
    const acted = payload(events, 'combat.acted');
    expect(acted).toMatchObject({ ran: true, stumble: { dice: [6, 6], read: 5, completed: true }, to: 'L2' });
    expect(acted.text).toBe('Witch flies for L on the Broomstick: Stumble 6, 6: 6 (+1 1 attacker on the sheet; −2 time advantage 2 (move 1 against 3)) → 5, the die 2 → lands in L2');
  });
});
