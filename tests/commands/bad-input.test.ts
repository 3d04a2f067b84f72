import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../src/commands/dispatch.js';
import { COMMANDS } from '../../src/commands/registry.js';
import type { Invocation, OptionSpec, Services } from '../../src/commands/types.js';
import { cryptoDice } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { GameStore } from '../../src/store/game-store.js';
import { ServerSettings } from '../../src/store/server-settings.js';

/** A seeded generator, so a failure here reproduces. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

/** Values that can never be right for an option of this definition. */
function wrongValues(o: OptionSpec): unknown[] {
  switch (o.type) {
    case 'string':
      return ['x'.repeat((o.maxLength ?? 200) + 1), 12345, { nested: true }, ...(o.choices ? ['not-a-choice'] : [])];
    case 'integer':
    case 'number':
      return ['abc', 'NaN', Infinity, ...(o.type === 'integer' ? [1.5] : []), ...(o.maxValue !== undefined ? [o.maxValue + 1, 1e12] : []), ...(o.minValue !== undefined ? [o.minValue - 1, -1e12] : [])];
    case 'boolean':
      return ['maybe', 42, ''];
    case 'user':
      return ['', '@', 12345, 'x'.repeat(65)];
    case 'role':
      return ['', '@&', 12345, 'x'.repeat(101)];
    case 'attachment':
      return [12345, { nested: true }, 'x'.repeat(20_001)];
  }
}

const ALL = COMMANDS.flatMap((c) => c.subcommands.map((s) => ({ command: c.name, subcommand: c.flat ? undefined : s.name, sub: s })));
/** These work without a game in the channel (/gm role is the server's). */
const GAMELESS = new Set(['game create', 'rules', 'gm role']);
const label = (c: { command: string; subcommand?: string }) => [c.command, c.subcommand].filter(Boolean).join(' ');

