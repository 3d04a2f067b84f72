import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { summonAtEndOfTurn } from '../../../../src/engine/rulesets/magic-realm/denizens/summoning.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob } = PEOPLE;
const SPELLS = 'Talk to Wise Bird, Whistle for Monsters, Peace with Nature';

const payload = <K extends keyof CombatEventPayloads>(events: readonly StoredEvent[], type: K): CombatEventPayloads[K] => events.find((e) => e.type === type)!.payload as CombatEventPayloads[K];
const isPublic = (e: StoredEvent) => e.visibility === PUBLIC || (e.visibility as { kind?: string }).kind === 'public';

/**
 * Issue 29, the spells that move, look, ask, protect or enchant, cast with forced dice. The Magician (bob) in the
 * Crag's clearing 1 of the original board, the Crag turned to its enchanted side (grey, gold and purple magic in every
 * clearing, MP-2), the Wolf with him so the evening brings combat. His MAGIC chits: II3*, VIII4*, III3*, VII4**, V4**,
 * VI4*, IV3*. Day 1, the monster roll 6.
 */
function crag(spells: string, setUp: (g: ReturnType<typeof game>) => void = () => {}) {
  const g = game('', [[bob, 'Magician']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells });
  g.run({ type: 'board.enchant', actor: gm, tile: 'CG' });
  g.run({ type: 'board.piece', actor: gm, label: 'Magician', at: 'CG1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Wolf', at: 'CG1', kind: 'monster' });
  setUp(g);
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6]));
  // His luring: the Wolf comes to him (the only candidate).
  g.run({ type: 'combat.pass', actor: bob });
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
