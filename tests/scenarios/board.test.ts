import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardViewFor } from '../../src/engine/rulesets/magic-realm/board/view.js';
import type { LineOutcome } from '../../src/console/session.js';
import { consoleWith, publicText, textOf } from '../helpers/console.js';
import { RuleError } from '../../src/engine/core/types.js';
import { cryptoDice } from '../../src/engine/dice.js';
import type { GameStore } from '../../src/store/game-store.js';

/** The board through the console: building it (BI-2, BI-3, X1-1, X1-3), laying it, pieces and discoveries per viewer. */
describe('board building through the console', () => {
  let play: (line: string) => Promise<LineOutcome>;
  let close: () => Promise<void>;
  let state: () => Promise<import('../../src/engine/core/state.js').GameState>;
  let store: GameStore;

  beforeAll(async () => {
    // Five dice pick the special tiles (X1-1), then one die a tile for the shuffle: all 0 keeps the data order.
    const c = await consoleWith(Array(60).fill(0));
    play = c.play;
    store = c.session.services.store;
    close = () => c.database.close();
    state = async () => {
      const id = (await c.session.services.store.activeGameId('console'))!;
      return (await c.session.services.store.load(id))!.state;
    };
    await play('@gm /game create ruleset:magic-realm options:"expansion-one"');
    await play('@bob /game join character:Amazon');
    await play('@carol /game join character:"Black Knight"');
  });
  afterAll(() => close());

  it('X1-1, BI-2: deals 30 tiles — the 20 originals, the 5 swamps and 5 specials — the Borderland to the first player', async () => {
    const dealt = await play('@gm /board deal');
    expect(dealt.ok).toBe(true);
    const b = (await state()).board!.building!;
    const all = [...b.hands.bob!, ...b.hands.carol!];
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(b.hands.bob![0]).toBe('B');
    expect(b.discarded).toHaveLength(6);
    expect(['DS', 'FS', 'PS', 'SS', 'SW'].every((s) => all.includes(s))).toBe(true);
  });

  it('BI-2: the Borderland first, then each player in turn; a wrong turn or a bad place is refused with the reason', async () => {
    const early = await play('@carol /board place tile:CV at:"0,-1" rotation:0');
    expect(early.ok).toBe(false);
    expect(early.reply.ephemeral).toBe(true);
    expect(textOf(early.reply)).toContain("bob's turn");
    const notFirst = await play('@bob /board place tile:BV at:"0,-1" rotation:0');
    expect(textOf(notFirst.reply)).toContain('Borderland is placed first');
    const first = await play('@bob /board place tile:B rotation:0');
    expect(first.ok).toBe(true);
    expect(first.reply.files[0]).toMatch(/board\.png$/);
    expect((await state()).board!.tiles).toEqual([{ code: 'B', q: 0, r: 0, rotation: 0, side: 'normal' }]);
    const hand = (await state()).board!.building!.hands.carol!;
    const far = await play(`@carol /board place tile:${hand[0]} at:"5,5" rotation:0`);
    expect(far.ok).toBe(false);
    expect(textOf(far.reply)).toMatch(/touch/i);
  });

  it('places a tile beside a placed one by direction (at:"B N") where /board fits says it fits', async () => {
    const s = await state();
    const tile = s.board!.building!.hands.carol![0]!;
    const fits = await play(`@carol /board fits tile:${tile}`);
    const first = textOf(fits.reply).match(/at:\\"(B [A-Z]+)\\" rotation:(\d)/);
    expect(first).toBeTruthy();
    const placed = await play(`@carol /board place tile:${tile} at:"${first![1]}" rotation:${first![2]}`);
    expect(placed.ok, textOf(placed.reply)).toBe(true);
    expect((await state()).board!.tiles.map((t) => t.code)).toEqual(['B', tile]);
    expect((await state()).board!.building!.order[(await state()).board!.building!.turn]).toBe('bob');
  });

  it('X1-3: the holder of the Ambush may swap it for a discarded special tile', async () => {
    const s = await state();
    const holder = Object.entries(s.board!.building!.hands).find(([, h]) => h.includes('AM'))?.[0];
    expect(holder).toBeDefined();
    const other = holder === 'bob' ? 'carol' : 'bob';
    expect((await play(`@${other} /board swap-ambush`)).ok).toBe(false);
    const swapped = await play(`@${holder} /board swap-ambush`);
    expect(swapped.ok).toBe(true);
    const after = (await state()).board!.building!;
    expect(after.hands[holder!]).not.toContain('AM');
    expect(after.discarded).toContain('AM');
  });

  it('BI-3: a player with no tiles left picks his character and native group on his turn', async () => {
    // BI-3 (003 l.26): a player whose turn it is but who still holds tiles may not pick yet.
    const before = (await state()).board!.building!;
    const holder = before.order[before.turn]!;
    expect(before.hands[holder]!.length).toBeGreaterThan(0);
    const tooEarly = await play(`@${holder} /board pick natives:Company`);
    expect(tooEarly.ok).toBe(false);
    expect(textOf(tooEarly.reply), textOf(tooEarly.reply)).toMatch(/you still have tiles/i);
    expect((await state()).board!.building!.picks).toEqual({});
    // The GM lays the rest for the players, as a group might let him: each placement passes the turn on.
    for (let guard = 0; guard < 40; guard++) {
      const b = (await state()).board!.building;
      if (!b) break;
      const who = b.order[b.turn]!;
      const hand = b.hands[who]!;
      if (hand.length === 0) {
        // The native group must be one of the nine of the game.
        const typo = await play(`@${who} /board pick natives:Goblins`);
        expect(typo.ok).toBe(false);
        expect(textOf(typo.reply)).toContain('Bashkars, Company, Guard, Lancers, Order, Patrol, Rogues, Soldiers, Woodfolk');
        const picked = await play(`@${who} /board pick natives:${who === 'bob' ? 'company' : 'Lancers'}`);
        expect(picked.ok, textOf(picked.reply)).toBe(true);
        expect(textOf(picked.reply)).toContain(who === 'bob' ? 'Company' : 'Lancers');
        continue;
      }
      const fits = textOf((await play(`@gm /board fits tile:${hand[0]}`)).reply).match(/at:(\\"[A-Z]+ [A-Z]+\\"|-?\d+,-?\d+) rotation:(\d)/);
      expect(fits, `${hand[0]} fits somewhere`).toBeTruthy();
      const at = fits![1]!.replace(/\\"/g, '"');
      // Placed through the store, as /board place does (BI-2's test plays the command): no picture of the growing
      // board is drawn 29 times for a test about the picks.
      const placed = await store.execute('console', { type: 'board.place', actor: { id: who, name: who }, tile: hand[0]!, at: at.replace(/"/g, ''), rotation: Number(fits![2]) }, cryptoDice);
      expect(placed instanceof RuleError ? placed.message : 'placed').toBe('placed');
    }
    const s = await state();
    expect(s.board!.building).toBeUndefined();
    expect(s.board!.tiles).toHaveLength(30);
    // Each pick is recorded: the character and the native group, as the game names them.
    expect(s.board!.picks).toEqual({ bob: { character: 'Amazon', natives: 'Company' }, carol: { character: 'Black Knight', natives: 'Lancers' } });
  });
});

describe('pieces and discoveries, per viewer', () => {
  let play: (line: string) => Promise<LineOutcome>;
  let close: () => Promise<void>;
  let state: () => Promise<import('../../src/engine/core/state.js').GameState>;

  beforeAll(async () => {
    const c = await consoleWith();
    play = c.play;
    close = () => c.database.close();
    state = async () => {
      const id = (await c.session.services.store.activeGameId('console'))!;
      return (await c.session.services.store.load(id))!.state;
    };
    await play('@gm /game create ruleset:magic-realm');
    await play('@bob /game join character:Amazon');
    await play('@carol /game join character:Dwarf');
    await play('@gm /board layout layout:original-20');
  });
  afterAll(() => close());

  it('a ready layout gives a new game a legal board at once; enchanting a tile turns it over', async () => {
    expect((await state()).board!.tiles).toHaveLength(20);
    const turned = await play('@gm /board enchant tile:CV');
    expect(turned.ok).toBe(true);
    expect((await state()).board!.tiles.find((t) => t.code === 'CV')!.side).toBe('enchanted');
    expect(boardViewFor(await state(), { userId: '' }).tiles.find((t) => t.code === 'CV')!.clearings.every((c) => c.magic)).toBe(true);
  });

  it('a hidden character and an unrevealed chit never reach the public board; the owner and the GM see them', async () => {
    const hidden = await play('@gm /board piece label:Amazon at:BV5 kind:character owner:@bob hidden:true');
    expect(hidden.ok, textOf(hidden.reply)).toBe(true);
    expect(publicText(hidden)).toBe('');
    await play('@gm /board piece label:"Lost City" at:CV kind:chit seen:gm');
    await play('@gm /board piece label:Inn at:BV2 kind:dwelling');
    const s = await state();
    const labels = (userId: string) => boardViewFor(s, { userId }).pieces.map((p) => p.label).sort();
    expect(labels('')).toEqual(['Inn']);
    expect(labels('carol')).toEqual(['Inn']);
    expect(labels('bob')).toEqual(['Amazon', 'Inn']);
    expect(boardViewFor(s, { userId: 'bob' }).pieces.find((p) => p.label === 'Amazon')!.hidden).toBe(true);
    expect(labels('gm')).toEqual(['Amazon', 'Inn', 'Lost City']);
    // The channel's log says nothing of them either.
    const log = textOf((await play('@carol /log')).reply);
    expect(log).not.toContain('Amazon at');
    expect(log).not.toContain('Lost City');
  });

  it('a hidden path is drawn for a character only once he discovered it; never on the public board', async () => {
    const hiddenIn = (userId: string) =>
      state().then((s) => boardViewFor(s, { userId }).tiles.find((t) => t.code === 'DW')!.paths.some((p) => p.type === 'hidden' && p.from === 1 && p.to === 4));
    expect(await hiddenIn('')).toBe(false);
    expect(await hiddenIn('bob')).toBe(false);
    expect(await hiddenIn('gm')).toBe(true);
    const road = await play('@gm /board discover player:@bob path:BV1-BV4');
    expect(road.ok).toBe(false);
    const found = await play('@gm /board discover player:@bob path:DW1-DW4');
    expect(found.ok, textOf(found.reply)).toBe(true);
    expect(found.direct.map((d) => d.to)).toEqual(['bob']);
    expect(publicText(found)).toBe('');
    expect(await hiddenIn('bob')).toBe(true);
    expect(await hiddenIn('carol')).toBe(false);
    expect(await hiddenIn('')).toBe(false);
  });

  it('SW-5: /board route gives the shortest route by the paths the asker knows, and the mission payoff of 2 gold a clearing', async () => {
    const r = await play('@bob /board route from:BV5 to:BV2');
    expect(r.ok, textOf(r.reply)).toBe(true);
    expect(r.reply.ephemeral).toBe(true);
    const text = textOf(r.reply);
    const entered = Number(/(\d+) clearing\(s\) entered/.exec(text)![1]);
    expect(entered).toBeGreaterThan(0);
    expect(text).toContain(`pays **${2 * entered} gold**`);
    const nowhere = await play('@bob /board route from:BV5 to:ZZ9');
    expect(nowhere.ok).toBe(false);
  });

  it('the public picture and a player\'s picture are answered to the right people', async () => {
    const pub = await play('@carol /board show');
    expect(pub.reply.ephemeral).toBe(false);
    expect(pub.reply.files[0]).toMatch(/board\.png$/);
    const own = await play('@bob /board show private:true');
    expect(own.reply.ephemeral).toBe(true);
    const tile = await play('@bob /board tile tile:DW');
    expect(tile.reply.ephemeral).toBe(true);
    expect(tile.reply.files[0]).toMatch(/tile\.png$/);
  });

  it('issue 27: the places the picture shortens to "+n more" are named in full in the text; the asker\'s own tile comes beside the board, never giving a hidden character away', async () => {
    // The Inn at BV2 with six monsters: seven pieces where the picture shows six chips (the last "+2 more").
    for (const m of ['Giant', 'Ogre', 'Troll', 'Wolf', 'Goblin', 'Bat']) expect((await play(`@gm /board piece label:${m} at:BV2 kind:monster`)).ok).toBe(true);
    const pub = await play('@carol /board show');
    const text = textOf(pub.reply);
    expect(text).toContain('Crowded places');
    expect(text).toContain('**Bad Valley 2** (BV2): Inn, Giant, Ogre, Troll, Wolf, Goblin, Bat');
    // Bob's Amazon is hidden at BV5: the public board names her nowhere, and shows no close-up of his tile.
    const bobPublic = await play('@bob /board show');
    expect(textOf(bobPublic.reply)).not.toContain('Amazon');
    expect(bobPublic.reply.files).toHaveLength(1);
    // In his own picture, his tile comes beside the board.
    const bobOwn = await play('@bob /board show private:true');
    expect(bobOwn.reply.ephemeral).toBe(true);
    expect(bobOwn.reply.files.map((f) => f.replace(/^.*?\d+-/, ''))).toEqual(['board.png', 'area.png']);
    expect(textOf(bobOwn.reply)).toContain('Your area: Bad Valley (BV)');
    // Carol's Black Knight, seen by all, joins the crowd: named in the text, and her tile beside the public board.
    expect((await play('@gm /board piece label:"Black Knight" at:BV2 kind:character owner:@carol')).ok).toBe(true);
    const carol = await play('@carol /board show');
    expect(textOf(carol.reply)).toContain('(BV2): Inn, Giant, Ogre, Troll, Wolf, Goblin, Bat, Black Knight');
    expect(carol.reply.files).toHaveLength(2);
    // A place the picture shows whole is not listed.
    expect(textOf(carol.reply)).not.toContain('BV5');
    expect((await play('@gm /board remove label:"Black Knight"')).ok).toBe(true);
  });

  it('the board belongs to Magic Realm: an MtG RPG game refuses it', async () => {
    await play('@gm #rpg /game create ruleset:mtg-rpg');
    const refused = await play('@gm #rpg /board layout');
    expect(refused.ok).toBe(false);
    expect(textOf(refused.reply)).toContain('belongs to Magic Realm');
  });
});

describe("the core game's map chits (issue 13; core-tables treasure_setup.map_chits)", () => {
  it('deals sounds and sites to the mountains and caves, a warning to each tile; the Valley warnings face up with their dwellings in clearing 5', async () => {
    // One die a chit for each shuffle (18 sounds and sites, the two groups of 5, four kinds of warning of 5): all 0.
    const c = await consoleWith(Array(17 + 4 + 4 + 4 * 4).fill(0));
    try {
      await c.play('@gm /game create ruleset:magic-realm');
      await c.play('@bob /game join character:Amazon');
      await c.play('@gm /board layout layout:original-20');
      const set = await c.play('@gm /board chits');
      expect(set.ok, textOf(set.reply)).toBe(true);
      expect(c.dice.remaining()).toBe(0);
      const id = (await c.session.services.store.activeGameId('console'))!;
      const s = (await c.session.services.store.load(id))!.state;
      const chits = s.board!.pieces.filter((p) => p.kind === 'chit');
      // 5 + 5 sounds and sites on the mountains and caves, 20 warnings.
      expect(chits).toHaveLength(30);
      const perTile = (code: string) => chits.filter((p) => p.tile === code).map((p) => p.label);
      for (const t of ['DW', 'L', 'CG', 'M', 'CL']) expect(perTile(t).filter((l) => l.endsWith(' M'))).toHaveLength(1);
      for (const t of ['B', 'HP', 'R', 'CS', 'CN']) expect(perTile(t).filter((l) => l.endsWith(' C'))).toHaveLength(1);
      for (const t of ['LW', 'MW', 'NW', 'OW', 'PW']) expect(perTile(t)).toHaveLength(1);
      expect(['DW', 'L', 'CG', 'M', 'CL']).toContain(chits.find((p) => p.label === 'Lost Castle')!.tile);
      expect(['B', 'HP', 'R', 'CS', 'CN']).toContain(chits.find((p) => p.label === 'Lost City')!.tile);
      expect(Object.entries(s.board!.setAside!).map(([g, pile]) => [g, pile.length])).toEqual([['Lost Castle', 5], ['Lost City', 5]]);
      // Every sound and site once, on the board or inside a group.
      const all = [...chits.map((p) => p.label), ...Object.values(s.board!.setAside!).flat()];
      for (const x of ['Flutter 1', 'Howl 4', 'Roar 6', 'Slither 3', 'Altar', 'Hoard', 'Lair', 'Vault']) expect(all.filter((l) => l === x)).toHaveLength(1);
      // All dice 0: the Valley warnings fall Dank, Ruins, Smoke, Stink, Bones on AV, BV, CV, DV, EV.
      expect(chits.filter((p) => p.seenBy === 'all').map((p) => `${p.label} ${p.tile}`)).toEqual(['Dank V AV', 'Ruins V BV', 'Smoke V CV', 'Stink V DV', 'Bones V EV']);
      const dwellings = s.board!.pieces.filter((p) => p.kind === 'dwelling').map((p) => `${p.label} ${p.tile}${p.clearing}`);
      expect(dwellings).toEqual(['Chapel AV5', 'Guard BV5', 'House CV5', 'Inn DV5']);
      // The table sees the Valley warnings and the dwellings, nothing face down.
      const seen = boardViewFor(s, { userId: 'bob' }).pieces.map((p) => p.label).sort();
      expect(seen).toEqual(['Bones V', 'Chapel', 'Dank V', 'Guard', 'House', 'Inn', 'Ruins V', 'Smoke V', 'Stink V']);
      expect(publicText(set)).toContain('the dwellings they hold stand at the Chapel in AV5, the Guard in BV5, the House in CV5, the Inn in DV5');
      for (const secret of ['Lost City', 'Howl', 'Lair', 'Smoke M', 'Bones W']) expect(publicText(set)).not.toContain(secret);
      // The dwellings are there for /board starts: the Amazon starts at the Inn.
      const starts = await c.play('@gm /board starts');
      expect(textOf(starts.reply)).toContain('The Amazon starts at the Inn (DV5)');
    } finally {
      await c.database.close();
    }
  });
});

describe('the chit set-up of Expansion One (X1-21)', () => {
  it('deals the major and minor chits face down: two on each cave, mountain and special tile, one on the others; GM only', async () => {
    // One die for the generator, then one a chit for each shuffle (36, 5, 5, 5, 25 and 15 chits): all 0.
    const c = await consoleWith(Array(86).fill(0));
    try {
      await c.play('@gm /game create ruleset:magic-realm options:expansion-one');
      await c.play('@bob /game join character:Amazon');
      await c.play('@gm /board layout layout:expansion-30');
      const set = await c.play('@gm /board chits');
      expect(set.ok, textOf(set.reply)).toBe(true);
      expect(c.dice.remaining()).toBe(0);
      expect(set.reply.ephemeral).toBe(true);
      const id = (await c.session.services.store.activeGameId('console'))!;
      const s = (await c.session.services.store.load(id))!.state;
      const chits = s.board!.pieces.filter((p) => p.kind === 'chit');
      expect(chits).toHaveLength(45);
      const perTile = (code: string) => chits.filter((p) => p.tile === code).length;
      expect(['B', 'HP', 'R', 'CS', 'CN', 'DW', 'L', 'CG', 'M', 'CL', 'CH', 'DE', 'G', 'LK', 'V'].map(perTile)).toEqual(Array(15).fill(2));
      expect(['AV', 'BV', 'CV', 'DV', 'EV', 'LW', 'MW', 'NW', 'OW', 'PW', 'DS', 'FS', 'PS', 'SS', 'SW'].map(perTile)).toEqual(Array(15).fill(1));
      // The generator die 0 is the Hive; the groups sit with their tiles' group.
      const labels = chits.map((p) => p.label);
      expect(labels.filter((l) => ['Lost City', 'Lost Castle', "Necromancer's Tower", 'Gate of Chaos'].includes(l))).toHaveLength(4);
      expect(['B', 'HP', 'R', 'CS', 'CN']).toContain(chits.find((p) => p.label === 'Lost City')!.tile);
      expect(['DW', 'L', 'CG', 'M', 'CL']).toContain(chits.find((p) => p.label === 'Lost Castle')!.tile);
      expect(Object.values(s.board!.setAside!).map((pile) => pile.length)).toEqual([5, 5, 5, 5]);
      expect([...labels, ...Object.values(s.board!.setAside!).flat()].filter((l) => ['Hive', 'Graveyard', 'Pond'].includes(l))).toEqual(['Hive']);
      // Nobody but the GM sees a chit; the channel learns only that they were dealt.
      expect(boardViewFor(s, { userId: '' }).pieces).toEqual([]);
      expect(boardViewFor(s, { userId: 'bob' }).pieces).toEqual([]);
      expect(boardViewFor(s, { userId: 'gm' }).pieces).toHaveLength(45);
      expect(publicText(set)).toContain('45 chits lie face down');
      expect(publicText(set)).not.toContain('Lost City');
    } finally {
      await c.database.close();
    }
  });
});
