import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../src/engine/dice.js';
import { currentCombat } from '../../../../src/engine/rulesets/magic-realm/combat/access.js';
import type { CombatEventPayloads } from '../../../../src/engine/rulesets/magic-realm/combat/events.js';
import { playOf } from '../../../../src/engine/rulesets/magic-realm/play/access.js';
import type { PlayEventPayloads } from '../../../../src/engine/rulesets/magic-realm/play/events.js';
import { boardOf } from '../../../../src/engine/rulesets/magic-realm/board/access.js';
import { wishHint } from '../../../../src/engine/rulesets/magic-realm/magic/wishes.js';
import { describeEvent } from '../../../../src/engine/parts.js';
import { onlyPlayers, PUBLIC, type StoredEvent } from '../../../../src/engine/core/types.js';
import { game, PEOPLE, SET_UP_DICE } from '../../../helpers/engine-game.js';

const { gm, bob, carol } = PEOPLE;
const GM_READER = { viewer: { userId: 'gm' }, isGm: true };

/**
 * Issue 29, Small Blessing's wishes that wait for a choice (magic/wishes.ts). The Pilgrim (bob, white from the Sacred
 * Grail) and the Amazon (carol) in L1 of the original board, `monsters` there too (she lures them); the evening brings combat. Bob casts
 * Small Blessing on the Amazon (MAGIC I4*); she rolls the Wish table with `dice` (2d6-high: 1, 1 → 1; 2, 1 → 2; 3, 1 → 3).
 */
function blessed(dice: number[], monsters: string[] = []) {
  const g = game('', [[bob, 'Pilgrim'], [carol, 'Amazon']]);
  g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
  g.run({ type: 'play.setup', actor: bob, spells: 'Small Blessing' });
  g.run({ type: 'board.piece', actor: gm, label: 'Pilgrim', at: 'L1', kind: 'character', owner: 'bob' });
  g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'L1', kind: 'character', owner: 'carol' });
  for (const m of monsters) g.run({ type: 'board.piece', actor: gm, label: m, at: 'L1', kind: 'monster' });
  g.run({ type: 'game.start', actor: gm, chits: false }, forcedDice([...SET_UP_DICE]));
  g.run({ type: 'play.sheet', actor: gm, player: 'bob', change: { kind: 'give', item: 'Sacred Grail' } });
  g.run({ type: 'play.advance', actor: gm, through: true }, forcedDice([6, 1]));
  if (currentCombat(g.state())!.step === 'lure') {
    g.run({ type: 'combat.pass', actor: bob });
    g.run({ type: 'combat.lure', actor: carol, denizens: monsters.join(', ') });
  }
  g.run({ type: 'combat.cast', actor: bob, spell: 'Small Blessing', chit: 'MAGIC I4*' });
  g.run({ type: 'combat.pass', actor: carol }, forcedDice([1]));
  const steps: Record<string, unknown>[] = [{ type: 'combat.target', actor: bob, who: 'Amazon' }, { type: 'combat.target', actor: carol }, { type: 'combat.play', actor: bob, move: 'MOVE M5', maneuver: 'dodge' }, { type: 'combat.play', actor: carol, move: 'MOVE M4', maneuver: 'dodge' }];
  for (const step of steps) {
    const c = currentCombat(g.state())!;
    const actor = (step.actor as { id: string }).id;
    const due = step.type === 'combat.target' ? c.step === 'target' && c.targetOrder![c.turn] === actor : c.step === 'play' && c.playing.includes(actor) && !c.plays[actor];
    if (!due) continue;
    const events = g.run(step, forcedDice([...dice, 1, 1, 1, 1, 1, 1]));
    if (events.some((e) => e.type === 'combat.round')) return { ...g, reveal: events };
  }
  throw new Error('the round was not revealed');
}

const payload = <K extends keyof (CombatEventPayloads & PlayEventPayloads)>(events: readonly StoredEvent[], type: K): (CombatEventPayloads & PlayEventPayloads)[K] => events.find((e) => e.type === type)!.payload as (CombatEventPayloads & PlayEventPayloads)[K];
const blessingLine = (events: readonly StoredEvent[]) => payload(events, 'combat.round').lines.find((l) => l.startsWith('Pilgrim casts Small Blessing'));
const told = (events: readonly StoredEvent[]) => events.map((e) => describeEvent(e, GM_READER));
const at = (g: ReturnType<typeof blessed>, label: string) => boardOf(g.state()).pieces.filter((p) => p.label === label).map((p) => `${p.tile}${p.clearing ?? ''}`);

