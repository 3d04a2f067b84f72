import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { birdsongWaiting } from '../../../../src/engine/rulesets/magic-realm/play/waiting.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';
import { playAllOk, playOk, publicText, recordingConsole, textOf } from '../../../helpers/console.js';
import { boardViewFor } from '../../../../src/engine/rulesets/magic-realm/board/view.js';
import { publicViewer } from '../../../../src/engine/core/view.js';
import { phantasmTurnLine } from '../../../../src/engine/rulesets/magic-realm/play/phantasm-words.js';

const { gm, bob, carol } = PEOPLE;

/**
 * Issue 29, Phantasm cast with forced dice as spells/day-phases.test.ts casts: the Magician (bob) in L1 of the
 * original board with the Giant, the Ledges enchanted (purple); the Amazon (carol) in CV1. At the Evening of day 1 he
 * casts Phantasm with MAGIC VI4* on himself, the round revealed with dice of 1; the day runs on to Birdsong of day 2.
 */
function cast() {
  const g = game('', [[bob, 'Magician'], [carol, 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: 'Phantasm, Elven Grace, Prophecy' });
  g.run({ type: 'board.enchant', actor: gm, tile: 'L' });
  g.run({ type: 'board.piece', actor: gm, label: 'Magician', at: 'L1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Giant', at: 'L1', kind: 'monster' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'CV1', kind: 'character', owner: 'carol' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  g.run({ type: 'play.record', actor: bob, phases: 'B' });
  g.run({ type: 'play.record', actor: carol, phases: 'B' });
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 1]));
  g.run({ type: 'combat.pass', actor: bob });
  g.run({ type: 'combat.cast', actor: bob, spell: 'Phantasm', chit: 'MAGIC VI4*' });
  g.run({ type: 'combat.target', actor: bob, who: 'Magician' });
  const reveal = g.run({ type: 'combat.play', actor: bob, move: 'MOVE L4', maneuver: 'dodge' }, forcedDice(Array(10).fill(1)));
  g.run({ type: 'combat.end', actor: gm });
  const night = g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([]));
  expect(night.map((e) => e.type).at(-1)).toBe('play.new-day');
  return { ...g, reveal };
}

const phantasmPiece = (g: ReturnType<typeof cast>) => boardOf(g.state()).pieces.find((p) => p.id === 'phantasm:bob');
const only = (events: readonly StoredEvent[], type: string) => events.filter((e) => e.type === type);