describe('bad input never crashes and never changes a game', () => {
  let database: Database;
  let services: Services;
  const channel = 'bad-input';
  let gameId: string;
  const gm = { id: 'gm', name: 'GM' };
  const player = { id: 'p1', name: 'Player' };
  const invoke = (c: { command: string; subcommand?: string }, options: Record<string, unknown>, user = player, channelId = channel): Invocation => ({
    command: c.command,
    subcommand: c.subcommand,
    options,
    user,
    channelId,
    guildId: 'g',
  });

  beforeAll(async () => {
    database = await memoryDatabase();
    services = { store: new GameStore(database.db), servers: new ServerSettings(database.db), dice: cryptoDice, now: () => new Date(), newId: () => `game-${Math.random()}` };
    await dispatch(invoke({ command: 'game', subcommand: 'create' }, { ruleset: 'magic-realm' }, gm), services);
    await dispatch(invoke({ command: 'game', subcommand: 'join' }, { character: 'Amazon' }), services);
    gameId = (await services.store.activeGameId(channel))!;
  });
  afterAll(async () => {
    await database.close();
  });

  const version = () => services.store.version(gameId);

  it.each(ALL.map((c) => [label(c), c] as const))('/%s: wrong types, out-of-range numbers, huge strings and unknown names', async (_l, c) => {
    const before = await version();
    const valid: Record<string, unknown> = {};
    for (const o of c.sub.options.filter((o) => o.required)) valid[o.name] = o.type === 'string' ? (o.choices?.[0]?.value ?? 'Amazon') : o.type === 'user' ? '@bob' : o.type === 'role' ? '@&Referees' : o.type === 'boolean' ? true : (o.choices?.[0]?.value ?? o.minValue ?? 1);
    const cases: Record<string, unknown>[] = [{ ...valid, bogus: 'x' }];
    for (const o of c.sub.options) for (const wrong of wrongValues(o)) cases.push({ ...valid, [o.name]: wrong });
    for (const o of c.sub.options.filter((o) => o.required)) {
      const missing = { ...valid };
      delete missing[o.name];
      cases.push(missing);
    }
    for (const options of cases) {
      const result = await dispatch(invoke(c, options), services);
      expect(result.error, `${label(c)} ${JSON.stringify(options).slice(0, 80)}`).toBeTruthy();
      expect(result.reply.ephemeral).toBe(true);
      expect(JSON.stringify(result.reply)).toContain('How to do it');
      expect(JSON.stringify(result.reply)).not.toMatch(/at .*\.ts:\d+|Error:/);
    }
    expect(await version()).toBe(before);
  });

  it.each(ALL.filter((c) => !GAMELESS.has(label(c))).map((c) => [label(c), c] as const))('/%s in a channel without a game says how to start one', async (_l, c) => {
    const options: Record<string, unknown> = {};
    for (const o of c.sub.options.filter((o) => o.required)) options[o.name] = o.choices?.[0]?.value ?? (o.type === 'string' ? 'Amazon' : o.type === 'user' ? '@bob' : o.type === 'role' ? '@&Referees' : o.type === 'boolean' ? true : 1);
    const result = await dispatch(invoke(c, options, player, 'empty-channel'), services);
    expect(result.error).toBeTruthy();
    expect(result.reply.ephemeral).toBe(true);
    expect(JSON.stringify(result.reply)).toContain('/game create');
  });

  it.each([
    ['game options', { set: 'seasons-weather', value: 'on' }],
    ['game start', {}],
    ['game end', {}],
    ['gm undo', {}],
  ] as const)('/%s by a player is refused: only the GM', async (name, options) => {
    const [command, subcommand] = name.split(' ');
    const before = await version();
    const result = await dispatch(invoke({ command: command!, subcommand }, options), services);
    expect(result.error).toContain('only the GM');
    expect(result.reply.ephemeral).toBe(true);
    expect(await version()).toBe(before);
  });

  it('half an emoji (a lone surrogate) is kept as U+FFFD: the database never refuses the text', async () => {
    // The start is checked against the character's start locations now (BI-4); the enchanted chits are free text.
    const result = await dispatch(invoke({ command: 'setup', subcommand: 'tell' }, { enchanted: 'Inn \udfb2' }), services);
    expect(result.error).toBeUndefined();
    expect((result.events![0]!.payload as { secret: { enchanted: string } }).secret.enchanted).toBe('Inn \ufffd');
  });

  it.each(ALL.filter((c) => c.sub.options.some((o) => o.type === 'string')).map((c) => [label(c), c] as const))(
    '/%s: a NUL character in any text option is cleaned at the edge (never "went wrong on our side")',
    async (_l, c) => {
      const valid: Record<string, unknown> = {};
      for (const o of c.sub.options.filter((o) => o.required)) valid[o.name] = o.type === 'string' ? (o.choices?.[0]?.value ?? 'Amazon') : o.type === 'user' ? '@bob' : o.type === 'role' ? '@&Referees' : o.type === 'boolean' ? true : (o.choices?.[0]?.value ?? o.minValue ?? 1);
      for (const o of c.sub.options.filter((o) => o.type === 'string' && !o.choices)) {
        for (const who of [gm, player]) {
          const result = await dispatch(invoke(c, { ...valid, [o.name]: 'Ab\u0000c' }, who), services);
          expect(result.error ?? '', `${label(c)} ${o.name}`).not.toContain('went wrong on our side');
          if (result.error) continue;
          committed++;
          expect(JSON.stringify(result.events ?? [])).not.toContain('\\u0000');
        }
      }
    },
  );
  // The cases above must reach the database, or they prove nothing: some of them commit (a whisper, a roll's reason …).
  let committed = 0;
  afterAll(() => expect(committed).toBeGreaterThanOrEqual(3));

  it('a whisper with a NUL character is delivered with U+FFFD in its place', async () => {
    const result = await dispatch(invoke({ command: 'whisper' }, { to: '@p1', text: 'meet\u0000me' }, gm), services);
    expect(result.error).toBeUndefined();
    expect((result.events![0]!.payload as { text: string }).text).toBe('meet\ufffdme');
  });

  it('random text in every string option never crashes; a refusal changes nothing', async () => {
    const random = prng(20261122);
    const alphabet = 'abcXYZ019 -_:/"\'\\{}[]<>@#*~`|\n\t✓漢🎲d+%!';
    for (let round = 0; round < 300; round++) {
      const c = ALL[Math.floor(random() * ALL.length)]!;
      if (label(c) === 'game end' || label(c) === 'gm undo') continue; // valid ones would really end or undo
      const options: Record<string, unknown> = {};
      for (const o of c.sub.options) {
        if (random() < 0.3 && !o.required) continue;
        options[o.name] =
          o.type === 'string'
            ? Array.from({ length: Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
            : o.type === 'boolean'
              ? random() < 0.5
              : Math.floor(random() * 60) - 30;
      }
      const before = await version();
      const result = await dispatch(invoke(c, options, random() < 0.5 ? gm : player), services);
      expect(result.reply).toBeDefined();
      if (result.error) {
        expect(result.reply.ephemeral).toBe(true);
        expect(result.error, `${label(c)} ${JSON.stringify(options)}`).not.toContain('went wrong on our side');
        expect(await version()).toBe(before);
      }
    }
  });
});