describe('Small Blessing, Wish table 1: "I wish I were elsewhere" — teleport to any clearing of the map', () => {
  it('1, 1 → 1: the wish waits in the play state, told to the Amazon privately with a command the engine takes; /character wish to:CV1 teleports her out of the combat in L1', () => {
    const g = blessed([1, 1]);
    expect(blessingLine(g.reveal)).toBe('Pilgrim casts Small Blessing with MAGIC I4* at speed 4, white from the Sacred Grail, on the Amazon; The Amazon rolls on the Wish table: 1, 1 → 1: "I wish I were elsewhere": teleport to any clearing of the map; the Amazon makes the wish with /character wish (told her privately)');
    const pending = g.reveal.find((e) => e.type === 'play.wish-pending')!;
    expect(pending.payload).toEqual({ userId: 'carol', name: 'Amazon', wish: 'elsewhere', clearing: 'L1', day: 1 });
    expect(describeEvent(pending, GM_READER)).toBe('✨ The Amazon\'s wish ("I wish I were elsewhere") waits for her choice');
    expect(playOf(g.state()).wishes).toEqual([pending.payload]);
    // The hint's example is one the engine takes now.
    const hint = wishHint(g.state(), playOf(g.state()).wishes![0]!);
    expect(hint).toBe('"I wish I were elsewhere": name the clearing of the board you teleport to — /character wish to:B1');
    expect(g.refusal({ type: 'play.wish', actor: carol, to: 'ZZ9' }).message).toBe('ZZ9 is not a clearing of the board');
    const made = g.run({ type: 'play.wish', actor: carol, to: 'cv1' });
    expect(made.map((e) => e.type)).toEqual(['combat.spell-removed', 'board.piece-set', 'play.wish-made']);
    expect(at(g, 'Amazon')).toEqual(['CV1']);
    expect(currentCombat(g.state())!.order).toEqual(['bob']);
    expect(playOf(g.state()).wishes).toEqual([]);
    expect(told(made)).toEqual(['✨ Small Blessing: the Amazon wished elsewhere', 'Amazon at CV1', '✨ The Amazon wishes she were elsewhere: teleported to CV1 (Small Blessing)']);
  });

  it('refused with what was wrong and how: no to:, another row\'s option, someone else\'s wish, the GM\'s player: from a player, a second wish', () => {
    const g = blessed([1, 1]);
    const none = g.refusal({ type: 'play.wish', actor: carol });
    expect([none.message, none.hint]).toEqual(['this wish takes you somewhere: name the clearing', 'add to:, e.g. /character wish to:B1']);
    expect(g.refusal({ type: 'play.wish', actor: carol, box: 'Hoard' }).message).toBe('"I wish I were elsewhere" takes only to:');
    const bobs = g.refusal({ type: 'play.wish', actor: bob, to: 'CV1' });
    expect([bobs.message, bobs.hint]).toEqual(['no wish of Small Blessing waits for that character', "the wishes waiting: the Amazon's"]);
    expect(g.refusal({ type: 'play.wish', actor: bob, player: 'carol', to: 'CV1' }).message).toBe("the option player: is the GM's");
    // The GM makes it for her.
    g.run({ type: 'play.wish', actor: gm, player: 'carol', to: 'B1' });
    expect(at(g, 'Amazon')).toEqual(['B1']);
    const again = g.refusal({ type: 'play.wish', actor: carol, to: 'CV1' });
    expect([again.message, again.hint]).toEqual(['no wish of Small Blessing waits for that character', 'a wish waits only after a Small Blessing rolls "I wish I were elsewhere", "I wish you were elsewhere" or "I wish for a vision"']);
  });

  it('/gm undo takes back the wish made (the Amazon back in L1 and in the combat, the wish waiting again)', () => {
    const g = blessed([1, 1]);
    g.run({ type: 'play.wish', actor: carol, to: 'CV1' });
    g.run({ type: 'gm.undo', actor: gm });
    expect(at(g, 'Amazon')).toEqual(['L1']);
    expect(currentCombat(g.state())!.order).toEqual(['bob', 'carol']);
    expect(playOf(g.state()).wishes).toHaveLength(1);
  });
});