describe('Phantasm (VI, purple, day, character): "Move unseen searcher (PEER only), can SPELL"', () => {
  it("cast by the Magician on himself with MAGIC VI4* (purple from the enchanted Ledges): at the reveal an unseen phantasm piece appears in L1, his and the GM's only; the spell lasts to Sunset of day 2", () => {
    const g = cast();
    const set = only(g.reveal, 'board.piece-set').find((e) => (e.payload as { piece: { id: string } }).piece.id === 'phantasm:bob')!;
    expect(set.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(phantasmPiece(g)).toMatchObject({ label: "Magician's Phantasm", tile: 'L', clearing: 1, seenBy: ['bob'], owner: 'bob' });
    expect((only(g.reveal, 'play.spell-in-force')[0]!.payload as { text: string }).text).toBe("Magician's Phantasm (day: ends at Sunset of day 2) is in force on the Magician");
    // The table learns that it appeared, never where it goes.
    expect(JSON.stringify(g.reveal.filter((e) => e.visibility === PUBLIC).map((e) => e.payload))).not.toMatch(/phantasm:bob/);
    expect(JSON.stringify(g.reveal.filter((e) => e.visibility === PUBLIC).map((e) => e.payload))).toContain('an unseen phantasm appears beside the Magician: the Magician moves it and PEERs with it tomorrow');
  });

  it('his Birdsong reminder shows its phases too, an example its own judge takes (a MOVE from L1 and a PEER); the Amazon’s shows none', () => {
    const g = cast();
    const how = birdsongWaiting(g.state())!.howFor!('bob');
    const m = /^\/orders record phases:"([^"]+)" phantasm:"(M L\d, P)"$/.exec(how);
    expect(m).not.toBeNull();
    g.run({ type: 'play.record', actor: bob, phases: m![1]!, phantasm: m![2]! });
    expect(birdsongWaiting(g.state())!.howFor!('carol')).not.toContain('phantasm:');
  });

  it('at Birdsong of day 2 he records its phases with his orders, his secret: MOVE and PEER only, judged from its clearing L1 (4 phases, his known paths); the Amazon, without the spell, is refused phantasm:', () => {
    const g = cast();
    expect(g.refusal({ type: 'play.record', actor: carol, phases: 'R', phantasm: 'P' }).message).toBe('the Amazon has no phantasm: only the target of a Phantasm in force records its phases ("Move unseen searcher (PEER only), can SPELL")');
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'R', phantasm: 'H' }).message).toBe('"H": a phantasm only MOVEs and PEERs ("Move unseen searcher (PEER only)")');
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'R', phantasm: 'E TILE' }).message).toBe('"E TILE": a phantasm only MOVEs and PEERs ("Move unseen searcher (PEER only)"): it has no MAGIC chits of its own to enchant');
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'R', phantasm: 'P, P, P, P, P' }).message).toBe("the Magician's phantasm (in L1): These orders break a rule:\n• phase 5 (P): only 4 phases today (4 phases a day)");
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'R', phantasm: 'M CV1' }).message).toBe("the Magician's phantasm (in L1): These orders break a rule:\n• phase 1 (M CV1): CV1 is not joined to L1 by a path you know");
    const recorded = g.run({ type: 'play.record', actor: bob, phases: 'R', phantasm: 'M L4, P' });
    expect(recorded[0]!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(playOf(g.state()).day!.orders.bob!.phantasm).toEqual({ text: 'M L4, P', phases: [{ code: 'M', target: 'L4' }, { code: 'P' }], route: ['L4', 'L4'] });
    expect(JSON.stringify(recorded.filter((e) => e.visibility === PUBLIC).map((e) => e.payload))).not.toMatch(/L4|phantasm/);
    // Judged from its clearing, not his: the GM puts the Magician in CV1; its M L4 from L1 still stands, his own is refused.
    g.run({ type: 'board.piece', actor: gm, label: 'Magician', at: 'CV1', kind: 'character', owner: 'bob' });
    expect(g.run({ type: 'play.record', actor: bob, phases: 'R', phantasm: 'M L4' })[0]!.payload).toMatchObject({ orders: { route: ['CV1'], phantasm: { route: ['L4'] } } });
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'M L4' }).message).toMatch(/L4 is not joined to CV1/);
  });

  it("its turn comes right after his: M L4, then PEER 2, 1 (read 2: clues and paths) finds the hidden path L4-L6 — his alone, as its moves; at Sunset of day 2 it goes with the spell", () => {
    const g = cast();
    g.run({ type: 'play.record', actor: bob, phases: 'R', phantasm: 'M L4, P' });
    g.run({ type: 'play.record', actor: carol, phases: 'R' });
    // Sunrise: the monster roll 6, the turn order's die 1 keeps the drawn order (the Magician first).
    g.run({ type: 'play.advance', actor: gm }, forcedDice([6, 1]));
    const turn = g.run({ type: 'play.advance', actor: gm }, forcedDice([2, 1]));
    expect(turn.map((e) => e.type)).toEqual(['play.turn', 'play.phantasm-turn', 'board.piece-set', 'play.found']);
    expect(turn.slice(1).every((e) => JSON.stringify(e.visibility) === JSON.stringify({ kind: 'players', userIds: ['bob'] }))).toBe(true);
    expect(turn[1]!.payload).toEqual({ userId: 'bob', name: 'Magician', from: 'L1', text: 'M L4, P', phases: [{ code: 'M', to: 'L4' }, { code: 'P', dice: [2, 1], read: 2, finds: ['clues', 'hidden-paths'] }], to: 'L4' });
    expect(turn[3]!.payload).toEqual({ userId: 'bob', name: 'Magician', paths: ['L4-L6'], chits: [], hiddenEnemies: false });
    expect(boardOf(g.state()).discovered.bob).toContain('L4-L6');
    expect(phantasmPiece(g)).toMatchObject({ tile: 'L', clearing: 4, seenBy: ['bob'] });
    // Nobody else sees it on the board; its owner does.
    expect(boardViewFor(g.state(), publicViewer).pieces.some((p) => p.id === 'phantasm:bob')).toBe(false);
    expect(boardViewFor(g.state(), { userId: 'carol' }).pieces.some((p) => p.id === 'phantasm:bob')).toBe(false);
    expect(boardViewFor(g.state(), { userId: 'bob' }).pieces.some((p) => p.id === 'phantasm:bob')).toBe(true);
    expect(phantasmTurnLine(turn[1]!.payload as never)).toBe("Magician's phantasm (in L1): M L4, P — moved to L4; PEER: 2, 1 → 2: finds clues and hidden paths");
    g.run({ type: 'play.advance', actor: gm }, forcedDice([]));
    const sunset = g.run({ type: 'play.advance', actor: gm }, forcedDice([]));
    expect(sunset.map((e) => e.type)).toEqual(['play.part', 'play.spells-ended', 'play.sheet-set', 'board.piece-removed']);
    expect(sunset[3]!.visibility).toEqual({ kind: 'players', userIds: ['bob'] });
    expect(phantasmPiece(g)).toBeUndefined();
  });
});

