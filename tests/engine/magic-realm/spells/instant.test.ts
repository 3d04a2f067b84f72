import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { offeredCommands } from '../../../../src/engine/rulesets/magic-realm/combat/offers.js';
import { sheetOf } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { chitLabel, characterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { describeEvent } from '../../../../src/engine/parts.js';
import type { StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;

type Who = { id: string; name: string };

/**
 * Issue 29, the instant spells with forced dice. The caster (bob) and a second character (carol) in one clearing of
 * the original board, so the evening brings combat; `monsters` there too. A colour the clearing lacks comes from a
 * treasure the GM gives (the Sacred Grail: white; the Cloven Hoof: black — given to carol, so it is no modifier of
 * bob's rolls; the Golden Icon: grey). Day 1, the monster roll 6; the turn order's die 1 keeps bob first.
 */
function arena(o: { caster: string; spells: string; at?: string; other?: string; monsters?: string[]; gifts?: [Who, string][]; enchant?: string }) {
  const at = o.at ?? 'L1';
  const g = game('', [[bob, o.caster], [carol, o.other ?? 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: o.spells });
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

/** Bob casts `spell` with `chit` (carol passes), aims it at `who`, and plays a dodge with `move`; the reveal's dice `dice`. */
function castAndReveal(g: ReturnType<typeof arena>, spell: string, chit: string, who: string, move: string, dice: number[]) {
  g.run({ type: 'combat.cast', actor: bob, spell, chit });
  g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
  expect(offeredCommands(g.state(), currentCombat(g.state())!, 'bob')).toContain(`/combat target who:"${who}"`);
  g.run({ type: 'combat.target', actor: bob, who });
  if (currentCombat(g.state())!.step === 'target') g.run({ type: 'combat.target', actor: carol });
  return g.run({ type: 'combat.play', actor: bob, move, maneuver: 'dodge' }, forcedDice(dice));
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