describe('Small Blessing, Wish table 2: "I wish you were elsewhere" — a character teleports, a denizen goes back to where it is set up', () => {
  it('2, 1 → 2 with the Wolf in L1: the Amazon names the Wolf — out of the combat, off the board, back in the Wolves Box of the set-up card', () => {
    const g = blessed([2, 1], ['Wolf']);
    expect(blessingLine(g.reveal)).toMatch(/→ 2: "I wish you were elsewhere".*; the Amazon makes the wish with \/character wish \(told her privately\)$/);
    expect(wishHint(g.state(), playOf(g.state()).wishes![0]!)).toBe('"I wish you were elsewhere": name another character, native or monster in L1 (Pilgrim, Wolf): a character teleports to the clearing you name, a denizen goes back to where it is set up — /character wish who:"Pilgrim" to:B1');
    const wolves = playOf(g.state()).setUpCard!.boxes['Wolves Box']!.denizens.length;
    const refused = g.refusal({ type: 'play.wish', actor: carol, who: 'Wolf', to: 'B1' });
    expect([refused.message, refused.hint]).toEqual(['the Wolf goes back to where it is set up: it takes no to:', 'leave to: out, e.g. /character wish who:"Wolf"']);
    const made = g.run({ type: 'play.wish', actor: carol, who: 'wolf' });
    expect(made.map((e) => e.type)).toEqual(['combat.spell-removed', 'play.wish-made']);
    expect(payload(made, 'play.wish-made').sent).toEqual({ returned: [{ id: 'p3-wolf', label: 'Wolf', box: 'Wolves Box' }], moved: [] });
    expect(at(g, 'Wolf')).toEqual([]);
    expect(playOf(g.state()).setUpCard!.boxes['Wolves Box']!.denizens).toHaveLength(wolves + 1);
    expect(currentCombat(g.state())!.denizens).toEqual([]);
    expect(told(made).at(-1)).toBe('✨ The Amazon wishes the Wolf elsewhere: back to the Wolves Box box of the set-up card (Small Blessing)');
  });

  it('2, 1 → 2: the Amazon names the Pilgrim and a clearing — he teleports there; herself, nobody there, or a character without to: refused', () => {
    const g = blessed([2, 1]);
    const self = g.refusal({ type: 'play.wish', actor: carol, who: 'Amazon' });
    expect([self.message, self.hint]).toEqual(['Amazon is no other character, native or monster in L1', 'name one of Pilgrim; e.g. /character wish who:"Pilgrim" to:B1']);
    expect(g.refusal({ type: 'play.wish', actor: carol, to: 'B1' }).message).toBe('name who is sent away');
    expect(g.refusal({ type: 'play.wish', actor: carol, who: 'Pilgrim' }).message).toBe('this wish takes you somewhere: name the clearing');
    const made = g.run({ type: 'play.wish', actor: carol, who: 'Pilgrim', to: 'B1' });
    expect(at(g, 'Pilgrim')).toEqual(['B1']);
    expect(at(g, 'Amazon')).toEqual(['L1']);
    expect(currentCombat(g.state())!.order).toEqual(['carol']);
    expect(payload(made, 'play.wish-made')).toMatchObject({ wish: 'you-elsewhere', who: { id: 'p1-pilgrim', label: 'Pilgrim' }, to: 'B1' });
    expect(told(made).at(-1)).toBe('✨ The Amazon wishes the Pilgrim elsewhere: teleported to B1 (Small Blessing)');
  });
});

describe('Small Blessing, Wish table 3: "I wish for a vision" — the treasures of one box of the set-up card', () => {
  it('3, 1 → 3: the Amazon names the Hoard — its cards shown to her alone (the event hers), never on the public log', () => {
    const g = blessed([3, 1]);
    expect(blessingLine(g.reveal)).toMatch(/→ 3: "I wish for a vision".*; the Amazon makes the wish with \/character wish \(told her privately\)$/);
    const hint = wishHint(g.state(), playOf(g.state()).wishes![0]!);
    expect(hint).toMatch(/^"I wish for a vision": name one box of the set-up card \(Hoard, Lair, Altar, Shrine, Pool, Vault, Cairns, Statue, Soldiers, .*Scholar\): you alone see its treasure cards — \/character wish box:"Hoard"$/);
    // A card holding cards (the Chest) is no box of the set-up card.
    expect(hint).not.toMatch(/Chest|Crypt of the Knight/);
    const chest = g.refusal({ type: 'play.wish', actor: carol, box: 'Chest' });
    expect(chest.message).toBe('Chest is no box of the set-up card holding treasures');
    expect(g.refusal({ type: 'play.wish', actor: carol, to: 'B1' }).message).toBe('"I wish for a vision" takes only box:');
    const hoard = playOf(g.state()).setUpCard!.boxes.Hoard!.treasures;
    const made = g.run({ type: 'play.wish', actor: carol, box: 'hoard' });
    expect(made.map((e) => e.type)).toEqual(['play.wish-made']);
    expect(made[0]!.visibility).toEqual(onlyPlayers('carol'));
    expect(payload(made, 'play.wish-made')).toMatchObject({ wish: 'vision', box: 'Hoard', treasures: hoard });
    expect(told(made)).toEqual([`🔒 The Amazon sees the treasures of the Hoard: ${hoard.join(', ')} (Small Blessing)`]);
    // The set-up card is as it was: a vision takes nothing.
    expect(playOf(g.state()).setUpCard!.boxes.Hoard!.treasures).toEqual(hoard);
    expect(g.reveal.find((e) => e.type === 'play.wish-pending')!.visibility).toEqual(PUBLIC);
  });
});
