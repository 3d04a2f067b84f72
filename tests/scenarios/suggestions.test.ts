import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocomplete } from '../../src/commands/dispatch.js';
import type { Choice } from '../../src/commands/types.js';
import { consoleWith, textOf } from '../helpers/console.js';

/**
 * Autocomplete on the options that name something of the game (issue 12), through the command layer as Discord
 * asks it: each user is offered what he may know — his character's paths, the pieces he sees — never more.
 */
describe('suggestions while typing', () => {
  let c: Awaited<ReturnType<typeof consoleWith>>;
  const must = async (line: string) => {
    const o = await c.play(line);
    if (!o.ok) throw new Error(`${line}: ${textOf(o.reply)}`);
    return o;
  };
  const suggest = async (user: string, channel: string, command: string, subcommand: string, focused: string, typed: string, options: Record<string, unknown> = {}): Promise<Choice[]> =>
    autocomplete({ command, subcommand, options: { ...options, [focused]: typed }, user: { id: user, name: user }, channelId: channel, guildId: 'console' }, focused, typed, c.session.services);
  const values = async (...args: Parameters<typeof suggest>) => (await suggest(...args)).map((x) => x.value);

  beforeAll(async () => {
    c = await consoleWith(Array(40).fill(0));
    for (const line of [
      '@gm #mr /game create ruleset:magic-realm',
      '@bob #mr /game join character:Amazon',
      '@carol #mr /game join character:Wizard',
      '@gm #mr /board layout',
      '@gm #mr /board piece label:Amazon at:DW1 kind:character owner:@bob',
      '@gm #mr /board piece label:Giant at:L5 kind:monster seen:gm',
      '@gm #mr /board discover player:@carol path:DW1-DW4',
      '@gm #build /game create ruleset:magic-realm options:expansion-one',
      '@bob #build /game join character:Amazon',
      '@carol #build /game join character:"Black Knight"',
      '@gm #build /board deal',
      '@bob #build /board place tile:B rotation:0',
      '@gm #rpg /game create ruleset:mtg-rpg',
      '@bob #rpg /game join character:Sarin',
      '@gm #rpg /campaign create map:"W W C P P F F / W C P ~P F F H / C P P ~P P H H / P P F ~F S H M"',
      '@gm #rpg /realm create name:Harloon capitol:D2 hexes:"D1 E1 C2 D2 E2 D3" diplomacy:5 wisdom:2 lore:5',
      '@gm #rpg /realm ruler realm:Harloon player:@bob',
    ])
      await must(line);
  }, 60_000);
  afterAll(() => c.database.close());

  it("/orders record phases: the moves by the recording character's own paths, for him and for a GM who names him", async () => {
    const moves = async (user: string, options: Record<string, unknown> = {}) => (await values(user, 'mr', 'orders', 'record', 'phases', 'M ', options)).filter((v) => /^M /.test(String(v)));
    // Carol discovered the hidden path DW1–DW4, Bob did not: Bob is not offered it.
    expect(await moves('bob')).toEqual(['M CG2', 'M DW6', 'M L5']);
    expect(await moves('gm', { player: 'bob' })).toEqual(['M CG2', 'M DW6', 'M L5']);
    // A GM recording for nobody, a player whose character is not on the board: the codes only.
    expect(await moves('gm')).toEqual([]);
    expect(await moves('carol')).toEqual([]);
    expect(await values('carol', 'mr', 'orders', 'record', 'phases', 'H, ')).toContain('H, S');
    // A player cannot borrow another's knowledge by naming him.
    expect(await moves('carol', { player: 'bob' })).toEqual([]);
    await must('@gm #mr /board discover player:@bob path:DW1-DW4');
    expect(await moves('bob')).toEqual(['M CG2', 'M DW4', 'M DW6', 'M L5']);
  });

  it('/board route: from his own clearing first, to the clearings nearest the from: given', async () => {
    expect((await values('bob', 'mr', 'board', 'route', 'from', ''))[0]).toBe('DW1');
    const to = await values('bob', 'mr', 'board', 'route', 'to', 'L', { from: 'DW1' });
    expect(to[0]).toBe('L5');
    expect((await suggest('bob', 'mr', 'board', 'route', 'from', 'dw1'))[0]).toEqual({ name: 'DW1 (Deep Woods, woods)', value: 'DW1' });
  });

  it('/board piece and /board remove: the pieces the user sees, places on the board', async () => {
    expect(await values('gm', 'mr', 'board', 'remove', 'label', '')).toEqual(['Amazon', 'Giant']);
    expect(await values('bob', 'mr', 'board', 'remove', 'label', '')).toEqual(['Amazon']);
    expect(await values('gm', 'mr', 'board', 'piece', 'label', '')).toEqual(['Amazon', 'Giant', 'Wizard']);
    expect((await values('gm', 'mr', 'board', 'piece', 'at', 'bv')).slice(0, 3)).toEqual(['BV', 'BV1', 'BV2']);
  });

  it("/board discover path: the GM's only, the named player's undiscovered paths", async () => {
    expect(await values('bob', 'mr', 'board', 'discover', 'path', 'DW')).toEqual([]);
    expect(await values('gm', 'mr', 'board', 'discover', 'path', 'DW', { player: 'carol' })).not.toContain('DW1-DW4');
    expect(await suggest('gm', 'mr', 'board', 'discover', 'path', 'DW')).toContainEqual({ name: 'DW1-DW4 (Deep Woods)', value: 'DW1-DW4' });
  });

  it('/board place at: where the tile named may go now, with its rotations, as /board fits says', async () => {
    const places = await suggest('carol', 'build', 'board', 'place', 'at', '', { tile: 'CV' });
    expect(places.length).toBeGreaterThan(0);
    const fits = textOf((await must('@carol #build /board fits tile:CV')).reply);
    for (const p of places) {
      for (const r of p.name.match(/rotation ([\d, or]+)\)/)![1]!.split(/, | or /)) expect(fits).toContain(`at:\\"${p.value}\\" rotation:${r}`);
    }
    expect(await values('carol', 'build', 'board', 'place', 'at', 'b n', { tile: 'CV' })).toEqual(places.map((p) => p.value).filter((v) => String(v).startsWith('B N')));
    expect(await values('carol', 'build', 'board', 'place', 'at', '', { tile: 'nowhere' })).toEqual([]);
  });

  it("/setup tell start: the character's start locations", async () => {
    expect(await values('carol', 'mr', 'setup', 'tell', 'start', '')).toEqual(['Inn', 'House', 'Guard']);
    expect(await values('bob', 'mr', 'setup', 'tell', 'start', '')).toEqual(['Inn']);
  });

  it('campaign hexes: one hex, or the last of a list; a war names the others\' hexes first', async () => {
    const hex = await suggest('gm', 'rpg', 'campaign', 'hex', 'hex', 'd');
    expect(hex.map((x) => x.value)).toEqual(['D1', 'D2', 'D3', 'D4']);
    expect(hex[1]!.name).toBe('D2 (plains, river, Harloon, capitol)');
    expect(await values('bob', 'rpg', 'realm', 'action', 'hexes', 'D3 e', { kind: 'war' })).toEqual(['D3 E3', 'D3 E4', 'D3 E1', 'D3 E2']);
    expect(await values('bob', 'rpg', 'realm', 'action', 'hexes', 'D3 e', { kind: 'fortify' })).toEqual(['D3 E1', 'D3 E2', 'D3 E3', 'D3 E4']);
    expect(await values('gm', 'rpg', 'realm', 'create', 'hexes', 'D1 D2 D')).toEqual(['D1 D2 D3', 'D1 D2 D4']);
    // Outside a campaign game, nothing.
    expect(await values('gm', 'mr', 'campaign', 'hex', 'hex', 'd')).toEqual([]);
  });
});
