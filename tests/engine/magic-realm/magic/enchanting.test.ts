import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/core/types.js';
import { characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { freshSheet, type CharacterSheet } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { applySheetDelta, sheetDelta } from '../../../../src/engine/rulesets/magic-realm/characters/sheet-delta.js';
import { chitToEnchant, enchantChit, enchantableChits, playColourChit } from '../../../../src/engine/rulesets/magic-realm/magic/colour-chits.js';
import { enchantRun } from '../../../../src/engine/rulesets/magic-realm/magic/enchant-turn.js';
import { enchantCandidates, publicEnchantText, readEnchant, tileEnchantment } from '../../../../src/engine/rulesets/magic-realm/magic/enchanting.js';
import { placedTile, type Board } from '../../../../src/engine/rulesets/magic-realm/map/board.js';
import { publicOrders } from '../../../../src/engine/rulesets/magic-realm/play/meeting.js';

/**
 * MP-1 (seed 001 l.7): enchanting a MAGIC chit into colour, or the tile he stands in (magic/colour-chits.ts,
 * magic/enchanting.ts, magic/enchant-turn.ts). The Witch: 3 MAGIC VIII4*, 4 MAGIC V6*, 5 MAGIC II3*, 6 MAGIC V5*,
 * 7 MAGIC II3*, 9 MAGIC V4*, 10 MAGIC II2*, 11 MAGIC VIII2*.
 */
const witch = characterKit('Witch')!;
const wizard = characterKit('Wizard')!;
const fresh = (): CharacterSheet => freshSheet(witch);
const refusal = (f: () => unknown): RuleError => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('accepted');
};

describe('MP-1: a MAGIC chit of type I–V enchanted into colour (colour-chits.ts)', () => {
  it('the Witch’s MAGIC V4* becomes black; her chits of types I–V are the ones she may enchant', () => {
    expect(enchantableChits(witch, fresh())).toEqual([4, 5, 6, 7, 9, 10]);
    const at = chitToEnchant(witch, fresh(), 'magic v4*');
    expect(at).toBe(9);
    const { sheet, colour } = enchantChit(witch, fresh(), at);
    expect(colour).toEqual({ chit: 9, colour: 'black' });
    expect(sheet.colourChits).toEqual([{ chit: 9, colour: 'black' }]);
    // It stays active (a colour chit is an active chit face down), and is no longer one she may enchant.
    expect(sheet.chits[9]).toBe('active');
    expect(enchantableChits(witch, sheet)).toEqual([4, 5, 6, 7, 10]);
    // Two chits of one print: the second MAGIC II3* is enchanted after the first.
    const one = enchantChit(witch, fresh(), chitToEnchant(witch, fresh(), 'MAGIC II3*')).sheet;
    expect(chitToEnchant(witch, one, 'MAGIC II3*')).toBe(7);
  });

  it('refused: type VIII, not a MAGIC chit, fatigued, enchanted already, no such chit — each saying which she may enchant', () => {
    const hint = 'enchant one of her active MAGIC chits of type I–V: "E MAGIC V6*", "E MAGIC II3*", "E MAGIC V5*", "E MAGIC V4*", "E MAGIC II2*"';
    expect(refusal(() => chitToEnchant(witch, fresh(), 'MAGIC VIII4*'))).toMatchObject({ message: 'MAGIC VIII4* is type VIII: only MAGIC chits of types I–V are enchanted into colour (I white, II grey, III gold, IV purple, V black)', hint });
    expect(refusal(() => chitToEnchant(witch, fresh(), 'MOVE L4')).message).toBe('only a MAGIC chit is enchanted into colour, not MOVE L4');
    const tired = { ...fresh(), chits: fresh().chits.map((s, i) => (i === 9 ? ('fatigued' as const) : s)) };
    expect(refusal(() => chitToEnchant(witch, tired, 'MAGIC V4*')).message).toBe('her MAGIC V4* is fatigued: only an active MAGIC chit is enchanted');
    const black = enchantChit(witch, fresh(), 9).sheet;
    expect(refusal(() => chitToEnchant(witch, black, 'MAGIC V4*')).message).toBe('her MAGIC V4* is enchanted into black already: only an active MAGIC chit is enchanted');
    expect(refusal(() => chitToEnchant(witch, fresh(), 'MAGIC I5**')).message).toBe('the Witch has no chit "MAGIC I5**"');
    const amazon = characterKit('Amazon')!;
    expect(refusal(() => chitToEnchant(amazon, freshSheet(amazon), 'MOVE M4')).hint).toBe('the Amazon has no active MAGIC chit of type I–V to enchant: record another phase');
  });

  it('MP-11 (seed 001 l.27): played, a colour chit reverts to an ordinary MAGIC chit and fatigues', () => {
    const two = enchantChit(witch, enchantChit(witch, fresh(), 9).sheet, 5).sheet;
    const played = playColourChit(two, 9);
    expect(played.colourChits).toEqual([{ chit: 5, colour: 'grey' }]);
    expect(played.chits[9]).toBe('fatigued');
    expect(played.chits[5]).toBe('active');
    const none = playColourChit(played, 5);
    expect('colourChits' in none).toBe(false);
    expect(() => playColourChit(none, 5)).toThrow('no colour chit');
  });

  it('the card’s change rides on an event as a list (sheet-delta.ts): gained, then played', () => {
    const before = fresh();
    const made = enchantChit(witch, before, 9).sheet;
    const delta = sheetDelta(before, made);
    expect(delta).toEqual({ colourChits: { gained: [{ chit: 9, colour: 'black' }] } });
    expect(applySheetDelta(before, delta)).toEqual(made);
    const played = playColourChit(made, 9);
    const back = sheetDelta(made, played);
    expect(back).toEqual({ chits: [{ index: 9, state: 'fatigued' }], colourChits: null });
    expect(applySheetDelta(made, back)).toEqual(played);
  });
});

