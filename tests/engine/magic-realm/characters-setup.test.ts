import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSchema, decide, evolve, type ActionInput } from '../../../src/engine/parts.js';
import { game, PEOPLE } from '../../helpers/engine-game.js';
import type { GameState } from '../../../src/engine/core/state.js';
import { RuleError, type StoredEvent } from '../../../src/engine/core/types.js';
import { forcedDice } from '../../../src/engine/dice.js';
import { CHARACTER_DATA, NATIVE_GROUPS } from '../../../src/engine/rulesets/magic-realm/characters/character-data.js';
import { findCharacter, findNativeGroup, suggest } from '../../../src/engine/rulesets/magic-realm/characters/characters.js';
import { playOf } from '../../../src/engine/rulesets/magic-realm/play/access.js';

const root = resolve(import.meta.dirname, '../../..');
const source = resolve(root, '../shared/data/realm-objects.json');

const { gm, bob, carol } = PEOPLE;

describe('the characters and native groups of the game (derived from the reference data)', () => {
  it.skipIf(!existsSync(source))('scripts/derive-characters.ts derives exactly the committed character-data.ts', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'chars-')), 'character-data.ts');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/derive-characters.ts', source, out], { cwd: root, stdio: 'pipe' });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(resolve(root, 'src/engine/rulesets/magic-realm/characters/character-data.ts'), 'utf8'));
  });

  it('16 characters and the Thief/Assassin (Expansion One 13.2: one spell); nine native groups', () => {
    expect(CHARACTER_DATA.filter((c) => !c.expansionOne)).toHaveLength(16);
    expect(findCharacter('Witch King', false)).toMatchObject({ starts: ['Inn', 'Ghost'], spells: 4 });
    expect(findCharacter('wizard', false)).toMatchObject({ name: 'Wizard', starts: ['Inn', 'House', 'Guard'], spells: 2 });
    expect(findCharacter('Assassin', false)).toBeUndefined();
    expect(findCharacter('Assassin', true)).toMatchObject({ name: 'Thief/Assassin', spells: 1 });
    expect(NATIVE_GROUPS).toEqual(['Bashkars', 'Company', 'Guard', 'Lancers', 'Order', 'Patrol', 'Rogues', 'Soldiers', 'Woodfolk']);
  });

  it('/game join takes a character of the game, as the game writes it, and refuses a typo with the list', () => {
    const g = game('', []);
    g.run({ type: 'game.join', actor: bob, character: 'black knight' });
    expect(g.state().players[0]!.character).toBe('Black Knight');
    const typo = g.refusal({ type: 'game.join', actor: carol, character: 'Amazom' });
    expect(typo.message).toBe('there is no character "Amazom" in this game');
    expect(typo.hint).toContain('Amazon, Berserker, Black Knight, Captain, Druid, Dwarf, Elf, Magician, Pilgrim, Sorcerer, Swordsman, White Knight, Witch, Witch King, Wizard, Woods Girl');
    expect(typo.hint).not.toContain('Thief');
    expect(g.refusal({ type: 'game.join', actor: carol, character: 'Thief' }).message).toContain('no character "Thief"');
    const x1 = game('expansion-one', []);
    x1.run({ type: 'game.join', actor: carol, character: 'Thief' });
    expect(x1.state().players[0]!.character).toBe('Thief/Assassin');
    // X1-19 (002 13.2): "the Druid character is being replaced" by the Thief/Assassin.
    const druid = x1.refusal({ type: 'game.join', actor: bob, character: 'Druid' });
    expect(druid.message).toBe('there is no character "Druid" in this game');
    expect(druid.hint).toContain('Thief/Assassin');
    expect(druid.hint).not.toContain('Druid');
  });

  it('autocomplete offers the names that start with (then contain) what is typed', () => {
    const names = CHARACTER_DATA.filter((c) => !c.expansionOne).map((c) => c.name);
    expect(suggest(names, 'wi')).toEqual(['Witch', 'Witch King', 'Wizard']);
    expect(suggest(names, 'knight')).toEqual(['Black Knight', 'White Knight']);
    expect(suggest(NATIVE_GROUPS, 'l')).toEqual(['Lancers', 'Patrol', 'Soldiers', 'Woodfolk']);
    expect(findNativeGroup('the order')).toBe('Order');
    expect(findNativeGroup('Bashkar')).toBe('Bashkars');
  });

  it('an MtG RPG wizard is any name', () => {
    let state: GameState | undefined;
    for (const input of [
      { type: 'game.create', actor: gm, gameId: 'g2', channelId: 'c2', guildId: null, ruleset: 'mtg-rpg', options: '', at: 'now' },
      { type: 'game.join', actor: bob, character: 'Sarin' },
    ]) {
      const r = decide(state, actionSchema.parse(input as ActionInput), forcedDice([]));
      if (r instanceof RuleError) throw r;
      for (const e of r) state = evolve(state, { ...e, seq: 1, actionSeq: 1, at: 'now' } as StoredEvent);
    }
    expect(state!.players[0]!.character).toBe('Sarin');
  });
});