describe('Phantasm through the console: its orders and its turn his alone', () => {
  it('Phantasm: /orders record phantasm: is his private reply; its turn reaches him alone (the channel sees only his own turn); /log keeps it his; /gm undo takes the turn back, the phantasm to L1', async () => {
    // Every die 1 after the set-up card: the monster roll, the combat's rolls, the turn order, the PEER.
    const g = await recordingConsole([...SET_UP_DICE, ...Array(60).fill(1)]);
    await playAllOk(g.play, [
      '@gm /game create ruleset:magic-realm',
      '@bob /game join character:Magician',
      '@carol /game join character:Amazon',
      '@gm /board layout layout:original-20',
      '@bob /setup tell spells:"Phantasm, Elven Grace, Prophecy"',
      '@gm /board enchant tile:L',
      '@gm /board piece label:Magician at:L1 kind:character owner:@bob',
      '@gm /board piece label:Amazon at:CV1 kind:character owner:@carol',
      '@gm /board piece label:Giant at:L1 kind:monster',
      '@gm /game start chits:false',
      '@bob /orders record phases:"B"',
      '@carol /orders record phases:"R"',
      '@gm /day next',
      '@bob /combat pass',
      '@bob /combat cast spell:"Phantasm" chit:"MAGIC VI4*"',
      '@bob /combat target who:Magician',
      '@bob /combat play move:"MOVE L4" maneuver:dodge',
      '@gm /combat end',
      '@gm /day next',
      '@carol /orders record phases:"R"',
    ]);
    const recorded = await playOk(g.play, '@bob /orders record phases:"R" phantasm:"M L4, P"');
    expect(recorded.reply.ephemeral).toBe(true);
    expect(textOf(recorded.reply)).toContain('Phantasm: **M L4, P** (route L4 → L4)');
    expect(publicText(recorded)).not.toContain('L4');
    // One press runs the day through his turn, its phantasm's, the Amazon's, Sunset, to the Evening's combat in L1.
    const turn = await playOk(g.play, '@gm /day next');
    expect(turn.direct.filter((d) => textOf(d.message).includes("Magician's phantasm (in L1): M L4, P — moved to L4")).map((d) => d.to)).toEqual(['bob']);
    expect(publicText(turn)).not.toMatch(/phantasm|L4/i);
    // The whole log, page by page.
    const log = async (who: string) => {
      const pages: string[] = [];
      for (const n of [1, 2, 3, 4, 5, 6]) pages.push(textOf((await g.play(`@${who} /log page:${n}`)).reply));
      return pages.join('\n');
    };
    expect(await log('carol')).not.toContain('phantasm (in L1)');
    expect(await log('bob')).toContain("Magician's phantasm (in L1): M L4, P — moved to L4");
    await playOk(g.play, '@gm /gm undo');
    const state = (await g.session.services.store.channelGame('console'))!;
    expect(boardOf(state).pieces.find((p) => p.id === 'phantasm:bob')).toMatchObject({ tile: 'L', clearing: 1 });
  });
});