describe('MP-1: the tile he stands in turned over (enchanting.ts)', () => {
  // The Linden Woods: gold in every clearing on its enchanted side, no colour on its normal side.
  const normal: Board = [{ code: 'LW', q: 0, r: 0, rotation: 0, side: 'normal' }];
  const enchanted: Board = [{ code: 'LW', q: 0, r: 0, rotation: 0, side: 'enchanted' }];
  const at = (board: Board, day = 2, treasures: string[] = []) => ({ day, board, clearing: 'LW4', treasures });

  it('a ritual chit and a free colour of its colour: the Wizard’s MAGIC III3* with the enchanted clearing’s gold — nothing fatigues', () => {
    expect(tileEnchantment(wizard, freshSheet(wizard), at(enchanted))).toEqual({ ritual: 10, source: { kind: 'tile', colour: 'gold', clearing: 'LW4' } });
    // The day's colour: on day 7 the Witch’s MAGIC V6* (black) with the month's black.
    expect(tileEnchantment(witch, fresh(), at(normal, 7))).toEqual({ ritual: 4, source: { kind: 'day', colour: 'black', day: 7 } });
    // An item's: the Cloven Hoof (black) in her clearing.
    expect(tileEnchantment(witch, fresh(), at(normal, 2, ['Cloven Hoof']))).toEqual({ ritual: 4, source: { kind: 'treasure', colour: 'black', treasure: 'Cloven Hoof' } });
  });

  it('else a colour chit of his of that colour, played (never the ritual itself); a free source is taken before it', () => {
    const black = enchantChit(witch, fresh(), 4).sheet; // MAGIC V6* black
    expect(tileEnchantment(witch, black, at(normal))).toEqual({ ritual: 6, source: { kind: 'chit', colour: 'black', chit: 4 }, played: 4 });
    // On day 7 the month's black is used: her colour chit is kept.
    expect(tileEnchantment(witch, black, at(normal, 7))).toEqual({ ritual: 6, source: { kind: 'day', colour: 'black', day: 7 } });
    // Naming the ritual: her MAGIC II3* has no grey here.
    expect(refusal(() => tileEnchantment(witch, black, at(normal), 'MAGIC II3*')).message).toBe(
      "to enchant her tile the Witch needs colour magic of that ritual chit's colour (grey for MAGIC II3*); present for her in LW4: black",
    );
  });

  it('refused: no colour of his rituals present; no MAGIC chit of type I–V; off the board', () => {
    const e = refusal(() => tileEnchantment(witch, fresh(), at(normal)));
    expect(e.message).toBe("to enchant her tile the Witch needs colour magic of a ritual chit's colour (black for MAGIC V6*, grey for MAGIC II3*, black for MAGIC V5*, black for MAGIC V4*, grey for MAGIC II2*); present for her in LW4: none");
    expect(e.hint).toBe('enchant the tile on a day or in a clearing with that colour, or first enchant another MAGIC chit of that type into a colour chit (e.g. "E MAGIC V6*")');
    const amazon = characterKit('Amazon')!;
    expect(refusal(() => tileEnchantment(amazon, freshSheet(amazon), at(enchanted))).message).toBe('the Amazon has no active MAGIC chit of type I–V: a tile is enchanted with one, and colour magic of its colour');
    expect(refusal(() => tileEnchantment(witch, fresh(), { day: 7 })).message).toBe('the Witch is not on the board, so there is no tile to enchant');
  });

  it('a turn’s run: a chit enchanted earlier colours the tile later; the tile turned shows its other side after', () => {
    const run = enchantRun(witch, fresh(), normal, (clearing, board) => ({ day: 2, board, ...(clearing ? { clearing } : {}) }));
    const chit = run.enchant(readEnchant(['MAGIC', 'V6*'])!, 'LW4');
    expect(chit).toMatchObject({ kind: 'chit', chit: 4, label: 'MAGIC V6*', colour: 'black' });
    const tile = run.enchant(readEnchant(['TILE'])!, 'LW4');
    expect(tile).toMatchObject({ kind: 'tile', tile: 'LW', side: 'enchanted', ritual: 'MAGIC V5*', played: { label: 'MAGIC V6*', colour: 'black' } });
    expect(placedTile(run.board, 'LW')!.side).toBe('enchanted');
    expect(run.sheet.chits[4]).toBe('fatigued');
    // A third phase: no black left, no grey.
    expect(run.enchant(readEnchant(['TILE'])!, 'LW4')).toHaveProperty('refused');
  });

  it('what the orders keep and what the table sees: the tile, never the chit', () => {
    expect(readEnchant([])).toBeUndefined();
    expect(readEnchant(['tile', 'magic', 'iv3*'])).toEqual({ kind: 'tile', with: 'MAGIC IV3*' });
    expect(publicEnchantText(readEnchant(['MAGIC', 'V4*'])!)).toBe('MAGIC');
    const orders = { text: 'E MAGIC V4*, E TILE MAGIC V5*, H', phases: [{ code: 'E', target: 'MAGIC V4*' }, { code: 'E', target: 'TILE MAGIC V5*' }, { code: 'H' }], route: [] };
    expect(publicOrders(orders).text).toBe('E MAGIC, E TILE, H');
    expect(enchantCandidates(wizard, freshSheet(wizard))).toEqual(['E MAGIC II4*', 'E MAGIC IV4*', 'E MAGIC II3*', 'E MAGIC III3*', 'E MAGIC IV3*', 'E TILE']);
  });
});