describe('BI-4: the set-up secrets told to the GM (003 l.29)', () => {
  const tell = (extra: Record<string, unknown>) => ({ type: 'play.setup', actor: bob, ...extra });

  it('the victory requirements are 5 VPs in the categories of the game, written as the GM reads them', () => {
    const g = game('');
    g.run(tell({ victory: '2 Fame, 1 notoriety, 2 gold' }));
    expect(playOf(g.state()).setUp.bob).toEqual({ victory: '2 fame, 1 notoriety, 2 gold' });
    g.run(tell({ victory: '1 great treasure; 4 gold' }));
    expect(playOf(g.state()).setUp.bob!.victory).toBe('1 great treasures, 4 gold');
    const four = g.refusal(tell({ victory: '2 fame, 2 gold' }));
    expect(four.message).toBe('your victory requirements add up to 4 VPs, not 5');
    expect(g.refusal(tell({ victory: '3 fame, 3 gold' })).message).toBe('your victory requirements add up to 6 VPs, not 5');
    expect(g.refusal(tell({ victory: '5 glory' })).message).toBe('"5 glory" is not a victory requirement: write a number of VPs and a category');
    expect(g.refusal(tell({ victory: 'fame and gold' })).hint).toContain('great treasures, spells, fame, notoriety, gold');
    expect(g.refusal(tell({ victory: '2 fame, 3 fame' })).message).toContain('fame is named twice');
  });

  it("the start is one of the character's start locations; the spells are as many as he records", () => {
    const g = game('', [[bob, 'Amazon'], [carol, 'Wizard']]);
    expect(g.refusal(tell({ start: 'Chapel' })).hint).toBe("the Amazon's start locations: Inn");
    g.run(tell({ start: 'the inn' }));
    expect(playOf(g.state()).setUp.bob!.start).toBe('Inn');
    // The Wizard's MAGIC chits are of types II, III and IV: Hurricane Winds (IV) and Fog (II), written as printed.
    g.run({ type: 'play.setup', actor: carol, start: 'guard', spells: 'hurricane winds, FOG' });
    expect(playOf(g.state()).setUp.carol).toEqual({ start: 'Guard', spells: 'Hurricane Winds, Fog' });
    const tooFew = g.refusal({ type: 'play.setup', actor: carol, spells: 'Fog' });
    expect(tooFew.message).toBe('the Wizard records 2 spells, and you named 1');
    // The example offered is one the engine accepts for him.
    const offered = tooFew.hint!.match(/spells:"([^"]+)"/)![1]!;
    g.run({ type: 'play.setup', actor: carol, spells: offered });
    expect(playOf(g.state()).setUp.carol!.spells).toBe(offered);
    expect(g.refusal(tell({ spells: 'Peace' })).message).toBe('the Amazon records no spells');
  });

  it('MP-2, BI-4: each recorded spell is a spell of the game, of a type his MAGIC chits have, named once', () => {
    const g = game('', [[bob, 'Amazon'], [carol, 'Wizard']]);
    // Peace is a type I spell: the Wizard has no MAGIC chit of type I.
    const peace = g.refusal({ type: 'play.setup', actor: carol, spells: 'Hurricane Winds, Peace' });
    expect(peace.message).toBe('Peace is a type I spell, and the Wizard has no MAGIC chit of type I');
    expect(peace.hint).toContain("the Wizard's MAGIC chits are of type II, IV, III");
    expect(g.refusal({ type: 'play.setup', actor: carol, spells: 'Hurricane Winds, Abracadabra' }).message).toBe('there is no spell "Abracadabra" in this game');
    // Expansion One's spells only in a game with it.
    expect(g.refusal({ type: 'play.setup', actor: carol, spells: 'Hurricane Winds, Ice Storm' }).message).toBe('there is no spell "Ice Storm" in this game');
    expect(g.refusal({ type: 'play.setup', actor: carol, spells: 'Fog, fog' }).message).toBe('Fog is named twice');
    const x1 = game('expansion-one', [[bob, 'Amazon'], [carol, 'Wizard']]);
    x1.run({ type: 'play.setup', actor: carol, spells: 'Hurricane Winds, Ice Storm' });
    expect(playOf(x1.state()).setUp.carol!.spells).toBe('Hurricane Winds, Ice Storm');
  });

  it('refused once a dwelling is on the board, and once play has begun', () => {
    const g = game('');
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run(tell({ victory: '5 gold' }));
    g.run({ type: 'board.piece', actor: gm, label: 'Inn', at: 'BV5', kind: 'dwelling' });
    expect(g.refusal(tell({ victory: '5 fame' })).message).toBe('the dwellings are on the board: the set-up secrets were told before they were revealed');
    const started = game('');
    started.run({ type: 'game.start', actor: gm });
    const r = started.refusal(tell({ victory: '5 fame' }));
    expect(r.message).toBe('play has begun: the set-up secrets were told before the dwellings were revealed');
    expect(r.hint).toContain('before /game start');
  });
});

