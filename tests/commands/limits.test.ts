import { describe, expect, it } from 'vitest';
import { commandJSON, commandSize, limitProblems, registrationProblems } from '../../src/commands/discord-json.js';
import { COMMANDS } from '../../src/commands/registry.js';
import { fitEmbed, fitMessage, embedLength, LIMITS } from '../../src/render/limits.js';

describe("Discord's limits", () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('/%s fits every limit of a registered command', (_name, command) => {
    expect(limitProblems(commandJSON(command))).toEqual([]);
  });

  it("counts a command's size as Discord does: names, descriptions, choice names and values, all the way down", () => {
    const json = commandJSON({
      name: 'roll', // 4
      description: 'Roll dice', // 9
      subcommands: [
        {
          name: 'dice', // 4
          description: 'Free notation', // 13
          example: '',
          handler: async () => ({ reply: { ephemeral: true } }),
          options: [
            { name: 'notation', description: 'Dice notation', type: 'string', required: true }, // 8 + 13
            { name: 'how', description: 'Which', type: 'string', choices: [{ name: 'a', value: 'bc' }] }, // 3 + 5 + 1 + 2
            { name: 'n', description: 'N', type: 'integer', choices: [{ name: 'one', value: 100 }] }, // 1 + 1 + 3 + 3
          ],
        },
      ],
    });
    expect(commandSize(json)).toBe(4 + 9 + 4 + 13 + 8 + 13 + 3 + 5 + 1 + 2 + 1 + 1 + 3 + 3);
  });

  it("refuses a command over Discord's 4,000 characters, naming it and its size; fits every command with room", () => {
    const option = (i: number) => ({ name: `o${i}`, description: 'd'.repeat(98), type: 'string' as const });
    const sub = (i: number) => ({ name: `s${i}`, description: 'x', example: '', handler: async () => ({ reply: { ephemeral: true } }), options: Array.from({ length: 10 }, (_, j) => option(j)) });
    const big = commandJSON({ name: 'big', description: 'Big', subcommands: Array.from({ length: 4 }, (_, i) => sub(i)) });
    expect(commandSize(big)).toBe(3 + 3 + 4 * (2 + 1 + 10 * (2 + 98)));
    expect(limitProblems(big)).toEqual([`/big: 4018 characters of names, descriptions and choices, over Discord's 4000 a command`]);
    // One option less in one subcommand, and it fits: the limit is Discord's, not one of its own.
    const fits = { ...big, options: big.options.map((s, i) => (i === 0 ? { ...s, options: s.options!.slice(1) } : s)) };
    expect(limitProblems(fits)).toEqual([]);
    for (const c of COMMANDS) expect(commandSize(commandJSON(c)), c.name).toBeLessThanOrEqual(LIMITS.commandTotal - 200);
  });

  it('refuses a registration of more than 100 commands, or one name twice', () => {
    const one = commandJSON(COMMANDS[0]!);
    expect(registrationProblems(Array.from({ length: 101 }, (_, i) => ({ ...one, name: `c${i}` })))).toEqual([`101 commands, over Discord's 100`]);
    expect(registrationProblems([one, one])).toEqual([`/${one.name} is registered twice`]);
    expect(registrationProblems(COMMANDS.map(commandJSON))).toEqual([]);
  });

  it('catches what breaks a limit', () => {
    const bad = commandJSON({
      name: 'Bad Name',
      description: 'x'.repeat(101),
      subcommands: [{ name: 'a', description: 'ok', example: '', handler: async () => ({ reply: { ephemeral: true } }), options: [{ name: 'opt', description: 'd', type: 'string' }, { name: 'req', description: 'd', type: 'string', required: true }] }],
    });
    const problems = limitProblems(bad);
    expect(problems.some((p) => p.includes('lower-case'))).toBe(true);
    expect(problems.some((p) => p.includes('description must be'))).toBe(true);
    // required options are sorted first, so this one is fine after conversion
    expect(problems.some((p) => p.includes('required option'))).toBe(false);
  });

  it('every command name is unique and the registered JSON is what the bot routes on', () => {
    const names = COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of COMMANDS) expect(commandJSON(c).name).toBe(c.name);
  });

  it('fits long embeds and messages to Discord', () => {
    const huge = fitEmbed({ title: 't'.repeat(300), description: 'd'.repeat(5000), fields: Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'v'.repeat(2000) })) });
    expect(huge.title!.length).toBe(LIMITS.embedTitle);
    expect(huge.fields!.length).toBeLessThanOrEqual(LIMITS.embedFields);
    expect(huge.fields!.every((f) => f.value.length <= LIMITS.fieldValue)).toBe(true);
    expect(embedLength(huge)).toBeLessThanOrEqual(LIMITS.embedTotal);
    const msg = fitMessage({ content: 'c'.repeat(2500), embeds: Array.from({ length: 12 }, () => ({ title: 'x' })) });
    expect(msg.content!.length).toBe(LIMITS.content);
    expect(msg.embeds!.length).toBe(LIMITS.embedsPerMessage);
  });
});