describe('recording orders: the option player: and the Expansion One activities', () => {
  function onBoard(options: string) {
    const g = game(options, [[bob, 'Amazon'], [carol, 'Dwarf']]);
    g.run({ type: 'board.layout', actor: gm, layout: 'original-20' });
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
    return g;
  }

  it('issue 27: a bare M is answered with a move of his own, drawn from his clearing, which he may record as written', () => {
    const g = onBoard('');
    const r = g.refusal({ type: 'play.record', actor: bob, phases: 'M, H' });
    expect(r.message).toContain('needs the clearing to move to');
    const move = /Write the clearing after M, e\.g\. "(M [A-Z]+\d+)"/.exec(r.hint ?? '')![1]!;
    expect(move).not.toBe('M CV5');
    g.run({ type: 'play.record', actor: bob, phases: move });
    // Carol's Dwarf is not on the board: no move to offer, so the MOVE hint gives none.
    const off = g.refusal({ type: 'play.record', actor: carol, phases: 'M' });
    expect(off.hint).toContain('Write the clearing after M. ');
    expect(off.hint).not.toContain('M CV5');
  });

  it('issue 27: every example a refusal of /orders record offers is his own, drawn from his position, and is taken as written', () => {
    const g = onBoard('');
    g.run({ type: 'board.piece', actor: gm, label: 'Dwarf', at: 'BV5', kind: 'character', owner: 'carol' });
    /** Each quoted example of a refusal's hint, recorded by `who` as written: every one is taken. */
    const offered = (who: typeof bob, typed: string): string[] => {
      const hint = g.refusal({ type: 'play.record', actor: who, phases: typed }).hint ?? '';
      const examples = [...hint.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      for (const example of examples) g.run({ type: 'play.record', actor: who, phases: example });
      return examples;
    };
    // A Choice row: one he may write, in words (no fixed "P/L4 … or L/P2").
    const choice = offered(bob, 'P/X9');
    expect(choice[0]).toMatch(/^P\/(P2|P3|L2|L4)$/);
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'L/X9' }).hint).toMatch(/e\.g\. "L\/(P2|P3|L2|L4)" \(LOCATE; on a Choice, (Peer|Locate) \d\)/);
    // FOLLOW: the Dwarf, who plays in her clearing — not "F Amazon" nor "F Black Knight", whom nobody plays.
    expect(offered(bob, 'F')).toContain('F Dwarf');
    expect(offered(carol, 'F')).toContain('F Amazon');
    const nobody = g.refusal({ type: 'play.record', actor: bob, phases: 'F Black Knight' });
    expect(nobody.message).toBe('nobody else in this game plays "Black Knight" for Amazon to follow');
    expect(nobody.hint).toBe('follow one of: Dwarf, e.g. "F Dwarf"');
    // PEER into a clearing: BV5 is no mountain, so no clearing is offered, only "P".
    const peer = offered(bob, 'P ZZ9');
    expect(peer.filter((x) => /^P \S/.test(x))).toEqual([]);
    expect(peer).toContain('P');
    // From a mountain (L5), a clearing she may look into.
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'L5', kind: 'character', owner: 'bob' });
    const fromMountain = offered(bob, 'P ZZ9');
    expect(fromMountain.some((x) => /^P [A-Z]+\d$/.test(x))).toBe(true);
    // LOOT naming a site: she has discovered none here, so none is named; "LT" alone is offered.
    const loot = offered(bob, 'LT Nowhere');
    expect(loot.filter((x) => x.startsWith('LT '))).toEqual([]);
    expect(loot).toContain('LT');
    // A bare M: a move of her own from L5.
    expect(offered(bob, 'M')[0]).toMatch(/^M [A-Z]+\d$/);
    // TRADE and HIRE: nobody to meet at L5, so the hint gives the form alone; by the Lancers in BV5, with them, and
    // a sale of what she carries.
    expect(offered(bob, 'T Lancers')).toEqual([]);
    expect(offered(bob, 'HR')).toEqual([]);
    g.run({ type: 'board.piece', actor: gm, label: 'Amazon', at: 'BV5', kind: 'character', owner: 'bob' });
    g.run({ type: 'board.piece', actor: gm, label: 'Lancer HQ', at: 'BV5', kind: 'native' });
    expect(offered(bob, 'T Lancers')).toEqual(['T Lancers sell Short Sword']);
    expect(offered(bob, 'HR Crone')).toEqual(['HR Lancers']);
  });

  it('a player naming player: is refused, naming the option; the GM records for another', () => {
    const g = onBoard('');
    const r = g.refusal({ type: 'play.record', actor: carol, player: 'bob', phases: 'S' });
    expect(r.message).toBe("the option player: is the GM's: only the GM records orders for another player");
    expect(playOf(g.state()).day).toBeUndefined();
    // Its example is her own (issue 27), and she may record it as written.
    const example = /phases:"([^"]+)"/.exec(r.hint ?? '')![1]!;
    expect(example).not.toContain('M CV5');
    expect(g.refusal({ type: 'play.record', actor: bob, player: 'carol', phases: 'S' }).hint).toContain('/orders record phases:"');
    g.run({ type: 'play.record', actor: carol, phases: example });
    g.run({ type: 'play.record', actor: gm, player: 'bob', phases: 'S, R' });
    expect(playOf(g.state()).day!.orders.bob!.text).toBe('S, R');
  });

  it('STEAL (5.2) and GATE (3.3) phases are recorded with Expansion One, refused without it', () => {
    const g = onBoard('expansion-one');
    g.run({ type: 'play.record', actor: bob, phases: 'ST Soldiers, ST Soldiers Shield, G, M BV2' });
    expect(playOf(g.state()).day!.orders.bob).toMatchObject({ text: 'ST Soldiers, ST Soldiers Shield, G, M BV2', route: ['BV5', 'BV5', 'BV5', 'BV2'] });
    // Through a gate (3.3): the MOVE after a GATE phase enters the clearing named, wherever it is; a mountain takes
    // its MOVE phases (3.3/1). Without the GATE the same move is refused.
    g.run({ type: 'play.record', actor: bob, phases: 'G, M L5, M L5' });
    expect(playOf(g.state()).day!.orders.bob!.route).toEqual(['BV5', 'BV5', 'L5']);
    expect(g.refusal({ type: 'play.record', actor: bob, phases: 'S, M L5, M L5' }).message).toContain('L5 is not joined to BV5');
    // Carol's Dwarf is not on the board: a MOVE is refused, saying how the GM places him; other phases are taken.
    const off = g.refusal({ type: 'play.record', actor: carol, phases: 'M BV2' });
    expect(off.message).toBe('Dwarf is not on the board yet, so his moves cannot be checked');
    expect(off.hint).toContain('/board starts puts each character at a start of theirs');
    g.run({ type: 'play.record', actor: carol, phases: 'S, R' });
    const core = onBoard('');
    const r = core.refusal({ type: 'play.record', actor: bob, phases: 'ST Soldiers, S' });
    expect(r.message).toBe('STEAL (ST) is an activity of Expansion One 5.2, which this game does not use');
  });
});
